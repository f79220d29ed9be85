package io.meshport.iqe.internal.rules;

/**
 * What names IQE text can hold, and how to make any name fit. Public because two stages ask it:
 * the writer, which quotes names, and the exporter, which reports the names it had to change.
 */
public final class IqeNames {
    private IqeNames() {
    }

    /** True when the name can sit between double quotes: no quote, no line break. */
    public static boolean isQuotable(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '"' || c == '\n' || c == '\r') {
                return false;
            }
        }
        return true;
    }

    /** The closest name IQE can hold: quotes become apostrophes, line breaks spaces. */
    public static String quotable(String name) {
        return name.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
    }

    /** True when the word reads back as itself without quotes: a non-empty run of non-blanks. */
    public static boolean isPlainWord(String word) {
        if (word.isEmpty() || word.charAt(0) == '#') {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c == ' ' || c == '\t' || c == '\f' || c == '\u000B' || c == '\r' || c == '\n' || c == '"') {
                return false;
            }
        }
        return true;
    }
}
