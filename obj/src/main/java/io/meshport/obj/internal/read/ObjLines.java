package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;
import io.meshport.text.pool.IntList;
import java.util.Arrays;

/**
 * A statement continued over several physical lines, joined as the OBJ spec says: a line whose
 * last non-blank character is a backslash continues on the next; the backslash (and the blanks
 * after it) become one blank. The text engine hands the reader physical lines, in blocks that may
 * cut a statement in two: a block's first statement may continue one its block does not see, so
 * the reader keeps it apart ({@link ObjBlock}) and joins it to the end of the block before it
 * ({@link #append}) when the blocks are put together in file order.
 *
 * <p>A statement longer than {@link #MAX_LINE} characters is an error rather than an ever-growing
 * buffer, as is a physical line that long (the text engine's limit, {@code ObjFileReader}).
 */
final class ObjLines {
    /** Longer than any real statement (a face of half a million corners), short enough to hold. */
    static final int MAX_LINE = 1 << 23;

    private final String source;
    private char[] text = new char[256];
    private int length;
    /** The length through the last continued line: what the limit is checked on, as the lines come. */
    private int continuedLength;
    private final IntList starts = new IntList(4);
    private final IntList lines = new IntList(4);

    ObjLines(String source) {
        this.source = source;
    }

    /** Whether {@code t[from..to)} continues on the next line: its last character that is not white space is a backslash. */
    static boolean continues(char[] t, int from, int to) {
        int end = strippedEnd(t, from, to);
        return end > from && t[end - 1] == '\\';
    }

    /** Where {@code t[from..to)} ends without its trailing white space ({@link String#stripTrailing}'s). */
    static int strippedEnd(char[] t, int from, int to) {
        int end = to;
        while (end > from && Character.isWhitespace(t[end - 1])) {
            end--;
        }
        return end;
    }

    /**
     * Adds physical line {@code line}, {@code t[from..to)}.
     *
     * @param check whether to check the limit now: not for a block's first statement, whose start
     *     may be in the block before ({@link #append} checks it then)
     * @return true when the statement is complete: the line does not continue it
     * @throws ModelFormatException when the statement grows longer than {@link #MAX_LINE}
     */
    boolean add(char[] t, int from, int to, int line, boolean check) throws ModelFormatException {
        starts.add(length);
        lines.add(line);
        if (!continues(t, from, to)) {
            put(t, from, to - from);
            return true;
        }
        put(t, from, strippedEnd(t, from, to) - 1 - from);
        put(new char[] {' '}, 0, 1);
        continuedLength = length;
        if (check) {
            check();
        }
        return false;
    }

    /** Joins {@code next}, the lines that continue this statement, to it; checks the limit. */
    void append(ObjLines next) throws ModelFormatException {
        int shift = length;
        for (int i = 0; i < next.starts.size(); i++) {
            starts.add(shift + next.starts.get(i));
            lines.add(next.lines.get(i));
        }
        if (next.continuedLength > 0) {
            continuedLength = shift + next.continuedLength;
        }
        put(next.text, 0, next.length);
        check();
    }

    /** Checks the limit on what is joined so far: an error at the statement's first line. */
    void check() throws ModelFormatException {
        if (continuedLength > MAX_LINE) {
            throw ModelFormatException.atLine(source, lines.get(0), 1, "statement longer than " + MAX_LINE
                    + " characters");
        }
    }

    /** The statement joined so far, in {@code into}. */
    ObjLine statement(ObjLine into) {
        return into.joined(this, text, length, starts.toArray(), lines.toArray());
    }

    private void put(char[] t, int from, int n) {
        if (length + n > text.length) {
            text = Arrays.copyOf(text, Math.max(length + n, 2 * text.length));
        }
        System.arraycopy(t, from, text, length, n);
        length += n;
    }
}
