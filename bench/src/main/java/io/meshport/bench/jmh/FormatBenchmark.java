package io.meshport.bench.jmh;

import io.meshport.model.Model;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Read and write of each format on the generated model ({@link BenchModels}): IQE, IQM and glTF
 * (binary) get the skinned, animated grid; VIF, PIE and OBJ, which hold no skeleton, the same grid
 * without one (PIE split into levels of the game's 8192 triangles). {@link #read}: the file's bytes in memory to the
 * common model; {@link #write}: the model to bytes in a reused in-memory sink. The setup writes the
 * file once and prints its size, from which ms/op becomes MB/s (bench/README.md).
 */
@State(Scope.Benchmark)
public class FormatBenchmark extends Measured {
    @Param({"iqe", "iqm", "pie", "vif", "gltf", "obj"})
    public String format;

    @Param({"10000", "100000"})
    public int vertices;

    /** Joints of the skeleton and frames of the animation (IQE, IQM and glTF only). */
    @Param("60")
    public int joints;

    @Param("100")
    public int frames;

    private FormatCodec codec;
    private Model model;
    private byte[] file;
    private final ByteSink sink = new ByteSink();

    @Setup
    public void setup() throws IOException {
        codec = FormatCodec.of(format);
        model = codec.animated() ? BenchModels.skinned(vertices, joints, frames) : BenchModels.grid(vertices);
        codec.write(model, sink);
        file = sink.toByteArray();
        FormatCodec.printSize(format + " file of " + vertices + " vertices", file.length);
    }

    /** The file's bytes (written in the setup) read as a model. */
    @Benchmark
    public Model read() throws IOException {
        return codec.read(file);
    }

    /** The model written as the format; the bytes written. */
    @Benchmark
    public int write() throws IOException {
        return codec.write(model, sink);
    }

    /** The file the setup wrote, which {@link #read} reads. */
    public byte[] file() {
        return file.clone();
    }
}
