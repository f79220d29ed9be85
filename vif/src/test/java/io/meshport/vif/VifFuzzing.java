package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
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
            doc = Vif.reader().withDiagnostics(new Diagnostics(16)).readDocument(new ByteArrayInputStream(bytes), "fuzz.vif");
        } catch (ModelFormatException expected) {
            return;
        }
        String text = VifTestFiles.written(doc);
        VifDocument again = VifTestFiles.read(text, "fuzz.vif");
        assertEquals(doc, again, text);
        assertEquals(doc.comments(), again.comments(), text);
        assertEquals(text, VifTestFiles.written(again));
        Model model = Vif.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.vif");
        VifDocument back = Vif.writer().withSetting(VifFormat.VERSION_SETTING, doc.version().text()).withLosses(new Diagnostics(16)).fromModel(model);
        assertNoBreach(back, text);
        if (doc.version() == VifVersion.V1_0 || doc.hierarchy().count() > 0) {
            assertEquals(doc.withComments(List.of()), back, text);
        }
        assertNoBreach(Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).withLosses(new Diagnostics(16)).fromModel(model), text);
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
            doc = Vif.reader().withDiagnostics(new Diagnostics(16)).withOptions(ReadOptions.LENIENT).readDocument(new ByteArrayInputStream(bytes), "fuzz.vif");
        } catch (ModelFormatException expected) {
            return;
        }
        try {
            Vif.writer().writeDocument(doc, new ByteArrayOutputStream());
        } catch (ModelFormatException breaksRules) {
            // a lenient read may keep what the rules forbid; such a document is never written
        }
        // toModel and fromModel declare no checked exception: ModelFormatException cannot leave them
        Model model = Vif.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.vif");
        Vif.writer().withSetting(VifFormat.VERSION_SETTING, doc.version().text()).withLosses(new Diagnostics(16)).fromModel(model);
        Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).withLosses(new Diagnostics(16)).fromModel(model);
    }

    private static void assertNoBreach(VifDocument doc, String context) {
        List<VifProblem> breaches = VifRules.check(doc).stream().filter(VifProblem::breaksRule).toList();
        assertEquals(List.of(), breaches, context);
    }
}
