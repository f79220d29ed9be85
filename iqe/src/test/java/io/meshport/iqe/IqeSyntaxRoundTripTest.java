package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Property;
import org.junit.jupiter.api.Test;

/** DESIGN §6 laws 1 and 2 on generated documents: read(write(doc)) == doc, and writing is stable. */
class IqeSyntaxRoundTripTest {
    @Test
    void generatedDocumentsRoundTrip() {
        Property.forAll("iqe: read(write(doc)) == doc and write(read(text)) == text", 400, 100, (s, size) -> {
            IqeDocument doc = new IqeDocumentGenerator(s).document(size);
            String text = IqeTestFiles.written(doc);
            IqeDocument again = IqeTestFiles.read(text, "generated.iqe");
            assertEquals(doc, again, () -> "read(write(doc)) != doc for\n" + text);
            assertEquals(text, IqeTestFiles.written(again), () -> "write(read(text)) != text for\n" + text);
        });
    }
}
