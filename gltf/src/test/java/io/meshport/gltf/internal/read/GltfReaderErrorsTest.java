package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Bad files give a {@link ModelFormatException} naming the file and the glTF path. */
class GltfReaderErrorsTest {
    private static String fixture(String name) {
        return assertThrows(ModelFormatException.class, () -> GltfReaderTestFiles.read(name)).getMessage();
    }

    private static String json(String text) {
        return assertThrows(ModelFormatException.class, () -> GltfReader.read(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "x.gltf", null, new Diagnostics()))
                .getMessage();
    }

    @Test
    void anIndexOutOfRange() {
        assertEquals("bad-index.gltf: accessors[1].bufferView: 9 is out of range (1 bufferViews)",
                fixture("bad-index.gltf"));
    }

    @Test
    void aTruncatedGlb() {
        assertEquals("truncated.glb:@8(length): truncated GLB: header says 440 bytes, file has 430",
                fixture("truncated.glb"));
    }

    @Test
    void aCycleInTheNodeTree() {
        assertEquals("cyclic-nodes.gltf: nodes[0]: is its own ancestor (the node tree has a cycle)",
                fixture("cyclic-nodes.gltf"));
        assertEquals("x.gltf: nodes[0].children[0]: nodes[0] is its own child",
                json("{\"asset\":{\"version\":\"2.0\"},\"nodes\":[{\"children\":[0]}]}"));
    }

    @Test
    void aMissingExternalFile() {
        String m = fixture("missing-external.gltf");
        assertEquals("missing-external.gltf: buffers[0].uri: 'missing.bin' is not found in the model's folder", m);
    }

    @Test
    void remoteAndAbsoluteUrisAreNeverFetched() {
        String remote = json("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"http://example.com/b.bin\","
                + "\"byteLength\":36}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":36}],\"accessors\":[{"
                + "\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],\"meshes\":[{"
                + "\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[{\"mesh\":0}]}");
        assertTrue(remote.startsWith("x.gltf: buffers[0].uri: 'http://example.com/b.bin' is not a relative file"),
                remote);
    }

    @Test
    void declaredCountsBeyondTheData() {
        String m = json("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"data:application/octet-stream;"
                + "base64,AAAAAAAAAAAAAAAA\",\"byteLength\":12}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":12}],"
                + "\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":1000000,\"type\":\"VEC3\"}],"
                + "\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[{\"mesh\":0}]}");
        assertEquals("x.gltf: accessors[0]: 1000000 elements of 12 bytes every 12 from byte 0 need 12000000 bytes,"
                + " bufferViews[0] has 12", m);
    }

    /** Three positions every {@code stride} bytes, in a buffer of {@code stride * 3} bytes. */
    private static String strided(int stride, String byteStride) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(Math.max(36, 3 * Math.max(stride, 12)))
                .order(java.nio.ByteOrder.LITTLE_ENDIAN);
        for (int v = 0; v < 3; v++) {
            for (int c = 0; c < 3; c++) {
                b.putFloat(v * Math.max(stride, 12) + 4 * c, v * 3 + c + 1);
            }
        }
        return "{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"data:application/octet-stream;base64,"
                + java.util.Base64.getEncoder().encodeToString(b.array()) + "\",\"byteLength\":" + b.capacity() + "}],"
                + "\"bufferViews\":[{\"buffer\":0,\"byteLength\":" + b.capacity() + ",\"byteStride\":" + byteStride
                + "}],\"accessors\":[{\"bufferView\":0,\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],"
                + "\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[{\"mesh\":0}]}";
    }

    @Test
    void aByteStrideOutsideTheSpecsRules() throws Exception {
        assertEquals("x.gltf: bufferViews[0].byteStride: 2147483644 is not allowed by glTF 2.0 (byteStride > 252)",
                json(strided(16, "2147483644")));
        assertEquals("x.gltf: bufferViews[0].byteStride: 256 is not allowed by glTF 2.0 (byteStride > 252)",
                json(strided(256, "256")));
        assertEquals("x.gltf: bufferViews[0].byteStride: 0 is not allowed by glTF 2.0 (byteStride < 4)",
                json(strided(12, "0")));
        assertEquals("x.gltf: bufferViews[0].byteStride: 14 is not a multiple of 4 from 4 to 252",
                json(strided(14, "14")));
        assertEquals("x.gltf: bufferViews[0].byteStride: 8 is less than the 12 bytes of each element of accessors[0]",
                json(strided(12, "8")));
        // within the rules, the stride is followed: positions 16 bytes apart
        io.meshport.model.Model model = GltfReader.read(new ByteArrayInputStream(strided(16, "16")
                .getBytes(StandardCharsets.UTF_8)), "x.gltf", null, new Diagnostics());
        org.junit.jupiter.api.Assertions.assertArrayEquals(new float[] {1, 2, 3, 4, 5, 6, 7, 8, 9},
                model.meshes().get(0).arrays().get(0).toFloatArray());
    }

    @Test
    void meshesWithoutVerticesOutOfOrder() {
        String empty = "{\"asset\":{\"version\":\"2.0\"},\"extras\":{\"meshport\":{\"emptyMeshes\":[";
        assertEquals("x.gltf: extras.meshport.emptyMeshes[1].index: 0 comes before the place of the entry before it",
                json(empty + "{\"index\":0},{\"index\":0}]}}}"));
        assertEquals("x.gltf: extras.meshport.emptyMeshes[1].index: 3 is out of range (1 meshes so far)",
                json(empty + "{\"index\":0},{\"index\":3}]}}}"));
    }

    @Test
    void notGltf() {
        assertEquals("x.gltf: empty file", json(""));
        assertTrue(json("garbage").startsWith("x.gltf: not glTF JSON: "));
        assertEquals("x.gltf: asset.version: glTF 1.0 (or no version), meshport reads 2.x", json("{}"));
        assertEquals("x.gltf: accessors[0].count: 0 is not allowed by glTF 2.0 (count < 1)",
                json("{\"asset\":{\"version\":\"2.0\"},"
                        + "\"accessors\":[{\"count\":0,\"componentType\":5126,\"type\":\"VEC3\"}],\"meshes\":[{"
                        + "\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[{\"mesh\":0}]}"));
    }
}
