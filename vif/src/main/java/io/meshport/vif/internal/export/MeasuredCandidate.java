package io.meshport.vif.internal.export;

/**
 * A collapse {@link MeasuredCollapses} has measured and queued: edge (a, b) (or a near pair) by
 * its best option, the mean distance it adds, and the versions of its ends and the generation it
 * was measured at (a newer measure of the same edge, or a collapse at either end since, makes it
 * stale). The queue takes the least added first; ties by edge, then option, so the order is the
 * same on any machine.
 */
record MeasuredCandidate(double added, long edge, int option, int versionA, int versionB, int generation)
        implements Comparable<MeasuredCandidate> {
    /** The lower point of the edge. */
    int a() {
        return (int) (edge >>> 32);
    }

    /** The higher point of the edge. */
    int b() {
        return (int) edge;
    }

    @Override
    public int compareTo(MeasuredCandidate o) {
        int c = Double.compare(added, o.added);
        return c != 0 ? c : edge != o.edge ? Long.compare(edge, o.edge) : Integer.compare(option, o.option);
    }
}
