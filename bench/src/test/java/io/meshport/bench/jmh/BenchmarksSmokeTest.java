package io.meshport.bench.jmh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.model.Model;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each benchmark method called once, as JMH would after its setup, on a small model: proves the
 * benchmarks run (and read back what they write) without measuring anything. JMH itself does not
 * run here.
 */
class BenchmarksSmokeTest {
    private static final int VERTICES = 10_000; // the smallest default of FormatBenchmark

    @ParameterizedTest
    @ValueSource(strings = {"iqe", "iqm", "pie", "vif", "gltf", "obj"})
    void readsAndWritesEveryFormat(String format) throws Exception {
        FormatBenchmark bench = new FormatBenchmark();
        bench.format = format;
        bench.vertices = VERTICES;
        bench.joints = 8;
        bench.frames = 4;
        bench.setup();

        Model read = bench.read();
        boolean skinned = FormatCodec.of(format).animated();
        assertEquals(format.equals("iqe") || format.equals("iqm") || format.equals("gltf"), skinned,
                format + " animated");
        if (skinned) {
            assertEquals(VERTICES, read.vertexCount(), format + " vertices read back");
        } else {
            // PIE gives each triangle corner its own vertex, VIF a vertex per position and texcoord
            // pair, OBJ one per position, texcoord and normal triple
            assertTrue(read.vertexCount() >= VERTICES, format + " vertices read back: " + read.vertexCount());
        }
        assertEquals(2 * 99 * 99, read.triangleCount(), format + " triangles read back");
        assertEquals(skinned ? 8 : 0, read.joints().size(), format + " joints");
        assertEquals(skinned ? 4 : 0, read.frameCount(), format + " frames");

        byte[] file = bench.file();
        assertEquals(file.length, bench.write(), format + ": write gives the setup's bytes again");
        assertTrue(file.length > VERTICES, format + " file of " + file.length + " bytes");
    }

    @Test
    void readsAndWritesThePieCorpus() throws Exception {
        Path corpus = Path.of(System.getProperty("meshport.corpus", "../../shared/corpus"), "pie");
        assumeTrue(Files.isDirectory(corpus), "no PIE corpus at " + corpus);
        PieCorpusBenchmark bench = new PieCorpusBenchmark();
        bench.corpus = corpus.toString();
        bench.setup();

        assertTrue(bench.fileCount() > 0);
        assertTrue(bench.read() > 0, "vertices read");
        assertTrue(bench.write() > 0, "bytes written");
    }

    @Test
    void theGridIsDeterministic() {
        Model a = BenchModels.skinned(1000, 5, 3);
        assertEquals(a, BenchModels.skinned(1000, 5, 3));
        assertEquals(1000, a.vertexCount());
        assertEquals(2 * 31 * 30, a.triangleCount()); // 32 columns, 31 full rows
        assertEquals(0, BenchModels.grid(1000).joints().size());
    }
}
