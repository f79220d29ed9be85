package io.meshport.iqm;

import io.meshport.harness.Linearity;
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
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The linear-time law for the IQM reader, read and compiled to a model, on the worst shapes a
 * file can take: many meshes, many joints, a joint chain 100,000 deep at the largest scale, many
 * animations, many frames. The files are written by meshport from generated models, the same
 * every run.
 */
class IqmLinearityTest {
    private static final VertexArrayDescriptor POSITION =
            VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    private static void check(String what, IntFunction<Model> shape) throws Exception {
        byte[][] files = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            files[scale] = Iqm.writeDocument(Iqm.writer().fromModel(shape.apply(scale)));
        }
        Linearity.check("IQM read of " + what, scale -> Iqm.read(files[scale], "linear.iqm", Diagnostics.discarding()));
    }

    /** A triangle at {@code x}, bound to joint {@code joint} if it is not negative. */
    private static Mesh triangle(String name, float x, int joint) {
        Mesh.Builder b = Mesh.builder(name)
                .addArray(VertexArray.ofFloats(POSITION, new float[] {x, 0, 0, x, 1, 0, x, 0, 1}))
                .triangles(new int[] {0, 1, 2});
        if (joint >= 0) {
            b.addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.INT, 4),
                            new int[] {joint, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}))
                    .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                            new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}));
        }
        return b.build();
    }

    /** {@code n} joints, each the child of the one before ({@code chain}) or of the root, and a triangle bound to the last. */
    private static Model joints(int n, boolean chain) {
        Model.Builder b = Model.builder().addMesh(triangle("m", 0, n - 1));
        Transform up = new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1);
        for (int j = 0; j < n; j++) {
            b.addJoint(new Joint("j" + j, chain ? j - 1 : j == 0 ? -1 : 0, up));
        }
        return b.build();
    }

    /** {@code animations} animations of {@code frames} frames of a two-joint skeleton. */
    private static Model animations(int animations, int frames) {
        Model.Builder b = Model.builder().addMesh(triangle("m", 0, 1))
                .addJoint(new Joint("a", -1, Transform.IDENTITY))
                .addJoint(new Joint("b", 0, new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1)));
        for (int a = 0; a < animations; a++) {
            List<List<Transform>> poses = new ArrayList<>();
            for (int f = 0; f < frames; f++) {
                poses.add(List.of(new Transform(0, 0, f, 0, 0, 0, 1, 1, 1, 1), Transform.IDENTITY));
            }
            b.addAnimation(Animation.ofFrames("a" + a, 30, false, poses));
        }
        return b.build();
    }

    @Test
    void manyMeshes() throws Exception {
        check("many meshes", scale -> {
            Model.Builder b = Model.builder();
            for (int m = 0; m < 10_000 * scale; m++) {
                b.addMesh(triangle("m" + m, m, -1));
            }
            return b.build();
        });
    }

    @Test
    void manyJoints() throws Exception {
        check("many joints", scale -> joints(50_000 * scale, false));
    }

    @Test
    void aDeepJointChain() throws Exception {
        check("a joint chain 25,000 to 100,000 deep", scale -> joints(25_000 * scale, true));
    }

    @Test
    void manyAnimations() throws Exception {
        check("many animations", scale -> animations(10_000 * scale, 1));
    }

    @Test
    void manyFrames() throws Exception {
        check("many frames", scale -> animations(1, 50_000 * scale));
    }
}
