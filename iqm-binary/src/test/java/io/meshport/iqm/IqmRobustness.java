package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.model.Model;

/**
 * Test-only: what any bytes must do. Either the reader rejects them with a positioned
 * {@link ModelFormatException}, or they are a valid file that writes back to an equal file (and
 * then to the same bytes again), maps to a model (or is refused with a
 * {@link ModelFormatException}), and that model writes as IQM and reads back.
 * Any other exception escapes to the caller: that is the failure.
 */
final class IqmRobustness {
    private IqmRobustness() {
    }

    /** @return whether the bytes were accepted */
    static boolean readOrReject(byte[] data) {
        IqmFile file;
        try {
            file = Iqm.readDocument(data, "input.iqm", new Diagnostics(16));
        } catch (ModelFormatException e) {
            assertTrue(e.byteOffset() >= 0 && e.field().isPresent(), () -> "unpositioned: " + e.getMessage());
            assertTrue(e.byteOffset() <= Math.max(data.length, 124), () -> "offset beyond the file: " + e.getMessage());
            return false;
        }
        byte[] written = Iqm.writeDocument(file);
        IqmFile reread = reread(written);
        assertEquals(file.toBuilder().sourceVersion(IqmConstants.VERSION).build(), reread, "write(read(x)) reads back");
        assertArrayEquals(written, Iqm.writeDocument(reread), "fixpoint: writing again gives the same bytes");
        Model model;
        try {
            model = Iqm.reader().withDiagnostics(new Diagnostics(16)).toModel(file, "input.iqm");
        } catch (ModelFormatException e) {
            return true;
        }
        try {
            IqmFile fromModel = Iqm.writer().withLosses(new Diagnostics(16)).fromModel(model);
            Iqm.reader().withDiagnostics(new Diagnostics(16)).toModel(reread(Iqm.writeDocument(fromModel)), "again.iqm");
        } catch (ModelFormatException e) {
            throw new AssertionError("a model read from IQM must write as IQM and read back", e);
        }
        return true;
    }

    private static IqmFile reread(byte[] written) {
        try {
            return Iqm.readDocument(written, "written.iqm", new Diagnostics(16));
        } catch (ModelFormatException e) {
            throw new AssertionError("the writer produced a file its reader rejects", e);
        }
    }
}
