package io.meshport.io;

import io.meshport.model.Model;
import java.io.IOException;
import java.io.OutputStream;

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
}
