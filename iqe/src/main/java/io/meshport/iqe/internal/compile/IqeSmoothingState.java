package io.meshport.iqe.internal.compile;

/**
 * The smoothing parameters in force for a run of triangles: {@code smoothgroup} key,
 * {@code smoothangle} as the cosine of the largest angle between face normals that still
 * smooths, and whether {@code smoothuv} demands equal texture coordinates.
 */
record IqeSmoothingState(int key, double minCos, boolean uv) {
    static final IqeSmoothingState DEFAULT = new IqeSmoothingState(-1, -1, false);

    /** The cosine of an angle in degrees, clamped to ±180° as the spec's "any direction" means. */
    static double cosOfDegrees(double degrees) {
        if (Double.isNaN(degrees)) {
            return -1;
        }
        double d = Math.max(-180, Math.min(180, degrees));
        // Exact ends: 180° must smooth everything, 0° only coplanar faces.
        return Math.abs(d) == 180 ? -1 : d == 0 ? 1 : Math.cos(Math.toRadians(d));
    }
}
