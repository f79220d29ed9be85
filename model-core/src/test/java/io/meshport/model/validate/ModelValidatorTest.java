package io.meshport.model.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

class ModelValidatorTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor INDEXES = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES,
            ComponentType.UBYTE, 4);
    private static final VertexArrayDescriptor WEIGHTS = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
            ComponentType.FLOAT, 4);
    private static final Joint ROOT = new Joint("root", -1, Transform.IDENTITY);

    private static List<String> messages(Model m) {
        Diagnostics d = new Diagnostics();
        ModelValidator.validate(m, "m.iqe", d);
        return d.all().stream().map(Diagnostic::message).toList();
    }

    private static Mesh.Builder quad(float[] positions) {
        return Mesh.builder("quad").addArray(VertexArray.ofFloats(POS, positions)).triangles(new int[] {0, 1, 2, 0, 2, 3});
    }

    private static final float[] SQUARE = {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0};

    @Test
    void aCleanModelHasNoFindings() {
        Mesh mesh = quad(SQUARE).addArray(VertexArray.ofInts(INDEXES, new int[16]))
                .addArray(VertexArray.ofFloats(WEIGHTS, new float[] {1, 0, 0, 0, 0.5f, 0.5f, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}))
                .build();
        Model m = Model.builder().addMesh(mesh).addJoint(ROOT)
                .addAnimation(Animation.ofFrames("a", 30, true, List.of(List.of(Transform.IDENTITY)))).build();
        assertEquals(List.of(), messages(m));
    }

    @Test
    void findsBadPositionsDegenerateTrianglesAndUnusedVertices() {
        float[] p = {0, 0, 0, 1, 0, 0, 2, 0, 0, Float.NaN, 1, 0, 5, 5, 5};
        Mesh mesh = Mesh.builder("strip").addArray(VertexArray.ofFloats(POS, p))
                .triangles(new int[] {0, 1, 2, 0, 0, 3, 0, 1, 3}).build();
        assertEquals(List.of("mesh \"strip\": 1 position is NaN or infinite (first: vertex 3)",
                "mesh \"strip\": 2 triangles are degenerate (repeated vertex or zero area) (first: triangle 0)",
                "mesh \"strip\": 1 vertex is not used by any triangle (first: vertex 4)"),
                messages(Model.builder().addMesh(mesh).build()));
    }

    @Test
    void findsBlendWeightsNotSummingToOneAndIndexesOutsideTheSkeleton() {
        Mesh mesh = quad(SQUARE)
                .addArray(VertexArray.ofInts(INDEXES, new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(WEIGHTS, new float[] {1, 0, 0, 0, 0.5f, 0, 0, 0, 0.5f, 0.5f, 0, 0,
                    1, 0, 0, 0}))
                .build();
        assertEquals(List.of("mesh \"quad\": 1 vertex has blend weights that do not sum to 1 (first: vertex 1"
                + " sums to 0.5)", "mesh \"quad\": 1 vertex has a weighted blend index outside the 1 joint (first:"
                + " vertex 2 uses joint 3)"), messages(Model.builder().addMesh(mesh).addJoint(ROOT).build()));
    }

    @Test
    void findsNonUnitQuaternionsInBasePosesAndFrames() {
        Transform skewed = new Transform(0, 0, 0, 0, 0, 0, 2, 1, 1, 1);
        Transform nan = new Transform(Float.NaN, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Model m = Model.builder().addJoint(new Joint("hip", -1, skewed)).addJoint(new Joint("knee", 0, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("kick", 30, false, List.of(List.of(Transform.IDENTITY,
                        Transform.IDENTITY), List.of(Transform.IDENTITY, skewed), List.of(nan, skewed)))).build();
        assertEquals(List.of("joint \"hip\" (0): base pose rotation is not a unit quaternion (length 2.0)",
                "animation \"kick\": 1 pose is not finite (first: frame 2, joint 0)",
                "animation \"kick\": 2 poses have a rotation that is not a unit quaternion (first: frame 1, joint 1)"),
                messages(m));
    }

    @Test
    void findsHalfMissingBlendDataMissingPositionsAndBadFramerates() {
        Mesh indexesOnly = quad(SQUARE).addArray(VertexArray.ofInts(INDEXES, new int[16])).build();
        Mesh noPositions = Mesh.builder("ghost").addArray(VertexArray.ofInts(INDEXES, new int[4]))
                .addArray(VertexArray.ofFloats(WEIGHTS, new float[] {1, 0, 0, 0})).build();
        Model m = Model.builder().addMesh(indexesOnly).addMesh(noPositions).addJoint(ROOT)
                .addAnimation(Animation.ofFrames("a", -5, false, List.of(List.of(Transform.IDENTITY)))).build();
        assertEquals(List.of("mesh \"quad\": has blend indexes without weights",
                "mesh \"ghost\": no positions",
                "animation \"a\": framerate -5.0 is not a non-negative number"), messages(m));
    }
}
