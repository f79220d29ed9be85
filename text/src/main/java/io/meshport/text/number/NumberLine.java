package io.meshport.text.number;

import java.util.Arrays;

/**
 * Recognises the commonest line of a large text model, a keyword followed by nothing but plain
 * decimal numbers ({@code vp 1.5 -2 3e-4}, {@code fm 0 1 2}), without the lexer and parser.
 * Such lines are most of a file's size and have one meaning; running each through ANTLR costs a
 * token object per number and a parse tree per line (JFR: most of an IQE read).
 *
 * <p>The grammar stays the definition of the language: this recognises a strict subset of what
 * the shared lexer rules read as {@code WORD (INT | FLOAT)*} and gives the same values
 * ({@link TokenNumbers}' conversions), and anything else (a comment, a quote, inf or nan, an
 * integer beyond the int range, a token that runs into other characters) is left to the
 * grammar by returning false, so every error is still the grammar's, at its position. A format
 * decides which keywords and counts it takes this way ({@code NumberLineTest} holds the subset
 * to the grammar's reading). One instance serves one thread.
 */
public final class NumberLine {
    private char[] text;
    private int keywordFrom;
    private int keywordTo;
    private int count;
    private int[] starts = new int[16];
    private int[] ends = new int[16];
    /** The value of each integer token; {@link #NOT_INTEGER} for a token that has a point or an exponent. */
    private long[] integers = new long[16];
    private static final long NOT_INTEGER = Long.MIN_VALUE;

    /**
     * Scans {@code text[from..to)}, one line without its line end. True if it is blanks, a
     * keyword (a run of letters and digits starting with a letter), then only decimal numbers in
     * C syntax separated by blanks, with every integer within the int range; the keyword and the
     * numbers can then be read until the next scan. False leaves the line to the grammar.
     */
    public boolean scan(char[] text, int from, int to) {
        this.text = text;
        count = 0;
        int i = skipBlanks(text, from, to);
        keywordFrom = i;
        if (i == to || !isLetter(text[i])) {
            return false;
        }
        while (i < to && (isLetter(text[i]) || isDigit(text[i]))) {
            i++;
        }
        keywordTo = i;
        if (i < to && !isBlank(text[i])) {
            return false;
        }
        return numbers(text, i, to);
    }

    /**
     * Scans {@code text[from..to)} as {@link #scan} does, for a line of numbers without a keyword
     * (PIE's point and polygon lines): true if it is only decimal numbers in C syntax separated by
     * blanks, with every integer within the int range; the keyword is then empty.
     */
    public boolean scanNumbers(char[] text, int from, int to) {
        this.text = text;
        count = 0;
        keywordFrom = from;
        keywordTo = from;
        return numbers(text, from, to);
    }

    /** Reads the blank-separated numbers of {@code text[i..to)}; false at the first token that is none. */
    private boolean numbers(char[] text, int i, int to) {
        for (i = skipBlanks(text, i, to); i < to; i = skipBlanks(text, i, to)) {
            i = number(text, i, to);
            if (i < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Reads one number token at {@code i}; returns where it ends, or -1 if the token is not one
     * this class reads (then the line goes to the grammar).
     */
    private int number(char[] text, int i, int to) {
        int start = i;
        if (text[i] == '+' || text[i] == '-') {
            i++;
        }
        int digitsStart = i;
        long value = 0;
        while (i < to && isDigit(text[i])) {
            value = value * 10 + (text[i] - '0');
            if (value > 1L + Integer.MAX_VALUE) {
                return -1; // beyond int: the grammar reads it (a float) or reports it (an integer)
            }
            i++;
        }
        int intDigits = i - digitsStart;
        boolean integral = true;
        if (i < to && text[i] == '.') {
            integral = false;
            i++;
            int fractionStart = i;
            while (i < to && isDigit(text[i])) {
                i++;
            }
            if (intDigits == 0 && i == fractionStart) {
                return -1; // "." or "-." alone is a WORD
            }
        } else if (intDigits == 0) {
            return -1;
        }
        if (i < to && (text[i] == 'e' || text[i] == 'E')) {
            integral = false;
            i++;
            if (i < to && (text[i] == '+' || text[i] == '-')) {
                i++;
            }
            int exponentStart = i;
            while (i < to && isDigit(text[i])) {
                i++;
            }
            if (i == exponentStart) {
                return -1;
            }
        }
        if (i < to && !isBlank(text[i])) {
            return -1; // the lexer's longest match makes "1.5x" or "2#" a WORD, "3\"a\"" two tokens
        }
        if (integral) {
            value = text[start] == '-' ? -value : value;
            if (value > Integer.MAX_VALUE) {
                return -1;
            }
        }
        if (count == starts.length) {
            starts = Arrays.copyOf(starts, 2 * count);
            ends = Arrays.copyOf(ends, 2 * count);
            integers = Arrays.copyOf(integers, 2 * count);
        }
        starts[count] = start;
        ends[count] = i;
        integers[count] = integral ? value : NOT_INTEGER;
        count++;
        return i;
    }

    /** The keyword's length. */
    public int keywordLength() {
        return keywordTo - keywordFrom;
    }

    /** The keyword's {@code i}th char. */
    public char keywordChar(int i) {
        return text[keywordFrom + i];
    }

    /** Where the keyword starts: an index into the scanned text (its column when the line starts at 0). */
    public int keywordStart() {
        return keywordFrom;
    }

    /** How many numbers follow the keyword. */
    public int count() {
        return count;
    }

    /** Where number {@code i} starts: an index into the scanned text. */
    public int start(int i) {
        return starts[i];
    }

    /** How many chars number {@code i} takes. */
    public int length(int i) {
        return ends[i] - starts[i];
    }

    /** True if number {@code i} is an integer token (digits with an optional sign: the grammar's INT). */
    public boolean isInteger(int i) {
        return integers[i] != NOT_INTEGER;
    }

    /** Number {@code i}, an integer token, as an int. */
    public int intAt(int i) {
        return (int) integers[i];
    }

    /**
     * Number {@code i} as a float, as {@link TokenNumbers#toFloat} reads it.
     *
     * @throws NumberFormatException never for what {@link #scan} accepts; callers that must not
     *     throw treat it as "leave the line to the grammar"
     */
    public float floatAt(int i) {
        return DecimalFloatParser.parse(text, starts[i], ends[i]);
    }

    private static int skipBlanks(char[] text, int i, int to) {
        while (i < to && isBlank(text[i])) {
            i++;
        }
        return i;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
