package io.meshport.io;

/**
 * Turns one format's extra into named bytes and back, so that a container format (IQM today, any
 * later one too) carries it without importing the format that owns it: PIE → IQM → PIE and
 * VIF → IQM → VIF lose nothing. Found through {@link java.util.ServiceLoader}: the module that owns
 * the extra lists its codec in {@code META-INF/services/io.meshport.io.ExtraCodec}. The same codec
 * serves the extra whether it is attached to the model or to a mesh; the container records which.
 *
 * @param <T> the extra's type
 */
public interface ExtraCodec<T> {
    /**
     * The payload's name, unique among codecs and stable across versions, prefixed with the owning
     * format's name, e.g. {@code "pie.levels"}.
     */
    String name();

    /** The extra's class: a value of it found on a model or a mesh is encoded by this codec. */
    Class<T> type();

    /** The bytes {@link #decode} turns back into an extra equal to {@code extra}; never null. */
    byte[] encode(T extra);

    /**
     * The extra {@code data} encodes, as {@link #encode} wrote it.
     *
     * @throws ModelFormatException when {@code data} is not what {@link #encode} writes, naming {@code source}
     */
    T decode(byte[] data, String source) throws ModelFormatException;
}
