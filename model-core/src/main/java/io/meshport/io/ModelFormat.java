package io.meshport.io;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A model format, found through {@link java.util.ServiceLoader}: every format module lists its
 * implementation in {@code META-INF/services/io.meshport.io.ModelFormat}. A format declares what it
 * can hold ({@link #capabilities()}): the loss report, the CLI and the harness's laws and
 * cross-format matrix are driven by that declaration, so registering a format is all it takes to
 * be checked like every other.
 */
public interface ModelFormat {
    /** Short lower-case name used on the command line ({@code iqm}, {@code iqe}, {@code vif}, {@code pie}). */
    String name();

    /** File extensions without the dot, lower case, preferred first. */
    List<String> extensions();

    /**
     * Whether {@code head} (the first bytes of a file, at most {@link ModelIO#PROBE_BYTES}, possibly
     * fewer) starts like this format. Must not throw.
     */
    boolean probe(byte[] head);

    /** What a file of this format can hold. */
    Capabilities capabilities();

    /** The reader into the common model, or empty when the format is written only. */
    Optional<ModelReader> reader();

    /** The writer from the common model, or empty when the format is read only. */
    Optional<ModelWriter> writer();

    /**
     * The format's own document (the file's meaning, typed and faithful), read and written without
     * the common model: same-format conversion goes through it and loses nothing (comments, order,
     * the exact bytes of a binary file).
     */
    Optional<DocumentCodec<?>> documents();

    /** The model-level checks this format's reader makes itself, with the file's places (none by default). */
    default Set<ReaderCheck> readerChecks() {
        return Set.of();
    }
}
