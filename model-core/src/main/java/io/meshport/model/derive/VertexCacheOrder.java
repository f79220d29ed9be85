package io.meshport.model.derive;

import java.util.Arrays;

/**
 * Triangle order for the post-transform vertex cache, by Tom Forsyth's "Linear-Speed Vertex Cache
 * Optimisation" (2006): each vertex scores by its place in a simulated LRU cache and by how few
 * triangles it has left (so that lone vertices finish early); the next triangle is the best-scoring
 * one among those of the cached vertices, or, when none is left, among those of the vertices used
 * latest that have some left (a dead-end stack), or else the first not yet placed. And the
 * measure the result is judged by: the average cache miss ratio of a FIFO cache (misses per
 * triangle; 3 is the worst, about 0.6 the best a large regular mesh reaches with 32 entries).
 *
 * <p>Linear in the triangles whatever the mesh: a triangle's score is summed when it is looked at
 * (three lookups), not kept up to date, and of each cached vertex only its first
 * {@link #CANDIDATES} remaining triangles are looked at, so that a vertex shared by a million
 * triangles (a fan) costs no more a step than an ordinary one.
 */
public final class VertexCacheOrder {
    /** The LRU cache the scores model (Forsyth's and the reference IQM compiler's: 32 entries). */
    public static final int CACHE_SIZE = 32;
    /** The remaining triangles of a cached vertex that are candidates for the next place. */
    static final int CANDIDATES = 64;
    private static final double DECAY_POWER = 1.5;
    private static final double LAST_TRIANGLE_SCORE = 0.75;
    private static final double VALENCE_SCALE = 2.0;
    private static final double VALENCE_POWER = 0.5;

    private VertexCacheOrder() {
    }

    /**
     * The triangles in cache order.
     *
     * @param triangles three vertex indexes per triangle, each below {@code vertexCount}
     * @param vertexCount the number of vertices
     * @return for each place of the new order, the index of the triangle that goes there
     */
    public static int[] order(int[] triangles, int vertexCount) {
        int count = triangles.length / 3;
        int[] remaining = new int[vertexCount];
        for (int v : triangles) {
            remaining[v]++;
        }
        // each vertex's triangles in one array: the ones still to place first
        int[] start = new int[vertexCount + 1];
        for (int v = 0; v < vertexCount; v++) {
            start[v + 1] = start[v] + remaining[v];
        }
        int[] list = new int[triangles.length];
        // where[3t+c]: the place of triangle t in the list of its corner c's vertex
        int[] where = new int[triangles.length];
        int[] fill = Arrays.copyOf(start, vertexCount);
        for (int t = 0; t < count; t++) {
            for (int c = 0; c < 3; c++) {
                where[3 * t + c] = fill[triangles[3 * t + c]];
                list[fill[triangles[3 * t + c]]++] = t;
            }
        }
        double[] vertexScore = new double[vertexCount];
        for (int v = 0; v < vertexCount; v++) {
            vertexScore[v] = score(-1, remaining[v]);
        }
        boolean[] placed = new boolean[count];
        int[] out = new int[count];
        int[] cache = new int[CACHE_SIZE + 3];
        int[] next = new int[CACHE_SIZE + 3];
        int cached = 0;
        int cursor = 0;
        int best = -1;
        // the vertices used, latest last: where to go on when the cache has nothing left (a dead end)
        int[] used = new int[triangles.length];
        int usedCount = 0;
        for (int k = 0; k < count; k++) {
            while (best < 0 && usedCount > 0) {
                int v = used[--usedCount];
                if (remaining[v] > 0) {
                    best = bestOf(v, list, start, remaining, triangles, vertexScore, best, Double.NEGATIVE_INFINITY);
                }
            }
            if (best < 0) {
                // nothing used has a triangle left: the first not placed (the cursor only moves on)
                while (placed[cursor]) {
                    cursor++;
                }
                best = cursor;
            }
            out[k] = best;
            placed[best] = true;
            // the triangle leaves its vertices' lists, and its vertices go to the front of the cache
            int n = 0;
            for (int c = 0; c < 3; c++) {
                int v = triangles[3 * best + c];
                remove(list, where, triangles, start, remaining, 3 * best + c);
                next[n++] = v;
                used[usedCount++] = v;
            }
            for (int i = 0; i < cached; i++) {
                int v = cache[i];
                if (v != next[0] && v != next[1] && v != next[2]) {
                    next[n++] = v;
                }
            }
            int kept = Math.min(n, CACHE_SIZE);
            for (int i = kept; i < n; i++) {
                vertexScore[next[i]] = score(-1, remaining[next[i]]); // pushed out
            }
            System.arraycopy(next, 0, cache, 0, kept);
            cached = kept;
            for (int i = 0; i < cached; i++) {
                vertexScore[cache[i]] = score(i, remaining[cache[i]]);
            }
            best = -1;
            for (int i = 0; i < cached; i++) {
                best = bestOf(cache[i], list, start, remaining, triangles, vertexScore, best,
                        best < 0 ? Double.NEGATIVE_INFINITY : scoreOf(best, triangles, vertexScore));
            }
        }
        return out;
    }

    /** The best-scoring of {@code v}'s first remaining triangles, or {@code best} when none scores above {@code bestScore}. */
    private static int bestOf(int v, int[] list, int[] start, int[] remaining, int[] triangles, double[] vertexScore,
            int best, double bestScore) {
        int end = start[v] + Math.min(remaining[v], CANDIDATES);
        for (int j = start[v]; j < end; j++) {
            int t = list[j];
            double s = scoreOf(t, triangles, vertexScore);
            if (s > bestScore) {
                bestScore = s;
                best = t;
            }
        }
        return best;
    }

    private static double scoreOf(int t, int[] triangles, double[] vertexScore) {
        return vertexScore[triangles[3 * t]] + vertexScore[triangles[3 * t + 1]] + vertexScore[triangles[3 * t + 2]];
    }

    /**
     * The average cache miss ratio of triangles drawn in order through a FIFO cache.
     *
     * @param triangles three vertex indexes per triangle
     * @param vertexCount the number of vertices
     * @param cacheSize the cache's entries
     * @return misses per triangle (0 for no triangles)
     */
    public static double missRatio(int[] triangles, int vertexCount, int cacheSize) {
        if (triangles.length == 0) {
            return 0;
        }
        long[] stamp = new long[vertexCount];
        Arrays.fill(stamp, Long.MIN_VALUE);
        long misses = 0;
        for (int v : triangles) {
            // in a FIFO cache a vertex stays until cacheSize misses after its own
            if (stamp[v] == Long.MIN_VALUE || misses - stamp[v] >= cacheSize) {
                stamp[v] = misses++;
            }
        }
        return (double) misses / (triangles.length / 3);
    }

    /**
     * Moves the triangle of corner {@code corner} out of its vertex's remaining triangles (to the
     * placed ones after them) in constant time: the last remaining one takes its place.
     */
    private static void remove(int[] list, int[] where, int[] triangles, int[] start, int[] remaining, int corner) {
        int v = triangles[corner];
        int last = start[v] + remaining[v] - 1;
        int j = where[corner];
        int moved = list[last];
        list[last] = list[j];
        list[j] = moved;
        for (int c = 0; c < 3; c++) {
            if (triangles[3 * moved + c] == v && where[3 * moved + c] == last) {
                where[3 * moved + c] = j;
                break;
            }
        }
        where[corner] = last;
        remaining[v]--;
    }

    /** Forsyth's vertex score: its place in the cache (-1: not in it) and its triangles left. */
    static double score(int position, int remaining) {
        if (remaining == 0) {
            return -1;
        }
        double s = 0;
        if (position >= 0) {
            s = position < 3 ? LAST_TRIANGLE_SCORE
                    : Math.pow(1 - (position - 3) / (double) (CACHE_SIZE - 3), DECAY_POWER);
        }
        return s + VALENCE_SCALE * Math.pow(remaining, -VALENCE_POWER);
    }
}
