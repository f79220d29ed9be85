package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The version a model is written in when nobody asks for one (issue #29): a model read from PIE
 * keeps its own, as VIF's do, so that PIE → model (or IQM) → PIE does not turn every PIE 2 game
 * file into PIE 3; a model from elsewhere gets PIE 3; {@code pie.version} wins over both.
 */
class PieVersionTest {
    static Stream<Path> files() {
        return Corpus.files("pie", ".pie").stream();
    }

    /** The first PIE 2 game file: most of base.wz is PIE 2. */
    private static Path pie2File() throws IOException {
        for (Path file : Corpus.files("pie", ".pie")) {
            if (Pie.reader().readDocument(file).version() == 2) {
                return file;
            }
        }
        throw new AssertionError("the corpus has no PIE 2 file");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void aGameFileReadAsAModelIsWrittenBackInItsOwnVersion(Path file) throws IOException {
        PieDocument doc = Pie.reader().readDocument(file);
        Model model = Pie.reader().toModel(doc, Corpus.name(file));
        Diagnostics losses = new Diagnostics();
        assertEquals(doc, Pie.writer().withLosses(losses).fromModel(model), Corpus.name(file));
        assertEquals(List.of(), losses.all());
    }

    @Test
    void thePieWriterKeepsPie2WithoutASetting() throws IOException {
        Path file = pie2File();
        String written = write(Pie.reader().read(file), WriteOptions.DEFAULTS);
        assertTrue(written.startsWith("PIE 2\n"), Corpus.name(file) + " came back as: " + firstLine(written));
    }

    /** What IQM carries is the extras' codec bytes: the version in them is the version written. */
    @Test
    void theVersionSurvivesTheExtraCodecAsThroughIqm() throws IOException {
        Model model = Pie.reader().read(pie2File());
        PieExtraCodecs.File codec = new PieExtraCodecs.File();
        PieFileExtra carried = codec.decode(codec.encode(model.extra(PieFileExtra.class).orElseThrow()), "test");
        Model back = model.toBuilder().removeExtra(PieFileExtra.class).extra(PieFileExtra.class, carried).build();
        assertTrue(write(back, WriteOptions.DEFAULTS).startsWith("PIE 2\n"));
    }

    @Test
    void anExplicitVersionWins() throws IOException {
        Model model = Pie.reader().read(pie2File());
        String written = write(model, WriteOptions.DEFAULTS.withSetting(PieFormat.VERSION_SETTING, "3"));
        assertTrue(written.startsWith("PIE 3\n"), firstLine(written));
    }

    @Test
    void aModelNotReadFromPieGetsTheDefaultVersion() throws IOException {
        Model model = Pie.reader().read(pie2File()).toBuilder().removeExtra(PieFileExtra.class).build();
        String written = write(model, WriteOptions.DEFAULTS);
        assertTrue(written.startsWith("PIE " + Pie.DEFAULT_VERSION + "\n"), firstLine(written));
        assertEquals(3, Pie.DEFAULT_VERSION);
        assertEquals(3, Pie.writer().fromModel(model).version());
    }

    private static String write(Model model, WriteOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new PieFormat().writer().orElseThrow().write(model, out, options, new Diagnostics());
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static String firstLine(String text) {
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
