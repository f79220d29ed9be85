package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** What the fuzz test and the generated documents ask of any bytes, and of any document. */
final class Md5Fuzzing {
    private Md5Fuzzing() {
    }

    /**
     * The bytes read as a document that writes back to itself, whose model exports again; or a
     * {@link ModelFormatException}. Anything else escaping is a defect.
     */
    static void readOrFailCleanly(byte[] bytes) throws IOException {
        Md5Document doc;
        try {
            doc = Md5.reader().withDiagnostics(new Diagnostics(16)).readDocument(new ByteArrayInputStream(bytes),
                    "fuzz.md5");
        } catch (ModelFormatException expected) {
            return;
        }
        String text = Md5TestFiles.written(doc);
        Md5Document again = Md5TestFiles.read(text, "fuzz.md5");
        assertEquals(doc, again, text);
        assertEquals(text, Md5TestFiles.written(again));
        modelExportsAgain(doc, true);
    }

    /**
     * The document's model, if it has one, exports again without an exception but a
     * {@link ModelFormatException}, to documents that write back to themselves: a mesh document's
     * model as a mesh document (and the animations beside it), an animation document's model also as
     * the {@code .md5anim} file that holds its animation.
     *
     * @param wide whether the document's numbers may pass float's range: its model then holds
     *     infinities, which the writer refuses (MD5 text cannot say them); else every step must succeed
     */
    static void modelExportsAgain(Md5Document doc, boolean wide) throws IOException {
        Model model;
        try {
            model = Md5.reader().withDiagnostics(new Diagnostics(16)).toModel(doc, "fuzz.md5");
        } catch (ModelFormatException noModel) {
            refusedOnlyIf(wide, noModel);
            return;
        }
        Md5Document exported;
        try {
            exported = Md5.writer().withLosses(new Diagnostics(16)).fromModel(model);
        } catch (ModelFormatException cannotExport) {
            refusedOnlyIf(wide, cannotExport);
            return;
        }
        writesBackToItself(exported, wide);
        for (Md5Document animation : exported.animations()) {
            writesBackToItself(animation, wide);
        }
        if (doc.kind() == Md5Document.Kind.ANIMATION) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                Md5.format().writer().orElseThrow().write(model, out, "fuzz.md5anim", WriteOptions.DEFAULTS,
                        new Diagnostics(16));
            } catch (ModelFormatException refused) {
                notFinite(wide, refused, out);
                return;
            }
            String text = out.toString(StandardCharsets.ISO_8859_1);
            Md5Document animation = Md5TestFiles.read(text, "fuzz.md5anim");
            assertEquals(Md5Document.Kind.ANIMATION, animation.kind(), text);
            if (!doc.hierarchy().isEmpty()) {
                // without joints the compiled animation has no poses to count frames by: 0 frames
                assertEquals(doc.frameCount(), animation.frameCount(), text);
            }
            // a model without joints is given one, origin, to hang its (empty) poses on
            assertEquals(Math.max(1, doc.hierarchy().size()), animation.hierarchy().size(), text);
            assertEquals(text, Md5TestFiles.written(animation));
        }
    }

    /**
     * Law 1 on a document made by the exporter, but for what its file does not hold: the animations
     * beside a mesh document (files of their own) and an animation document's name.
     */
    private static void writesBackToItself(Md5Document doc, boolean wide) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Md5.writer().writeDocument(doc, out);
        } catch (ModelFormatException refused) {
            notFinite(wide, refused, out);
            return;
        }
        String text = out.toString(StandardCharsets.ISO_8859_1);
        Md5Document again = Md5TestFiles.read(text, "exported.md5");
        Md5Document expected = doc.kind() == Md5Document.Kind.MESH ? doc.withAnimations(List.of()) : doc;
        assertEquals(doc.animationName().isPresent() ? again.named(doc.animationName().get()) : again, expected, text);
    }

    /** A refusal to write: only of a document whose numbers may pass float's range, for an infinity, having written nothing. */
    private static void notFinite(boolean wide, ModelFormatException refused, ByteArrayOutputStream out) {
        refusedOnlyIf(wide, refused);
        assertTrue(refused.reason().contains("is not a finite number"), refused.getMessage());
        assertEquals(0, out.size(), "a refused document writes nothing");
    }

    private static void refusedOnlyIf(boolean wide, ModelFormatException e) {
        if (!wide) {
            fail("a document within float's range is refused: " + e.getMessage(), e);
        }
    }
}
