package io.meshport.cli.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.console.ExitCode;
import io.meshport.harness.junit.Corpus;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** A run that names its command builds only that one, and still behaves as the whole command does. */
class NamedCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private CommandLine named(String first) {
        return CommandLines.commandLine(new PrintWriter(out, true), new PrintWriter(err, true), () -> false, first);
    }

    @Test
    void aNamedCommandIsTheOnlyOneBuilt() {
        CommandLine cli = named("info");
        assertEquals(Set.of("info"), cli.getSubcommands().keySet());
        int exit = cli.execute("info", Corpus.examples(".iqe").get(0).toString());
        assertEquals(ExitCode.OK, exit, err.toString());
        assertTrue(out.toString().contains("meshes: 1"), out.toString());
    }

    @Test
    void anythingElseBuildsEveryCommand() {
        for (String first : new String[] {null, "--help", "--verbose", "nonsense"}) {
            assertEquals(MeshportCommand.SUBCOMMANDS.size(), named(first).getSubcommands().size(), first);
        }
        assertEquals(ExitCode.USAGE, named("nonsense").execute("nonsense"));
    }

    @Test
    void completionStillCompletesEveryCommand() {
        assertEquals(ExitCode.OK, named("completion").execute("completion"));
        for (String command : List.of("formats", "info", "validate", "convert", "iqm", "render", "diff", "conformance")) {
            assertTrue(out.toString().contains(command), command);
        }
    }
}
