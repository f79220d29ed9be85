package io.meshport.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    static Mesh triangle(String name) {
        return Mesh.builder(name).material("m")
                .addArray(VertexArray.ofFloats(POS, new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .triangles(new int[] {0, 1, 2}).build();
    }

    @Test
    void meshRejectsMismatchedStreamsAndBadIndices() {
        VertexArrayDescriptor uv = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[9]))
                .addArray(VertexArray.ofFloats(uv, new float[4])).build());
        assertTrue(e.getMessage().contains("texcoord has 2 vertices, expected 3"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[9])).triangles(new int[] {0, 1, 3}).build());
        assertThrows(IllegalArgumentException.class, () -> Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[9])).triangles(new int[] {0, 1}).build());
        assertThrows(IllegalArgumentException.class, () -> Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[9]))
                .addArray(VertexArray.ofFloats(POS, new float[9])).build());
    }

    @Test
    void modelRejectsParentsAfterChildrenAndMisSizedAnimations() {
        assertThrows(IllegalArgumentException.class, () -> Model.builder()
                .addJoint(new Joint("a", 1, Transform.IDENTITY)).addJoint(new Joint("b", -1, Transform.IDENTITY))
                .build());
        assertThrows(IllegalArgumentException.class, () -> Model.builder()
                .addJoint(new Joint("a", 0, Transform.IDENTITY)).build(), "a joint cannot parent itself");
        Joint root = new Joint("root", -1, Transform.IDENTITY);
        Animation twoJoints = Animation.ofFrames("a", 30, true,
                List.of(List.of(Transform.IDENTITY, Transform.IDENTITY)));
        assertThrows(IllegalArgumentException.class, () -> Model.builder().addJoint(root).addAnimation(twoJoints).build());
        Bounds b = new Bounds(0, 0, 0, 1, 1, 1, 1, 1);
        assertThrows(IllegalArgumentException.class, () -> Model.builder().addJoint(root).frameBounds(List.of(b)).build());
    }

    @Test
    void animationOnlyModelsAreAllowed() {
        Animation a = Animation.ofFrames("a", 30, false, List.of(List.of(Transform.IDENTITY, Transform.IDENTITY),
                List.of(Transform.IDENTITY, new Transform(1, 2, 3, 0, 0, 0, 1, 1, 1, 1))));
        Model m = Model.builder().addAnimation(a).frameBounds(List.of(new Bounds(0, 0, 0, 1, 1, 1, 1, 1),
                new Bounds(0, 0, 0, 2, 2, 2, 2, 2))).build();
        assertEquals(2, m.frameCount());
        assertEquals(2f, m.animations().get(0).pose(1, 1).ty());
        assertEquals(3f, m.animations().get(0).channel(1, 1, 2));
    }

    @Test
    void equalityIsOverContentsAndExtras() {
        Model a = Model.builder().addMesh(triangle("t")).comment("c").axis(Axis.Z_UP)
                .extra(SourceInfo.class, new SourceInfo("iqm", "2")).build();
        Model b = Model.builder().addMesh(triangle("t")).comment("c").axis(Axis.Z_UP)
                .extra(SourceInfo.class, new SourceInfo("iqm", "2")).build();
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(a, a.toBuilder().build());
        assertNotEquals(a, a.toBuilder().extra(SourceInfo.class, new SourceInfo("iqe", "")).build());
        assertNotEquals(a, a.toBuilder().removeExtra(SourceInfo.class).build());
        assertEquals("iqe", a.toBuilder().extra(SourceInfo.class, new SourceInfo("iqe", "")).build()
                .extra(SourceInfo.class).orElseThrow().format());
        assertEquals(1, a.triangleCount());
        assertEquals(3, a.vertexCount());
    }
}
