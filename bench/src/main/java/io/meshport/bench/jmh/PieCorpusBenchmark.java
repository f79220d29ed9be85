package io.meshport.bench.jmh;

import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The real Warzone 2100 PIE files ({@code corpus}/**&#47;*.pie, loaded into memory first), the
 * way the game's models are: many small files. {@link #read}: every file read as a model;
 * {@link #write}: every model so read written back as PIE. One operation is the whole corpus.
 * Without the corpus the setup fails with a message saying where it looked, and JMH goes on with
 * the other benchmarks.
 */
@State(Scope.Benchmark)
public class PieCorpusBenchmark extends Measured {
    /** The corpus directory, relative to the working directory (the repository root). */
    @Param("../shared/corpus/pie")
    public String corpus;

    private FormatCodec codec;
    private final List<byte[]> files = new ArrayList<>();
    private final List<Model> models = new ArrayList<>();
    private final ByteSink sink = new ByteSink();

    @Setup
    public void setup() throws IOException {
        Path dir = Path.of(corpus).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("no PIE corpus at " + dir + " (-p corpus=" + corpus + " from "
                    + Path.of("").toAbsolutePath() + "): run from the repository root or pass -p corpus=DIR");
        }
        codec = FormatCodec.of("pie");
        files.clear();
        models.clear();
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.filter(f -> f.toString().endsWith(".pie")).sorted()::iterator) {
                byte[] bytes = Files.readAllBytes(p);
                files.add(bytes);
                models.add(codec.read(bytes));
            }
        }
        if (files.isEmpty()) {
            throw new IllegalStateException("no .pie file under " + dir);
        }
        FormatCodec.printSize("read: " + files.size() + " PIE files of " + dir,
                files.stream().mapToLong(b -> b.length).sum());
        FormatCodec.printSize("write: the " + files.size() + " models as PIE", write());
    }

    /** Every file read as a model; their vertices in all. */
    @Benchmark
    public long read() throws IOException {
        long vertices = 0;
        for (byte[] f : files) {
            vertices += codec.read(f).vertexCount();
        }
        return vertices;
    }

    /** Every model written as PIE; the bytes written in all. */
    @Benchmark
    public long write() throws IOException {
        long bytes = 0;
        for (Model m : models) {
            bytes += codec.write(m, sink);
        }
        return bytes;
    }

    /** How many files the setup loaded. */
    public int fileCount() {
        return files.size();
    }
}
