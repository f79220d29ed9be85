package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The corpus through the model: text → model → text is a fixpoint, and the model survives. */
class IqeModelRoundTripTest {

    @Test
    void corpusModelsRewriteToAFixpoint() throws Exception {
        for (Path file : Corpus.files("iqe", ".iqe")) {
            String name = file.getFileName().toString();
            Diagnostics diagnostics = new Diagnostics();
            Model model = Iqe.reader().withDiagnostics(diagnostics).read(file);
            assertTrue(diagnostics.all().isEmpty(), name + ": " + diagnostics.all());
            assertTrue(model.meshes().size() > 0 && model.triangleCount() > 0, name);
            for (Mesh m : model.meshes()) {
                for (AttributeKind k : new AttributeKind[] {AttributeKind.POSITION, AttributeKind.TEXCOORD,
                    AttributeKind.NORMAL, AttributeKind.TANGENT, AttributeKind.BLEND_INDEXES,
                    AttributeKind.BLEND_WEIGHTS}) {
                    assertTrue(m.array(k).isPresent(), name + " mesh " + m.name() + " lacks " + k);
                }
            }
            Diagnostics losses = new Diagnostics();
            String text = IqeTestFiles.written(Iqe.writer().withLosses(losses).fromModel(model));
            assertTrue(losses.all().isEmpty(), name + ": " + losses.all());
            Model again = Iqe.reader().toModel(IqeTestFiles.read(text, name), name);
            assertEquals(model, again, name + ": compile(export(model)) != model");
            assertEquals(text, IqeTestFiles.written(Iqe.writer().fromModel(again)), name + ": not a fixpoint");
        }
    }
}
