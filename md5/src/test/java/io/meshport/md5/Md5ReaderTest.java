package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The MD5 reader on small files written by hand: the two kinds read to the documents they say, to
 * the last value; every rule it enforces fails at the offending token's {@code file:line:col} and
 * says why; what real exporters write and idTech 4 tolerates (an extra bounds line, no bounds
 * block) is read and warned about at its place; comments, line ends, blank lines and tabs do not
 * change what a file says.
 */
class Md5ReaderTest {
    /** A mesh file: two joints, one mesh of three vertices, one triangle and four weights. */
    static final String MESH = String.join("\n",
            "MD5Version 10",                                        // 1
            "commandline \"made by hand\"",                         // 2
            "numJoints 2",                                          // 3
            "numMeshes 1",                                          // 4
            "joints {",                                             // 5
            "\t\"root\"\t-1 ( 0 0 0 ) ( 0 0 0 )",                   // 6
            "\t\"arm\"\t0 ( 1 2 3 ) ( 0.5 -0.5 0.5 )\t\t// root",   // 7
            "}",                                                    // 8
            "mesh {",                                               // 9
            "\t// meshes: body",                                    // 10
            "\tshader \"skin\"",                                    // 11
            "\tnumverts 3",                                         // 12
            "\tvert 0 ( 0 0 ) 0 1",                                 // 13
            "\tvert 1 ( 1 0 ) 1 1",                                 // 14
            "\tvert 2 ( 0.5 1 ) 2 2",                               // 15
            "\tnumtris 1",                                          // 16
            "\ttri 0 0 1 2",                                        // 17
            "\tnumweights 4",                                       // 18
            "\tweight 0 0 1 ( 0 0 0 )",                             // 19
            "\tweight 1 0 1 ( 1 0 0 )",                             // 20
            "\tweight 2 1 0.25 ( 0 1 0 )",                          // 21
            "\tweight 3 0 0.75 ( 0 1 1 )",                          // 22
            "}") + "\n";                                            // 23

    /** An animation file: two joints (the second animates x, y, z and qx), two frames, one value a line or four. */
    static final String ANIM = String.join("\n",
            "MD5Version 10",                                        // 1
            "commandline \"\"",                                     // 2
            "numFrames 2",                                          // 3
            "numJoints 2",                                          // 4
            "frameRate 24",                                         // 5
            "numAnimatedComponents 4",                              // 6
            "hierarchy {",                                          // 7
            "\t\"root\"\t-1 0 0",                                   // 8
            "\t\"arm\"\t0 15 0\t// root",                           // 9
            "}",                                                    // 10
            "bounds {",                                             // 11
            "\t( -1 -1 -1 ) ( 1 1 1 )",                             // 12
            "\t( -2 -2 -2 ) ( 2 2 2 )",                             // 13
            "}",                                                    // 14
            "baseframe {",                                          // 15
            "\t( 0 0 0 ) ( 0 0 0 )",                                // 16
            "\t( 0 1 0 ) ( 0 0 0.5 )",                              // 17
            "}",                                                    // 18
            "frame 0 {",                                            // 19
            "\t0 1 0 0",                                            // 20
            "}",                                                    // 21
            "frame 1 {",                                            // 22
            "\t0 2 0",                                              // 23
            "\t-0.25",                                              // 24
            "}") + "\n";                                            // 25

    /** {@code text} with {@code old}, which it holds once, replaced by {@code replacement}. */
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
    void aMeshFileReadsToTheDocumentItSays() throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        Md5Document doc = Md5TestFiles.read(MESH, "hand.md5mesh", diagnostics);
        assertEquals(List.of(), diagnostics.all());
        assertEquals(Md5Document.Kind.MESH, doc.kind());
        assertEquals("made by hand", doc.commandLine());
        assertEquals(List.of(new Md5Joint("root", -1, 0, 0, 0, 0, 0, 0),
                new Md5Joint("arm", 0, 1, 2, 3, 0.5, -0.5, 0.5)), doc.joints());
        assertEquals(1, doc.meshes().size());
        Md5Mesh m = doc.meshes().get(0);
        assertEquals("body", m.name());
        assertEquals(Optional.of("skin"), m.shader());
        assertArrayEquals(new double[] {0, 0, 1, 0, 0.5, 1}, m.texcoords());
        assertArrayEquals(new int[] {0, 1, 2}, m.weightStarts());
        assertArrayEquals(new int[] {1, 1, 2}, m.weightCounts());
        assertArrayEquals(new int[] {0, 1, 2}, m.triangles());
        assertArrayEquals(new int[] {0, 0, 1, 0}, m.weightJoints());
        assertArrayEquals(new double[] {1, 1, 0.25, 0.75}, m.weightBiases());
        assertArrayEquals(new double[] {0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1}, m.weightPositions());
        assertEquals(List.of(), doc.hierarchy());
        assertEquals(List.of(), doc.animations());
        assertEquals(0, doc.frameCount());
    }

    @Test
    void anAnimationFileReadsToTheDocumentItSays() throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        Md5Document doc = Md5TestFiles.read(ANIM, "hand.md5anim", diagnostics);
        assertEquals(List.of(), diagnostics.all());
        assertEquals(Md5Document.Kind.ANIMATION, doc.kind());
        assertEquals("", doc.commandLine());
        assertEquals(List.of(new Md5AnimatedJoint("root", -1, 0, 0), new Md5AnimatedJoint("arm", 0, 15, 0)),
                doc.hierarchy());
        assertEquals(24, doc.frameRate());
        assertEquals(2, doc.frameCount());
        assertEquals(4, doc.animatedComponents());
        assertArrayEquals(new double[] {-1, -1, -1, 1, 1, 1, -2, -2, -2, 2, 2, 2}, doc.bounds());
        assertArrayEquals(new double[] {0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0.5}, doc.baseFrame());
        assertArrayEquals(new double[] {0, 1, 0, 0, 0, 2, 0, -0.25}, doc.frames());
        assertEquals(List.of(), doc.joints());
        assertEquals(List.of(), doc.meshes());
    }

    @Test
    void framesMayComeInAnyOrderAndAreKeptByTheirIndex() throws IOException {
        String swapped = with(with(ANIM, "frame 0 {", "frame 9 {"), "frame 1 {", "frame 0 {").replace("frame 9 {",
                "frame 1 {");
        assertArrayEquals(new double[] {0, 2, 0, -0.25, 0, 1, 0, 0},
                Md5TestFiles.read(swapped, "swapped.md5anim").frames());
    }

    @Test
    void linesOfAMeshBlockArePlacedByTheirIndexes() throws IOException {
        String reordered = with(with(MESH, "\tvert 0 ( 0 0 ) 0 1\n\tvert 1 ( 1 0 ) 1 1\n",
                "\tvert 1 ( 1 0 ) 1 1\n\tvert 0 ( 0 0 ) 0 1\n"),
                "\tweight 2 1 0.25 ( 0 1 0 )\n\tweight 3 0 0.75 ( 0 1 1 )\n",
                "\tweight 3 0 0.75 ( 0 1 1 )\n\tweight 2 1 0.25 ( 0 1 0 )\n");
        assertEquals(Md5TestFiles.read(MESH, "a.md5mesh"), Md5TestFiles.read(reordered, "a.md5mesh"));
    }

    @Test
    void emptyMeshesNoFramesAndNoJointsAreFiles() throws IOException {
        String mesh = "MD5Version 10\ncommandline \"\"\nnumJoints 0\nnumMeshes 1\njoints {\n}\nmesh {\n"
                + "\tnumverts 0\n\tnumtris 0\n\tnumweights 0\n}\n";
        Md5Document m = Md5TestFiles.read(mesh, "empty.md5mesh");
        assertEquals(List.of(), m.joints());
        assertEquals(new Md5Mesh("", null, new double[0], new int[0], new int[0], new int[0], new int[0],
                new double[0], new double[0]), m.meshes().get(0));
        String anim = "MD5Version 10\ncommandline \"\"\nnumFrames 0\nnumJoints 0\nframeRate 0\n"
                + "numAnimatedComponents 0\nhierarchy {\n}\nbounds {\n}\nbaseframe {\n}\n";
        Md5Document a = Md5TestFiles.read(anim, "empty.md5anim");
        assertEquals(0, a.frameCount());
        assertEquals(List.of(), a.hierarchy());
        assertEquals(0, a.frameRate());
    }

    @Test
    void numbersAreReadInEveryDecimalSpellingAndExactly() throws IOException {
        String odd = with(MESH, "( 1 2 3 ) ( 0.5 -0.5 0.5 )", "( +1 2. .5e1 ) ( 5E-1 -0 0.1000000000000000055511151231257827 )");
        Md5Joint arm = Md5TestFiles.read(odd, "odd.md5mesh").joints().get(1);
        assertEquals(new Md5Joint("arm", 0, 1, 2, 5, 0.5, -0.0, 0.1), arm);
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(arm.qy()), "negative zero is kept");
    }

    // ------------------------------------------------------------ errors

    static Stream<Arguments> errors() {
        String vert2 = "\tvert 2 ( 0.5 1 ) 2 2";
        return Stream.of(
            // the file
            Arguments.of("bad version", with(MESH, "MD5Version 10", "MD5Version 11"), "1:12",
                    "MD5Version 11: meshport reads version 10, idTech 4's"),
            Arguments.of("a count before the version", with(MESH, "MD5Version 10", "numJoints 2"), "1:1",
                    "not an MD5 file: the first line must be 'MD5Version 10' ('numJoints' comes first)"),
            Arguments.of("not MD5 at all", "PK\u0003\u0004 binary\n", "1:1",
                    "not an MD5 file: the first line must be 'MD5Version 10' (unexpected 'PK\u0003\u0004'"),
            Arguments.of("a version without its number", "MD5Version\n", "1:11",
                    "not an MD5 file: the first line must be 'MD5Version 10' (unexpected end of line, expected an integer)"),
            Arguments.of("an empty file", "", "1:1", "empty file: an MD5 file starts with 'MD5Version 10'"),
            Arguments.of("only blanks and comments", "\n \t\n// MD5Version 10\n", "3:1",
                    "empty file: an MD5 file starts with 'MD5Version 10'"),
            Arguments.of("a second version line", with(MESH, "commandline \"made by hand\"", "MD5Version 10"), "2:1",
                    "a second MD5Version line"),
            // joints
            Arguments.of("numJoints missing", with(MESH, "numJoints 2", "// numJoints 2"), "5:1",
                    "'joints' before the numJoints line that counts it"),
            Arguments.of("numJoints negative", with(MESH, "numJoints 2", "numJoints -2"), "3:11",
                    "numJoints -2: a count is not negative"),
            Arguments.of("numJoints twice", with(MESH, "numMeshes 1", "numJoints 2"), "4:1", "a second numJoints line"),
            Arguments.of("fewer joints than numJoints", with(MESH, "numJoints 2", "numJoints 3"), "8:1",
                    "the block ends after 2 joints where numJoints said 3"),
            Arguments.of("more joints than numJoints", with(MESH, "numJoints 2", "numJoints 1"), "7:2",
                    "joint 2 where numJoints said 1"),
            Arguments.of("a parent that is not earlier", with(MESH, "\"arm\"\t0", "\"arm\"\t1"), "7:8",
                    "joint 1's parent 1 is not an earlier joint (or -1)"),
            Arguments.of("a parent below -1", with(MESH, "\"root\"\t-1", "\"root\"\t-2"), "6:9",
                    "joint 0's parent -2 is not an earlier joint (or -1)"),
            Arguments.of("a second joints block", MESH + "joints {\n", "24:1", "a second joints block"),
            // meshes
            Arguments.of("numMeshes missing", with(MESH, "numMeshes 1", "// numMeshes 1"), "9:1",
                    "'mesh' before the numMeshes line that counts it"),
            Arguments.of("numMeshes larger than the blocks", with(MESH, "numMeshes 1", "numMeshes 2"), "23:1",
                    "1 mesh blocks where numMeshes said 2"),
            Arguments.of("numMeshes smaller than the blocks", with(MESH, "numMeshes 1", "numMeshes 0"), "9:1",
                    "mesh block 1 where numMeshes said 0"),
            Arguments.of("a mesh before the joints", "MD5Version 10\nnumJoints 0\nnumMeshes 1\nmesh {\n", "4:1",
                    "a mesh block before the joints block: weights name joints"),
            Arguments.of("no joints block", "MD5Version 10\nnumMeshes 0\n", "2:1",
                    "no joints block: an .md5mesh file has one"),
            Arguments.of("a second shader", with(MESH, "\t// meshes: body", "\tshader \"other\""), "11:2",
                    "a second shader line in this mesh block"),
            Arguments.of("numverts missing", with(MESH, "\tnumverts 3", "\t// numverts 3"), "13:2",
                    "'vert' before the numverts line that counts it"),
            Arguments.of("numverts negative", with(MESH, "numverts 3", "numverts -3"), "12:11",
                    "numverts -3: a count is not negative"),
            Arguments.of("numverts twice", with(MESH, "\tnumtris 1", "\tnumverts 3"), "16:2", "a second numverts line"),
            Arguments.of("numverts larger than the lines", with(MESH, "numverts 3", "numverts 4"), "23:1",
                    "the mesh block ends after 3 vert lines where numverts said 4"),
            Arguments.of("numverts smaller than the lines", with(MESH, "numverts 3", "numverts 2"), "15:7",
                    "vert 2 where numverts says 2 (0 to 1)"),
            Arguments.of("numtris larger than the lines", with(MESH, "numtris 1", "numtris 2"), "23:1",
                    "the mesh block ends after 1 tri lines where numtris said 2"),
            Arguments.of("numweights smaller than the lines", with(MESH, "numweights 4", "numweights 3"), "22:9",
                    "weight 3 where numweights says 3 (0 to 2)"),
            Arguments.of("a mesh without numtris", with(with(MESH, "\tnumtris 1", "\t// none"), "\ttri 0 0 1 2",
                    "\t// none"), "23:1", "the mesh block opened at line 9 ends without numtris"),
            Arguments.of("a vert index below 0", with(MESH, "vert 0 (", "vert -1 ("), "13:7",
                    "vert -1 where numverts says 3 (0 to 2)"),
            Arguments.of("a vert index twice", with(MESH, vert2, "\tvert 1 ( 0.5 1 ) 2 2"), "15:7",
                    "vert 1 again (first at line 14)"),
            Arguments.of("a vert's weights past numweights", with(MESH, vert2, "\tvert 2 ( 0.5 1 ) 3 2"), "15:19",
                    "vert 2's weights 3 to 4 are not among the mesh's 4"),
            Arguments.of("a negative weight start", with(MESH, "( 0 0 ) 0 1", "( 0 0 ) -1 1"), "13:17",
                    "weight index -1 is negative"),
            Arguments.of("a negative weight count", with(MESH, "( 0 0 ) 0 1", "( 0 0 ) 0 -1"), "13:19",
                    "weight count -1 is negative"),
            Arguments.of("a triangle naming a missing vert", with(MESH, "tri 0 0 1 2", "tri 0 0 1 3"), "17:12",
                    "tri 0 names vert 3 where numverts says 3"),
            Arguments.of("a triangle naming a negative vert", with(MESH, "tri 0 0 1 2", "tri 0 0 -1 2"), "17:10",
                    "vertex index -1 is negative"),
            Arguments.of("a tri index twice", with(with(MESH, "numtris 1", "numtris 2"), "\ttri 0 0 1 2",
                    "\ttri 0 0 1 2\n\ttri 0 2 1 0"), "18:6", "tri 0 again (first at line 17)"),
            Arguments.of("a tri index out of range", with(MESH, "tri 0 0 1 2", "tri 1 0 1 2"), "17:6",
                    "tri 1 where numtris says 1 (0 to 0)"),
            Arguments.of("a weight naming a missing joint", with(MESH, "weight 2 1 0.25", "weight 2 2 0.25"), "21:11",
                    "weight names joint 2 of 2"),
            Arguments.of("a weight naming joint -1", with(MESH, "weight 2 1 0.25", "weight 2 -1 0.25"), "21:11",
                    "weight names joint -1 of 2"),
            Arguments.of("a weight index twice", with(MESH, "weight 3 0 0.75", "weight 2 0 0.75"), "22:9",
                    "weight 2 again (first at line 21)"),
            // the two kinds apart
            Arguments.of("an animation line in a mesh file", MESH + "frameRate 24\n", "24:1",
                    "'frameRate' belongs in an .md5anim file, and this is an .md5mesh file"),
            Arguments.of("an animation block in a mesh file", MESH + "hierarchy {\n", "24:1",
                    "'hierarchy' belongs in an .md5anim file, and this is an .md5mesh file"),
            Arguments.of("a mesh block in an animation file", ANIM + "mesh {\n", "26:1",
                    "'mesh' belongs in an .md5mesh file, and this is an .md5anim file"),
            Arguments.of("a mesh count in an animation file", with(ANIM, "commandline \"\"", "numMeshes 1"), "3:1",
                    "'numFrames' belongs in an .md5anim file, and this is an .md5mesh file"),
            Arguments.of("a vert line in the hierarchy", with(ANIM, "\t\"root\"\t-1 0 0", "\tvert 0 ( 0 0 ) 0 1"),
                    "8:2", "unexpected 'vert', expected a quoted name"),
            // animations
            Arguments.of("flags past 63", with(ANIM, "\t0 15 0", "\t0 64 0"), "9:10", "flags 64: six components are 0 to 63"),
            Arguments.of("components past numAnimatedComponents", with(ANIM, "\t0 15 0", "\t0 15 1"), "9:13",
                    "start index 1 with 4 animated components runs past numAnimatedComponents 4"),
            Arguments.of("a negative start index", with(ANIM, "-1 0 0", "-1 0 -1"), "8:14", "start index -1 is negative"),
            Arguments.of("numAnimatedComponents missing", with(ANIM, "numAnimatedComponents 4", "// 4"), "7:1",
                    "'hierarchy' before the numAnimatedComponents line that counts it"),
            Arguments.of("fewer hierarchy lines than numJoints", with(ANIM, "numJoints 2", "numJoints 3"), "10:1",
                    "the block ends after 2 joints where numJoints said 3"),
            Arguments.of("a hierarchy parent that is not earlier", with(ANIM, "\"arm\"\t0", "\"arm\"\t1"), "9:8",
                    "joint 1's parent 1 is not an earlier joint (or -1)"),
            Arguments.of("numFrames missing", with(ANIM, "numFrames 2", "// numFrames 2"), "11:1",
                    "'bounds' before the numFrames line that counts it"),
            Arguments.of("fewer baseframe lines than joints", with(ANIM, "\t( 0 1 0 ) ( 0 0 0.5 )", "\t// gone"), "18:1",
                    "the block ends after 1 base frame joints where numJoints said 2"),
            Arguments.of("more baseframe lines than joints", with(ANIM, "\t( 0 1 0 ) ( 0 0 0.5 )",
                    "\t( 0 1 0 ) ( 0 0 0.5 )\n\t( 0 0 0 ) ( 0 0 0 )"), "18:2",
                    "base frame of joint 2 where the hierarchy has 2 joints"),
            Arguments.of("a baseframe before the hierarchy", "MD5Version 10\nbaseframe {\n", "2:1",
                    "a baseframe block before the hierarchy block"),
            Arguments.of("a frame before the baseframe", "MD5Version 10\nnumFrames 1\nframe 0 {\n", "3:1",
                    "a frame block before the baseframe block"),
            Arguments.of("a frame index past numFrames", with(ANIM, "frame 1 {", "frame 2 {"), "22:7",
                    "frame 2 where numFrames says 2 (0 to 1)"),
            Arguments.of("a frame index twice", with(ANIM, "frame 1 {", "frame 0 {"), "22:7",
                    "frame 0 again (first at line 19)"),
            Arguments.of("a frame with too few values", with(ANIM, "\t-0.25", "\t// none"), "25:1",
                    "frame 1 has 3 values where numAnimatedComponents says 4"),
            Arguments.of("a frame with too many values", with(ANIM, "\t-0.25", "\t-0.25 7"), "24:8",
                    "more values in this frame than numAnimatedComponents 4"),
            Arguments.of("fewer frame blocks than numFrames", with(ANIM, "numFrames 2", "numFrames 3"), "25:1",
                    "2 frame blocks where numFrames said 3"),
            Arguments.of("no frameRate", with(ANIM, "frameRate 24", "// frameRate 24"), "25:1", "no frameRate line"),
            Arguments.of("a negative frameRate", with(ANIM, "frameRate 24", "frameRate -24"), "5:11",
                    "frameRate -24 is negative"),
            Arguments.of("frameRate twice", with(ANIM, "commandline \"\"", "frameRate 30"), "5:1",
                    "a second frameRate line"),
            Arguments.of("a second hierarchy block", ANIM + "hierarchy {\n", "26:1", "a second hierarchy block"),
            Arguments.of("an animation without a hierarchy", "MD5Version 10\nnumFrames 0\nnumJoints 0\nframeRate 24\n",
                    "4:1", "an .md5anim file has numJoints, a hierarchy and a baseframe block"),
            // ends, numbers and syntax
            Arguments.of("a mesh file ending inside a mesh block", firstLines(MESH, 20), "20:1",
                    "the file ends inside the mesh block opened at line 9"),
            Arguments.of("an animation file ending inside a frame", firstLines(ANIM, 23), "23:1",
                    "the file ends inside the frame block opened at line 22"),
            Arguments.of("an infinite bias", with(MESH, "weight 0 0 1 (", "weight 0 0 inf ("), "19:13",
                    "'inf' is not a finite number"),
            Arguments.of("a position out of double range", with(MESH, "( 1 2 3 )", "( 1e999 2 3 )"), "7:12",
                    "'1e999' is not a finite number"),
            Arguments.of("a NaN in a frame", with(ANIM, "\t0 1 0 0", "\t0 1 nan 0"), "20:6", "'nan' is not a finite number"),
            Arguments.of("a NaN frame rate", with(ANIM, "frameRate 24", "frameRate NaN"), "5:11",
                    "'NaN' is not a finite number"),
            Arguments.of("an integer out of range", with(MESH, "numverts 3", "numverts 99999999999"), "12:11",
                    "integer 99999999999 out of range"),
            Arguments.of("a value too many on a vert line", with(MESH, "( 0 0 ) 0 1", "( 0 0 ) 0 1 7"), "13:21",
                    "unexpected '7', expected end of line"),
            Arguments.of("a value too many on a joint line", with(MESH, "( 0 0 0 ) ( 0 0 0 )", "( 0 0 0 ) ( 0 0 0 ) 1"),
                    "6:32", "unexpected '1', expected end of line"),
            Arguments.of("a value too many on a baseframe line", with(ANIM, "\t( 0 0 0 ) ( 0 0 0 )",
                    "\t( 0 0 0 ) ( 0 0 0 ) 1"), "16:22", "unexpected '1', expected end of line"),
            Arguments.of("a value too few on a weight line", with(MESH, "weight 1 0 1 ( 1 0 0 )", "weight 1 0 1 ( 1 0 )"),
                    "20:21", "unexpected ')', expected a number"),
            Arguments.of("a number where a count is", with(MESH, "numverts 3", "numverts 3.0"), "12:11",
                    "unexpected '3.0', expected an integer"),
            Arguments.of("a parenthesis against a number", with(MESH, "( 0 0 ) 0 1", "(0 0) 0 1"), "13:9",
                    "unexpected '(0'"),
            Arguments.of("a keyword in another case", with(MESH, "numJoints 2", "NumJoints 2"), "3:1",
                    "unexpected 'NumJoints'"),
            Arguments.of("a hexadecimal number", with(MESH, "numverts 3", "numverts 0x3"), "12:11",
                    "unexpected '0x3', expected an integer"),
            Arguments.of("an unquoted joint name", with(MESH, "\"root\"", "root"), "6:2",
                    "unexpected 'root', expected a quoted name"),
            Arguments.of("an unclosed quote", with(MESH, "\"root\"", "\"root"), "6:2",
                    "a double quote without its closing quote on the line"),
            Arguments.of("an unclosed quote hides a comment", with(MESH, "\tshader \"skin\"", "\tshader \"skin // x"),
                    "11:9", "a double quote without its closing quote on the line"),
            Arguments.of("an unclosed quote first", "MD5Version \"10\n", "1:12",
                    "not an MD5 file: the first line must be 'MD5Version 10' (a double quote without its closing quote"),
            Arguments.of("a stray closing brace", ANIM + "}\n", "26:1", "unexpected '}'"),
            Arguments.of("a block opened without its brace", with(MESH, "mesh {", "mesh"), "9:5",
                    "unexpected end of line, expected '{'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("errors")
    void failsAtTheOffendingTokenAndSaysWhy(String name, String input, String position, String message) {
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5TestFiles.read(input, "bad.md5"),
                name);
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.reason().startsWith(message), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.md5:" + position + ": "), e.getMessage());
    }

    // ------------------------------------------------------------ warnings

    @Test
    void boundsLinesPastNumFramesAreIgnoredWithAWarningAtTheFirst() throws IOException {
        String extra = with(ANIM, "\t( -2 -2 -2 ) ( 2 2 2 )",
                "\t( -2 -2 -2 ) ( 2 2 2 )\n\t( -3 -3 -3 ) ( 3 3 3 )\n\t( -4 -4 -4 ) ( 4 4 4 )");
        Diagnostics diagnostics = new Diagnostics();
        Md5Document doc = Md5TestFiles.read(extra, "extra.md5anim", diagnostics);
        assertArrayEquals(Md5TestFiles.read(ANIM, "a.md5anim").bounds(), doc.bounds());
        assertOneWarning(diagnostics, "14:1", "more bounds lines than numFrames 2: the rest are ignored");
    }

    @Test
    void fewerBoundsLinesThanFramesLeaveTheBoundsOutWithAWarning() throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        Md5Document doc = Md5TestFiles.read(with(ANIM, "\t( -2 -2 -2 ) ( 2 2 2 )", "\t// gone"), "few.md5anim",
                diagnostics);
        assertArrayEquals(new double[0], doc.bounds());
        assertOneWarning(diagnostics, "14:1",
                "the bounds block has 1 lines where numFrames says 2: the bounds are left out, to be computed");
    }

    @Test
    void noBoundsBlockIsReadWithAWarning() throws IOException {
        String none = with(ANIM, "bounds {\n\t( -1 -1 -1 ) ( 1 1 1 )\n\t( -2 -2 -2 ) ( 2 2 2 )\n}\n", "");
        Diagnostics diagnostics = new Diagnostics();
        Md5Document doc = Md5TestFiles.read(none, "none.md5anim", diagnostics);
        assertArrayEquals(new double[0], doc.bounds());
        assertArrayEquals(Md5TestFiles.read(ANIM, "a.md5anim").frames(), doc.frames());
        assertOneWarning(diagnostics, "0:0", "no bounds block: the frames' bounds are left to be computed");
    }

    private static void assertOneWarning(Diagnostics diagnostics, String position, String message) {
        List<Diagnostic> all = diagnostics.all();
        assertEquals(1, all.size(), all.toString());
        assertEquals(position, all.get(0).line() + ":" + all.get(0).column(), all.toString());
        assertEquals(message, all.get(0).message(), all.toString());
    }

    // ------------------------------------------------------------ comments, line ends, blanks

    @Test
    void aDoubleSlashInsideQuotesIsPartOfTheName() throws IOException {
        String quoted = with(with(MESH, "\"made by hand\"", "\"a // b\" // and a comment"), "\"arm\"",
                "\"arm//left\"");
        Md5Document doc = Md5TestFiles.read(with(quoted, "\"skin\"", "\"models//skin.png\"// c"), "q.md5mesh");
        assertEquals("a // b", doc.commandLine());
        assertEquals("arm//left", doc.joints().get(1).name());
        assertEquals(Optional.of("models//skin.png"), doc.meshes().get(0).shader());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '`', value = {
        "the usual space;        `\t// meshes: body`;              body",
        "no space;               `\t// meshes:body`;               body",
        "spaces kept inside;     `\t// meshes:  two  words`;       ` two  words`",
        "blanks at the end;      `\t// meshes: body \t\u000B\f `;  body",
        "Latin-1 and slashes;    `\t// meshes: Café//ß`;           Café//ß",
        "after a value;          `\tshader \"skin\" // meshes: x`; x",
        "not the mesh comment;   `\t//meshes: body`;               ``",
        "another comment;        `\t// mesh: body`;                ``",
    })
    void theMeshesCommentNamesTheMeshAsTheReferenceCompilerReadsIt(String name, String line, String expected)
            throws IOException {
        String text = line.contains("shader") ? with(with(MESH, "\t// meshes: body\n", ""), "\tshader \"skin\"", line)
                : with(MESH, "\t// meshes: body", line);
        assertEquals(expected, Md5TestFiles.read(text, "named.md5mesh").meshes().get(0).name(), name);
    }

    @Test
    void commentLinesAndTrailingCommentsAnywhereChangeNothing() throws IOException {
        StringBuilder commented = new StringBuilder("// exported by hand\n");
        for (String line : MESH.split("\n")) {
            commented.append(line).append(line.contains("meshes:") ? "" : " // why not").append("\n// between\n");
        }
        Diagnostics diagnostics = new Diagnostics();
        assertEquals(Md5TestFiles.read(MESH, "c.md5mesh"), Md5TestFiles.read(commented.toString(), "c.md5mesh",
                diagnostics));
        assertEquals(List.of(), diagnostics.all());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "CRLF;        CRLF",
        "CR;          CR",
        "blank lines; LFLF",
        "mixed;       CRLFCRLF",
        "blank lines of blanks; LF \t\u000B\fLF",
    })
    void lineEndsAndBlankLinesDoNotMatter(String name, String lineEnd) throws IOException {
        String end = lineEnd.replace("CR", "\r").replace("LF", "\n");
        for (String text : List.of(MESH, ANIM)) {
            Diagnostics diagnostics = new Diagnostics();
            assertEquals(Md5TestFiles.read(text, "ends.md5"), Md5TestFiles.read(text.replace("\n", end), "ends.md5",
                    diagnostics), name);
            assertEquals(List.of(), diagnostics.all(), name);
        }
    }

    @Test
    void tabsSpacesAndTheOtherBlanksPartTokensAlike() throws IOException {
        for (String text : List.of(MESH, ANIM)) {
            StringBuilder spaced = new StringBuilder();
            for (String line : text.split("\n")) {
                spaced.append(blanksOutsideQuotesAndComments(line)).append(" \t\n");
            }
            assertEquals(Md5TestFiles.read(text, "blanks.md5"), Md5TestFiles.read(spaced.toString(), "blanks.md5"));
        }
    }

    /** {@code line} with each blank before a comment and outside quotes made several blanks of every kind. */
    private static String blanksOutsideQuotesAndComments(String line) {
        StringBuilder b = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (!quoted && line.startsWith("//", i)) {
                return b.append(line, i, line.length()).toString();
            }
            quoted ^= c == '"';
            b.append(!quoted && (c == ' ' || c == '\t') ? " \t\u000B\f " : String.valueOf(c));
        }
        return b.toString();
    }

    @Test
    void errorsAfterBlankAndCrlfLinesCountLinesAsAnEditorDoes() {
        String crlf = with(MESH, "tri 0 0 1 2", "tri 0 0 1 3").replace("\n", "\r\n\r\n");
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Md5TestFiles.read(crlf, "crlf.md5mesh"));
        assertEquals("33:12", e.line() + ":" + e.column(), e.getMessage());
    }

    @Test
    void latin1NamesReadByteForChar() throws IOException {
        String latin = with(MESH, "\"arm\"", "\"bras gauche é\u00ff\u00a0\"");
        assertEquals("bras gauche é\u00ff\u00a0", Md5TestFiles.read(latin, "latin.md5mesh").joints().get(1).name());
    }
}
