package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;

/**
 * The corners of an {@code f} statement as written, checked with their columns: each
 * {@code v}, {@code v/vt}, {@code v//vn} or {@code v/vt/vn}, every index a non-zero integer that fits
 * an int. javagl reads the same numbers, but wraps on overflow, takes {@code 1/0/1} for a corner
 * without texture coordinate and, for a face whose corners differ in what they give, fills the
 * missing ones with what it read before: so meshport knows from here which corners give what, and
 * where each index stands for an error message. A raw index is as written: positive from the start
 * of its table, negative counting back from its end.
 */
final class ObjFaceCorners {
    final int count;
    final int[] v;
    final int[] vt; // 0 where the corner gives none
    final int[] vn; // 0 where the corner gives none
    final int[] vAt; // indexes into the statement's text, for columns
    final int[] vtAt;
    final int[] vnAt;

    private ObjFaceCorners(int count) {
        this.count = count;
        v = new int[count];
        vt = new int[count];
        vn = new int[count];
        vAt = new int[count];
        vtAt = new int[count];
        vnAt = new int[count];
    }

    /** The corners of {@code line}, whose keyword ends at {@code from}. */
    static ObjFaceCorners of(ObjLine line, int from, String source) throws ModelFormatException {
        String s = line.text();
        int tokens = 0;
        for (int i = from; i < s.length(); ) {
            while (i < s.length() && ObjFileReader.blank(s.charAt(i))) {
                i++;
            }
            if (i < s.length()) {
                tokens++;
            }
            while (i < s.length() && !ObjFileReader.blank(s.charAt(i))) {
                i++;
            }
        }
        ObjFaceCorners c = new ObjFaceCorners(tokens);
        int corner = 0;
        for (int i = from; i < s.length(); ) {
            while (i < s.length() && ObjFileReader.blank(s.charAt(i))) {
                i++;
            }
            if (i == s.length()) {
                break;
            }
            int end = i;
            while (end < s.length() && !ObjFileReader.blank(s.charAt(end))) {
                end++;
            }
            c.corner(line, corner++, i, end, source);
            i = end;
        }
        return c;
    }

    private void corner(ObjLine line, int k, int start, int end, String source) throws ModelFormatException {
        String s = line.text();
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
     * The first '/' of {@code s} in [from, end), or {@code end}. Not {@code indexOf}: it looks on to
     * the end of the statement, which for a face without slashes made every corner cost the whole
     * line, and a face of n corners n squared.
     */
    private static int slash(String s, int from, int end) {
        for (int i = from; i < end; i++) {
            if (s.charAt(i) == '/') {
                return i;
            }
        }
        return end;
    }

    private static int index(ObjLine line, int start, int end, String what, String source)
            throws ModelFormatException {
        String s = line.text();
        boolean negative = s.charAt(start) == '-';
        int i = negative ? start + 1 : start;
        if (i == end) {
            throw error(line, start, "expected a " + what + " index, found '" + s.substring(start, end) + "'", source);
        }
        long value = 0;
        for (; i < end; i++) {
            char ch = s.charAt(i);
            if (ch < '0' || ch > '9') {
                throw error(line, start, "expected a " + what + " index, found '"
                        + ObjFileReader.shown(s.substring(start, end)) + "'", source);
            }
            value = value * 10 + (ch - '0');
            if (value > Integer.MAX_VALUE) {
                throw error(line, start, what + " index " + ObjFileReader.shown(s.substring(start, end))
                        + " is too large", source);
            }
        }
        if (value == 0) {
            throw error(line, start, what + " index 0: OBJ counts from 1 (or back from -1)", source);
        }
        return negative ? (int) -value : (int) value;
    }

    static ModelFormatException error(ObjLine line, int at, String reason, String source) {
        return ModelFormatException.atLine(source, line.lineAt(at), line.columnAt(at), reason);
    }
}
