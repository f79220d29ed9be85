package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormatException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The MD5 writer: the layout idTech 4's exporters write, every double as the shortest decimal
 * without an exponent that reads back as it (so what was read comes back exactly), and a document
 * with a number MD5 text cannot hold refused before anything is written.
 */
class Md5DocumentWriterTest {
    @Test
    void theWriterLaysOutTheFileAsIdTech4sExportersDo() throws IOException {
        String expected = String.join("\n",
                "MD5Version 10",
                "commandline \"made by hand\"",
                "",
                "numJoints 2",
                "numMeshes 1",
                "",
                "joints {",
                "\t\"root\"\t-1 ( 0 0 0 ) ( 0 0 0 )",
                "\t\"arm\"\t0 ( 1 2 3 ) ( 0.5 -0.5 0.5 )\t\t// root",
                "}",
                "",
                "mesh {",
                "\t// meshes: body",
                "\tshader \"skin\"",
                "",
                "\tnumverts 3",
                "\tvert 0 ( 0 0 ) 0 1",
                "\tvert 1 ( 1 0 ) 1 1",
                "\tvert 2 ( 0.5 1 ) 2 2",
                "",
                "\tnumtris 1",
                "\ttri 0 0 1 2",
                "",
                "\tnumweights 4",
                "\tweight 0 0 1 ( 0 0 0 )",
                "\tweight 1 0 1 ( 1 0 0 )",
                "\tweight 2 1 0.25 ( 0 1 0 )",
                "\tweight 3 0 0.75 ( 0 1 1 )",
                "}") + "\n";
        assertEquals(expected, Md5TestFiles.written(Md5TestFiles.read(Md5ReaderTest.MESH, "w.md5mesh")));
        String anim = String.join("\n",
                "MD5Version 10",
                "commandline \"\"",
                "",
                "numFrames 2",
                "numJoints 2",
                "frameRate 24",
                "numAnimatedComponents 4",
                "",
                "hierarchy {",
                "\t\"root\"\t-1 0 0",
                "\t\"arm\"\t0 15 0\t// root",
                "}",
                "",
                "bounds {",
                "\t( -1 -1 -1 ) ( 1 1 1 )",
                "\t( -2 -2 -2 ) ( 2 2 2 )",
                "}",
                "",
                "baseframe {",
                "\t( 0 0 0 ) ( 0 0 0 )",
                "\t( 0 1 0 ) ( 0 0 0.5 )",
                "}",
                "",
                "frame 0 {",
                "\t0 1 0 0",
                "}",
                "",
                "frame 1 {",
                "\t0 2 0 -0.25",
                "}") + "\n";
        assertEquals(anim, Md5TestFiles.written(Md5TestFiles.read(Md5ReaderTest.ANIM, "w.md5anim")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "0.1;                     0.1",
        "-0.0;                    -0",
        "1e21;                    1000000000000000000000",
        "1.5e-7;                  0.00000015",
        "123456789012345680000.5; 123456789012345680000",
        "0.30000000000000004;     0.30000000000000004",
    })
    void numbersAreWrittenAsTheShortestExactDecimalWithoutAnExponent(double value, String written)
            throws IOException {
        Md5Document doc = Md5Document.mesh("", List.of(new Md5Joint("j", -1, value, 0, 0, 0, 0, 0)), List.of());
        String text = Md5TestFiles.written(doc);
        assertTrue(text.contains("\t\"j\"\t-1 ( " + written + " 0 0 )"), text);
        assertEquals(doc, Md5TestFiles.read(text, "n.md5mesh"));
    }

    @Test
    void theSmallestAndLargestDoublesAreWrittenInFullAndReadBack() throws IOException {
        Md5Document doc = Md5Document.mesh("", List.of(new Md5Joint("j", -1, Double.MIN_VALUE, -Double.MAX_VALUE,
                Double.MIN_NORMAL, 0, 0, 0)), List.of());
        String text = Md5TestFiles.written(doc);
        assertTrue(text.contains("( 0." + "0".repeat(323) + "49 -17976931348623157" + "0".repeat(292) + " 0."
                + "0".repeat(307) + "22250738585072014 )"), text);
        assertEquals(doc, Md5TestFiles.read(text, "extremes.md5mesh"));
    }

    @Test
    void aDocumentWithANumberThatIsNotFiniteIsRefusedBeforeAnythingIsWritten() {
        Md5Document nan = Md5Document.mesh("", List.of(new Md5Joint("root", -1, 0, 0, 0, 0, 0, 0),
                new Md5Joint("arm", 0, 0, Double.NaN, 0, 0, 0, 0)), List.of());
        assertRefused(nan, "md5: not written: joint 1 ('arm')'s y is not a finite number, and MD5 text holds finite"
                + " numbers only");
        Md5Mesh infiniteBias = new Md5Mesh("body", null, new double[] {0, 0}, new int[] {0}, new int[] {1},
                new int[0], new int[] {0}, new double[] {Double.POSITIVE_INFINITY}, new double[] {0, 0, 0});
        assertRefused(Md5Document.mesh("", List.of(new Md5Joint("root", -1, 0, 0, 0, 0, 0, 0)), List.of(infiniteBias)),
                "md5: not written: mesh 0 ('body')'s weight 0 bias is not a finite number");
        Md5Document frame = Md5Document.animation("", List.of(new Md5AnimatedJoint("root", -1, 1, 0)), 24, 2, 1,
                new double[0], new double[6], new double[] {0, Double.NEGATIVE_INFINITY});
        assertRefused(frame, "md5: not written: frame 1's component 0 is not a finite number");
        Md5Document rate = Md5Document.animation("", List.of(), Double.POSITIVE_INFINITY, 0, 0, new double[0],
                new double[0], new double[0]);
        assertRefused(rate, "md5: not written: the frame rate is not a finite number");
        Md5Document beside = Md5Document.mesh("", List.of(), List.of()).withAnimations(List.of(frame.named("walk")));
        assertRefused(beside, "md5: not written: animation 0 (walk)'s frame 1's component 0 is not a finite number");
    }

    private static void assertRefused(Md5Document doc, String message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5.writer().writeDocument(doc, out));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
        assertEquals(0, out.size(), "nothing is written");
    }
}
