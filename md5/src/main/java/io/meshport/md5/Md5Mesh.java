package io.meshport.md5;

import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * One {@code mesh} block of an {@code .md5mesh} file: its name (from the {@code // meshes:}
 * comment exporters write, which the reference compiler reads), its shader, and its vertices,
 * triangles and weights in primitive arrays, indexed as the file indexes them.
 *
 * <p>A vertex has texture coordinates and a range of weights; a weight names a joint, a bias and
 * a position in that joint's space. The vertex's position is the sum over its weights of the
 * joint's bind pose applied to the weight's position, times the bias. Instances are immutable:
 * the constructor copies the arrays and the accessors return copies.
 */
public final class Md5Mesh {
    private final String name;
    private final String shader;
    private final double[] texcoords;
    private final int[] weightStart;
    private final int[] weightCount;
    private final int[] triangles;
    private final int[] weightJoint;
    private final double[] weightBias;
    private final double[] weightPosition;

    /**
     * A mesh block.
     *
     * @param name the mesh's name, or "" when the block has no {@code // meshes:} comment; it does not
     *     end with a blank
     * @param shader the shader's name, or null when the block has no {@code shader} line
     * @param texcoords u and v of each vertex
     * @param weightStart the first weight of each vertex
     * @param weightCount the number of weights of each vertex
     * @param triangles three vertex indexes per triangle
     * @param weightJoint the joint of each weight
     * @param weightBias the bias of each weight
     * @param weightPosition x, y, z of each weight, in its joint's space
     * @throws NullPointerException when an array or the name is null
     * @throws IllegalArgumentException when the arrays' lengths disagree, a vertex's weights lie outside
     *     the weights, a triangle's index outside the vertices, a joint index is negative, or a name
     *     cannot be written
     */
    public Md5Mesh(String name, String shader, double[] texcoords, int[] weightStart, int[] weightCount,
            int[] triangles, int[] weightJoint, double[] weightBias, double[] weightPosition) {
        this.name = Objects.requireNonNull(name, "name");
        Md5Names.check(name, "mesh name");
        if (!name.isEmpty() && " \t\n\u000B\f\r".indexOf(name.charAt(name.length() - 1)) >= 0) {
            // the // meshes: comment that holds it is read without blanks at its end
            throw new IllegalArgumentException("mesh name '" + name + "' ends with a blank, which MD5's // meshes:"
                    + " comment does not keep");
        }
        if (shader != null) {
            Md5Names.check(shader, "shader");
        }
        this.shader = shader;
        this.texcoords = texcoords.clone();
        this.weightStart = weightStart.clone();
        this.weightCount = weightCount.clone();
        this.triangles = triangles.clone();
        this.weightJoint = weightJoint.clone();
        this.weightBias = weightBias.clone();
        this.weightPosition = weightPosition.clone();
        int vertices = this.weightStart.length;
        int weights = this.weightJoint.length;
        if (this.texcoords.length != 2 * vertices || this.weightCount.length != vertices) {
            throw new IllegalArgumentException("mesh " + name + ": " + vertices + " vertices need " + 2 * vertices
                    + " texture coordinates and " + vertices + " weight counts, not " + this.texcoords.length + " and "
                    + this.weightCount.length);
        }
        if (this.weightBias.length != weights || this.weightPosition.length != 3 * weights) {
            throw new IllegalArgumentException("mesh " + name + ": " + weights + " weights need as many biases and "
                    + 3 * weights + " position values, not " + this.weightBias.length + " and "
                    + this.weightPosition.length);
        }
        if (this.triangles.length % 3 != 0) {
            throw new IllegalArgumentException("mesh " + name + ": " + this.triangles.length
                    + " triangle indexes are not three per triangle");
        }
        for (int v = 0; v < vertices; v++) {
            if (this.weightStart[v] < 0 || this.weightCount[v] < 0
                    || (long) this.weightStart[v] + this.weightCount[v] > weights) {
                throw new IllegalArgumentException("mesh " + name + ": vertex " + v + "'s weights "
                        + this.weightStart[v] + " (" + this.weightCount[v] + " of them) are not among its " + weights);
            }
        }
        for (int i = 0; i < this.triangles.length; i++) {
            if (this.triangles[i] < 0 || this.triangles[i] >= vertices) {
                throw new IllegalArgumentException("mesh " + name + ": triangle " + i / 3 + " names vertex "
                        + this.triangles[i] + " of " + vertices);
            }
        }
        for (int w = 0; w < weights; w++) {
            if (this.weightJoint[w] < 0) {
                throw new IllegalArgumentException("mesh " + name + ": weight " + w + " names joint "
                        + this.weightJoint[w]);
            }
        }
    }

    /** The mesh's name (the {@code // meshes:} comment), or "" when the block has none. */
    public String name() {
        return name;
    }

    /** The shader's name, if the block has a {@code shader} line. */
    public Optional<String> shader() {
        return Optional.ofNullable(shader);
    }

    /** How many vertices the mesh has. */
    public int vertexCount() {
        return weightStart.length;
    }

    /** How many triangles it has. */
    public int triangleCount() {
        return triangles.length / 3;
    }

    /** How many weights it has. */
    public int weightCount() {
        return weightJoint.length;
    }

    /** u and v of each vertex (a copy). */
    public double[] texcoords() {
        return texcoords.clone();
    }

    /** The first weight of each vertex (a copy). */
    public int[] weightStarts() {
        return weightStart.clone();
    }

    /** The number of weights of each vertex (a copy). */
    public int[] weightCounts() {
        return weightCount.clone();
    }

    /** Three vertex indexes per triangle (a copy). */
    public int[] triangles() {
        return triangles.clone();
    }

    /** The joint of each weight (a copy). */
    public int[] weightJoints() {
        return weightJoint.clone();
    }

    /** The bias of each weight (a copy). */
    public double[] weightBiases() {
        return weightBias.clone();
    }

    /** x, y, z of each weight in its joint's space (a copy). */
    public double[] weightPositions() {
        return weightPosition.clone();
    }

    /** The largest joint index a weight names, or -1 without weights. */
    public int largestJoint() {
        int max = -1;
        for (int j : weightJoint) {
            max = Math.max(max, j);
        }
        return max;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Md5Mesh m && name.equals(m.name) && Objects.equals(shader, m.shader)
                && Arrays.equals(texcoords, m.texcoords) && Arrays.equals(weightStart, m.weightStart)
                && Arrays.equals(weightCount, m.weightCount) && Arrays.equals(triangles, m.triangles)
                && Arrays.equals(weightJoint, m.weightJoint) && Arrays.equals(weightBias, m.weightBias)
                && Arrays.equals(weightPosition, m.weightPosition);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, shader, Arrays.hashCode(texcoords), Arrays.hashCode(triangles),
                Arrays.hashCode(weightPosition));
    }

    @Override
    public String toString() {
        return "Md5Mesh[" + name + ", " + vertexCount() + " vertices, " + triangleCount() + " triangles, "
                + weightCount() + " weights]";
    }
}
