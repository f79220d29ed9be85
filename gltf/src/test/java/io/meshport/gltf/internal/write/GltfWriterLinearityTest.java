package io.meshport.gltf.internal.write;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md's linear-time law for the glTF writer on a skeleton of many joints with one
 * animation: three channels a joint, each with its own sampler, which JglTF's JSON creation found
 * by a search of the animation's samplers (a chain of 100,000 joints took 20 s, growing with the
 * square of the joints). The model is made before the clock runs.
 */
class GltfWriterLinearityTest {
    private static final int BASE = 6000;

    /** A triangle and {@code n} joints in a flat row under a root, with a one-frame animation of them all. */
    static Model skeleton(int n) {
        List<Joint> joints = new ArrayList<>();
        for (int j = 0; j < n; j++) {
            joints.add(new Joint("j" + j, j == 0 ? -1 : 0, new Transform(j, 0, 0, 0, 0, 0, 1, 1, 1, 1)));
        }
        float[] channels = new float[n * Transform.CHANNELS];
        for (int j = 0; j < n; j++) {
            joints.get(j).basePose().toChannels(channels, j * Transform.CHANNELS);
        }
        Mesh triangle = Mesh.builder("t").addArray(GltfWriterTestModels.floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0,
                0, 0, 1, 0)).triangles(new int[] {0, 1, 2}).build();
        return Model.builder().addMesh(triangle).joints(joints)
                .addAnimation(Animation.of("still", 30, false, n, channels)).build();
    }

    @Test
    void manyJointsOfOneAnimation() throws Exception {
        Model[] models = new Model[5];
        for (int scale = 1; scale <= 4; scale *= 2) {
            models[scale] = skeleton(BASE * scale);
        }
        byte[] one = GltfWriterTestModels.write(models[1], true, new Diagnostics());
        assertTrue(one.length > 3 * BASE * 32, "the animation is written: " + one.length + " bytes");
        Linearity.Cost[] costs = Linearity.check("glTF write of " + BASE + " joints of one animation",
                scale -> GltfWriterTestModels.write(models[scale], true, new Diagnostics()));
        System.out.println("glTF write, " + BASE + " joints at scale 1: " + Arrays.toString(costs));
    }
}
