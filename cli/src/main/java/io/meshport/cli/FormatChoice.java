package io.meshport.cli;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.nio.file.Path;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** Checks {@code --from}/{@code --to} and output names up front, so a typo is a usage error (exit 2), not an I/O error. */
final class FormatChoice {
    private FormatChoice() {
    }

    /** The readable format called {@code name}; null stays null (= detect). */
    static String readable(CommandSpec spec, String name) {
        if (name == null) {
            return null;
        }
        ModelFormat f = known(spec, name);
        if (f.reader().isEmpty()) {
            throw new ParameterException(spec.commandLine(), "meshport cannot read " + f.name() + " files");
        }
        return f.name();
    }

    /** The writable format named by {@code name}, or else by {@code output}'s extension. */
    static String writable(CommandSpec spec, String name, Path output) {
        ModelFormat f = name != null ? known(spec, name) : ModelIO.formatForExtension(output).orElseThrow(
                () -> new ParameterException(spec.commandLine(), "cannot tell the output format from '" + output
                        + "': name it with --to (" + names() + ")"));
        if (f.writer().isEmpty()) {
            throw new ParameterException(spec.commandLine(), "meshport cannot write " + f.name() + " files");
        }
        return f.name();
    }

    private static ModelFormat known(CommandSpec spec, String name) {
        return ModelIO.format(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown format '" + name + "' (known: " + names() + ")"));
    }

    private static String names() {
        String all = ModelIO.formats().stream().map(ModelFormat::name).collect(Collectors.joining(", "));
        return all.isEmpty() ? "none on the classpath" : all;
    }
}
