package io.meshport.cli.textures;

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
 * A texture not found or refused is no texture: the mesh keeps its colour. What was not found is
 * remembered ({@link #notFound}), so that {@code render} can say so, with the folders searched
 * ({@link #searched}), rather than leave the user wondering why a model came out in flat colours.
 */
public final class SurfaceFinder implements Surfaces {
    /** The widest and tallest texture read: twice the largest the games load. */
    static final int MAX_SIDE = 8192;
    /** The most pixels of one texture: 64 MiB as the renderer holds them (4 bytes each). */
    static final long MAX_PIXELS = 16L << 20;
    /** The largest image file read: a PNG of {@link #MAX_PIXELS} that compresses nothing is about this. */
    public static final long MAX_FILE_BYTES = 64L << 20;

    /** The image kinds read as textures (their readers' format names). */
    private static final Set<String> TEXTURE_KINDS = Set.of("png", "jpeg");

    /** The longest part of a model's material name a message shows: the name is the model's, and may be anything. */
    static final int MAX_SHOWN_NAME = 120;

    /**
     * What a search did not find: a material's texture, or the team-colour mask of a texture that
     * was found.
     *
     * @param mask whether it is a mask that was not found (else the material's texture)
     * @param material the material's name, as the model gives it
     * @param lookedFor the bare file names tried, in order
     */
    record Missing(boolean mask, String material, List<String> lookedFor) {
        Missing {
            lookedFor = List.copyOf(lookedFor);
        }
    }

    private final TextureFolders folders;
    private final Optional<String> pieMask;
    private final Map<String, Optional<Surface>> found = new HashMap<>();
    private final Map<String, Optional<Texture>> images = new HashMap<>();
    /** In the order first asked for, each material once. */
    private final List<Missing> missing = new ArrayList<>();

    private SurfaceFinder(TextureFolders folders, Optional<String> pieMask) {
        this.folders = folders;
        this.pieMask = pieMask;
    }

    /**
     * The finder for {@code model} read from {@code file}, searching {@code extra} folders first:
     * the folders {@code convert} searches for a glTF's images too ({@link TextureFolders}).
     */
    public static SurfaceFinder of(Model model, Path file, List<Path> extra) {
        TextureFolders folders = TextureFolders.of(file, extra);
        Optional<String> mask = model.extra(PieFileExtra.class).flatMap(p -> p.textures().stream()
                .filter(t -> t.kind() == PieTextureKind.TCMASK).map(t -> t.name()).findFirst());
        return new SurfaceFinder(folders, mask);
    }

    @Override
    public synchronized Optional<Surface> find(String material) {
        Optional<Surface> known = found.get(material);
        if (known != null) {
            return known;
        }
        Optional<Texture> texture = image(material);
        Optional<Surface> surface = texture.map(t -> new Surface(t, pieMask.flatMap(this::image)
                .or(() -> image(pageMask(stem(material)))).or(() -> image(stem(material) + "_tcmask.png"))));
        if (texture.isEmpty()) {
            missing.add(new Missing(false, material, candidates(material)));
        } else if (surface.orElseThrow().teamMask().isEmpty()) {
            List<String> masks = new ArrayList<>();
            pieMask.ifPresent(m -> masks.addAll(candidates(m)));
            masks.addAll(candidates(pageMask(stem(material))));
            masks.addAll(candidates(stem(material) + "_tcmask.png"));
            missing.add(new Missing(true, material, new ArrayList<>(new LinkedHashSet<>(masks))));
        }
        found.put(material, surface);
        return surface;
    }

    /** The folders searched, in the order they are searched: absolute, normalised, existing or not. */
    List<Path> searched() {
        return folders.folders();
    }

    /**
     * The textures not found, and the team-colour masks not found for textures that were, in the
     * order they were first asked for by {@link #find}; each material once.
     */
    synchronized List<Missing> notFound() {
        return List.copyOf(missing);
    }

    /**
     * What {@code render} says about each thing not found, one line each: textures always, masks
     * when {@code masks} (the user asked for a team colour). Folders are shown as the user gave or
     * knows them: relative to {@code workingDir} when inside it, else absolute.
     */
    public List<String> notes(boolean masks, Path workingDir) {
        String where = String.join(", ", folders.folders().stream().map(f -> shown(f, workingDir)).toList());
        List<String> out = new ArrayList<>();
        for (Missing m : notFound()) {
            if (!m.mask()) {
                out.add("texture '" + printable(m.material()) + "' not found (looked in: " + where + ")");
            } else if (masks) {
                out.add("no team-colour mask for texture '" + printable(m.material()) + "' (looked for "
                        + String.join(", ", m.lookedFor().stream().map(n -> "'" + printable(n) + "'").toList())
                        + " in: " + where + ")");
            }
        }
        return out;
    }

    /** {@code folder} relative to {@code workingDir} when inside it ("." for itself), else as it is. */
    static String shown(Path folder, Path workingDir) {
        Path base = workingDir.toAbsolutePath().normalize();
        if (folder.startsWith(base)) {
            String relative = base.relativize(folder).toString();
            return relative.isEmpty() ? "." : relative;
        }
        return folder.toString();
    }

    /**
     * A name from the model fit for one line of a terminal: control and other invisible characters
     * as '?', so that a hostile name cannot move the cursor or forge another line, and cut at
     * {@link #MAX_SHOWN_NAME} characters.
     */
    static String printable(String name) {
        StringBuilder b = new StringBuilder();
        name.codePoints().limit(MAX_SHOWN_NAME).forEach(c -> {
            int type = Character.getType(c);
            boolean hidden = Character.isISOControl(c) || type == Character.FORMAT || type == Character.SURROGATE
                    || type == Character.UNASSIGNED || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR || type == Character.PRIVATE_USE;
            b.appendCodePoint(hidden ? '?' : c);
        });
        return name.codePointCount(0, name.length()) > MAX_SHOWN_NAME ? b + "…" : b.toString();
    }

    private Optional<Texture> image(String name) {
        // a file that does not decode is no texture: the search looks on
        return images.computeIfAbsent(name, n -> folders.first(n, SurfaceFinder::decoded));
    }

    /**
     * {@code bytes} as a texture, when they are a PNG or JPEG (what the games' materials name) and
     * their header declares a size within the caps: a small file may declare a huge image (a
     * decompression bomb), so the size is asked before the pixels are. Other kinds the JDK reads are
     * no texture: a BMP may hold a PNG or JPEG whose own size its reader never shows (a 193-byte
     * file filled the heap).
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
                if (!TEXTURE_KINDS.contains(reader.getFormatName().toLowerCase(Locale.ROOT))) {
                    return Optional.empty();
                }
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
    public static List<String> candidates(String name) {
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
