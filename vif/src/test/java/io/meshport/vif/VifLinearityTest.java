package io.meshport.vif;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for the VIF reader, read and compiled to a model, on the worst shapes a
 * file can take: many records in a hierarchy 200,000 merges deep at the largest scale, many
 * comments, many records on one line each or spread over lines. The inputs are generated, the
 * same every run.
 */
class VifLinearityTest {
    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.ISO_8859_1);
        }
        Linearity.check("VIF read of " + what, scale ->
                Vif.reader().read(new ByteArrayInputStream(inputs[scale]), "linear.vif"));
    }

    /**
     * VIF 2.2 of {@code n} leaves in a triangle strip under a chain of {@code n - 1} merges, each
     * of the one before and the next leaf: a hierarchy {@code n - 1} deep. With {@code comments}, a
     * comment line after every position; with {@code split}, each merge's children on lines of
     * their own.
     */
    static String chain(int n, boolean comments, boolean split) {
        int total = 2 * n - 1;
        StringBuilder b = new StringBuilder("VIF2.2\nformat: p\nvertex positions: ").append(total)
                .append("\nvertices: ").append(total).append("\ntriangles: ").append(n - 2)
                .append("\npatches: 1\nmerges: ").append(n - 1).append('\n');
        for (int i = 0; i < total; i++) {
            b.append('p').append(i).append(' ').append(i).append(' ').append(i % 2).append(" 0\n");
            if (comments) {
                b.append("# position ").append(i).append('\n');
            }
        }
        for (int i = 0; i < total; i++) {
            b.append('v').append(i).append(' ').append(i).append(" 1\n");
        }
        for (int i = 0; i + 2 < n; i++) {
            b.append("t ").append(i).append(' ').append(i + 1).append(' ').append(i + 2).append(" 1\n");
        }
        String gap = split ? "\n " : " ";
        for (int k = 0; k < n - 1; k++) {
            b.append('m').append(n + k).append(gap).append(k == 0 ? 0 : n + k - 1).append(gap).append(k + 1).append('\n');
        }
        return b.toString();
    }

    @Test
    void aHierarchy200000Deep() throws Exception {
        check("a merge chain 50,000 to 200,000 deep", scale -> chain(50_000 * scale, false, false));
    }

    @Test
    void manyComments() throws Exception {
        check("many comments", scale -> chain(20_000 * scale, true, false));
    }

    @Test
    void recordsOverLines() throws Exception {
        check("merges over lines", scale -> chain(20_000 * scale, false, true));
    }

    @Test
    void levelsOfDetailOfAHierarchy200000Deep() throws Exception {
        io.meshport.model.Model[] models = new io.meshport.model.Model[5];
        for (int scale = 1; scale <= 4; scale *= 2) {
            models[scale] = Vif.reader().read(new ByteArrayInputStream(chain(50_000 * scale, false, false)
                    .getBytes(StandardCharsets.ISO_8859_1)), "linear.vif");
        }
        // a run is a few milliseconds: ten of them, so that one pause does not pass for growth
        Linearity.check("VIF depth and cut halfway of a merge chain 50,000 to 200,000 deep (ten times)", scale -> {
            for (int i = 0; i < 10; i++) {
                int depth = VifLevelOfDetail.depth(models[scale]);
                VifLevelOfDetail.cut(models[scale], depth / 2);
            }
        });
    }
}
