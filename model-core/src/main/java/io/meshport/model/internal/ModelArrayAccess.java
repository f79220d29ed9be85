package io.meshport.model.internal;

import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import java.lang.invoke.MethodHandles;

/**
 * The formats' way to a model's bulk arrays without a copy: a vertex array's packed bytes and a
 * mesh's triangles, for a writer that hands them on to a file document that is just as immutable
 * (an IQM file of one mesh holds exactly the model's arrays).
 *
 * <p>Why it exists: the model's public accessors copy, or give read-only views, so that it stays
 * immutable for users; a writer that copied every stream once more held a large model twice at
 * the peak of converting it. This package is exported only to the format modules, and
 * {@code io.meshport.model} alone implements this class, installing the one instance when
 * {@link VertexArray} is initialised. Arrays handed out here are never to be modified.
 */
public abstract class ModelArrayAccess {
    private static volatile ModelArrayAccess installed;

    /** For the one implementation, in {@code io.meshport.model}. */
    protected ModelArrayAccess() {
    }

    /**
     * Installs the implementation; {@link VertexArray}'s static initialiser calls it once.
     *
     * @param access the implementation
     * @throws IllegalStateException when one is installed already
     */
    public static void install(ModelArrayAccess access) {
        synchronized (ModelArrayAccess.class) {
            if (installed != null) {
                throw new IllegalStateException("the model array access is installed already");
            }
            installed = access;
        }
    }

    /**
     * The installed implementation, initialising {@link VertexArray} first if nothing has yet.
     *
     * @return the one instance
     */
    public static ModelArrayAccess get() {
        ModelArrayAccess access = installed;
        if (access == null) {
            try {
                MethodHandles.lookup().ensureInitialized(VertexArray.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            access = installed;
        }
        return access;
    }

    /**
     * The packed little-endian bytes of {@code array} themselves.
     *
     * @param array the vertex array
     * @return its array, not a copy; never to be modified
     */
    public abstract byte[] bytesUnsafe(VertexArray array);

    /**
     * The triangle indices of {@code mesh} themselves.
     *
     * @param mesh the mesh
     * @return its array, three indices per triangle, not a copy; never to be modified
     */
    public abstract int[] trianglesUnsafe(Mesh mesh);

    /**
     * Sets {@code builder}'s triangles to {@code indices} itself, each corner already known to name
     * one of {@code vertexCount} vertices (the reader checked them, or they are a checked mesh's
     * corners in another order): the mesh built with that many vertices does not check them again.
     *
     * @param builder the builder
     * @param indices three corners per triangle, each in {@code [0, vertexCount)}; never modified afterwards
     * @param vertexCount the count they were checked against
     * @return the builder
     */
    public abstract Mesh.Builder trianglesChecked(Mesh.Builder builder, int[] indices, int vertexCount);
}
