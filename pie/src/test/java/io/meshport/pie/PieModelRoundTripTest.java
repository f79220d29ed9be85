package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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
        PieDocument doc = Pie.reader().readDocument(file);
        Model model = Pie.reader().toModel(doc, Corpus.name(file));
        Diagnostics losses = new Diagnostics();
        assertEquals(doc, Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).withLosses(losses).fromModel(model), Corpus.name(file));
        assertEquals(0, losses.all().size(), losses.all().toString());
    }

    /** PIE 2 → PIE 3 → PIE 2 keeps every texture coordinate and animation size exactly (1/256 units are exact floats). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void pie2ThroughPie3KeepsTextureCoordinates(Path file) throws IOException {
        PieDocument doc = Pie.reader().readDocument(file);
        if (doc.version() != 2) {
            return;
        }
        PieDocument pie3 = Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(3)).fromModel(Pie.reader().toModel(doc, "x"));
        PieDocument read3 = PieTestFiles.read(PieTestFiles.written(pie3), "x3.pie");
        Diagnostics losses = new Diagnostics();
        PieDocument back = Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(2)).withLosses(losses).fromModel(Pie.reader().toModel(read3, "x3"));
        for (int l = 0; l < doc.levels().size(); l++) {
            PiePolygons want = doc.levels().get(l).polygons();
            PiePolygons got = back.levels().get(l).polygons();
            assertEquals(want.count(), got.count());
            for (int p = 0; p < want.count(); p++) {
                for (int c = 0; c < want.size(p); c++) {
                    assertEquals(want.uv(p, c, 0), got.uv(p, c, 0), Corpus.name(file));
                    assertEquals(want.uv(p, c, 1), got.uv(p, c, 1), Corpus.name(file));
                }
                assertEquals(want.animWidth(p), got.animWidth(p), Corpus.name(file));
                assertEquals(want.animHeight(p), got.animHeight(p), Corpus.name(file));
            }
        }
        assertEquals(List.of(), losses.all().stream().filter(d -> d.message().contains("rounded")).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void extrasSurviveTheirCodecs(Path file) throws IOException {
        Model model = Pie.reader().read(file);
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
