package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Laws 1, 2 and 5 of DESIGN §6 on the real corpus. */
class IqeDocumentRoundTripTest {

    @Test
    void corpusReadsWithoutWarningsAndRoundTrips() throws Exception {
        List<Path> files = Corpus.files("iqe", ".iqe");
        assertEquals(4, files.size(), "corpus files: " + files);
        for (Path file : files) {
            Diagnostics diagnostics = new Diagnostics();
            IqeDocument doc = Iqe.reader().withDiagnostics(diagnostics).readDocument(file);
            assertTrue(diagnostics.all().isEmpty(), file + ": " + diagnostics.all());
            assertTrue(doc.commandCount() > 100, file + " read only " + doc.commandCount() + " commands");

            String text = IqeTestFiles.written(doc);
            IqeDocument again = IqeTestFiles.read(text, file.getFileName().toString());
            assertEquals(doc, again, file + ": read(write(doc)) != doc");
            assertEquals(text, IqeTestFiles.written(again), file + ": write(read(text)) is not a fixpoint");
        }
    }
}
