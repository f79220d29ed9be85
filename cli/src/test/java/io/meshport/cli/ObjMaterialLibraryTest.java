package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A model converted to OBJ comes with its material library, as Blender and every OBJ reader expect:
 * {@code out.mtl} beside {@code out.obj}, named by its {@code mtllib} line. The library is an output
 * like the model: an existing one is replaced only with {@code --force}, and a refused write leaves
 * neither file.
 */
class ObjMaterialLibraryTest {
    @TempDir
    Path dir;

    private Path model() throws Exception {
        return Fixtures.write(Fixtures.character(), dir.resolve("in.iqe"));
    }

    @Test
    void anObjIsWrittenWithItsMaterialLibrary() throws Exception {
        Path out = dir.resolve("out.obj");
        Cli.Result r = Cli.run("convert", model().toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        String obj = Files.readString(out);
        assertTrue(obj.contains("mtllib out.mtl\n"), obj);
        String mtl = Files.readString(dir.resolve("out.mtl"));
        assertTrue(mtl.contains("newmtl "), mtl);
        for (String line : obj.lines().filter(l -> l.startsWith("usemtl ")).toList()) {
            assertTrue(mtl.contains("newmtl " + line.substring("usemtl ".length())), line + " not in " + mtl);
        }
        Cli.Result validated = Cli.run("validate", out.toString());
        assertEquals(0, validated.exit(), validated.toString());
        assertFalse(validated.err().contains("mtllib"), "the library is found: " + validated.err());
    }

    @Test
    void anExistingLibraryIsReplacedOnlyWithForce() throws Exception {
        Path in = model();
        Path out = dir.resolve("out.obj");
        Path mtl = Files.writeString(dir.resolve("out.mtl"), "newmtl mine\n");
        Cli.Result refused = Cli.run("convert", in.toString(), out.toString());
        assertEquals(3, refused.exit(), "as for an existing model: " + refused);
        assertTrue(refused.err().endsWith("meshport: " + mtl + ": exists (use --force to replace it)\n"),
                refused.err());
        assertEquals("newmtl mine\n", Files.readString(mtl));
        assertFalse(Files.exists(out), "a refused write leaves no model either");

        Cli.Result forced = Cli.run("convert", "--force", in.toString(), out.toString());
        assertEquals(0, forced.exit(), forced.toString());
        assertTrue(Files.readString(mtl).contains("newmtl "));
        assertFalse(Files.readString(mtl).contains("mine"));
    }
}
