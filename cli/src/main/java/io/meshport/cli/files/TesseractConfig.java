package io.meshport.cli.files;

import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a Tesseract / Cube 2 / Red Eclipse model configuration says of its model: the mesh file
 * its first {@code *load} command loads, its animations ({@code md5anim}, {@code iqmanim},
 * {@code smdanim}: name, file, frame rate), its skins' materials ({@code md5skin} and the like:
 * mesh name or {@code *}, first texture), and, by command, the lines of everything else (tags,
 * pitch, scale, shaders, further parts), which the engine uses and no model file holds.
 *
 * @param mesh the first {@code *load} command's file
 * @param parts the files of later {@code *load} commands (linked parts, which are models of their own)
 * @param animations in the order the config names them
 * @param skins in the order the config names them
 * @param engineOnly per command the config gives that the model does not hold, the lines it is on
 */
record TesseractConfig(FileReference mesh, List<FileReference> parts, List<ConfigAnimation> animations,
        List<Skin> skins, Map<String, List<Integer>> engineOnly) {

    /** A file a command names, and where. */
    record FileReference(String name, int line, int column) {
    }

    /**
     * An animation command: its file, the animation's name, its frame rate (0: the file's), and
     * whether it gives frame offsets other than 0, which are not applied.
     */
    record ConfigAnimation(FileReference file, String name, double fps, boolean offsets) {
    }

    /** A skin: the mesh it is for ({@code *}: every mesh) and the material it gives it. */
    record Skin(String mesh, String material) {
    }

    private static final Set<String> LOADS = Set.of("md5load", "iqmload", "smdload", "objload", "iqeload");
    private static final Set<String> ANIMATIONS = Set.of("md5anim", "iqmanim", "smdanim");
    private static final Set<String> SKINS = Set.of("md5skin", "iqmskin", "smdskin", "objskin", "iqeskin");

    TesseractConfig {
        parts = List.copyOf(parts);
        animations = List.copyOf(animations);
        skins = List.copyOf(skins);
        engineOnly = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(engineOnly));
    }

    /**
     * The config in {@code text}, read from {@code source} (for messages).
     *
     * @throws ModelFormatException at the line and column of a command that cannot be read, or
     *     when no command loads a mesh file
     */
    static TesseractConfig parse(String text, String source) throws ModelFormatException {
        FileReference mesh = null;
        List<FileReference> parts = new ArrayList<>();
        List<ConfigAnimation> animations = new ArrayList<>();
        List<Skin> skins = new ArrayList<>();
        Map<String, List<Integer>> engineOnly = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int l = 0; l < lines.length; l++) {
            int line = l + 1;
            for (List<ConfigWords.Word> words : ConfigWords.commands(lines[l], source, line)) {
                ConfigWords.Word command = words.get(0);
                String name = command.text();
                if (LOADS.contains(name)) {
                    FileReference file = file(words, 1, "the file it loads", source, line);
                    if (mesh == null) {
                        mesh = file;
                    } else {
                        parts.add(file);
                    }
                } else if (ANIMATIONS.contains(name)) {
                    String animation = word(words, 1, "the animation's name", source, line).text();
                    FileReference file = file(words, 2, "the animation's file", source, line);
                    double fps = words.size() > 3 ? number(words.get(3), "frame rate", source, line) : 0;
                    boolean offsets = false;
                    for (int k = 5; k < Math.min(words.size(), 7); k++) {
                        offsets |= number(words.get(k), "frame offset", source, line) != 0;
                    }
                    animations.add(new ConfigAnimation(file, animation, fps, offsets));
                } else if (SKINS.contains(name)) {
                    String meshName = word(words, 1, "the mesh's name", source, line).text();
                    String texture = word(words, 2, "the skin's texture", source, line).text();
                    skins.add(new Skin(meshName, withoutCommands(texture)));
                    if (words.size() > 3) {
                        engineOnly.computeIfAbsent(name + " masks and shininess", k -> new ArrayList<>()).add(line);
                    }
                } else {
                    engineOnly.computeIfAbsent(name, k -> new ArrayList<>()).add(line);
                }
            }
        }
        if (mesh == null) {
            throw ModelFormatException.inSource(source, "no md5load, iqmload, smdload or objload command: the"
                    + " config names no mesh file");
        }
        return new TesseractConfig(mesh, parts, animations, skins, engineOnly);
    }

    /** A texture name without the engine's {@code <dds>}-like commands before it. */
    static String withoutCommands(String texture) {
        String t = texture;
        while (t.startsWith("<") && t.indexOf('>') > 0) {
            t = t.substring(t.indexOf('>') + 1);
        }
        return t;
    }

    private static ConfigWords.Word word(List<ConfigWords.Word> words, int index, String what, String source,
            int line) throws ModelFormatException {
        if (words.size() <= index) {
            ConfigWords.Word last = words.get(words.size() - 1);
            throw ModelFormatException.atLine(source, line, last.column() + last.text().length(),
                    words.get(0).text() + " without " + what);
        }
        return words.get(index);
    }

    private static FileReference file(List<ConfigWords.Word> words, int index, String what, String source, int line)
            throws ModelFormatException {
        ConfigWords.Word w = word(words, index, what, source, line);
        if (w.text().isEmpty()) {
            throw ModelFormatException.atLine(source, line, w.column(), words.get(0).text() + " with an empty file name");
        }
        return new FileReference(w.text(), line, w.column());
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
}
