package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code meshport convert DIR OUT_DIR --to FORMAT}, and the same from a game archive, as a user meets them. Public for
 * its {@link #tree} and {@link #zip}, which the batch tests of other packages use too.
 */
public class BatchConvertTest {
    /** Ends before its POINTS block does: a model by its name and first line, broken inside. */
    static final String BROKEN_PIE = "PIE 3\nTYPE 10200\nTEXTURE 0 page-1.png 256 256\nLEVELS 1\nLEVEL 1\nPOINTS 3\n"
            + " 0 0 0\n";

    @TempDir
    Path dir;

    /** Every file below {@code root}, as '/'-separated relative paths, sorted. */
    public static List<String> tree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    /** A zip file of {@code entries} in their order (names as given, '..' and all). */
    public static Path zip(Path file, Map<String, byte[]> entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(e.getKey()));
                zip.write(e.getValue());
                zip.closeEntry();
            }
        }
        return file;
    }

    private static String withExtension(String relative, String extension) {
        return relative.substring(0, relative.lastIndexOf('.') + 1) + extension;
    }

    @ParameterizedTest
    @ValueSource(strings = {"pie", "iqm"})
    void convertsACorpusDirectoryAndEveryOutputReadsBack(String folder) throws IOException {
        Path corpus = Corpus.root().resolve(folder);
        List<String> all = tree(corpus);
        List<String> models = all.stream().filter(n -> n.endsWith("." + folder)).toList();
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--to", "iqm", corpus.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().endsWith("converted " + models.size() + ", skipped " + (all.size() - models.size())
                + ", failed 0\n"), r.err());
        assertEquals(models.stream().map(n -> withExtension(n, "iqm")).toList(), tree(out));
        for (String n : models) {
            Path written = out.resolve(withExtension(n, "iqm"));
            assertEquals("iqm", ModelIO.detect(written).name(), n);
            Model back = ModelIO.read(written);
            Model source = ModelIO.read(corpus.resolve(n));
            assertEquals(source.meshes().size(), back.meshes().size(), n);
            assertEquals(source.animations().size(), back.animations().size(), n);
        }
        assertEquals("", r.out());
    }

    @Test
    void theOutputDoesNotDependOnHowManyJobsRunIt() throws IOException {
        Path corpus = Corpus.root().resolve("iqm");
        Cli.Result one = Cli.run("convert", "--to", "iqe", "--jobs", "1", corpus.toString(), dir.resolve("one").toString());
        Cli.Result two = Cli.run("convert", "--to", "iqe", "--jobs", "3", corpus.toString(), dir.resolve("two").toString());
        assertEquals(0, one.exit(), one.toString());
        assertEquals(one.err().replace(dir.resolve("one").toString(), "OUT"),
                two.err().replace(dir.resolve("two").toString(), "OUT"));
        assertEquals(tree(dir.resolve("one")), tree(dir.resolve("two")));
        for (String n : tree(dir.resolve("one"))) {
            assertEquals(Files.readString(dir.resolve("one").resolve(n)), Files.readString(dir.resolve("two").resolve(n)),
                    n);
        }
    }

    @Test
    void verboseTimesEachFilesStepsAndTheBatch() throws IOException {
        List<Path> pies = Corpus.files("pie", ".pie").subList(0, 3);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        for (Path p : pies) {
            entries.put("structs/" + p.getFileName(), Files.readAllBytes(p));
        }
        entries.put("structs/broken.pie", BROKEN_PIE.getBytes(StandardCharsets.US_ASCII));
        Path archive = zip(dir.resolve("base.wz"), entries);

        Cli.Result r = Cli.run("--verbose", "convert", "--to", "iqm", archive.toString(), dir.resolve("out").toString());
        assertEquals(1, r.exit(), r.toString());
        String step = "\\d+\\.\\d\\d ms";
        String steps = "read " + step + ", convert " + step + ", write " + step;
        for (Path p : pies) {
            String shown = Pattern.quote(archive + "!/structs/" + p.getFileName());
            assertTrue(r.err().lines().anyMatch(l -> l.matches(shown + ": " + steps)), p + "\n" + r.err());
        }
        // the broken file's line is its failure, not its times
        assertFalse(r.err().lines().anyMatch(l -> l.startsWith(archive + "!/structs/broken.pie: read")), r.err());
        assertTrue(r.err().lines().anyMatch(l -> l.matches("time: " + steps
                + " in all, 3 files converted on \\d+ threads, \\d+\\.\\d{3} s from the first file's start to the last one's end")),
                r.err());
        Cli.Result quiet = Cli.run("convert", "--force", "--to", "iqm", archive.toString(), dir.resolve("out").toString());
        assertFalse(quiet.err().contains(" ms"), "without --verbose no times: " + quiet.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"models.zip", "base.wz"})
    void anArchiveWithABrokenModelConvertsTheRestAndSaysWhichFailed(String name) throws IOException {
        List<Path> pies = Corpus.files("pie", ".pie").subList(0, 4);
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("structs/" + pies.get(0).getFileName(), Files.readAllBytes(pies.get(0)));
        entries.put("structs/" + pies.get(1).getFileName(), Files.readAllBytes(pies.get(1)));
        entries.put("texpages/page-1.png", new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        entries.put("structs/broken.pie", BROKEN_PIE.getBytes(StandardCharsets.US_ASCII));
        entries.put("script/rules.js", "function eventStartLevel() {}\n".getBytes(StandardCharsets.US_ASCII));
        entries.put("features/" + pies.get(2).getFileName(), Files.readAllBytes(pies.get(2)));
        entries.put("features/deep/" + pies.get(3).getFileName(), Files.readAllBytes(pies.get(3)));
        Path iqm = Corpus.files("iqm", ".iqm").get(0);
        entries.put("actors/" + iqm.getFileName(), Files.readAllBytes(iqm));
        Path archive = zip(dir.resolve(name), entries);
        Path out = dir.resolve("out");

        Cli.Result r = Cli.run("convert", "--to", "iqm", archive.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        List<String> lines = r.err().lines().toList();
        int summary = lines.indexOf("converted 5, skipped 2, failed 1");
        assertTrue(summary >= 0, r.err());
        assertEquals(summary + 2, lines.size(), "one failure line after the summary: " + r.err());
        // the reason is what converting the file alone says, of the entry instead of the file
        Path alone = Files.writeString(dir.resolve("broken.pie"), BROKEN_PIE);
        Cli.Result single = Cli.run("convert", alone.toString(), dir.resolve("broken.iqm").toString());
        assertEquals("meshport: " + lines.get(summary + 1).replace(archive + "!/structs/broken.pie", alone.toString())
                + "\n", single.err());
        assertTrue(lines.get(summary + 1).startsWith(archive + "!/structs/broken.pie:7:1: "), r.err());

        List<String> converted = entries.keySet().stream().filter(n -> n.endsWith(".pie") || n.endsWith(".iqm"))
                .filter(n -> !n.equals("structs/broken.pie")).map(n -> withExtension(n, "iqm")).sorted().toList();
        // nothing else: no partial output, no temporary file, no directory made for the broken file alone
        assertEquals(converted, tree(out));
        for (String n : converted) {
            assertFalse(ModelIO.read(out.resolve(n)).meshes().isEmpty(), n);
        }
        assertEquals(-1L, Files.mismatch(iqm, out.resolve("actors/" + iqm.getFileName())),
                "an IQM entry converted to IQM is copied byte for byte");
    }

    @Test
    void anEntryNamedOutsideTheOutputDirectoryIsRefused() throws IOException {
        byte[] pie = Files.readAllBytes(Corpus.files("pie", ".pie").get(0));
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("../escaped.pie", pie);
        entries.put("structs/../../../escaped-deeper.pie", pie);
        entries.put("/tmp/meshport-absolute-escape.pie", pie);
        entries.put("structs\\..\\..\\escaped-backslash.pie", pie);
        entries.put("structs/ok.pie", pie);
        Path archive = zip(dir.resolve("evil.zip"), entries);
        Path out = Files.createDirectories(dir.resolve("a/b/out"));

        Cli.Result r = Cli.run("convert", "--to", "iqe", archive.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().contains("converted 1, skipped 0, failed 4\n"), r.err());
        for (String name : List.of("../escaped.pie", "structs/../../../escaped-deeper.pie",
                "/tmp/meshport-absolute-escape.pie", "structs\\..\\..\\escaped-backslash.pie")) {
            assertTrue(r.err().contains(archive + "!/" + name + ": unsafe name (absolute, or with '..'): its output"
                    + " would be outside " + out + ", not converted\n"), r.err());
        }
        assertEquals(List.of("a/b/out/structs/ok.iqe", "evil.zip"), tree(dir));
        assertFalse(Files.exists(Path.of("/tmp/meshport-absolute-escape.iqe")));
    }

    /**
     * {@code pies} copied into {@code in} and converted to IQM into {@code out}; the second output
     * then overwritten with "precious", as a file a user edited: returned.
     */
    private static Path convertedOnceAndOneReplaced(List<Path> pies, Path in, Path out) throws IOException {
        Files.createDirectories(in);
        for (Path p : pies) {
            Files.copy(p, in.resolve(p.getFileName()));
        }
        assertEquals(0, Cli.run("convert", "--to", "iqm", in.toString(), out.toString()).exit());
        Path kept = out.resolve(withExtension(pies.get(1).getFileName().toString(), "iqm"));
        Files.writeString(kept, "precious");
        return kept;
    }

    @Test
    void existingOutputsFailUnlessForced() throws IOException {
        List<Path> pies = Corpus.files("pie", ".pie").subList(0, 3);
        Path in = dir.resolve("in");
        Path out = dir.resolve("out");
        Path kept = convertedOnceAndOneReplaced(pies, in, out);
        Files.delete(out.resolve(withExtension(pies.get(2).getFileName().toString(), "iqm")));

        Cli.Result again = Cli.run("convert", "--to", "iqm", in.toString(), out.toString());
        assertEquals(1, again.exit(), again.toString());
        assertTrue(again.err().endsWith("2 outputs exist, "
                + out.resolve(withExtension(pies.get(0).getFileName().toString(), "iqm"))
                + " the first (use --force to replace them, or --skip-existing to keep them and convert the rest)\n"
                + "converted 1, skipped 0, failed 2\n"), again.err());
        assertEquals("precious", Files.readString(kept));

        Cli.Result forced = Cli.run("convert", "--to", "iqm", "--force", in.toString(), out.toString());
        assertEquals(0, forced.exit(), forced.toString());
        assertTrue(forced.err().endsWith("converted 3, skipped 0, failed 0\n"), forced.err());
        assertEquals("iqm", ModelIO.detect(kept).name());
        assertEquals(3, tree(out).size());
    }

    @Test
    void aBatchRunAgainWithSkipExistingConvertsOnlyWhatIsMissing() throws IOException {
        List<Path> pies = Corpus.files("pie", ".pie").subList(0, 3);
        Path in = dir.resolve("in");
        Path out = dir.resolve("out");
        Path kept = convertedOnceAndOneReplaced(pies, in, out);

        Cli.Result same = Cli.run("convert", "--to", "iqm", "--skip-existing", in.toString(), out.toString());
        assertEquals(0, same.exit(), same.toString());
        assertEquals("converted 0, skipped 0, kept 3 existing, failed 0\n", same.err());
        assertEquals("precious", Files.readString(kept));

        Files.delete(kept); // as after Ctrl-C: a later file not written yet
        Cli.Result resumed = Cli.run("convert", "--to", "iqm", "--skip-existing", in.toString(), out.toString());
        assertEquals(0, resumed.exit(), resumed.toString());
        assertTrue(resumed.err().endsWith("converted 1, skipped 0, kept 2 existing, failed 0\n"), resumed.err());
        assertEquals("iqm", ModelIO.detect(kept).name());

        Cli.Result both = Cli.run("convert", "--to", "iqm", "--skip-existing", "--force", in.toString(), out.toString());
        assertEquals(2, both.exit(), both.toString());
        assertTrue(both.err().contains("give one"), both.err());
    }

    @Test
    void oneOutputThatExistsIsKeptWithSkipExisting() throws IOException {
        Path out = Files.writeString(dir.resolve("cube.iqm"), "precious");
        Cli.Result r = Cli.run("convert", "--skip-existing", Corpus.files("pie", ".pie").get(0).toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains(out + " exists: kept (--skip-existing)"), r.err());
        assertEquals("precious", Files.readString(out));
    }

    @Test
    void fromConvertsOnlyThatFormatAndFormatOptionsApplyToEveryFile() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Path pie = Corpus.files("pie", ".pie").get(0);
        Files.copy(pie, in.resolve("a.pie"));
        Files.copy(Corpus.files("iqm", ".iqm").get(0), in.resolve("b.iqm"));
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--from", "pie", "--to", "pie", "--pie-version", "2", "--scale", "2",
                "--quiet", in.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("converted 1, skipped 1, failed 0\n", r.err(), "--quiet: the summary alone");
        assertEquals(List.of("a.pie"), tree(out));
        assertTrue(Files.readString(out.resolve("a.pie")).startsWith("PIE 2"));

        Cli.Result single = Cli.run("convert", "--pie-version", "2", "--scale", "2", in.resolve("a.pie").toString(),
                dir.resolve("single.pie").toString());
        assertEquals(0, single.exit(), single.toString());
        assertEquals(Files.readString(dir.resolve("single.pie")), Files.readString(out.resolve("a.pie")),
                "each file converted as it would be alone");
    }

    @Test
    void writersWarningsAreSaidOnceWithHowManyFilesTheyConcern() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        for (Path p : Corpus.files("pie", ".pie").subList(0, 3)) {
            Files.copy(p, in.resolve(p.getFileName()));
        }
        Cli.Result r = Cli.run("convert", "--to", "iqm", in.toString(), dir.resolve("out").toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("note: axes converted from y-up left-handed cw to z-up right-handed cw, as iqm files are"
                + " (3 files)\nconverted 3, skipped 0, failed 0\n", r.err());
    }

    @Test
    void optionsThatDescribeOneConversionAreUsageErrorsForABatch() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Path out = dir.resolve("out");
        Map<List<String>, String> said = new LinkedHashMap<>();
        said.put(List.of(), "a directory or archive converts into a directory: name the output format with --to");
        said.put(List.of("--to", "iqm", "--report"), "--report describes one conversion, not a directory or archive"
                + " of them");
        said.put(List.of("--to", "iqm", "--name", "run"), "--name, --fps, --loop, --start and --end apply to one"
                + " input's animation, not to every file of a directory or archive");
        said.put(List.of("--to", "iqm", "--jobs", "0"), "--jobs takes a positive number, not 0");
        for (Map.Entry<List<String>, String> e : said.entrySet()) {
            List<String> args = new ArrayList<>(List.of("convert"));
            args.addAll(e.getKey());
            args.addAll(List.of(in.toString(), out.toString()));
            Cli.Result r = Cli.run(args.toArray(String[]::new));
            assertEquals(2, r.exit(), r.toString());
            assertEquals("meshport: " + e.getValue() + " (see 'meshport convert --help')\n", r.err());
        }
        assertFalse(Files.exists(out), "nothing made");
    }

    @Test
    void twoFilesWithOneOutputDoNotReplaceEachOther() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Files.copy(Corpus.files("pie", ".pie").get(0), in.resolve("a.pie"));
        Files.copy(Corpus.files("iqm", ".iqm").get(0), in.resolve("a.iqm"));
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--to", "iqe", in.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        // the first in path order has it
        assertTrue(r.err().endsWith("converted 1, skipped 0, failed 1\n" + in.resolve("a.pie")
                + ": not converted: its output " + out.resolve("a.iqe") + " is that of " + in.resolve("a.iqm") + "\n"),
                r.err());
        assertEquals(ModelIO.read(in.resolve("a.iqm")).meshes().size(), ModelIO.read(out.resolve("a.iqe")).meshes()
                .size());
    }

    @Test
    void aFileAsOutputDirectoryIsAnIoError() throws IOException {
        Path in = Files.createDirectories(dir.resolve("in"));
        Path out = Files.writeString(dir.resolve("out"), "a file");
        Cli.Result r = Cli.run("convert", "--to", "iqm", in.toString(), out.toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + out + ": not a directory\n", r.err());
    }
}
