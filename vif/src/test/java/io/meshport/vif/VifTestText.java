package io.meshport.vif;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** A document's text, for tests that look at what is written. */
final class VifTestText {
    private VifTestText() {
    }

    static String written(VifDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Vif.writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }
}
