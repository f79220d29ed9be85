package io.meshport.text.pool;

/**
 * The file line of each item of a sequence read one item per line (a document's commands), stored
 * as runs: items on consecutive lines share one entry, so a file of millions of lines without
 * blank lines or comments between its commands costs a few ints instead of one per command. A
 * line of 0 means "built in code, no line"; items of line 0 form runs too.
 */
public final class LineRuns {
    /** Per run, its first item and that item's line. */
    private final IntChunks starts = new IntChunks();
    private final IntChunks firstLines = new IntChunks();
    private int size;
    private int lastLine;
    /** The run the last lookup found (see {@link #get}). */
    private int hint;

    /** Appends the next item's line. */
    public void add(int line) {
        if (size == 0 || line != next()) {
            starts.add(size);
            firstLines.add(line);
        }
        lastLine = line;
        size++;
    }

    /** Appends every item of {@code other}, a later part of the same sequence. */
    public void addAll(LineRuns other) {
        int runs = other.starts.size();
        for (int k = 0; k < runs; k++) {
            int first = other.firstLines.get(k);
            if (size == 0 || k > 0 || first != next()) {
                starts.add(size + other.starts.get(k));
                firstLines.add(first);
            }
        }
        if (other.size > 0) {
            lastLine = other.lastLine;
        }
        size += other.size;
    }

    /** The line of item {@code index}. */
    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("item " + index + " of " + size);
        }
        // Compilers ask in file order, item after item: try the run found last before searching.
        // The hint is only a guess, checked before use, so readers on other threads that race on
        // it still get the right line.
        int runs = starts.size();
        int k = hint;
        if (k < runs && starts.get(k) <= index && (k + 1 == runs || starts.get(k + 1) > index)) {
            return line(k, index);
        }
        // the last run that starts at or before the item
        int lo = 0;
        int hi = runs - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts.get(mid) <= index) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        hint = lo;
        return line(lo, index);
    }

    private int line(int run, int index) {
        int first = firstLines.get(run);
        return first == 0 ? 0 : first + (index - starts.get(run));
    }

    /** How many items were appended. */
    public int size() {
        return size;
    }

    /** The line an item continuing the current run would have. */
    private int next() {
        return lastLine == 0 ? 0 : lastLine + 1;
    }
}
