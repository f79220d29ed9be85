package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.cli.command.CommandLines;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code meshport completion}: the script knows every subcommand, and bash completes with it. The
 * build also writes the script as {@code target/meshport_completion} ({@link ManPages}), beside the jar.
 */
class CompletionTest {
    static final Path SCRIPT = Path.of("target", "meshport_completion");

    private static Set<String> subcommands() {
        return CommandLines.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()))
                .getSubcommands().keySet();
    }

    @Test
    void theScriptNamesEverySubcommandAndIsWrittenToTarget() throws IOException {
        Cli.Result r = Cli.run("completion");
        assertEquals(0, r.exit(), r.toString());
        Files.createDirectories(SCRIPT.getParent());
        Files.writeString(SCRIPT, r.out(), StandardCharsets.UTF_8);
        String commands = r.out().lines().filter(l -> l.strip().startsWith("local commands=")).findFirst()
                .orElseThrow(() -> new AssertionError("no list of subcommands in\n" + r.out()));
        for (String name : subcommands()) {
            assertTrue(commands.matches(".*[\"( ]" + name + "[\") ].*"), name + " in " + commands);
        }
        assertTrue(r.out().contains("complete -F _complete_meshport"), "registered for the meshport command");
    }

    /** What bash offers after {@code words}, the last one being completed. */
    private static String complete(String... words) throws IOException, InterruptedException {
        Path script = Files.createTempFile("meshport_completion", ".bash");
        try {
            Files.writeString(script, Cli.run("completion").out(), StandardCharsets.UTF_8);
            StringBuilder array = new StringBuilder();
            for (String w : words) {
                array.append(" '").append(w).append('\'');
            }
            String program = "source '" + script + "'; COMP_WORDS=(" + array + "); COMP_CWORD=" + (words.length - 1)
                    + "; _complete_meshport 2>/dev/null; echo \"${COMPREPLY[@]}\"";
            Process p = new ProcessBuilder("bash", "-c", program).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), out);
            return out;
        } finally {
            Files.delete(script);
        }
    }

    @Test
    void bashCompletesSubcommandsOptionsAndValues() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")) || Files.isExecutable(Path.of("/usr/bin/bash")), "bash");
        assertEquals("diff", complete("meshport", "di"));
        assertEquals(String.join(" ", subcommands()), complete("meshport", ""));
        assertEquals("--tolerance", complete("meshport", "diff", "--tol"));
        assertEquals("text json sarif", complete("meshport", "validate", "--format", ""));
        assertTrue(complete("meshport", "info", "--from", "").contains("glb"), "formats and their extensions");
        assertEquals("gltf glb", complete("meshport", "conformance", "--format", "gl"));
    }
}
