package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;

/** What the fuzz tests ask of any bytes. */
final class VifFuzzing {
    private VifFuzzing() {
    }

    /**
     * Strictly: the bytes read as a document that writes back to itself, whose model exports (in
     * its version and as 2.3) to documents that keep VIF's rules, and to the document itself when
     * it has a hierarchy or is VIF 1.0 (law 2); or a {@link ModelFormatException}. Anything else
     * escaping is a defect.
     */
    static void readOrFailCleanly(byte[] bytes) throws IOException {
        VifDocument doc;
        try {
            doc = Vif.readDocument(new ByteArrayInputStream(bytes), "fuzz.vif", new Diagnostics(16));
        } catch (ModelFormatException expected) {
            return;
        }
        String text = VifTestFiles.written(doc);
        VifDocument again = VifTestFiles.read(text, "fuzz.vif");
        assertEquals(doc, again, text);
        assertEquals(doc.comments(), again.comments(), text);
        assertEquals(text, VifTestFiles.written(again));
        Model model = Vif.toModel(doc, "fuzz.vif", new Diagnostics(16));
        VifDocument back = Vif.fromModel(model, doc.version(), new Diagnostics(16));
        assertNoBreach(back, text);
        if (doc.version() == VifVersion.V1_0 || doc.hierarchy().count() > 0) {
            assertEquals(doc.withComments(List.of()), back, text);
        }
        assertNoBreach(Vif.fromModel(model, VifVersion.V2_3, new Diagnostics(16)), text);
    }

    /**
     * Leniently: the bytes read as a document, which may break the rules, or a
     * {@link ModelFormatException}; its model, and that model as a document of its own version and
     * of 2.3, are made without any other exception; writing it refuses only with a
     * {@link ModelFormatException}.
     */
    static void readLenientlyOrFailCleanly(byte[] bytes) throws IOException {
        VifDocument doc;
        try {
            doc = Vif.readDocument(new ByteArrayInputStream(bytes), "fuzz.vif", new Diagnostics(16), true);
        } catch (ModelFormatException expected) {
            return;
        }
        try {
            Vif.writeDocument(doc, new ByteArrayOutputStream());
        } catch (ModelFormatException breaksRules) {
            // a lenient read may keep what the rules forbid; such a document is never written
        }
        // toModel and fromModel declare no checked exception: ModelFormatException cannot leave them
        Model model = Vif.toModel(doc, "fuzz.vif", new Diagnostics(16));
        Vif.fromModel(model, doc.version(), new Diagnostics(16));
        Vif.fromModel(model, VifVersion.V2_3, new Diagnostics(16));
    }

    private static void assertNoBreach(VifDocument doc, String context) {
        List<VifProblem> breaches = VifRules.check(doc).stream().filter(VifProblem::breaksRule).toList();
        assertEquals(List.of(), breaches, context);
    }
}
