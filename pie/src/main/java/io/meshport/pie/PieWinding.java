package io.meshport.pie;

/** Turns polygons over: the corner order reversed (first corner kept), with their texture coordinates. */
final class PieWinding {
    private PieWinding() {
    }

    static PiePolygons reversed(PiePolygons polygons) {
        PiePolygons.Builder b = PiePolygons.builder();
        for (int p = 0; p < polygons.count(); p++) {
            int n = polygons.size(p);
            int[] corners = new int[n];
            float[] uvs = new float[polygons.textured(p) ? 2 * n : 0];
            for (int c = 0; c < n; c++) {
                int from = c == 0 ? 0 : n - c;
                corners[c] = polygons.corner(p, from);
                if (uvs.length > 0) {
                    uvs[2 * c] = polygons.uv(p, from, 0);
                    uvs[2 * c + 1] = polygons.uv(p, from, 1);
                }
            }
            b.add(polygons.flags(p), corners, polygons.animFrames(p), polygons.animRate(p), polygons.animWidth(p),
                    polygons.animHeight(p), uvs);
        }
        return b.build();
    }
}
