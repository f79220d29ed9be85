package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The SMD reader on small files written by hand: Source's weighted vertex lines and GoldSrc's
 * single-bone ones read to the documents they say, to the last value; every rule it enforces fails
 * at the offending token's {@code file:line:col} and says why; what the reference reads and meshport
 * does not keep (a vertexanimation block, words after a material) is warned about at its place.
 */
class SmdReaderTest {
    /** A Source reference file: two bones, one triangle of one material, links of every kind. */
    static final String SOURCE = String.join("\n",
            "version 1",                                            // 1
            "// exported by hand",                                  // 2
            "nodes",                                                // 3
            "  0 \"root\" -1",                                      // 4
            "  1 \"arm bone\" 0",                                   // 5
            "end",                                                  // 6
            "skeleton",                                             // 7
            "time 0",                                               // 8
            "  0 0 0 0 0 0 0",                                      // 9
            "  1 1 2 3 0 0 1.5707963267948966",                     // 10
            "end",                                                  // 11
            "triangles",                                            // 12
            "skin.bmp",                                             // 13
            "  0 0 0 0 0 0 1 0 0 1 1 0.5",                          // 14
            "  0 1 0 0 0 0 1 1 0 2 1 0.75 0 0.25",                  // 15
            "  1 0 1 0 0 0 1 0.5 1 0",                              // 16
            "end") + "\n";                                          // 17

    /** A GoldSrc reference file: the same bones, two triangles of two materials, nine numbers a vertex line. */
    static final String GOLDSRC = String.join("\n",
            "version 1",                                            // 1
            "nodes",                                                // 2
            "0 \"root\" -1",                                        // 3
            "1 \"arm bone\" 0",                                     // 4
            "end",                                                  // 5
            "skeleton",                                             // 6
            "time 0",                                               // 7
            "0 0 0 0 0 0 0",                                        // 8
            "1 1 2 3 0 0 1.5707963267948966",                       // 9
            "end",                                                  // 10
            "triangles",                                            // 11
            "skin.bmp",                                             // 12
            "0 0 0 0 0 0 1 0 0",                                    // 13
            "0 1 0 0 0 0 1 1 0",                                    // 14
            "1 0 1 0 0 0 1 0.5 1",                                  // 15
            "chrome.bmp",                                           // 16
            "1 0 0 0 0 0 1 0 0",                                    // 17
            "1 0 1 0 0 0 1 0.5 1",                                  // 18
            "1 0 0 1 0 0 1 0 1",                                    // 19
            "end") + "\n";                                          // 20

    /** An animation file: the same bones, two frames, the second leaving the root out. */
    static final String ANIM = String.join("\n",
            "version 1",                                            // 1
            "nodes",                                                // 2
            "  0 \"root\" -1",                                      // 3
            "  1 \"arm bone\" 0",                                   // 4
            "end",                                                  // 5
            "skeleton",                                             // 6
            "time 0",                                               // 7
            "  0 0 0 0 0 0 0",                                      // 8
            "  1 1 2 3 0 0 0",                                      // 9
            "time 1",                                               // 10
            "  1 1 2 4 0 0 0.5",                                    // 11
            "end") + "\n";                                          // 12

    /** {@code text} with {@code old}, which it holds once, replaced. */
    static String with(String text, String old, String replacement) {
        int at = text.indexOf(old);
        if (at < 0 || text.indexOf(old, at + 1) >= 0) {
            throw new IllegalArgumentException("'" + old + "' is not in the text exactly once");
        }
        return text.substring(0, at) + replacement + text.substring(at + old.length());
    }

    /** The first {@code lines} lines of {@code text}. */
    static String firstLines(String text, int lines) {
        int at = 0;
        for (int i = 0; i < lines; i++) {
            at = text.indexOf('\n', at) + 1;
        }
        return text.substring(0, at);
    }

    // ------------------------------------------------------------ good files

    @Test
    void aSourceFileReadsToTheDocumentItSays() throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        SmdDocument doc = SmdTestFiles.read(SOURCE, "hand.smd", diagnostics);
        assertEquals(List.of(), diagnostics.all());
        assertEquals(SmdDocument.Kind.REFERENCE, doc.kind());
        assertEquals(List.of(new SmdNode("root", -1), new SmdNode("arm bone", 0)), doc.nodes());
        assertEquals(List.of(new SmdFrame(new int[] {0, 1}, new double[] {0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 0,
                1.5707963267948966})), doc.frames());
        SmdTriangles t = doc.triangles().orElseThrow();
        assertEquals(List.of("skin.bmp"), t.materials());
        assertArrayEquals(new int[] {0}, t.materialIndexes());
        assertArrayEquals(new int[] {0, 0, 1}, t.parents());
        assertArrayEquals(new double[] {0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 0.5, 1},
                t.values());
        assertArrayEquals(new int[] {1, 2, 0}, t.linkCounts());
        assertArrayEquals(new int[] {1, 1, 0}, t.linkBones());
        assertArrayEquals(new double[] {0.5, 0.75, 0.25}, t.linkWeights());
        assertFalse(doc.unskinnedMark());
    }

    @Test
    void aGoldSrcFileReadsWithoutLinkLists() throws IOException {
        SmdDocument doc = SmdTestFiles.read(GOLDSRC, "goldsrc.smd");
        SmdTriangles t = doc.triangles().orElseThrow();
        assertEquals(List.of("skin.bmp", "chrome.bmp"), t.materials());
        assertArrayEquals(new int[] {0, 1}, t.materialIndexes());
        assertArrayEquals(new int[] {0, 0, 1, 1, 1, 1}, t.parents());
        assertArrayEquals(new int[] {-1, -1, -1, -1, -1, -1}, t.linkCounts());
        assertEquals(0, t.linkBones().length);
    }

    @Test
    void anAnimationFileHasNoTrianglesBlock() throws IOException {
        SmdDocument doc = SmdTestFiles.read(ANIM, "walk.smd");
        assertEquals(SmdDocument.Kind.ANIMATION, doc.kind());
        assertEquals(2, doc.frames().size());
        assertEquals(new SmdFrame(new int[] {1}, new double[] {1, 2, 4, 0, 0, 0.5}), doc.frames().get(1));
    }

    @Test
    void posesMayComeInAnyOrderWithinAFrame() throws IOException {
        String swapped = with(ANIM, "  0 0 0 0 0 0 0\n  1 1 2 3 0 0 0", "  1 1 2 3 0 0 0\n  0 0 0 0 0 0 0");
        assertArrayEquals(new int[] {1, 0}, SmdTestFiles.read(swapped, "a.smd").frames().get(0).bones());
    }

    @Test
    void bareNamesKeywordsAsNamesAndNumbersInEverySpellingRead() throws IOException {
        String odd = with(with(ANIM, "  1 \"arm bone\" 0", "  1 end 0"), "  1 1 2 4 0 0 0.5", "  1 +1 2. .5e1 -0 5E-1 1e-3");
        SmdDocument doc = SmdTestFiles.read(odd, "odd.smd");
        assertEquals("end", doc.nodes().get(1).name());
        assertArrayEquals(new double[] {1, 2, 5, -0.0, 0.5, 0.001}, doc.frames().get(1).poses());
        String bare = with(ANIM, "  0 \"root\" -1", "  0 root -1");
        assertEquals("root", SmdTestFiles.read(bare, "bare.smd").nodes().get(0).name());
    }

    @Test
    void commentLinesTrailingCommentsBlankLinesAndLineEndsChangeNothing() throws IOException {
        SmdDocument plain = SmdTestFiles.read(SOURCE, "a.smd");
        String noisy = SOURCE.replace("\n", "\r\n\r\n# hash comment\r\n; semicolon comment\r\n  // slashes\r\n")
                .replace("  0 \"root\" -1", "\t0\t\"root\"\t-1 // trailing");
        assertEquals(plain, SmdTestFiles.read(noisy, "b.smd"));
        String quoted = with(SOURCE, "\"arm bone\"", "\"arm // bone\"");
        assertEquals("arm // bone", SmdTestFiles.read(quoted, "c.smd").nodes().get(1).name());
    }

    @Test
    void aMaterialIsTheLinesFirstWordTakenAsItIs() throws IOException {
        String odd = with(SOURCE, "skin.bmp", "\"odd//mat\".tga");
        assertEquals(List.of("\"odd//mat\".tga"), SmdTestFiles.read(odd, "a.smd").triangles().orElseThrow().materials());
        Diagnostics diagnostics = new Diagnostics();
        String more = with(SOURCE, "skin.bmp", "skin.bmp and more words");
        assertEquals(List.of("skin.bmp"), SmdTestFiles.read(more, "b.smd", diagnostics).triangles().orElseThrow()
                .materials());
        assertOneWarning(diagnostics, "13:1",
                "1 material lines have more than one word: the material is the first, as the reference compiler reads it");
        Diagnostics endWarning = new Diagnostics();
        String endish = with(SOURCE, "skin.bmp", "endwall.bmp");
        assertEquals(List.of("endwall.bmp"), SmdTestFiles.read(endish, "c.smd", endWarning).triangles().orElseThrow()
                .materials());
        assertOneWarning(endWarning, "13:1", "material 'endwall.bmp' starts with 'end': the reference compiler ends the"
                + " triangles block here, and meshport reads it as a material");
    }

    @Test
    void aVertexanimationBlockIsSkippedWithAWarningAtItsLine() throws IOException {
        String flex = SOURCE + "vertexanimation\ntime 0\n0 0 0 0 0 0 1\nend\n";
        Diagnostics diagnostics = new Diagnostics();
        assertEquals(SmdTestFiles.read(SOURCE, "a.smd"), SmdTestFiles.read(flex, "flex.smd", diagnostics));
        assertOneWarning(diagnostics, "18:1", "the vertexanimation block is ignored: meshport does not read flex"
                + " animation (the reference compiler skips it too)");
    }

    @Test
    void emptyBlocksAndNoBonesAreFiles() throws IOException {
        SmdDocument empty = SmdTestFiles.read("version 1\nnodes\nend\nskeleton\nend\ntriangles\nend\n", "e.smd");
        assertEquals(SmdDocument.Kind.REFERENCE, empty.kind());
        assertEquals(0, empty.triangles().orElseThrow().triangleCount());
        SmdDocument noTriangles = SmdTestFiles.read("version 1\nnodes\nend\nskeleton\ntime 0\ntime 1\nend\n", "n.smd");
        assertEquals(SmdDocument.Kind.ANIMATION, noTriangles.kind());
        assertEquals(2, noTriangles.frames().size());
    }

    // ------------------------------------------------------------ errors

    static Stream<Arguments> errors() {
        return Stream.of(
            // the version line
            Arguments.of("a block before the version", with(SOURCE, "version 1\n", ""), "2:1",
                    "not an SMD file: the first line must be 'version 1' ('nodes' comes first)"),
            Arguments.of("not SMD at all", "PK\u0003\u0004 binary\n", "1:1",
                    "not an SMD file: the first line must be 'version 1' (unexpected 'PK\u0003\u0004'"),
            Arguments.of("version 2", with(SOURCE, "version 1", "version 2"), "1:9",
                    "version 2: SMD files are version 1"),
            Arguments.of("a second version line", with(SOURCE, "// exported by hand", "version 1"), "2:1",
                    "a second version line"),
            Arguments.of("an empty file", "", "1:1", "empty file: an SMD file starts with 'version 1'"),
            Arguments.of("only comments", "# a\n// b\n", "2:1", "empty file: an SMD file starts with 'version 1'"),
            Arguments.of("an unknown line outside blocks", SOURCE + "bones\n", "18:1", "unexpected 'bones'"),
            Arguments.of("an unclosed quote", with(SOURCE, "\"arm bone\"", "\"arm bone"), "5:5",
                    "a double quote without its closing quote on the line"),
            // nodes
            Arguments.of("a bone index out of order", with(SOURCE, "  1 \"arm bone\" 0", "  2 \"arm bone\" 0"), "5:3",
                    "bone index 2 where the next is 1 (the nodes count up from 0 by 1)"),
            Arguments.of("a parent that is the bone itself", with(SOURCE, "\"arm bone\" 0", "\"arm bone\" 1"), "5:16",
                    "bone 1's parent 1 is not an earlier bone (or -1)"),
            Arguments.of("a parent that comes later (a cycle)", with(SOURCE, "\"root\" -1", "\"root\" 1"), "4:12",
                    "bone 0's parent 1 is not an earlier bone (or -1)"),
            Arguments.of("a parent below -1", with(SOURCE, "\"root\" -1", "\"root\" -2"), "4:12",
                    "bone 0's parent -2 is not an earlier bone (or -1)"),
            Arguments.of("an empty bone name", with(SOURCE, "\"arm bone\"", "\"\""), "5:5", "an empty bone name"),
            Arguments.of("a node line without its parent", with(SOURCE, "\"arm bone\" 0", "\"arm bone\""), "5:15",
                    "unexpected end of line, expected an integer"),
            Arguments.of("a node line with a value too many", with(SOURCE, "\"arm bone\" 0", "\"arm bone\" 0 7"), "5:18",
                    "unexpected '7'"),
            Arguments.of("a second nodes block", with(SOURCE, "skeleton\n", "nodes\nend\nskeleton\n"), "7:1",
                    "a second nodes block"),
            Arguments.of("a skeleton before the nodes", "version 1\nskeleton\nend\n", "2:1",
                    "a skeleton block before the nodes block: poses name bones"),
            Arguments.of("triangles before the nodes", "version 1\ntriangles\nend\n", "2:1",
                    "a triangles block before the nodes block: vertices name bones"),
            // skeleton
            Arguments.of("a pose of an unknown bone", with(SOURCE, "  1 1 2 3 0 0 1.5707963267948966",
                    "  2 1 2 3 0 0 1.5707963267948966"), "10:3", "unknown bone 2 (the nodes block has 2: 0 to 1)"),
            Arguments.of("a bone twice in a frame", with(ANIM, "  1 1 2 4 0 0 0.5", "  1 1 2 4 0 0 0.5\n  1 0 0 0 0 0 0"),
                    "12:3", "bone 1 again in time 1 (first at line 11)"),
            Arguments.of("time 0 without every bone", with(ANIM, "  1 1 2 3 0 0 0\n", ""), "9:1",
                    "time 0 poses 1 of the 2 bones: bone 1 (arm bone) has none, and the first frame is the bind pose"),
            Arguments.of("no time 0", with(ANIM, "time 0\n  0 0 0 0 0 0 0\n  1 1 2 3 0 0 0\ntime 1\n  1 1 2 4 0 0 0.5\n",
                    ""), "7:1", "the skeleton block ends without 'time 0'"),
            Arguments.of("a time out of order", with(ANIM, "time 1", "time 2"), "10:6",
                    "time 2 where the next frame is 1 (times count up from 0 by 1)"),
            Arguments.of("a huge time", with(ANIM, "time 1", "time 2000000000"), "10:6",
                    "time 2000000000 where the next frame is 1"),
            Arguments.of("a pose before any time", with(ANIM, "time 0\n", ""), "7:3", "a pose before the first 'time' line"),
            Arguments.of("a pose that is not finite", with(ANIM, "  1 1 2 4 0 0 0.5", "  1 1 2 4 0 inf 0.5"), "11:13",
                    "'inf' is not a finite number"),
            Arguments.of("a pose past double's range", with(ANIM, "  1 1 2 4 0 0 0.5", "  1 1 2 4 0 1e999 0.5"), "11:13",
                    "'1e999' is not a finite number"),
            Arguments.of("a pose a value short", with(ANIM, "  1 1 2 4 0 0 0.5", "  1 1 2 4 0 0"), "11:14",
                    "unexpected end of line, expected a number"),
            Arguments.of("a pose a value too many", with(ANIM, "  1 1 2 4 0 0 0.5", "  1 1 2 4 0 0 0.5 9"), "11:19",
                    "unexpected '9'"),
            Arguments.of("a second skeleton block", ANIM + "skeleton\nend\n", "13:1", "a second skeleton block"),
            Arguments.of("no skeleton block", "version 1\nnodes\nend\n", "3:1", "no skeleton block: an SMD file has one"),
            Arguments.of("no nodes block", "version 1\n", "1:1", "no nodes block: an SMD file has one"),
            // triangles
            Arguments.of("an unknown parent bone", with(SOURCE, "  1 0 1 0 0 0 1 0.5 1 0", "  5 0 1 0 0 0 1 0.5 1 0"),
                    "16:3", "unknown bone 5 (the nodes block has 2: 0 to 1)"),
            Arguments.of("a negative parent bone", with(SOURCE, "  1 0 1 0 0 0 1 0.5 1 0", "  -1 0 1 0 0 0 1 0.5 1 0"),
                    "16:3", "unknown bone -1"),
            Arguments.of("a link to an unknown bone", with(SOURCE, "1 0.75 0 0.25", "1 0.75 9 0.25"), "15:30",
                    "unknown bone 9"),
            Arguments.of("more links than the count", with(SOURCE, "1 0.75 0 0.25", "1 0.75 0 0.25 1 0.5"), "15:37",
                    "more links than the link count 2"),
            Arguments.of("fewer links than the count", with(SOURCE, "2 1 0.75 0 0.25", "3 1 0.75 0 0.25"), "15:21",
                    "link count 3 but 2 links on the line"),
            Arguments.of("a negative link count", with(SOURCE, "1 0.5 1 0", "1 0.5 1 -1"), "16:23", "link count -1 is negative"),
            Arguments.of("a negative link weight", with(SOURCE, "1 0.75 0 0.25", "1 -0.75 0 0.25"), "15:25",
                    "link weight -0.75 is negative"),
            Arguments.of("a link without its weight", with(SOURCE, "1 0.75 0 0.25", "1 0.75 0"), "15:31",
                    "unexpected end of line, expected a number"),
            Arguments.of("a vertex line a value short", with(GOLDSRC, "0 1 0 0 0 0 1 1 0", "0 1 0 0 0 0 1 1"), "14:16",
                    "unexpected end of line, expected a number"),
            Arguments.of("a GoldSrc line with a number past v", with(GOLDSRC, "0 1 0 0 0 0 1 1 0", "0 1 0 0 0 0 1 1 0 0.5"),
                    "14:19", "unexpected '0.5'"),
            Arguments.of("a normal that is not finite", with(GOLDSRC, "0 1 0 0 0 0 1 1 0", "0 1 0 0 nan 0 1 1 0"), "14:9",
                    "'nan' is not a finite number"),
            Arguments.of("a triangle cut short by end", with(SOURCE, "  1 0 1 0 0 0 1 0.5 1 0\n", ""), "16:1",
                    "the triangles block ends inside a triangle: 2 of its 3 vertex lines came"),
            Arguments.of("the file ending inside the triangles", firstLines(SOURCE, 16), "16:1",
                    "the file ends inside the triangles block opened at line 12"),
            Arguments.of("the file ending inside the nodes", firstLines(SOURCE, 5), "5:1",
                    "the file ends inside the nodes block opened at line 3"),
            Arguments.of("a second triangles block", SOURCE + "triangles\nend\n", "18:1", "a second triangles block"),
            Arguments.of("end with more on its line", with(SOURCE, "end\nskeleton", "end nodes\nskeleton"), "6:5",
                    "unexpected 'nodes'"),
            Arguments.of("an integer past int's range", with(SOURCE, "  1 \"arm bone\" 0", "  99999999999 \"arm bone\" 0"),
                    "5:3", "integer"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void failsAtTheOffendingTokenAndSaysWhy(String name, String input, String position, String message) {
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> SmdTestFiles.read(input, "bad.smd"),
                name);
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith(message), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.smd:" + position + ": "), e.getMessage());
    }

    static void assertOneWarning(Diagnostics diagnostics, String position, String message) {
        List<Diagnostic> all = diagnostics.all();
        assertEquals(1, all.size(), all.toString());
        assertEquals(position, all.get(0).line() + ":" + all.get(0).column(), all.toString());
        assertEquals(message, all.get(0).message(), all.toString());
    }
}
