package io.meshport.model;

import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A mesh: name, material, its own vertex streams (all of one length), its triangles as mesh-local
 * vertex indices (three per triangle), per-triangle streams, and the extras that belong to this
 * mesh (PIE connectors, VIF's hierarchy...). Immutable, validated when built.
 *
 * <p>A <em>triangle stream</em> holds one value of up to four components per triangle (VIF patch
 * IDs, PIE polygon flags). It is stored like a vertex stream: a {@link VertexArray} of custom kind
 * whose element count is the triangle count.
 */
public final class Mesh {
    private final String name;
    private final String material;
    private final List<VertexArray> arrays;
    private final int vertexCount;
    private final int[] triangles;
    private final List<VertexArray> triangleStreams;
    private final Map<Class<?>, Object> extras;

    private Mesh(Builder b, int vertexCount) {
        this.name = b.name;
        this.material = b.material;
        this.arrays = List.copyOf(b.arrays);
        this.vertexCount = vertexCount;
        this.triangles = b.triangles;
        this.triangleStreams = List.copyOf(b.triangleStreams);
        // insertion order kept: writers and loss reports go through the extras in the order they came
        this.extras = Collections.unmodifiableMap(new LinkedHashMap<>(b.extras));
    }

    /**
     * A builder of a mesh called {@code name}, with no material (empty), no streams and no triangles.
     *
     * @throws NullPointerException when {@code name} is null
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** The mesh's name; never null, possibly empty. */
    public String name() {
        return name;
    }

    /** The material's name; empty when the mesh has none, never null. */
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

    /** Set {@code set} of {@code kind} (texcoord 1, colour 2...), if any. */
    public Optional<VertexArray> array(AttributeKind kind, int set) {
        for (VertexArray a : arrays) {
            if (a.kind() == kind && a.descriptor().set() == set) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** The stream named {@code name} ({@code position}, {@code texcoord1}, or a custom name), if any. */
    public Optional<VertexArray> array(String attributeName) {
        for (VertexArray a : arrays) {
            if (a.descriptor().attributeName().equals(attributeName)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /**
     * How many vertices every vertex stream has (the count set on the builder for a mesh without streams).
     */
    public int vertexCount() {
        return vertexCount;
    }

    /** How many triangles the mesh has. */
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

    /** The triangle indices themselves, for the formats ({@link ModelStageAccess}); never to be modified. */
    int[] trianglesUnsafe() {
        return triangles;
    }

    /** The per-triangle streams (custom kind, one element per triangle), in the order the source had them. */
    public List<VertexArray> triangleStreams() {
        return triangleStreams;
    }

    /** The triangle stream called {@code streamName}, if any. */
    public Optional<VertexArray> triangleStream(String streamName) {
        for (VertexArray a : triangleStreams) {
            if (a.descriptor().attributeName().equals(streamName)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** The extra of type {@code type} attached to this mesh, if present. */
    public <T> Optional<T> extra(Class<T> type) {
        return Optional.ofNullable(type.cast(extras.get(type)));
    }

    /** The extras attached to this mesh, by type. */
    public Map<Class<?>, Object> extras() {
        return extras;
    }

    /** A builder holding this mesh's contents, to derive a changed copy. */
    public Builder toBuilder() {
        Builder b = new Builder(name).material(material).vertexCount(vertexCount);
        b.triangles = triangles; // never modified: build() keeps it or a new array replaces it
        b.checkedTriangles = triangles; // and every corner names one of vertexCount vertices
        b.checkedBelow = vertexCount;
        arrays.forEach(b::addArray);
        triangleStreams.forEach(b::addTriangleStream);
        b.extras.putAll(extras);
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Mesh m && name.equals(m.name) && material.equals(m.material)
                && vertexCount == m.vertexCount && arrays.equals(m.arrays) && Arrays.equals(triangles, m.triangles)
                && triangleStreams.equals(m.triangleStreams) && extras.equals(m.extras);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, material, vertexCount, arrays, triangleStreams, extras) * 31
                + Arrays.hashCode(triangles);
    }

    @Override
    public String toString() {
        return "Mesh[" + name + ", material " + material + ", " + vertexCount + " vertices, " + triangleCount()
                + " triangles, " + arrays + (triangleStreams.isEmpty() ? "" : ", per triangle " + triangleStreams)
                + (extras.isEmpty() ? "" : ", extras " + extras.keySet()) + "]";
    }

    /** Builds a {@link Mesh}; {@link #build()} checks lengths and indices. */
    public static final class Builder {
        private String name;
        private String material = "";
        private final List<VertexArray> arrays = new ArrayList<>();
        private int vertexCount = -1;
        private int[] triangles = new int[0];
        private final List<VertexArray> triangleStreams = new ArrayList<>();
        private final Map<Class<?>, Object> extras = new LinkedHashMap<>();

        /**
         * Triangles whose corners are known to name vertices below {@link #checkedBelow} (a
         * mesh's own, or set by a format through {@link ModelStageAccess}): while they are the
         * triangles and the count is that, {@link #build} does not walk their millions of corners
         * again. Any other array set is checked.
         */
        private int[] checkedTriangles;
        private int checkedBelow = -1;

        private Builder(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        /** {@link #trianglesOwned}, each corner already known to be below {@code vertexCount}. */
        Builder trianglesChecked(int[] indices, int vertexCount) {
            trianglesOwned(indices);
            checkedTriangles = indices;
            checkedBelow = vertexCount;
            return this;
        }

        /**
         * Renames the mesh.
         *
         * @throws NullPointerException when {@code newName} is null
         */
        public Builder name(String newName) {
            this.name = Objects.requireNonNull(newName, "name");
            return this;
        }

        /**
         * Sets the material's name; empty for none.
         *
         * @throws NullPointerException when {@code newMaterial} is null (empty is "no material")
         */
        public Builder material(String newMaterial) {
            this.material = Objects.requireNonNull(newMaterial, "material");
            return this;
        }

        /**
         * Adds a vertex stream after those already added; {@link #build()} refuses two of the same kind, set
         * and name (use {@link #putArray} to replace one).
         *
         * @throws NullPointerException when {@code array} is null
         */
        public Builder addArray(VertexArray array) {
            arrays.add(Objects.requireNonNull(array, "array"));
            return this;
        }

        /** Replaces the stream of the same kind, set and name, or adds it. */
        public Builder putArray(VertexArray array) {
            for (int i = 0; i < arrays.size(); i++) {
                if (arrays.get(i).descriptor().sameStream(array.descriptor())) {
                    arrays.set(i, array);
                    return this;
                }
            }
            return addArray(array);
        }

        /** Removes every vertex stream. */
        public Builder clearArrays() {
            arrays.clear();
            return this;
        }

        /** Removes every vertex stream of {@code kind}, all its sets included. */
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

        /**
         * The triangles {@code indices} itself, without copying it: for a reader that made the
         * array and hands it over. The caller must never change it afterwards.
         */
        public Builder trianglesOwned(int[] indices) {
            this.triangles = java.util.Objects.requireNonNull(indices, "indices");
            return this;
        }

        /** Adds a per-triangle stream: custom kind, one element per triangle. */
        public Builder addTriangleStream(VertexArray stream) {
            triangleStreams.add(Objects.requireNonNull(stream, "stream"));
            return this;
        }

        /** Replaces the triangle stream of the same name, or adds it. */
        public Builder putTriangleStream(VertexArray stream) {
            triangleStreams.removeIf(a -> a.descriptor().sameStream(stream.descriptor()));
            return addTriangleStream(stream);
        }

        /** Removes every per-triangle stream. */
        public Builder clearTriangleStreams() {
            triangleStreams.clear();
            return this;
        }

        /** Sets (or replaces) the extra of {@code type} attached to this mesh. */
        public <T> Builder extra(Class<T> type, T value) {
            extras.put(Objects.requireNonNull(type, "type"), type.cast(Objects.requireNonNull(value, "value")));
            return this;
        }

        /** Sets every extra {@code other} has (its extras as they are, not renumbered). */
        public Builder extrasOf(Mesh other) {
            extras.putAll(other.extras());
            return this;
        }

        /** Removes the extra of {@code type}. */
        public Builder removeExtra(Class<?> type) {
            extras.remove(type);
            return this;
        }

        /** The extras set so far, by type (a view an edit can walk). */
        public Map<Class<?>, Object> extras() {
            return Collections.unmodifiableMap(extras);
        }

        /**
         * The mesh, after checking it: every stream has the same vertex count, no two streams are the same
         * stream, indices come in threes and address existing vertices, and every triangle stream is of
         * custom kind with one value per triangle.
         *
         * @throws IllegalArgumentException naming the first violation
         */
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
            requireDistinct(arrays, "");
            requireDistinct(triangleStreams, "per-triangle ");
            if (triangles.length % 3 != 0) {
                throw new IllegalArgumentException("mesh " + name + ": " + triangles.length
                        + " triangle indices is not a multiple of 3");
            }
            // one pass without a branch first (vectorized: a large mesh's millions of corners), which
            // has the sign bit when any corner is negative or past the last vertex; the search for the
            // first such corner, for the message, only then
            int outside = 0;
            if (triangles != checkedTriangles || count != checkedBelow) {
                for (int corner : triangles) {
                    outside |= corner | count - 1 - corner;
                }
            }
            for (int i = 0; outside < 0 && i < triangles.length; i++) {
                if (triangles[i] < 0 || triangles[i] >= count) {
                    throw new IllegalArgumentException("mesh " + name + ": triangle " + i / 3 + " uses vertex "
                            + triangles[i] + " of " + count);
                }
            }
            int triangleCount = triangles.length / 3;
            for (VertexArray s : triangleStreams) {
                if (s.kind() != AttributeKind.CUSTOM) {
                    throw new IllegalArgumentException("mesh " + name + ": per-triangle stream "
                            + s.descriptor().attributeName() + " must be of custom kind");
                }
                if (s.vertexCount() != triangleCount) {
                    throw new IllegalArgumentException("mesh " + name + ": per-triangle stream "
                            + s.descriptor().attributeName() + " has " + s.vertexCount() + " values for "
                            + triangleCount + " triangles");
                }
            }
            return new Mesh(this, count);
        }

        private void requireDistinct(List<VertexArray> streams, String what) {
            for (int i = 0; i < streams.size(); i++) {
                for (int j = 0; j < i; j++) {
                    if (streams.get(i).descriptor().sameStream(streams.get(j).descriptor())) {
                        throw new IllegalArgumentException("mesh " + name + ": two " + what
                                + streams.get(i).descriptor().attributeName() + " streams");
                    }
                }
            }
        }
    }
}
