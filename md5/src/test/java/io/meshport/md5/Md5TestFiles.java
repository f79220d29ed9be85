package io.meshport.md5;

import io.meshport.io.Diagnostics;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** MD5 documents to text and back in memory, for tests: text is Latin-1, a byte a char, as MD5 files are read. */
final class Md5TestFiles {
    private Md5TestFiles() {
    }

    static String written(Md5Document doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Md5.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    static Md5Document read(String text, String name) throws IOException {
        return read(text, name, Diagnostics.discarding());
    }

    static Md5Document read(String text, String name, Diagnostics diagnostics) throws IOException {
        return Md5.reader().withDiagnostics(diagnostics)
                .readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), name);
    }
}
