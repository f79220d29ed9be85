package io.meshport.text;

/**
 * A name as a Latin-1 text format (MD5, SMD) writes it between double quotes: the format has no
 * escape, so a double quote or a line end would end the name or the line, and a char beyond
 * Latin-1 has no byte. Such chars are written as {@code _}.
 */
public final class QuotedLatin1Name {
    private QuotedLatin1Name() {
    }

    /**
     * {@code name} with each double quote, line end ({@code \n}, {@code \r}) and char beyond
     * Latin-1 made {@code _}: equal to {@code name} when it has none, so that the caller can report
     * a name it changed.
     */
    public static String of(String name) {
        StringBuilder b = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            b.append(c != '"' && c != '\n' && c != '\r' && c <= 0xFF ? c : '_');
        }
        return b.toString();
    }
}
