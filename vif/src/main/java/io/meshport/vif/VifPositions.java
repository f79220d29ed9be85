package io.meshport.vif;

import java.util.Arrays;

/**
 * Vertex positions: what a {@code p} record says from VIF 2.2 on, and a {@code v} record with its
 * {@code c}, {@code n} and {@code x} records before (each vertex its own position). Coordinates,
 * and where the file has them: a colour (r, g, b, a, 0..255 each; before 2.2 alpha is 255), a
 * normal as written (not normalised) and {@code texcoordSets} pairs of texture coordinates.
 */
public final class VifPositions {
    /** No positions, and so no colours, normals or texture coordinates. */
    public static final VifPositions EMPTY = new VifPositions(new float[0], new int[0], new float[0], 0, new float[0]);

    final float[] xyz;
    final int[] rgba;
    final float[] normals;
    final int texcoordSets;
    final float[] texcoords;

    /**
     * Positions from flat arrays, position after position; the arrays are copied.
     *
     * @param xyz x, y and z per position, as the file writes them
     * @param rgba four values per position, 0..255 each, or none
     * @param normals three per position, or none
     * @param texcoordSets the texture-coordinate sets per position ({@code x<k>} on the format
     *     line; 0 for none)
     * @param texcoords {@code 2 * texcoordSets} per position: position 0's sets in order, then position 1's...
     * @throws NullPointerException if an array is null
     * @throws IllegalArgumentException if an array's length does not fit the number of positions
     *     {@code xyz} gives, {@code texcoordSets} is negative, a colour value is outside 0..255, or a
     *     float is NaN or infinite
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

    /**
     * The number of positions: the header's {@code vertex positions:} (before 2.2, {@code vertices:}).
     *
     * @return the count, 0 or more
     */
    public int count() {
        return xyz.length / 3;
    }

    /**
     * Whether every position has a colour ({@code c} on the format line; before 2.1 {@code c} records).
     *
     * @return true if {@link #color} may be asked
     */
    public boolean hasColors() {
        return rgba.length > 0;
    }

    /**
     * Whether every position has a normal ({@code n} on the format line; before 2.1 {@code n} records).
     *
     * @return true if {@link #normal} may be asked
     */
    public boolean hasNormals() {
        return normals.length > 0;
    }

    /**
     * The texture-coordinate sets each position has: {@code k} of {@code x<k>} on the format line.
     * VDSlib itself uses only set 0.
     *
     * @return 0 or more; always 0 before 2.1
     */
    public int texcoordSets() {
        return texcoordSets;
    }

    /**
     * One coordinate of a position, as the file writes it.
     *
     * @param i the position, 0 first
     * @param axis 0 for x, 1 for y, 2 for z
     * @return the coordinate, always finite
     */
    public float coordinate(int i, int axis) {
        return xyz[3 * i + axis];
    }

    /**
     * One channel of a position's colour. Before 2.2 files have no alpha and it reads as 255.
     *
     * @param i the position, 0 first
     * @param channel 0 red, 1 green, 2 blue, 3 alpha
     * @return the value, 0..255
     * @throws ArrayIndexOutOfBoundsException if there are no colours or {@code i} is out of range
     */
    public int color(int i, int channel) {
        return rgba[4 * i + channel];
    }

    /**
     * One component of a position's normal, as written: not normalised. VDSlib normalises on read
     * and turns a zero normal into (1, 1, 1)/&radic;3.
     *
     * @param i the position, 0 first
     * @param axis 0 for x, 1 for y, 2 for z
     * @return the component, always finite
     * @throws ArrayIndexOutOfBoundsException if there are no normals or {@code i} is out of range
     */
    public float normal(int i, int axis) {
        return normals[3 * i + axis];
    }

    /**
     * One texture coordinate of a position ({@code x<set> u v} record).
     *
     * @param i the position, 0 first
     * @param set the texture-coordinate set, 0..{@code texcoordSets() - 1}
     * @param axis 0 for u, 1 for v
     * @return the coordinate, always finite
     */
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
