package io.meshport.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class MeshTest {
    private static final VertexArrayDescriptor UV0 = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);
    private static final VertexArrayDescriptor UV1 = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 1, ComponentType.FLOAT, 2);
    private static final VertexArrayDescriptor PATCH = VertexArrayDescriptor.custom("patch", ComponentType.INT, 1);

    private static VertexArray zeros(VertexArrayDescriptor d, int count) {
        return new VertexArray.Builder(d, count).build();
    }

    private static Mesh.Builder triangle() {
        return Mesh.builder("t").vertexCount(3).triangles(new int[] {0, 1, 2});
    }

    @Test
    void texcoordAndColourSetsAreStreamsOfTheirOwn() {
        Mesh m = triangle().addArray(zeros(UV0, 3)).addArray(zeros(UV1, 3))
                .addArray(zeros(VertexArrayDescriptor.of(AttributeKind.COLOR, 2, ComponentType.UBYTE, 4), 3)).build();
        assertEquals("texcoord1", m.array(AttributeKind.TEXCOORD, 1).orElseThrow().descriptor().attributeName());
        assertEquals(UV0, m.array(AttributeKind.TEXCOORD).orElseThrow().descriptor());
        assertEquals("color2", m.arrays().get(2).descriptor().attributeName());
        assertThrows(IllegalArgumentException.class, () -> triangle().addArray(zeros(UV1, 3)).addArray(zeros(UV1, 3))
                .build());
        assertThrows(IllegalArgumentException.class,
                () -> VertexArrayDescriptor.of(AttributeKind.NORMAL, 1, ComponentType.FLOAT, 3));
    }

    @Test
    void triangleStreamsHaveOneValuePerTriangle() {
        Mesh m = triangle().addTriangleStream(zeros(PATCH, 1)).build();
        assertEquals(1, m.triangleStream("patch").orElseThrow().vertexCount());
        assertThrows(IllegalArgumentException.class, () -> triangle().addTriangleStream(zeros(PATCH, 2)).build());
        assertThrows(IllegalArgumentException.class, () -> triangle().addTriangleStream(zeros(UV0, 1)).build());
        assertThrows(IllegalArgumentException.class,
                () -> triangle().addTriangleStream(zeros(PATCH, 1)).addTriangleStream(zeros(PATCH, 1)).build());
    }

    @Test
    void extrasAndTriangleStreamsArePartOfTheMeshAndSurviveToBuilder() {
        Mesh plain = triangle().build();
        Mesh rich = triangle().addTriangleStream(zeros(PATCH, 1)).extra(SourceInfo.class, new SourceInfo("x", ""))
                .build();
        assertNotEquals(plain, rich);
        assertNotEquals(plain, triangle().addTriangleStream(zeros(PATCH, 1)).build());
        assertEquals(rich, rich.toBuilder().build());
        assertEquals(rich, rich.toBuilder().name("u").build().toBuilder().name("t").build());
        assertEquals(plain, rich.toBuilder().clearTriangleStreams().removeExtra(SourceInfo.class).build());
    }

    /**
     * A mesh's own triangles, or ones a format checked ({@code ModelArrayAccess.trianglesChecked}),
     * are not walked again while they are the triangles and the vertex count is theirs; any change
     * of either has them checked.
     */
    @Test
    void trianglesKnownInRangeAreCheckedAgainWhenTheCountOrTheArrayChanges() {
        Mesh m = triangle().build();
        assertEquals(m, m.toBuilder().build());
        assertThrows(IllegalArgumentException.class, () -> m.toBuilder().vertexCount(2).build());
        assertThrows(IllegalArgumentException.class, () -> m.toBuilder().trianglesOwned(new int[] {0, 1, 3}).build());
        int[] checked = {2, 1, 0};
        Mesh.Builder b = Mesh.builder("t").vertexCount(3);
        assertEquals(3, new ModelStageAccess().trianglesChecked(b, checked, 3).build().vertexCount());
        assertThrows(IllegalArgumentException.class,
                () -> new ModelStageAccess().trianglesChecked(Mesh.builder("t").vertexCount(2), checked, 3).build());
    }
}
