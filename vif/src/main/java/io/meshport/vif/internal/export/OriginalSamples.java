package io.meshport.vif.internal.export;

/**
 * Points spread evenly over a mesh's original triangles (as many a triangle as its share of the
 * area gives, at least one), each weighted by the area it stands for, with its distance to the
 * surface as {@link MeasuredCollapses} simplifies it: its nearest living triangle and the next
 * nearest, so that a collapse that changes the nearest finds the nearest of the rest without a
 * search most of the time.
 */
final class OriginalSamples {
    private final double[] sample;
    private final double[] weight;
    private final double[] distance;
    private final int[] nearest;
    /** Per sample the next nearest living triangle (-1: none) and its squared distance. */
    private final int[] second;
    private final double[] secondSquared;
    /** Marks the one triangle a query for the next nearest passes over. */
    private final int[] passOver;
    private int passOverStamp;
    /** The sum of the samples' distances, each by its weight. */
    private double weighted;

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
        this.nearest = new int[samples];
        this.second = new int[samples];
        this.secondSquared = new double[samples];
        this.passOver = new int[count];
        int s = 0;
        for (int t = 0; t < count; t++) {
            int n = pointsOf(area[t], perArea);
            for (int k = 0; k < n; k++) {
                TriangleMeasures.spread(original, 9 * t, k, sample, 3 * s);
                weight[s] = area[t] / n;
                nearest[s] = t;
                s++;
            }
        }
    }

    private static int pointsOf(double area, double perArea) {
        return area > 0 ? Math.max(1, (int) Math.round(perArea * area)) : 0;
    }

    /** Finds each sample's next nearest triangle in {@code grid}, the surface before any collapse. */
    void start(TriangleGrid grid) {
        for (int s = 0; s < weight.length; s++) {
            findSecond(s, grid);
        }
    }

    /** The sum of the samples' distances to the surface, each by its weight. */
    double weighted() {
        return weighted;
    }

    /**
     * How much {@link #weighted} would change if the triangles marked {@code stamp} in {@code mark}
     * were replaced by the {@code changedCount} triangles of {@code changed} (nine doubles each;
     * {@code grid} has the surface as it is).
     */
    double change(TriangleGrid grid, int[] mark, int stamp, double[] changed, int changedCount) {
        // the box of the changed triangles: a sample outside it by more than its distance gains nothing
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < 9 * changedCount; i++) {
            box[i % 3] = Math.min(box[i % 3], changed[i]);
            box[3 + i % 3] = Math.max(box[3 + i % 3], changed[i]);
        }
        double change = 0;
        for (int s = 0; s < weight.length; s++) {
            boolean lost = mark[nearest[s]] == stamp;
            if (!lost && outside(s, box) >= distance[s] * distance[s]) {
                continue;
            }
            double px = sample[3 * s];
            double py = sample[3 * s + 1];
            double pz = sample[3 * s + 2];
            double best = lost ? Double.POSITIVE_INFINITY : distance[s] * distance[s];
            for (int c = 0; c < changedCount; c++) {
                if (TriangleMeasures.boxSquared(px, py, pz, changed, 9 * c) < best) {
                    best = Math.min(best, TriangleMeasures.squared(px, py, pz, changed, 9 * c));
                }
            }
            if (lost) {
                // the next nearest is the nearest of the others unless the collapse changes it too
                best = second[s] >= 0 && mark[second[s]] != stamp ? Math.min(best, secondSquared[s])
                        : grid.nearestSquared(px, py, pz, best, mark, stamp);
            }
            change += weight[s] * (Math.sqrt(best) - distance[s]);
        }
        return change;
    }

    /**
     * Follows a collapse: the triangles marked {@code stamp} in {@code mark} have changed, those of
     * them still living are {@code changed[0..changedCount)} of {@code current} (nine doubles a
     * triangle), and {@code grid} has the surface after it.
     */
    void update(TriangleGrid grid, int[] mark, int stamp, double[] current, int[] changed, int changedCount) {
        weighted = 0;
        for (int s = 0; s < weight.length; s++) {
            if (mark[nearest[s]] == stamp || second[s] >= 0 && mark[second[s]] == stamp) {
                int t = grid.nearest(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], Double.POSITIVE_INFINITY,
                        null, 0);
                if (t >= 0) {
                    nearest[s] = t;
                    distance[s] = Math.sqrt(grid.found());
                }
                findSecond(s, grid);
            } else {
                for (int c = 0; c < changedCount; c++) {
                    closer(s, changed[c], current);
                }
            }
            weighted += weight[s] * distance[s];
        }
    }

    /** Sample {@code s}'s next nearest living triangle after its nearest, through the grid. */
    private void findSecond(int s, TriangleGrid grid) {
        passOver[nearest[s]] = ++passOverStamp;
        second[s] = grid.nearest(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], Double.POSITIVE_INFINITY,
                passOver, passOverStamp);
        secondSquared[s] = grid.found();
    }

    /** Triangle {@code t} (changed) as sample {@code s}'s nearest or next nearest, if it is nearer than those. */
    private void closer(int s, int t, double[] current) {
        double d = TriangleMeasures.squared(sample[3 * s], sample[3 * s + 1], sample[3 * s + 2], current, 9 * t);
        double now = distance[s] * distance[s];
        if (d < now) {
            second[s] = nearest[s];
            secondSquared[s] = now;
            nearest[s] = t;
            distance[s] = Math.sqrt(d);
        } else if (d < secondSquared[s] && t != nearest[s]) {
            second[s] = t;
            secondSquared[s] = d;
        }
    }

    /** The squared distance from sample {@code s} to a box (low corner, then high). */
    private double outside(int s, double[] box) {
        double sum = 0;
        for (int c = 0; c < 3; c++) {
            double v = sample[3 * s + c];
            double d = v < box[c] ? box[c] - v : v > box[3 + c] ? v - box[3 + c] : 0;
            sum += d * d;
        }
        return sum;
    }
}
