package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelIOTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void findsFormatsThroughServiceLoader() throws IOException {
        assertTrue(ModelIO.formats().stream().anyMatch(f -> f.name().equals("testmodel")));
        assertEquals("testmodel", ModelIO.require("TestModel").name());
        IOException e = assertThrows(IOException.class, () -> ModelIO.require("nope"));
        assertTrue(e.getMessage().contains("testmodel"), e.getMessage());
    }

    @Test
    void aMissingFormatIsNamedInALibraryUsersWords() throws IOException {
        Model model = Model.builder().build();
        IOException write = assertThrows(IOException.class, () -> ModelIO.write(model, dir.resolve("out.iqe")));
        assertEquals("no format on the classpath writes '.iqe' (add io.meshport:meshport-iqe)", write.getMessage());
        IOException glb = assertThrows(IOException.class, () -> ModelIO.write(model, dir.resolve("out.glb")));
        assertEquals("no format on the classpath writes '.glb' (add io.meshport:meshport-gltf)", glb.getMessage());
        IOException other = assertThrows(IOException.class, () -> ModelIO.write(model, dir.resolve("out.xyz")));
        assertEquals("no format on the classpath writes '.xyz' (formats there: testmodel; or name the format in"
                + " WriteOptions)", other.getMessage());
        IOException named = assertThrows(IOException.class, () -> ModelIO.require("iqm"));
        assertEquals("no format 'iqm' on the classpath (formats there: testmodel); add io.meshport:meshport-iqm-binary",
                named.getMessage());
        Path pie = file("tank.pie", "PIE 3\n");
        ModelFormatException read = assertThrows(ModelFormatException.class, () -> ModelIO.read(pie));
        assertEquals("tank.pie: unknown model format (formats on the classpath: testmodel); '.pie' files are read by"
                + " io.meshport:meshport-pie", read.getMessage());
        Path smd = file("walk.smd", "version 1\n");
        ModelFormatException smdRead = assertThrows(ModelFormatException.class, () -> ModelIO.read(smd));
        assertTrue(smdRead.getMessage().endsWith("'.smd' files are read by io.meshport:meshport-smd"), smdRead::getMessage);
        Path fbx = file("walk.fbx", "; FBX 7.4.0 project file\n");
        ModelFormatException fbxRead = assertThrows(ModelFormatException.class, () -> ModelIO.read(fbx));
        assertTrue(fbxRead.getMessage().endsWith("'.fbx' files are read by io.meshport:meshport-fbx"), fbxRead::getMessage);
        IOException fbxWrite = assertThrows(IOException.class, () -> ModelIO.write(model, dir.resolve("out.fbx")));
        assertFalse(fbxWrite.getMessage().contains("meshport-fbx"), "FBX is read only: " + fbxWrite.getMessage());
        for (IOException e : new IOException[] {write, glb, other, named, read}) {
            assertFalse(e.getMessage().contains("--"), "no command-line words: " + e.getMessage());
        }
    }

    @Test
    void detectsByContentBeforeExtension() throws IOException {
        Path misnamed = file("model.bin", "TESTMODEL\nt 0 0 0 1 0 0 0 1 0\n");
        assertEquals("testmodel", ModelIO.detect(misnamed).name());
        Model m = ModelIO.read(misnamed);
        assertEquals(1, m.meshes().size());
        assertEquals(1f, m.meshes().get(0).array("position").orElseThrow().getFloat(1, 0));

        Path byExtension = file("model.tmd", "garbage");
        assertEquals("testmodel", ModelIO.detect(byExtension).name());
        ModelFormatException bad = assertThrows(ModelFormatException.class, () -> ModelIO.read(byExtension));
        assertEquals("model.tmd:1:1: expected TESTMODEL", bad.getMessage());

        Path unknown = file("model.xyz", "garbage");
        ModelFormatException none = assertThrows(ModelFormatException.class, () -> ModelIO.detect(unknown));
        assertTrue(none.getMessage().startsWith("model.xyz: unknown model format"), none.getMessage());
    }

    @Test
    void detectsWhatIsNotAFileByItsFirstBytesAndName() throws IOException {
        byte[] model = "TESTMODEL\nt 0 0 0 1 0 0 0 1 0\n".getBytes(StandardCharsets.UTF_8);
        assertEquals("testmodel", ModelIO.detect(model, "model.bin").name());
        assertEquals("testmodel", ModelIO.detect("garbage".getBytes(StandardCharsets.UTF_8), "model.tmd").name());
        ModelFormatException none = assertThrows(ModelFormatException.class,
                () -> ModelIO.detect(new byte[0], "texture.png"));
        assertTrue(none.getMessage().startsWith("texture.png: unknown model format"), none.getMessage());
        // an archive entry's name is any text: one no path may hold is still a name with an extension
        assertEquals("testmodel", ModelIO.detect("garbage".getBytes(StandardCharsets.UTF_8), "a\u0000b.tmd").name());
        assertEquals("testmodel", ModelIO.detect(new byte[0], "dir\\sub.x\\model.TMD").name());
        ModelFormatException nul = assertThrows(ModelFormatException.class,
                () -> ModelIO.detect(new byte[0], "\u0000\u0000.framegroups"));
        assertTrue(nul.getMessage().contains("unknown model format"), nul.getMessage());

        ModelFormat format = ModelIO.require("testmodel");
        Model read = ModelIO.read(new ByteArrayInputStream(model), "entry.tmd", format, ReadOptions.STRICT,
                new Diagnostics());
        assertEquals(ModelIO.read(file("same.tmd", new String(model, StandardCharsets.UTF_8))), read);
        ModelFormatException bad = assertThrows(ModelFormatException.class, () -> ModelIO.read(
                new ByteArrayInputStream(new byte[] {'x'}), "entry.tmd", format, ReadOptions.STRICT, new Diagnostics()));
        assertEquals("entry.tmd:1:1: expected TESTMODEL", bad.getMessage());
    }

    @Test
    void writesAtomicallyAndOverwritesOnlyWhenAllowed() throws IOException {
        Model m = ModelIO.read(file("in.tmd", "TESTMODEL\nt 0 0 0 1 0 0 0 1 0\n"));
        Path out = dir.resolve("out.tmd");
        Diagnostics losses = new Diagnostics();
        ModelIO.write(m.toBuilder().addJoint(new Joint("j", -1, Transform.IDENTITY)).build(), out,
                WriteOptions.DEFAULTS, losses);
        assertEquals(m, ModelIO.read(out));
        assertEquals(1, losses.all().size());
        assertEquals("testmodel: warning: the skeleton (1 joints) is not stored in testmodel",
                losses.all().get(0).toString());

        WriteOptions refuse = WriteOptions.DEFAULTS.withOverwrite(false);
        assertThrows(FileAlreadyExistsException.class, () -> ModelIO.write(m, out, refuse, new Diagnostics()));
        String before = Files.readString(out);
        Model failing = m.toBuilder().addMesh(m.meshes().get(0).toBuilder().name("fail").build()).build();
        WriteOptions replace = WriteOptions.DEFAULTS;
        assertThrows(IOException.class, () -> ModelIO.write(failing, out, replace, new Diagnostics()));
        assertEquals(before, Files.readString(out), "a failed write keeps the old file");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file is left behind");
        }
        Path fresh = dir.resolve("fresh.tmd");
        assertThrows(IOException.class, () -> ModelIO.write(failing, fresh, replace, new Diagnostics()));
        assertFalse(Files.exists(fresh), "a failed write leaves no partial file");
    }

    @Test
    void exceptionPositionsReadLikeACompiler() {
        assertEquals("a.iqe:812:4: fm index 7 out of range",
                ModelFormatException.atLine("a.iqe", 812, 4, "fm index 7 out of range").getMessage());
        ModelFormatException binary = ModelFormatException.atOffset("a.iqm", 124, "ofs_joints", "past the end");
        assertEquals("a.iqm:@124(ofs_joints): past the end", binary.getMessage());
        assertEquals("ofs_joints", binary.field().orElseThrow());
        assertEquals("a.iqm:@124(ofs_joints): error: past the end", binary.toDiagnostic().toString());
    }
}
