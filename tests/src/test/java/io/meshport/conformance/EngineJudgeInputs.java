package io.meshport.conformance;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.engines.EngineVerdict;
import io.meshport.engines.Engines;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.Iqm;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Writes meshport's engine verdicts for {@code .ci/iqm-engine-judges.sh} to diff against the
 * compiled loaders' own: per IQM engine profile and input a line
 * {@code <engine>\t<path>\t<ok|error>\t<detail>}, {@code ok} when the profile finds no error.
 * Inputs: every corpus {@code .iqm} and every {@code md5/**}{@code /*.reference.iqm.gz} (read
 * unpacked, named with {@code .gz} as the script names them), paths relative to the corpus; and,
 * when given, every {@code .iqm} of an extra folder (the judges' generated rule-breaking files),
 * named {@code extra/<file name>}. A file meshport's IQM reader refuses gets each profile's
 * {@link EngineProfile#checkRefused} verdict; where a profile cannot tell, it is {@code error} with
 * the detail {@code unreadable: <the reader's message>}, which the script reports apart from real
 * disagreements.
 *
 * <p>Not a test. Usage: {@code EngineJudgeInputs CORPUS_DIR OUT_FILE [EXTRA_DIR]}.
 */
public final class EngineJudgeInputs {
    private static final List<String> ENGINES = List.of("daemon", "darkplaces", "fte", "tesseract");

    private EngineJudgeInputs() {
    }

    /**
     * Writes the verdicts.
     *
     * @param args the corpus folder, the output file, and optionally a folder of more IQM files
     * @throws IOException when a file cannot be read or the output written
     */
    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        List<String> lines = new ArrayList<>();
        for (Path f : files(corpus, ".iqm")) {
            lines.addAll(verdicts(corpus.relativize(f).toString(), Files.readAllBytes(f)));
        }
        for (Path f : files(corpus.resolve("md5"), ".reference.iqm.gz")) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(f))) {
                lines.addAll(verdicts(corpus.relativize(f).toString(), in.readAllBytes()));
            }
        }
        if (args.length > 2) {
            for (Path f : files(Path.of(args[2]), ".iqm")) {
                lines.addAll(verdicts("extra/" + f.getFileName(), Files.readAllBytes(f)));
            }
        }
        Path out = Path.of(args[1]);
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            lines.forEach(w::println);
        }
        System.out.println(lines.size() + " verdicts of " + ENGINES.size() + " engines written to " + out);
    }

    /** The verdict lines of one file, in the order of {@link #ENGINES}. */
    static List<String> verdicts(String name, byte[] bytes) throws IOException {
        List<String> lines = new ArrayList<>();
        List<EngineVerdict> verdicts;
        try {
            CheckedFile file = CheckedFile.codec(Iqm.format()).read(new java.io.ByteArrayInputStream(bytes), name,
                    Diagnostics.discarding());
            verdicts = Engines.check(file);
        } catch (ModelFormatException e) {
            // what each engine makes of the broken file, where its profile can tell
            List<EngineVerdict> refused = Engines.checkRefused("iqm", name, java.nio.ByteBuffer.wrap(bytes));
            for (String engine : ENGINES) {
                Optional<EngineVerdict> v = refused.stream().filter(x -> x.engine().equals(engine)).findFirst();
                lines.add(v.isPresent() ? line(engine, name, v.get())
                        : engine + "\t" + name + "\terror\tunreadable: " + oneLine(e.getMessage()));
            }
            return lines;
        }
        for (String engine : ENGINES) {
            lines.add(line(engine, name, verdicts.stream().filter(x -> x.engine().equals(engine)).findFirst()
                    .orElseThrow()));
        }
        return lines;
    }

    private static String line(String engine, String name, EngineVerdict v) {
        String detail = v.firstError().map(f -> f.rule() + " " + f.part() + ": " + f.message())
                .orElse(v.findings().stream().map(EngineFinding::rule).distinct().reduce((a, b) -> a + "," + b)
                        .map(r -> "warnings " + r).orElse("no findings"));
        return engine + "\t" + name + "\t" + (v.loads() ? "ok" : "error") + "\t" + oneLine(detail);
    }

    private static String oneLine(String s) {
        return s.replace('\t', ' ').replace('\n', ' ');
    }

    private static List<Path> files(Path dir, String suffix) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> Files.isRegularFile(p) && p.getFileName().toString().endsWith(suffix)).sorted().toList();
        }
    }
}
