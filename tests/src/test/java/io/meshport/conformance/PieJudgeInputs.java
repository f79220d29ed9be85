package io.meshport.conformance;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PieLevel;
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
 * corpus IQM and IQE model with meshes as PIE 3; and beside each directory {@code expected.tsv},
 * per file what meshport wrote (levels, and per level points/polygons/connectors), and
 * {@code expected-game.tsv} with animation frames and welded vertices too. Not a test.
 *
 * <p>Usage: {@code PieJudgeInputs CORPUS_DIR OUT_DIR}.
 */
public final class PieJudgeInputs {
    private PieJudgeInputs() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        Path out = Path.of(args[1]);
        for (String version : List.of("2", "3", "4")) {
            write(corpus.resolve("pie"), ".pie", out.resolve("pie" + version), version);
        }
        write(corpus.resolve("iqm"), ".iqm", out.resolve("from-iqm"), "3");
        write(corpus.resolve("iqe"), ".iqe", out.resolve("from-iqe"), "3");
    }

    private static void write(Path in, String suffix, Path dir, String version) throws IOException {
        Files.createDirectories(dir);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(in)) {
            files = walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        }
        try (PrintWriter expected = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected.tsv"),
                StandardCharsets.UTF_8));
                PrintWriter game = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected-game.tsv"),
                        StandardCharsets.UTF_8))) {
            for (Path f : files) {
                Model m = ModelIO.read(f, Diagnostics.discarding());
                if (m.meshes().isEmpty()) {
                    continue;
                }
                String name = in.relativize(f).toString().replace('/', '_').replaceAll("\\.[a-z]+$", "") + ".pie";
                Path target = dir.resolve(name);
                ModelIO.write(m, target, WriteOptions.DEFAULTS.withFormat("pie").withSetting("pie.version", version)
                        .withSetting("pie.split-levels", "true"), Diagnostics.discarding());
                PieDocument written = Pie.reader().readDocument(target);
                expected.println(target + "\t" + summary(written));
                game.println(target + "\t" + gameSummary(written));
            }
        }
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
