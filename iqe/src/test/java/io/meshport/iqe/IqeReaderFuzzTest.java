package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;

/**
 * DESIGN §6 law 6: any bytes give a document and a model, or a {@link ModelFormatException};
 * anything else escaping fails. A document that reads must also survive the syntax round trip,
 * and a model must export. In a normal build this replays the seeds under
 * {@code IqeReaderFuzzTestInputs/}; run with {@code JAZZER_FUZZ=1} to fuzz.
 */
class IqeReaderFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void readerOnlyThrowsModelFormatException(byte[] input) throws IOException {
        IqeDocument doc;
        try {
            doc = Iqe.reader().withDiagnostics(new Diagnostics(16)).readDocument(new ByteArrayInputStream(input), "fuzz.iqe");
        } catch (ModelFormatException expected) {
            return;
        }
        assertEquals(doc, IqeTestFiles.read(IqeTestFiles.written(doc), "fuzz.iqe"));
        Model model;
        try {
            model = Iqe.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.iqe");
        } catch (ModelFormatException expected) {
            return;
        }
        IqeTestFiles.written(Iqe.writer().withLosses(new Diagnostics(16)).fromModel(model));
    }
}
