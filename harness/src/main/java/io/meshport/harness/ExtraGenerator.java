package io.meshport.harness;

/**
 * Makes random values of one extra type, for formats that hold it (natively, or through an
 * {@link io.meshport.io.ExtraCodec}). A format module's tests hand the generator one per extra
 * type they own, so generated models carry that format's extras too.
 *
 * @param <T> the extra's type
 */
public interface ExtraGenerator<T> {
    /** The extra type this generator makes: the key it is attached to a model or mesh under. */
    Class<T> type();

    /** A value for a model ({@code mesh} null) or for a mesh with {@code vertexCount} vertices. */
    T generate(Source source, int size, MeshShape mesh);

    /** What an extra attached to a mesh may refer to. */
    record MeshShape(int vertexCount, int triangleCount) {
    }
}
