package io.meshport.simplify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.simplify.AttributeWeights;
import io.meshport.model.simplify.Simplifier;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #34's laws of the simplifier on every corpus mesh (Red Eclipse IQM and MD5, Unvanquished
 * IQE, Warzone 2100 PIE) at a half, a quarter and a tenth of its triangles, by shape alone and with
 * attributes counted: no kept triangle faces more than 90 degrees away from the triangle it was
 * (each followed by a triangle stream of its own number, which the simplifier carries), and the
 * same mesh simplifies to the same mesh twice.
 */
class SimplifyCorpusTest {
    private static final VertexArrayDescriptor SOURCE = VertexArrayDescriptor.custom("test:source", ComponentType.INT, 1);
    private static final AttributeWeights ATTRIBUTES = new AttributeWeights(1, 0.5, 0.5);

    static Stream<Path> files() {
        List<Path> all = new ArrayList<>();
        all.addAll(Corpus.files("iqm", ".iqm"));
        all.addAll(Corpus.files("iqe", ".iqe"));
        all.addAll(Corpus.files("pie", ".pie"));
        all.addAll(Corpus.files("md5", ".md5mesh"));
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void noTriangleTurnsOverAndTheResultRepeats(Path file) throws IOException {
        Model model = ModelIO.read(file, Diagnostics.discarding());
        for (Mesh original : model.meshes()) {
            if (original.triangleCount() < 8 || original.array(AttributeKind.POSITION).isEmpty()) {
                continue;
            }
            int[] numbers = new int[original.triangleCount()];
            for (int t = 0; t < numbers.length; t++) {
                numbers[t] = t;
            }
            Mesh mesh = original.toBuilder().addTriangleStream(VertexArray.ofInts(SOURCE, numbers)).build();
            for (double share : new double[] {0.5, 0.25, 0.1}) {
                for (AttributeWeights weights : new AttributeWeights[] {AttributeWeights.NONE, ATTRIBUTES}) {
                    int target = (int) (share * mesh.triangleCount());
                    Mesh simplified = Simplifier.simplify(mesh, target, Double.MAX_VALUE, weights).mesh();
                    String what = Corpus.name(file) + " mesh " + original.name() + " at " + share + " " + weights;
                    assertEquals(simplified, Simplifier.simplify(mesh, target, Double.MAX_VALUE, weights).mesh(), what);
                    turned(original, simplified, what);
                }
            }
        }
    }

    /** Fails when a kept triangle of {@code simplified} faces more than 90 degrees from its source in {@code original}. */
    private static void turned(Mesh original, Mesh simplified, String what) {
        float[] a = positions(original);
        float[] b = positions(simplified);
        int[] ta = original.triangleIndices();
        int[] tb = simplified.triangleIndices();
        VertexArray source = simplified.triangleStreams().stream()
                .filter(s -> s.descriptor().equals(SOURCE)).findFirst().orElseThrow();
        for (int t = 0; t < tb.length / 3; t++) {
            int s = (int) source.getLong(t, 0);
            double[] n0 = normal(a, ta[3 * s], ta[3 * s + 1], ta[3 * s + 2]);
            double[] n1 = normal(b, tb[3 * t], tb[3 * t + 1], tb[3 * t + 2]);
            double dot = n0[0] * n1[0] + n0[1] * n1[1] + n0[2] * n1[2];
            double lengths = Math.sqrt((n0[0] * n0[0] + n0[1] * n0[1] + n0[2] * n0[2])
                    * (n1[0] * n1[0] + n1[1] * n1[1] + n1[2] * n1[2]));
            // degenerate triangles (no area before or after) face nowhere
            assertTrue(lengths == 0 || dot >= -1e-9 * lengths, what + ": triangle " + t + " (was " + s + ") turned by "
                    + Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, dot / lengths)))) + " degrees");
        }
    }

    private static float[] positions(Mesh m) {
        return m.array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
    }

    private static double[] normal(float[] p, int a, int b, int c) {
        double ux = p[3 * b] - p[3 * a];
        double uy = p[3 * b + 1] - p[3 * a + 1];
        double uz = p[3 * b + 2] - p[3 * a + 2];
        double vx = p[3 * c] - p[3 * a];
        double vy = p[3 * c + 1] - p[3 * a + 1];
        double vz = p[3 * c + 2] - p[3 * a + 2];
        return new double[] {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
    }
}
