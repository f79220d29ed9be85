package io.meshport.cli.textures;

import io.meshport.io.SideFileException;
import io.meshport.io.SideFiles;
import io.meshport.io.TextureSource;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The folders a model's textures are looked for in, as the games look: those {@code --textures}
 * names first, then beside the model, a {@code texpages} folder beside it, and the {@code texpages}
 * folder one or two folders up (Warzone 2100's layout: {@code structs/blderik.pie} finds
 * {@code ../texpages}). An image is a bare file name ({@link SurfaceFinder#candidates}: the name's
 * last part, as given or in lower case, with or without ".png"), each folder a {@link SideFiles}
 * root of its own: no link out of it, only regular files, at most {@link SurfaceFinder#MAX_FILE_BYTES}.
 * {@code render} decodes what it finds; {@code convert} carries it in a glTF.
 */
public final class TextureFolders implements TextureSource {
    private final List<Path> folders;
    private final List<SideFiles> roots;

    private TextureFolders(List<Path> folders) {
        this.folders = List.copyOf(folders);
        this.roots = folders.stream().map(SideFiles::in).toList();
    }

    /** The folders for a model read from {@code file}, {@code extra} ones (--textures) first. */
    public static TextureFolders of(Path file, List<Path> extra) {
        Set<Path> folders = new LinkedHashSet<>();
        for (Path p : extra) {
            folders.add(p.toAbsolutePath().normalize());
        }
        Path dir = file == null ? null : file.toAbsolutePath().normalize().getParent();
        if (dir != null) {
            folders.add(dir);
            folders.add(dir.resolve("texpages"));
            Path up = dir.getParent();
            for (int i = 0; i < 2 && up != null; i++, up = up.getParent()) {
                folders.add(up.resolve("texpages"));
            }
        }
        return new TextureFolders(new ArrayList<>(folders));
    }

    /** The folders, in the order searched. */
    public List<Path> folders() {
        return folders;
    }

    @Override
    public Optional<byte[]> find(String name) {
        return first(name, Optional::of);
    }

    /**
     * The first file, in the search order, that {@code name} can mean and {@code accept} takes
     * ({@code render} takes only what decodes as an image, and looks on when a file does not).
     */
    <T> Optional<T> first(String name, Function<byte[], Optional<T>> accept) {
        List<String> candidates = SurfaceFinder.candidates(name);
        for (SideFiles root : roots) {
            for (String candidate : candidates) {
                byte[] bytes;
                try {
                    bytes = root.read(candidate, SurfaceFinder.MAX_FILE_BYTES);
                } catch (SideFileException notHere) {
                    continue; // missing, a link out, a device, too large: not here
                }
                Optional<T> taken = accept.apply(bytes);
                if (taken.isPresent()) {
                    return taken;
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public String searched() {
        return "looked in " + folders.stream().map(Path::toString).collect(Collectors.joining(", "));
    }
}
