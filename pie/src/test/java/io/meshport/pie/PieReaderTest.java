package io.meshport.pie;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where the game fails, meshport fails at the same place (file:line:col) and says why; where the
 * game tolerates something, meshport reads it and warns at its place. Cases follow
 * notes/pie.md §2.6; {@code |} stands for a line end in the inputs.
 */
class PieReaderTest {
    private static final String HEAD = "PIE 3|TYPE 200|TEXTURE 0 page-1.png 0 0|LEVELS 1|LEVEL 1|";
    private static final String TRIANGLE = "POINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1|\t200 3 0 1 2 0 0 1 0 0 1|";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "not a PIE file;         PIX 3|TYPE 200;                         1:1;  not a PIE file",
        "unknown version;        PIE 5|TYPE 200;                         1:5;  PIE version 5 is not supported",
        "missing TYPE;           PIE 3|LEVELS 1;                         2:1;  missing TYPE",
        "TCMASK in PIE 3;        PIE 3|TYPE 200|TCMASK 0 a.png|LEVELS 1; 3:1;  TCMASK needs PIE 4",
        "texture not png;        PIE 3|TYPE 200|TEXTURE 0 a.pcx 0 0;     3:11; does not end in .png",
        "tileset out of range;   PIE 4|TYPE 200|TEXTURE 3 a.png;         3:9;  tileset 3",
        "textures out of order;  PIE 2|TYPE 200|NORMALMAP 0 n.png|TEXTURE 0 t.png 256 256; 4:1; TEXTURE after NORMALMAP",
        "LEVELS 0;               PIE 3|TYPE 200|LEVELS 0;                3:8;  at least one level",
        "LEVEL out of sequence;  PIE 3|TYPE 200|LEVELS 2|LEVEL 2;        4:7;  LEVEL 2 where LEVEL 1 is due",
        "quad in PIE 3;          " + HEAD + "POINTS 4|\t0 0 0|\t1 0 0|\t0 1 0|\t1 1 0|POLYGONS 1|\t200 4 0 1 2 3 0 0 1 0 0 1 1 1; 12:6; takes triangles only",
        "index out of range;     " + HEAD + "POINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1|\t200 3 0 1 3 0 0 1 0 0 1; 11:12; point index 3 is not below POINTS 3",
        "negative index;         " + HEAD + "POINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1|\t200 3 0 -1 2 0 0 1 0 0 1; 11:10; point index -1 is negative",
        "too many polygons;      " + HEAD + "POINTS 0|POLYGONS 8193;   7:10; at most 8192",
        "4000 without 200;       " + HEAD + "POINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1|\t4000 3 0 1 2 8 1 1 1; 11:2; 0x4000 (texture animation) without 0x200",
        "count larger than lines;" + HEAD + "POINTS 4|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1; 10:1; count is larger than its lines",
        "count smaller than lines;" + HEAD + "POINTS 2|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1; 9:2; is not NORMALS or POLYGONS",
        "file ends in a block;   " + HEAD + "POINTS 3|\t0 0 0;          7:1;  ends inside a POINTS block",
        "blank line in a block;  " + HEAD + "POINTS 2|\t0 0 0| \t|\t1 0 0; 8:1; a line of blanks only inside the POINTS block",
        "shadow flags;           " + HEAD + TRIANGLE + "SHADOWPOINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|SHADOWPOLYGONS 1|\t200 3 0 1 2; 17:2; shadow polygon flags 200 are not 0",
        "shadow polygons first;  " + HEAD + TRIANGLE + "SHADOWPOLYGONS 1|\t0 3 0 1 2; 12:1; SHADOWPOLYGONS without SHADOWPOINTS",
        "ANIMOBJECT time 0;      " + HEAD + TRIANGLE + "ANIMOBJECT 0 0 0; 12:12; ANIMOBJECT time 0",
        "unknown before a level; PIE 3|TYPE 200|LEVELS 2|LEVEL 1|POINTS 0|POLYGONS 0|FOO 1|LEVEL 2; 7:1; after POLYGONS comes",
        "lower-case directive;   PIE 3|TYPE 200|levels 1;                3:1;  'levels' is not",
        "level incomplete;       " + HEAD + "POINTS 0;                 6:1;  before level 1 has POLYGONS",
        "PIE 4 setting in PIE 3; " + HEAD + "TYPE 200|POINTS 0;        6:1;  needs PIE 4",
        "event type past the table; PIE 2|TYPE 200|EVENT 4 a.pie|LEVELS 1; 3:7; writes past its table",
    })
    void failsWhereTheGameFails(String name, String input, String position, String message) {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> PieTestFiles.read(input.replace('|', '\n'), "bad.pie"), name);
        assertEquals(position, e.line() + ":" + e.column(), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.pie:" + position + ": "), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "extra tokens;            " + HEAD + "POINTS 3 junk|\t0 0 0|\t1 0 0|\t0 1 0|POLYGONS 1|\t200 3 0 1 2 0 0 1 0 0 1; 6:10; extra values after POINTS ignored",
        "connector decimals;      " + HEAD + TRIANGLE + "CONNECTORS 1|\t1.5 -2 3; 13:2; truncates it to 1",
        "normals count mismatch;  " + HEAD + "POINTS 3|\t0 0 0|\t1 0 0|\t0 1 0|NORMALS 0|POLYGONS 1|\t200 3 0 1 2 0 0 1 0 0 1; 10:1; the game drops these normals",
        "trailing junk;           " + HEAD + TRIANGLE + "JUNK 1|more; 12:1; ignores the rest of the file",
        "PIE 2 quad;              PIE 2|TYPE 200|LEVELS 1|LEVEL 1|POINTS 4|\t0 0 0|\t1 0 0|\t0 1 0|\t1 1 0|POLYGONS 1|\t200 4 0 1 2 3 0 0 1 0 0 1 1 1; 11:6; splits it into triangles",
        "obsolete MATERIALS;      " + HEAD + "MATERIALS 1 1 1 1 1 1 1 1 1 20|" + TRIANGLE + "; 6:1; MATERIALS is obsolete",
        "event type 0;            PIE 2|TYPE 200|EVENT 0 a.pie|LEVELS 1|LEVEL 1|POINTS 0|POLYGONS 0; 3:7; event type 0 is no event",
        "comment line;            PIE 4|TYPE 200|# hangs the game|LEVELS 1|LEVEL 1|POINTS 0|POLYGONS 0; 3:1; hangs on it",
        "anim frame number;       " + HEAD + TRIANGLE + "ANIMOBJECT 100 0 1|\t5 0 0 0 0 0 0 1 1 1; 13:2; frame number 5 where 0 is due",
        "blanks then more;        " + HEAD + TRIANGLE + " \t|CONNECTORS 1|\t0 0 0; 12:1; a line of blanks after the last level",
    })
    void readsWhatTheGameToleratesAndWarns(String name, String input, String position, String message)
            throws IOException {
        Diagnostics diagnostics = new Diagnostics();
        PieTestFiles.read(input.replace('|', '\n'), "odd.pie", diagnostics);
        List<Diagnostic> all = diagnostics.all();
        assertEquals(1, all.size(), all.toString());
        assertEquals(position, all.get(0).line() + ":" + all.get(0).column(), all.toString());
        assertTrue(all.get(0).message().contains(message), all.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
        "CRLF;        CRLF",
        "CR;          CR",
        "LF;          LF",
        "blank lines; LFLF",
        "mixed;       CRLFCR",
    })
    void lineEndsAndBlankLinesDoNotMatter(String name, String lineEnd) throws IOException {
        String lf = (HEAD + TRIANGLE + "CONNECTORS 1|\t1 2 3").replace('|', '\n');
        Diagnostics diagnostics = new Diagnostics();
        PieDocument doc = PieTestFiles.read(lf.replace("\n", lineEnd.replace("CR", "\r").replace("LF", "\n")),
                "ends.pie", diagnostics);
        assertEquals(PieTestFiles.read(lf, "ends.pie"), doc);
        assertEquals(List.of(), diagnostics.all());
    }
}
