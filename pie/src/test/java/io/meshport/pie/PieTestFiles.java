package io.meshport.pie;

import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Documents to text and back in memory, for tests. */
final class PieTestFiles {
    private PieTestFiles() {
    }

    static String written(PieDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Pie.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    static PieDocument read(String text, String name) throws IOException {
        return read(text, name, Diagnostics.discarding());
    }

    static PieDocument read(String text, String name, Diagnostics diagnostics) throws IOException {
        return Pie.reader().withDiagnostics(diagnostics).readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), name);
    }
}
