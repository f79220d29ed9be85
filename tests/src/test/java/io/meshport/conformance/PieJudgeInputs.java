package io.meshport.conformance;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieLevel;
import io.meshport.pie.PieShadowPoints;
import io.meshport.pie.PieShadowPolygons;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the PIE files that {@code .ci/pie-judges.sh} hands to the real readers (the Blender
 * add-on, the game's parser): every corpus PIE through the model as PIE 2, 3 and 4, and every
 * corpus IQM and IQE model with meshes as PIE 3, and every corpus PIE, IQM, IQE and MD5 model as
 * PIE 4 with shadow meshes ({@code pie.shadow-mesh} hull and simplify); and beside each directory
 * {@code expected.tsv}, per file what meshport wrote (levels, and per level
 * points/polygons/connectors), {@code expected-game.tsv} with animation frames and welded vertices
 * too, and with shadows {@code expected-shadow.tsv}, per level the shadow mesh's points and
 * triangles. Not a test.
 *
 * <p>Usage: {@code PieJudgeInputs CORPUS_DIR OUT_DIR}.
 */
public final class PieJudgeInputs {
    private PieJudgeInputs() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Source pie = new Source(corpus.resolve("pie"), ".pie");
        for (String version : List.of("2", "3", "4")) {
            write(List.of(pie), out.resolve("pie" + version), version, null);
        }
        Source iqm = new Source(corpus.resolve("iqm"), ".iqm");
        Source iqe = new Source(corpus.resolve("iqe"), ".iqe");
        write(List.of(iqm), out.resolve("from-iqm"), "3", null);
        write(List.of(iqe), out.resolve("from-iqe"), "3", null);
        List<Source> all = List.of(pie, iqm, iqe, new Source(corpus.resolve("md5"), ".md5mesh"));
        for (String shadow : List.of("hull", "simplify")) {
            write(all, out.resolve("shadow-" + shadow), "4", shadow);
        }
    }

    /**
     * The models of {@code inputs} (each folder's files of its ending) written into
     * {@code dir} as PIE {@code version}, with shadow meshes made as {@code shadow} says (or none,
     * null), and the expected files beside them ({@code expected-shadow.tsv} too with shadows).
     */
    private static void write(List<Source> inputs, Path dir, String version, String shadow) throws IOException {
        Files.createDirectories(dir);
        try (PrintWriter expected = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected.tsv"),
                StandardCharsets.UTF_8));
                PrintWriter game = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected-game.tsv"),
                        StandardCharsets.UTF_8));
                PrintWriter shadows = shadow == null ? null : new PrintWriter(Files.newBufferedWriter(
                        dir.resolve("expected-shadow.tsv"), StandardCharsets.UTF_8))) {
            for (Source source : inputs) {
                Path in = source.folder();
                List<Path> files;
                try (Stream<Path> walk = Files.walk(in)) {
                    files = walk.filter(p -> p.toString().endsWith(source.suffix())).sorted().toList();
                }
                for (Path f : files) {
                    Model m = ModelIO.read(f, Diagnostics.discarding());
                    if (m.meshes().isEmpty()) {
                        continue;
                    }
                    String name = (inputs.size() > 1 ? in.getFileName() + "_" : "")
                            + in.relativize(f).toString().replace('/', '_').replaceAll("\\.[a-z0-9]+$", "") + ".pie";
                    Path target = dir.resolve(name);
                    WriteOptions options = WriteOptions.DEFAULTS.withFormat("pie").withSetting("pie.version", version)
                            .withSetting("pie.split-levels", "true");
                    ModelIO.write(m, target, shadow == null ? options : options.withSetting("pie.shadow-mesh", shadow),
                            Diagnostics.discarding());
                    PieDocument written = Pie.reader().readDocument(target);
                    expected.println(target + "\t" + summary(written));
                    game.println(target + "\t" + gameSummary(written));
                    if (shadows != null) {
                        shadows.println(target + "\t" + shadowSummary(written));
                    }
                }
            }
        }
    }

    /** A corpus folder and the ending of the model files taken from it. */
    private record Source(Path folder, String suffix) {
    }

    /** Per level its shadow mesh's points and triangles, {@code S/T} ({@code 0/0} for none). */
    private static String shadowSummary(PieDocument doc) {
        StringBuilder b = new StringBuilder();
        for (PieLevel l : doc.levels()) {
            int points = l.parts().stream().filter(PieShadowPoints.class::isInstance)
                    .mapToInt(p -> ((PieShadowPoints) p).points().count()).sum();
            int triangles = l.parts().stream().filter(PieShadowPolygons.class::isInstance)
                    .mapToInt(p -> ((PieShadowPolygons) p).polygons().count()).sum();
            b.append(b.length() == 0 ? "" : " ").append(points).append('/').append(triangles);
        }
        return b.toString();
    }

    /**
     * What the game's parser should build, per level: points, polygons, connectors, animation
     * frames and the vertices after welding, as meshport's model has them.
     */
    private static String gameSummary(PieDocument doc) throws IOException {
        Model model = Pie.reader().toModel(doc, "written.pie");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < doc.levels().size(); i++) {
            PieLevel l = doc.levels().get(i);
            b.append(i == 0 ? "" : " ").append(l.points().count()).append('/').append(l.polygons().count()).append('/')
                    .append(l.connectors().map(c -> c.count()).orElse(0)).append('/')
                    .append(l.animObject().map(a -> a.frameCount()).orElse(0)).append('/')
                    .append(model.meshes().get(i).vertexCount());
        }
        return b.toString();
    }

    /** {@code levels N: P/Q/C ...}: per level its points, polygons and connectors. */
    private static String summary(PieDocument doc) {
        StringBuilder b = new StringBuilder("levels ").append(doc.levels().size()).append(':');
        for (PieLevel l : doc.levels()) {
            b.append(' ').append(l.points().count()).append('/').append(l.polygons().count()).append('/')
                    .append(l.connectors().map(c -> c.count()).orElse(0));
        }
        return b.toString();
    }
}
