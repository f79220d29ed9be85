package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.harness.ByteMutator;
import io.meshport.harness.JsonText;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.ModelJson;
import io.meshport.harness.RandomSource;
import io.meshport.harness.TextMutator;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * Writes a conformance suite for one format, for implementations in any language: valid files
 * with the model a reader must build from each (JSON, {@link ModelJson#SCHEMA}), and malformed
 * files with where a reader must fail. Deterministic for a seed. docs/conformance.md describes the
 * layout and the schemas.
 */
@Command(name = "conformance", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Writes a conformance suite for FORMAT into DIR: valid/NNNN.<ext> with valid/NNNN.json"
                + " (the model a reader must build: schema " + ModelJson.SCHEMA + "), malformed/NNNN.<ext> with"
                + " malformed/NNNN.json (where a reader must fail: line and column, or byte offset and field),"
                + " and manifest.json. The same seed gives the same files."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport conformance --format iqe --out suite/",
            "  meshport conformance --format vif --count 50 --seed 7 --out vif-suite/"})
final class ConformanceCommand implements Callable<Integer> {
    /** The schema of a malformed file's JSON. */
    static final String ERROR_SCHEMA = "meshport-error/1";
    /** The schema of the manifest. */
    static final String MANIFEST_SCHEMA = "meshport-conformance/1";
    /** Mutations tried on a valid file until one makes it fail. */
    private static final int ATTEMPTS = 200;

    @Spec
    CommandSpec spec;

    @Option(names = "--format", paramLabel = "FORMAT", required = true,
            completionCandidates = CompletionValues.Writable.class, description = "The format: any that meshport reads and writes (see `meshport formats`).")
    String format;

    @Option(names = "--count", paramLabel = "N", defaultValue = "20",
            description = "Valid files, and as many malformed ones (default ${DEFAULT-VALUE}).")
    int count;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "Where to write the suite: a new or empty folder, or with --force one holding a suite.")
    Path out;

    @Option(names = "--force", description = "Replace the suite in DIR (a folder with a manifest.json): its valid/"
            + " and malformed/ files are removed first, so that no file of a larger old suite is left.")
    boolean force;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The seed (default ${DEFAULT-VALUE}).")
    long seed;

    /**
     * The one rule of every command that writes: what exists is replaced only with --force. A
     * folder is a suite's when it holds a manifest.json; a folder holding anything else is never
     * emptied, --force or not (a mistyped {@code --out ~} must cost nothing).
     */
    private void clearOutput() throws IOException {
        if (!Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(out.toString(), null, "exists and is not a folder");
        }
        boolean empty;
        try (Stream<Path> entries = Files.list(out)) {
            empty = entries.findAny().isEmpty();
        }
        if (empty) {
            return;
        }
        if (!Files.isRegularFile(out.resolve("manifest.json"), LinkOption.NOFOLLOW_LINKS)) {
            throw new FileSystemException(out.toString(), null, "is not empty and holds no conformance suite"
                    + " (no manifest.json): name a new folder");
        }
        if (!force) {
            throw new FileSystemException(out.toString(), null, "holds a conformance suite (use --force to"
                    + " replace it)");
        }
        for (String part : List.of("valid", "malformed")) {
            Path folder = out.resolve(part);
            if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                continue;
            }
            try (Stream<Path> entries = Files.list(folder)) {
                for (Path p : (Iterable<Path>) entries::iterator) {
                    if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                        Files.delete(p);
                    }
                }
            }
        }
    }

    @Override
    public Integer call() throws IOException {
        ModelFormat f = ModelIO.require(FormatChoice.readable(spec, FormatChoice.writable(spec, format, null)));
        if (count < 1 || count > 10_000) {
            throw new ParameterException(spec.commandLine(), "--count takes 1 to 10000, not " + count);
        }
        String ext = f.extensions().get(0);
        clearOutput();
        Path valid = Files.createDirectories(out.resolve("valid"));
        Path malformed = Files.createDirectories(out.resolve("malformed"));
        ModelGenerator generator = new ModelGenerator(f.capabilities());
        List<byte[]> files = new ArrayList<>();
        List<String> validNames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RandomSource s = new RandomSource(seed * 1_000_003L + i);
            Model model = generator.generate(s, 1 + i % 30);
            byte[] bytes = Laws.write(f, model);
            // What meshport's reader builds from the file is what any reader must build.
            Model expected = Laws.read(f, bytes, name(i, ext));
            Files.write(valid.resolve(name(i, ext)), bytes);
            Files.writeString(valid.resolve(name(i, "json")), ModelJson.write(expected) + "\n", StandardCharsets.US_ASCII);
            files.add(bytes);
            validNames.add(name(i, ext));
        }
        List<String> malformedNames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            RandomSource s = new RandomSource(seed * 1_000_003L + count + i);
            byte[] base = files.get(i);
            boolean text = TextMutator.looksLikeText(base);
            for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
                byte[] damaged = text && s.nextBoolean() ? TextMutator.mutate(base, s, 3) : ByteMutator.mutate(base, s, 3);
                ModelFormatException failure = failure(f, damaged, name(i, ext));
                if (failure != null) {
                    Files.write(malformed.resolve(name(i, ext)), damaged);
                    Files.writeString(malformed.resolve(name(i, "json")), JsonText.write(error(failure)) + "\n",
                            StandardCharsets.US_ASCII);
                    malformedNames.add(name(i, ext));
                    break;
                }
            }
        }
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("schema", MANIFEST_SCHEMA);
        manifest.put("format", f.name());
        manifest.put("seed", seed);
        manifest.put("modelSchema", ModelJson.SCHEMA);
        manifest.put("errorSchema", ERROR_SCHEMA);
        manifest.put("valid", new ArrayList<Object>(validNames));
        manifest.put("malformed", new ArrayList<Object>(malformedNames));
        Files.writeString(out.resolve("manifest.json"), JsonText.write(manifest) + "\n", StandardCharsets.US_ASCII);
        PrintWriter err = spec.commandLine().getErr();
        err.println("meshport: " + validNames.size() + " valid and " + malformedNames.size() + " malformed " + f.name()
                + " files in " + out);
        err.flush();
        return ExitCode.OK;
    }

    private static String name(int i, String ext) {
        return String.format(Locale.ROOT, "%04d.%s", i, ext);
    }

    /** The error meshport's reader gives for {@code bytes}, or null if it reads them. */
    static ModelFormatException failure(ModelFormat f, byte[] bytes, String name) {
        try {
            Laws.read(f, bytes, name);
            return null;
        } catch (ModelFormatException e) {
            return e;
        } catch (IOException e) {
            throw new IllegalStateException("reading from memory failed", e);
        }
    }

    /** Where a reader must fail, schema {@value #ERROR_SCHEMA}: a line and column, or a byte offset and field. */
    static Map<String, Object> error(ModelFormatException e) {
        Map<String, Object> error = new LinkedHashMap<>();
        error.put("schema", ERROR_SCHEMA);
        if (e.line() > 0) {
            error.put("line", e.line());
            error.put("column", e.column());
        } else {
            error.put("byteOffset", e.byteOffset());
            error.put("field", e.field().orElse(null));
        }
        error.put("message", e.reason());
        return error;
    }
}
