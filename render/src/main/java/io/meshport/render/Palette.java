package io.meshport.render;

/** Distinct, calm colours for meshes without a texture: hues a golden angle apart, mesh by mesh. */
final class Palette {
    private Palette() {
    }

    /** The RGB colour of mesh {@code index}. */
    static int colour(int index) {
        double hue = (0.58 + index * 0.381966) % 1.0; // start at a blue-grey, step by the golden angle
        return hsv(hue, 0.45, 0.85);
    }

    private static int hsv(double h, double s, double v) {
        double c = v * s;
        double x = c * (1 - Math.abs((h * 6) % 2 - 1));
        double m = v - c;
        double[] rgb = switch ((int) (h * 6) % 6) {
            case 0 -> new double[] {c, x, 0};
            case 1 -> new double[] {x, c, 0};
            case 2 -> new double[] {0, c, x};
            case 3 -> new double[] {0, x, c};
            case 4 -> new double[] {x, 0, c};
            default -> new double[] {c, 0, x};
        };
        return channel(rgb[0] + m) << 16 | channel(rgb[1] + m) << 8 | channel(rgb[2] + m);
    }

    private static int channel(double value) {
        return (int) Math.round(Math.max(0, Math.min(1, value)) * 255);
    }
}
