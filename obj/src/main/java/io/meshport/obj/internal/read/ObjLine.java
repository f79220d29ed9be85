package io.meshport.obj.internal.read;

/**
 * One statement of an OBJ file as the reader parses it: {@code text[from..to)}, one physical line
 * of a block as the text engine handed it, or the physical lines a trailing backslash joined
 * ({@link ObjLines}, each after a blank), with where each of them starts, so that an index into
 * {@code text} maps back to the line and column of the file. Reused for every statement a thread
 * reads: a record per line was an object per line of a file of millions.
 */
final class ObjLine {
    char[] text;
    int from;
    int to;
    private int firstLine;
    /** The joined lines this statement is, null for one physical line. */
    ObjLines joinedFrom;
    /** Where each joined physical line starts in {@code text}; null for one physical line. */
    private int[] segmentStarts;
    private int[] segmentLines;

    /** Makes this the physical line {@code text[from..to)}, file line {@code line}. */
    ObjLine single(char[] text, int from, int to, int line) {
        this.text = text;
        this.from = from;
        this.to = to;
        this.firstLine = line;
        this.segmentStarts = null;
        this.segmentLines = null;
        this.joinedFrom = null;
        return this;
    }

    /** Makes this the joined statement {@code text[0..length)}, its physical lines at {@code starts}. */
    ObjLine joined(ObjLines from, char[] text, int length, int[] starts, int[] lines) {
        this.joinedFrom = from;
        this.text = text;
        this.from = 0;
        this.to = length;
        this.firstLine = lines[0];
        this.segmentStarts = starts;
        this.segmentLines = lines;
        return this;
    }

    /** The file line of the statement's first physical line. */
    int line() {
        return firstLine;
    }

    /** The 1-based file line of character {@code index} of {@code text}. */
    int lineAt(int index) {
        return segmentStarts == null ? firstLine : segmentLines[segment(index)];
    }

    /** The 1-based column in its file line of character {@code index} of {@code text}. */
    int columnAt(int index) {
        return index - (segmentStarts == null ? from : segmentStarts[segment(index)]) + 1;
    }

    /** The physical line {@code index} is on: a binary search, as a face may be continued over many lines. */
    private int segment(int index) {
        int lo = 0;
        int hi = segmentStarts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (segmentStarts[mid] <= index) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }
}
