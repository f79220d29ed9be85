package io.meshport.smd;

import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** SMD documents to text and back in memory, for tests: text is Latin-1, a byte a char, as SMD files are read. */
final class SmdTestFiles {
    private SmdTestFiles() {
    }

    static String written(SmdDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Smd.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    static SmdDocument read(String text, String name) throws IOException {
        return read(text, name, Diagnostics.discarding());
    }

    static SmdDocument read(String text, String name, Diagnostics diagnostics) throws IOException {
        return Smd.reader().withDiagnostics(diagnostics)
                .readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), name);
    }

    static io.meshport.model.Model model(String text, String name, Diagnostics diagnostics) throws IOException {
        return Smd.reader().withDiagnostics(diagnostics)
                .read(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), name);
    }
}
