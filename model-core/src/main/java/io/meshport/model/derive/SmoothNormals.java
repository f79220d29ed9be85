package io.meshport.model.derive;

import java.util.Arrays;

/**
 * Generates vertex normals for triangles that have none, by smoothing: triangle corners that
 * sit at exactly the same position share one normal when a format's rule allows it (IQE's
 * smoothing groups, angles, uv seams and edge flags; an OBJ-like "smooth all" rule; ...).
 * Each group of corners that may smooth gets the normalised sum of its triangles' normals,
 * weighted by triangle area. The result says, for every corner, which normal it uses, so a
 * format can split a vertex whose corners ended up with different normals.
 *
 * <p>Which corners smooth is a union over allowed pairs (smoothing is transitive: if a may
 * smooth with b and b with c, all three share a normal). For a position shared by more than
 * {@link #PAIRWISE_LIMIT} corners, testing every pair would be quadratic, so each corner is
 * compared with one representative of each of the latest {@link #PAIRWISE_LIMIT} groups formed
 * so far instead; real meshes never have such positions, hostile input must not make the
 * computation hang.
 */
public final class SmoothNormals {
    /** Largest number of corners at one position that are compared pair by pair. */
    public static final int PAIRWISE_LIMIT = 64;

    /** Decides whether two corners at the same position may share a normal. */
    @FunctionalInterface
    public interface CornerRule {
        /**
         * Whether corner {@code cornerA} of triangle {@code triA} and corner {@code cornerB} of
         * triangle {@code triB}, which sit at the same position, may share one normal.
         *
         * @param triA triangle of the first corner, {@code cornerA} its corner 0-2
         * @param triB triangle of the second corner, {@code cornerB} its corner 0-2
         */
        boolean maySmooth(int triA, int cornerA, int triB, int cornerB);

        /** Smooths every pair of corners that share a position. */
        CornerRule ALWAYS = (a, ca, b, cb) -> true;
    }

    /**
     * Normals per corner group.
     *
     * @param cornerGroup for corner {@code t*3+c}, the index of its normal
     * @param normals three floats per group: the unit normal, or (0,0,0) when every triangle
     *     of the group is degenerate
     */
    public record Result(int[] cornerGroup, float[] normals) {
        /** How many normals there are: a third of {@code normals}' length. */
        public int groupCount() {
            return normals.length / 3;
        }
    }

    private SmoothNormals() {
    }

    /**
     * The unit normal of each triangle (three floats per triangle), (0,0,0) for degenerate ones.
     *
     * @param positions three floats per vertex
     * @param triangles three vertex indexes per triangle
     * @param clockwise true when front faces wind clockwise (IQE and IQM do), so the normal is
     *     {@code (p2 - p0) × (p1 - p0)}; false for counter-clockwise, {@code (p1 - p0) × (p2 - p0)}
     */
    public static float[] faceNormals(float[] positions, int[] triangles, boolean clockwise) {
        float[] out = new float[triangles.length];
        double[] n = new double[3];
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            areaNormal(positions, triangles, t, clockwise, n);
            double len = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
            if (len > 0) {
                out[t] = (float) (n[0] / len);
                out[t + 1] = (float) (n[1] / len);
                out[t + 2] = (float) (n[2] / len);
            }
        }
        return out;
    }

    /**
     * Smooth normals.
     *
     * @param positions three floats per vertex
     * @param triangles three vertex indexes per triangle
     * @param clockwise winding of front faces, as for {@link #faceNormals}
     * @param rule which corners at one position may share a normal
     */
    public static Result compute(float[] positions, int[] triangles, boolean clockwise, CornerRule rule) {
        return averaged(positions, triangles, clockwise, cornerGroups(positions, triangles, rule));
    }

    /**
     * The first half of {@link #compute}: which corners share a normal, as
     * {@link Result#cornerGroup()} says. A caller that holds large data for its rule alone can let it
     * go before {@link #averaged} runs.
     *
     * @param positions three floats per vertex
     * @param triangles three vertex indexes per triangle
     * @param rule which corners at one position may share a normal
     * @return for corner {@code t*3+c}, its group, numbered from 0 without gaps
     */
    public static int[] cornerGroups(float[] positions, int[] triangles, CornerRule rule) {
        int corners = triangles.length;
        // Corners at one position made adjacent, so that each position's corners are grouped alone.
        int[] position = positionRanks(positions, triangles);
        int[] order = cornersByRank(position, triangles);
        int[] group = new int[corners];
        Arrays.fill(group, -1);
        int groups = 0;
        int start = 0;
        while (start < corners) {
            int end = start + 1;
            int at = position[triangles[order[start]]];
            while (end < corners && position[triangles[order[end]]] == at) {
                end++;
            }
            groups = end - start <= PAIRWISE_LIMIT ? groupPairwise(order, start, end, rule, group, groups)
                    : groupGreedily(order, start, end, rule, group, groups);
            start = end;
        }
        return group;
    }

    /**
     * The second half of {@link #compute}: the normals of corner groups from {@link #cornerGroups}.
     *
     * @param positions three floats per vertex
     * @param triangles three vertex indexes per triangle
     * @param clockwise winding of front faces, as for {@link #faceNormals}
     * @param cornerGroup for corner {@code t*3+c}, its group (0 up, no gaps); kept as the result's
     */
    public static Result averaged(float[] positions, int[] triangles, boolean clockwise, int[] cornerGroup) {
        int groups = 0;
        for (int g : cornerGroup) {
            groups = Math.max(groups, g + 1);
        }
        return new Result(cornerGroup, averagedNormals(positions, triangles, clockwise, cornerGroup, groups));
    }

    /**
     * Groups the corners {@code order[start..end)} (one position, few corners) exactly: two corners
     * share a group when a chain of allowed pairs joins them. Returns the new number of groups.
     */
    private static int groupPairwise(int[] order, int start, int end, CornerRule rule, int[] group, int groups) {
        int k = end - start;
        int[] parent = new int[k];
        for (int i = 0; i < k; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < k; i++) {
            int a = order[start + i];
            for (int j = i + 1; j < k; j++) {
                int b = order[start + j];
                if (find(parent, i) != find(parent, j) && rule.maySmooth(a / 3, a % 3, b / 3, b % 3)) {
                    parent[find(parent, j)] = find(parent, i);
                }
            }
        }
        int[] local = new int[k];
        Arrays.fill(local, -1);
        for (int i = 0; i < k; i++) {
            int root = find(parent, i);
            if (local[root] < 0) {
                local[root] = groups++;
            }
            group[order[start + i]] = local[root];
        }
        return groups;
    }

    /**
     * Groups many corners at one position in linear time: each corner joins the first of the
     * latest groups whose first corner it may smooth with. Returns the new number of groups.
     */
    private static int groupGreedily(int[] order, int start, int end, CornerRule rule, int[] group, int groups) {
        int firstGroup = groups;
        int[] representative = new int[end - start];
        for (int i = start; i < end; i++) {
            int a = order[i];
            int g = -1;
            // Only the latest groups are tried, so that a position where nothing smooths
            // (every corner its own group) stays linear.
            for (int r = Math.max(0, groups - firstGroup - PAIRWISE_LIMIT); r < groups - firstGroup && g < 0; r++) {
                int b = representative[r];
                if (rule.maySmooth(b / 3, b % 3, a / 3, a % 3)) {
                    g = firstGroup + r;
                }
            }
            if (g < 0) {
                representative[groups - firstGroup] = a;
                g = groups++;
            }
            group[a] = g;
        }
        return groups;
    }

    /**
     * Per group, the unit sum of its corners' area-weighted face normals (zero when they cancel),
     * summed in corner order. Each triangle's normal is computed here again rather than kept from
     * the start: three doubles a corner would be the largest array of a large mesh's smoothing.
     */
    private static float[] averagedNormals(float[] p, int[] triangles, boolean clockwise, int[] group, int groups) {
        double[] sum = new double[groups * 3];
        double[] n = new double[3];
        for (int t = 0; t + 2 < triangles.length; t += 3) {
            areaNormal(p, triangles, t, clockwise, n);
            for (int c = t; c < t + 3; c++) {
                int g = group[c] * 3;
                sum[g] += n[0];
                sum[g + 1] += n[1];
                sum[g + 2] += n[2];
            }
        }
        float[] normals = new float[groups * 3];
        for (int g = 0; g < groups; g++) {
            double x = sum[g * 3], y = sum[g * 3 + 1], z = sum[g * 3 + 2];
            double len = Math.sqrt(x * x + y * y + z * z);
            if (len > 0 && Double.isFinite(len)) {
                normals[g * 3] = (float) (x / len);
                normals[g * 3 + 1] = (float) (y / len);
                normals[g * 3 + 2] = (float) (z / len);
            }
        }
        return normals;
    }

    /**
     * Into {@code out}, the normal of the triangle whose corners start at {@code triangles[t]}: the
     * cross product of two edges in doubles (twice its area long), facing its front.
     */
    private static void areaNormal(float[] p, int[] triangles, int t, boolean clockwise, double[] out) {
        int i0 = triangles[t] * 3, i1 = triangles[t + 1] * 3, i2 = triangles[t + 2] * 3;
        double ax = p[i1] - p[i0], ay = p[i1 + 1] - p[i0 + 1], az = p[i1 + 2] - p[i0 + 2];
        double bx = p[i2] - p[i0], by = p[i2 + 1] - p[i0 + 1], bz = p[i2 + 2] - p[i0 + 2];
        double s = clockwise ? -1 : 1;
        out[0] = s * (ay * bz - az * by);
        out[1] = s * (az * bx - ax * bz);
        out[2] = s * (ax * by - ay * bx);
    }

    /**
     * For each vertex, the rank of its position among the distinct positions (x, then y, then z
     * bits): vertices at the same position share a rank. The vertices are sorted rather than the
     * corners, of which a mesh has about six times as many.
     */
    private static int[] positionRanks(float[] positions, int[] triangles) {
        int n = positions.length / 3;
        int[] order = new int[n];
        for (int v = 0; v < n; v++) {
            order[v] = v;
        }
        // A merge sort on primitive indexes: O(n log n) whatever the positions are, unlike
        // hashing, which crafted positions could make quadratic.
        int[] buffer = new int[n];
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, n);
                int i = lo, j = mid, k = lo;
                while (i < mid && j < hi) {
                    buffer[k++] = compare(positions, order[j], order[i]) < 0 ? order[j++] : order[i++];
                }
                while (i < mid) {
                    buffer[k++] = order[i++];
                }
                while (j < hi) {
                    buffer[k++] = order[j++];
                }
                System.arraycopy(buffer, lo, order, lo, hi - lo);
            }
        }
        int[] rank = buffer; // every slot is written below
        for (int i = 0, r = -1; i < n; i++) {
            if (i == 0 || compare(positions, order[i - 1], order[i]) != 0) {
                r++;
            }
            rank[order[i]] = r;
        }
        return rank;
    }

    /**
     * Corner numbers in the order of their vertex's position rank, and in corner order within a
     * rank: what a stable sort of the corners by position gives, by counting.
     */
    private static int[] cornersByRank(int[] rank, int[] triangles) {
        int ranks = 0;
        for (int r : rank) {
            ranks = Math.max(ranks, r + 1);
        }
        int[] start = new int[ranks + 1];
        for (int v : triangles) {
            start[rank[v] + 1]++;
        }
        for (int r = 0; r < ranks; r++) {
            start[r + 1] += start[r];
        }
        int[] order = new int[triangles.length];
        for (int c = 0; c < triangles.length; c++) {
            order[start[rank[triangles[c]]]++] = c;
        }
        return order;
    }

    private static int compare(float[] p, int a, int b) {
        for (int c = 0; c < 3; c++) {
            int x = bits(p[a * 3 + c]);
            int y = bits(p[b * 3 + c]);
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    /** Bits for equality: -0 equals 0 (as the formats' == compares), NaN equals NaN. */
    private static int bits(float f) {
        return f == 0 ? 0 : Float.floatToIntBits(f);
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
