package io.meshport.bench.jmh;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.pie.PieFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Locale;

/**
 * One format as a program sees it through the public API: the {@link ModelFormat} that
 * {@link ModelIO} finds by name, its reader (strict) and writer (default settings, except that PIE
 * splits a mesh over the game's polygon limit into levels instead of refusing it), over bytes in
 * memory. Warnings and losses are dropped.
 */
public final class FormatCodec {
    private static final WriteOptions OPTIONS = WriteOptions.DEFAULTS.withSetting(PieFormat.SPLIT_LEVELS_SETTING, "true");

    private final String sourceName;
    private final boolean animated;
    private final ModelReader reader;
    private final ModelWriter writer;

    private FormatCodec(ModelFormat format) throws IOException {
        this.sourceName = "bench." + format.extensions().get(0);
        this.animated = format.capabilities().skeleton() && format.capabilities().animations();
        this.reader = format.reader().orElseThrow(() -> new IOException(format.name() + " cannot be read"));
        this.writer = format.writer().orElseThrow(() -> new IOException(format.name() + " cannot be written"));
    }

    public static FormatCodec of(String formatName) throws IOException {
        return new FormatCodec(ModelIO.require(formatName));
    }

    /** Whether the format holds a skeleton and animations: the benchmarks then give it the skinned model. */
    public boolean animated() {
        return animated;
    }

    public Model read(byte[] file) throws IOException {
        return reader.read(new ByteArrayInputStream(file), sourceName, Diagnostics.discarding(), ReadOptions.STRICT);
    }

    /** Writes {@code model} into {@code sink} from its start; the number of bytes written. */
    public int write(Model model, ByteSink sink) throws IOException {
        writer.write(model, sink.reset(), OPTIONS, Diagnostics.discarding());
        return sink.size();
    }

    /**
     * Prints the bytes one operation of a benchmark reads or writes, and how ms/op becomes MB/s.
     * JMH shows it in the first warm-up iteration, where the setup runs: on a line of its own.
     */
    static void printSize(String what, long bytes) {
        double mb = bytes / 1e6;
        System.out.printf(Locale.ROOT, "%n# meshport: %s: %d bytes = %.3f MB an operation;"
                + " MB/s = %.3f / (ms/op / 1000) = %.1f / (ms/op)%n", what, bytes, mb, mb, mb * 1000);
    }
}
