package io.meshport.pie;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for the PIE reader, read and compiled to a model, on the worst shapes a
 * file can take: many levels (issue #28 converted 100,000 of them), many comments, a level of
 * many points and polygons. The inputs are generated, the same every run.
 */
class PieLinearityTest {
    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.ISO_8859_1);
        }
        Linearity.check("PIE read of " + what, scale ->
                Pie.reader().read(new ByteArrayInputStream(inputs[scale]), "linear.pie"));
    }

    /** {@code n} levels of one triangle, with two comment lines after each if {@code comments} (PIE 4). */
    static String levels(int n, boolean comments) {
        StringBuilder b = new StringBuilder(comments ? "PIE 4" : "PIE 3")
                .append("\nTYPE 200\nTEXTURE 0 page.png 256 256\nLEVELS ").append(n).append('\n');
        for (int i = 1; i <= n; i++) {
            b.append("LEVEL ").append(i).append("\nPOINTS 3\n 0 0 ").append(i).append("\n 1 0 0\n 0 1 0\n")
                    .append("POLYGONS 1\n 200 3 0 1 2 0 0 1 0 0 1\n");
            if (comments) {
                b.append("# level ").append(i).append("\n# another comment\n");
            }
        }
        return b.toString();
    }

    @Test
    void manyLevels() throws Exception {
        check("5,000 to 20,000 levels", scale -> levels(5_000 * scale, false));
    }

    @Test
    void manyComments() throws Exception {
        check("5,000 to 20,000 levels with comments", scale -> levels(5_000 * scale, true));
    }

    @Test
    void manyPointsAndPolygons() throws Exception {
        check("a level of 2,000 to 8,000 points and polygons", scale -> {
            int n = 2_000 * scale;
            StringBuilder b = new StringBuilder("PIE 3\nTYPE 200\nTEXTURE 0 page.png 256 256\nLEVELS 1\nLEVEL 1\n")
                    .append("POINTS ").append(n + 2).append('\n');
            for (int i = 0; i < n + 2; i++) {
                b.append(' ').append(i / 2).append(' ').append(i % 2).append(" 0\n");
            }
            b.append("POLYGONS ").append(n).append('\n');
            for (int i = 0; i < n; i++) {
                b.append(" 200 3 ").append(i).append(' ').append(i + 1).append(' ').append(i + 2)
                        .append(" 0 0 1 0 0 1\n");
            }
            return b.toString();
        });
    }
}
