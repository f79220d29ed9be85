package io.meshport.gltf;

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
        assertTrue(m.startsWith("missing-external.gltf: buffers[0].uri: 'missing.bin' not found"), m);
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

    @Test
    void notGltf() {
        assertEquals("x.gltf: empty file", json(""));
        assertTrue(json("garbage").startsWith("x.gltf: not glTF JSON: "));
        assertEquals("x.gltf: asset.version: glTF 1.0 (or no version), meshport reads 2.x", json("{}"));
        assertEquals("x.gltf: accessors[0].count: missing or invalid", json("{\"asset\":{\"version\":\"2.0\"},"
                + "\"accessors\":[{\"count\":0,\"componentType\":5126,\"type\":\"VEC3\"}],\"meshes\":[{"
                + "\"primitives\":[{\"attributes\":{\"POSITION\":0}}]}],\"nodes\":[{\"mesh\":0}]}"));
    }
}
