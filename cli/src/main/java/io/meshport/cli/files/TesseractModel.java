package io.meshport.cli.files;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import io.meshport.model.edit.AnimationOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A model configuration ({@link TesseractConfig}) read as one model, as {@code convert} reads
 * {@code mesh --name N --fps F --start S --end E anim ...}: its mesh file, then each of its
 * animations with the name, frame rate and frames the engine plays ({@link ConfigAnimation}),
 * appended by the same {@link AnimationOptions} and {@link AnimationMerge}; its skins' textures
 * become the meshes' materials. Every file is found inside the config's folder ({@link SideFiles});
 * what the engine alone uses is reported, one warning per command.
 */
public final class TesseractModel {
    /** A config is a few hundred bytes; one past this is not a config. */
    private static final long MAX_BYTES = 1 << 20;

    private TesseractModel() {
    }

    /** Whether {@code path} names a model configuration ({@code *.cfg}). */
    public static boolean isConfig(Path path) {
        Path name = path.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".cfg");
    }

    /**
     * The model {@code config} describes.
     *
     * @throws ModelFormatException at the config's line and column of a command that cannot be
     *     read or names a file that is missing or outside the config's folder, or a file's own error
     */
    public static Model read(Path config, ReadOptions options, Diagnostics diagnostics) throws IOException {
        String source = ModelIO.sourceName(config);
        SideFiles folder = SideFiles.beside(config);
        byte[] bytes = folder.read(String.valueOf(config.getFileName()), MAX_BYTES);
        TesseractConfig cfg = TesseractConfig.parse(new String(bytes, StandardCharsets.ISO_8859_1), source);
        for (TesseractConfig.Argument dir : cfg.dirs()) {
            checkDir(folder.folder(), dir, source);
        }
        Map<Path, Model> read = new HashMap<>();
        Path meshFile = find(folder, cfg.mesh(), "mesh file", source);
        Model mesh = read(meshFile, read, options, diagnostics);
        Model model = mesh.toBuilder().animations(List.of()).frameBounds(List.of()).build();
        if (!mesh.animations().isEmpty()) {
            diagnostics.warn(source, cfg.mesh().line(), cfg.mesh().column(), cfg.mesh().text() + "'s own "
                    + mesh.animations().size() + " animations are not loaded with it, as the engine loads none:"
                    + " only those the config's animation commands name are converted");
        }
        for (ConfigAnimation a : cfg.animations()) {
            Path file = find(folder, a.file(), "animation file", source);
            Model animation = selected(read(file, read, options, diagnostics), a, source, diagnostics);
            CubePattern names = CubePattern.of(a.names().text());
            if (names.hasWildcards()) {
                diagnostics.warn(source, a.names().line(), a.names().column(), "animation name '" + a.names().text()
                        + "' is a pattern the game matches against its own animations: kept as written");
            }
            int frames = animation.animations().get(0).frameCount();
            // an empty alternative ("idle|") names none of the game's animations
            List<String> each = names.hasWildcards() ? List.of(a.names().text())
                    : names.alternatives().stream().filter(n -> !n.isEmpty()).toList();
            for (String name : each) {
                Model named = a.options(name, frames).applyTo(animation, file.toString(), diagnostics);
                model = AnimationMerge.append(model, named, file.toString(), diagnostics);
            }
        }
        model = skinned(model, cfg.skins(), cfg.mesh().text(), source, diagnostics);
        for (TesseractConfig.Argument part : cfg.parts()) {
            diagnostics.warn(source, part.line(), part.column(), "the part " + part.text() + " is a model of its own,"
                    + " linked by the engine: not converted with " + cfg.mesh().text() + " (convert it on its own)");
        }
        for (Map.Entry<String, List<Integer>> e : cfg.engineOnly().entrySet()) {
            List<Integer> lines = e.getValue();
            diagnostics.warn(source, lines.get(0), 1, e.getKey() + (lines.size() > 1 ? " (lines " + lines.stream()
                    .map(String::valueOf).collect(Collectors.joining(", ")) + ")" : "")
                    + (e.getKey().endsWith(TesseractConfig.LINKED_PART) ? ": not converted with "
                    + cfg.mesh().text() : ": the engine's setting, which no model file holds: not converted"));
        }
        return model;
    }

    /** The model in {@code file}, read once however many commands name it. */
    private static Model read(Path file, Map<Path, Model> read, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        Model model = read.get(file);
        if (model == null) {
            model = InputFile.read(file, null, options, diagnostics);
            read.put(file, model);
        }
        return model;
    }

    /**
     * The skeleton and the one animation of {@code file} that {@code a} plays (the one it selects,
     * else the first, as the engine takes them), with that animation's frame bounds.
     */
    private static Model selected(Model file, ConfigAnimation a, String source, Diagnostics diagnostics)
            throws ModelFormatException {
        List<Animation> animations = file.animations();
        int index = 0;
        if (a.select() != null) {
            index = -1;
            for (int i = 0; i < animations.size() && index < 0; i++) {
                index = animations.get(i).name().equals(a.select()) ? i : -1;
            }
            if (index < 0) {
                throw ModelFormatException.atLine(source, a.file().line(), a.file().column(), "animation file '"
                        + a.file().text() + "' has no animation '" + a.select() + "'");
            }
        } else if (animations.isEmpty()) {
            throw ModelFormatException.atLine(source, a.file().line(), a.file().column(), "animation file '"
                    + a.file().text() + "' holds no animation");
        } else if (animations.size() > 1) {
            diagnostics.warn(source, a.file().line(), a.file().column(), "animation file '" + a.file().text()
                    + "' holds " + animations.size() + " animations: the first, '" + animations.get(0).name()
                    + "', is taken, as the engine takes it (" + a.file().text() + ":NAME names another)");
        }
        int first = 0;
        for (int i = 0; i < index; i++) {
            first += animations.get(i).frameCount();
        }
        Animation animation = animations.get(index);
        List<Bounds> bounds = file.frameBounds();
        boolean boundsPerFrame = bounds.size() == animations.stream().mapToInt(Animation::frameCount).sum();
        return file.toBuilder().meshes(List.of()).animations(List.of(animation))
                .frameBounds(boundsPerFrame ? bounds.subList(first, first + animation.frameCount()) : List.of())
                .build();
    }

    /**
     * Fails unless {@code dir} is the config's own folder: the engine reads {@code md5dir NAME} from its
     * data root, which the folder ends with when it is the same one.
     */
    private static void checkDir(Path folder, TesseractConfig.Argument dir, String source)
            throws ModelFormatException {
        List<String> names = new ArrayList<>();
        for (String n : dir.text().split("[/\\\\]")) {
            if (!n.isEmpty() && !n.equals(".")) {
                names.add(n);
            }
        }
        boolean same = !names.isEmpty();
        Path f = folder;
        for (int i = names.size() - 1; i >= 0 && same; i--) {
            same = f != null && f.getFileName() != null && f.getFileName().toString().equals(names.get(i));
            f = same ? f.getParent() : f;
        }
        if (!same) {
            throw ModelFormatException.atLine(source, dir.line(), dir.column(), "folder '" + dir.text() + "' is not"
                    + " the config's own: files are read only inside the config's folder");
        }
    }

    private static Path find(SideFiles folder, TesseractConfig.Argument file, String what, String source)
            throws ModelFormatException {
        if (file.text().toLowerCase(Locale.ROOT).endsWith(".cfg")) {
            throw ModelFormatException.atLine(source, file.line(), file.column(), what + " '" + file.text()
                    + "' is a config: a config names model files");
        }
        try {
            return folder.find(file.text());
        } catch (SideFileException e) {
            throw ModelFormatException.atLine(source, file.line(), file.column(), what + " " + e.getMessage());
        }
    }

    /**
     * The meshes with the materials the skins give them, in the config's order (a later skin wins,
     * as in the engine); a skin that matches no mesh is reported.
     */
    private static Model skinned(Model model, List<TesseractConfig.Skin> skins, String meshFile, String source,
            Diagnostics diagnostics) {
        if (skins.isEmpty()) {
            return model;
        }
        for (TesseractConfig.Skin skin : skins) {
            if (model.meshes().stream().noneMatch(m -> skin.isFor(m.name()))) {
                diagnostics.warn(source, skin.meshes().line(), skin.meshes().column(), "no mesh of " + meshFile
                        + " is named '" + skin.meshes().text() + "': the skin " + skin.material() + " is not used");
            }
        }
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            String material = mesh.material();
            for (TesseractConfig.Skin skin : skins) {
                if (skin.isFor(mesh.name())) {
                    material = skin.material();
                }
            }
            meshes.add(material.equals(mesh.material()) ? mesh : mesh.toBuilder().material(material).build());
        }
        return model.toBuilder().meshes(meshes).build();
    }
}
