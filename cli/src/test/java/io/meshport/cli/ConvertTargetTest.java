package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelIO;
import io.meshport.iqm.IqmExtras;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code convert --target ENGINE}: what the engine loads, fixed where a converter can, refused where not. */
class ConvertTargetTest {
    @TempDir
    Path dir;

    private static Path corpus(String folder, String name) {
        return Corpus.files(folder, name).stream().filter(p -> p.getFileName().toString().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void aWarzoneWeaponWithConnectorsLoadsInFteOnceWeighted() {
        Path pie = corpus("pie", "gnmmslat.pie");
        Path plain = dir.resolve("plain.iqm");
        Path fitted = dir.resolve("fitted.iqm");
        assertEquals(0, Cli.run("convert", pie.toString(), plain.toString()).exit());
        assertEquals(1, Cli.run("validate", "--target", "fte", plain.toString()).exit(), "F5 without weights");
        Cli.Result r = Cli.run("convert", "--target", "fte", pie.toString(), fitted.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("iqm: note: for fte: the vertices of a mesh without weights bound to joint 0 with"
                + " all their weight, what Daemon makes of such a mesh (F5)"), r.err());
        Cli.Result v = Cli.run("validate", "--target", "fte", fitted.toString());
        assertEquals(0, v.exit(), v.toString());
    }

    /** --lod with --target fte: the chains as FTE_MESH LOD ranges, which FTE's profile takes; none without it. */
    @Test
    void lodChainsForFteAreItsLodRanges() throws IOException {
        Path drill = corpus("iqe", "drill.iqe");
        Path fte = dir.resolve("fte.iqm");
        Cli.Result r = Cli.run("convert", "--lod", "3", "--target", "fte", drill.toString(), fte.toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("iqm: note: for fte: 2 level-of-detail chains as LOD ranges in FTE_MESH (level k"
                + " drawn from FTE's lod k to k+1, the last level to 3; meshes in no chain always)"), r.err());
        Cli.Result v = Cli.run("validate", "--target", "fte", fte.toString());
        assertEquals(0, v.exit(), v.toString());
        assertFalse(v.out().contains("FTE_MESH"), v.out());
        assertEquals(List.of(6 * 28), fteMesh(fte));
        Path plain = dir.resolve("plain.iqm");
        assertEquals(0, Cli.run("convert", "--lod", "3", drill.toString(), plain.toString()).exit());
        assertEquals(List.of(), fteMesh(plain));
    }

    /** The sizes of the FTE_MESH extensions of an IQM file. */
    private static List<Integer> fteMesh(Path iqm) throws IOException {
        return ModelIO.read(iqm).extra(IqmExtras.class).orElse(IqmExtras.none()).extensions().stream()
                .filter(e -> e.name().equals("FTE_MESH")).map(e -> e.data().length).toList();
    }

    @Test
    void anAnimationOnlyFileForDaemonIsRefusedAndAnExistingOutputKept() throws IOException {
        Path anim = corpus("md5", "pistol-shoot.md5anim");
        Path out = Files.writeString(dir.resolve("out.iqm"), "kept");
        Cli.Result r = Cli.run("convert", "--force", "--target", "daemon", anim.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().contains(out + ": daemon refuses a file without meshes (D5): it takes animations only"
                + " from the model's own file"), r.err());
        assertEquals("kept", Files.readString(out));
    }

    @Test
    void darkPlacesKeepsTheJointsOfAnAnimationOnlyFile() throws IOException {
        Path anim = corpus("md5", "pistol-shoot.md5anim");
        Path out = dir.resolve("shoot.iqm");
        Cli.Result r = Cli.run("convert", "--target", "darkplaces", anim.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertFalse(r.err().contains("joints left out"), r.err());
        assertFalse(ModelIO.read(out).joints().isEmpty());
        assertEquals(0, Cli.run("validate", "--target", "darkplaces", out.toString()).exit());
    }

    @Test
    void aFileTheEngineWouldRefuseIsNotWritten() throws IOException {
        List<Joint> joints = new ArrayList<>();
        for (int j = 0; j < 300; j++) {
            joints.add(new Joint("j" + j, j - 1, Transform.IDENTITY));
        }
        Model many = Fixtures.character().toBuilder().joints(joints).animations(List.of()).build();
        Path in = Fixtures.write(many, dir.resolve("many.iqm"));
        Path out = dir.resolve("fte.iqm");
        Cli.Result r = Cli.run("convert", "--target", "fte", in.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().contains(out + ": FTE QuakeWorld would not load the file, and no conversion meshport makes"
                + " changes that, so it is not written: fte F6 file: 300 joints and 0 poses"), r.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void theEngineMustLoadTheOutputsFormat() {
        Cli.Result r = Cli.run("convert", "--target", "wz2100-4.3", "../examples/cube.iqe", dir.resolve("c.iqm")
                .toString());
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("wz2100-4.3 loads pie files, not iqm: write .pie (or --to pie)"), r.err());
    }

    @Test
    void aFolderConvertsForTheEngineFileByFile() throws IOException {
        Path in = Corpus.root().resolve("iqm/data/vanities");
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--to", "iqm", "--target", "daemon", in.toString(), out.toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().contains("idle.iqm: ") && r.err().contains("(D5)"), r.err());
        List<String> written;
        try (Stream<Path> files = Files.walk(out)) {
            written = files.filter(Files::isRegularFile).map(Path::toString).toList();
        }
        assertFalse(written.isEmpty());
        List<String> args = new ArrayList<>(List.of("validate", "--target", "daemon"));
        args.addAll(written);
        Cli.Result v = Cli.run(args.toArray(String[]::new));
        assertEquals(0, v.exit(), v.toString());
    }

    private static List<String> animations(Model model) {
        return model.animations().stream().map(a -> a.name() + " " + a.frameCount() + " " + a.framerate() + " "
                + a.loop()).toList();
    }

    /** The Red Eclipse door (an md5.cfg of three animations) converted for {@code engine} into the folder out/. */
    private Path doorFor(String engine) {
        Path out = dir.resolve("out");
        Cli.Result r = Cli.run("convert", "--target", engine, DOOR.toString(), out + "/");
        assertEquals(0, r.exit(), r.toString());
        return out;
    }

    /** The door converted straight to IQE, as the md5.cfg gives it. */
    private Path doorAsIqe() {
        Path direct = dir.resolve("direct.iqe");
        assertEquals(0, Cli.run("convert", DOOR.toString(), direct.toString()).exit());
        return direct;
    }

    private static final Path DOOR = Corpus.root().resolve("md5/luckystrike/door1/md5.cfg");

    @Test
    void darkPlacesGetsFramegroupsThatReadBackAsTheAnimations() throws IOException {
        Path out = doorFor("darkplaces");
        Path iqm = out.resolve("door1.iqm");
        Path groups = out.resolve("door1.iqm.framegroups");
        assertTrue(Files.isRegularFile(iqm) && Files.isRegularFile(groups));
        Path direct = doorAsIqe();
        Path back = dir.resolve("back.iqe");
        Cli.Result read = Cli.run("convert", iqm.toString(), back.toString());
        assertEquals(0, read.exit(), read.toString());
        assertTrue(read.err().contains(groups + ": note: "), read.err());
        List<String> expected = animations(ModelIO.read(direct));
        assertFalse(expected.isEmpty());
        assertEquals(expected, animations(ModelIO.read(back)), Files.readString(groups));
        // the engine's file rules: an edited file gives its own ranges, names and rates
        Files.writeString(groups, "// first count fps loop name\n0 2 10 1 \"half open\"\n1 1\n");
        assertEquals(0, Cli.run("convert", "--force", iqm.toString(), back.toString()).exit());
        assertEquals(List.of("half open 2 10.0 true", "groupified_1_anim 1 20.0 true"),
                animations(ModelIO.read(back)));
    }

    /** In a .pk3 the framegroups entry beside the model's entry applies, as the engine's file system finds it. */
    @Test
    void framegroupsInAnArchiveApplyToTheModelBesideThem() throws IOException {
        Path out = doorFor("darkplaces");
        Path pk3 = dir.resolve("door.pk3");
        try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(pk3))) {
            zip.putNextEntry(new java.util.zip.ZipEntry("models/door1.iqm"));
            zip.write(Files.readAllBytes(out.resolve("door1.iqm")));
            zip.putNextEntry(new java.util.zip.ZipEntry("models/door1.iqm.framegroups"));
            zip.write("0 2 10 1 \"half open\"\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        Path back = dir.resolve("archived.iqe");
        Cli.Result read = Cli.run("convert", pk3 + "!/models/door1.iqm", back.toString());
        assertEquals(0, read.exit(), read.toString());
        assertTrue(read.err().contains(pk3 + "!/models/door1.iqm.framegroups: note: "), read.err());
        assertEquals(List.of("half open 2 10.0 true"), animations(ModelIO.read(back)));
    }

    @Test
    void tesseractGetsAnIqmCfgThatReadsBackAsTheModel() throws IOException {
        Path out = doorFor("tesseract");
        Path written = out.resolve("iqm.cfg");
        assertTrue(Files.readString(written).contains("iqmload \"door1.iqm\"\n"), Files.readString(written));
        Path direct = doorAsIqe();
        Path back = dir.resolve("back.iqe");
        Cli.Result read = Cli.run("convert", written.toString(), back.toString());
        assertEquals(0, read.exit(), read.toString());
        assertEquals(animations(ModelIO.read(direct)), animations(ModelIO.read(back)));
        assertEquals(ModelIO.read(direct).meshes().size(), ModelIO.read(back).meshes().size());
    }

    @Test
    void aFolderOutputNeedsAFormat() {
        Cli.Result r = Cli.run("convert", "../examples/cube.iqe", dir + "/");
        assertEquals(2, r.exit(), r.toString());
        assertTrue(r.err().contains("is a folder: name the format to write in it with --to (or --target)"), r.err());
        assertEquals(0, Cli.run("convert", "--to", "obj", "../examples/cube.iqe", dir + "/").exit());
        assertTrue(Files.isRegularFile(dir.resolve("cube.obj")));
    }

    @Test
    void noExtensionsLeavesMeshportsOwnOutAndSaysSo() throws IOException {
        Path with = dir.resolve("with.iqm");
        Path without = dir.resolve("without.iqm");
        assertEquals(0, Cli.run("convert", "../examples/mount.pie", with.toString()).exit());
        Cli.Result r = Cli.run("convert", "--no-extensions", "../examples/mount.pie", without.toString());
        assertEquals(0, r.exit(), r.toString());
        assertFalse(io.meshport.iqm.Iqm.readDocument(Files.readAllBytes(with), "w", new io.meshport.io.Diagnostics())
                .extensions().isEmpty(), "PIE's own data travels in meshport's extensions");
        assertTrue(io.meshport.iqm.Iqm.readDocument(Files.readAllBytes(without), "w",
                new io.meshport.io.Diagnostics()).extensions().isEmpty());
        assertTrue(r.err().contains("warning: "), r.err());
    }

    @Test
    void darkPlacesGetsASkinForMeshesWhoseMaterialsNameTextures() throws IOException {
        Model hero = Fixtures.character();
        List<io.meshport.model.Mesh> meshes = List.of(hero.meshes().get(0).toBuilder().material("skin.png").build());
        Path in = Fixtures.write(hero.toBuilder().meshes(meshes).build(), dir.resolve("hero.iqe"));
        Path out = dir.resolve("dp");
        Cli.Result r = Cli.run("convert", "--target", "darkplaces", in.toString(), out + "/");
        assertEquals(0, r.exit(), r.toString());
        assertEquals("body,skin.png\n", Files.readString(out.resolve("hero.iqm_0.skin")));
        assertTrue(Files.readString(out.resolve("hero.iqm.framegroups")).contains(" idle\n"));
        assertTrue(r.err().contains("note: wrote hero.iqm_0.skin beside hero.iqm, which DarkPlaces (Xonotic) reads"
                + " with it"), r.err());
    }
}
