package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

class SkinnedBoundsTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor IDX = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4);
    private static final VertexArrayDescriptor WGT = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4);
    private static final float S = (float) Math.sqrt(0.5);

    /** Two joints: a root at the origin and a child one unit up X; vertex 0 on the root, vertex 1 on the child. */
    private static Model model(List<List<Transform>> frames) {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[] {0, 0, 1, 2, 0, 0}))
                .addArray(VertexArray.ofInts(IDX, new int[] {0, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WGT, new int[] {255, 0, 0, 0, 255, 0, 0, 0}))
                .build();
        return Model.builder().addMesh(mesh)
                .addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addJoint(new Joint("child", 0, new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1)))
                .addAnimation(Animation.ofFrames("a", 10, false, frames))
                .build();
    }

    private static void assertBounds(Bounds expected, Bounds actual) {
        float[] e = {expected.minX(), expected.minY(), expected.minZ(), expected.maxX(), expected.maxY(), expected.maxZ(),
            expected.xyRadius(), expected.radius()};
        float[] a = {actual.minX(), actual.minY(), actual.minZ(), actual.maxX(), actual.maxY(), actual.maxZ(),
            actual.xyRadius(), actual.radius()};
        for (int i = 0; i < 8; i++) {
            assertEquals(e[i], a[i], 1e-5f, "component " + i + " of " + actual);
        }
    }

    @Test
    void restPoseFrameBoundsTheRestPositions() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertEquals(1, b.size());
        assertBounds(new Bounds(0, 0, 0, 2, 0, 1, 2, 2), b.get(0));
    }

    @Test
    void movingTheRootMovesEverything() {
        Transform root = new Transform(0, 0, 3, 0, 0, 0, 1, 1, 1, 1);
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(root, child))));
        // Vertex 0 at (0,0,4) is the farthest from the origin; (2,0,3) is only sqrt(13) away.
        assertBounds(new Bounds(0, 0, 3, 2, 0, 4, 2, 4), b.get(0));
    }

    @Test
    void rotatingTheChildSwingsItsVertexAroundTheChildJoint() {
        // 90 degrees about Z at the child joint (1,0,0): vertex (2,0,0) goes to (1,1,0).
        Transform child = new Transform(1, 0, 0, 0, 0, S, S, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertBounds(new Bounds(0, 0, 0, 1, 1, 1, (float) Math.sqrt(2), (float) Math.sqrt(2)), b.get(0));
    }

    @Test
    void scalingTheChildScalesAboutIt() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 3, 3, 3);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertBounds(new Bounds(0, 0, 0, 4, 0, 1, 4, 4), b.get(0));
    }

    @Test
    void oneBoundsPerFrameOfEveryAnimation() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Model m = model(List.of(List.of(Transform.IDENTITY, child), List.of(Transform.IDENTITY, child)));
        m = m.toBuilder().addAnimation(Animation.empty("still", 0, false, 3)).build();
        assertEquals(5, SkinnedBounds.of(m).size());
    }

    @Test
    void unskinnedModelsHaveNoSkinnedBounds() {
        Mesh mesh = Mesh.builder("m").addArray(VertexArray.ofFloats(POS, new float[] {0, 0, 0})).build();
        Model m = Model.builder().addMesh(mesh).addJoint(new Joint("j", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("a", 1, false, List.of(List.of(Transform.IDENTITY)))).build();
        assertTrue(SkinnedBounds.of(m).isEmpty());
    }

    /** The radii are over vertices, not over the box's corners. */
    @Test
    void radiiComeFromVerticesNotFromTheBox() {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[] {3, 0, 0, 0, 4, 0}))
                .addArray(VertexArray.ofInts(IDX, new int[] {0, 0, 0, 0, 0, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WGT, new int[] {255, 0, 0, 0, 255, 0, 0, 0}))
                .build();
        Model m = Model.builder().addMesh(mesh).addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("a", 1, false, List.of(List.of(Transform.IDENTITY)))).build();
        assertBounds(new Bounds(0, 0, 0, 3, 4, 0, 4, 4), SkinnedBounds.of(m).get(0));
    }
}
