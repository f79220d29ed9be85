package io.meshport.gltf.internal.read;

import static io.meshport.gltf.internal.read.GltfReaderTestFiles.messages;
import static io.meshport.gltf.internal.read.GltfReaderTestFiles.read;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code skinned.gltf}: a skin listing a chain of joints child first, with inverse bind matrices;
 * a vertex with five influences over two sets; a LINEAR translation and a STEP rotation at 24 fps,
 * and a CUBICSPLINE scale at the 4 fps its extras say, beside a morph weights channel.
 */
class GltfReaderSkinTest {
    private static Model model;
    private static List<String> warnings;

    @BeforeAll
    static void read() throws IOException {
        Diagnostics d = new Diagnostics();
        model = GltfReaderTestFiles.read("skinned.gltf", d);
        warnings = messages(d);
    }

    @Test
    void jointsComeParentsFirstWithBasePosesFromTheInverseBindMatrices() {
        List<Joint> joints = model.joints();
        assertEquals(List.of("root", "mid", "tip", "left", "right"), joints.stream().map(Joint::name).toList());
        assertEquals(List.of(-1, 0, 1, 1, 1), joints.stream().map(Joint::parent).toList());
        assertEquals(new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1), joints.get(1).basePose());
        assertEquals(new Transform(-1, 0, 0, 0, 0, 0, 1, 1, 1, 1), joints.get(3).basePose());
    }

    @Test
    void blendIndexesAreRenumberedAndFiveInfluencesReducedToFour() {
        Mesh body = model.meshes().get(0);
        VertexArray indexes = body.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray weights = body.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        // skin entry 0 is "tip", model joint 2
        assertEquals(2, indexes.getLong(0, 0));
        assertEquals(1, weights.getFloat(0, 0));
        // tip .3, right .25, root .2, mid .15 kept (left .1 dropped), over their sum .9
        assertArrayEquals(new float[] {2, 4, 0, 1}, new float[] {indexes.getFloat(3, 0), indexes.getFloat(3, 1),
            indexes.getFloat(3, 2), indexes.getFloat(3, 3)});
        assertEquals(0.3 / 0.9, weights.getFloat(3, 0), 1e-6);
        assertEquals(0.15 / 0.9, weights.getFloat(3, 3), 1e-6);
        assertTrue(warnings.contains("meshes[0].primitives[0]: 1 vertices have more than 4 joint influences:"
                + " reduced to the 4 largest, renormalised"), warnings.toString());
        // a skinned mesh keeps its bind-space positions
        assertEquals(1, body.array(AttributeKind.POSITION).orElseThrow().getFloat(3, 1));
    }

    @Test
    void linearAndStepChannelsAreExactAtTheirKeys() {
        Animation walk = model.animations().get(0);
        assertEquals("walk", walk.name());
        assertEquals(24, walk.framerate());
        assertEquals(3, walk.frameCount());
        assertFalse(walk.loop());
        assertEquals(1, walk.pose(0, 1).ty());
        assertEquals(2, walk.pose(1, 1).ty());
        assertEquals(4, walk.pose(2, 1).ty());
        float s = (float) Math.sqrt(0.5);
        assertEquals(new Transform(0, 1, 0, 0, 0, s, s, 1, 1, 1), walk.pose(1, 2));
        assertEquals(new Transform(0, 1, 0, 0, 0, 1, 0, 1, 1, 1), walk.pose(2, 2));
        // joints no channel drives keep their node's transform
        assertEquals(new Transform(-1, 0, 0, 0, 0, 0, 1, 1, 1, 1), walk.pose(1, 3));
    }

    @Test
    void cubicSplinesAreResampledAndMorphWeightsReportedLost() {
        Animation grow = model.animations().get(1);
        assertEquals(4, grow.framerate());
        assertTrue(grow.loop());
        assertEquals(3, grow.frameCount());
        assertEquals(1, grow.pose(0, 0).sx());
        assertEquals(2, grow.pose(1, 0).sx(), 1e-6, "zero tangents: halfway is the middle");
        assertEquals(3, grow.pose(2, 0).sx());
        assertTrue(warnings.contains("animations[1]: CUBICSPLINE keys resampled at 4.0 frames per second"));
        assertTrue(warnings.contains("animations[1]: morph target weights, which a model cannot hold: lost"));
    }

    @Test
    void oneJointNamedInSeveralSetsIsOneInfluence() throws IOException {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(12 + 4 + 16 + 4 + 16)
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        b.putFloat(0).putFloat(0).putFloat(0);
        b.put(new byte[] {0, 1, 0, 2}).putFloat(0.2f).putFloat(0.1f).putFloat(0.2f).putFloat(0.1f);
        b.put(new byte[] {1, 2, 0, 0}).putFloat(0.1f).putFloat(0.1f).putFloat(0.1f).putFloat(0.1f);
        String json = "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"data:application/octet-stream;"
                + "base64,"
                + java.util.Base64.getEncoder().encodeToString(b.array()) + "\",\"byteLength\":52}],\"bufferViews\":["
                + "{\"buffer\":0,\"byteLength\":12},{\"buffer\":0,\"byteOffset\":12,\"byteLength\":4},"
                + "{\"buffer\":0,\"byteOffset\":16,\"byteLength\":16},"
                + "{\"buffer\":0,\"byteOffset\":32,\"byteLength\":4},"
                + "{\"buffer\":0,\"byteOffset\":36,\"byteLength\":16}],\"accessors\":["
                + "{\"bufferView\":0,\"componentType\":5126,\"count\":1,\"type\":\"VEC3\"},"
                + "{\"bufferView\":1,\"componentType\":5121,\"count\":1,\"type\":\"VEC4\"},"
                + "{\"bufferView\":2,\"componentType\":5126,\"count\":1,\"type\":\"VEC4\"},"
                + "{\"bufferView\":3,\"componentType\":5121,\"count\":1,\"type\":\"VEC4\"},"
                + "{\"bufferView\":4,\"componentType\":5126,\"count\":1,\"type\":\"VEC4\"}],"
                + "\"meshes\":[{\"primitives\":[{\"mode\":0,\"attributes\":{\"POSITION\":0,\"JOINTS_0\":1,"
                + "\"WEIGHTS_0\":2,\"JOINTS_1\":3,\"WEIGHTS_1\":4}}]}],\"nodes\":[{\"mesh\":0,\"skin\":0},"
                + "{\"name\":\"a\"},{\"name\":\"b\"},{\"name\":\"c\"}],\"skins\":[{\"joints\":[1,2,3]}]}";
        byte[] bytes = json.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Mesh mesh = GltfReader.read(new java.io.ByteArrayInputStream(bytes), "x.gltf", null, new Diagnostics())
                .meshes().get(0);
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        // joint a at four places (.2 + .2 + .1 + .1), b and c at two each: three influences, in that order
        assertArrayEquals(new float[] {0, 1, 2}, new float[] {indexes.getFloat(0, 0), indexes.getFloat(0, 1),
            indexes.getFloat(0, 2)});
        assertEquals(0.6, weights.getFloat(0, 0), 1e-6);
        assertEquals(0.2, weights.getFloat(0, 1), 1e-6);
        assertEquals(0.2, weights.getFloat(0, 2), 1e-6);
        assertEquals(0, weights.getFloat(0, 3));
    }
}
