package io.meshport.iqe;

/** What names IQE text can hold, and how to make any name fit. */
final class IqeNames {
    private IqeNames() {
    }

    /** True when the name can sit between double quotes: no quote, no line break. */
    static boolean isQuotable(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '"' || c == '\n' || c == '\r') {
                return false;
            }
        }
        return true;
    }

    /** The closest name IQE can hold: quotes become apostrophes, line breaks spaces. */
    static String quotable(String name) {
        return name.replace('"', '\'').replace('\n', ' ').replace('\r', ' ');
    }

    /** True when the word reads back as itself without quotes: a non-empty run of non-blanks. */
    static boolean isPlainWord(String word) {
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
