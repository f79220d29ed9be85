package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

class WeldingTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor UV = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);
    private static final VertexArrayDescriptor FLAGS = VertexArrayDescriptor.custom("flags", ComponentType.UBYTE, 1);

    /** Vertex indices an extra refers to, renumbered with the mesh. */
    record Picked(List<Integer> vertices) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of();
        }

        @Override
        public FormatExtra withVertexOrder(int[] newIndex, int newVertexCount) {
            return new Picked(vertices.stream().map(v -> newIndex[v]).toList());
        }
    }

    /** Two triangles of a quad, one vertex per corner (as PIE and OBJ list them). */
    private static Mesh quadPerCorner(float[] uvs) {
        float[] p = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0};
        return Mesh.builder("quad").addArray(VertexArray.ofFloats(POS, p)).addArray(VertexArray.ofFloats(UV, uvs))
                .triangles(new int[] {0, 1, 2, 3, 4, 5})
                .addTriangleStream(VertexArray.ofInts(FLAGS, new int[] {7, 9}))
                .extra(Picked.class, new Picked(List.of(3, 4, 5))).build();
    }

    @Test
    void equalVerticesBecomeOne() {
        Mesh welded = Welding.weld(quadPerCorner(new float[] {0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1}));
        assertEquals(4, welded.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3}, welded.triangleIndices());
        assertArrayEquals(new float[] {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0},
                welded.array(AttributeKind.POSITION).orElseThrow().toFloatArray());
        assertEquals(List.of(0, 2, 3), welded.extra(Picked.class).orElseThrow().vertices());
        assertEquals(quadPerCorner(new float[12]).triangleStreams(), welded.triangleStreams());
    }

    @Test
    void verticesEqualInPositionButNotInAnotherStreamStayApart() {
        // a UV seam: corner 3 has the position of corner 0 but another texcoord
        Mesh welded = Welding.weld(quadPerCorner(new float[] {0, 0, 1, 0, 1, 1, 0.5f, 0, 1, 1, 0, 1}));
        assertEquals(5, welded.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 3, 2, 4}, welded.triangleIndices());
    }

    @Test
    void aMeshWithoutCopiesIsReturnedAsItIs() {
        Mesh once = Welding.weld(quadPerCorner(new float[] {0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1}));
        assertSame(once, Welding.weld(once));
    }
}
