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
 * A triangle goes with the first collapse that joins two of its corners: the collapses are
 * linked in a union-find by rank without path compression, each link stamped with its collapse,
 * so the collapse that first joined two points is the latest stamp on the way up from both to
 * where their paths meet (a logarithm of steps); a part goes with its last triangle's.
 */
final class PartEnds {
    private static final int NEVER = Integer.MAX_VALUE;

    private PartEnds() {
    }

    /**
     * Per collapse of {@code collapses} over points {@code xyz} with triangles {@code triangles},
     * half the bounding-box diagonal of the part whose last triangle it takes, else 0.
     */
    static float[] of(VertexCollapses collapses, float[] xyz, int[] triangles, int count) {
        int[] up = VifExporter.identity(count);
        int[] rank = new int[count];
        int[] stamp = new int[count];
        Arrays.fill(stamp, NEVER);
        for (int i = 0; i < collapses.count(); i++) {
            int a = root(up, collapses.from(i));
            int b = root(up, collapses.onto(i));
            if (a != b) {
                if (rank[a] > rank[b]) {
                    int swap = a;
                    a = b;
                    b = swap;
                }
                up[a] = b;
                stamp[a] = i;
                rank[b] += rank[a] == rank[b] ? 1 : 0;
            }
        }
        int[] part = parts(triangles, count);
        // per part the collapse that takes its last triangle: NEVER while one stays
        int[] last = new int[count];
        Arrays.fill(last, -1);
        for (int t = 0; t < triangles.length; t += 3) {
            int a = triangles[t];
            int b = triangles[t + 1];
            int c = triangles[t + 2];
            int goes = Math.min(joined(up, stamp, a, b), Math.min(joined(up, stamp, b, c), joined(up, stamp, a, c)));
            last[part[a]] = Math.max(last[part[a]], goes);
        }
        float[] box = new float[6 * count];
        Arrays.fill(box, Float.NaN);
        for (int p = 0; p < count; p++) {
            int r = part[p];
            for (int k = 0; k < 3; k++) {
                float f = xyz[3 * p + k];
                box[6 * r + k] = Float.isNaN(box[6 * r + k]) ? f : Math.min(box[6 * r + k], f);
                box[6 * r + 3 + k] = Float.isNaN(box[6 * r + 3 + k]) ? f : Math.max(box[6 * r + 3 + k], f);
            }
        }
        float[] out = new float[collapses.count()];
        for (int r = 0; r < count; r++) {
            if (last[r] >= 0 && last[r] != NEVER) {
                double dx = (double) box[6 * r + 3] - box[6 * r];
                double dy = (double) box[6 * r + 4] - box[6 * r + 1];
                double dz = (double) box[6 * r + 5] - box[6 * r + 2];
                out[last[r]] = Math.max(out[last[r]],
                        (float) Math.min(Float.MAX_VALUE, Math.sqrt(dx * dx + dy * dy + dz * dz) / 2));
            }
        }
        return out;
    }

    /** The collapse that first joined points {@code a} and {@code b}, {@link #NEVER} if none did. */
    private static int joined(int[] up, int[] stamp, int a, int b) {
        int when = -1;
        while (a != b) {
            // stamps grow on the way up: step from the one linked earlier
            if (stamp[a] > stamp[b]) {
                int swap = a;
                a = b;
                b = swap;
            }
            if (stamp[a] == NEVER) {
                return NEVER;
            }
            when = stamp[a];
            a = up[a];
        }
        return when;
    }

    private static int root(int[] up, int p) {
        while (up[p] != p) {
            p = up[p];
        }
        return p;
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
