package io.meshport.gltf.internal.read;

import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.ModelFormatException;

/**
 * A primitive's triangles as the model keeps them, three vertex indices each: a triangle list as it
 * is, a strip or a fan unrolled by the spec's formulas (every other strip triangle reversed so all
 * keep the strip's facing), and the vertices in order when there is no index accessor.
 */
final class GltfReadTriangles {
    /** Indices read at a time. */
    private static final int BLOCK = 4096;

    private GltfReadTriangles() {
    }

    /** Whether {@code mode} draws triangles (the others draw points or lines, which a model cannot hold). */
    static boolean isTriangles(int mode) {
        return mode == GltfConstants.GL_TRIANGLES || mode == GltfConstants.GL_TRIANGLE_STRIP
                || mode == GltfConstants.GL_TRIANGLE_FAN;
    }

    /**
     * The triangles of a primitive of {@code mode} over {@code vertexCount} vertices, from
     * {@code indices} (null: the vertices in order). Strip and fan triangles with a repeated corner
     * are dropped: they have no area, and strips repeat corners only to join runs.
     */
    static int[] of(int mode, GltfAccessorValues indices, int vertexCount, String path, GltfReadContext context)
            throws ModelFormatException {
        int n = indices == null ? vertexCount : indices.count();
        int[] corners = new int[n];
        for (int first = 0; first < n; first += BLOCK) {
            int count = Math.min(BLOCK, n - first);
            if (indices == null) {
                for (int i = first; i < first + count; i++) {
                    corners[i] = i;
                }
                continue;
            }
            // integers straight into the corners, then one check of the block whose loop has no
            // branch (so the JIT vectorizes it): a corner is out of range when it is negative as an
            // int (an unsigned int of 2^31 or more) or past the last vertex, and then either it or
            // vertexCount - 1 - it has the sign bit
            indices.rawInts(first, count, corners, first);
            int outside = 0;
            for (int i = first; i < first + count; i++) {
                outside |= corners[i] | vertexCount - 1 - corners[i];
            }
            if (outside < 0) {
                for (int i = first; i < first + count; i++) {
                    if (Integer.compareUnsigned(corners[i], vertexCount) >= 0) {
                        throw context.error(path + ".indices", "index " + Integer.toUnsignedLong(corners[i]) + " at "
                                + i + " is out of range (" + vertexCount + " vertices)");
                    }
                }
            }
        }
        if (mode == GltfConstants.GL_TRIANGLES) {
            if (n % 3 != 0) {
                context.warn(path, n + " corners is not a whole number of triangles: the last " + n % 3
                        + " ignored");
            }
            int whole = n - n % 3;
            context.charge(whole * 4L, path);
            return whole == n ? corners : java.util.Arrays.copyOf(corners, whole);
        }
        int count = Math.max(0, n - 2);
        context.charge(count * 12L, path);
        int[] out = new int[count * 3];
        int t = 0;
        for (int i = 0; i < count; i++) {
            int a;
            int b;
            int c;
            if (mode == GltfConstants.GL_TRIANGLE_STRIP) {
                a = corners[i];
                b = corners[i + 1 + i % 2];
                c = corners[i + 2 - i % 2];
            } else {
                a = corners[i + 1];
                b = corners[i + 2];
                c = corners[0];
            }
            if (a == b || b == c || a == c) {
                continue;
            }
            out[t++] = a;
            out[t++] = b;
            out[t++] = c;
        }
        return t == out.length ? out : java.util.Arrays.copyOf(out, t);
    }
}
