package io.meshport.vif.internal.export;

import io.meshport.model.simplify.VertexCollapses;
import java.util.Arrays;

/**
 * Which collapses take the last triangle of a connected part, and how large that part was. The
 * simplifier's error for such a collapse is the distance to the planes of the few triangles left,
 * which for a thin part (a barrel, a strut: its long sides' planes hold the collapse along them)
 * is far less than what goes: the whole part. Folded by that error, a cut drops small parts whole
 * before it takes a corner off the big ones. The hierarchy gives these collapses at least half
 * the part's bounding-box diagonal (how far its surface is from the point it ends as, about).
 * The collapses are replayed over the triangles, each point's list of triangles joined smaller
 * into larger, so the replay costs n log n.
 */
final class PartEnds {
    private PartEnds() {
    }

    /**
     * Per collapse of {@code collapses} over points {@code xyz} with triangles {@code triangles},
     * half the bounding-box diagonal of the part whose last triangle it takes, else 0.
     */
    static float[] of(VertexCollapses collapses, float[] xyz, int[] triangles, int count) {
        int[] part = parts(triangles, count);
        int triangleCount = triangles.length / 3;
        int[] alive = new int[count];
        float[] box = new float[6 * count];
        Arrays.fill(box, 0, 6 * count, Float.NaN);
        for (int t = 0; t < triangleCount; t++) {
            alive[part[triangles[3 * t]]]++;
        }
        for (int p = 0; p < count; p++) {
            int r = part[p];
            for (int a = 0; a < 3; a++) {
                float f = xyz[3 * p + a];
                box[6 * r + a] = Float.isNaN(box[6 * r + a]) ? f : Math.min(box[6 * r + a], f);
                box[6 * r + 3 + a] = Float.isNaN(box[6 * r + 3 + a]) ? f : Math.max(box[6 * r + 3 + a], f);
            }
        }
        int[][] lists = lists(triangles, count);
        int[] sizes = new int[count];
        for (int p = 0; p < count; p++) {
            sizes[p] = lists[p].length;
        }
        int[] up = VifExporter.identity(count);
        boolean[] dead = new boolean[triangleCount];
        float[] out = new float[collapses.count()];
        for (int i = 0; i < collapses.count(); i++) {
            int from = find(up, collapses.from(i));
            int onto = find(up, collapses.onto(i));
            if (from == onto) {
                continue;
            }
            up[from] = onto;
            // a triangle dies only if it has both points: it is in both lists, so the smaller will do
            int small = sizes[from] <= sizes[onto] ? from : onto;
            int large = small == from ? onto : from;
            int r = -1;
            for (int k = 0; k < sizes[small]; k++) {
                int t = lists[small][k];
                if (!dead[t] && collapsed(triangles, t, up)) {
                    dead[t] = true;
                    r = part[triangles[3 * t]];
                    alive[r]--;
                }
            }
            if (r >= 0 && alive[r] == 0) {
                double dx = (double) box[6 * r + 3] - box[6 * r];
                double dy = (double) box[6 * r + 4] - box[6 * r + 1];
                double dz = (double) box[6 * r + 5] - box[6 * r + 2];
                out[i] = (float) Math.min(Float.MAX_VALUE, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2);
            }
            if (sizes[large] + sizes[small] > lists[large].length) {
                lists[large] = Arrays.copyOf(lists[large], Math.max(2 * lists[large].length, sizes[large] + sizes[small]));
            }
            System.arraycopy(lists[small], 0, lists[large], sizes[large], sizes[small]);
            sizes[large] += sizes[small];
            lists[small] = null;
            sizes[small] = 0;
            if (large != onto) {
                lists[onto] = lists[large];
                sizes[onto] = sizes[large];
                lists[large] = null;
                sizes[large] = 0;
            }
        }
        return out;
    }

    private static boolean collapsed(int[] triangles, int t, int[] up) {
        int a = find(up, triangles[3 * t]);
        int b = find(up, triangles[3 * t + 1]);
        int c = find(up, triangles[3 * t + 2]);
        return a == b || b == c || a == c;
    }

    /** Per point the triangles it is a corner of. */
    private static int[][] lists(int[] triangles, int count) {
        int[] sizes = new int[count];
        for (int c : triangles) {
            sizes[c]++;
        }
        int[][] lists = new int[count][];
        for (int p = 0; p < count; p++) {
            lists[p] = new int[sizes[p]];
            sizes[p] = 0;
        }
        for (int i = 0; i < triangles.length; i++) {
            int c = triangles[i];
            lists[c][sizes[c]++] = i / 3;
        }
        return lists;
    }

    /** Per point the representative point of its connected part (by the triangles' edges). */
    private static int[] parts(int[] triangles, int count) {
        int[] up = VifExporter.identity(count);
        for (int i = 0; i < triangles.length; i += 3) {
            union(up, triangles[i], triangles[i + 1]);
            union(up, triangles[i], triangles[i + 2]);
        }
        int[] part = new int[count];
        for (int p = 0; p < count; p++) {
            part[p] = find(up, p);
        }
        return part;
    }

    private static void union(int[] up, int a, int b) {
        int ra = find(up, a);
        int rb = find(up, b);
        if (ra != rb) {
            up[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }

    /** The representative of {@code p}, halving the path on the way. */
    private static int find(int[] up, int p) {
        while (up[p] != p) {
            up[p] = up[up[p]];
            p = up[p];
        }
        return p;
    }
}
