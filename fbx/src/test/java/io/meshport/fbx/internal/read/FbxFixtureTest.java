package io.meshport.fbx.internal.read;

import static io.meshport.fbx.internal.read.FbxTestTrees.all;
import static io.meshport.fbx.internal.read.FbxTestTrees.fixture;
import static io.meshport.fbx.internal.read.FbxTestTrees.read;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxNames;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * assimp's binary and ASCII export of the repository's example character (src/test/resources/README.md)
 * read to the same tree: same names, same values (ASCII prints six decimals or six digits, so
 * numbers agree to that), same arrays. What only the binary export writes (a file id and creation
 * stamps) and the creation time itself (the exports ran apart) are left out of the comparison.
 */
class FbxFixtureTest {
    /** Top-level nodes assimp writes only into its binary files. */
    private static final Set<String> BINARY_ONLY = Set.of("FileId", "CreationTime", "Creator");
    /** Nodes it writes only there at any level. */
    private static final Set<String> BINARY_ONLY_ANYWHERE = Set.of("EncryptionType");

    @Test
    void bothEncodingsGiveTheSameTree() throws Exception {
        FbxTree binary = read(fixture("character-binary.fbx"), "character-binary.fbx");
        FbxTree ascii = read(fixture("character-ascii.fbx"), "character-ascii.fbx");
        assertEquals(FbxEncoding.BINARY, binary.encoding());
        assertEquals(FbxEncoding.ASCII, ascii.encoding());
        assertEquals(7500, binary.version());
        assertEquals(7500, ascii.version());
        int[] compared = new int[2];
        same(withoutBinaryOnly(binary.nodes(), BINARY_ONLY), ascii.nodes(), "", compared);
        System.out.println("compared " + compared[0] + " nodes and " + compared[1] + " values");
        assertTrue(compared[0] > 600, "nodes compared: " + compared[0]);
        assertEquals(all(ascii.nodes()).size(), compared[0]);
    }

    @Test
    void theBinaryMeshIsWhatTheExampleHolds() throws Exception {
        FbxTree tree = read(fixture("character-binary.fbx"), "character-binary.fbx");
        FbxNode objects = tree.node("Objects").orElseThrow();
        FbxNode geometry = objects.child("Geometry").orElseThrow();
        assertEquals(new FbxNames.ObjectName("", "Geometry"), FbxNames.split(geometry.property(1).asString()));
        FbxProperty vertices = geometry.child("Vertices").orElseThrow().property(0);
        assertEquals('d', vertices.type());
        assertEquals(2322, vertices.length());
        int[] polygons = geometry.child("PolygonVertexIndex").orElseThrow().property(0).asInts();
        assertEquals(1428, polygons.length);
        int ends = 0;
        for (int v : polygons) {
            ends += v < 0 ? 1 : 0;
        }
        assertEquals(476, ends, "a triangle list: every third index ends a polygon");
        assertEquals(3, objects.children("Model").stream().filter(m -> m.property(2).asString().equals("LimbNode")).count());
        assertEquals(10, tree.nodes().size());
    }

    private static List<FbxNode> withoutBinaryOnly(List<FbxNode> nodes, Set<String> names) {
        List<FbxNode> out = new ArrayList<>();
        for (FbxNode n : nodes) {
            if (!names.contains(n.name()) && !BINARY_ONLY_ANYWHERE.contains(n.name())) {
                out.add(n);
            }
        }
        return out;
    }

    private static void same(List<FbxNode> binary, List<FbxNode> ascii, String path, int[] compared) {
        if (binary.size() != ascii.size()) {
            fail(path + ": " + binary.size() + " binary nodes " + names(binary) + ", " + ascii.size() + " ASCII " + names(ascii));
        }
        for (int k = 0; k < binary.size(); k++) {
            FbxNode b = binary.get(k);
            FbxNode a = ascii.get(k);
            String here = path + "/" + b.name();
            assertEquals(b.name(), a.name(), path);
            compared[0]++;
            boolean stamp = path.endsWith("CreationTimeStamp");
            assertEquals(b.properties().size(), a.properties().size(), here);
            for (int p = 0; p < b.properties().size() && !stamp; p++) {
                same(b.property(p), a.property(p), here + "[" + p + "]");
                compared[1] += b.property(p).length();
            }
            same(withoutBinaryOnly(b.children(), Set.of()), a.children(), here, compared);
        }
    }

    private static void same(FbxProperty b, FbxProperty a, String where) {
        if (b.isArray()) {
            assertTrue(a.isArray(), where + ": " + a);
            double[] x = b.asDoubles();
            double[] y = a.asDoubles();
            assertEquals(x.length, y.length, where);
            for (int i = 0; i < x.length; i++) {
                close(x[i], y[i], where + "[" + i + "]");
            }
        } else if (b instanceof FbxProperty.BooleanValue c) {
            assertTrue(a instanceof FbxProperty.WordValue, where + ": " + a);
            assertEquals(c.isTrue() ? "T" : "F", a.asString(), where);
        } else if (b.isNumber()) {
            assertTrue(a.isNumber(), where + ": " + a);
            close(b.asDouble(), a.asDouble(), where);
        } else if (b instanceof FbxProperty.StringValue) {
            String x = b.asString();
            String y = a.asString();
            if (!x.equals(y)) {
                assertEquals(FbxNames.split(x), FbxNames.split(y), where);
            }
        } else {
            assertEquals(b, a, where);
        }
    }

    private static void close(double x, double y, String where) {
        if (Math.abs(x - y) > 1e-6 + 5e-6 * Math.abs(x)) {
            fail(where + ": " + x + " and " + y);
        }
    }

    private static String names(List<FbxNode> nodes) {
        return nodes.stream().map(FbxNode::name).toList().toString();
    }
}
