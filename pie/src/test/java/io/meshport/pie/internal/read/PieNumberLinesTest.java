package io.meshport.pie.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.PieDocument;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lines {@link PieNumberLines} reads without the grammar give the document and the reports
 * (warnings, the error and its place) that the grammar alone gives: for every file of the corpus,
 * and for point and polygon lines at the edges of what the fast reading takes.
 */
class PieNumberLinesTest {
    static Stream<Path> corpus() {
        return Corpus.files("pie", ".pie").stream();
    }

    @ParameterizedTest
    @MethodSource("corpus")
    void readsTheCorpusAsTheGrammarDoes(Path file) throws IOException {
        assertSameReading(Files.readString(file, StandardCharsets.ISO_8859_1), Corpus.name(file));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "\t200 3 0 1 3 0 0 1 0 0 1", "200 3 0 1 3 0 0 1 0 0 1 7", "200 3 0 1 4 0 0 1 0 0 1", "200 3 0 1 -1 0 0 1 0 0 1",
        "200 4 0 1 2 3 0 0 1 0 0 1 1 1", "4200 3 0 1 3 1 300 0.5 0.5 0 0 1 0 0 1",
        "4200 3 0 1 3 2 300 0.5 0.5 0 0 1 0 0 1", "4200 3 0 1 3 2 300 0 0.5 0 0 1 0 0 1",
        "4000 3 0 1 3 2 300 0.5 0.5", "0x200 3 0 1 3 0 0 1 0 0 1", "+200 3 0 1 3 0 0 1 0 0 1",
        "20a 3 0 1 3 0 0 1 0 0 1", "123456789 3 0 1 3 0 0 1 0 0 1", "  200 3 0 1 1 0 0 1 0 0 1",
        "200 3 0 1 3 0 0 1 0 0 1e40", "200 3 0 1 2.0 0 0 1 0 0 1", "200 3.0 0 1 3 0 0 1 0 0 1",
        "200 3 0 1 3 0 0 1 0 0", "200 3 0 1 3 0 0 1 0 0 \"1\"", "0 3 0 1 3", "0 3 0 1 3 9", "200 3 0 1 3 0 0 1 0 0 1x",
        "200 3 0 1 2147483648 0 0 1 0 0 1", "90000000 3 0 1 3 0 0 1 0 0 1",
    })
    void polygonsAreReadAsTheGrammarReadsThem(String polygon) throws IOException {
        for (int version : new int[] {2, 3}) {
            assertSameReading(file(version, "\t0 0 1", polygon), polygon + " in PIE " + version);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"\t-0.72 11.2 -8.64", "1 2", "1 2 3 4", "1 2 inf", "1 2 3e40", "1 2 0x3", "1 2 3 \"x\"",
        "1 2 2147483648", "+1 -.5 5.", "1 2 3x"})
    void pointsAreReadAsTheGrammarReadsThem(String point) throws IOException {
        for (int version : new int[] {2, 3}) {
            assertSameReading(file(version, point, "4200 3 0 1 3 2 300 0.5 0.5 0 0 1 0 0 1"), point + " in PIE " + version);
        }
    }

    /** A level of four points, the last {@code point}, and two polygons, the last {@code polygon}. */
    private static String file(int version, String point, String polygon) {
        return String.join("\n", "PIE " + version, "TYPE 200", "TEXTURE 0 page.png 256 256", "LEVELS 1", "LEVEL 1",
                "POINTS 4", "\t0 0 0", "\t1 0 0", "\t0 1 0", point, "POLYGONS 2",
                "\t4200 3 0 1 2 2 300 0.5 0.5 0 0 1 0 0 1", polygon, "");
    }

    private static void assertSameReading(String text, String name) throws IOException {
        assertEquals(reading(text, name, true), reading(text, name, false), name);
    }

    /** The document and warnings, or the error, as one reader reads {@code text}. */
    private static Reading reading(String text, String name, boolean grammarOnly) throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        try {
            PieDocument doc = new PieReader(name, diagnostics, grammarOnly).read(new StringReader(text));
            return new Reading(doc, diagnostics.all(), null);
        } catch (ModelFormatException e) {
            return new Reading(null, diagnostics.all(), e.getMessage());
        }
    }

    private record Reading(PieDocument document, List<Diagnostic> diagnostics, String error) {
    }
}
