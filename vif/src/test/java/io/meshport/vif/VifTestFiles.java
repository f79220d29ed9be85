package io.meshport.vif;

import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import io.meshport.io.ReadOptions;

/**
 * Documents to text and back in memory, for tests. VIF text is ISO-8859-1, byte for char.
 *
 * <p>Public for the tests of the reader's internals ({@code io.meshport.vif.internal.read}).
 */
public final class VifTestFiles {
    private VifTestFiles() {
    }

    /** {@code doc} as the writer writes it, comments included. */
    public static String written(VifDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Vif.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    static VifDocument read(String text, String name) throws IOException {
        return read(text, name, Diagnostics.discarding());
    }

    static VifDocument read(String text, String name, Diagnostics diagnostics) throws IOException {
        return read(text, name, diagnostics, false);
    }

    static VifDocument read(String text, String name, Diagnostics diagnostics, boolean lenient) throws IOException {
        return Vif.reader().withDiagnostics(diagnostics).withOptions(new ReadOptions(lenient)).readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), name);
    }
}
