package io.meshport.iqe;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for the IQE reader, read and compiled to a model, on the worst shapes a
 * file can take: many meshes, many joints, a joint chain 100,000 deep at the largest scale, many
 * animations, many frames, many comments. The inputs are generated, the same every run.
 */
class IqeLinearityTest {
    static final String HEADER = "# Inter-Quake Export\n";

    /** Checks the law for IQE text {@code shape} makes at a scale. */
    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.UTF_8);
        }
        Linearity.check("IQE read of " + what, scale ->
                Iqe.reader().read(new ByteArrayInputStream(inputs[scale]), "linear.iqe"));
    }

    /** {@code n} meshes of one triangle each. */
    static String meshes(int n) {
        StringBuilder b = new StringBuilder(HEADER);
        for (int m = 0; m < n; m++) {
            b.append("mesh m").append(m).append("\nvp ").append(m).append(" 0 0\nvp ").append(m)
                    .append(" 1 0\nvp ").append(m).append(" 0 1\nfm 0 1 2\n");
        }
        return b.toString();
    }

    /** {@code n} joints, each the child of the one before ({@code chain}) or of the root, and a mesh bound to the last. */
    static String joints(int n, boolean chain) {
        StringBuilder b = new StringBuilder(HEADER);
        for (int j = 0; j < n; j++) {
            b.append("joint j").append(j).append(' ').append(chain ? j - 1 : j == 0 ? -1 : 0).append('\n');
        }
        for (int j = 0; j < n; j++) {
            b.append("pq 0 1 0 0 0 0 1\n");
        }
        return b.append("mesh m\nvp 0 0 0\nvb ").append(n - 1).append(" 1\nvp 1 0 0\nvb 0 1\nvp 0 1 0\nvb 0 1\n")
                .append("fm 0 1 2\n").toString();
    }

    /** {@code animations} animations of {@code frames} frames of a two-joint skeleton. */
    static String animations(int animations, int frames) {
        StringBuilder b = new StringBuilder(HEADER).append("joint a -1\njoint b 0\npq 0 0 0 0 0 0 1\npq 0 1 0 0 0 0 1\n");
        for (int a = 0; a < animations; a++) {
            b.append("animation a").append(a).append("\nframerate 30\n");
            for (int f = 0; f < frames; f++) {
                b.append("frame\npq 0 0 ").append(f).append(" 0 0 0 1\npq 0 1 0 0 0 0 1\n");
            }
        }
        return b.toString();
    }

    @Test
    void manyMeshes() throws Exception {
        check("many meshes", scale -> meshes(5_000 * scale));
    }

    @Test
    void manyJoints() throws Exception {
        check("many joints", scale -> joints(25_000 * scale, false));
    }

    @Test
    void aDeepJointChain() throws Exception {
        check("a joint chain 25,000 to 100,000 deep", scale -> joints(25_000 * scale, true));
    }

    @Test
    void manyAnimations() throws Exception {
        check("many animations", scale -> animations(5_000 * scale, 1));
    }

    @Test
    void manyFrames() throws Exception {
        check("many frames", scale -> animations(1, 20_000 * scale));
    }

    @Test
    void manyComments() throws Exception {
        check("many comments", scale -> {
            StringBuilder b = new StringBuilder(HEADER).append("mesh m\nvp 0 0 0\nvp 1 0 0\nvp 0 1 0\nfm 0 1 2\n");
            for (int c = 0; c < 50_000 * scale; c++) {
                b.append("# a comment line ").append(c).append('\n');
            }
            return b.toString();
        });
    }
}
