package io.meshport.render;

import java.util.List;

/**
 * How the camera frames a model: the centre of what it sees and the pixels per model unit that
 * fit everything (every frame of a contact sheet alike) into 90% of the picture.
 *
 * @param centreRight the centre along the camera's right axis
 * @param centreUp the centre along its up axis
 * @param scale pixels (of the final picture) per model unit
 * @param depthRange how deep the model is along the view, for the wireframe's depth bias
 */
record Fit(double centreRight, double centreUp, double scale, double depthRange) {
    /** The fit of every posed frame's vertices (per frame, per mesh, 3 floats a vertex), seen along {@code basis}. */
    static Fit of(List<List<float[]>> frames, double[] basis, int size) {
        double minR = Double.POSITIVE_INFINITY;
        double maxR = Double.NEGATIVE_INFINITY;
        double minU = Double.POSITIVE_INFINITY;
        double maxU = Double.NEGATIVE_INFINITY;
        double minD = Double.POSITIVE_INFINITY;
        double maxD = Double.NEGATIVE_INFINITY;
        for (List<float[]> frame : frames) {
            for (float[] p : frame) {
                for (int v = 0; v + 2 < p.length; v += 3) {
                    double r = p[v] * basis[0] + p[v + 1] * basis[1] + p[v + 2] * basis[2];
                    double u = p[v] * basis[3] + p[v + 1] * basis[4] + p[v + 2] * basis[5];
                    double d = p[v] * basis[6] + p[v + 1] * basis[7] + p[v + 2] * basis[8];
                    if (!Double.isFinite(r) || !Double.isFinite(u) || !Double.isFinite(d)) {
                        continue; // a broken vertex does not decide the framing
                    }
                    minR = Math.min(minR, r);
                    maxR = Math.max(maxR, r);
                    minU = Math.min(minU, u);
                    maxU = Math.max(maxU, u);
                    minD = Math.min(minD, d);
                    maxD = Math.max(maxD, d);
                }
            }
        }
        if (minR > maxR) {
            return new Fit(0, 0, 1, 1); // nothing to see
        }
        double extent = Math.max(maxR - minR, maxU - minU);
        double scale = extent > 0 && Double.isFinite(extent) ? 0.9 * size / extent : 1;
        return new Fit((minR + maxR) / 2, (minU + maxU) / 2, scale, Math.max(maxD - minD, 1e-9));
    }
}
