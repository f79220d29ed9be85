package io.meshport.cli.files;

import io.meshport.engines.Framegroups;
import io.meshport.io.Diagnostics;
import io.meshport.io.SideFiles;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A DarkPlaces {@code .framegroups} file beside a model ({@code model.iqm.framegroups}) applied as
 * the engine applies it: its groups become the model's animations ({@link Framegroups}), with a note.
 * Read through {@link SideFiles}, so only from the model's own folder and in bounded memory; in an
 * archive, the entry of that name beside the model's entry (as the engine's virtual file system
 * finds it in a {@code .pk3}).
 */
final class FramegroupsBeside {
    /** Far more than any real file's few lines. */
    static final long MAX_BYTES = 1 << 20;
    /** What the side file of a model called {@code name} is called. */
    static final String SUFFIX = ".framegroups";

    private FramegroupsBeside() {
    }

    /** {@code model}, read from {@code path}, with the groups of the file beside it when there is one. */
    static Model applied(Path path, Model model, Diagnostics diagnostics) throws IOException {
        Path fileName = path.getFileName();
        if (fileName == null || !Files.isRegularFile(path)) {
            return model;
        }
        String side = fileName + SUFFIX;
        if (!Files.isRegularFile(path.resolveSibling(side))) {
            return model;
        }
        String shown = path.resolveSibling(side).toString();
        return applied(model, SideFiles.beside(path).read(side, MAX_BYTES), shown, diagnostics);
    }

    /** {@code model} with the groups of the side file {@code bytes}, named {@code shown} in messages. */
    static Model applied(Model model, byte[] bytes, String shown, Diagnostics diagnostics) throws IOException {
        Model grouped = Framegroups.apply(model, Framegroups.parse(new String(bytes, StandardCharsets.UTF_8), shown),
                shown, diagnostics);
        if (grouped != model) {
            diagnostics.converted(shown, grouped.animations().size() + " animations from its groups, which replace the"
                    + " model's own as DarkPlaces reads them");
        }
        return grouped;
    }
}
