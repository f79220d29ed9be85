package io.meshport.io;

import io.meshport.model.Model;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/** Writes the common model in one format. */
public interface ModelWriter {
    /**
     * Writes {@code model} to {@code out}. What the format cannot hold is reported to
     * {@code losses} as warnings, one per kind of loss, naming it ({@link LossCheck} plus what only
     * the format can tell).
     *
     * @throws ModelFormatException when the model cannot be written at all in this format
     *     (e.g. more vertices than its indices can address)
     */
    void write(Model model, OutputStream out, Diagnostics losses) throws IOException;

    /**
     * Writes {@code model} with the format's own settings from {@code options}
     * ({@link WriteOptions#formatSettings()}); a format without settings need not override this.
     *
     * @throws IllegalArgumentException when a setting of this format has a value it does not take
     */
    default void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses) throws IOException {
        write(model, out, losses);
    }

    /**
     * Writes {@code model} for the file called {@code fileName} (a name only, for a format with
     * variants told apart by extension: glTF writes JSON for {@code .gltf} and binary for
     * {@code .glb}); a format without variants writes as {@link #write(Model, OutputStream,
     * WriteOptions, Diagnostics)}.
     */
    default void write(Model model, OutputStream out, String fileName, WriteOptions options, Diagnostics losses)
            throws IOException {
        write(model, out, options, losses);
    }

    /**
     * Writes {@code model} to the file {@code path}, atomically ({@link AtomicFiles}: an existing
     * file is replaced only by {@code options.overwrite()}, and only by a complete file), with the
     * files that belong beside it when the format has any; by default the one file, from
     * {@link #write(Model, OutputStream, String, WriteOptions, Diagnostics)}.
     */
    default void write(Model model, Path path, WriteOptions options, Diagnostics losses) throws IOException {
        AtomicFiles.write(path, options.overwrite(), out -> write(model, out, ModelIO.sourceName(path), options, losses));
    }
}
