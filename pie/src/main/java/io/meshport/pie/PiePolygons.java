package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import java.util.Arrays;

/**
 * A POLYGONS or SHADOWPOLYGONS block: per polygon its flags (0x200 textured, 0x4000 texture
 * animation), its point indices, the texture-animation block when flagged (frames, rate, width,
 * height) and per-corner texture coordinates when textured. Values are as written: PIE 2
 * coordinates and animation sizes are still in 1/256 units here.
 */
public final class PiePolygons {
    /** A block of no polygons ({@code POLYGONS 0}). */
    public static final PiePolygons EMPTY = builder().build();

    private final int[] flags;
    private final int[] start;
    private final int[] corners;
    private final float[] uvs;
    private final int[] animFrames;
    private final int[] animRate;
    private final float[] animSize;

    private PiePolygons(Builder b) {
        int n = b.count;
        this.flags = Arrays.copyOf(b.flags, n);
        this.start = Arrays.copyOf(b.start, n + 1);
        this.corners = Arrays.copyOf(b.corners, start[n]);
        this.uvs = Arrays.copyOf(b.uvs, 2 * start[n]);
        this.animFrames = Arrays.copyOf(b.animFrames, n);
        this.animRate = Arrays.copyOf(b.animRate, n);
        this.animSize = Arrays.copyOf(b.animSize, 2 * n);
    }

    /** The number of polygons (the count on the POLYGONS line), 0 or more. */
    public int count() {
        return flags.length;
    }

    /** The flags of polygon {@code p} as written (in hex in the file): 0x200 and 0x4000, or 0 in a shadow block. */
    public int flags(int p) {
        return flags[p];
    }

    /** Whether polygon {@code p} has flag 0x200, and so texture coordinates. */
    public boolean textured(int p) {
        return (flags[p] & PieFlags.TEXTURED) != 0;
    }

    /** Whether polygon {@code p} has flag 0x4000, and so a texture-animation block. */
    public boolean animated(int p) {
        return (flags[p] & PieFlags.TEXTURE_ANIMATION) != 0;
    }

    /** Points of polygon {@code p}: 3, or up to 16 in PIE 2. */
    public int size(int p) {
        return start[p + 1] - start[p];
    }

    /** The point index at corner {@code c} of polygon {@code p}. */
    public int corner(int p, int c) {
        return corners[start[p] + c];
    }

    /**
     * Texture coordinate {@code i} (0 u, 1 v) at corner {@code c} of polygon {@code p}, as written:
     * 0..1 across the page in PIE 3 and 4, 0..256 in PIE 2 (outside that range the texture
     * repeats), V pointing down the image; 0 when the polygon is not textured.
     */
    public float uv(int p, int c, int i) {
        return uvs[2 * (start[p] + c) + i];
    }

    /**
     * The number of animation frames of polygon {@code p} (8 for team colour); 0 when it is not
     * animated.
     */
    public int animFrames(int p) {
        return animFrames[p];
    }

    /** The playback rate of polygon {@code p}'s animation, in game ticks (milliseconds) per frame; 0 when not animated. */
    public int animRate(int p) {
        return animRate[p];
    }

    /**
     * The width of one animation frame of polygon {@code p} on the page, in texture coordinates
     * (PIE 2: 1/256 units); 0 when not animated.
     */
    public float animWidth(int p) {
        return animSize[2 * p];
    }

    /**
     * The height of one animation frame of polygon {@code p} on the page, in texture coordinates
     * (PIE 2: 1/256 units); 0 when not animated.
     */
    public float animHeight(int p) {
        return animSize[2 * p + 1];
    }

    /** Corners over all polygons. */
    public int cornerCount() {
        return corners.length;
    }

    /** An empty builder for a POLYGONS or SHADOWPOLYGONS block. */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PiePolygons p && Arrays.equals(flags, p.flags) && Arrays.equals(start, p.start)
                && Arrays.equals(corners, p.corners) && Arrays.equals(uvs, p.uvs)
                && Arrays.equals(animFrames, p.animFrames) && Arrays.equals(animRate, p.animRate)
                && Arrays.equals(animSize, p.animSize);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(flags) * 31 + Arrays.hashCode(corners) * 17 + Arrays.hashCode(uvs);
    }

    @Override
    public String toString() {
        return "PiePolygons[" + count() + "]";
    }

    /** Adds polygons one at a time; the arrays grow as they come, never by a declared count. */
    public static final class Builder {
        private int count;
        private int[] flags = new int[16];
        private int[] start = new int[17];
        private int[] corners = new int[48];
        private float[] uvs = new float[96];
        private int[] animFrames = new int[16];
        private int[] animRate = new int[16];
        private float[] animSize = new float[32];

        private Builder() {
        }

        /**
         * Adds a polygon. {@code uvs} holds two values per point when the polygon is textured
         * (flag 0x200) and is ignored otherwise; the animation values count only with flag 0x4000.
         * Values are taken as written (PIE 2: texture coordinates and frame sizes in 1/256 units);
         * whether the indices are below the number of points is checked by {@link PieLevel}.
         *
         * @param polygonFlags the flags: 0x200 textured, 0x4000 texture animation (needs 0x200)
         * @param points the point indices, one per corner (3 points, or up to 16 in PIE 2); copied
         * @param frames the animation's number of frames
         * @param rate the animation's game ticks (milliseconds) per frame
         * @param width the width of one frame in texture coordinates
         * @param height the height of one frame in texture coordinates
         * @param cornerUvs u, v per corner, when textured
         * @return this builder
         * @throws IllegalArgumentException when flag 0x4000 comes without 0x200, {@code points} is
         *     empty, or a textured polygon has other than two coordinates per point
         */
        public Builder add(int polygonFlags, int[] points, int frames, int rate, float width, float height,
                float[] cornerUvs) {
            boolean textured = (polygonFlags & PieFlags.TEXTURED) != 0;
            boolean animated = (polygonFlags & PieFlags.TEXTURE_ANIMATION) != 0;
            if (animated && !textured) {
                throw new IllegalArgumentException(PieRules.ANIMATION_WITHOUT_TEXTURE);
            }
            if (points.length < 1) {
                throw new IllegalArgumentException("a polygon needs points");
            }
            if (textured && cornerUvs.length != 2 * points.length) {
                throw new IllegalArgumentException("a textured polygon needs two coordinates per point");
            }
            int first = start[count];
            if (count + 1 >= flags.length) {
                int n = 2 * flags.length;
                flags = Arrays.copyOf(flags, n);
                start = Arrays.copyOf(start, n + 1);
                animFrames = Arrays.copyOf(animFrames, n);
                animRate = Arrays.copyOf(animRate, n);
                animSize = Arrays.copyOf(animSize, 2 * n);
            }
            if (first + points.length > corners.length) {
                int n = Math.max(2 * corners.length, first + points.length);
                corners = Arrays.copyOf(corners, n);
                uvs = Arrays.copyOf(uvs, 2 * n);
            }
            flags[count] = polygonFlags;
            System.arraycopy(points, 0, corners, first, points.length);
            if (textured) {
                System.arraycopy(cornerUvs, 0, uvs, 2 * first, cornerUvs.length);
            }
            if (animated) {
                animFrames[count] = frames;
                animRate[count] = rate;
                animSize[2 * count] = width;
                animSize[2 * count + 1] = height;
            }
            start[count + 1] = first + points.length;
            count++;
            return this;
        }

        /**
         * Adds an untextured polygon (flags without 0x200), as shadow polygons are.
         *
         * @param polygonFlags the flags, 0 for a shadow polygon
         * @param points the point indices, one per corner
         * @return this builder
         * @throws IllegalArgumentException when {@code polygonFlags} has 0x200 or 0x4000, or
         *     {@code points} is empty
         */
        public Builder add(int polygonFlags, int... points) {
            return add(polygonFlags, points, 0, 0, 0, 0, new float[0]);
        }

        /** The number of polygons added so far. */
        public int count() {
            return count;
        }

        /** The block of the polygons added so far; the builder may go on adding. */
        public PiePolygons build() {
            return new PiePolygons(this);
        }
    }
}
