package io.meshport.iqm;

import io.meshport.io.ModelFormatException;

/**
 * The hook by which a model extra of another format rides in a named IQM extension: found
 * through {@link java.util.ServiceLoader} ({@code META-INF/services/io.meshport.iqm.IqmExtraCodec}).
 * Writing a model that holds an extra of {@link #extraType()} adds an extension named
 * {@link #extensionName()} with {@link #encode}'s bytes; reading an extension of that name puts
 * {@link #decode}'s result back into the model, instead of keeping the raw extension.
 */
public interface IqmExtraCodec<T> {
    /** The extension's name in the text block; unique per codec, e.g. {@code "meshport.pie.levels"}. */
    String extensionName();

    Class<T> extraType();

    byte[] encode(T extra);

    /** @throws ModelFormatException when the payload is not what {@link #encode} writes */
    T decode(byte[] data, String source) throws ModelFormatException;
}
