package io.meshport.iqe.internal.read;

import static io.meshport.iqe.IqeTestFiles.document;
import static io.meshport.iqe.IqeTestFiles.error;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.Iqe;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.IqeTestFiles;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The reader: positions of errors, line ends, headers, warnings, the comment section. */
class IqeReaderTest {

    private static ModelFormatException readError(String text) {
        return assertThrows(ModelFormatException.class,
                () -> IqeTestFiles.read(text, IqeTestFiles.SOURCE));
    }

    @Test
    void syntaxErrorsNameFileLineAndColumn() {
        ModelFormatException e = error("vp 1 2 3", "vp 1 2 x");
        assertEquals("test.iqe:3:8: unexpected 'x', expected a number or end of line", e.getMessage());
        assertEquals(3, e.line());
        assertEquals(8, e.column());

        e = error("fm 0 1");
        assertEquals("test.iqe:2:7: unexpected end of line, expected an integer", e.getMessage());

        e = error("vp 1 2 3 4 5");
        assertEquals(2, e.line());
        assertEquals(12, e.column());
        assertTrue(e.reason().contains("expected end of line"), e.reason());

        e = error("", "  \t fm 0 1 99999999999");
        assertEquals("test.iqe:3:12: integer 99999999999 out of range", e.getMessage());

        e = error("joint");
        assertEquals("test.iqe:2:6: unexpected end of line, expected a name", e.getMessage());
    }

    /** A command that could take another value says so, wherever its values stop. */
    @Test
    void errorsAfterOptionalValuesNameWhatWouldFit() {
        for (String line : new String[] {"vp x", "vp 1 x", "vp 1 2 x", "vn 1 x", "pq 0 0 0 0 0 0 1 x"}) {
            assertTrue(error(line).reason().endsWith("expected a number or end of line"), line + ": " + error(line));
        }
        assertTrue(error("vp 1 2 3 4 x").reason().endsWith("expected end of line"));
        assertTrue(error("frame x").reason().endsWith("expected an integer or end of line"), error("frame x").reason());
        assertTrue(error("fm 0 1 2 x").reason().endsWith("expected an integer or end of line"));
        assertTrue(error("vb 0 1 x").reason().endsWith("expected an integer or end of line"));
        assertEquals("test.iqe:2:9: unexpected end of line, expected a number", error("vb 0 1 3").getMessage());
        assertTrue(error("mesh a b").reason().endsWith("expected end of line"));
    }

    @Test
    void semanticErrorsNameTheLine() {
        ModelFormatException e = error("vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "mesh b", "vp 1 1 1", "fm 0 1 2");
        assertEquals("test.iqe:7: fm index 1 out of range (mesh has 1 vertices)", e.getMessage());
        e = error("vp 0 0 0", "fa 0 0 -2");
        assertEquals("test.iqe:3: fa index -2 out of range (1 vertices defined)", e.getMessage());
        e = error("vp 0 0 0", "vt 0 0", "vp 1 0 0");
        assertEquals(3, e.line());
        assertTrue(e.reason().startsWith("vt given for 1 vertices, but the file defines 2"), e.reason());
        e = error("joint a", "vp 0 0 0", "vb -1 1");
        assertEquals("test.iqe:4: vb joint index -1 is negative", e.getMessage());
    }

    @Test
    void headerIsRequiredAtColumnOne() {
        assertEquals("x.iqe:1:1: empty file; an IQE file starts with '# Inter-Quake Export'",
                readError("").withSource("x.iqe").getMessage());
        assertEquals(1, readError(" # Inter-Quake Export\nvp 1\n").line());
        assertEquals(1, readError("# Inter-Quake\nvp 1\n").line());
        assertEquals(1, readError("vp 1 2 3\n").line());
    }

    @Test
    void lineEndsMayBeLfCrlfOrCrAndTheLastMayBeMissing() throws Exception {
        IqeDocument lf = IqeTestFiles.read("# Inter-Quake Export\nvp 1\nvp 2\n", "a");
        IqeDocument crlf = IqeTestFiles.read("# Inter-Quake Export\r\nvp 1\r\nvp 2", "a");
        IqeDocument cr = IqeTestFiles.read("# Inter-Quake Export\rvp 1\rvp 2\r", "a");
        assertEquals(lf, crlf);
        assertEquals(lf, cr);
        assertEquals(2, lf.commandCount());
        ModelFormatException e = readError("# Inter-Quake Export\r\n\r\nvp x\r\n");
        assertEquals(3, e.line());
    }

    @Test
    void aByteOrderMarkIsSkipped() throws Exception {
        byte[] bytes = "\uFEFF# Inter-Quake Export\nvp 1 2 3\n".getBytes(StandardCharsets.UTF_8);
        IqeDocument doc = Iqe.reader().readDocument(new ByteArrayInputStream(bytes), "bom.iqe");
        assertEquals(1, doc.commandCount());
    }

    /**
     * Bytes that are not UTF-8 in a name become U+FFFD, whether the file is read from a path (cut
     * into blocks as bytes, with its size known), through the format's reader or from a stream.
     */
    @Test
    void malformedUtf8ReadsAlikeFromAPathAndAStream(@TempDir Path dir) throws Exception {
        byte[] head = "# Inter-Quake Export\njoint \"a".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "b\" -1\nvp 1 2 3\n".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = new byte[head.length + 2 + tail.length];
        System.arraycopy(head, 0, bytes, 0, head.length);
        bytes[head.length] = (byte) 0xFF;
        bytes[head.length + 1] = (byte) 0xC3; // a lead byte with no continuation
        System.arraycopy(tail, 0, bytes, head.length + 2, tail.length);
        Path file = dir.resolve("bad-name.iqe");
        Files.write(file, bytes);
        IqeDocument fromStream = Iqe.reader().readDocument(new ByteArrayInputStream(bytes), "bad-name.iqe");
        assertEquals("a\uFFFD\uFFFDb", fromStream.stringArgument(0, 0));
        assertEquals(fromStream, Iqe.reader().readDocument(file));
        assertEquals("a\uFFFD\uFFFDb", ModelIO.read(file).joints().get(0).name());
        assertEquals(Iqe.reader().read(file), ModelIO.read(file));
    }

    @Test
    void linesHaveNoLengthLimit() throws Exception {
        StringBuilder vb = new StringBuilder("vb");
        for (int i = 0; i < 2000; i++) {
            vb.append(' ').append(i).append(" 0.25");
        }
        String name = "n".repeat(100_000);
        IqeDocument doc = document("joint \"" + name + "\"", vb.toString());
        assertEquals(name, doc.stringArgument(0, 0));
        assertEquals(4000, doc.argumentCount(1));
    }

    @Test
    void unknownCommandsAreWarningsAndKept() throws Exception {
        Diagnostics d = new Diagnostics();
        IqeDocument doc = IqeTestFiles.read(IqeTestFiles.text("vp 0 0 0", "  tag \"a b\" 1 2  "),
                "u.iqe", d);
        assertEquals(IqeCommand.UNKNOWN, doc.command(1));
        assertEquals("tag \"a b\" 1 2", doc.stringArgument(1, 0));
        Diagnostic w = d.all().get(0);
        assertEquals("u.iqe:3:3: warning: unknown command 'tag' ignored", w.toString());
        assertTrue(IqeTestFiles.written(doc).contains("\ntag \"a b\" 1 2\n"));
    }

    @Test
    void hashCommentsAreKeptEvenAfterACommand() throws Exception {
        IqeDocument doc = document("# first", "vp 1 # second");
        assertEquals(3, doc.commandCount());
        assertEquals("# first", doc.stringArgument(0, 0));
        assertEquals(IqeCommand.POSITION, doc.command(1));
        assertEquals("# second", doc.stringArgument(2, 0));
    }

    @Test
    void anUnclosedQuoteRunsToTheEndOfTheLineWithAWarning() throws Exception {
        Diagnostics d = new Diagnostics();
        IqeDocument doc = IqeTestFiles.read(IqeTestFiles.text("mesh \"left arm"), "q.iqe", d);
        assertEquals("left arm", doc.stringArgument(0, 0));
        assertEquals(1, d.all().size());
    }

    @Test
    void theCommentSectionIsTakenVerbatimIncludingLineEnds() throws Exception {
        String text = "# Inter-Quake Export\r\nvp 1\r\ncomment\r\nfm 0 1\r\n\"unclosed\r\n\u0000 bytes";
        IqeDocument doc = IqeTestFiles.read(text, "c.iqe");
        assertEquals("fm 0 1\r\n\"unclosed\r\n\u0000 bytes", doc.comment().orElseThrow());
        IqeDocument empty = document("comment");
        assertEquals("", empty.comment().orElseThrow());
        assertEquals(empty, IqeTestFiles.read(IqeTestFiles.written(empty), "c.iqe"));
    }

    @Test
    void numbersReadAsStrtodReadsThem() throws Exception {
        IqeDocument doc = document("vp +1 .5 5. -2e-3", "vt inf -INF", "vn NaN 1E+2 -0");
        assertEquals(1f, doc.floatArgument(0, 0));
        assertEquals(0.5f, doc.floatArgument(0, 1));
        assertEquals(5f, doc.floatArgument(0, 2));
        assertEquals(-0.002f, doc.floatArgument(0, 3));
        assertEquals(Float.POSITIVE_INFINITY, doc.floatArgument(1, 0));
        assertEquals(Float.NEGATIVE_INFINITY, doc.floatArgument(1, 1));
        assertTrue(Float.isNaN(doc.floatArgument(2, 0)));
        assertEquals(100f, doc.floatArgument(2, 1));
        assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(doc.floatArgument(2, 2)));
    }
}
