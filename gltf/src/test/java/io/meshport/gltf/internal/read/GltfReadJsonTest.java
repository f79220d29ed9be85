package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * glTF JSON under {@link GltfJsonLimits}, and what JglTF's classes reject: each limit is an error at
 * its JSON path, reached after reading no more than the limit; a value glTF forbids is an error
 * where the reader would use it and a warning where it would not.
 */
class GltfReadJsonTest {
    /** Small limits, to show each edge without large inputs. */
    private static final GltfJsonLimits SMALL = new GltfJsonLimits(16, 8, 10, 16, 4096);

    private static final String ASSET = "{\"asset\":{\"version\":\"2.0\"}";

    @Test
    void aStringJustOverTheLimitIsRefusedInBoundedMemory() {
        int chars = GltfJsonLimits.DEFAULT.maxStringChars() + 1;
        byte[] head = (ASSET + ",\"extras\":{\"a\":\"").getBytes(StandardCharsets.US_ASCII);
        byte[] json = Arrays.copyOf(head, head.length + chars + 3);
        Arrays.fill(json, head.length, head.length + chars, (byte) 'A');
        System.arraycopy("\"}}".getBytes(StandardCharsets.US_ASCII), 0, json, head.length + chars, 3);
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long before = threads.getCurrentThreadAllocatedBytes();
        String m = assertThrows(ModelFormatException.class,
                () -> GltfReadAsset.read(json, "big.gltf", new Diagnostics())).getMessage();
        long allocated = threads.getCurrentThreadAllocatedBytes() - before;
        assertEquals("big.gltf: extras.a: a string longer than 67108864 characters, more than meshport reads in glTF"
                + " JSON (a buffer this large belongs in a GLB, or in a file beside the .gltf) (line 1, column 42)", m);
        // the characters read up to the limit, twice over as Java holds them, and no more
        assertTrue(allocated < 3L * json.length, "allocated " + allocated + " bytes for " + json.length);
    }

    @Test
    void eachLimitAtItsEdge() throws ModelFormatException {
        read(ASSET + ",\"extras\":{\"a\":\"" + "x".repeat(16) + "\"}}");
        assertEquals("x.gltf: extras.a: a string longer than 16 characters, more than meshport reads in glTF JSON (a"
                + " buffer this large belongs in a GLB, or in a file beside the .gltf) (line 1, column 42)",
                refused(ASSET + ",\"extras\":{\"a\":\"" + "x".repeat(17) + "\"}}"));
        read(ASSET + ",\"extras\":" + "[".repeat(7) + "]".repeat(7) + "}");
        assertEquals("x.gltf: extras[0][0][0][0][0][0][0][0]: nested deeper than 8 levels, more than meshport reads in"
                + " glTF JSON (line 1, column 44)",
                refused(ASSET + ",\"extras\":" + "[".repeat(8) + "]".repeat(8) + "}"));
        read(ASSET + ",\"extras\":{\"a\":" + "9".repeat(10) + "}}");
        assertTrue(refused(ASSET + ",\"extras\":{\"a\":" + "9".repeat(11) + "}}")
                .startsWith("x.gltf: extras.a: a number longer than 10 characters"));
        read(ASSET + ",\"extras\":{\"" + "n".repeat(16) + "\":1}}");
        assertTrue(refused(ASSET + ",\"extras\":{\"" + "n".repeat(17) + "\":1}}")
                .startsWith("x.gltf: extras: a property name longer than 16 characters"));
        String padded = ASSET + "}" + " ".repeat(4096);
        assertEquals("x.gltf: the JSON is " + padded.length() + " bytes, more than the 4096 meshport reads",
                refused(padded));
    }

    @Test
    void theDefaultLimitsAreThoseJacksonIsGiven() {
        var c = GltfJsonLimits.DEFAULT.constraints();
        assertEquals(64 << 20, c.getMaxStringLength());
        assertEquals(256, c.getMaxNestingDepth());
        assertEquals(1000, c.getMaxNumberLength());
        assertEquals(1L << 30, c.getMaxDocumentLength());
        String deep = ASSET + ",\"extras\":" + "[".repeat(300) + "]".repeat(300) + "}";
        String m = assertThrows(ModelFormatException.class, () -> GltfReadAsset.read(
                deep.getBytes(StandardCharsets.UTF_8), "x.gltf", new Diagnostics())).getMessage();
        assertTrue(m.contains(": nested deeper than 256 levels, more than meshport reads in glTF JSON"), m);
    }

    @Test
    void aValueGltfForbidsIsAnErrorWhereTheReaderUsesIt() {
        assertEquals("x.gltf: nodes[0].rotation: not allowed by glTF 2.0 (rotationElement > 1.0)",
                refused(ASSET + ",\"nodes\":[{\"rotation\":[0,0,1.5,0]}]}"));
        assertEquals("x.gltf: accessors[1].componentType: 5124 is not allowed by glTF 2.0 (Invalid value for"
                + " componentType: 5124, valid: [5120, 5121, 5122, 5123, 5125, 5126])",
                refused(ASSET + ",\"accessors\":[{\"count\":1,\"componentType\":5126,\"type\":\"SCALAR\"},"
                        + "{\"count\":1,\"componentType\":5124,\"type\":\"SCALAR\"}]}"));
        assertTrue(refused(ASSET + ",\"nodes\":[{\"mesh\":\"zero\"}]}").startsWith("x.gltf: nodes[0].mesh: 'zero' is"
                + " not allowed by glTF 2.0 (Cannot deserialize value of type `java.lang.Integer` from String"));
    }

    @Test
    void aValueTheReaderDoesNotUseIsAWarning() throws ModelFormatException {
        Diagnostics diagnostics = new Diagnostics();
        GltfReadAsset.read((ASSET + ",\"materials\":[{\"name\":\"m\",\"alphaMode\":\"GLOWING\"}],\"nodes\":[{"
                + "\"children\":[]}],\"animations\":[{\"channels\":[{\"sampler\":0,\"target\":{\"path\":\"pointer\"}}],"
                + "\"samplers\":[{\"input\":0,\"output\":0}]}]}").getBytes(StandardCharsets.UTF_8), "x.gltf",
                diagnostics);
        assertEquals(java.util.List.of(
                "materials[0].alphaMode: 'GLOWING' is not allowed by glTF 2.0 (Invalid value for alphaMode: GLOWING,"
                        + " valid: [OPAQUE, MASK, BLEND]): ignored",
                "nodes[0].children: not allowed by glTF 2.0 (Number of children elements is < 1): ignored",
                "animations[0].channels[0].target.path: 'pointer' is not allowed by glTF 2.0 (Invalid value for path:"
                        + " pointer, valid: [translation, rotation, scale, weights]): ignored"),
                GltfReaderTestFiles.messages(diagnostics));
    }

    @Test
    void versionsAndSyntax() {
        assertEquals("x.gltf: asset.version: glTF 1.0 (or no version), meshport reads 2.x",
                refused("{\"asset\":{\"version\":\"1.0\"},\"nodes\":{\"a\":{\"rotation\":[0,0,1.5,0]}}}"));
        assertEquals("x.gltf: asset.version: '3.0', meshport reads 2.x", refused("{\"asset\":{\"version\":\"3.0\"}}"));
        assertEquals("x.gltf: not glTF JSON: nodes[0].children[1]: Unexpected character (']' (code 93)): expected a"
                + " value (line 1, column 52)", refused(ASSET + ",\"nodes\":[{\"children\":[1,]}]}"));
    }

    private static void read(String json) throws ModelFormatException {
        GltfReadAsset.read(json.getBytes(StandardCharsets.UTF_8), "x.gltf", new Diagnostics(), SMALL);
    }

    private static String refused(String json) {
        return assertThrows(ModelFormatException.class, () -> GltfReadAsset.read(json.getBytes(StandardCharsets.UTF_8),
                "x.gltf", new Diagnostics(), SMALL)).getMessage();
    }
}
