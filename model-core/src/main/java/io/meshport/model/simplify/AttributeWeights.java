package io.meshport.model.simplify;

/**
 * How much a mesh's attributes count in the simplifier's error beside its shape: each weight
 * multiplies the attribute's values (texture coordinates of set 0 in texture units, normals of
 * unit length, colours from 0 to 1), whose distance from what the triangles around a vertex
 * interpolate then adds to the squared distance of its position (in units of the mesh's extent).
 * 0 leaves an attribute out; {@link #NONE} simplifies by shape alone (meshoptimizer's
 * {@code simplify}), others as its {@code simplifyWithAttributes} with these weights.
 *
 * @param texcoord the weight of texture coordinate set 0
 * @param normal the weight of the normals
 * @param color the weight of colour set 0
 */
public record AttributeWeights(double texcoord, double normal, double color) {
    /** Shape alone: no attribute counts. */
    public static final AttributeWeights NONE = new AttributeWeights(0, 0, 0);

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

    /** Whether no attribute counts. */
    public boolean none() {
        return texcoord == 0 && normal == 0 && color == 0;
    }
}
