package io.meshport.fbx.internal.read;

import static io.meshport.fbx.internal.read.FbxTestTrees.d;
import static io.meshport.fbx.internal.read.FbxTestTrees.doubles;
import static io.meshport.fbx.internal.read.FbxTestTrees.error;
import static io.meshport.fbx.internal.read.FbxTestTrees.ints;
import static io.meshport.fbx.internal.read.FbxTestTrees.l;
import static io.meshport.fbx.internal.read.FbxTestTrees.longs;
import static io.meshport.fbx.internal.read.FbxTestTrees.node;
import static io.meshport.fbx.internal.read.FbxTestTrees.read;
import static io.meshport.fbx.internal.read.FbxTestTrees.s;
import static io.meshport.fbx.internal.read.FbxTestTrees.w;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The ASCII reader: the syntax real files use, and every malformed case at its line and column. */
class FbxAsciiTreeReaderTest {
    static final String FILE = "; FBX 7.4.0 project file\r\n"
            + "; a comment: with \"quotes\" { and braces\r\n"
            + "\r\n"
            + "FBXHeaderExtension:  {\r\n"
            + "\tFBXVersion: 7400 ; trailing comment\r\n"
            + "}\r\n"
            + "Objects:  {\n"
            + "\tGeometry: 123456789012, \"Geometry::Cube\", \"Mesh\" {\n"
            + "\t\tVertices: *6 {\n"
            + "\t\t\ta: 1,-1.5,2e3,\n"
            + "\t\t\t-4.25E-2,0.000000,7\n"
            + "\t\t} \n"
            + "\t\tPolygonVertexIndex: *3 {\n\t\t\ta: 0,1,-3\n\t\t}\n"
            + "\t\tIds: *2 {\n\t\t\ta: 9000000000,-1\n\t\t}\n"
            + "\t\tEmpty: *0 {\n\t\t}\n"
            + "\t\tEmptyA: *0 {\n\t\t\ta: \n\t\t}\n"
            + "\t\tShading: T\n"
            + "\t\tP: \"Lcl Translation\", \"Lcl Translation\", \"\", \"A+\",0,\n"
            + "\t\t\t-0.5,1.#INF, -inf, nan,+3\n"
            + "\t\tNoValues:\n"
            + "\t\tScope:  {\n\t\t}\n"
            + "\t}\n"
            + "}\n";

    static List<FbxNode> expected() {
        return List.of(
                node("FBXHeaderExtension", List.of(), node("FBXVersion", l(7400))),
                node("Objects", List.of(),
                        node("Geometry", List.of(l(123456789012L), s("Geometry::Cube"), s("Mesh")),
                                node("Vertices", doubles(1, -1.5, 2000, -0.0425, 0, 7)),
                                node("PolygonVertexIndex", ints(0, 1, -3)),
                                node("Ids", longs(9_000_000_000L, -1)),
                                node("Empty", ints()),
                                node("EmptyA", ints()),
                                node("Shading", w("T")),
                                node("P", s("Lcl Translation"), s("Lcl Translation"), s(""), s("A+"), l(0), d(-0.5),
                                        d(Double.POSITIVE_INFINITY), d(Double.NEGATIVE_INFINITY), d(Double.NaN), l(3)),
                                node("NoValues"),
                                node("Scope"))));
    }

    @Test
    void theSyntaxRealFilesUseReadsToTheTree() throws Exception {
        FbxTree tree = read(FILE);
        assertEquals(FbxEncoding.ASCII, tree.encoding());
        assertEquals(7400, tree.version());
        assertEquals(expected(), tree.nodes());
        FbxNode geometry = tree.node("Objects").orElseThrow().child("Geometry").orElseThrow();
        assertEquals(FbxTree.textPosition(8, 2), geometry.position());
        ModelFormatException e = tree.error(geometry, "Objects/Geometry", "no vertices");
        assertEquals("test.fbx:8:2: Objects/Geometry: no vertices", e.getMessage());
    }

    @Test
    void theVersionComesFromTheHeaderNodeWithoutTheComment() throws Exception {
        assertEquals(7300, read("FBXHeaderExtension: {\n FBXVersion: 7300\n}\n").version());
        assertEquals(0, read("A: 1").version());
        assertEquals(6100, read("\uFEFF; FBX 6.1.0 project file\nA: 1").version());
    }

    @Test
    void theSdksQuoteEscapeIsADoubleQuote() throws Exception {
        FbxNode n = read("Model: 1, \"Model::say &quot;hi&quot;\", \"&amp;quot\"").nodes().get(0);
        assertEquals("Model::say \"hi\"", n.property(1).asString());
        assertEquals("&amp;quot", n.property(2).asString(), "no other escape");
    }

    @Test
    void numbersAreExactDoubles() throws Exception {
        String[] texts = {"0.1", "1e22", "1e23", "123456789012345678901234567890", "4.9e-324", "1.7976931348623157e308",
            "0.30000000000000004", "-2.2250738585072014E-308", "9007199254740993.0", ".5", "5.", "1e400", "-0.0"};
        for (String t : texts) {
            double v = read("A: " + t).nodes().get(0).property(0).asDouble();
            assertEquals(Double.parseDouble(t), v, t);
            double[] a = read("A: *1 { a: " + t + " }").nodes().get(0).property(0).asDoubles();
            assertEquals(Double.parseDouble(t), a[0], t);
        }
        assertEquals(Long.MIN_VALUE, read("A: -9223372036854775808").nodes().get(0).property(0).asLong());
        assertEquals('D', read("A: 9223372036854775808").nodes().get(0).property(0).type());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "unterminated string|A: 1\\nB: \"abc\\n\\nC: 2|2:4|the string that starts here is not closed before the end of the file",
        "unterminated brace|A: {\\n B: {\\n  C: 1\\n }\\n|1:4|the '{' of A is not closed before the end of the file",
        "stray brace|A: 1\\n}\\n|2:1|'}' closes no block",
        "no colon|A: 1\\nB 2\\n|2:1|expected a node name followed by ':', found 'B'",
        "value missing after comma|A: 1,\\n}|2:1|in A: expected a value after ',', found '}'",
        "count mismatch|O: {\\n V: *3 {\\n  a: 1,2\\n }\\n}|2:5|in O/V: the array says *3 but holds 2 values",
        "too many values|V: *1 {\\n a: 1,2 }|2:7|in V: the array holds more values than the 1 its *1 says",
        "huge count|V: *2000000000 {\\n a: 1 }|1:4|in V: array of 2000000000 values cannot fit in the 8 bytes left",
        "giant count|V: *99999999999999999999 {}|1:4|array count *9999999999",
        "word in array|V: *2 {\\n a: 1,x }|2:7|in V: expected a number after ',' in the array, found 'x'",
        "no brace after count|V: *2 a: 1|1:7|in V: expected '{' after the array count *2, found 'a:'",
        "not a|V: *1 { b: 1 }|1:9|in V: expected 'a:' in the array, found 'b:'",
        "array not closed|V: *1 { a: 1 C: 2 }|1:14|in V: expected '}' to end the array, found 'C:'",
        "star without count|V: *x|1:4|expected an array count after '*'",
        "control byte|A: 1\\nB\\u0001: 2|2:2|unexpected control byte 0x1",
        "stray colon|A: 1\\n: 2|2:1|unexpected ':'",
        "only comments|; FBX 7.4.0 project file\\n; nothing|1:1|the file holds no FBX nodes",
        "column in characters|A: \"ÄÖÜ\", x\\nB: \"é\", 1, }|2:12|in B: expected a value after ',', found '}'",
    })
    void malformedTextIsRefusedAtItsLineAndColumn(String name, String text, String position, String reason) {
        String unescaped = text.replace("\\n", "\n").replace("\\u0001", "\u0001");
        ModelFormatException e = error(unescaped);
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith("model.fbx:" + position + ": "), e.getMessage());
    }

    @Test
    void aDepthBombIsRefusedAtTheCap() {
        String text = "A: {\n".repeat(200) + "}\n".repeat(200);
        ModelFormatException e = error(text);
        assertEquals(64, e.line(), e.getMessage());
        assertTrue(e.reason().contains("nodes nest deeper than 64 levels"), e.getMessage());
    }

    @Test
    void aNodeNameLongerThanBinaryFbxHoldsIsRefused() throws ModelFormatException {
        // found by the fbx-ascii fuzz target: a 300-byte key read, which no binary file can hold
        ModelFormatException e = error("A: {\n\t" + "n".repeat(256) + ": 1\n}\n");
        assertEquals("2:2", e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().contains("a node name of 256 bytes: FBX names are at most 255"), e.getMessage());
        assertEquals(1, new FbxAsciiTreeReader("x.fbx", ("n".repeat(255) + ": 1\n").getBytes(
                java.nio.charset.StandardCharsets.ISO_8859_1), FbxLimits.DEFAULTS).read().nodes().size());
    }

    @Test
    void binaryGarbageIsRefusedCleanly() {
        ModelFormatException e = error(new byte[] {'A', ':', ' ', 0, 1, 2});
        assertEquals("1:4", e.line() + ":" + e.column(), e.getMessage());
    }
}
