package io.meshport.model;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A mesh: name, material, its own vertex streams (all of one length) and its triangles as
 * mesh-local vertex indices, three per triangle. Immutable, validated when built.
 */
public final class Mesh {
    private final String name;
    private final String material;
    private final List<VertexArray> arrays;
    private final int vertexCount;
    private final int[] triangles;

    private Mesh(String name, String material, List<VertexArray> arrays, int vertexCount, int[] triangles) {
        this.name = name;
        this.material = material;
        this.arrays = arrays;
        this.vertexCount = vertexCount;
        this.triangles = triangles;
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    public String name() {
        return name;
    }

    public String material() {
        return material;
    }

    /** The vertex streams, in the order the source had them. */
    public List<VertexArray> arrays() {
        return arrays;
    }

    /** The first stream of {@code kind}, if any. */
    public Optional<VertexArray> array(AttributeKind kind) {
        for (VertexArray a : arrays) {
            if (a.kind() == kind) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** The stream named {@code name} ({@code position}, or a custom name), if any. */
    public Optional<VertexArray> array(String attributeName) {
        for (VertexArray a : arrays) {
            if (a.descriptor().attributeName().equals(attributeName)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    public int vertexCount() {
        return vertexCount;
    }

    public int triangleCount() {
        return triangles.length / 3;
    }

    /** Vertex index of {@code corner} (0-2) of triangle {@code t}. */
    public int corner(int t, int corner) {
        if (corner < 0 || corner > 2) {
            throw new IndexOutOfBoundsException("corner " + corner);
        }
        return triangles[t * 3 + corner];
    }

    /** A read-only view of the triangle indices, three per triangle. */
    public IntBuffer triangles() {
        return IntBuffer.wrap(triangles).asReadOnlyBuffer();
    }

    /** A copy of the triangle indices. */
    public int[] triangleIndices() {
        return triangles.clone();
    }

    /** A builder holding this mesh's contents, to derive a changed copy. */
    public Builder toBuilder() {
        Builder b = new Builder(name).material(material).vertexCount(vertexCount).triangles(triangles);
        arrays.forEach(b::addArray);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mesh m && name.equals(m.name) && material.equals(m.material)
                && vertexCount == m.vertexCount && arrays.equals(m.arrays) && Arrays.equals(triangles, m.triangles);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, material, vertexCount, arrays) * 31 + Arrays.hashCode(triangles);
    }

    @Override
    public String toString() {
        return "Mesh[" + name + ", material " + material + ", " + vertexCount + " vertices, " + triangleCount()
                + " triangles, " + arrays + "]";
    }

    /** Builds a {@link Mesh}; {@link #build()} checks lengths and indices. */
    public static final class Builder {
        private String name;
        private String material = "";
        private final List<VertexArray> arrays = new ArrayList<>();
        private int vertexCount = -1;
        private int[] triangles = new int[0];

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        public Builder name(String newName) {
            this.name = Objects.requireNonNull(newName, "name");
            return this;
        }

        public Builder material(String newMaterial) {
            this.material = Objects.requireNonNull(newMaterial, "material");
            return this;
        }

        public Builder addArray(VertexArray array) {
            arrays.add(Objects.requireNonNull(array, "array"));
            return this;
        }

        /** Replaces the first stream of the same kind and name, or adds it. */
        public Builder putArray(VertexArray array) {
            for (int i = 0; i < arrays.size(); i++) {
                if (arrays.get(i).descriptor().attributeName().equals(array.descriptor().attributeName())) {
                    arrays.set(i, array);
                    return this;
                }
            }
            return addArray(array);
        }

        public Builder removeArrays(AttributeKind kind) {
            arrays.removeIf(a -> a.kind() == kind);
            return this;
        }

        /** The vertex count; needed only for a mesh without streams (otherwise the streams say it). */
        public Builder vertexCount(int count) {
            this.vertexCount = count;
            return this;
        }

        /** Triangle indices, three per triangle (copied). */
        public Builder triangles(int[] indices) {
            this.triangles = indices.clone();
            return this;
        }

        public Mesh build() {
            int count = vertexCount;
            for (VertexArray a : arrays) {
                if (count < 0) {
                    count = a.vertexCount();
                } else if (a.vertexCount() != count) {
                    throw new IllegalArgumentException("mesh " + name + ": " + a.descriptor().attributeName()
                            + " has " + a.vertexCount() + " vertices, expected " + count);
                }
            }
            if (count < 0) {
                count = 0;
            }
            for (int i = 0; i < arrays.size(); i++) {
                for (int j = 0; j < i; j++) {
                    if (arrays.get(i).descriptor().attributeName().equals(arrays.get(j).descriptor().attributeName())) {
                        throw new IllegalArgumentException("mesh " + name + ": two " + arrays.get(i).descriptor()
                                .attributeName() + " streams");
                    }
                }
            }
            if (triangles.length % 3 != 0) {
                throw new IllegalArgumentException("mesh " + name + ": " + triangles.length
                        + " triangle indices is not a multiple of 3");
            }
            for (int i = 0; i < triangles.length; i++) {
                if (triangles[i] < 0 || triangles[i] >= count) {
                    throw new IllegalArgumentException("mesh " + name + ": triangle " + i / 3 + " uses vertex "
                            + triangles[i] + " of " + count);
                }
            }
            return new Mesh(name, material, List.copyOf(arrays), count, triangles);
        }
    }
}
