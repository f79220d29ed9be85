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
 * Read through {@link SideFiles}, so only from the model's own folder and in bounded memory.
 */
final class FramegroupsBeside {
    /** Far more than any real file's few lines. */
    private static final long MAX_BYTES = 1 << 20;

    private FramegroupsBeside() {
    }

    /** {@code model}, read from {@code path}, with the groups of the file beside it when there is one. */
    static Model applied(Path path, Model model, Diagnostics diagnostics) throws IOException {
        Path fileName = path.getFileName();
        if (fileName == null || !Files.isRegularFile(path)) {
            return model;
        }
        String side = fileName + ".framegroups";
        if (!Files.isRegularFile(path.resolveSibling(side))) {
            return model;
        }
        String shown = path.resolveSibling(side).toString();
        byte[] bytes = SideFiles.beside(path).read(side, MAX_BYTES);
        Model grouped = Framegroups.apply(model, Framegroups.parse(new String(bytes, StandardCharsets.UTF_8), shown),
                shown, diagnostics);
        if (grouped != model) {
            diagnostics.converted(shown, grouped.animations().size() + " animations from its groups, which replace the"
                    + " model's own as DarkPlaces reads them");
        }
        return grouped;
    }
}
