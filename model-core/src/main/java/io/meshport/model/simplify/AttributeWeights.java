package io.meshport.model.simplify;

/**
 * How much a mesh's attributes count in the simplifier's error beside its shape: each weight
 * multiplies the attribute's values (texture coordinates of set 0 in texture units, normals of
 * unit length, colours from 0 to 1), whose distance from what the triangles around a vertex
 * interpolate then adds to the squared distance of its position (in units of the mesh's extent).
 * 0 leaves an attribute out; {@link #NONE} simplifies by shape alone (meshoptimizer's
 * {@code simplify}), others as its {@code simplifyWithAttributes} with these weights.
 *
 * <p>And how the attribute splits are held: by default a point with more than two copies (a
 * corner of a flat-shaded mesh, where every face has its own normals, or of several UV islands)
 * never moves, as meshoptimizer holds it by default, so a flat-shaded mesh hardly simplifies.
 * {@link #permissive() Permissive} (meshoptimizer's {@code Permissive} option) lets such a point,
 * and a seam's, move onto a neighbour with all its copies at once, each copy onto the copy of the
 * neighbour across the same split; points on the mesh's border stay held.
 * <pre>{@code
 * Simplifier.simplify(flatShaded, target, Double.MAX_VALUE, AttributeWeights.NONE.withPermissive(true));
 * }</pre>
 *
 * @param texcoord the weight of texture coordinate set 0
 * @param normal the weight of the normals
 * @param color the weight of colour set 0
 * @param permissive whether points of more than two copies, and seams, inside the surface may
 *     move, all their copies together
 */
public record AttributeWeights(double texcoord, double normal, double color, boolean permissive) {
    /** Shape alone: no attribute counts. */
    public static final AttributeWeights NONE = new AttributeWeights(0, 0, 0, false);

    /**
     * Checks the weights.
     *
     * @throws IllegalArgumentException when a weight is negative, infinite or NaN
     */
    public AttributeWeights {
        if (!(texcoord >= 0 && normal >= 0 && color >= 0) || Double.isInfinite(texcoord + normal + color)) {
            throw new IllegalArgumentException("attribute weights are 0 or more, not " + texcoord + ", " + normal
                    + ", " + color);
        }
    }

    /**
     * Weights with attribute splits held as meshoptimizer holds them by default (not permissive).
     *
     * @param texcoord the weight of texture coordinate set 0
     * @param normal the weight of the normals
     * @param color the weight of colour set 0
     * @throws IllegalArgumentException when a weight is negative, infinite or NaN
     */
    public AttributeWeights(double texcoord, double normal, double color) {
        this(texcoord, normal, color, false);
    }

    /**
     * These weights, permissive or not.
     *
     * @param on whether points of more than two copies may move with all their copies
     * @return the weights with {@code permissive} set to {@code on}
     */
    public AttributeWeights withPermissive(boolean on) {
        return new AttributeWeights(texcoord, normal, color, on);
    }

    /** Whether no attribute counts (whether permissive or not). */
    public boolean none() {
        return texcoord == 0 && normal == 0 && color == 0;
    }
}
