package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The registration: found by ModelIO, a conservative probe, and a path write with its material library. */
class ObjFormatTest {
    private static final ObjFormat FORMAT = new ObjFormat();

    @Test
    void isRegistered() throws Exception {
        assertEquals(ObjFormat.class, ModelIO.require("obj").getClass());
        assertEquals(ObjFormat.class, ModelIO.formatForExtension(Path.of("x.obj")).map(ModelFormat::getClass)
                .orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "# Blender 3.4.1\n# www.blender.org\nmtllib two_materials.mtl\no Crate\nv -1.000000 -1.00",
        "v 1 2 3\nv 4 5 6\n",
        "mtllib a.mtl\n",
        "\n\ng Group\r\nusemtl x\r\nf 1 2 3\r\n",
        "# comment\nvn 0 0 1\nvt 0 0\nf 1/1/1 2/2/2 3/3/3\n",
        "o a\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3\nv 1 2 3 vertic",
    })
    void probesObj(String head) {
        assertTrue(FORMAT.probe(head64(head)), head);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "# Inter-Quake Export\nmesh a\nvp 0 0 0\nvt 0 0\nvn 0 0 1\nfm 0 1 2\n",
        "PIE 3\nTYPE 10200\nTEXTURE 0 page.png 0 0\nLEVELS 1\n",
        "VIF2.3\n",
        "INTERQUAKEMODEL",
        "# just a comment\n# and another\n",
        "{\"asset\": {\"version\": \"2.0\"}}",
        "",
        "vp 0 0 0\nvt 0 0\n",
        "hello world\nv 1 2 3\n",
    })
    void leavesOtherFilesAlone(String head) {
        assertFalse(FORMAT.probe(head64(head)), head);
    }

    @Test
    void leavesBinaryAlone() {
        byte[] b = "v 1 2 3\nv 4 5 6\n".getBytes(StandardCharsets.US_ASCII);
        b[3] = 0;
        assertFalse(FORMAT.probe(b));
        assertFalse(FORMAT.probe(new byte[] {'I', 'N', 'T', 'E', 'R', 'Q', 'U', 'A', 'K', 'E', 'M', 'O', 'D', 'E', 'L', 0}));
        assertFalse(FORMAT.probe(null));
    }

    @Test
    void aPathWriteNamesAndWritesItsMaterialLibrary() throws Exception {
        Model crate = Obj.reader().read(ObjTestFiles.fixture("crate.obj"));
        Path dir = Files.createTempDirectory("obj-write");
        Path out = dir.resolve("copy.obj");
        Obj.writer().write(crate, out);
        assertTrue(Files.readString(out).contains("\nmtllib copy.mtl\n"));
        String mtl = Files.readString(dir.resolve("copy.mtl"));
        assertTrue(mtl.contains("newmtl Wood\n") && mtl.contains("newmtl Metal\n"), mtl);
        io.meshport.io.Diagnostics d = new io.meshport.io.Diagnostics();
        Model back = ModelIO.read(out, d);
        assertEquals(java.util.List.of(), d.all());
        assertEquals(crate.meshes().size(), back.meshes().size());
    }

    private static byte[] head64(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return Arrays.copyOf(b, Math.min(b.length, ModelIO.PROBE_BYTES));
    }
}
