package io.meshport.fbx.internal.read;

import static io.meshport.fbx.internal.read.FbxTestTrees.d;
import static io.meshport.fbx.internal.read.FbxTestTrees.doubles;
import static io.meshport.fbx.internal.read.FbxTestTrees.i;
import static io.meshport.fbx.internal.read.FbxTestTrees.ints;
import static io.meshport.fbx.internal.read.FbxTestTrees.node;
import static io.meshport.fbx.internal.read.FbxTestTrees.s;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.harness.Linearity;
import io.meshport.io.ModelFormatException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * The bounded-reader laws for FBX (DESIGN §5): a count or size a file announces costs nothing until
 * its bytes are there, so a lie is refused in a few kilobytes; and reading is linear in the file's
 * size on the shapes a file takes (many nodes, long arrays, raw or deflated, deep-ish nesting, long
 * ASCII lines). The inputs are generated, the same every run; the law compares sizes, not a clock.
 */
class FbxLinearityTest {
    private static final long SMALL = 16L << 20;

    private static void assertRefusedCheaply(byte[] file) {
        long before = Linearity.allocatedBytes();
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> new FbxTreeReader().read(file, "huge.fbx"));
        long spent = Linearity.allocatedBytes() - before;
        assertTrue(spent < SMALL, "allocated " + spent + " bytes before: " + e.getMessage());
    }

    @Test
    void hugeBinaryCountsCostOnlyTheirBytes() {
        for (boolean deflate : new boolean[] {false, true}) {
            byte[] file = new FbxBinaryEncoder(7500, deflate, true).file(List.of(node("Vertices", doubles(1, 2, 3))));
            FbxTestTrees.putInt(file, FbxTestTrees.nameOf(file, "Vertices") + 9, 2_000_000_000);
            assertRefusedCheaply(file);
        }
        byte[] file = new FbxBinaryEncoder(7500, false, true).file(List.of(node("P", s("x"))));
        FbxTestTrees.putLong(file, FbxTestTrees.recordOf(file, "P", 7500) + 8, 1L << 40);
        assertRefusedCheaply(file);
    }

    @Test
    void hugeAsciiCountsCostOnlyTheirBytes() {
        assertRefusedCheaply("Vertices: *2000000000 {\n a: 1,2,3\n}\n".getBytes(StandardCharsets.UTF_8));
        assertRefusedCheaply(("Vertices: *" + Integer.MAX_VALUE + " {\n a: 1,2,3\n}\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A scene of {@code models} objects, each a mesh of {@code vertices} vertices and a Properties70 block. */
    static List<FbxNode> scene(int models, int vertices) {
        List<FbxNode> objects = new ArrayList<>();
        for (int m = 0; m < models; m++) {
            double[] v = new double[3 * vertices];
            int[] index = new int[3 * vertices];
            for (int k = 0; k < v.length; k++) {
                v[k] = (k * 7919 % 1000) / 8.0 - m;
                index[k] = k % 3 == 2 ? -1 - k : k;
            }
            List<FbxNode> properties = new ArrayList<>();
            for (int p = 0; p < 8; p++) {
                properties.add(node("P", s("Lcl Translation" + p), s("Lcl Translation"), s(""), s("A"), d(m), d(p), d(0.5)));
            }
            objects.add(node("Geometry", List.of(FbxTestTrees.l(m), s("g" + m + "\0\1Geometry"), s("Mesh")),
                    node("Vertices", doubles(v)), node("PolygonVertexIndex", ints(index)), node("GeometryVersion", i(124)),
                    node("Properties70", List.of(), properties.toArray(new FbxNode[0]))));
        }
        return List.of(node("Objects", List.of(), objects.toArray(new FbxNode[0])));
    }

    /** The tree as ASCII FBX, the way the SDK and assimp lay it out (arrays on one line). */
    static String ascii(List<FbxNode> nodes) {
        StringBuilder b = new StringBuilder("; FBX 7.4.0 project file\n");
        for (FbxNode n : nodes) {
            ascii(n, "", b);
        }
        return b.toString();
    }

    private static void ascii(FbxNode n, String indent, StringBuilder b) {
        b.append(indent).append(n.name()).append(": ");
        for (int p = 0; p < n.properties().size(); p++) {
            var v = n.property(p);
            b.append(p == 0 ? "" : ", ");
            if (v.isArray()) {
                b.append('*').append(v.length()).append(" {\n").append(indent).append("\ta: ");
                double[] a = v.asDoubles();
                for (int k = 0; k < a.length; k++) {
                    b.append(k == 0 ? "" : ",").append(v.type() == 'i' ? Long.toString((long) a[k]) : Double.toString(a[k]));
                }
                b.append('\n').append(indent).append('}');
            } else if (v.isNumber()) {
                b.append(v.type() == 'D' ? Double.toString(v.asDouble()) : Long.toString(v.asLong()));
            } else {
                b.append('"').append(v.asString().replace("\0\1", "::")).append('"');
            }
        }
        if (!n.children().isEmpty()) {
            b.append(" {\n");
            for (FbxNode c : n.children()) {
                ascii(c, indent + "\t", b);
            }
            b.append(indent).append("}");
        }
        b.append('\n');
    }

    private static void check(String what, IntFunction<byte[]> shape) throws Exception {
        byte[][] inputs = new byte[5][];
        for (int scale = 1; scale <= 4; scale *= 2) {
            inputs[scale] = shape.apply(scale);
        }
        Linearity.check("FBX tree read of " + what, scale -> new FbxTreeReader().read(inputs[scale], "linear.fbx"));
    }

    @Test
    void manyObjectsBinary() throws Exception {
        check("2,000 to 8,000 small binary objects", scale -> FbxBinaryEncoder.encode(scene(2_000 * scale, 4)));
    }

    @Test
    void longArraysBinaryRawAndDeflated() throws Exception {
        // raw arrays are read at the memory's speed: from 1,000,000 vertices (36 MB) every scale is
        // past the caches, where 100,000 (3.6 MB) fit in them and 400,000 did not, and the law broke
        // on that (10.6x, the allocated bytes 4.0x) under CI's load
        check("a raw mesh of 1,000,000 to 4,000,000 vertices",
                scale -> new FbxBinaryEncoder(7500, false, true).file(scene(1, 1_000_000 * scale)));
        check("a deflated mesh of 100,000 to 400,000 vertices",
                scale -> new FbxBinaryEncoder(7500, true, true).file(scene(1, 100_000 * scale)));
    }

    @Test
    void manyObjectsAscii() throws Exception {
        check("2,000 to 8,000 small ASCII objects", scale -> ascii(scene(2_000 * scale, 4)).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void longArraysAscii() throws Exception {
        // large enough that even the smallest input is past the caches, whose edge would otherwise
        // show as growth the reader does not have
        check("an ASCII mesh of 200,000 to 800,000 vertices on one line each",
                scale -> ascii(scene(1, 200_000 * scale)).getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void manyNodesOnOneAsciiLine() throws Exception {
        // every column is counted from the last one on the line: no rescans from the line's start
        check("20,000 to 80,000 nodes on one line", scale -> "A: 1 ".repeat(20_000 * scale).getBytes(StandardCharsets.UTF_8));
    }
}
