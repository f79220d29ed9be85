package io.meshport.pie.internal.export;

import io.meshport.model.derive.PolygonTriangulator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A triangle surface closed: every hole it leaves (a loop of edges met once more one way than the
 * other) capped by triangles across it, so that every edge is met as often each way and a shadow
 * drawn from it has no gap. A loop that passes a point twice is cut there into two. Each cap is
 * the loop's polygon turned the other way round (so it faces as the triangles around it),
 * triangulated by {@link PolygonTriangulator} in the plane it mostly lies in (ear clipping, a fan
 * past its size). Linear in the triangles, but for the caps' ear clipping (at most a square of 256
 * corners a loop).
 */
final class ShadowCaps {
    private ShadowCaps() {
    }

    /** The triangles (three point indexes each, on positions {@code xyz}) and the caps that close them. */
    static int[] closed(float[] xyz, int[] triangles) {
        Map<Long, Integer> count = new HashMap<>();
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            for (int k = 0; k < 3; k++) {
                count.merge(key(triangles[t + k], triangles[t + (k + 1) % 3]), 1, Integer::sum);
            }
        }
        // the edges met more often one way than the other, as often as they are, in order
        long[] edges = count.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        Map<Integer, List<Integer>> out = new HashMap<>();
        int open = 0;
        for (long e : edges) {
            int u = (int) (e >>> 32);
            int v = (int) e;
            int more = count.get(e) - count.getOrDefault(key(v, u), 0);
            for (int i = 0; i < more; i++) {
                out.computeIfAbsent(u, x -> new ArrayList<>()).add(v);
                open++;
            }
        }
        if (open == 0) {
            return triangles;
        }
        int[] result = Arrays.copyOf(triangles, triangles.length + 3 * open);
        int at = triangles.length;
        for (long e : edges) {
            int start = (int) (e >>> 32);
            while (!out.getOrDefault(start, List.of()).isEmpty()) {
                for (int[] loop : loops(start, out)) {
                    at = cap(xyz, loop, result, at);
                }
            }
        }
        return Arrays.copyOf(result, at);
    }

    /**
     * The loops of open edges walked from {@code start} until it is met again (each vertex's
     * edges in balance, so the walk ends there), the edges taken out of {@code out}; a vertex met
     * twice on the way cuts the loop between into one of its own.
     */
    private static List<int[]> loops(int start, Map<Integer, List<Integer>> out) {
        List<int[]> loops = new ArrayList<>();
        List<Integer> path = new ArrayList<>();
        Map<Integer, Integer> place = new HashMap<>();
        int at = start;
        do {
            Integer seen = place.get(at);
            if (seen != null) {
                List<Integer> sub = path.subList(seen, path.size());
                loops.add(sub.stream().mapToInt(Integer::intValue).toArray());
                for (int v : sub) {
                    place.remove(v);
                }
                sub.clear();
            }
            place.put(at, path.size());
            path.add(at);
            at = out.get(at).remove(0);
        } while (at != start);
        loops.add(path.stream().mapToInt(Integer::intValue).toArray());
        return loops;
    }

    /** The cap of a loop (its points in the order of its open edges) into {@code result} at {@code at}; the next place. */
    private static int cap(float[] xyz, int[] loop, int[] result, int at) {
        int n = loop.length;
        if (n < 3) {
            return at;
        }
        // the other way round: the cap's edges meet the loop's the other way
        int[] corners = new int[n];
        for (int i = 0; i < n; i++) {
            corners[i] = loop[n - 1 - i];
        }
        int[] next = {at};
        PolygonTriangulator.triangulate(i -> xyz[i], corners, c -> result[next[0]++] = corners[c]);
        return next[0];
    }

    private static long key(int u, int v) {
        return (long) u << 32 | (v & 0xffffffffL);
    }
}
