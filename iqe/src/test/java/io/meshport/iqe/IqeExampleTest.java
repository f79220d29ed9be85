package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code examples/cube.iqe}, which the README converts, is valid and means what it says. */
class IqeExampleTest {

    @Test
    void cubeReadsAsATexturedSkinnedAnimatedCube() throws Exception {
        String root = System.getProperty("meshport.root");
        assumeTrue(root != null, "meshport.root not set");
        Path cube = Path.of(root, "examples", "cube.iqe");
        assertTrue(Files.isRegularFile(cube), cube + " is missing");
        assertTrue(Files.readAllLines(cube).size() < 100);

        Diagnostics d = new Diagnostics();
        Model m = Iqe.reader().withDiagnostics(d).read(cube);
        assertTrue(d.all().isEmpty(), d.all().toString());
        assertEquals(1, m.meshes().size());
        Mesh mesh = m.meshes().get(0);
        assertEquals(24, mesh.vertexCount());
        assertEquals(12, mesh.triangleCount());
        assertEquals("cube.png", mesh.material());
        assertEquals(2, m.joints().size());
        assertEquals(1, m.animations().size());
        assertEquals(2, m.animations().get(0).frameCount());
        assertTrue(m.animations().get(0).loop());
        // Normals generated with smoothangle 60 are the faces' own and point outwards.
        VertexArray p = mesh.array(AttributeKind.POSITION).orElseThrow();
        VertexArray n = mesh.array(AttributeKind.NORMAL).orElseThrow();
        for (int v = 0; v < 24; v++) {
            double dot = 0;
            double len = 0;
            for (int c = 0; c < 3; c++) {
                dot += p.getFloat(v, c) * n.getFloat(v, c);
                len += n.getFloat(v, c) * n.getFloat(v, c);
            }
            assertEquals(1, dot, 1e-6, "normal of vertex " + v);
            assertEquals(1, len, 1e-6);
        }
        assertTrue(mesh.array(AttributeKind.TANGENT).isPresent());
        assertEquals(m, Iqe.reader().toModel(IqeTestFiles.document(IqeTestFiles.written(Iqe.writer().withLosses(d).fromModel(m)).split("\n", 2)[1]
                .split("\n")), "cube"));
    }
}
