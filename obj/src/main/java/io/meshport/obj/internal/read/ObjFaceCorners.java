package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;
import java.util.Arrays;

/**
 * The corners of an {@code f} statement as written, checked with their columns: each
 * {@code v}, {@code v/vt}, {@code v//vn} or {@code v/vt/vn}, every index a non-zero integer that fits
 * an int. A raw index is as written: positive from the start of its table, negative counting back
 * from its end; which element it names is known only once the statements before it are placed
 * ({@link ObjFileState}), so each index keeps its place here for the error. One per thread, reused
 * for every face: arrays per face were most of the garbage of a large file.
 */
final class ObjFaceCorners {
    int count;
    int[] v = new int[16];
    int[] vt = new int[16]; // 0 where the corner gives none
    int[] vn = new int[16]; // 0 where the corner gives none
    int[] vAt = new int[16]; // indexes into the statement's text, for columns
    int[] vtAt = new int[16];
    int[] vnAt = new int[16];

    /** Reads the corners of {@code line}, whose keyword ends at {@code from}; {@link #count} says how many. */
    void read(ObjLine line, int from, String source) throws ModelFormatException {
        char[] s = line.text;
        int to = line.to;
        count = 0;
        for (int i = ObjFileReader.skipBlanks(s, from, to); i < to; ) {
            int end = ObjFileReader.tokenEnd(s, i, to);
            if (count == v.length) {
                grow();
            }
            corner(line, count++, i, end, source);
            i = ObjFileReader.skipBlanks(s, end, to);
        }
    }

    private void grow() {
        int n = 2 * v.length;
        v = Arrays.copyOf(v, n);
        vt = Arrays.copyOf(vt, n);
        vn = Arrays.copyOf(vn, n);
        vAt = Arrays.copyOf(vAt, n);
        vtAt = Arrays.copyOf(vtAt, n);
        vnAt = Arrays.copyOf(vnAt, n);
    }

    private void corner(ObjLine line, int k, int start, int end, String source) throws ModelFormatException {
        char[] s = line.text;
        vt[k] = 0;
        vn[k] = 0;
        int slash1 = slash(s, start, end);
        vAt[k] = start;
        v[k] = index(line, start, slash1, "vertex", source);
        if (slash1 == end) {
            return;
        }
        int slash2 = slash(s, slash1 + 1, end);
        if (slash2 == end && slash1 + 1 == end) {
            throw error(line, slash1, "a '/' must be followed by a texture coordinate index", source);
        }
        if (slash1 + 1 < slash2) {
            vtAt[k] = slash1 + 1;
            vt[k] = index(line, slash1 + 1, slash2, "texture coordinate", source);
        }
        if (slash2 == end) {
            return;
        }
        if (slash2 + 1 == end) {
            throw error(line, slash2, "a second '/' must be followed by a normal index", source);
        }
        int slash3 = slash(s, slash2 + 1, end);
        if (slash3 < end) {
            throw error(line, slash3, "a corner has at most three indices (v/vt/vn)", source);
        }
        vnAt[k] = slash2 + 1;
        vn[k] = index(line, slash2 + 1, end, "normal", source);
    }

    /**
     * The first '/' of {@code s} in [from, end), or {@code end}. Only to the corner's end: looking on
     * to the end of the statement made a face of n corners cost n squared.
     */
    private static int slash(char[] s, int from, int end) {
        for (int i = from; i < end; i++) {
            if (s[i] == '/') {
                return i;
            }
        }
        return end;
    }

    private static int index(ObjLine line, int start, int end, String what, String source)
            throws ModelFormatException {
        char[] s = line.text;
        boolean negative = s[start] == '-';
        int i = negative ? start + 1 : start;
        if (i == end) {
            throw error(line, start, "expected a " + what + " index, found '" + new String(s, start, end - start) + "'",
                    source);
        }
        long value = 0;
        for (; i < end; i++) {
            char ch = s[i];
            if (ch < '0' || ch > '9') {
                throw error(line, start, "expected a " + what + " index, found '"
                        + ObjFileReader.shown(new String(s, start, end - start)) + "'", source);
            }
            value = value * 10 + (ch - '0');
            if (value > Integer.MAX_VALUE) {
                throw error(line, start, what + " index " + ObjFileReader.shown(new String(s, start, end - start))
                        + " is too large", source);
            }
        }
        if (value == 0) {
            throw error(line, start, what + " index 0: OBJ counts from 1 (or back from -1)", source);
        }
        return negative ? (int) -value : (int) value;
    }

    /** The error at character {@code at} of {@code line}'s text, at its file line and column. */
    static ModelFormatException error(ObjLine line, int at, String reason, String source) {
        int i = Math.max(line.from, at);
        return ModelFormatException.atLine(source, line.lineAt(i), line.columnAt(i), reason);
    }
}
