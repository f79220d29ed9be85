package io.meshport.cli.files;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import io.meshport.model.edit.AnimationOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A model configuration ({@link TesseractConfig}) read as one model: its mesh file, then each of
 * its animations with the name and frame rate the config gives (as {@code convert mesh --name N
 * --fps F anim ...} reads them), and its skins' textures as the meshes' materials. Every file is
 * found inside the config's folder ({@link SideFiles}); what the engine alone uses is reported.
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
        Model model = InputFile.read(find(folder, cfg.mesh(), "mesh file", source), null, options, diagnostics);
        for (TesseractConfig.ConfigAnimation a : cfg.animations()) {
            Path file = find(folder, a.file(), "animation file", source);
            Model animation = InputFile.read(file, null, options, diagnostics);
            animation = new AnimationOptions(a.name(), a.fps() > 0 ? a.fps() : 0, false, 0, -1)
                    .applyTo(animation, file.toString(), diagnostics);
            model = AnimationMerge.append(model, animation, file.toString(), diagnostics);
            if (a.offsets()) {
                diagnostics.warn(source, a.file().line(), a.file().column(), "animation " + a.name()
                        + ": its frame offsets are the engine's and are not applied (every frame of "
                        + a.file().name() + " is converted)");
            }
        }
        model = skinned(model, cfg.skins());
        for (TesseractConfig.FileReference part : cfg.parts()) {
            diagnostics.warn(source, part.line(), part.column(), "the part " + part.name() + " is a model of its own,"
                    + " linked by the engine: not converted with " + cfg.mesh().name() + " (convert it on its own)");
        }
        for (Map.Entry<String, List<Integer>> e : cfg.engineOnly().entrySet()) {
            List<Integer> lines = e.getValue();
            diagnostics.warn(source, lines.get(0), 1, e.getKey() + (lines.size() > 1 ? " (lines " + lines.stream()
                    .map(String::valueOf).collect(Collectors.joining(", ")) + ")" : "")
                    + ": the engine's setting, which no model file holds: not converted");
        }
        return model;
    }

    private static Path find(SideFiles folder, TesseractConfig.FileReference file, String what, String source)
            throws ModelFormatException {
        if (file.name().toLowerCase(Locale.ROOT).endsWith(".cfg")) {
            throw ModelFormatException.atLine(source, file.line(), file.column(), what + " '" + file.name()
                    + "' is a config: a config names model files");
        }
        try {
            return folder.find(file.name());
        } catch (SideFileException e) {
            throw ModelFormatException.atLine(source, file.line(), file.column(), what + " " + e.getMessage());
        }
    }

    /** The meshes with the materials the skins give them, in the config's order (a later skin wins). */
    private static Model skinned(Model model, List<TesseractConfig.Skin> skins) {
        if (skins.isEmpty()) {
            return model;
        }
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            String material = mesh.material();
            for (TesseractConfig.Skin skin : skins) {
                if (skin.mesh().equals("*") || skin.mesh().equals(mesh.name())) {
                    material = skin.material();
                }
            }
            meshes.add(material.equals(mesh.material()) ? mesh : mesh.toBuilder().material(material).build());
        }
        return model.toBuilder().meshes(meshes).build();
    }
}
