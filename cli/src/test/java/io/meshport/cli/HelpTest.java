package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.command.CommandLines;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every subcommand's --help ends with examples a user can type; --version prints this build's version. */
class HelpTest {
    private static CommandLine fresh() {
        return CommandLines.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    }

    /** The example lines of {@code help}: the indented lines after "Examples:" up to a blank line. */
    private static List<String> examples(String help) {
        List<String> lines = help.lines().toList();
        int start = lines.indexOf("Examples:");
        List<String> out = new ArrayList<>();
        for (int i = start + 1; start >= 0 && i < lines.size() && !lines.get(i).isBlank(); i++) {
            out.add(lines.get(i).strip());
        }
        return out;
    }

    /**
     * The arguments after {@code meshport} in a shell line, up to where the shell takes over again
     * ({@code )}, a quote, a redirection, a pipe, a comment).
     */
    private static String[] arguments(String line) {
        String rest = line.substring(line.indexOf("meshport ") + "meshport ".length());
        Matcher shell = Pattern.compile("[)'\">|#;&]").matcher(rest);
        if (shell.find()) {
            rest = rest.substring(0, shell.start());
        }
        return rest.strip().split("\\s+");
    }

    /**
     * At least two examples each (meshport's own commands have two to four; render shows one a
     * feature), and each a command line the parser takes: a renamed option breaks its example.
     */
    @Test
    void everySubcommandHasExamplesThatParse() {
        Set<String> names = fresh().getSubcommands().keySet();
        for (String name : names) {
            Cli.Result help = Cli.run(name, "--help");
            assertEquals(0, help.exit(), help.toString());
            List<String> examples = examples(help.out());
            assertTrue(examples.size() >= 2, name + ": examples in\n" + help.out());
            for (String example : examples) {
                assertTrue(example.contains("meshport " + name), name + ": an example of " + name + ": " + example);
                String[] args = arguments(example);
                assertEquals(name, args[0], example);
                // a fresh command line each: convert's options collect state while parsing
                try {
                    fresh().parseArgs(args);
                } catch (CommandLine.ParameterException e) {
                    throw new AssertionError(name + ": '" + example + "' is not a valid command line: "
                            + e.getMessage(), e);
                }
            }
        }
    }

    @Test
    void versionPrintsTheVersionThisBuildHas() throws IOException {
        // the parent's version in this module's pom: what Maven filters into version.properties
        Matcher parent = Pattern.compile("(?s)<parent>.*?<version>([^<]+)</version>.*?</parent>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(parent.find(), "cli/pom.xml names its parent's version");
        for (String option : List.of("--version", "-V")) {
            Cli.Result r = Cli.run(option);
            assertEquals(0, r.exit(), r.toString());
            List<String> lines = r.out().lines().toList();
            assertEquals("meshport " + parent.group(1), lines.get(0), r.out());
            assertEquals("Java " + System.getProperty("java.version"), lines.get(1), r.out());
        }
        Cli.Result sub = Cli.run("diff", "--version");
        assertEquals(0, sub.exit(), sub.toString());
        assertTrue(sub.out().startsWith("meshport " + parent.group(1) + "\n"), Arrays.toString(sub.out().lines()
                .toArray()));
    }
}
