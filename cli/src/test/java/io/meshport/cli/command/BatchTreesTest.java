package io.meshport.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.BatchConvertTest;
import io.meshport.cli.Cli;
import io.meshport.harness.FileReads;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch stays inside its trees (docs/security.md, "Batches stay inside their trees"): it reads
 * no file through a symbolic link that leads out of its input folder unless --follow-links is
 * given, writes nothing through a link in its output folder, never converts into its own input,
 * and runs no more files at once than the processors can use.
 */
class BatchTreesTest {
    /** The first line of a file outside the input tree: a reader's error would quote it. */
    private static final String SECRET = "TOP-SECRET-LINE-4c1d";

    @TempDir
    Path dir;

    private Path in;
    private Path secrets;

    @BeforeEach
    void tree() throws IOException {
        in = Files.createDirectories(dir.resolve("in"));
        secrets = Files.createDirectories(dir.resolve("secrets"));
        Files.writeString(secrets.resolve("secret.pie"), SECRET + "\nmore of it\n");
        Files.copy(Corpus.files("pie", ".pie").get(0), in.resolve("a.pie"));
        Files.createSymbolicLink(in.resolve("passwd.pie"), secrets.resolve("secret.pie"));
    }

    @Test
    void aLinkOutOfTheInputTreeIsNeitherReadNorQuotedButNamedOnce() throws IOException {
        Files.createDirectories(in.resolve("sub"));
        Files.createSymbolicLink(in.resolve("sub/inside.pie"), Path.of("..", "a.pie"));
        Files.createSymbolicLink(in.resolve("elsewhere"), secrets);
        Path out = dir.resolve("out");
        Cli.Result[] convert = new Cli.Result[1];
        Set<Path> read = FileReads.under(secrets, () -> convert[0] = Cli.run("convert", "--to", "iqm", in.toString(),
                out.toString()));
        Cli.Result r = convert[0];
        assertEquals(Set.of(), read, r.toString());
        assertEquals(0, r.exit(), r.toString());
        assertFalse(r.err().contains(SECRET), r.toString());
        assertEquals(1, count(r.err(), in.resolve("passwd.pie") + ": warning: a symbolic link that leads out of "
                + in + ": not followed (--follow-links follows it)"), r.toString());
        assertEquals(1, count(r.err(), in.resolve("elsewhere") + ": warning: "), r.toString());
        assertTrue(r.err().contains("converted 2, skipped 2, failed 0"), r.toString());
        // a link inside the tree is followed as before
        assertEquals(List.of("a.iqm", "sub/inside.iqm"), BatchConvertTest.tree(out));

        Cli.Result[] validate = new Cli.Result[1];
        read = FileReads.under(secrets, () -> validate[0] = Cli.run("validate", in.toString()));
        Cli.Result v = validate[0];
        assertEquals(Set.of(), read, v.toString());
        assertEquals(0, v.exit(), v.toString());
        assertFalse(v.out().contains(SECRET) || v.err().contains(SECRET), v.toString());
        assertTrue(v.out().endsWith("2 files: 2 valid, 0 with errors, 0 warnings\n"), v.toString());
        assertEquals(1, count(v.err(), in.resolve("passwd.pie") + ": warning: a symbolic link that leads out of "),
                v.toString());
    }

    @Test
    void followLinksFollowsThemOutIntoFilesAndFoldersAndStopsAtALoop() throws IOException {
        Path more = Files.createDirectories(dir.resolve("more"));
        Files.copy(Corpus.files("pie", ".pie").get(1), more.resolve("b.pie"));
        Files.createSymbolicLink(more.resolve("loop"), more);
        Files.createSymbolicLink(in.resolve("more"), more);
        Cli.Result r = Cli.run("convert", "--to", "iqm", "--follow-links", in.toString(), dir.resolve("out").toString());
        assertEquals(1, r.exit(), r.toString());
        // asked for: the file out of the tree is read, and its reader's error is its own file's
        assertTrue(r.err().contains(in.resolve("passwd.pie") + ":1:1: "), r.toString());
        assertEquals(1, count(r.err(), in.resolve("more/loop") + ": warning: "), r.toString());
        assertEquals(List.of("a.iqm", "more/b.iqm"), BatchConvertTest.tree(dir.resolve("out")));

        Cli.Result v = Cli.run("validate", "--follow-links", in.toString());
        assertEquals(1, v.exit(), v.toString());
        assertTrue(v.out().endsWith("3 files: 2 valid, 1 with errors, 0 warnings\n"), v.toString());
    }

    @Test
    void nothingIsWrittenThroughALinkInTheOutputTree() throws IOException {
        Files.createDirectories(in.resolve("sub"));
        Files.copy(in.resolve("a.pie"), in.resolve("sub/b.pie"));
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createSymbolicLink(out.resolve("sub"), elsewhere);
        Files.writeString(elsewhere.resolve("keep.txt"), "mine");
        Files.createSymbolicLink(out.resolve("a.iqm"), elsewhere.resolve("keep.txt"));

        Cli.Result r = Cli.run("convert", "--to", "iqm", "--force", in.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertEquals(List.of("keep.txt"), BatchConvertTest.tree(elsewhere));
        assertEquals("mine", Files.readString(elsewhere.resolve("keep.txt")));
        assertTrue(Files.isSymbolicLink(out.resolve("a.iqm")), "the link itself is not replaced either");
        assertTrue(r.err().contains("converted 0, skipped 1, failed 2\n"), r.toString());
        assertTrue(r.err().contains(in.resolve("sub/b.pie") + ": not converted: " + out.resolve("sub")
                + " is a symbolic link, and a conversion never writes through one\n"), r.toString());
        assertTrue(r.err().contains(in.resolve("a.pie") + ": not converted: " + out.resolve("a.iqm")
                + " is a symbolic link"), r.toString());
        assertFalse(r.err().contains(elsewhere.toString()), "where a link points is not said: " + r);
    }

    @Test
    void theInputFolderOrOneInsideItAsOutputIsAUsageError() throws IOException {
        Cli.Result same = Cli.run("convert", "--to", "iqm", in.toString(), in.toString());
        assertEquals(2, same.exit(), same.toString());
        assertEquals("meshport: the output folder " + in + " is the input folder: its outputs would be read as"
                + " inputs; name a folder outside it (see 'meshport convert --help')\n", same.err());

        Path inside = in.resolve("converted");
        Cli.Result nested = Cli.run("convert", "--to", "iqm", in.toString(), inside.toString());
        assertEquals(2, nested.exit(), nested.toString());
        assertTrue(nested.err().startsWith("meshport: the output folder " + inside + " is inside the input folder "
                + in + ": "), nested.toString());
        assertFalse(Files.exists(inside), "no folder made for a refused run");

        // the same folder by another name: a link to it
        Path alias = Files.createSymbolicLink(dir.resolve("alias"), in);
        assertEquals(2, Cli.run("convert", "--to", "iqm", in.toString(), alias.toString()).exit());
        assertEquals(List.of("a.pie"), BatchConvertTest.tree(in).stream().filter(f -> !f.equals("passwd.pie")).toList());
    }

    @Test
    void anOutputThatWouldLandInsideTheInputTreeIsRefused() throws IOException {
        // in = out/models: the entry models/x.pie of the input would be written to out/models/x.iqm,
        // inside the input, where it replaces an input of that name or is read by the next run
        Path out = Files.createDirectories(dir.resolve("out"));
        Path models = Files.createDirectories(out.resolve("models"));
        Files.copy(in.resolve("a.pie"), models.resolve("top.pie"));
        Files.createDirectories(models.resolve("models"));
        Files.copy(in.resolve("a.pie"), models.resolve("models/x.pie"));
        Files.writeString(models.resolve("x.iqm"), "an input, not ours to replace");

        Cli.Result r = Cli.run("convert", "--to", "iqm", "--force", models.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertEquals("an input, not ours to replace", Files.readString(models.resolve("x.iqm")));
        assertTrue(r.err().contains(models.resolve("models/x.pie") + ": not converted: its output "
                + out.resolve("models/x.iqm") + " would be inside the input folder"), r.toString());
        assertTrue(Files.exists(out.resolve("top.iqm")), r.toString());
    }

    @Test
    void jobsAreCappedAtAFewPerProcessorWithANote() throws IOException {
        assertEquals(8, ConvertCommand.threads(100_000, 2));
        assertEquals(3, ConvertCommand.threads(3, 2));
        assertEquals(2, ConvertCommand.threads(null, 2));
        Files.delete(in.resolve("passwd.pie"));
        int processors = Runtime.getRuntime().availableProcessors();
        Cli.Result r = Cli.run("convert", "--to", "iqm", "--jobs", "100000", in.toString(), dir.resolve("o").toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().startsWith("meshport: note: --jobs 100000 is more than 4 per processor (" + processors
                + "): converting " + processors * 4 + " files at a time\n"), r.toString());
        Cli.Result quiet = Cli.run("convert", "--to", "iqm", "-q", "--jobs", "100000", in.toString(),
                dir.resolve("q").toString());
        assertFalse(quiet.err().contains("note"), quiet.toString());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
