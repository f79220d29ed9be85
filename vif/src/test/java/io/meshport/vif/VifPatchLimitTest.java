package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.vif.internal.rules.VifRules;
import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

/**
 * VIF numbers at most 65,535 patches: a model of more meshes (a PIE of 100,000 levels) is
 * written with the meshes past the limit in the last patch, and says so, instead of failing with
 * an internal error.
 */
class VifPatchLimitTest {
    private static final VertexArrayDescriptor POSITION =
            VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    @Test
    void meshesPastTheLastPatchShareIt() throws Exception {
        int meshes = VifRules.MAX_PATCHES + 10;
        Model.Builder b = Model.builder();
        for (int m = 0; m < meshes; m++) {
            b.addMesh(Mesh.builder("m" + m)
                    .addArray(VertexArray.ofFloats(POSITION, new float[] {m, 0, 0, m, 1, 0, m, 0, 1}))
                    .triangles(new int[] {0, 1, 2}).build());
        }
        Diagnostics losses = new Diagnostics();
        VifDocument doc = Vif.writer().withLosses(losses).fromModel(b.build());
        assertEquals(VifRules.MAX_PATCHES, doc.patches());
        assertTrue(losses.all().stream().map(Diagnostic::message).anyMatch(m -> m.contains(meshes + " patches")
                && m.contains("at most 65535")), "the loss is named: " + losses.all());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Vif.writer().writeDocument(doc, out);
        Model back = Vif.reader().withDiagnostics(new Diagnostics()).read(new java.io.ByteArrayInputStream(out.toByteArray()), "patches.vif");
        assertEquals(meshes, back.triangleCount(), "every mesh's triangle is written");
    }
}
