package io.meshport.conformance;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.vif.Vif;
import io.meshport.vif.VifDocument;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the VIF files that {@code .ci/vif-judge.sh} hands to VDSlib's own reader and forest
 * builder: every corpus IQM, IQE and PIE model with meshes as VIF 2.3 and 2.2 (a hierarchy built by
 * meshport), and beside each directory {@code expected.tsv}: per file the vertices, triangles and
 * merges meshport wrote, which VDSlib must report back. Not a test.
 *
 * <p>Usage: {@code VifJudgeInputs CORPUS_DIR OUT_DIR}.
 */
public final class VifJudgeInputs {
    private VifJudgeInputs() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        Path out = Path.of(args[1]);
        for (String version : List.of("2.3", "2.2")) {
            Path dir = out.resolve("vif" + version.replace(".", ""));
            Files.createDirectories(dir);
            try (PrintWriter expected = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected.tsv"),
                    StandardCharsets.UTF_8))) {
                for (String format : List.of("iqm", "iqe", "pie")) {
                    write(corpus.resolve(format), "." + format, dir, version, expected);
                }
            }
        }
    }

    private static void write(Path in, String suffix, Path dir, String version, PrintWriter expected)
            throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(in)) {
            files = walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        }
        for (Path f : files) {
            Model m = ModelIO.read(f, Diagnostics.discarding());
            if (m.meshes().isEmpty() || m.triangleCount() == 0) {
                continue;
            }
            String name = suffix.substring(1) + "_" + in.relativize(f).toString().replace('/', '_')
                    .replaceAll("\\.[a-z]+$", "") + ".vif";
            Path target = dir.resolve(name);
            ModelIO.write(m, target, WriteOptions.DEFAULTS.withFormat("vif").withSetting("vif.version", version),
                    Diagnostics.discarding());
            VifDocument written = Vif.reader().readDocument(target);
            expected.println(target + "\tvertices " + written.vertices().count() + " triangles "
                    + written.triangles().count() + " merges " + written.hierarchy().count());
        }
    }
}
