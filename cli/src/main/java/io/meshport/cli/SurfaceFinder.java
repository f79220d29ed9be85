package io.meshport.cli;

import io.meshport.model.Model;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieTextureKind;
import io.meshport.render.Surface;
import io.meshport.render.Surfaces;
import io.meshport.render.Texture;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;

/**
 * Finds a material's texture as the games do: a PNG named by the material (with or without
 * ".png", the name as given or its last part, any case), beside the model, in a {@code texpages}
 * folder beside it or one or two folders up (Warzone 2100's layout), or in the folders
 * {@code --textures} names. A PIE page's team-colour mask is its TCMASK line's file (PIE 4) or
 * {@code <page>_tcmask.png} beside the page (the game's older convention).
 */
final class SurfaceFinder implements Surfaces {
    private final List<Path> folders;
    private final Optional<String> pieMask;
    private final Map<String, Optional<Surface>> found = new HashMap<>();

    private SurfaceFinder(List<Path> folders, Optional<String> pieMask) {
        this.folders = folders;
        this.pieMask = pieMask;
    }

    /** The finder for {@code model} read from {@code file}, searching {@code extra} folders first. */
    static SurfaceFinder of(Model model, Path file, List<Path> extra) {
        Set<Path> folders = new LinkedHashSet<>(extra);
        Path dir = file.toAbsolutePath().getParent();
        for (int up = 0; up < 3 && dir != null; up++, dir = dir.getParent()) {
            folders.add(dir);
            folders.add(dir.resolve("texpages"));
        }
        Optional<String> mask = model.extra(PieFileExtra.class).flatMap(p -> p.textures().stream()
                .filter(t -> t.kind() == PieTextureKind.TCMASK).map(t -> t.name()).findFirst());
        return new SurfaceFinder(new ArrayList<>(folders), mask);
    }

    @Override
    public Optional<Surface> find(String material) {
        return found.computeIfAbsent(material, m -> image(m).map(texture -> new Surface(texture,
                pieMask.flatMap(this::image).or(() -> image(stem(m) + "_tcmask.png")))));
    }

    private Optional<Texture> image(String name) {
        for (Path folder : folders) {
            for (String candidate : candidates(name)) {
                Path p = folder.resolve(candidate);
                if (Files.isRegularFile(p)) {
                    try {
                        BufferedImage image = ImageIO.read(p.toFile());
                        if (image != null) {
                            return Optional.of(Texture.of(image));
                        }
                    } catch (IOException | RuntimeException e) {
                        // a texture that does not load is a missing texture: the mesh keeps its colour
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static List<String> candidates(String name) {
        String last = name.replace('\\', '/');
        last = last.substring(last.lastIndexOf('/') + 1);
        Set<String> out = new LinkedHashSet<>();
        for (String n : List.of(name, last, last.toLowerCase(Locale.ROOT))) {
            if (n.isEmpty() || n.contains("..") || n.startsWith("/")) {
                continue;
            }
            out.add(n);
            if (!n.toLowerCase(Locale.ROOT).endsWith(".png")) {
                out.add(n + ".png");
            }
        }
        return new ArrayList<>(out);
    }

    private static String stem(String name) {
        String last = name.replace('\\', '/');
        last = last.substring(last.lastIndexOf('/') + 1);
        return last.toLowerCase(Locale.ROOT).endsWith(".png") ? last.substring(0, last.length() - 4) : last;
    }
}
