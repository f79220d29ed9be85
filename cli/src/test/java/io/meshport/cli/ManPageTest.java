package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.cli.command.CommandLines;
import io.meshport.cli.command.MeshportCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The man pages the build writes ({@link ManPages}, run in {@code package}): roff that {@code man}
 * reads as it is, a page for the command and each subcommand, every option described, the
 * examples and exit codes kept, and the same bytes from one source.
 */
class ManPageTest {
    @TempDir
    Path dir;

    private static CommandLine cli() {
        return CommandLines.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    @Test
    void aPageForTheCommandAndEverySubcommandWithItsOptionsAndExamples() throws IOException {
        CommandLine cli = cli();
        List<Path> pages = ManPages.write(cli, dir);
        assertEquals(cli.getSubcommands().size() + 1, pages.size());
        String root = Files.readString(dir.resolve("meshport.1"));
        assertTrue(root.startsWith(".TH \"MESHPORT\" 1 \"\" \"meshport "
                + ManPages.text(MeshportCommand.Version.number()) + "\""), root);
        assertTrue(root.contains(".SH \"EXIT CODES\"\n"), root);
        assertTrue(root.contains("3  I/O error"), root);
        for (var sub : cli.getSubcommands().entrySet()) {
            String text = Files.readString(dir.resolve("meshport-" + sub.getKey() + ".1"));
            assertTrue(root.contains("\\fBmeshport\\-" + sub.getKey() + "\\fR(1)"), "the root page names " + sub.getKey());
            assertTrue(text.contains(".SH \"EXAMPLES\"\n"), sub.getKey() + " has the examples");
            for (String option : sub.getValue().getCommandSpec().optionsMap().keySet()) {
                assertTrue(text.contains("\\fB" + option.replace("-", "\\-")) || text.contains(", "
                        + option.replace("-", "\\-")), sub.getKey() + " describes " + option);
            }
            assertFalse(text.contains(":doctype:") || text.contains("${"), "roff, not AsciiDoc: " + sub.getKey());
        }
        assertEquals(Files.readString(dir.resolve("meshport-convert.1")),
                ManPages.page(cli.getSubcommands().get("convert").getCommandSpec(), "meshport-convert",
                        "meshport " + MeshportCommand.Version.number(), List.of()), "the same page from the same source");
    }

    @Test
    void manReadsEveryPageWithoutAWarning() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/groff")), "groff");
        for (Path page : ManPages.write(cli(), dir)) {
            Process p = new ProcessBuilder("groff", "-man", "-Tutf8", "-ww", "-z", page.toString()).start();
            String warnings = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals("", warnings, page.getFileName().toString());
            assertEquals(0, p.exitValue());
        }
    }

    @Test
    void textThatLooksLikeARequestStaysText() {
        assertEquals("\\&.hidden \\e \\-\\-to", ManPages.text(".hidden \\ --to"));
        assertEquals("\\&'quoted", ManPages.text("'quoted"));
    }
}
