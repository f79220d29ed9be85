package io.meshport.pie.internal.export;

import io.meshport.pie.PiePolygons;

/**
 * Joins fan triangles back into the PIE 2 polygons they were cut from: a polygon of n points was
 * read as n - 2 triangles (0, k, k + 1) sharing its first corner, its flags and its animation.
 */
final class PieFans {
    private PieFans() {
    }

    /**
     * The polygons of {@code sizes} made from {@code triangles}, or null when the triangles are
     * not (any longer) such fans.
     */
    static PiePolygons join(PiePolygons triangles, int[] sizes) {
        long needed = 0;
        for (int size : sizes) {
            if (size < 3) {
                return null;
            }
            needed += size - 2;
        }
        if (needed != triangles.count()) {
            return null;
        }
        PiePolygons.Builder b = PiePolygons.builder();
        int t = 0;
        for (int size : sizes) {
            int[] corners = new int[size];
            boolean textured = triangles.textured(t);
            float[] uvs = new float[textured ? 2 * size : 0];
            take(triangles, t, 0, corners, uvs, 0);
            take(triangles, t, 1, corners, uvs, 1);
            for (int k = 0; k < size - 2; k++) {
                int tri = t + k;
                if (!sameCorner(triangles, tri, 0, t, 0) || triangles.flags(tri) != triangles.flags(t)
                        || !sameAnimation(triangles, tri, t) || k > 0 && !sameCorner(triangles, tri, 1, tri - 1, 2)) {
                    return null;
                }
                take(triangles, tri, 2, corners, uvs, k + 2);
            }
            b.add(triangles.flags(t), corners, triangles.animFrames(t), triangles.animRate(t),
                    triangles.animWidth(t), triangles.animHeight(t), uvs);
            t += size - 2;
        }
        return b.build();
    }

    private static void take(PiePolygons triangles, int t, int c, int[] corners, float[] uvs, int into) {
        corners[into] = triangles.corner(t, c);
        if (uvs.length > 0) {
            uvs[2 * into] = triangles.uv(t, c, 0);
            uvs[2 * into + 1] = triangles.uv(t, c, 1);
        }
    }

    private static boolean sameCorner(PiePolygons p, int t1, int c1, int t2, int c2) {
        return p.corner(t1, c1) == p.corner(t2, c2)
                && Float.floatToIntBits(p.uv(t1, c1, 0)) == Float.floatToIntBits(p.uv(t2, c2, 0))
                && Float.floatToIntBits(p.uv(t1, c1, 1)) == Float.floatToIntBits(p.uv(t2, c2, 1));
    }

    private static boolean sameAnimation(PiePolygons p, int t1, int t2) {
        return p.animFrames(t1) == p.animFrames(t2) && p.animRate(t1) == p.animRate(t2)
                && Float.floatToIntBits(p.animWidth(t1)) == Float.floatToIntBits(p.animWidth(t2))
                && Float.floatToIntBits(p.animHeight(t1)) == Float.floatToIntBits(p.animHeight(t2));
    }
}
