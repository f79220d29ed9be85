package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.console.CommandNames;
import io.meshport.cli.console.ExitCode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a user who mistyped is told: the command meant, the form an option takes; and what --help shows. */
class UsageAdviceTest {
    @Test
    void aMistypedCommandGetsTheNearestOne() {
        Cli.Result r = Cli.run("conver", "a.iqe", "b.iqm");
        assertEquals(ExitCode.USAGE, r.exit());
        assertEquals("meshport: unknown command 'conver' (did you mean 'convert'?) (see 'meshport --help')\n", r.err());
        assertTrue(Cli.run("vaildate", "x").err().contains("did you mean 'validate'?"));
        assertTrue(Cli.run("rendr", "x").err().contains("did you mean 'render'?"));
        assertTrue(Cli.run("zzz").err().startsWith("meshport: unknown command 'zzz' (commands: formats, info,"));
        assertEquals(List.of("convert"), CommandNames.nearest("cnvert", List.of("info", "convert", "conformance")));
        assertEquals(List.of("conformance"), CommandNames.nearest("conf", List.of("info", "convert", "conformance")));
        assertEquals(List.of(), CommandNames.nearest("xyz", List.of("info", "diff")));
    }

    @Test
    void aKeyValueOptionWithoutItsKeySaysTheForm() {
        Cli.Result r = Cli.run("render", "body.pie", "-o", "x.png", "--attach", "gnlmg1.pie");
        assertEquals(ExitCode.USAGE, r.exit());
        assertEquals("meshport: --attach takes N=MODEL, not 'gnlmg1.pie' (see 'meshport render --help')\n", r.err());
    }

    @Test
    void helpHasExamplesAndExitCodesThatDoNotWrap() {
        String help = Cli.run("--help").out();
        assertTrue(help.contains("\nExamples:\n  meshport convert model.iqe model.iqm"), help);
        assertTrue(help.contains("\n  1  malformed input, validate found errors, diff found differences,\n"
                + "     or a file of a batch conversion failed\n"), help);
        for (String line : help.split("\n")) {
            assertTrue(line.length() <= 80, "wrapped: " + line);
        }
        // every line of a section below the commands is indented (a line wrapped by the terminal
        // width, picocli's, starts at column 0: "it is" under the iqm example did)
        String examples = help.substring(help.indexOf("\nExamples:\n") + 11, help.indexOf("\nExit codes:"));
        for (String line : examples.split("\n")) {
            assertTrue(line.isEmpty() || line.startsWith("  meshport "), "not an example: '" + line + "'");
        }
        assertTrue(help.endsWith("given\n\n") || help.endsWith("given\n"), help);
    }
}
