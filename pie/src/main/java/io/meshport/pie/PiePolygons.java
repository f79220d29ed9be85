package io.meshport.pie;

import java.util.Arrays;

/**
 * A POLYGONS or SHADOWPOLYGONS block: per polygon its flags (0x200 textured, 0x4000 texture
 * animation), its point indices, the texture-animation block when flagged (frames, rate, width,
 * height) and per-corner texture coordinates when textured. Values are as written: PIE 2
 * coordinates and animation sizes are still in 1/256 units here.
 */
public final class PiePolygons {
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

    public int count() {
        return flags.length;
    }

    public int flags(int p) {
        return flags[p];
    }

    public boolean textured(int p) {
        return (flags[p] & PieFlags.TEXTURED) != 0;
    }

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

    /** Texture coordinate {@code i} (0 u, 1 v) at corner {@code c}; 0 when the polygon is not textured. */
    public float uv(int p, int c, int i) {
        return uvs[2 * (start[p] + c) + i];
    }

    public int animFrames(int p) {
        return animFrames[p];
    }

    public int animRate(int p) {
        return animRate[p];
    }

    public float animWidth(int p) {
        return animSize[2 * p];
    }

    public float animHeight(int p) {
        return animSize[2 * p + 1];
    }

    /** Corners over all polygons. */
    public int cornerCount() {
        return corners.length;
    }

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

        /** Adds an untextured polygon (flags without 0x200), as shadow polygons are. */
        public Builder add(int polygonFlags, int... points) {
            return add(polygonFlags, points, 0, 0, 0, 0, new float[0]);
        }

        public int count() {
            return count;
        }

        public PiePolygons build() {
            return new PiePolygons(this);
        }
    }
}
