package io.meshport.cli.command;

import io.meshport.cli.files.TesseractModel;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.io.IOException;
import java.nio.file.Files;
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

    /**
     * OUT given as a folder ({@code out/}, made if missing): {@code first}'s name in it (a model
     * config's: its folder's, as the engine names the model) with the extension of format
     * {@code named} (--to's, or --target's engine's).
     *
     * @throws ParameterException when no format is named
     */
    static Path inFolder(CommandSpec spec, Path folder, String named, Path first) throws IOException {
        if (named == null) {
            throw new ParameterException(spec.commandLine(), "OUT " + folder + "/ is a folder: name the format to"
                    + " write in it with --to (or --target)");
        }
        Path input = first.toAbsolutePath().normalize();
        String name = input.getFileName().toString();
        int dot = name.lastIndexOf('.');
        // a model config is its folder's model (actors/drone/md5.cfg: drone)
        String stem = TesseractModel.isConfig(input) && input.getParent() != null
                && input.getParent().getFileName() != null ? input.getParent().getFileName().toString()
                : dot > 0 ? name.substring(0, dot) : name;
        String format = writable(spec, named, folder);
        Files.createDirectories(folder);
        return folder.resolve(stem + "." + extension(named, format));
    }

    private static String names() {
        String all = ModelIO.formats().stream().map(f -> f.extensions().equals(List.of(f.name()))
                || f.extensions().isEmpty() ? f.name() : f.name() + " (" + String.join(", ", f.extensions()) + ")")
                .collect(Collectors.joining(", "));
        return all.isEmpty() ? "none on the classpath" : all;
    }
}
