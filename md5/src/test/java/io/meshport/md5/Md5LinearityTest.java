package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Linearity;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The bounded-reader laws for MD5 (DESIGN §5): a count a file announces costs nothing until its
 * lines come, so two billion vertices over three lines are an error in a few kilobytes; and reading
 * is linear in the file's size on the shapes a file can take (many vertices, many frames, many
 * joints, a frame of many values on one line), read to the document and compiled to the model. The
 * inputs are generated, the same every run; the law compares sizes, not a clock.
 */
class Md5LinearityTest {
    /** Allocation a refused file may cost: far below what any of its counts would (8 bytes a value: 16 GB). */
    private static final long SMALL = 16L << 20;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "numJoints;     numJoints 2;          numJoints 2000000000;   8:1;  the block ends after 2 joints where numJoints said 2000000000",
        "numMeshes;     numMeshes 1;          numMeshes 2000000000;   23:1; 1 mesh blocks where numMeshes said 2000000000",
        "numverts;      numverts 3;           numverts 2000000000;    23:1; the mesh block ends after 3 vert lines where numverts said 2000000000",
        "numtris;       numtris 1;            numtris 2000000000;     23:1; the mesh block ends after 1 tri lines where numtris said 2000000000",
        "numweights;    numweights 4;         numweights 2147483647;  23:1; the mesh block ends after 4 weight lines where numweights said 2147483647",
        "a vert index;  vert 2 ( 0.5 1 ) 2 2; vert 1999999999 ( 0.5 1 ) 2 2; 23:1; the mesh block ends after 3 vert lines where numverts said 2000000000",
    })
    void aHugeMeshCountCostsOnlyItsLines(String name, String line, String huge, String position, String message) {
        String text = Md5ReaderTest.with(Md5ReaderTest.MESH, line, huge);
        if (name.equals("a vert index")) {
            text = Md5ReaderTest.with(text, "numverts 3", "numverts 2000000000");
        }
        assertRefusedCheaply(text, position, message);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "numFrames;             numFrames 2;             numFrames 2000000000;             24:1; 2 frame blocks where numFrames said 2000000000",
        "numJoints;             numJoints 2;             numJoints 2000000000;             10:1; the block ends after 2 joints where numJoints said 2000000000",
        "numAnimatedComponents; numAnimatedComponents 4; numAnimatedComponents 2000000000; 21:1; frame 0 has 4 values where numAnimatedComponents says 2000000000",
    })
    void aHugeAnimationCountCostsOnlyItsLines(String name, String line, String huge, String position,
            String message) {
        String text = Md5ReaderTest.with(Md5ReaderTest.ANIM, line, huge);
        if (name.equals("numFrames")) {
            text = Md5ReaderTest.firstLines(text, 21) + "frame 1999999999 {\n\t1 2 3 4\n}\n";
        }
        assertRefusedCheaply(text, position, message);
    }

    private static void assertRefusedCheaply(String text, String position, String message) {
        byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Md5.reader().read(new ByteArrayInputStream(bytes), "huge.md5"));
        long spent = Linearity.allocatedBytes() - before;
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith(message), e.getMessage());
        assertTrue(spent < SMALL, "allocated " + spent + " bytes");
    }

    // ------------------------------------------------------------ linear time

    private static void check(String what, IntFunction<String> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale).getBytes(StandardCharsets.ISO_8859_1);
        }
        Linearity.check("MD5 read of " + what, scale ->
                Md5.reader().read(new ByteArrayInputStream(inputs[scale]), "linear.md5"));
    }

    /** One mesh of a strip of {@code n} triangles, each vertex on one weight (of {@code joints} joints in a chain). */
    static String strip(int n, int joints) {
        StringBuilder b = new StringBuilder("MD5Version 10\ncommandline \"\"\n\nnumJoints ").append(joints)
                .append("\nnumMeshes 1\n\njoints {\n");
        for (int j = 0; j < joints; j++) {
            b.append("\t\"joint").append(j).append("\"\t").append(j - 1).append(" ( 0 0 ").append(j)
                    .append(" ) ( 0 0 0 )\n");
        }
        b.append("}\n\nmesh {\n\t// meshes: strip\n\tshader \"strip.png\"\n\n\tnumverts ").append(n + 2).append('\n');
        for (int v = 0; v < n + 2; v++) {
            b.append("\tvert ").append(v).append(" ( ").append(v % 7 * 0.125).append(' ').append(v % 2)
                    .append(" ) ").append(v).append(" 1\n");
        }
        b.append("\n\tnumtris ").append(n).append('\n');
        for (int t = 0; t < n; t++) {
            b.append("\ttri ").append(t).append(' ').append(t).append(' ').append(t + 1 + t % 2).append(' ')
                    .append(t + 2 - t % 2).append('\n');
        }
        b.append("\n\tnumweights ").append(n + 2).append('\n');
        for (int w = 0; w < n + 2; w++) {
            b.append("\tweight ").append(w).append(' ').append(w % joints).append(" 1 ( ").append(w / 2).append(' ')
                    .append(w % 2).append(" 0.5 )\n");
        }
        return b.append("}\n").toString();
    }

    /** An animation of {@code frames} frames of {@code joints} joints, each animating all six components. */
    static String frames(int frames, int joints) {
        StringBuilder b = new StringBuilder("MD5Version 10\ncommandline \"\"\n\nnumFrames ").append(frames)
                .append("\nnumJoints ").append(joints).append("\nframeRate 24\nnumAnimatedComponents ")
                .append(6 * joints).append("\n\nhierarchy {\n");
        for (int j = 0; j < joints; j++) {
            b.append("\t\"joint").append(j).append("\"\t").append(j - 1).append(" 63 ").append(6 * j).append('\n');
        }
        b.append("}\n\nbounds {\n");
        for (int f = 0; f < frames; f++) {
            b.append("\t( -1 -1 -").append(f).append(" ) ( 1 1 ").append(f).append(" )\n");
        }
        b.append("}\n\nbaseframe {\n");
        for (int j = 0; j < joints; j++) {
            b.append("\t( 0 0 1 ) ( 0 0 0 )\n");
        }
        b.append("}\n");
        for (int f = 0; f < frames; f++) {
            b.append("\nframe ").append(f).append(" {\n");
            for (int j = 0; j < joints; j++) {
                b.append("\t0 0 ").append(f % 10).append(" 0.0").append(j % 10).append(" 0 0.5\n");
            }
            b.append("}\n");
        }
        return b.toString();
    }

    @Test
    void manyVerticesTrianglesAndWeights() throws Exception {
        check("a mesh of 5,000 to 20,000 triangles", scale -> strip(5_000 * scale, 4));
    }

    @Test
    void manyJoints() throws Exception {
        check("a skeleton of 2,000 to 8,000 joints", scale -> strip(100, 2_000 * scale));
    }

    @Test
    void manyFrames() throws Exception {
        check("an animation of 1,000 to 4,000 frames", scale -> frames(1_000 * scale, 4));
    }

    @Test
    void manyAnimatedJoints() throws Exception {
        check("an animation of 3 frames of 1,000 to 4,000 joints", scale -> frames(3, 1_000 * scale));
    }

    @Test
    void aFrameOfManyValuesOnOneLine() throws Exception {
        check("a frame of 20,000 to 80,000 values on one line", scale -> {
            int values = 20_000 * scale;
            StringBuilder b = new StringBuilder("MD5Version 10\nnumFrames 1\nnumJoints 1\nframeRate 24\n")
                    .append("numAnimatedComponents ").append(values).append("\nhierarchy {\n\t\"j\"\t-1 0 0\n}\n")
                    .append("baseframe {\n\t( 0 0 0 ) ( 0 0 0 )\n}\nframe 0 {\n\t");
            for (int i = 0; i < values; i++) {
                b.append(i % 10).append(i % 3 == 0 ? ".5 " : " ");
            }
            return b.append("\n}\n").toString();
        });
    }
}
