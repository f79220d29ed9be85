package io.meshport.pie.internal.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.junit.Corpus;
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
import io.meshport.model.math.Quaternion;
import io.meshport.pie.Pie;
import io.meshport.pie.PieAnimObject;
import io.meshport.pie.PieDocument;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ANIMOBJECT as the game plays it, as a skeleton IQM viewers play, and back. */
class PieAnimationTest {
    private static final double EPS = 1e-5;

    @Test
    void theExampleTurretSpinsAboutItsUpAxis() throws IOException {
        Model m = Pie.reader().read(Corpus.examples(".pie").get(0));
        assertEquals(List.of("level2", "static", "connector1_1"), m.joints().stream().map(Joint::name).toList());
        // the connector "0 0 12" is Z up in the file: 12 up the points' Y axis
        assertEquals(new Transform(0, 12, 0, 0, 0, 0, 1, 1, 1, 1), m.joints().get(2).basePose());
        Animation a = m.animations().get(0);
        assertEquals("ANIMOBJECT", a.name());
        assertEquals(4, a.frameCount());
        assertEquals(2.5f, a.framerate(), "frames last 400 ms");
        assertTrue(a.loop(), "cycles 0 plays for ever");
        assertEquals(0, PieLevelAnimation.rigidJoint(m.meshes().get(1)));
        assertEquals(1, PieLevelAnimation.rigidJoint(m.meshes().get(0)));
        // frame 1 is "1 0 0 0 0 90000 0": ry = 90° is the game's roll, about Z, negated
        double[] p = rotate(a.pose(1, 0), 1, 0, 0);
        assertEquals(0, p[0], EPS);
        assertEquals(-1, p[1], EPS);
        assertEquals(0, p[2], EPS);
    }

    @Test
    void positionsSwapYAndZAndRotationsMapToPitchDirectionRoll() {
        PieAnimObject a = new PieAnimObject(100, 0, new int[] {0, 1000, 2000, 3000, 0, 0, 90000}, new float[] {1, 1, 1});
        Transform t = PieAnimObjects.pose(a, 0);
        assertEquals(1, t.tx(), EPS);
        assertEquals(3, t.ty(), EPS);
        assertEquals(2, t.tz(), EPS);
        // rz = 90° is the direction, about Y (up), negated: X goes to +Z
        double[] p = rotate(t, 1, 0, 0);
        assertEquals(0, p[0], EPS);
        assertEquals(0, p[1], EPS);
        assertEquals(1, p[2], EPS);
        PieAnimObject skipped = new PieAnimObject(100, 0, new int[7], new float[] {-1, 1, 1});
        assertEquals(0, PieAnimObjects.pose(skipped, 0).sx(), "a skipped key frame draws nothing");
    }

    @Test
    void encodingWhatWasDecodedGivesTheSameFrameLines() {
        Property.forAll("pie: encode(decode(frame)) == frame", 300, 10, (s, size) -> {
            int frames = s.nextInt(1, 1 + size);
            int[] ints = new int[PieAnimObject.INTS_PER_FRAME * frames];
            float[] scales = new float[3 * frames];
            for (int f = 0; f < frames; f++) {
                ints[7 * f] = f;
                for (int i = 1; i < 4; i++) {
                    ints[7 * f + i] = s.nextInt(-30000, 30000);
                }
                // away from the gimbal poles, where (pitch, roll) are not unique
                ints[7 * f + 4] = s.nextInt(-179000, 179000);
                ints[7 * f + 5] = s.nextInt(-179000, 179000);
                ints[7 * f + 6] = s.nextInt(-85000, 85000);
                for (int i = 0; i < 3; i++) {
                    scales[3 * f + i] = s.nextFloat(0.1f, 3);
                }
            }
            PieAnimObject a = new PieAnimObject(s.nextInt(1, 1000), 0, ints, scales);
            List<Transform> poses = new ArrayList<>();
            for (int f = 0; f < frames; f++) {
                poses.add(PieAnimObjects.pose(a, f));
            }
            PieAnimObject back = PieAnimObjects.encode(poses, PieAnimObjects.framerate(a), 0);
            for (int f = 0; f < frames; f++) {
                for (int i = 0; i < 3; i++) {
                    assertEquals(a.position(f, i), back.position(f, i), "position of frame " + f);
                    assertEquals(a.rotation(f, i), back.rotation(f, i), 2, "rotation of frame " + f);
                }
            }
        });
    }

    @Test
    void aRigidlyBoundMeshOfAnotherFormatBecomesALevelWithAnimObject() throws IOException {
        Mesh mesh = skinnedTriangle(new int[] {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
                new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0});
        Transform up = new Transform(0, 2, 0, 0, 0, 0, 1, 1, 1, 1);
        Model model = Model.builder().conventions(PieCompiler.CONVENTIONS).addMesh(mesh)
                .addJoint(new Joint("blade", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("lift", 10, true, List.of(List.of(Transform.IDENTITY), List.of(up))))
                .build();
        Diagnostics losses = new Diagnostics();
        PieDocument doc = Pie.writer().withLosses(losses).fromModel(model);
        // held by ANIMOBJECT, but PIE names neither the joint nor the animation
        assertEquals(List.of("the skeleton ['blade'] comes back as ['level1']: PIE keeps a joint per animated level"
                + " and the connectors, and binds each level to its own",
                "the animations ['lift'] come back as ['ANIMOBJECT'], not as they were: PIE keeps one ANIMOBJECT a level,"
                + " in whole units and degrees"), losses.all().stream().map(d -> d.message()).toList());
        PieAnimObject a = doc.levels().get(0).animObject().orElseThrow();
        assertEquals(100, a.time(), "10 fps");
        assertEquals(0, a.cycles(), "looping");
        assertEquals(2000, a.position(1, 2), "up (y) is written third");
    }

    @Test
    void aSkinnedMeshIsWrittenInItsBindPoseAndTheSkeletonReportedLost() throws IOException {
        Mesh mesh = skinnedTriangle(new int[] {0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0},
                new int[] {128, 127, 0, 0, 200, 55, 0, 0, 255, 0, 0, 0});
        Model model = Model.builder().conventions(PieCompiler.CONVENTIONS).addMesh(mesh)
                .addJoint(new Joint("a", -1, Transform.IDENTITY)).addJoint(new Joint("b", 0, Transform.IDENTITY))
                .build();
        Diagnostics losses = new Diagnostics();
        PieDocument doc = Pie.writer().withLosses(losses).fromModel(model);
        assertEquals(3, doc.levels().get(0).points().count(), "the bind pose");
        assertTrue(doc.levels().get(0).animObject().isEmpty());
        List<String> messages = losses.all().stream().map(d -> d.message()).toList();
        assertTrue(messages.stream().anyMatch(m -> m.contains("skeleton")), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("blendweights")), messages.toString());
    }

    /** One unnamed triangle with blend indexes and weights (ubyte × 4 per vertex). */
    private static Mesh skinnedTriangle(int[] indexes, int[] weights) {
        return Mesh.builder("").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        indexes))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        weights))
                .build();
    }

    private static double[] rotate(Transform t, double x, double y, double z) {
        double[] m = new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).toMatrix();
        return new double[] {m[0] * x + m[1] * y + m[2] * z, m[3] * x + m[4] * y + m[5] * z,
            m[6] * x + m[7] * y + m[8] * z};
    }
}
