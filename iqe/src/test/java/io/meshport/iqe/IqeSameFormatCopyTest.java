package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Same-format conversion ({@code meshport convert a.iqe b.iqe}, which goes through
 * {@link IqeFormat#documents()}) keeps what the file says: every {@code #} comment line, every
 * unknown line, the order of all lines, each pose in the form it was given ({@code pq}, {@code pm}
 * or {@code pa}) and the comment section, for the corpus and the bundled examples.
 *
 * <p>The writer does not reproduce a file byte for byte — floats come out in their shortest exact
 * form, names quoted, blank lines and extra blanks dropped, the header normalised — so the test
 * compares the sequence of lines by their first word ({@code #} lines by their whole text), which
 * pins the count, the order and the form of every command, and the comment section as text.
 */
class IqeSameFormatCopyTest {

    @TempDir
    Path tmp;

    @Test
    void corpusFilesKeepCommentsUnknownLinesOrderAndPoseForms() throws Exception {
        for (Path file : Corpus.files("iqe", ".iqe")) {
            assertCopyKeepsEverything(file);
        }
    }

    @Test
    void examplesKeepCommentsUnknownLinesOrderAndPoseForms() throws Exception {
        List<Path> examples = Corpus.examples(".iqe");
        assertFalse(examples.isEmpty(), "no examples/*.iqe");
        for (Path file : examples) {
            assertCopyKeepsEverything(file);
        }
    }

    private void assertCopyKeepsEverything(Path file) throws Exception {
        String original = Files.readString(file, StandardCharsets.UTF_8);
        String viaCodec = copyThroughTheFormatsDocuments(file);
        Path copy = tmp.resolve(file.getFileName());
        Iqe.writer().writeDocument(Iqe.reader().readDocument(file), copy);
        String viaFacade = Files.readString(copy, StandardCharsets.UTF_8);
        assertEquals(viaCodec, viaFacade, file + ": the facade and the format's document codec write differently");

        List<String> lines = linesByFirstWord(original);
        assertTrue(lines.size() > 10, file + " has only " + lines.size() + " lines");
        assertEquals(lines, linesByFirstWord(viaFacade), file + ": lines lost, added, reordered or respelled");
        assertEquals(commentSection(original), commentSection(viaFacade), file + ": comment section changed");
    }

    /** What {@code meshport convert x.iqe y.iqe} does: the format's document read, then written. */
    @SuppressWarnings("unchecked")
    private static String copyThroughTheFormatsDocuments(Path file) throws Exception {
        DocumentCodec<Object> codec = (DocumentCodec<Object>) new IqeFormat().documents().orElseThrow();
        Object doc;
        try (InputStream in = Files.newInputStream(file)) {
            doc = codec.read(in, file.getFileName().toString(), Diagnostics.discarding());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(doc, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * Every non-blank line after the header and before the comment section: a {@code #} line as
     * its whole text, any other line as its first word.
     */
    private static List<String> linesByFirstWord(String text) {
        List<String> keys = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String first = line.split("\\s+", 2)[0];
            if (first.equals("comment")) {
                break;
            }
            keys.add(line.startsWith("#") ? line : first);
        }
        return keys;
    }

    /** The text after the {@code comment} command, or null. */
    private static String commentSection(String text) {
        for (String marker : new String[] {"\ncomment\n", "\ncomment\r\n"}) {
            int at = text.indexOf(marker);
            if (at >= 0) {
                return text.substring(at + marker.length());
            }
        }
        return null;
    }
}
