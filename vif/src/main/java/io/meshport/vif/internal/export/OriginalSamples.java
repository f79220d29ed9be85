package io.meshport.vif.internal.export;

/**
 * Points spread evenly over a mesh's original triangles (as many a triangle as its share of the
 * area gives, at least one), each weighted by the area it stands for, with its distance to the
 * surface as {@link MeasuredCollapses} simplifies it: up to {@link #KEPT} of its nearest living
 * triangles in order, so that a collapse that changes the nearest finds the nearest of the rest
 * without a search most of the time (a sample's nearest few are often all round one point: with
 * only the next nearest kept, most of the measuring was searches). A collapse takes the triangles
 * it changes out of each sample's list and puts them back where they now stand if they are
 * nearer than its horizon (no triangle out of the list is nearer than it); a list left with fewer
 * than {@link #FEWEST} is searched for again.
 */
final class OriginalSamples {
    /** The nearest triangles kept a sample. */
    private static final int KEPT = 6;
    /** The fewest triangles a sample's list keeps before it is searched for again. */
    private static final int FEWEST = 3;
    private final double[] sample;
    private final double[] weight;
    /** Per sample its distance to the surface: to the first of its {@link #near}. */
    private final double[] distance;
    /**
     * Per sample up to {@link #KEPT} of its nearest living triangles, nearest first (-1 past the
     * last), and their squared distances.
     */
    private final int[] near;
    private final double[] nearSquared;
    /** Per sample the squared distance no living triangle out of its list is nearer than. */
    private final double[] horizon;
    /** Marks the one triangle the first search of a sample passes over: its own. */
    private final int[] passOver;
    private int passOverStamp;
    /** The sum of the samples' distances, each by its weight. */
    private double weighted;
    /** How many times {@link #change} measured a sample against a triangle (by box or more), searches included. */
    private long measured;
    /** The {@link TriangleMeasures#bounds} of the triangles {@link #change} measures. */
    private double[] changedBounds = new double[0];

    /**
     * Samples of the {@code count} triangles of {@code original} (nine doubles each) whose areas
     * are {@code area}, {@code perArea} a unit of area; each at distance 0 from its own triangle.
     */
    OriginalSamples(double[] original, int count, double[] area, double perArea) {
        int samples = 0;
        for (int t = 0; t < count; t++) {
            samples += pointsOf(area[t], perArea);
        }
        this.sample = new double[3 * samples];
        this.weight = new double[samples];
        this.distance = new double[samples];
        this.near = new int[KEPT * samples];
        this.nearSquared = new double[KEPT * samples];
        this.horizon = new double[samples];
        this.passOver = new int[count];
        int s = 0;
        for (int t = 0; t < count; t++) {
            int n = pointsOf(area[t], perArea);
            for (int k = 0; k < n; k++) {
                TriangleMeasures.spread(original, 9 * t, k, sample, 3 * s);
                weight[s] = area[t] / n;
                near[KEPT * s] = t;
                s++;
            }
        }
    }

    private static int pointsOf(double area, double perArea) {
        return area > 0 ? Math.max(1, (int) Math.round(perArea * area)) : 0;
    }

    /** Finds each sample's nearest triangles after its own in {@code grid}, the surface before any collapse. */
    void start(TriangleGrid grid) {
        for (int s = 0; s < weight.length; s++) {
            passOver[near[KEPT * s]] = ++passOverStamp;
            grid.nearest(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], passOver, passOverStamp, near,
                    nearSquared, KEPT * s + 1, KEPT - 1);
            horizon[s] = nearSquared[KEPT * s + KEPT - 1];
        }
    }

    /** The sum of the samples' distances to the surface, each by its weight. */
    double weighted() {
        return weighted;
    }

    /** How many times {@link #change} has measured a sample against a triangle (by box or more), searches included. */
    long measured() {
        return measured;
    }

    /** How many samples there are. */
    int count() {
        return weight.length;
    }

    /** The area sample {@code s} stands for. */
    double weight(int s) {
        return weight[s];
    }

    /** Coordinate {@code axis} of sample {@code s}. */
    double coordinate(int s, int axis) {
        return sample[3 * s + axis];
    }

    /**
     * How much {@link #weighted} would change if the triangles marked {@code stamp} in {@code mark}
     * were replaced by the {@code changedCount} triangles of {@code changed} (nine doubles each;
     * {@code grid} has the surface as it is).
     */
    double change(TriangleGrid grid, int[] mark, int stamp, double[] changed, int changedCount) {
        if (changedBounds.length < 6 * changedCount) {
            changedBounds = new double[6 * changedCount];
        }
        // the box of the changed triangles: a sample outside it by more than its distance gains nothing
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int c = 0; c < changedCount; c++) {
            TriangleMeasures.bounds(changed, 9 * c, changedBounds, 6 * c);
            for (int axis = 0; axis < 3; axis++) {
                box[axis] = Math.min(box[axis], changedBounds[6 * c + axis]);
                box[3 + axis] = Math.max(box[3 + axis], changedBounds[6 * c + 3 + axis]);
            }
        }
        double change = 0;
        for (int s = 0; s < weight.length; s++) {
            boolean lost = mark[near[KEPT * s]] == stamp;
            double px = sample[3 * s];
            double py = sample[3 * s + 1];
            double pz = sample[3 * s + 2];
            double best = distance[s] * distance[s];
            int left = -1;
            if (lost) {
                // the nearest it keeps of the others first: a bound the changed triangles are measured within
                left = keptLeft(s, mark, stamp);
                best = left >= 0 ? nearSquared[left] : Double.POSITIVE_INFINITY;
            } else if (TriangleMeasures.boxSquared(px, py, pz, box, 0) >= best) {
                continue;
            }
            measured += changedCount;
            for (int c = 0; c < changedCount; c++) {
                if (TriangleMeasures.boxSquared(px, py, pz, changedBounds, 6 * c) < best) {
                    best = Math.min(best, TriangleMeasures.squared(px, py, pz, changed, 9 * c));
                }
            }
            if (lost && left < 0 && horizon[s] < Double.POSITIVE_INFINITY) {
                // every triangle it keeps changes: the nearest of the others through the grid
                long before = grid.tested();
                best = grid.nearestSquared(px, py, pz, best, mark, stamp);
                measured += grid.tested() - before;
            }
            change += weight[s] * (Math.sqrt(best) - distance[s]);
        }
        return change;
    }

    /** Where in the lists the nearest triangle sample {@code s} keeps that is not marked {@code stamp} is, or -1. */
    private int keptLeft(int s, int[] mark, int stamp) {
        for (int i = KEPT * s; i < KEPT * s + KEPT && near[i] >= 0; i++) {
            if (mark[near[i]] != stamp) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Follows a collapse: the triangles marked {@code stamp} in {@code mark} have changed, those of
     * them still living are {@code changed[0..changedCount)} of {@code current} (nine doubles a
     * triangle), and {@code grid} has the surface after it.
     */
    void update(TriangleGrid grid, int[] mark, int stamp, double[] current, int[] changed, int changedCount) {
        weighted = 0;
        for (int s = 0; s < weight.length; s++) {
            int left = dropMarked(s, mark, stamp);
            for (int c = 0; c < changedCount; c++) {
                left = closer(s, left, changed[c], current);
            }
            if (left < FEWEST && horizon[s] < Double.POSITIVE_INFINITY) {
                grid.nearest(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], null, 0, near, nearSquared,
                        KEPT * s, KEPT);
                horizon[s] = nearSquared[KEPT * s + KEPT - 1];
            }
            if (near[KEPT * s] >= 0) {
                distance[s] = Math.sqrt(nearSquared[KEPT * s]);
            }
            weighted += weight[s] * distance[s];
        }
    }

    /** Takes the triangles marked {@code stamp} out of sample {@code s}'s list; returns how many are left. */
    private int dropMarked(int s, int[] mark, int stamp) {
        int from = KEPT * s;
        int to = from;
        for (int i = from; i < from + KEPT && near[i] >= 0; i++) {
            if (mark[near[i]] != stamp) {
                near[to] = near[i];
                nearSquared[to] = nearSquared[i];
                to++;
            }
        }
        for (int i = to; i < from + KEPT && near[i] >= 0; i++) {
            near[i] = -1;
            nearSquared[i] = Double.POSITIVE_INFINITY;
        }
        return to - from;
    }

    /**
     * Triangle {@code t} (changed) in its place among the {@code size} in sample {@code s}'s list if
     * it is nearer than the horizon; the list full, the farther of it and the list's last stays out
     * and brings the horizon to it. Returns the list's size.
     */
    private int closer(int s, int size, int t, double[] current) {
        double d = TriangleMeasures.squared(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], current, 9 * t);
        if (!(d < horizon[s])) {
            return size;
        }
        int last = KEPT * s + KEPT - 1;
        if (size == KEPT) {
            if (!(d < nearSquared[last])) {
                horizon[s] = d;
                return size;
            }
            horizon[s] = nearSquared[last];
        }
        int i = KEPT * s + Math.min(size, KEPT - 1);
        while (i > KEPT * s && nearSquared[i - 1] > d) {
            near[i] = near[i - 1];
            nearSquared[i] = nearSquared[i - 1];
            i--;
        }
        near[i] = t;
        nearSquared[i] = d;
        return Math.min(size + 1, KEPT);
    }
}
