package io.meshport.text.ordered;

/**
 * How large the next block of text should be. A block is cut and handed on by one thread, so the
 * first ones are small to get the others started early: each is twice the one before, from
 * {@code first} up to {@code size} (with 1 MB from the second block on, the second parsing thread
 * of an 8 MB read started 8 ms in; doubling from 64 KiB, 3 ms in). When the text's length is
 * known (a file's size), blocks near its end are cut smaller again, none above a
 * {@code tailShare}th of what is left (nor below {@code first}): the threads parsing the last
 * blocks then finish close together, where with full blocks to the end one thread parsed the
 * last 1 MB alone while the other waited. A wrong length changes only where blocks are cut.
 */
final class BlockSizes {
    private final int size;
    private final int first;
    private final long expected;
    private final int tailShare;
    private int ramp;
    private long handedOut;

    /** Sizes for a text of {@code expected} units (-1: not known). */
    BlockSizes(int size, int first, long expected, int tailShare) {
        this.size = size;
        this.first = Math.max(1, Math.min(size, first));
        this.ramp = this.first;
        this.expected = expected;
        this.tailShare = Math.max(1, tailShare);
    }

    /** The size to cut the next block at. */
    int next() {
        int next = ramp;
        ramp = (int) Math.min(size, 2L * ramp);
        long left = expected - handedOut;
        return expected >= 0 && left > 0 ? (int) Math.min(next, Math.max(first, left / tailShare)) : next;
    }

    /** A block of {@code length} units was handed out. */
    void handedOut(int length) {
        handedOut += length;
    }
}
