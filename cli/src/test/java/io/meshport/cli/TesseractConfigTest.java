package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** A Tesseract / Red Eclipse {@code md5.cfg} converts as the one model it describes. */
class TesseractConfigTest {
    /** An {@code md5anim "name" "file" [fps ...]} line that is not commented out. */
    private static final Pattern ANIM = Pattern.compile("^\\s*md5anim\\s+\"([^\"]*)\"\\s+\"?([^\"\\s]+)\"?(?:\\s+([0-9.]+))?",
            Pattern.MULTILINE);
    private static final Pattern LOAD = Pattern.compile("^\\s*md5load\\s+\"?([^\"\\s]+)\"?", Pattern.MULTILINE);

    @TempDir
    Path dir;

    static List<Path> configs() {
        return Corpus.files("md5", "md5.cfg");
    }

    /**
     * Each corpus config gives exactly what the explicit command line gives (the mesh, then each
     * animation with its name and frame rate, 10 when the config gives none), but for the
     * materials, which are the skins' textures.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("configs")
    void aConfigIsItsMeshAndNamedAnimations(Path cfg) throws Exception {
        String text = Files.readString(cfg, StandardCharsets.ISO_8859_1);
        Path folder = cfg.getParent();
        Matcher load = LOAD.matcher(text);
        assertTrue(load.find(), cfg.toString());
        List<String> explicit = new ArrayList<>(List.of("convert", folder.resolve(load.group(1)).toString()));
        List<String> names = new ArrayList<>();
        Matcher anim = ANIM.matcher(text);
        while (anim.find()) {
            names.add(anim.group(1));
            String fps = anim.group(3) != null && Double.parseDouble(anim.group(3)) > 0 ? anim.group(3) : "10";
            explicit.addAll(List.of("--name", anim.group(1), "--fps", fps, folder.resolve(anim.group(2)).toString()));
        }
        Path viaConfig = dir.resolve("config.iqm");
        Path viaCommandLine = dir.resolve("explicit.iqm");
        explicit.add(viaCommandLine.toString());
        Cli.Result c = Cli.run("convert", cfg.toString(), viaConfig.toString());
        assertEquals(0, c.exit(), c.err());
        Cli.Result e = Cli.run(explicit.toArray(String[]::new));
        assertEquals(0, e.exit(), e.err());
        Model a = ModelIO.read(viaConfig);
        Model b = ModelIO.read(viaCommandLine);
        assertEquals(names, a.animations().stream().map(Animation::name).toList());
        assertEquals(withoutMaterials(b), withoutMaterials(a), "the model, but for its materials");
        if (text.contains("md5skin")) {
            assertTrue(a.meshes().stream().map(Mesh::material).allMatch(m -> !m.contains("<")),
                    "textures without the engine's <dds> commands");
        }
    }

    private static Model withoutMaterials(Model m) {
        return m.toBuilder().meshes(m.meshes().stream().map(x -> x.toBuilder().material("").build()).toList()).build();
    }

    /**
     * The door's {@code mesh.reference.cmd} ({@code iqm mesh.reference.iqm mesh.md5mesh idle.md5anim
     * open.md5anim close.md5anim}) names the config's three animations: the reference compiler's IQM
     * has the config's meshes, skeleton and frames; the config adds the names and frame rates.
     */
    @Test
    void theDoorsConfigHasTheReferenceCompilersFrames() throws Exception {
        Path cfg = configs().stream().filter(p -> p.toString().contains("door1")).findFirst().orElseThrow();
        List<String> cmd = Arrays.asList(Files.readString(cfg.resolveSibling("mesh.reference.cmd")).trim()
                .split("\\s+"));
        assertEquals(List.of("idle.md5anim", "open.md5anim", "close.md5anim"), cmd.subList(3, cmd.size()));
        Path plain = dir.resolve("reference.iqm");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(cfg.resolveSibling(cmd.get(1) + ".gz")))) {
            Files.write(plain, in.readAllBytes());
        }
        Model reference = ModelIO.read(plain);
        Path out = dir.resolve("door.iqm");
        Cli.Result r = Cli.run("convert", cfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        Model ours = ModelIO.read(out);
        assertEquals(reference.joints().stream().map(Joint::name).toList(),
                ours.joints().stream().map(Joint::name).toList());
        assertEquals(reference.meshes().stream().map(m -> m.name() + " " + m.triangleCount()).toList(),
                ours.meshes().stream().map(m -> m.name() + " " + m.triangleCount()).toList());
        assertEquals(List.of("mapmodel 12 1.0", "trigger on 12 10.0", "trigger off 6 10.0"), ours.animations()
                .stream().map(a -> a.name() + " " + a.frameCount() + " " + a.framerate()).toList());
        for (int i = 0; i < 3; i++) {
            float[] expected = reference.animations().get(i).channels();
            float[] actual = ours.animations().get(i).channels();
            assertEquals(expected.length, actual.length);
            for (int k = 0; k < expected.length; k++) {
                assertEquals(expected[k], actual[k], 1e-3 * Math.max(1, Math.abs(expected[k])), "animation " + i
                        + ", channel value " + k);
            }
        }
    }

    @Test
    void skinsGiveTheMeshesTheirTexturesAndWhatTheEngineAloneUsesIsReported() throws Exception {
        Path cfg = configs().stream().filter(p -> p.toString().contains("turret")).findFirst().orElseThrow();
        Path out = dir.resolve("turret.iqm");
        Cli.Result r = Cli.run("convert", cfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        Model m = ModelIO.read(out);
        for (Mesh mesh : m.meshes()) {
            // md5skin turret-cannon and turret-top <dds>skin1.png, turret-circle and turret-stand <dds>skin2.png
            String expected = mesh.name().equals("turret-cannon") || mesh.name().equals("turret-top") ? "skin1.png"
                    : "skin2.png";
            assertEquals(expected, mesh.material(), mesh.name());
        }
        assertTrue(r.err().contains("md5.cfg:2:1: warning: md5tag: the engine's setting"), r.err());
        assertTrue(r.err().contains("md5bumpmap (lines 8, 9, 10, 11)"), r.err());
        assertTrue(r.err().contains("md5skin masks and envmap values (lines 4, 5, 6, 7)"), r.err());
        assertTrue(r.err().contains("mdlscale"), r.err());
        assertFalse(r.err().contains("md5anim"), "commented-out animations are not commands: " + r.err());
    }

    @Test
    void eachKindOfEngineSettingIsOneWarningWithItsLines() throws Exception {
        Path cfg = folderWith("md5load banner.md5mesh\nmd5tag Bone tag_a\nmdlscale 50\nmd5tag Bone tag_b\n"
                + "md5pitch \"\" 1\nmd5ragdoll\nmdlbb 1 2 3\nfrobnicate 7\n");
        Cli.Result r = Cli.run("convert", cfg.toString(), dir.resolve("notes.iqm").toString());
        assertEquals(0, r.exit(), r.err());
        List<String> lines = r.err().lines().filter(l -> l.contains("md5.cfg:")).toList();
        assertEquals(List.of("md5tag", "mdlscale", "md5pitch", "md5ragdoll", "mdlbb", "frobnicate"),
                lines.stream().map(l -> l.replaceFirst(".*warning: ", "").split("[ :]")[0]).toList(), r.err());
        assertTrue(r.err().contains("md5.cfg:2:1: warning: md5tag (lines 2, 4)"), r.err());
        assertTrue(r.err().contains("md5.cfg:8:1: warning: frobnicate"), r.err());
    }

    private Path folderWith(String cfg) throws Exception {
        Path mesh = Corpus.files("md5", ".md5mesh").stream().filter(p -> p.toString().contains("door1"))
                .findFirst().orElseThrow();
        Path folder = Files.createDirectories(dir.resolve("model"));
        Files.copy(mesh, folder.resolve("banner.md5mesh"), StandardCopyOption.REPLACE_EXISTING);
        Files.copy(mesh.resolveSibling("open.md5anim"), folder.resolve("banner.md5anim"),
                StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(folder.resolve("md5.cfg"), cfg, StandardCharsets.ISO_8859_1);
        return folder.resolve("md5.cfg");
    }

    /** The animations of the model {@code args} convert to IQM: name, frame count, frame rate. */
    private List<String> animationsOf(String... args) throws Exception {
        Path out = dir.resolve("anims" + System.nanoTime() + ".iqm");
        List<String> all = new ArrayList<>(List.of(args));
        all.add(out.toString());
        Cli.Result r = Cli.run(all.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return ModelIO.read(out).animations().stream().map(x -> x.name() + " " + x.frameCount() + " "
                + x.framerate()).toList();
    }

    @Test
    void aNameWithAlternativesIsEachOfItsNames() throws Exception {
        Path cfg = folderWith("md5load banner.md5mesh\nmd5anim \"idle|mapmodel\" banner.md5anim 4 0\n");
        String mesh = cfg.resolveSibling("banner.md5mesh").toString();
        String anim = cfg.resolveSibling("banner.md5anim").toString();
        List<String> viaConfig = animationsOf("convert", cfg.toString());
        assertEquals(animationsOf("convert", mesh, "--name", "idle", "--fps", "4", anim, "--name", "mapmodel",
                "--fps", "4", anim), viaConfig);
        assertEquals(List.of("idle 12 4.0", "mapmodel 12 4.0"), viaConfig);
    }

    @Test
    void frameOffsetsAreTheFramesTheEnginePlays() throws Exception {
        Path cfg = folderWith("md5load banner.md5mesh\nmd5anim a banner.md5anim 5 0 3 4\n"
                + "md5anim b banner.md5anim 5 0 -2 -1\nmd5anim c banner.md5anim 5 0 99 0\nmd5anim d banner.md5anim\n");
        String mesh = cfg.resolveSibling("banner.md5mesh").toString();
        String anim = cfg.resolveSibling("banner.md5anim").toString();
        // 12 frames: a = 3..6; b = the last two, less one = 10..10; c = the last (11..11); d = all, at 10 fps
        List<String> explicit = animationsOf("convert", mesh, "--name", "a", "--fps", "5", "--start", "3", "--end",
                "6", anim, "--name", "b", "--fps", "5", "--start", "10", "--end", "10", anim, "--name", "c", "--fps",
                "5", "--start", "11", anim, "--name", "d", "--fps", "10", anim);
        assertEquals(List.of("a 4 5.0", "b 1 5.0", "c 1 5.0", "d 12 10.0"), explicit);
        assertEquals(explicit, animationsOf("convert", cfg.toString()));
        Path viaConfig = dir.resolve("config.iqm");
        Path viaCommandLine = dir.resolve("explicit.iqm");
        assertEquals(0, Cli.run("convert", cfg.toString(), viaConfig.toString()).exit());
        assertEquals(0, Cli.run("convert", mesh, "--name", "a", "--fps", "5", "--start", "3", "--end", "6", anim,
                "--name", "b", "--fps", "5", "--start", "10", "--end", "10", anim, "--name", "c", "--fps", "5",
                "--start", "11", anim, "--name", "d", "--fps", "10", anim, viaCommandLine.toString()).exit());
        assertEquals(ModelIO.read(viaCommandLine), ModelIO.read(viaConfig));
    }

    @Test
    void anIqmConfigTakesTheAnimationItNamesAndAStarSkinIsEveryMesh() throws Exception {
        Path cfg = folderWith("");
        String mesh = cfg.resolveSibling("banner.md5mesh").toString();
        String anim = cfg.resolveSibling("banner.md5anim").toString();
        Path iqm = cfg.resolveSibling("door.iqm");
        Cli.Result made = Cli.run("convert", mesh, "--name", "open", "--start", "0", "--end", "4", anim, "--name",
                "half", "--start", "6", anim, iqm.toString());
        assertEquals(0, made.exit(), made.err());
        Path iqmCfg = cfg.resolveSibling("iqm.cfg");
        Files.writeString(iqmCfg, "iqmload door.iqm; iqmskin * \"<dds><agrad:0>all.png\" mask.png\n"
                + "iqmanim wave door.iqm:half 20\niqmanim first door.iqm\n");
        Path out = dir.resolve("star.iqm");
        Cli.Result r = Cli.run("convert", iqmCfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        Model m = ModelIO.read(out);
        assertFalse(m.meshes().isEmpty());
        assertTrue(m.meshes().stream().allMatch(x -> x.material().equals("all.png")), m.meshes().toString());
        assertEquals(List.of("wave 6 20.0", "first 5 10.0"), m.animations().stream().map(x -> x.name() + " "
                + x.frameCount() + " " + x.framerate()).toList());
        assertTrue(r.err().contains("iqm.cfg:1:9: warning: door.iqm's own 2 animations are not loaded with it"),
                r.err());
        assertTrue(r.err().contains("iqm.cfg:3:15: warning: animation file 'door.iqm' holds 2 animations: the first,"
                + " 'open', is taken"), r.err());
        assertTrue(r.err().contains("iqmskin masks and envmap values"), r.err());
        Files.writeString(iqmCfg, "iqmload door.iqm\niqmanim wave door.iqm:gone\n");
        assertTrue(convertFails(iqmCfg).err().contains("iqm.cfg:2:14: animation file 'door.iqm' has no animation"
                + " 'gone'"));
    }

    @Test
    void aLinkedPartsAnimationsAndSkinsAreReportedNotApplied() throws Exception {
        Path cfg = folderWith("md5load banner.md5mesh\nmd5anim idle banner.md5anim\nmd5load banner.md5mesh\n"
                + "md5skin * other.png\nmd5anim run banner.md5anim\nmd5link 0 1 tag_top\n");
        Path out = dir.resolve("parts.iqm");
        Cli.Result r = Cli.run("convert", cfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        Model m = ModelIO.read(out);
        assertEquals(List.of("idle"), m.animations().stream().map(Animation::name).toList());
        assertTrue(m.meshes().stream().noneMatch(x -> x.material().equals("other.png")));
        // named as the user typed it, folder and all (a folder of models has an md5.cfg in each)
        assertTrue(r.err().contains(cfg + ":3:9: warning: the part banner.md5mesh is a model of its own"), r.err());
        assertTrue(r.err().contains("md5.cfg:4:1: warning: md5skin for a linked part"), r.err());
        assertTrue(r.err().contains("md5.cfg:5:1: warning: md5anim for a linked part"), r.err());
        assertTrue(r.err().contains("md5.cfg:6:1: warning: md5link"), r.err());
    }

    @Test
    void aSkinForNoMeshAndAPatternNameAreReported() throws Exception {
        Path cfg = folderWith("md5load banner.md5mesh\nmd5skin Nothing x.png\nmd5skin \"C?be|Other\" cube.png\n"
                + "md5anim \"run *\" banner.md5anim 2\n");
        Path out = dir.resolve("skins.iqm");
        Cli.Result r = Cli.run("convert", cfg.toString(), out.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.err().contains("md5.cfg:2:9: warning: no mesh of banner.md5mesh is named 'Nothing'"), r.err());
        assertTrue(r.err().contains("md5.cfg:4:9: warning: animation name 'run *' is a pattern"), r.err());
        Model m = ModelIO.read(out);
        assertEquals(List.of("cube.png"), m.meshes().stream().map(Mesh::material).distinct().toList());
        assertEquals(List.of("run *"), m.animations().stream().map(Animation::name).toList());
    }

    private Cli.Result convertFails(Path cfg) {
        Cli.Result r = Cli.run("convert", cfg.toString(), dir.resolve("out.iqm").toString());
        assertNotEquals(0, r.exit(), r.out() + r.err());
        assertFalse(Files.exists(dir.resolve("out.iqm")));
        return r;
    }

    @Test
    void aMissingAnimationFileIsAnErrorAtItsLine() throws Exception {
        Cli.Result r = convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"gone.md5anim\" 10\n"));
        assertTrue(r.err().contains("md5.cfg:2:16: animation file 'gone.md5anim' is not found"), r.err());
        Cli.Result mesh = convertFails(folderWith("// the mesh\n  md5load \"gone.md5mesh\"\n"));
        assertTrue(mesh.err().contains("md5.cfg:2:11: mesh file 'gone.md5mesh' is not found"), mesh.err());
    }

    @Test
    void filesOutsideTheConfigsFolderAreNotRead() throws Exception {
        Files.writeString(dir.resolve("secret.md5anim"), "root:x:0:0\n");
        Cli.Result up = convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"../secret.md5anim\"\n"));
        assertTrue(up.err().contains("md5.cfg:2:16"), up.err());
        assertFalse(up.err().contains("root:x"), up.err());
        Path cfg = folderWith("md5load banner.md5mesh\nmd5anim \"idle\" \"link.md5anim\"\n");
        Files.createSymbolicLink(cfg.resolveSibling("link.md5anim"), dir.resolve("secret.md5anim"));
        Cli.Result link = convertFails(cfg);
        assertTrue(link.err().contains("md5.cfg:2:16") && link.err().contains("outside"), link.err());
        assertFalse(link.err().contains("root:x"), link.err());
        Cli.Result absolute = convertFails(folderWith("md5load " + dir.resolve("secret.md5anim") + "\n"));
        assertTrue(absolute.err().contains("md5.cfg:1:9"), absolute.err());
        Cli.Result otherDir = convertFails(folderWith("md5dir actors/drone\nmd5load banner.md5mesh\n"));
        assertTrue(otherDir.err().contains("md5.cfg:1:8: folder 'actors/drone' is not the config's own"),
                otherDir.err());
        Cli.Result ownDir = Cli.run("convert", folderWith("md5dir model\nmd5load banner.md5mesh\n").toString(),
                dir.resolve("own.iqm").toString());
        assertEquals(0, ownDir.exit(), ownDir.err());
    }

    @Test
    void malformedCommandsAreErrorsAtTheirColumn() throws Exception {
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"idle banner.md5anim\n")).err()
                .contains("md5.cfg:2:9: a quoted word that the line does not close"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"a^\" banner.md5anim\n")).err()
                .contains("md5.cfg:2:9: a quoted word that the line does not close"), "^\" is a quote in the word");
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim idle banner.md5anim fast\n")).err()
                .contains("md5.cfg:2:29: 'fast' is not a frame rate"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim idle banner.md5anim 10 0 1.5\n")).err()
                .contains("md5.cfg:2:34: '1.5' is not a frame offset (a whole number)"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim \"\" banner.md5anim\n")).err()
                .contains("md5.cfg:2:9: md5anim with an empty animation name"));
        assertTrue(convertFails(folderWith("md5load banner.md5mesh\nmd5anim idle\n")).err()
                .contains("md5.cfg:2:13: md5anim without the animation's file"));
        assertTrue(convertFails(folderWith("// nothing loaded\nmdlscale 100\n")).err()
                .contains("the config names no mesh file"));
        assertTrue(convertFails(folderWith("md5load md5.cfg\n")).err().contains("md5.cfg:1:9: mesh file 'md5.cfg' is"
                + " a config"));
    }

    @Test
    void infoDescribesTheConfigsModel() throws Exception {
        Cli.Result r = Cli.run("info", folderWith("md5load banner.md5mesh\nmd5anim mapmodel banner.md5anim 4\n")
                .toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(r.out().contains("model config") && r.out().contains("\"mapmodel\""), r.out());
    }
}
