package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Property;
import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 1 and 2 on generated documents of every version: read(write(doc)) == doc and
 * writing again gives the same text; and a document through the model and back, in its own
 * version, is the same document.
 */
class PieGeneratedDocumentsTest {
    @Test
    void readWriteIsTheDocumentAndWritingIsStable() {
        Property.forAll("pie: read(write(doc)) == doc and write(read(text)) == text", 400, 60, (s, size) -> {
            PieDocument doc = PieDocumentGenerator.generate(s, size);
            String text = PieTestFiles.written(doc);
            PieDocument again = PieTestFiles.read(text, "generated.pie");
            assertEquals(doc, again, text);
            assertEquals(text, PieTestFiles.written(again));
        });
    }

    @Test
    void throughTheModelAndBackIsTheSameDocument() {
        Property.forAll("pie: fromModel(toModel(doc)) == doc", 300, 60, (s, size) -> {
            PieDocument doc = PieDocumentGenerator.generate(s, size);
            Model model = Pie.reader().toModel(doc, "generated.pie");
            assertEquals(doc, Pie.writer().withSetting(PieFormat.VERSION_SETTING, String.valueOf(doc.version())).fromModel(model),
                    PieTestFiles.written(doc));
        });
    }
}
