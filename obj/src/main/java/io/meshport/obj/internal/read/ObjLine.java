package io.meshport.obj.internal.read;

/**
 * One statement of an OBJ file: its text, with the physical lines a trailing backslash joined to it
 * (each after a blank), and where each of them starts, so that a column in the statement maps back
 * to the line and column of the file.
 *
 * @param segmentStarts where each joined physical line starts in {@code text}
 * @param segmentLines the 1-based file line of each
 */
record ObjLine(String text, int[] segmentStarts, int[] segmentLines) {
    /** The file line of the statement's first physical line. */
    int line() {
        return segmentLines[0];
    }

    /** The 1-based file line of character {@code index} of {@code text}. */
    int lineAt(int index) {
        return segmentLines[segment(index)];
    }

    /** The 1-based column in its file line of character {@code index} of {@code text}. */
    int columnAt(int index) {
        return index - segmentStarts[segment(index)] + 1;
    }

    private int segment(int index) {
        int s = 0;
        while (s + 1 < segmentStarts.length && segmentStarts[s + 1] <= index) {
            s++;
        }
        return s;
    }
}
