package io.meshport.io;

import java.util.List;
import java.util.Optional;

/**
 * A model format, found through {@link java.util.ServiceLoader}: every format module lists its
 * implementation in {@code META-INF/services/io.meshport.io.ModelFormat}.
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

    Optional<ModelReader> reader();

    Optional<ModelWriter> writer();
}
