package io.meshport.model.simplify;

/**
 * The simplifier's view of positions: scaled into the unit cube (errors relative to the extent),
 * each vertex's first vertex at its position, and the vertices at one position as a ring (the
 * copies a texture or normal seam made of one point).
 */
final class PositionRings {
    private PositionRings() {
    }

    /** The longest side of the positions' bounding box: what the simplifier's errors are relative to. */
    static double extent(float[] positions, int n) {
        return extent(box(positions, n), n);
    }

    /** The bounding box of the positions: the least x, y, z, then the greatest. */
    private static double[] box(float[] positions, int n) {
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE,
            -Double.MAX_VALUE};
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 3; c++) {
                box[c] = Math.min(box[c], positions[3 * v + c]);
                box[3 + c] = Math.max(box[3 + c], positions[3 * v + c]);
            }
        }
        return box;
    }

    private static double extent(double[] box, int n) {
        double extent = 0;
        for (int c = 0; c < 3 && n > 0; c++) {
            extent = Math.max(extent, box[3 + c] - box[c]);
        }
        return extent;
    }

    /** The positions moved and scaled into the unit cube by their longest side. */
    static float[] scaled(float[] positions, int n) {
        double[] box = box(positions, n);
        double[] min = {box[0], box[1], box[2]};
        double extent = extent(box, n);
        double scale = extent > 0 ? 1 / extent : 0;
        float[] out = new float[3 * n];
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < 3; c++) {
                out[3 * v + c] = (float) ((positions[3 * v + c] - min[c]) * scale);
            }
        }
        return out;
    }

    /**
     * For each vertex, the first vertex with its position (bit for bit, -0 as 0): an open-addressing
     * table of vertex numbers, twice the vertices in size.
     */
    static int[] remap(float[] xyz, int n) {
        int size = Integer.highestOneBit(Math.max(2, 2 * n - 1)) << 1;
        int[] table = new int[size];
        int[] out = new int[n];
        for (int v = 0; v < n; v++) {
            int x = Float.floatToIntBits(xyz[3 * v] + 0f);
            int y = Float.floatToIntBits(xyz[3 * v + 1] + 0f);
            int z = Float.floatToIntBits(xyz[3 * v + 2] + 0f);
            int h = (x * 73856093 ^ y * 19349663 ^ z * 83492791) * 0x9E3779B9;
            int slot = h >>> 1 & size - 1;
            while (true) {
                int u = table[slot] - 1;
                if (u < 0) {
                    table[slot] = v + 1;
                    out[v] = v;
                    break;
                }
                if (Float.floatToIntBits(xyz[3 * u] + 0f) == x && Float.floatToIntBits(xyz[3 * u + 1] + 0f) == y
                        && Float.floatToIntBits(xyz[3 * u + 2] + 0f) == z) {
                    out[v] = u;
                    break;
                }
                slot = slot + 1 & size - 1;
            }
        }
        return out;
    }

    /** For each vertex, the next vertex at its position: the vertices of one position as a ring. */
    static int[] rings(int[] remap) {
        int[] wedge = new int[remap.length];
        for (int v = 0; v < remap.length; v++) {
            wedge[v] = v;
        }
        for (int v = 0; v < remap.length; v++) {
            int r = remap[v];
            if (r != v) {
                // insert v into r's ring
                int s = wedge[r];
                wedge[r] = v;
                wedge[v] = s;
            }
        }
        return wedge;
    }
}
