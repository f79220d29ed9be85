package io.meshport.cli;

import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import io.meshport.model.Model;
import io.meshport.pie.PieFileExtra;
import io.meshport.pie.PieTextureKind;
import io.meshport.render.Surface;
import io.meshport.render.Surfaces;
import io.meshport.render.Texture;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;

/**
 * Finds a material's texture as the games do: an image named by the last part of the material's
 * name (as given or in lower case, with or without ".png") in the folders {@code --textures}
 * names, beside the model, in a {@code texpages} folder beside it, or in the {@code texpages}
 * folder one or two folders up (Warzone 2100's layout). A PIE page's team-colour mask is its
 * TCMASK line's file (PIE 4), else named as the game names it ({@code pie_MakeTexPageTCMaskName}: a
 * page {@code page-13-player-buildings.png} has the mask {@code page-13_tcmask.png}), else
 * {@code <page>_tcmask.png}.
 *
 * <p>The material's name is the model's, and so is hostile whenever the model is: only a bare file
 * name is looked up, each folder through {@link SideFiles} rooted at it (no link out of it, only
 * regular files, the size capped), and an image whose header declares more than
 * {@link #MAX_SIDE} pixels a side or {@link #MAX_PIXELS} in all is refused before it is decoded.
 * A texture not found or refused is no texture: the mesh keeps its colour.
 */
final class SurfaceFinder implements Surfaces {
    /** The widest and tallest texture read: twice the largest the games load. */
    static final int MAX_SIDE = 8192;
    /** The most pixels of one texture: 64 MiB as the renderer holds them (4 bytes each). */
    static final long MAX_PIXELS = 16L << 20;
    /** The largest image file read: a PNG of {@link #MAX_PIXELS} that compresses nothing is about this. */
    static final long MAX_FILE_BYTES = 64L << 20;

    private final List<SideFiles> folders;
    private final Optional<String> pieMask;
    private final Map<String, Optional<Surface>> found = new HashMap<>();
    private final Map<String, Optional<Texture>> images = new HashMap<>();

    private SurfaceFinder(List<SideFiles> folders, Optional<String> pieMask) {
        this.folders = folders;
        this.pieMask = pieMask;
    }

    /** The finder for {@code model} read from {@code file}, searching {@code extra} folders first. */
    static SurfaceFinder of(Model model, Path file, List<Path> extra) {
        Set<Path> folders = new LinkedHashSet<>();
        for (Path p : extra) {
            folders.add(p.toAbsolutePath().normalize());
        }
        Path dir = file.toAbsolutePath().normalize().getParent();
        if (dir != null) {
            folders.add(dir);
            folders.add(dir.resolve("texpages"));
            // structs/blderik.pie finds ../texpages; mp/structs/blderik.pie finds ../../texpages
            Path up = dir.getParent();
            for (int i = 0; i < 2 && up != null; i++, up = up.getParent()) {
                folders.add(up.resolve("texpages"));
            }
        }
        List<SideFiles> roots = new ArrayList<>();
        for (Path folder : folders) {
            roots.add(SideFiles.in(folder));
        }
        Optional<String> mask = model.extra(PieFileExtra.class).flatMap(p -> p.textures().stream()
                .filter(t -> t.kind() == PieTextureKind.TCMASK).map(t -> t.name()).findFirst());
        return new SurfaceFinder(roots, mask);
    }

    @Override
    public synchronized Optional<Surface> find(String material) {
        return found.computeIfAbsent(material, m -> image(m).map(texture -> new Surface(texture,
                pieMask.flatMap(this::image).or(() -> image(pageMask(stem(m))))
                        .or(() -> image(stem(m) + "_tcmask.png")))));
    }

    private Optional<Texture> image(String name) {
        return images.computeIfAbsent(name, n -> {
            List<String> candidates = candidates(n);
            for (SideFiles folder : folders) {
                for (String candidate : candidates) {
                    byte[] bytes;
                    try {
                        bytes = folder.read(candidate, MAX_FILE_BYTES);
                    } catch (SideFileException notHere) {
                        continue; // missing, a link out, a device, too large: no texture here
                    }
                    Optional<Texture> texture = decoded(bytes);
                    if (texture.isPresent()) {
                        return texture;
                    }
                }
            }
            return Optional.empty();
        });
    }

    /**
     * {@code bytes} as a texture, when an image reader knows them and their header declares a size
     * within the caps: a small file may declare a huge image (a decompression bomb), so the size is
     * asked before the pixels are.
     */
    static Optional<Texture> decoded(byte[] bytes) {
        // in memory: ImageIO's default stream would cache in a temporary file
        try (ImageInputStream in = new MemoryCacheImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                return Optional.empty();
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                int width = reader.getWidth(0);
                int height = reader.getHeight(0);
                if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE
                        || (long) width * height > MAX_PIXELS) {
                    return Optional.empty();
                }
                BufferedImage image = reader.read(0);
                return Optional.of(Texture.of(image));
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            // a texture that does not load is a missing texture: the mesh keeps its colour
            return Optional.empty();
        }
    }

    /** The bare file names to look for: the name's last part, as given and in lower case, each with ".png" too. */
    static List<String> candidates(String name) {
        String last = name.replace('\\', '/');
        last = last.substring(last.lastIndexOf('/') + 1);
        Set<String> out = new LinkedHashSet<>();
        for (String n : List.of(last, last.toLowerCase(Locale.ROOT))) {
            if (n.isEmpty() || n.equals(".") || n.equals("..")) {
                continue;
            }
            out.add(n);
            if (!n.toLowerCase(Locale.ROOT).endsWith(".png")) {
                out.add(n + ".png");
            }
        }
        return new ArrayList<>(out);
    }

    /** The game's mask name for a texture page: {@code page-13-player-buildings} → {@code page-13_tcmask.png}. */
    static String pageMask(String stem) {
        if (!stem.startsWith("page-")) {
            return stem + "_tcmask.png";
        }
        int end = 5;
        while (end < stem.length() && Character.isDigit(stem.charAt(end))) {
            end++;
        }
        return stem.substring(0, end) + "_tcmask.png";
    }

    private static String stem(String name) {
        String last = name.replace('\\', '/');
        last = last.substring(last.lastIndexOf('/') + 1);
        return last.toLowerCase(Locale.ROOT).endsWith(".png") ? last.substring(0, last.length() - 4) : last;
    }
}
