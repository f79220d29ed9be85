package io.meshport.vif.internal.read;

import io.meshport.text.number.NumberLine;
import java.util.Arrays;

/**
 * Recognises VIF's commonest body records, a tag and plain numbers ({@code p12 0.5 1 -2e-3},
 * {@code n 0 0 1}, {@code x0 0.25 0.75}, {@code v7 7 1}, {@code t 0 1 2 1}, {@code e3 2.5},
 * {@code m4 e1 0 3}), without the lexer and parser: they are nearly all of a large file, and
 * running each through ANTLR costs a token per number, a parse tree per record and a String per
 * index (JFR: most of a VIF read).
 *
 * <p>{@code Vif.g4} stays the definition: this recognises a strict subset of what its record
 * rules read and gives the same values, and returns false for anything else, which the grammar
 * then reads or reports at its position. The subset: the tag, then a glued index in plain digits
 * without a leading zero (so that its text is the ordinal's {@code Integer.toString}, as the
 * reader compares it), then numbers separated by blanks. Float records are read by
 * {@link NumberLine} (decimals in C syntax on one line, converted as {@code TokenNumbers} converts
 * them); index records take only tokens of one to nine digits, without sign, so that every
 * length and sign check of the reader passes and the value is the token's, and may go on over
 * line ends as records do. Whether the values suit the record where it stands (ordinal, counts,
 * ranges, finite) is the caller's question: it reads the record by the grammar unless they do.
 * {@code VifNumberRecordsTest} reads random files both ways and compares. One instance serves one
 * reader.
 */
final class VifNumberRecords {
    /** {@link #index()} of a tag without a glued index. */
    static final int BARE = -1;
    /** The longest index token taken: nine digits stay below every length limit and the int range. */
    private static final int MAX_DIGITS = 9;

    private final NumberLine numbers = new NumberLine();
    private float[] floats = new float[16];
    private int[] ints = new int[16];
    private int count;
    private int index;
    private int errorIndex;
    private int gluedValue;
    /** Records read here, for the test that the subset is most of a file. */
    private long taken;

    /**
     * True if {@code text[from..to)} is {@code tag}, a glued index or none, then exactly
     * {@code expected} numbers on one line, all finite as floats; {@link #floatAt} then gives them.
     */
    boolean floats(char[] text, int from, int to, char tag, int expected) {
        if (!numbers.scan(text, from, to) || numbers.count() != expected || numbers.keywordChar(0) != tag) {
            return false;
        }
        int tagAt = numbers.keywordStart(); // an index into text, as the record is scanned in place
        if (glued(text, tagAt + 1, tagAt + numbers.keywordLength()) < 0) {
            return false;
        }
        index = gluedValue;
        if (floats.length < expected) {
            floats = new float[Math.max(expected, 2 * floats.length)];
        }
        try {
            for (int i = 0; i < expected; i++) {
                float f = numbers.floatAt(i);
                if (!Float.isFinite(f)) {
                    return false;
                }
                floats[i] = f;
            }
        } catch (NumberFormatException e) {
            return false;
        }
        count = expected;
        taken++;
        return true;
    }

    /**
     * True if {@code text[from..to)} is {@code tag}, a glued index or none, with
     * {@code errorReference} an error entry {@code e<k>} (its {@code k} glued), then
     * {@code least..most} plain indices; {@link #intAt} then gives them.
     */
    boolean ints(char[] text, int from, int to, char tag, boolean errorReference, int least, int most) {
        if (from == to || text[from] != tag) {
            return false;
        }
        int i = glued(text, from + 1, to);
        if (i < 0) {
            return false;
        }
        index = gluedValue;
        errorIndex = BARE;
        if (errorReference) {
            i = skipBlanks(text, i, to);
            if (i == to || text[i] != 'e') {
                return false;
            }
            i = glued(text, i + 1, to);
            if (i < 0 || gluedValue == BARE) {
                return false;
            }
            errorIndex = gluedValue;
        }
        int n = 0;
        for (i = skipBlanks(text, i, to); i < to; i = skipBlanks(text, i, to)) {
            int start = i;
            int value = 0;
            while (i < to && text[i] >= '0' && text[i] <= '9') {
                value = value * 10 + (text[i] - '0');
                i++;
            }
            if (i == start || i - start > MAX_DIGITS || i < to && !isBlank(text[i]) || n == most) {
                return false;
            }
            if (n == ints.length) {
                ints = Arrays.copyOf(ints, 2 * n);
            }
            ints[n++] = value;
        }
        if (n < least) {
            return false;
        }
        count = n;
        taken++;
        return true;
    }

    /**
     * Reads the index glued to a tag at {@code i} into {@link #gluedValue} ({@link #BARE} if none);
     * returns where the tag ends, or -1 if it is not a tag and index this class reads.
     */
    private int glued(char[] text, int i, int to) {
        int start = i;
        int value = 0;
        while (i < to && text[i] >= '0' && text[i] <= '9') {
            value = value * 10 + (text[i] - '0');
            i++;
        }
        if (i - start > MAX_DIGITS || i - start > 1 && text[start] == '0' || i < to && !isBlank(text[i])) {
            return -1;
        }
        gluedValue = i == start ? BARE : value;
        return i;
    }

    /** The index glued to the tag of the record read last, or {@link #BARE}. */
    int index() {
        return index;
    }

    /** The error entry a merge read last names. */
    int errorIndex() {
        return errorIndex;
    }

    /** How many numbers the record read last has after its tag (and error entry). */
    int count() {
        return count;
    }

    float floatAt(int i) {
        return floats[i];
    }

    int intAt(int i) {
        return ints[i];
    }

    /** True if numbers {@code first..end)} of the index record read last are all below {@code limit}. */
    boolean below(int first, int end, long limit) {
        for (int i = first; i < end; i++) {
            if (ints[i] >= limit) {
                return false;
            }
        }
        return true;
    }

    long taken() {
        return taken;
    }

    private static int skipBlanks(char[] text, int i, int to) {
        while (i < to && isBlank(text[i])) {
            i++;
        }
        return i;
    }

    /** What the grammar skips between tokens: blanks, and the line ends of a record that goes on. */
    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B' || c == '\n';
    }
}
