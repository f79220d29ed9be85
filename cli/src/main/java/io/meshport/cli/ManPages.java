package io.meshport.cli;

import io.meshport.cli.command.CommandLines;
import io.meshport.cli.command.MeshportCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The man pages and the completion script, written by the build ({@code package}, cli/pom.xml) from
 * the annotations the help comes from, so they always describe this build's commands:
 * {@code target/man/man1/meshport.1} and a {@code meshport-<command>.1} for every subcommand, in
 * roff that {@code man} reads as it is (no AsciiDoc step), and {@code target/meshport_completion}.
 * No date goes into a page: two builds of one source give the same bytes.
 */
public final class ManPages {
    private ManPages() {
    }

    /** Writes the pages and the completion script below {@code args[0]} (the module's target folder). */
    public static void main(String[] args) throws IOException {
        Path target = Path.of(args.length > 0 ? args[0] : "target");
        CommandLine cli = CommandLines.commandLine(new PrintWriter(new StringWriter()),
                new PrintWriter(new StringWriter()));
        write(cli, target.resolve("man").resolve("man1"));
        Files.writeString(target.resolve("meshport_completion"), AutoComplete.bash(cli.getCommandName(), cli),
                StandardCharsets.UTF_8);
    }

    /** One page for {@code cli} and one for each of its subcommands, in {@code dir}. */
    static List<Path> write(CommandLine cli, Path dir) throws IOException {
        Files.createDirectories(dir);
        String version = "meshport " + MeshportCommand.Version.number();
        List<Path> pages = new ArrayList<>();
        List<String> names = new ArrayList<>(cli.getSubcommands().keySet());
        pages.add(Files.writeString(dir.resolve("meshport.1"), page(cli.getCommandSpec(), "meshport", version,
                names), StandardCharsets.UTF_8));
        for (var sub : cli.getSubcommands().entrySet()) {
            String name = "meshport-" + sub.getKey();
            pages.add(Files.writeString(dir.resolve(name + ".1"), page(sub.getValue().getCommandSpec(), name, version,
                    List.of()), StandardCharsets.UTF_8));
        }
        return pages;
    }

    /** The roff of {@code spec}'s page, named {@code name}. */
    static String page(CommandSpec spec, String name, String version, List<String> subcommands) {
        StringBuilder r = new StringBuilder();
        r.append(".TH ").append(quoted(name.toUpperCase(Locale.ROOT))).append(" 1 \"\" ").append(quoted(version))
                .append(" \"meshport manual\"\n");
        String[] description = spec.usageMessage().description();
        r.append(".SH NAME\n").append(text(name)).append(" \\- ").append(text(summary(description))).append('\n');
        r.append(".SH SYNOPSIS\n.nf\n").append(text(synopsis(spec))).append(".fi\n");
        r.append(".SH DESCRIPTION\n");
        for (String paragraph : description) {
            r.append(paragraph.isBlank() ? ".PP\n" : lines(paragraph));
        }
        if (!subcommands.isEmpty()) {
            r.append(".SH COMMANDS\n");
            for (String sub : subcommands) {
                CommandSpec s = spec.subcommands().get(sub).getCommandSpec();
                r.append(".TP\n\\fB").append(text(sub)).append("\\fR\n")
                        .append(text(summary(s.usageMessage().description()))).append('\n');
            }
        }
        if (!spec.positionalParameters().isEmpty()) {
            r.append(".SH ARGUMENTS\n");
            for (PositionalParamSpec p : spec.positionalParameters()) {
                r.append(".TP\n\\fI").append(text(p.paramLabel())).append("\\fR\n").append(lines(String.join(" ",
                        p.description())));
            }
        }
        r.append(".SH OPTIONS\n");
        // as the help lists them: by their order, then by name; picocli registers options declared
        // on methods in the order the JVM lists the methods, which differs from run to run
        List<OptionSpec> options = new ArrayList<>(spec.options());
        options.sort(Comparator.comparingInt(OptionSpec::order).thenComparing(OptionSpec::longestName));
        for (OptionSpec o : options) {
            if (o.hidden()) {
                continue;
            }
            r.append(".TP\n\\fB").append(text(String.join(", ", o.names()))).append("\\fR");
            if (o.typeInfo().isBoolean() == Boolean.FALSE && !o.arity().toString().equals("0")) {
                r.append(" \\fI").append(text(o.paramLabel())).append("\\fR");
            }
            r.append('\n').append(lines(String.join(" ", o.description()).replace("${DEFAULT-VALUE}",
                    String.valueOf(o.defaultValue()))));
        }
        String[] footer = spec.usageMessage().footer();
        if (footer.length > 0) {
            // the footer holds the examples and the exit codes: kept as laid out
            String heading = spec.usageMessage().footerHeading().replace("%n", "").replace(":", "").strip();
            r.append(".SH ").append(quoted(heading.isEmpty() ? "NOTES" : heading.toUpperCase(Locale.ROOT)))
                    .append("\n.nf\n");
            for (String line : footer) {
                String plain = line.replace("%n", "");
                if (!plain.isEmpty() && !plain.startsWith(" ") && plain.endsWith(":")) {
                    r.append(".fi\n.SH ").append(quoted(plain.substring(0, plain.length() - 1).toUpperCase(Locale.ROOT)))
                            .append("\n.nf\n");
                } else {
                    r.append(text(plain)).append('\n');
                }
            }
            r.append(".fi\n");
        }
        r.append(".SH SEE ALSO\n");
        r.append(name.equals("meshport") ? subcommands.stream().map(s -> "\\fB" + text("meshport-" + s) + "\\fR(1)")
                .reduce((a, b) -> a + ", " + b).orElse("") : "\\fBmeshport\\fR(1)").append('\n');
        return r.toString();
    }

    private static String synopsis(CommandSpec spec) {
        String usage = new CommandLine.Help(spec, new CommandLine.Help.ColorScheme.Builder(CommandLine.Help.Ansi.OFF)
                .build()).synopsis(0);
        return usage.startsWith("Usage: ") ? usage.substring("Usage: ".length()) : usage;
    }

    private static String summary(String[] description) {
        String first = description.length == 0 ? "" : description[0];
        int stop = first.indexOf(". ");
        String line = stop < 0 ? first : first.substring(0, stop + 1);
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }

    /** A paragraph of text; a line that starts with blanks (an example) kept as laid out. */
    private static String lines(String paragraph) {
        StringBuilder r = new StringBuilder();
        boolean literal = false;
        for (String line : paragraph.split("\n", -1)) {
            if (line.startsWith("  * ")) {
                // a list item: a bullet, wrapped as text
                r.append(literal ? ".fi\n" : "").append(".IP \\(bu 2\n").append(text(line.substring(4))).append('\n');
                literal = false;
                continue;
            }
            boolean indented = line.startsWith("  ");
            if (indented && !literal) {
                r.append(".nf\n");
            } else if (!indented && literal) {
                r.append(".fi\n");
            }
            literal = indented;
            r.append(text(line)).append('\n');
        }
        return r.append(literal ? ".fi\n.PP\n" : ".PP\n").toString();
    }

    /** {@code s} as roff text: backslashes escaped, and a line that would read as a request kept text. */
    static String text(String s) {
        StringBuilder b = new StringBuilder();
        for (String line : s.split("\n", -1)) {
            if (b.length() > 0) {
                b.append('\n');
            }
            String escaped = line.replace("\\", "\\e").replace("-", "\\-");
            if (escaped.startsWith(".") || escaped.startsWith("'")) {
                escaped = "\\&" + escaped;
            }
            b.append(escaped);
        }
        return b.toString();
    }

    private static String quoted(String s) {
        return "\"" + text(s).replace("\"", "\\(dq") + "\"";
    }
}
