package io.meshport.render;

import java.util.Arrays;

/**
 * A colour and depth buffer that triangles and lines are drawn into, then shrunk by averaging
 * (the renderer draws at a multiple of the picture's size, for smooth edges). Depth grows toward
 * the camera; a pixel is covered when its centre is inside a triangle.
 */
final class Raster {
    /** The colour of one covered pixel of a triangle, from its barycentric weights. */
    @FunctionalInterface
    interface Shader {
        int shade(double b0, double b1, double b2);
    }

    final int width;
    final int height;
    final int[] argb;
    final float[] depth;

    Raster(int width, int height) {
        this.width = width;
        this.height = height;
        this.argb = new int[width * height];
        this.depth = new float[width * height];
        Arrays.fill(depth, Float.NEGATIVE_INFINITY);
    }

    /** Fills the triangle with corners (x, y, z) in pixels (y down) and depth, either winding. */
    void triangle(double x0, double y0, double z0, double x1, double y1, double z1, double x2, double y2, double z2,
            Shader shader) {
        double area = area(x0, y0, x1, y1, x2, y2);
        if (!(Math.abs(area) > 1e-12)) {
            return; // degenerate, or not finite
        }
        int minX = low(x0, x1, x2);
        int maxX = high(x0, x1, x2, width);
        int minY = low(y0, y1, y2);
        int maxY = high(y0, y1, y2, height);
        double inv = 1 / area;
        for (int y = minY; y <= maxY; y++) {
            double py = y + 0.5;
            for (int x = minX; x <= maxX; x++) {
                double px = x + 0.5;
                double b0 = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) * inv;
                double b1 = ((x0 - x2) * (py - y2) - (y0 - y2) * (px - x2)) * inv;
                double b2 = 1 - b0 - b1;
                if (b0 < 0 || b1 < 0 || b2 < 0) {
                    continue;
                }
                float z = (float) (b0 * z0 + b1 * z1 + b2 * z2);
                int i = y * width + x;
                if (z > depth[i]) {
                    depth[i] = z;
                    argb[i] = shader.shade(b0, b1, b2);
                }
            }
        }
    }

    /** The pixels {@link #triangle} visits for these corners: its box within the buffer (0 when it draws nothing). */
    long triangleCost(double x0, double y0, double x1, double y1, double x2, double y2) {
        if (!(Math.abs(area(x0, y0, x1, y1, x2, y2)) > 1e-12)) {
            return 0;
        }
        long across = high(x0, x1, x2, width) - low(x0, x1, x2) + 1;
        long down = high(y0, y1, y2, height) - low(y0, y1, y2) + 1;
        return Math.max(0, across) * Math.max(0, down);
    }

    /** The pixels {@link #line} visits for these ends. */
    long lineCost(double x0, double y0, double x1, double y1) {
        return (long) steps(x0, y0, x1, y1) + 1;
    }

    private static double area(double x0, double y0, double x1, double y1, double x2, double y2) {
        return (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    }

    /** The first pixel column (or row) a box from these coordinates covers, within the buffer. */
    private static int low(double a, double b, double c) {
        return (int) Math.max(0, Math.floor(Math.min(a, Math.min(b, c))));
    }

    /** The last pixel column (or row) such a box covers, within a buffer {@code size} across. */
    private static int high(double a, double b, double c, int size) {
        return (int) Math.min(size - 1, Math.ceil(Math.max(a, Math.max(b, c))));
    }

    /** The steps of a line: its length in pixels, bounded where it is not finite or runs far outside. */
    private double steps(double x0, double y0, double x1, double y1) {
        double steps = Math.ceil(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)));
        return steps < 4.0 * (width + height) ? steps : 4.0 * (width + height);
    }

    /** Draws a line where it is not behind what is drawn by more than {@code bias}. */
    void line(double x0, double y0, double z0, double x1, double y1, double z1, int colour, double bias) {
        double steps = steps(x0, y0, x1, y1);
        for (int s = 0; s <= steps; s++) {
            double t = steps == 0 ? 0 : s / steps;
            int x = (int) Math.floor(x0 + (x1 - x0) * t);
            int y = (int) Math.floor(y0 + (y1 - y0) * t);
            if (x < 0 || y < 0 || x >= width || y >= height) {
                continue;
            }
            int i = y * width + x;
            double z = z0 + (z1 - z0) * t;
            if (z >= depth[i] - bias) {
                argb[i] = colour;
            }
        }
    }

    /** The buffer shrunk by {@code factor}, each pixel the average of its block (by alpha, for clean edges). */
    int[] shrunk(int factor) {
        int w = width / factor;
        int h = height / factor;
        int[] out = new int[w * h];
        int n = factor * factor;
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                long a = 0;
                long r = 0;
                long g = 0;
                long b = 0;
                for (int dy = 0; dy < factor; dy++) {
                    for (int dx = 0; dx < factor; dx++) {
                        int p = argb[(y * factor + dy) * width + x * factor + dx];
                        int pa = p >>> 24;
                        a += pa;
                        r += (long) ((p >> 16) & 0xff) * pa;
                        g += (long) ((p >> 8) & 0xff) * pa;
                        b += (long) (p & 0xff) * pa;
                    }
                }
                out[y * w + x] = a == 0 ? 0 : (int) ((a + n / 2) / n) << 24 | (int) ((r + a / 2) / a) << 16
                        | (int) ((g + a / 2) / a) << 8 | (int) ((b + a / 2) / a);
            }
        }
        return out;
    }
}
