package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Animation;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.List;
import org.junit.jupiter.api.Test;

class SkinnedFrameBoundsTest {
    @Test
    void followsTheSkinnedVertices() {
        List<Bounds> bounds = SkinnedFrameBounds.compute(EditFixtures.skinnedModel().toBuilder().frameBounds(List.of())
                .build());
        assertEquals(3, bounds.size());
        assertEquals(new Bounds(0, 0, 0, 1, 1, 1, 1, 1), bounds.get(0));
        // frame 2: every vertex moved 2 along X (the tip follows its parent)
        Bounds b = bounds.get(2);
        assertEquals(2f, b.minX());
        assertEquals(3f, b.maxX());
        assertEquals(1f, b.maxZ());
        assertEquals(3f, b.xyRadius(), 1e-6);
        assertEquals(3f, b.radius(), 1e-6, "(3,0,0) is farthest");
    }

    @Test
    void rotatedChildMovesItsVertex() {
        // the tip turns 90° about X around its own origin (0,0,1): its vertex at the origin of
        // the tip stays; a bind pose at (0,0,1) and vertex (0,0,1) is at the tip's origin
        Transform turned = new Transform(0, 0, 1, (float) Math.sin(Math.PI / 4), 0, 0, (float) Math.cos(Math.PI / 4),
                1, 1, 1);
        Animation a = Animation.ofFrames("turn", 30, false, List.of(List.of(Transform.IDENTITY, turned)));
        Model m = Model.builder().addMesh(EditFixtures.skinnedTriangle()).joints(EditFixtures.skeleton())
                .addAnimation(a).build();
        Bounds b = SkinnedFrameBounds.compute(m).get(0);
        assertEquals(1f, b.maxZ(), 1e-6);
        assertEquals(0f, b.minZ(), 1e-6);
    }

    @Test
    void needsFramesAndPositions() {
        assertTrue(SkinnedFrameBounds.canCompute(EditFixtures.skinnedModel()));
        assertFalse(SkinnedFrameBounds.canCompute(Model.builder().addMesh(EditFixtures.skinnedTriangle()).build()));
        assertFalse(SkinnedFrameBounds.canCompute(Model.builder().joints(EditFixtures.skeleton())
                .addAnimation(EditFixtures.walk(2)).build()));
    }
}
