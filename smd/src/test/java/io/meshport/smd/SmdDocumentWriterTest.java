package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormatException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SMD writer: the layout studiomdl's exporters write, every double as the shortest decimal
 * without an exponent that reads back as it, GoldSrc vertex lines without a link list and Source ones
 * with theirs, and a document with a number SMD text cannot hold refused before anything is written.
 */
class SmdDocumentWriterTest {
    @Test
    void theWriterLaysOutTheFileAsExportersDo() throws IOException {
        String expected = String.join("\n",
                "version 1",
                "nodes",
                "  0 \"root\" -1",
                "  1 \"arm bone\" 0",
                "end",
                "skeleton",
                "time 0",
                "  0 0 0 0 0 0 0",
                "  1 1 2 3 0 0 1.5707963267948966",
                "end",
                "triangles",
                "skin.bmp",
                "  0 0 0 0 0 0 1 0 0 1 1 0.5",
                "  0 1 0 0 0 0 1 1 0 2 1 0.75 0 0.25",
                "  1 0 1 0 0 0 1 0.5 1 0",
                "end") + "\n";
        assertEquals(expected, SmdTestFiles.written(SmdTestFiles.read(SmdReaderTest.SOURCE, "w.smd")));
        String gold = SmdTestFiles.written(SmdTestFiles.read(SmdReaderTest.GOLDSRC, "g.smd"));
        assertTrue(gold.contains("\nchrome.bmp\n  1 0 0 0 0 0 1 0 0\n"), gold);
        String anim = SmdTestFiles.written(SmdTestFiles.read(SmdReaderTest.ANIM, "a.smd"));
        assertTrue(anim.endsWith("time 1\n  1 1 2 4 0 0 0.5\nend\n"), anim);
        assertTrue(!anim.contains("triangles"), anim);
    }

    @Test
    void theUnskinnedMarkIsItsOwnCommentLine() {
        SmdDocument doc = SmdDocument.of(List.of(new SmdNode("root", -1)),
                List.of(new SmdFrame(new int[] {0}, new double[6])), SmdTriangles.empty()).withUnskinnedMark(true);
        assertEquals("version 1\n" + SmdDocument.UNSKINNED_MARK + "\nnodes\n  0 \"root\" -1\nend\nskeleton\ntime 0\n"
                + "  0 0 0 0 0 0 0\nend\ntriangles\nend\n", SmdTestFiles.written(doc));
    }

    @Test
    void numbersAreTheShortestDecimalsWithoutAnExponent() throws IOException {
        SmdDocument doc = SmdDocument.of(List.of(new SmdNode("b", -1)), List.of(new SmdFrame(new int[] {0},
                new double[] {-0.0, 1e-7, 123456.789, 1e20, 0.1, Double.MIN_VALUE})), null);
        String text = SmdTestFiles.written(doc);
        assertTrue(text.contains("  0 -0 0.0000001 123456.789 100000000000000000000 0.1 0.000000000000"), text);
        assertEquals(doc, SmdTestFiles.read(text, "n.smd"));
    }

    @Test
    void aNumberThatIsNotFiniteIsRefusedAndNothingWritten() {
        SmdDocument doc = SmdDocument.of(List.of(new SmdNode("b", -1)), List.of(new SmdFrame(new int[] {0},
                new double[] {0, 0, Double.POSITIVE_INFINITY, 0, 0, 0})), null);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Smd.writer().writeDocument(doc, out));
        assertTrue(e.reason().startsWith("not written: time 0's bone 0 z is not a finite number"), e.getMessage());
        assertEquals(0, out.size());
    }

    @Test
    void documentsThatBreakTheRulesCannotBeMade() {
        assertThrows(IllegalArgumentException.class, () -> new SmdNode("", -1));
        assertThrows(IllegalArgumentException.class, () -> new SmdNode("a\"b", -1));
        assertThrows(IllegalArgumentException.class, () -> SmdDocument.of(List.of(new SmdNode("a", 0)), List.of(), null));
        assertThrows(IllegalArgumentException.class, () -> SmdDocument.of(List.of(new SmdNode("a", -1)), List.of(), null));
        assertThrows(IllegalArgumentException.class, () -> new SmdTriangles(List.of("two words"), new int[0], new int[0],
                new double[0], new int[0], new int[0], new double[0]));
        assertThrows(IllegalArgumentException.class, () -> new SmdTriangles(List.of("end"), new int[0], new int[0],
                new double[0], new int[0], new int[0], new double[0]));
    }
}
