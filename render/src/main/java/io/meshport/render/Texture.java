package io.meshport.render;

import java.awt.image.BufferedImage;
import java.util.Objects;

/**
 * An image to sample, as ARGB pixels row by row from the top: texture coordinate (0, 0) is its
 * top-left corner, as in IQM, IQE and PIE, and coordinates wrap (repeat).
 *
 * @param width pixels across
 * @param height pixels down
 * @param argb {@code width × height} pixels
 */
public record Texture(int width, int height, int[] argb) {
    /**
     * A texture over {@code argb}, which is kept, not copied.
     *
     * @throws NullPointerException when {@code argb} is null
     * @throws IllegalArgumentException when a side is not positive or {@code argb} does not hold
     *     exactly {@code width × height} pixels
     */
    public Texture {
        Objects.requireNonNull(argb, "argb");
        // in long: 65,536 × 65,536 is 0 in int, which an empty array would have matched
        if (width <= 0 || height <= 0 || argb.length != (long) width * height) {
            throw new IllegalArgumentException(width + "×" + height + " texture with " + argb.length + " pixels");
        }
    }

    /** The pixels of {@code image}. */
    public static Texture of(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        return new Texture(w, h, image.getRGB(0, 0, w, h, null, 0, w));
    }

    /** The pixel nearest to texture coordinate ({@code u}, {@code v}), wrapping. */
    int sample(double u, double v) {
        int x = Math.floorMod((int) Math.floor(u * width), width);
        int y = Math.floorMod((int) Math.floor(v * height), height);
        return argb[y * width + x];
    }
}
