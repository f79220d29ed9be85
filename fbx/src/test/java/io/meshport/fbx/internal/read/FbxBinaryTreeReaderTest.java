package io.meshport.fbx.internal.read;

import static io.meshport.fbx.internal.read.FbxTestTrees.d;
import static io.meshport.fbx.internal.read.FbxTestTrees.doubles;
import static io.meshport.fbx.internal.read.FbxTestTrees.error;
import static io.meshport.fbx.internal.read.FbxTestTrees.i;
import static io.meshport.fbx.internal.read.FbxTestTrees.ints;
import static io.meshport.fbx.internal.read.FbxTestTrees.l;
import static io.meshport.fbx.internal.read.FbxTestTrees.longs;
import static io.meshport.fbx.internal.read.FbxTestTrees.nameOf;
import static io.meshport.fbx.internal.read.FbxTestTrees.node;
import static io.meshport.fbx.internal.read.FbxTestTrees.putInt;
import static io.meshport.fbx.internal.read.FbxTestTrees.putLong;
import static io.meshport.fbx.internal.read.FbxTestTrees.read;
import static io.meshport.fbx.internal.read.FbxTestTrees.recordOf;
import static io.meshport.fbx.internal.read.FbxTestTrees.s;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxNames;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The binary reader on files our test encoder writes: every property type at both record widths,
 * raw and deflated, with and without nested null records; and every way a hostile file can lie,
 * each refused with its byte offset and node path.
 */
class FbxBinaryTreeReaderTest {
    /** A tree holding every property type, empty and odd values included, three levels deep. */
    static List<FbxNode> everyType() {
        return List.of(
                node("Header", List.of(),
                        node("Version", i(7400)),
                        node("Empty"),
                        node("Scope", List.of(), node("Inner", s("x")))),
                node("Objects", List.of(),
                        node("Geometry", List.of(l(1234567890123L), s("Cube\0\1Geometry"), s("Mesh")),
                                node("Vertices", doubles(1, -2.5, 3e-300, Double.NaN, Double.NEGATIVE_INFINITY, -0.0)),
                                node("PolygonVertexIndex", ints(0, 1, -3, Integer.MIN_VALUE, Integer.MAX_VALUE)),
                                node("Ids", longs(Long.MIN_VALUE, 0, Long.MAX_VALUE)),
                                node("Floats", new FbxProperty.FloatArray(new float[] {1.5f, Float.MIN_VALUE})),
                                node("Bools", new FbxProperty.BooleanArray(new byte[] {0, 1, 'T'})),
                                node("EmptyArray", doubles()),
                                node("Scalars", new FbxProperty.IntegerValue('Y', -32768), new FbxProperty.BooleanValue((byte) 1),
                                        i(-1), l(Long.MAX_VALUE), new FbxProperty.RealValue('F', 0.1f), d(Math.PI),
                                        s(""), s("Ünïcødé ✓"), new FbxProperty.RawValue(new byte[] {0, (byte) 255, 7}),
                                        new FbxProperty.RawValue(new byte[0])))));
    }

    @ParameterizedTest(name = "version {0}, deflated {1}, null records {2}")
    @CsvSource({"7400, false, true", "7400, true, true", "7500, false, true", "7500, true, true",
        "7400, false, false", "7500, true, false", "7100, false, true", "7700, true, true"})
    void everyPropertyTypeReadsBackAsWritten(int version, boolean deflate, boolean nullRecords) throws Exception {
        byte[] file = new FbxBinaryEncoder(version, deflate, nullRecords).file(everyType());
        FbxTree tree = read(file, "every.fbx");
        assertEquals(FbxEncoding.BINARY, tree.encoding());
        assertEquals(version, tree.version());
        assertEquals(everyType(), tree.nodes());
        FbxNode geometry = tree.node("Objects").orElseThrow().child("Geometry").orElseThrow();
        assertEquals(new FbxNames.ObjectName("Cube", "Geometry"), FbxNames.split(geometry.property(1).asString()));
        assertEquals(recordOf(file, "Geometry", version), geometry.position());
        assertArrayEquals(new int[] {0, 1, -3, Integer.MIN_VALUE, Integer.MAX_VALUE},
                geometry.child("PolygonVertexIndex").orElseThrow().property(0).asInts());
    }

    @Test
    void objectNamesSplitInEitherSpelling() {
        assertEquals(new FbxNames.ObjectName("Cube", "Model"), FbxNames.split("Cube\0\1Model"));
        assertEquals(new FbxNames.ObjectName("Cube", "Model"), FbxNames.split("Model::Cube"));
        assertEquals(new FbxNames.ObjectName("", "Geometry"), FbxNames.split("Geometry::"));
        assertEquals(new FbxNames.ObjectName("a::b", "C"), FbxNames.split("a::b\0\1C"));
        assertEquals(new FbxNames.ObjectName("plain", ""), FbxNames.split("plain"));
        assertEquals("Model::Cube", FbxNames.split("Cube\0\1Model").toString());
    }

    /** Objects/Geometry/Vertices, the node every bound check below is aimed at. */
    private static List<FbxNode> mesh(FbxProperty vertices) {
        return List.of(node("Objects", List.of(),
                node("Geometry", List.of(l(1), s("Cube\0\1Geometry"), s("Mesh")),
                        node("Vertices", vertices),
                        node("GeometryVersion", i(124)))));
    }

    private static byte[] meshFile(int version, boolean deflate) {
        return new FbxBinaryEncoder(version, deflate, true).file(mesh(doubles(0, 1, 2, 3, 4, 5, 6, 7, 8)));
    }

    /** The offset of the Vertices array's property (its type code). */
    private static int verticesProperty(byte[] file) {
        return nameOf(file, "Vertices") + "Vertices".length();
    }

    private static void assertError(ModelFormatException e, long offset, String path, String reason) {
        assertEquals(offset, e.byteOffset(), e.getMessage());
        assertEquals(path, e.field().orElse(null), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith("model.fbx:@" + offset + "(" + path + "): "), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"7400", "7500"})
    void anArrayLongerThanItsRecordIsRefusedBeforeAllocating(int version) {
        byte[] file = meshFile(version, false);
        int at = verticesProperty(file);
        putInt(file, at + 1, 4_000_000);
        assertError(error(file), at, "Objects/Geometry/Vertices",
                "property 0: array of 4000000 doubles takes 32000000 bytes, which exceeds its record, but the array"
                        + " says it stores 72");
        putInt(file, at + 1, -1);
        assertError(error(file), at, "Objects/Geometry/Vertices", "array of 4294967295 doubles is longer than a Java array");
    }

    @Test
    void storedBytesPastTheListAreRefused() {
        byte[] file = meshFile(7500, false);
        int at = verticesProperty(file);
        putInt(file, at + 9, 73);
        assertError(error(file), at, "Objects/Geometry/Vertices", "its 73 stored bytes run past the property list's end");
    }

    @Test
    void aDeflatedArrayCannotClaimMoreThanDeflateMakes() {
        byte[] file = meshFile(7500, true);
        int at = verticesProperty(file);
        putInt(file, at + 1, 1_000_000_000);
        assertError(error(file), at, "Objects/Geometry/Vertices", "array of 1000000000 doubles (8000000000 bytes)"
                + " cannot inflate from");
    }

    @Test
    void aDeflateBombPastTheBudgetIsRefused() throws Exception {
        // 8 MB of zeros deflate to about 8 KB: within deflate's ratio, past a budget of 1 MB + 4 bytes a file byte
        double[] zeros = new double[1 << 20];
        byte[] file = new FbxBinaryEncoder(7500, true, true).file(mesh(doubles(zeros)));
        FbxLimits tight = new FbxLimits(64, 1 << 20, 4, Integer.MAX_VALUE - 16);
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> new FbxTreeReader(tight).read(file, "model.fbx"));
        assertError(e, verticesProperty(file), "Objects/Geometry/Vertices", "would take the inflated arrays past what a file of");
        // the default budget holds it
        assertEquals(1 << 20, read(file, "model.fbx").node("Objects").orElseThrow().children().get(0)
                .child("Vertices").orElseThrow().property(0).length());
    }

    @Test
    void anInflatedSizeMustBeExactlyTheDeclaredOne() {
        byte[] file = meshFile(7500, true);
        int at = verticesProperty(file);
        putInt(file, at + 1, 10);
        assertError(error(file), at, "Objects/Geometry/Vertices", "the deflated data inflates to 72 bytes where 80 are declared");
        putInt(file, at + 1, 8);
        assertError(error(file), at, "Objects/Geometry/Vertices", "inflates to more than the 64 bytes declared");
        putInt(file, at + 1, 9);
        file[at + 13 + 2] ^= 0x55; // damage the deflate stream after its zlib header
        assertTrue(error(file).reason().contains("deflated data"), error(file).getMessage());
    }

    @Test
    void anUnknownEncodingOrTypeIsRefused() {
        byte[] file = meshFile(7400, false);
        int at = verticesProperty(file);
        putInt(file, at + 5, 2);
        assertError(error(file), at, "Objects/Geometry/Vertices", "unknown encoding 2 (0 is raw, 1 deflated)");
        file = meshFile(7400, false);
        file[at] = 'X';
        assertError(error(file), at, "Objects/Geometry/Vertices", "unknown property type 'X' (0x58)");
    }

    @ParameterizedTest
    @CsvSource({"7400", "7500"})
    void anEndOffsetPastItsParentIsRefused(int version) {
        byte[] file = meshFile(version, false);
        int vertices = recordOf(file, "Vertices", version);
        int geometry = recordOf(file, "Geometry", version);
        long geometryEnd = version >= 7500 ? readLong(file, geometry) : readInt(file, geometry);
        setEnd(file, vertices, geometryEnd + 1, version);
        assertError(error(file), vertices, "Objects/Geometry", "node record ends at " + (geometryEnd + 1)
                + ", past the end of its parent's children at " + geometryEnd);
    }

    @ParameterizedTest
    @CsvSource({"7400", "7500"})
    void anEndOffsetThatDoesNotAdvanceIsRefused(int version) {
        byte[] file = meshFile(version, false);
        int vertices = recordOf(file, "Vertices", version);
        for (long end : new long[] {vertices, vertices - 5, vertices + 3}) {
            setEnd(file, vertices, end, version);
            assertError(error(file), vertices, "Objects/Geometry", "before its own header and 8-byte name end at");
        }
        setEnd(file, vertices, -1, version);
        assertTrue(error(file).reason().contains("past the end of its parent's children"), error(file).getMessage());
    }

    @Test
    void theTopLevelMustEndInANullRecord() {
        byte[] file = meshFile(7400, false);
        byte[] cut = Arrays.copyOf(file, file.length - 16 - 13);
        ModelFormatException e = error(cut);
        assertError(e, cut.length, "top level", "before a 13-byte record header (no end-of-file null record)");
    }

    @Test
    void everyTruncationIsAnErrorOrTheWholeTree() throws Exception {
        for (int version : new int[] {7400, 7500}) {
            for (boolean deflate : new boolean[] {false, true}) {
                byte[] file = new FbxBinaryEncoder(version, deflate, true).file(everyType());
                int whole = file.length - 16; // the footer is not read
                for (int n = 0; n < file.length; n++) {
                    byte[] cut = Arrays.copyOf(file, n);
                    if (n < whole) {
                        ModelFormatException e = assertThrows(ModelFormatException.class, () -> read(cut, "cut.fbx"),
                                "cut at " + n);
                        assertTrue(n == 0 || e.byteOffset() >= 0 && e.byteOffset() <= n, e.getMessage());
                    } else {
                        assertEquals(everyType(), read(cut, "cut.fbx").nodes());
                    }
                }
            }
        }
    }

    @Test
    void hugeCountsAreRefusedAgainstTheBytesLeft() {
        byte[] file = meshFile(7500, false);
        int geometry = recordOf(file, "Geometry", 7500);
        putLong(file, geometry + 8, Long.MAX_VALUE);
        assertError(error(file), geometry, "Objects/Geometry", "9223372036854775807 properties cannot fit in");
        file = meshFile(7500, false);
        putLong(file, geometry + 16, -2);
        assertError(error(file), geometry, "Objects/Geometry", "property list of 18446744073709551614 bytes runs past");
        file = meshFile(7400, false);
        int name = verticesProperty(file) - "Vertices".length();
        int string = nameOf(file, "Geometry") + "Geometry".length() + 9; // after L:1, the 'S'
        putInt(file, string + 1, 1 << 30);
        assertTrue(error(file).reason().contains("string of 1073741824 bytes runs past"), error(file).getMessage());
        assertTrue(name > string);
    }

    @Test
    void propertiesMustFillTheirListExactly() {
        byte[] file = meshFile(7400, false);
        int geometry = recordOf(file, "GeometryVersion", 7400);
        putInt(file, geometry + 4, 0); // no properties, where the 5-byte list holds one
        int list = geometry + 13 + "GeometryVersion".length();
        assertError(error(file), list, "Objects/Geometry/GeometryVersion",
                "the 0 properties end at " + list + " but the property list is said to end at " + (list + 5));
    }

    @Test
    void aNullRecordBeforeTheNodeEndIsRefused() {
        byte[] file = meshFile(7400, false);
        int vertices = recordOf(file, "Vertices", 7400);
        byte[] broken = file.clone();
        putInt(broken, vertices, 0);
        assertError(error(broken), vertices, "Objects/Geometry", "a null record ends the nested list at " + vertices);
    }

    @Test
    void aDepthBombIsRefusedAtTheCap() {
        FbxNode n = node("Leaf", i(1));
        for (int k = 0; k < 100; k++) {
            n = node("N", List.of(), n);
        }
        byte[] file = FbxBinaryEncoder.encode(List.of(n));
        ModelFormatException e = error(file);
        assertTrue(e.reason().contains("nodes nest deeper than 64 levels"), e.getMessage());
        assertEquals(String.join("/", java.util.Collections.nCopies(64, "N")), e.field().orElseThrow());
    }

    @Test
    void theMagicAndHeaderAreChecked() {
        byte[] file = meshFile(7400, false);
        file[20] = 1;
        assertError(error(file), 20, "header", "not the binary FBX magic");
        assertError(error(Arrays.copyOf(meshFile(7400, false), 25)), 0, "header",
                "a binary FBX starts with 27 bytes of header; the file has 25");
        byte[] noNodes = new FbxBinaryEncoder(7400, false, true).file(List.of());
        assertError(error(noNodes), 27, "top level", "the file holds no nodes");
        ModelFormatException empty = error(new byte[0]);
        assertEquals("model.fbx: the file is empty", empty.getMessage());
    }

    @Test
    void namesAndStringsDecode() throws Exception {
        byte[] file = FbxBinaryEncoder.encode(List.of(node("P", s("Lcl Translation"), s("日本")), node("P", s("x"))));
        FbxTree tree = read(file, "n.fbx");
        assertEquals("日本", tree.nodes().get(0).property(1).asString());
        assertEquals(tree.nodes().get(0).name(), tree.nodes().get(1).name());
        assertEquals("Lcl Translation".getBytes(StandardCharsets.UTF_8).length, 15);
    }

    private static void setEnd(byte[] file, int record, long end, int version) {
        if (version >= 7500) {
            putLong(file, record, end);
        } else {
            putInt(file, record, (int) end);
        }
    }

    private static long readInt(byte[] file, int at) {
        return (file[at] & 0xFFL) | (file[at + 1] & 0xFFL) << 8 | (file[at + 2] & 0xFFL) << 16 | (file[at + 3] & 0xFFL) << 24;
    }

    private static long readLong(byte[] file, int at) {
        return readInt(file, at) | readInt(file, at + 4) << 32;
    }
}
