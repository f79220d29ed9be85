package io.meshport.iqe.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.harness.Property;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.IqeDocumentGenerator;
import io.meshport.iqe.IqeTestFiles;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Reading in blocks on several threads (as files are read: bytes cut into blocks, each decoded
 * where it is parsed) gives what reading line by line gives: the same
 * document with the same source lines, the same warnings in the same order, the same first
 * error, and the same comment section, whatever the block size and line ends.
 */
class IqeParallelReadTest {
    private static final String[] ENDS = {"\n", "\r\n", "\r"};

    /** Line by line on one thread: blocks are parsed in order as they are cut, nothing is handed on. */
    private static IqeReader sequential(Diagnostics d) {
        return new IqeReader("t.iqe", d, 1, 1 << 20);
    }

    private static IqeReader parallel(Diagnostics d, int blockChars) {
        return new IqeReader("t.iqe", d, 3, blockChars);
    }

    /** As a file is read: its UTF-8 bytes, cut into blocks and decoded on the threads, its size known. */
    private static IqeDocument readBytes(IqeReader reader, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        return reader.read(new ByteArrayInputStream(bytes), bytes.length);
    }

    private static void assertSameRead(String text, int blockChars, String context) throws Exception {
        Diagnostics ds = new Diagnostics(50);
        Diagnostics dp = new Diagnostics(50);
        IqeDocument a;
        try {
            a = readBytes(sequential(ds), text);
        } catch (ModelFormatException e) {
            ModelFormatException p = assertThrows(ModelFormatException.class,
                    () -> readBytes(parallel(dp, blockChars), text), context);
            assertEquals(e.getMessage(), p.getMessage(), context);
            assertEquals(ds.all(), dp.all(), context);
            return;
        }
        IqeDocument b = readBytes(parallel(dp, blockChars), text);
        assertEquals(a, b, context);
        for (int i = 0; i < a.commandCount(); i++) {
            assertEquals(a.sourceLine(i), b.sourceLine(i), context + ": line of command " + i);
        }
        assertEquals(a.comment(), b.comment(), context);
        assertEquals(ds.all(), dp.all(), context);
        assertEquals(ds.dropped(), dp.dropped(), context);
    }

    private static String withEnds(String text, String end) {
        return text.replace("\n", end);
    }

    @Test
    void generatedDocumentsReadTheSame() {
        Property.forAll("iqe: parallel blocks read like line by line", 200, 200, (s, size) -> {
            String text = withEnds(IqeTestFiles.written(new IqeDocumentGenerator(s).document(size)), ENDS[s.nextInt(0, 2)]);
            int block = s.nextInt(1, 200);
            assertSameRead(text, block, "block " + block + "\n" + text);
        });
    }

    @Test
    void errorsAndWarningsComeInFileOrder() throws Exception {
        SplittableRandom r = new SplittableRandom(7);
        for (int i = 0; i < 300; i++) {
            StringBuilder b = new StringBuilder("# Inter-Quake Export\n");
            int lines = 1 + r.nextInt(60);
            for (int k = 0; k < lines; k++) {
                switch (r.nextInt(8)) {
                    case 0: b.append("tag ").append(k).append('\n'); break; // a warning
                    case 1: b.append('\n'); break;
                    case 2: b.append("   \t\n"); break;
                    case 3: b.append("mesh \"open quote\n"); break; // a warning
                    case 4: if (r.nextInt(10) == 0) { b.append("vp 1 x\n"); } break; // an error
                    case 5: if (r.nextInt(10) == 0) { b.append("comment\nfm x y\nwhatever\r\n"); } break;
                    default: b.append("vp ").append(k).append(" 0.5 -1e-3\n"); break;
                }
            }
            String text = withEnds(b.toString(), ENDS[r.nextInt(3)]);
            assertSameRead(text, 1 + r.nextInt(100), text);
        }
    }

    @Test
    void aBlockWithMoreWarningsThanItKeepsIsReadAgainInOrder() throws Exception {
        StringBuilder b = new StringBuilder("# Inter-Quake Export\n");
        for (int k = 0; k < 5000; k++) {
            b.append("tag ").append(k).append('\n');
        }
        b.append("vp 1 2 3\nvp 1 2 x\n");
        assertSameRead(b.toString(), 1 << 14, "many warnings");
        assertSameRead(b.toString().replace("vp 1 2 x\n", ""), 1 << 14, "many warnings, no error");
    }

    @Test
    void commentSectionTakesEveryLaterBlockVerbatim() throws Exception {
        StringBuilder b = new StringBuilder("# Inter-Quake Export\nvp 0 0 0\ncomment\n");
        for (int k = 0; k < 2000; k++) {
            b.append("not iqe \"at all ").append(k).append("\r\n");
        }
        IqeDocument doc = readBytes(parallel(Diagnostics.discarding(), 100), b.toString());
        assertEquals(b.substring(b.indexOf("comment\n") + 8), doc.comment().orElseThrow());
        assertSameRead(b.toString(), 100, "comment");
    }
}
