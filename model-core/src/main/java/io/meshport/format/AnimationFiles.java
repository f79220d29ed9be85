package io.meshport.format;

import io.meshport.io.AtomicFiles;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The animation files a format that holds one animation a file (MD5, SMD) writes beside the file
 * it is asked for, from its {@link DocumentFormat#printBeside printBeside}: each animation as
 * {@code <stem>-<animation>.<extension>} in the same folder, written atomically as the format
 * prints a document. The names are public through the formats, so that a build script can name
 * the files it hands on.
 */
public final class AnimationFiles {
    private AnimationFiles() {
    }

    /** Prints one animation document to a stream. */
    @FunctionalInterface
    public interface Printer<D> {
        /**
         * Prints {@code animation} to {@code out}.
         *
         * @throws IOException when {@code out} fails
         */
        void print(D animation, OutputStream out) throws IOException;
    }

    /**
     * The name of the file that the animation {@code name} is written to beside the file of stem
     * {@code stem}: {@code <stem>-<name>.<extension>}, with what is not a letter, digit, {@code -},
     * {@code _} or {@code .} made {@code _}, {@code animation} before a name that is empty or starts
     * with a dot, and no second {@code <stem>-} when the name starts with it ({@code pistol-idle}
     * beside {@code pistol.md5mesh} is {@code pistol-idle.md5anim}).
     *
     * @param stem the file's name without its extension ({@link #stem})
     * @param name the animation's name
     * @param extension the animation file's extension, without the dot
     * @return the animation file's name, without a folder
     */
    public static String fileName(String stem, String name, String extension) {
        StringBuilder safe = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            safe.append(Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.' ? c : '_');
        }
        String n = safe.length() == 0 || safe.charAt(0) == '.' ? "animation" + safe : safe.toString();
        return (n.startsWith(stem + "-") ? n : stem + "-" + n) + "." + extension;
    }

    /**
     * The name of the animation that an animation file read by itself holds: the file's name
     * without its folder (after the last {@code /} or {@code \}) and extension, as the reference
     * IQM compiler names an animation after its input.
     *
     * @param source the file's name as messages give it, or null: {@code animation}
     */
    public static String nameOf(String source) {
        String name = source == null ? "animation" : source;
        int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
        return stem(name.substring(slash + 1));
    }

    /** {@code fileName} up to its last dot, or all of it when it has none past its first character. */
    public static String stem(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }

    /**
     * Writes each of {@code animations} beside {@code file}, as {@link #fileName} names it (an
     * animation without a name as {@code animation}), atomically, replacing an existing one by
     * {@code options.overwrite()}.
     *
     * @param names each animation's name
     * @param extension the animation files' extension, without the dot
     * @throws IOException when writing one fails
     */
    public static <D> void write(Path file, List<D> animations, Function<D, Optional<String>> names, String extension,
            WriteOptions options, Printer<D> printer) throws IOException {
        String stem = stem(ModelIO.sourceName(file));
        for (D animation : animations) {
            Path beside = file.resolveSibling(fileName(stem, names.apply(animation).orElse("animation"), extension));
            AtomicFiles.write(beside, options.overwrite(), out -> printer.print(animation, out));
        }
    }
}
