package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** What the fuzz test and the generated documents ask of any bytes, and of any document. */
final class SmdFuzzing {
    private SmdFuzzing() {
    }

    /**
     * The bytes read as a document that writes back to itself, whose model exports again; or a
     * {@link ModelFormatException}. Anything else escaping is a defect.
     */
    static void readOrFailCleanly(byte[] bytes) throws IOException {
        SmdDocument doc;
        try {
            doc = Smd.reader().withDiagnostics(new Diagnostics(16)).readDocument(new ByteArrayInputStream(bytes),
                    "fuzz.smd");
        } catch (ModelFormatException expected) {
            return;
        }
        String text = SmdTestFiles.written(doc);
        SmdDocument again = SmdTestFiles.read(text, "fuzz.smd");
        assertEquals(doc, again, text);
        assertEquals(text, SmdTestFiles.written(again));
        modelExportsAgain(doc, true);
    }

    /**
     * The document's model exports again without an exception but a {@link ModelFormatException}, to
     * documents that write back to themselves (and the animations beside them).
     *
     * @param wide whether the document's numbers may pass float's range: its model then holds
     *     infinities, which the writer refuses; else every step must succeed
     */
    static void modelExportsAgain(SmdDocument doc, boolean wide) throws IOException {
        Model model;
        try {
            model = Smd.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.smd");
        } catch (ModelFormatException noModel) {
            refusedOnlyIf(wide, noModel);
            return;
        }
        SmdDocument exported;
        try {
            exported = Smd.writer().withLosses(new Diagnostics(16)).fromModel(model);
        } catch (ModelFormatException cannotExport) {
            refusedOnlyIf(wide, cannotExport);
            return;
        }
        writesBackToItself(exported, wide);
        for (SmdDocument animation : exported.animations()) {
            writesBackToItself(animation, wide);
        }
        if (doc.kind() == SmdDocument.Kind.ANIMATION && !wide) {
            assertEquals(SmdDocument.Kind.ANIMATION, exported.kind());
            assertEquals(Math.max(1, doc.frames().size()), exported.frames().size());
        }
    }

    /** Law 1 on a document made by the exporter, but for what its file does not hold (the animations beside it, its name). */
    private static void writesBackToItself(SmdDocument doc, boolean wide) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Smd.writer().writeDocument(doc, out);
        } catch (ModelFormatException refused) {
            refusedOnlyIf(wide, refused);
            assertTrue(refused.reason().contains("is not a finite number"), refused.getMessage());
            assertEquals(0, out.size(), "a refused document writes nothing");
            return;
        }
        String text = out.toString(StandardCharsets.ISO_8859_1);
        SmdDocument again = SmdTestFiles.read(text, "exported.smd");
        SmdDocument expected = doc.withAnimations(java.util.List.of());
        assertEquals(doc.animationName().isPresent() ? again.named(doc.animationName().get()) : again, expected, text);
    }

    private static void refusedOnlyIf(boolean wide, ModelFormatException e) {
        if (!wide) {
            fail("a document within float's range is refused: " + e.getMessage(), e);
        }
    }
}
