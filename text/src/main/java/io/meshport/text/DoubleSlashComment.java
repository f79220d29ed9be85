package io.meshport.text;

/**
 * Where a {@code //} comment starts on a line of a format whose names stand in double quotes (MD5,
 * SMD): a {@code //} inside a quoted name is part of the name. A quote left open to the end of the
 * line is found here too, at the quote, because a lexer has no token for a lone quote and could
 * only say so at the wrong place.
 */
public final class DoubleSlashComment {
    /** What {@link #start} gives for a line without a comment and without an open quote. */
    public static final int NONE = -1;

    private DoubleSlashComment() {
    }

    /**
     * Where {@code //} starts a comment in {@code text[from..to)}, outside double quotes.
     *
     * @return the index of the first {@code /} of the comment; {@link #NONE} if the line has none;
     *     below {@link #NONE} if a quote is not closed on the line ({@link #unclosedQuote} gives its index)
     */
    public static int start(char[] text, int from, int to) {
        int open = -1;
        for (int i = from; i < to; i++) {
            char c = text[i];
            if (c == '"') {
                open = open < 0 ? i : -1;
            } else if (open < 0 && c == '/' && i + 1 < to && text[i + 1] == '/') {
                return i;
            }
        }
        return open < 0 ? NONE : -2 - open;
    }

    /**
     * The index of the quote that a {@link #start} result below {@link #NONE} says is not closed.
     *
     * @param start what {@link #start} gave, below {@link #NONE}
     */
    public static int unclosedQuote(int start) {
        return -2 - start;
    }
}
