package io.meshport.cli.command;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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

    /** The format called {@code name}, or whose extensions include {@code name} ({@code glb} is glTF). */
    private static ModelFormat known(CommandSpec spec, String name) {
        return ModelIO.format(name).or(() -> byExtension(name)).orElseThrow(() -> new ParameterException(
                spec.commandLine(), "unknown format '" + name + "' (known: " + names() + ")"));
    }

    private static Optional<ModelFormat> byExtension(String name) {
        String ext = name.startsWith(".") ? name.substring(1) : name;
        return ext.isEmpty() || ext.contains("/") || ext.contains("\\") ? Optional.empty()
                : ModelIO.formatForExtension(Path.of("x." + ext));
    }

    /**
     * The extension a batch gives its outputs for {@code --to name}: {@code name} itself when it is one
     * of the format's extensions ({@code --to glb}), else the format's first.
     */
    static String extension(String name, String format) {
        ModelFormat f = ModelIO.format(format).orElseThrow();
        String ext = name == null ? "" : name.startsWith(".") ? name.substring(1).toLowerCase(Locale.ROOT)
                : name.toLowerCase(Locale.ROOT);
        return f.extensions().contains(ext) ? ext : f.extensions().get(0);
    }

    private static String names() {
        String all = ModelIO.formats().stream().map(f -> f.extensions().equals(List.of(f.name()))
                || f.extensions().isEmpty() ? f.name() : f.name() + " (" + String.join(", ", f.extensions()) + ")")
                .collect(Collectors.joining(", "));
        return all.isEmpty() ? "none on the classpath" : all;
    }
}
