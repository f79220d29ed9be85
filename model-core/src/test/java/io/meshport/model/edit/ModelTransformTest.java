package io.meshport.model.edit;

import io.meshport.model.derive.SkinnedBounds;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelTransformTest {
    private static final float EPS = 1e-5f;

    private static void assertVertex(VertexArray a, int v, double... expected) {
        for (int c = 0; c < expected.length; c++) {
            assertEquals(expected[c], a.getDouble(v, c), EPS, a + " vertex " + v + " component " + c);
        }
    }

    @Test
    void identityReturnsTheSameModel() {
        Model m = EditFixtures.skinnedModel();
        assertSame(m, ModelTransform.identity().applyTo(m, new Diagnostics()));
        assertTrue(ModelTransform.identity().scaledBy(2).scaledBy(0.5).isIdentity());
        assertThrows(IllegalArgumentException.class, () -> ModelTransform.identity().scaledBy(0));
    }

    @Test
    void scaleAndTranslateMoveVerticesButTranslationLeavesTheSkeleton() {
        Model out = ModelTransform.identity().scaledBy(2).translatedBy(10, 0, 0).applyTo(EditFixtures.skinnedModel(),
                new Diagnostics());
        Mesh mesh = out.meshes().get(0);
        assertVertex(mesh.array(AttributeKind.POSITION).orElseThrow(), 0, 12, 0, 0);
        assertVertex(mesh.array(AttributeKind.POSITION).orElseThrow(), 2, 10, 0, 2);
        assertVertex(mesh.array(AttributeKind.NORMAL).orElseThrow(), 0, 1, 0, 0);
        assertEquals(2f, out.joints().get(1).basePose().tz(), "joint translations scale");
        assertEquals(0f, out.joints().get(0).basePose().tx(), "the mesh translation does not move joints");
        assertEquals(4f, out.animations().get(0).pose(2, 0).tx(), "animation translations scale");
        assertEquals(1f, out.animations().get(0).pose(2, 0).sx(), "joint scale is not a length");
        assertEquals(SkinnedBounds.of(out), out.frameBounds(), "bounds follow the moved vertices");
    }

    @Test
    void rotationTurnsMeshNormalsTangentsAndRootPosesOnly() {
        Model in = EditFixtures.skinnedModel();
        Model out = ModelTransform.identity().rotatedByDegrees(0, 0, 90).applyTo(in, new Diagnostics());
        Mesh mesh = out.meshes().get(0);
        assertVertex(mesh.array(AttributeKind.POSITION).orElseThrow(), 0, 0, 1, 0);
        assertVertex(mesh.array(AttributeKind.POSITION).orElseThrow(), 1, -1, 0, 0);
        assertVertex(mesh.array(AttributeKind.NORMAL).orElseThrow(), 0, 0, 1, 0);
        assertVertex(mesh.array(AttributeKind.TANGENT).orElseThrow(), 0, -1, 0, 0, -1);
        Transform root = out.animations().get(0).pose(2, 0);
        assertEquals(0f, root.tx(), EPS);
        assertEquals(2f, root.ty(), EPS);
        assertEquals((float) Math.sqrt(0.5), Math.abs(root.qz()), EPS, "the root turned 90° about Z");
        assertEquals((float) Math.sqrt(0.5), Math.abs(root.qw()), EPS);
        assertEquals(in.joints().get(1).basePose(), out.joints().get(1).basePose(), "children keep local poses");
        Bounds b = out.frameBounds().get(2);
        assertEquals(2f, b.minY(), EPS);
        assertEquals(3f, b.maxY(), EPS);
    }

    @Test
    void rotationsCompose() {
        Model in = EditFixtures.skinnedModel();
        Model twice = ModelTransform.identity().rotatedByDegrees(0, 0, 45).rotatedByDegrees(0, 0, 45)
                .applyTo(in, new Diagnostics());
        Model once = ModelTransform.identity().rotatedByDegrees(0, 0, 90).applyTo(in, new Diagnostics());
        VertexArray a = twice.meshes().get(0).array(AttributeKind.POSITION).orElseThrow();
        VertexArray b = once.meshes().get(0).array(AttributeKind.POSITION).orElseThrow();
        for (int v = 0; v < 3; v++) {
            assertVertex(a, v, b.getDouble(v, 0), b.getDouble(v, 1), b.getDouble(v, 2));
        }
    }

    @Test
    void animationOnlyModelsScaleBoundsAndWarnAboutRotation() {
        Model animOnly = Model.builder().addAnimation(EditFixtures.walk(2))
                .frameBounds(List.of(new Bounds(0, 0, 0, 1, 1, 1, 1, 2), new Bounds(0, 0, 0, 1, 1, 1, 1, 2))).build();
        Diagnostics warnings = new Diagnostics();
        Model out = ModelTransform.identity().scaledBy(3).rotatedByDegrees(90, 0, 0).applyTo(animOnly, warnings);
        assertEquals(1, warnings.all().size());
        assertTrue(warnings.all().get(0).message().contains("rotation not applied"), warnings.all().toString());
        assertEquals(3f, out.animations().get(0).pose(1, 0).tx());
        Bounds b = out.frameBounds().get(0);
        assertEquals(6f, b.radius(), EPS);
        assertEquals(6f, b.xyRadius(), EPS, "a tilted Z axis falls back to the sphere");
        assertEquals(-3f, b.minY(), EPS);
        assertEquals(3f, b.maxZ(), EPS);
    }
}
