package io.meshport.vif;

import java.util.Arrays;

/**
 * Vertex positions: what a {@code p} record says from VIF 2.2 on, and a {@code v} record with its
 * {@code c}, {@code n} and {@code x} records before (each vertex its own position). Coordinates,
 * and where the file has them: a colour (r, g, b, a, 0..255 each; before 2.2 alpha is 255), a
 * normal as written (not normalised) and {@code texcoordSets} pairs of texture coordinates.
 */
public final class VifPositions {
    public static final VifPositions EMPTY = new VifPositions(new float[0], new int[0], new float[0], 0, new float[0]);

    final float[] xyz;
    final int[] rgba;
    final float[] normals;
    final int texcoordSets;
    final float[] texcoords;

    /**
     * @param rgba four values per position, or none
     * @param normals three per position, or none
     * @param texcoords {@code 2 * texcoordSets} per position: position 0's sets in order, then position 1's...
     */
    public VifPositions(float[] xyz, int[] rgba, float[] normals, int texcoordSets, float[] texcoords) {
        this(xyz.clone(), rgba.clone(), normals.clone(), texcoordSets, texcoords.clone(), true);
    }

    /** Takes the arrays as they are: the reader's and the exporter's, which no one else holds. */
    VifPositions(float[] xyz, int[] rgba, float[] normals, int texcoordSets, float[] texcoords, boolean owned) {
        if (xyz.length % 3 != 0) {
            throw new IllegalArgumentException("positions hold three coordinates each");
        }
        int count = xyz.length / 3;
        if (rgba.length != 0 && rgba.length != 4L * count) {
            throw new IllegalArgumentException("colours: " + rgba.length + " values for " + count + " positions");
        }
        if (normals.length != 0 && normals.length != 3L * count) {
            throw new IllegalArgumentException("normals: " + normals.length + " values for " + count + " positions");
        }
        if (texcoordSets < 0 || texcoords.length != 2L * texcoordSets * count) {
            throw new IllegalArgumentException("texture coordinates: " + texcoords.length + " values for " + count
                    + " positions of " + texcoordSets + " sets");
        }
        for (int v : rgba) {
            if (v < 0 || v > 255) {
                throw new IllegalArgumentException("colour value " + v + " outside 0..255");
            }
        }
        requireFinite(xyz, "coordinate");
        requireFinite(normals, "normal");
        requireFinite(texcoords, "texture coordinate");
        this.xyz = xyz;
        this.rgba = rgba;
        this.normals = normals;
        this.texcoordSets = texcoordSets;
        this.texcoords = texcoords;
    }

    private static void requireFinite(float[] values, String what) {
        for (float f : values) {
            if (!Float.isFinite(f)) {
                throw new IllegalArgumentException(what + " " + f + ": VIF numbers are finite");
            }
        }
    }

    public int count() {
        return xyz.length / 3;
    }

    public boolean hasColors() {
        return rgba.length > 0;
    }

    public boolean hasNormals() {
        return normals.length > 0;
    }

    public int texcoordSets() {
        return texcoordSets;
    }

    /** Coordinate {@code axis} (0 x, 1 y, 2 z) of position {@code i}. */
    public float coordinate(int i, int axis) {
        return xyz[3 * i + axis];
    }

    /** Channel {@code channel} (0 r .. 3 a) of position {@code i}'s colour. */
    public int color(int i, int channel) {
        return rgba[4 * i + channel];
    }

    public float normal(int i, int axis) {
        return normals[3 * i + axis];
    }

    /** Component {@code axis} (0 u, 1 v) of position {@code i}'s texture coordinates of set {@code set}. */
    public float texcoord(int i, int set, int axis) {
        return texcoords[2 * (i * texcoordSets + set) + axis];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifPositions p && texcoordSets == p.texcoordSets && Arrays.equals(xyz, p.xyz)
                && Arrays.equals(rgba, p.rgba) && Arrays.equals(normals, p.normals)
                && Arrays.equals(texcoords, p.texcoords);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(xyz) + Arrays.hashCode(rgba) + 7 * Arrays.hashCode(normals) + texcoordSets;
    }

    @Override
    public String toString() {
        return "VifPositions[" + count() + (hasColors() ? ", colours" : "") + (hasNormals() ? ", normals" : "")
                + (texcoordSets > 0 ? ", " + texcoordSets + " texture sets" : "") + "]";
    }
}
