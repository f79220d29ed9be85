package io.meshport.text.ordered;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes a text file of many independent lines (IQE's commands, one per line) by formatting
 * batches of them on several threads and writing the batches' UTF-8 bytes in order: printing
 * numbers is most of writing a large text model, and the lines do not depend on each other.
 * At most two batches per thread are in memory at once, so memory stays bounded whatever the
 * file's size ({@link OrderedBatches}). The write counterpart of {@link OrderedBlockReader}.
 */
public final class OrderedTextWriter {
    /** Items per batch for {@link #write(int, Formatter, OutputStream)}: a few hundred KB of text. */
    static final int BATCH = 16_384;

    /** Formats items {@code [from, to)}, each with its line end, into {@code out}. */
    @FunctionalInterface
    public interface Formatter {
        /** Appends items {@code [from, to)}, each ending in its line end, to {@code out}. */
        void format(int from, int to, StringBuilder out);
    }

    private OrderedTextWriter() {
    }

    /** Writes items {@code [0, count)} on as many threads as there are cores, up to a few. */
    public static void write(int count, Formatter formatter, OutputStream out) throws IOException {
        write(count, BATCH, OrderedBatches.defaultThreads(), formatter, out);
    }

    /** Writes items {@code [0, count)} in batches of {@code batch} on {@code threads} threads (1: the caller's). */
    public static void write(int count, int batch, int threads, Formatter formatter, OutputStream out)
            throws IOException {
        OrderedBatches.run(count, batch, threads, (from, to) -> {
            StringBuilder b = new StringBuilder(1 << 16);
            formatter.format(from, to, b);
            return bytes(b);
        }, out::write);
    }

    private static byte[] bytes(StringBuilder b) {
        // A Latin-1 string of ASCII text encodes as one array copy.
        return b.toString().getBytes(StandardCharsets.UTF_8);
    }
}
