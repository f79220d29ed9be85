package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Linearity;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The bounded-reader laws for SMD (DESIGN §5): an index a file says costs nothing until its lines
 * come (SMD has no counts: a huge time or bone index is an error at its line), and reading is
 * linear in the file's size on the shapes a file can take (many triangles, many bones, many frames,
 * a vertex of many links), read to the document and compiled to the model. The inputs are
 * generated, the same every run; the law compares sizes, not a clock.
 */
class SmdLinearityTest {
    /** Allocation a refused file may cost: far below what a huge index would. */
    private static final long SMALL = 16L << 20;

    @Test
    void hugeIndexesCostOnlyTheirLines() {
        assertRefusedCheaply(SmdReaderTest.with(SmdReaderTest.ANIM, "time 1", "time 2147483647"), "10:6",
                "time 2147483647 where the next frame is 1");
        assertRefusedCheaply(SmdReaderTest.with(SmdReaderTest.ANIM, "  1 \"arm bone\" 0", "  2000000000 \"arm bone\" 0"),
                "4:3", "bone index 2000000000 where the next is 1");
        assertRefusedCheaply(SmdReaderTest.with(SmdReaderTest.SOURCE, "0 1 0 0 0 0 1 1 0 2 1", "0 1 0 0 0 0 1 1 0 2000000000 1"),
                "15:21", "link count 2000000000 but 2 links on the line");
    }

    private static void assertRefusedCheaply(String text, String position, String message) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Smd.reader().read(new ByteArrayInputStream(bytes), "huge.smd"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith(message), e.getMessage());
        assertTrue(spent < SMALL, "allocated " + spent + " bytes");
    }

    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.ISO_8859_1);
        }
        Linearity.check("SMD read of " + what, scale ->
                Smd.reader().read(new ByteArrayInputStream(inputs[scale]), "linear.smd"));
    }

    /** A chain of {@code bones} bones, one frame (or {@code frames}), and a strip of {@code n} triangles in two materials. */
    static String file(int n, int bones, int frames) {
        StringBuilder b = new StringBuilder("version 1\nnodes\n");
        for (int j = 0; j < bones; j++) {
            b.append("  ").append(j).append(" \"bone").append(j).append("\" ").append(j - 1).append('\n');
        }
        b.append("end\nskeleton\n");
        for (int f = 0; f < frames; f++) {
            b.append("time ").append(f).append('\n');
            for (int j = 0; j < bones; j++) {
                b.append("  ").append(j).append(" 0 0 ").append(f % 7).append(" 0.").append(j % 10).append(" 0 0\n");
            }
        }
        b.append("end\n");
        if (n < 0) {
            return b.toString();
        }
        b.append("triangles\n");
        for (int t = 0; t < n; t++) {
            b.append(t % 3 == 0 ? "a.tga\n" : "b.tga\n");
            for (int k = 0; k < 3; k++) {
                int v = t + k;
                b.append("  ").append(v % bones).append(' ').append(v / 2).append(' ').append(v % 2).append(" 0 0 0 1 ")
                        .append(v % 7 * 0.125).append(' ').append(v % 2).append(" 2 ").append((v + 1) % bones)
                        .append(" 0.25 ").append(v % bones).append(" 0.75\n");
            }
        }
        return b.append("end\n").toString();
    }

    @Test
    void manyTriangles() throws Exception {
        check("a strip of 5,000 to 20,000 triangles", scale -> file(5_000 * scale, 4, 1));
    }

    @Test
    void manyBones() throws Exception {
        check("a skeleton of 2,000 to 8,000 bones", scale -> file(100, 2_000 * scale, 1));
    }

    @Test
    void manyFrames() throws Exception {
        check("an animation of 1,000 to 4,000 frames", scale -> file(-1, 4, 1_000 * scale));
    }

    @Test
    void aVertexOfManyLinks() throws Exception {
        check("a vertex of 10,000 to 40,000 links on one line", scale -> {
            int links = 10_000 * scale;
            StringBuilder b = new StringBuilder("version 1\nnodes\n  0 \"a\" -1\n  1 \"b\" 0\nend\nskeleton\ntime 0\n")
                    .append("  0 0 0 0 0 0 0\n  1 0 0 1 0 0 0\nend\ntriangles\nm\n  0 0 0 0 0 0 1 0 0 ").append(links);
            for (int i = 0; i < links; i++) {
                b.append(' ').append(i % 2).append(" 0.0").append(i % 10);
            }
            return b.append("\n  0 1 0 0 0 0 1 0 0\n  0 0 1 0 0 0 1 0 0\nend\n").toString();
        });
    }
}
