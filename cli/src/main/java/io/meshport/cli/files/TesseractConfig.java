package io.meshport.cli.files;

import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a Tesseract / Cube 2 / Red Eclipse model configuration says of its model, read as the
 * engine reads it: the mesh file its first {@code *load} command loads; the animations
 * ({@code md5anim}, {@code iqmanim}, {@code smdanim}) and skins ({@code md5skin} and the like) of
 * that first part; the files of later {@code *load} commands (linked parts); the
 * {@code md5dir}-like folders; and, by command, the lines of everything else (tags, pitch, scale,
 * shaders, the later parts' animations and skins), which the engine uses and no model file holds.
 *
 * @param mesh the first {@code *load} command's file
 * @param parts the files of later {@code *load} commands (linked parts, which are models of their own)
 * @param dirs the folders {@code md5dir}, {@code iqmdir}, ... name
 * @param animations the first part's, in the order the config names them
 * @param skins the first part's, in the order the config names them
 * @param engineOnly per command the config gives that the model does not hold, the lines it is on
 */
record TesseractConfig(Argument mesh, List<Argument> parts, List<Argument> dirs,
        List<ConfigAnimation> animations, List<Skin> skins, Map<String, List<Integer>> engineOnly) {

    /** A command's argument (a file's, an animation's or a mesh's name) and where it is in the config. */
    record Argument(String text, int line, int column) {
    }

    /**
     * A skin: the meshes it is for and the material it gives them.
     *
     * @param meshes the mesh name word ({@code *}, {@code a|b}: {@link CubePattern})
     * @param material the first texture, without the engine's {@code <dds>}-like commands
     */
    record Skin(Argument meshes, String material) {
        /** Whether this skin is for the mesh named {@code name}. */
        boolean isFor(String name) {
            return CubePattern.of(meshes.text()).matches(name);
        }
    }

    /** How {@link #engineOnly()} names an animation or skin command of a linked part. */
    static final String LINKED_PART = " for a linked part";

    private static final Set<String> LOADS = Set.of("md5load", "iqmload", "smdload", "objload", "iqeload");
    private static final Set<String> ANIMATIONS = Set.of("md5anim", "iqmanim", "smdanim");
    private static final Set<String> SKINS = Set.of("md5skin", "iqmskin", "smdskin", "objskin", "iqeskin");
    private static final Set<String> DIRS = Set.of("md5dir", "iqmdir", "smddir", "objdir", "iqedir");

    TesseractConfig {
        parts = List.copyOf(parts);
        dirs = List.copyOf(dirs);
        animations = List.copyOf(animations);
        skins = List.copyOf(skins);
        engineOnly = Collections.unmodifiableMap(new LinkedHashMap<>(engineOnly));
    }

    /**
     * The config in {@code text}, read from {@code source} (for messages).
     *
     * @throws ModelFormatException at the line and column of a command that cannot be read, or
     *     when no command loads a mesh file
     */
    static TesseractConfig parse(String text, String source) throws ModelFormatException {
        Argument mesh = null;
        List<Argument> parts = new ArrayList<>();
        List<Argument> dirs = new ArrayList<>();
        List<ConfigAnimation> animations = new ArrayList<>();
        List<Skin> skins = new ArrayList<>();
        Map<String, List<Integer>> engineOnly = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int l = 0; l < lines.length; l++) {
            int line = l + 1;
            for (List<ConfigWords.Word> words : ConfigWords.commands(lines[l], source, line)) {
                String name = words.get(0).text();
                // the engine gives an animation or a skin to the part loaded last
                boolean linkedPart = mesh != null && !parts.isEmpty();
                if (LOADS.contains(name)) {
                    Argument file = file(words, 1, "the file it loads", source, line);
                    if (mesh == null) {
                        mesh = file;
                    } else {
                        parts.add(file);
                    }
                } else if (DIRS.contains(name)) {
                    dirs.add(file(words, 1, "the folder it names", source, line));
                } else if (ANIMATIONS.contains(name)) {
                    ConfigAnimation animation = animation(words, source, line);
                    if (linkedPart) {
                        note(engineOnly, name + LINKED_PART, line);
                    } else {
                        animations.add(animation);
                        if (animation.priority() != 0) {
                            note(engineOnly, name + " priority", line);
                        }
                    }
                } else if (SKINS.contains(name)) {
                    Argument meshes = word(words, 1, "the mesh's name", source, line);
                    String texture = word(words, 2, "the skin's texture", source, line).text();
                    if (linkedPart) {
                        note(engineOnly, name + LINKED_PART, line);
                    } else {
                        skins.add(new Skin(meshes, withoutCommands(texture)));
                    }
                    if (words.size() > 3) {
                        note(engineOnly, name + " masks and envmap values", line);
                    }
                } else {
                    note(engineOnly, name, line);
                }
            }
        }
        if (mesh == null) {
            throw ModelFormatException.inSource(source, "no md5load, iqmload, smdload or objload command: the"
                    + " config names no mesh file");
        }
        return new TesseractConfig(mesh, parts, dirs, animations, skins, engineOnly);
    }

    /** {@code md5anim NAME FILE [FPS [PRIORITY [START END]]]}, as the engine's {@code "ssfiii"} arguments. */
    private static ConfigAnimation animation(List<ConfigWords.Word> words, String source, int line)
            throws ModelFormatException {
        Argument name = word(words, 1, "the animation's name", source, line);
        if (CubePattern.of(name.text()).alternatives().stream().allMatch(String::isEmpty)) {
            throw ModelFormatException.atLine(source, line, name.column(), words.get(0).text()
                    + " with an empty animation name");
        }
        Argument file = file(words, 2, "the animation's file", source, line);
        String select = null;
        int colon = file.text().indexOf(':');
        if (words.get(0).text().equals("iqmanim") && colon >= 0) {
            // iqmanim NAME FILE.iqm:ANIM takes the animation ANIM of FILE.iqm (plain FILE.iqm: its first)
            select = file.text().substring(colon + 1);
            file = new Argument(file.text().substring(0, colon), file.line(), file.column());
        }
        double fps = words.size() > 3 ? number(words.get(3), "frame rate", source, line) : 0;
        int priority = words.size() > 4 ? integer(words.get(4), "priority", source, line) : 0;
        int start = words.size() > 5 ? integer(words.get(5), "frame offset", source, line) : 0;
        int end = words.size() > 6 ? integer(words.get(6), "frame offset", source, line) : 0;
        return new ConfigAnimation(name, file, select, fps, priority, start, end);
    }

    private static void note(Map<String, List<Integer>> engineOnly, String what, int line) {
        engineOnly.computeIfAbsent(what, k -> new ArrayList<>()).add(line);
    }

    /** A texture name without the engine's {@code <dds>}-like commands before it. */
    static String withoutCommands(String texture) {
        String t = texture;
        while (t.startsWith("<") && t.indexOf('>') > 0) {
            t = t.substring(t.indexOf('>') + 1);
        }
        return t;
    }

    private static Argument word(List<ConfigWords.Word> words, int index, String what, String source,
            int line) throws ModelFormatException {
        if (words.size() <= index) {
            ConfigWords.Word last = words.get(words.size() - 1);
            throw ModelFormatException.atLine(source, line, last.column() + last.text().length(),
                    words.get(0).text() + " without " + what);
        }
        ConfigWords.Word w = words.get(index);
        return new Argument(w.text(), line, w.column());
    }

    private static Argument file(List<ConfigWords.Word> words, int index, String what, String source, int line)
            throws ModelFormatException {
        Argument w = word(words, index, what, source, line);
        if (w.text().isEmpty()) {
            throw ModelFormatException.atLine(source, line, w.column(), words.get(0).text()
                    + " with an empty file name");
        }
        return w;
    }

    private static double number(ConfigWords.Word w, String what, String source, int line)
            throws ModelFormatException {
        // cubescript reads numbers as C's atof would; a config written for the engine has plain decimals
        String text = w.text().endsWith("f") ? w.text().substring(0, w.text().length() - 1) : w.text();
        try {
            double v = Double.parseDouble(text);
            if (Double.isFinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw ModelFormatException.atLine(source, line, w.column(), "'" + w.text() + "' is not a " + what);
    }

    private static int integer(ConfigWords.Word w, String what, String source, int line)
            throws ModelFormatException {
        try {
            return Integer.parseInt(w.text());
        } catch (NumberFormatException e) {
            throw ModelFormatException.atLine(source, line, w.column(), "'" + w.text() + "' is not a " + what
                    + " (a whole number)");
        }
    }
}
