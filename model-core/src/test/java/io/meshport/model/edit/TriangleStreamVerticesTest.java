package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Triangle streams through vertex streams and back give the mesh that went in, whatever the sharing. */
class TriangleStreamVerticesTest {
    private static Mesh mesh(SplittableRandom r) {
        int vertices = 3 + r.nextInt(10);
        int triangles = r.nextInt(12);
        float[] p = new float[3 * vertices];
        for (int i = 0; i < p.length; i++) {
            p[i] = r.nextInt(100);
        }
        int[] t = new int[3 * triangles];
        for (int i = 0; i < t.length; i++) {
            t[i] = r.nextInt(vertices);
        }
        int[] flags = new int[triangles];
        float[] anim = new float[4 * triangles];
        for (int i = 0; i < triangles; i++) {
            flags[i] = r.nextBoolean() ? 0x200 : 0x4200;
            for (int c = 0; c < 4; c++) {
                anim[4 * i + c] = r.nextInt(3);
            }
        }
        return Mesh.builder("m").vertexCount(vertices).triangles(t)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), p))
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("flags", ComponentType.UINT, 1), flags))
                .addTriangleStream(VertexArray.ofFloats(VertexArrayDescriptor.custom("anim", ComponentType.FLOAT, 4), anim))
                .build();
    }

    @Test
    void throughVerticesAndBackIsTheSameMesh() {
        for (int seed = 0; seed < 500; seed++) {
            SplittableRandom r = new SplittableRandom(seed);
            Model model = Model.builder().addMesh(mesh(r)).addMesh(mesh(r)).build();
            Model carried = TriangleStreamVertices.toVertices(model);
            for (Mesh m : carried.meshes()) {
                assertTrue(m.triangleStreams().isEmpty(), "seed " + seed);
                assertTrue(m.array(TriangleStreamVertices.PREFIX + "flags").isPresent(), "seed " + seed);
                for (int i = 0; i < m.triangleCount(); i++) {
                    // every corner of a triangle carries that triangle's values
                    for (int c = 1; c < 3; c++) {
                        assertEquals(m.array(TriangleStreamVertices.PREFIX + "flags").get().getDouble(m.corner(i, 0), 0),
                                m.array(TriangleStreamVertices.PREFIX + "flags").get().getDouble(m.corner(i, c), 0));
                    }
                }
            }
            assertEquals(model, TriangleStreamVertices.fromVertices(carried), "seed " + seed);
        }
    }

    @Test
    void aMeshThatCarriedNothingGetsNoStreams() {
        Mesh plain = Mesh.builder("p").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[9]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom(TriangleStreamVertices.PREFIX + "flags",
                        ComponentType.FLOAT, 1), new float[3]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom(TriangleStreamVertices.COPY_OF,
                        ComponentType.FLOAT, 1), new float[3]))
                .build();
        Mesh back = TriangleStreamVertices.fromVertices(plain);
        assertTrue(back.triangleStreams().isEmpty());
        assertEquals(1, back.arrays().size(), "the zeros of a file-wide declaration are dropped");
    }
}
