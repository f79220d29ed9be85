package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game file read as a model and exported again in its own version gives the same document,
 * comments and all, with nothing reported lost; its extras survive their codecs byte for byte.
 */
class PieModelRoundTripTest {
    static Stream<Path> files() {
        return Corpus.files("pie", ".pie").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void modelAndBackIsTheSameDocument(Path file) throws IOException {
        PieDocument doc = Pie.readDocument(file);
        Model model = Pie.toModel(doc, Corpus.name(file), Diagnostics.discarding());
        Diagnostics losses = new Diagnostics();
        assertEquals(doc, Pie.fromModel(model, doc.version(), losses), Corpus.name(file));
        assertEquals(0, losses.all().size(), losses.all().toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void extrasSurviveTheirCodecs(Path file) throws IOException {
        Model model = Pie.read(file);
        PieExtraCodecs.File fileCodec = new PieExtraCodecs.File();
        PieFileExtra fileExtra = model.extra(PieFileExtra.class).orElseThrow();
        assertEquals(fileExtra, fileCodec.decode(fileCodec.encode(fileExtra), "test"));
        PieExtraCodecs.Level levelCodec = new PieExtraCodecs.Level();
        for (Mesh mesh : model.meshes()) {
            PieLevelExtra extra = mesh.extra(PieLevelExtra.class).orElseThrow();
            assertEquals(extra, levelCodec.decode(levelCodec.encode(extra), "test"));
        }
    }
}
