package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/** What the fuzz and mutation tests ask of any bytes. */
final class PieFuzzing {
    private PieFuzzing() {
    }

    /**
     * The bytes read as a document that writes back to itself, whose model exports again; or a
     * {@link ModelFormatException}. Anything else escaping is a defect.
     */
    static void readOrFailCleanly(byte[] bytes) throws IOException {
        PieDocument doc;
        try {
            doc = Pie.reader().withDiagnostics(new Diagnostics(16)).readDocument(new ByteArrayInputStream(bytes), "fuzz.pie");
        } catch (ModelFormatException expected) {
            return;
        }
        assertEquals(doc, PieTestFiles.read(PieTestFiles.written(doc), "fuzz.pie"));
        Model model = Pie.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.pie");
        assertEquals(doc, Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).withLosses(new Diagnostics(16)).fromModel(model));
    }
}
