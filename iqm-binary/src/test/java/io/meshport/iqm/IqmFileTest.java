package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * An {@link IqmFile} cannot be built in a state the reader would reject, so the writer never writes
 * one; triangles the reader checked are not walked again, but any others are; and the model of a
 * file holds its triangles, a whole-file mesh's shared, with the adjacency's fingerprint taken late.
 */
class IqmFileTest {
    private static final IqmFile VALID = IqmTestModels.everySectionFile();

    private static void refused(UnaryOperator<IqmFile.Builder> change) {
        assertThrows(IllegalArgumentException.class, () -> change.apply(VALID.toBuilder()).build());
    }

    @Test
    void validFileBuilds() {
        assertEquals(VALID, VALID.toBuilder().build());
    }

    @Test
    void contentRulesOfTheReaderHoldForBuiltFiles() {
        byte[] text = VALID.text();
        text[text.length - 1] = 'x';
        refused(b -> b.text(text));
        refused(b -> b.meshes(List.of(new IqmMesh(VALID.textLength(), 0, 0, 1, 0, 0))));
        refused(b -> b.meshes(List.of(new IqmMesh(0, 0, 0, VALID.vertexCount() + 1, 0, 0))));
        int[] tri = VALID.triangles();
        tri[4] = VALID.vertexCount();
        refused(b -> b.triangles(tri));
        IqmJoint j = VALID.joints().get(0);
        refused(b -> b.joints(List.of(new IqmJoint(j.name(), 0, Transform.IDENTITY), j)));
        refused(b -> b.poses(VALID.poses().subList(0, 1)));
        refused(b -> b.anims(List.of(new IqmAnim(0, 0, VALID.frameCount() + 1, 0, 0))));
        refused(b -> b.extensions(List.of(new IqmExtension(-1, new byte[0]))));
    }

    @Test
    void onlyTrianglesTheReaderCheckedAgainstTheSameCountGoUnchecked() {
        assertEquals(VALID, VALID.toBuilder().trianglesChecked(VALID.triangles()).build());
        int[] tri = VALID.triangles();
        tri[4] = VALID.vertexCount();
        // checked ones replaced by others are checked
        refused(b -> b.trianglesChecked(VALID.triangles()).triangles(tri));
        refused(b -> b.trianglesChecked(VALID.triangles()).trianglesOwned(tri));
    }

    @Test
    void aModelHoldsItsFilesTrianglesAndTheirFingerprint() throws Exception {
        for (byte[] bytes : List.of(IqmTestModels.everySectionBytes(),
                Iqm.writeDocument(Iqm.writer().fromModel(IqmTestModels.everyFormat())))) {
            IqmFile file = Iqm.readDocument(bytes, "t.iqm", Diagnostics.discarding());
            Model model = Iqm.read(bytes, "t.iqm", Diagnostics.discarding());
            int[] global = file.triangles();
            for (int mi = 0; mi < file.meshes().size(); mi++) {
                IqmMesh m = file.meshes().get(mi);
                int[] local = model.meshes().get(mi).triangleIndices();
                assertEquals(m.triangleCount() * 3, local.length);
                for (int i = 0; i < local.length; i++) {
                    assertEquals(global[m.firstTriangle() * 3 + i] - m.firstVertex(), local[i], "mesh " + mi);
                }
            }
            assertEquals(IqmExtras.fingerprint(global),
                    model.extra(IqmExtras.class).orElseThrow().adjacencyTrianglesFingerprint());
        }
    }
}
