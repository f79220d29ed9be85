package io.meshport.smd;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An SMD file's {@code triangles} block in primitive arrays: each triangle's material and its three
 * vertex lines in file order. A vertex line has its parent bone, position, normal, u and v, and, in
 * Source's form, a list of links (a bone and a weight each); GoldSrc's form has no link list
 * ({@link #GOLDSRC}), and a Source line may have an empty one.
 *
 * <p>Immutable: the constructor copies the arrays and the accessors return copies.
 */
public final class SmdTriangles {
    /** The link count of a vertex line in GoldSrc's form: nine numbers, no link list at all. */
    public static final int GOLDSRC = -1;
    /** The numbers of a vertex line after its parent: x, y, z, nx, ny, nz, u, v. */
    public static final int VALUES = 8;

    private final List<String> materials;
    private final int[] material;
    private final int[] parent;
    private final double[] values;
    private final int[] linkCount;
    private final int[] linkBone;
    private final double[] linkWeight;

    /**
     * A triangles block.
     *
     * @param materials the distinct materials, in the order they first come
     * @param material per triangle, the index of its material in {@code materials}
     * @param parent per vertex line (three a triangle), its parent bone
     * @param values per vertex line, {@link #VALUES} numbers: position, normal, u and v as written
     * @param linkCount per vertex line, its number of links, or {@link #GOLDSRC}
     * @param linkBone per link, in vertex order, its bone
     * @param linkWeight per link, its weight
     * @throws IllegalArgumentException when the lengths disagree, an index is out of range, a bone
     *     index is negative or a material cannot be written
     */
    public SmdTriangles(List<String> materials, int[] material, int[] parent, double[] values, int[] linkCount,
            int[] linkBone, double[] linkWeight) {
        this.materials = List.copyOf(materials);
        for (String m : this.materials) {
            SmdNames.checkMaterial(Objects.requireNonNull(m, "material"));
        }
        this.material = material.clone();
        this.parent = parent.clone();
        this.values = values.clone();
        this.linkCount = linkCount.clone();
        this.linkBone = linkBone.clone();
        this.linkWeight = linkWeight.clone();
        int triangles = this.material.length;
        long vertices = 3L * triangles;
        if (this.parent.length != vertices || this.values.length != VALUES * vertices
                || this.linkCount.length != vertices) {
            throw new IllegalArgumentException(triangles + " triangles need " + vertices + " parents and link counts and "
                    + VALUES * vertices + " values, not " + this.parent.length + ", " + this.linkCount.length + " and "
                    + this.values.length);
        }
        for (int t = 0; t < triangles; t++) {
            if (this.material[t] < 0 || this.material[t] >= this.materials.size()) {
                throw new IllegalArgumentException("triangle " + t + " names material " + this.material[t] + " of "
                        + this.materials.size());
            }
        }
        long links = 0;
        for (int v = 0; v < vertices; v++) {
            if (this.linkCount[v] < GOLDSRC) {
                throw new IllegalArgumentException("vertex " + v + " has " + this.linkCount[v] + " links");
            }
            if (this.parent[v] < 0) {
                throw new IllegalArgumentException("vertex " + v + "'s parent bone " + this.parent[v] + " is negative");
            }
            links += Math.max(0, this.linkCount[v]);
        }
        if (this.linkBone.length != links || this.linkWeight.length != links) {
            throw new IllegalArgumentException("the vertices have " + links + " links, not " + this.linkBone.length
                    + " bones and " + this.linkWeight.length + " weights");
        }
        for (int b : this.linkBone) {
            if (b < 0) {
                throw new IllegalArgumentException("a link names bone " + b);
            }
        }
    }

    /** An empty block: {@code triangles} and {@code end} with nothing between. */
    public static SmdTriangles empty() {
        return new SmdTriangles(List.of(), new int[0], new int[0], new double[0], new int[0], new int[0], new double[0]);
    }

    /** How many triangles the block has. */
    public int triangleCount() {
        return material.length;
    }

    /** How many vertex lines: three a triangle. */
    public int vertexCount() {
        return parent.length;
    }

    /** The distinct materials, in the order they first come. */
    public List<String> materials() {
        return materials;
    }

    /** Per triangle, the index of its material in {@link #materials()} (a copy). */
    public int[] materialIndexes() {
        return material.clone();
    }

    /** Per vertex line, its parent bone (a copy). */
    public int[] parents() {
        return parent.clone();
    }

    /** Per vertex line, x, y, z, nx, ny, nz, u, v as written (a copy). */
    public double[] values() {
        return values.clone();
    }

    /** Per vertex line, its number of links, or {@link #GOLDSRC} (a copy). */
    public int[] linkCounts() {
        return linkCount.clone();
    }

    /** Per link, its bone (a copy). */
    public int[] linkBones() {
        return linkBone.clone();
    }

    /** Per link, its weight (a copy). */
    public double[] linkWeights() {
        return linkWeight.clone();
    }

    /** The largest bone index a vertex line names, as its parent or in a link, or -1 without vertices. */
    public int largestBone() {
        int max = -1;
        for (int b : parent) {
            max = Math.max(max, b);
        }
        for (int b : linkBone) {
            max = Math.max(max, b);
        }
        return max;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SmdTriangles t && materials.equals(t.materials) && Arrays.equals(material, t.material)
                && Arrays.equals(parent, t.parent) && Arrays.equals(values, t.values)
                && Arrays.equals(linkCount, t.linkCount) && Arrays.equals(linkBone, t.linkBone)
                && Arrays.equals(linkWeight, t.linkWeight);
    }

    @Override
    public int hashCode() {
        return Objects.hash(materials, Arrays.hashCode(material), Arrays.hashCode(values), Arrays.hashCode(linkWeight));
    }

    @Override
    public String toString() {
        return "SmdTriangles[" + triangleCount() + " triangles, " + materials.size() + " materials]";
    }
}
