package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.ModelDiff;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code meshport iqm}, the reference compiler's command line: the corpus' own command lines give
 * the reference's IQM, every option is read as the reference reads it and prints what it prints,
 * errors are the reference's words and exit codes, and {@code --compat} does as the reference where
 * meshport differs.
 */
class IqmCommandTest {
    private static final Path RESOURCES = Path.of("src", "test", "resources", "iqm-command");
    /** The tests module's cases of outside exporters' files with the reference's IQM (SMD, FBX). */
    private static final Path TEST_CASES = Path.of("..", "tests", "src", "test", "resources");

    @TempDir
    Path dir;

    /** A reference command line of the corpus: its folder, its words after {@code iqm}, and the reference's IQM. */
    record ReferenceRun(String name, Path folder, List<String> words, Path referenceIqm) {
        @Override
        public String toString() {
            return name;
        }
    }

    /**
     * The MD5 models' {@code <mesh>.reference.cmd}, the IQE models', whose reference IQM was made
     * by {@code iqm <model>.reference.iqm <model>.iqe}, and the tests module's SMD and ASCII FBX cases
     * ({@code smd-reference/}, {@code fbx-reference/}: an outside exporter's files and their
     * {@code .reference.cmd}).
     */
    static Stream<ReferenceRun> referenceRuns() throws IOException {
        List<ReferenceRun> runs = new ArrayList<>();
        for (Path cmd : Corpus.files("md5", ".reference.cmd")) {
            List<String> words = Arrays.asList(Files.readString(cmd, StandardCharsets.UTF_8).trim().split("\\s+"));
            assertEquals("iqm", words.get(0), cmd + " runs the reference compiler");
            runs.add(new ReferenceRun(Corpus.name(cmd), cmd.getParent(), words.subList(1, words.size()),
                    cmd.resolveSibling(words.get(1) + ".gz")));
        }
        for (Path iqe : Corpus.files("iqe", ".iqe")) {
            String model = iqe.getFileName().toString().replace(".iqe", "");
            runs.add(new ReferenceRun(Corpus.name(iqe), iqe.getParent(), List.of(model + ".reference.iqm",
                    model + ".iqe"), iqe.resolveSibling(model + ".reference.iqm")));
        }
        for (String cases : List.of("fbx-reference", "smd-reference")) {
            try (Stream<Path> files = Files.walk(TEST_CASES.resolve(cases))) {
                for (Path cmd : files.filter(p -> p.toString().endsWith(".reference.cmd")).sorted().toList()) {
                    List<String> words = Arrays.asList(Files.readString(cmd, StandardCharsets.UTF_8).trim()
                            .split("\\s+"));
                    runs.add(new ReferenceRun(cases + "/" + cmd.getParent().getFileName(), cmd.getParent(),
                            words.subList(1, words.size()), cmd.resolveSibling(words.get(1) + ".gz")));
                }
            }
        }
        return runs.stream();
    }

    @ParameterizedTest
    @MethodSource("referenceRuns")
    void theCorpusCommandLinesGiveTheReferencesIqm(ReferenceRun run) throws Exception {
        Path folder = copy(run.folder(), dir.resolve("model"));
        for (String input : run.words().subList(1, run.words().size())) {
            // an input kept gzipped beside its command line (the tests module's cases) is unpacked
            Path packed = folder.resolve(input + ".gz");
            if (!Files.exists(folder.resolve(input)) && Files.exists(packed)) {
                try (InputStream in = new GZIPInputStream(Files.newInputStream(packed))) {
                    Files.write(folder.resolve(input), in.readAllBytes());
                }
            }
        }
        Cli.Result r = runIn(folder, run.words());
        assertEquals(0, r.exit(), r.toString());
        StringBuilder printed = new StringBuilder();
        run.words().subList(1, run.words().size()).forEach(in -> printed.append("imported: ").append(in).append('\n'));
        printed.append("\nexported: ").append(run.words().get(0)).append('\n');
        assertEquals(printed.toString(), r.out(), "what the reference prints");
        assertFalse(r.err().contains("meshport:"), r.err());
        Model reference = readIqm(run.referenceIqm());
        Model ours = ModelIO.read(folder.resolve(run.words().get(0)));
        assertSameAsTheReference(reference, ours);
    }

    @Test
    void anFbxSceneIsTurnedInItsRootJointsAndGetsTangentsAsTheReferenceDoes() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("fbx"));
        try (InputStream in = new GZIPInputStream(Files.newInputStream(TEST_CASES.resolve(
                "fbx-reference/assimp-character/character.fbx.gz")))) {
            Files.write(folder.resolve("character.fbx"), in.readAllBytes());
        }
        Cli.Result r = runIn(folder, List.of("out.iqm", "character.fbx"));
        assertEquals(0, r.exit(), r.toString());
        Model m = ModelIO.read(folder.resolve("out.iqm"));
        // the quarter turn about X is in the root's pose; the spine stays one unit up the file's Y
        Transform hips = m.joints().get(0).basePose();
        assertEquals(Math.sqrt(0.5), Math.abs(hips.qx()), 1e-4, hips.toString());
        assertEquals(Math.sqrt(0.5), Math.abs(hips.qw()), 1e-4, hips.toString());
        Transform spine = m.joints().get(1).basePose();
        assertArrayEquals(new float[] {0, 1, 0}, new float[] {spine.tx(), spine.ty(), spine.tz()}, 1e-5f,
                spine.toString());
        assertTrue(m.meshes().get(0).array(AttributeKind.TANGENT).isPresent(), "tangents, as the reference writes");
        // assimp's key times, a thousand times too long, read as the reference counts them: 24 frames at 24/s
        assertEquals(List.of("Sway 24 24.0 false"), animations(m));
    }

    @Test
    void theTransformOptionsPrintTheReferencesLinesAndAreReadAsC() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        String out = dir.resolve("hero.iqm").toString();
        Cli.Result r = Cli.run("iqm", "-s", "2", "-t", "5", "-r", "0,0,90", out, in.toString());
        assertEquals(0, r.exit(), r.toString());
        // the reference's own lines for these options (lsalzman/iqm at 8554dca, built and run)
        assertEquals("scale: 2.000000\nmesh translate: 0.000000, 0.000000, 5.000000\n"
                + "rotate: 0.000000, 0.000000, -0.707107, -0.707107\nimported: " + in + "\n\nexported: " + out + "\n",
                r.out());
        assertEquals("", r.err());
        Mesh body = ModelIO.read(Path.of(out)).meshes().get(0);
        // (1,0,0) scaled by 2, turned 90 degrees about Z, then moved 5 along Z
        VertexArray pos = body.array(AttributeKind.POSITION).orElseThrow();
        assertArrayEquals(new float[] {0, 2, 5}, new float[] {pos.getFloat(0, 0), pos.getFloat(0, 1), pos.getFloat(0, 2)},
                1e-5f);

        // C's atof: hex, a number's leading part; scales multiply; rotations compose; one number is Z
        Cli.Result c = Cli.run("iqm", "-s", "0x10", "-s", "2x", "-t", "1,2", "-r", "90,0,0", "-r", "0,0,90", out,
                in.toString());
        assertEquals(0, c.exit(), c.toString());
        assertTrue(c.out().startsWith("scale: 32.000000\nmesh translate: 1.000000, 2.000000, 0.000000\n"
                + "rotate: 0.500000, -0.500000, 0.500000, 0.500000\n"), c.out());
        assertEquals("meshport: warning: -s '2x' is not a number: read as 2, as the reference reads it\n", c.err());

        // out of 1e-8..1e8: clamped, each time
        Cli.Result clamped = Cli.run("iqm", "--scale", "1e9", "-s", "0.5", out, in.toString());
        assertTrue(clamped.out().startsWith("scale: 50000000.000000\n"), clamped.out());
        assertEquals("meshport: warning: --scale 1e9 is outside 1e-8..1e8: clamped to 1e8, as the reference reads it\n",
                clamped.err());
        Cli.Result tiny = Cli.run("iqm", "-s", "0", out, in.toString());
        assertTrue(tiny.out().startsWith("scale: 0.000000\n"), tiny.out());
        assertEquals("meshport: warning: -s 0 is outside 1e-8..1e8: clamped to 1e-8, as the reference reads it\n",
                tiny.err());
        // 1e8 times 1e-8 is 1: no scale line, as the reference prints none
        Cli.Result one = Cli.run("iqm", "--compat", "--scale", "1e9", "-s", "0", out, in.toString());
        assertEquals("imported: " + in + "\n\nexported: " + out + "\n", one.out());
        assertEquals("", one.err());
    }

    @Test
    void inputOptionsApplyToTheNextInputWhereverTheyAre() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path dance = Fixtures.write(dance(), dir.resolve("dance.mtest"));
        String out = dir.resolve("out.iqm").toString();
        // options before the output, long options in any case, settings for each input before it
        Cli.Result r = Cli.run("iqm", "--FPS", "5", out, hero.toString(), "--Name", "run", "--fps", "12", "--loop",
                "--start", "1", "--end", "2", dance.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("", r.err());
        Model m = ModelIO.read(Path.of(out));
        assertEquals(List.of("idle 2 5.0 true", "run 2 12.0 true"), animations(m));

        // --start counts from the animation's first frame, --end -3 drops the last frame, --start -4 is 0
        Cli.Result ends = Cli.run("iqm", out, hero.toString(), "--end", "-3", "--start", "-4", dance.toString());
        assertEquals(0, ends.exit(), ends.toString());
        assertEquals("meshport: warning: --start -4 is negative: read as 0, as the reference reads it\n", ends.err());
        assertEquals(List.of("idle 2 30.0 true", "dance 3 30.0 false"), animations(ModelIO.read(Path.of(out))));

        // integers as C's atoi reads them: 1.9 is 1
        Cli.Result atoi = Cli.run("iqm", "--compat", out, hero.toString(), "--end", "1.9", dance.toString());
        assertEquals("", atoi.err());
        assertEquals(List.of("idle 2 30.0 true", "dance 2 30.0 false"), animations(ModelIO.read(Path.of(out))));
    }

    @Test
    void whatTheReferenceIgnoresIsReportedAndCompatIgnoresItSilently() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path dance = Fixtures.write(dance(), dir.resolve("dance.mtest"));
        String out = dir.resolve("out.iqm").toString();
        List<String> words = List.of("--bogus", "-x", out, "--name=run", "-json", hero.toString(), "--fps", "0",
                dance.toString(), "--loop", "--scale");
        Cli.Result r = Cli.run(words("iqm", words));
        assertEquals(0, r.exit(), r.toString());
        assertEquals("""
                meshport: warning: unknown option --bogus: ignored, as the reference ignores it
                meshport: warning: unknown option -x: ignored, as the reference ignores it
                meshport: warning: unknown option --name=run: ignored, as the reference ignores it (the reference \
                knows no --option=value form: give the value as the next word)
                meshport: warning: -json is read as -j (--forcejoints): the reference reads only the letter after \
                the dash
                meshport: warning: --fps 0 is not positive: the animation keeps its framerate, as the reference \
                keeps it
                meshport: warning: --scale is the last word, without its value: ignored, as the reference ignores it
                meshport: warning: --loop: after the last input, so for no input: ignored, as the reference \
                ignores it
                """, r.err());
        assertEquals("imported: " + hero + "\nimported: " + dance + "\n\nexported: " + out + "\n", r.out());
        Model reported = ModelIO.read(Path.of(out));

        Cli.Result compat = Cli.run(words("iqm", Stream.concat(Stream.of("--compat"), words.stream()).toList()));
        assertEquals(0, compat.exit(), compat.toString());
        assertEquals("", compat.err(), "--compat: silent, as the reference");
        assertEquals(animations(reported), animations(ModelIO.read(Path.of(out))));

        // per-input options on an input without exactly one animation: reported, as in convert
        Cli.Result one = Cli.run("iqm", out, "--name", "x", hero.toString(), "--name", "y", dance.toString());
        assertEquals(0, one.exit(), one.toString());
        assertEquals("", one.err(), "one animation each: applied");
        assertEquals(List.of("x", "y"), ModelIO.read(Path.of(out)).animations().stream().map(Animation::name).toList());
        Mesh plate = Mesh.builder("plate").addArray(VertexArray.ofFloats(Fixtures.POS, new float[] {0, 0, 0, 1, 0, 0,
            0, 1, 0})).triangles(new int[] {0, 1, 2}).build();
        Path still = Fixtures.write(Model.builder().addMesh(plate).build(), dir.resolve("still.mtest"));
        Cli.Result still2 = Cli.run("iqm", out, "--name", "x", still.toString());
        assertEquals(0, still2.exit(), still2.toString());
        assertTrue(still2.err().contains("animation options ignored: the input has 0 animations"), still2.err());
        assertEquals("", Cli.run("iqm", "--compat", out, "--name", "x", still.toString()).err());
    }

    @Test
    void helpListsEveryReferenceOptionAndTheDifferences() {
        Cli.Result r = Cli.run("iqm", "-h");
        assertEquals(0, r.exit(), r.toString());
        assertEquals("", r.err());
        for (String option : List.of("-s, --scale", "-t, --meshtrans", "-r, --rotate", "-j, --forcejoints", "--name",
                "--fps", "--loop", "--start", "--end", "-h, --help", "--compat")) {
            assertTrue(r.out().contains(option), option + " in\n" + r.out());
        }
        assertTrue(r.out().contains("Where meshport differs from the reference:"), r.out());
        assertTrue(r.out().contains("--compat does as the reference instead"), r.out());
        // anywhere, in any of its forms, help ends the command line (nothing after it is read)
        for (String[] args : new String[][] {{"iqm", "out.iqm", "in.iqe", "--help"}, {"iqm", "-help", "--bogus"},
            {"iqm", "--HELP", "out.iqm"}}) {
            Cli.Result h = Cli.run(args);
            assertEquals(0, h.exit(), h.toString());
            assertEquals(r.out(), h.out());
            assertEquals("", h.err());
        }
        // no arguments at all: the help on stderr, and failure, as the reference
        Cli.Result nothing = Cli.run("iqm");
        assertEquals(1, nothing.exit(), nothing.toString());
        assertEquals("", nothing.out());
        assertEquals(r.out(), nothing.err());
    }

    @Test
    void errorsAreTheReferencesWordsThenMeshportsAndExitWithOne() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        String out = dir.resolve("out.iqm").toString();
        assertFailure(Cli.run("iqm", "-j"), "", "no output file specified\n");
        assertFailure(Cli.run("iqm", out), "", "no input files specified\n");
        Path notes = Files.writeString(dir.resolve("notes.txt"), "hello\n");
        assertFailure(Cli.run("iqm", out, notes.toString()), "", "unknown file type: .txt\n");
        Path plain = Files.writeString(dir.resolve("README"), "hello\n");
        assertFailure(Cli.run("iqm", out, plain.toString()), "", "no file type: " + plain + "\n");
        Path missing = dir.resolve("missing.iqe");
        assertFailure(Cli.run("iqm", out, missing.toString()), "", "failed reading: " + missing + "\nmeshport: "
                + missing + ": no such file or directory\n");
        Path bad = Files.writeString(dir.resolve("bad.iqe"), "# Inter-Quake Export\nvp 1 x 2\n");
        assertFailure(Cli.run("iqm", out, hero.toString(), bad.toString()), "imported: " + hero + "\n",
                "failed reading: " + bad + "\nmeshport: " + bad + ":2:6: unexpected 'x', expected a number or end of line\n");
        String nowhere = dir.resolve("no-such-folder").resolve("out.iqm").toString();
        Cli.Result unwritable = Cli.run("iqm", nowhere, hero.toString());
        assertEquals(1, unwritable.exit(), unwritable.toString());
        assertEquals("imported: " + hero + "\n\n", unwritable.out(), "the reference's empty line comes before writing");
        List<String> lines = unwritable.err().lines().toList();
        assertEquals(2, lines.size(), unwritable.err());
        assertEquals("failed writing: " + nowhere, lines.get(0));
        assertTrue(lines.get(1).startsWith("meshport: " + nowhere + ": ") && lines.get(1).contains("no-such-folder"),
                lines.get(1));
        assertFalse(Files.exists(Path.of(out)), "nothing written by a failed run");
    }

    @Test
    void laterInputsAreMatchedByJointNameOrWithCompatByPosition() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path walk = Fixtures.write(Fixtures.walkFile(), dir.resolve("walk.mtest"));
        String out = dir.resolve("out.iqm").toString();
        // walk.mtest's joints are tip, root, cape: by name, root takes its second joint's poses
        Cli.Result byName = Cli.run("iqm", out, hero.toString(), walk.toString());
        assertEquals(0, byName.exit(), byName.toString());
        assertTrue(byName.err().contains("1 joint of the skeleton not animated, keeping the bind pose: tip_end"),
                byName.err());
        Animation named = ModelIO.read(Path.of(out)).animations().get(1);
        assertPose(Fixtures.at(0, 0, 13), named.pose(3, 0));
        assertPose(Fixtures.at(3, 0, 0), named.pose(3, 1));
        assertPose(Fixtures.at(0, 0, 0.5f), named.pose(3, 2));

        Cli.Result byPosition = Cli.run("iqm", "--compat", out, hero.toString(), walk.toString());
        assertEquals(0, byPosition.exit(), byPosition.toString());
        assertEquals("", byPosition.err());
        Animation positional = ModelIO.read(Path.of(out)).animations().get(1);
        assertPose(Fixtures.at(3, 0, 0), positional.pose(3, 0));
        assertPose(Fixtures.at(0, 0, 13), positional.pose(3, 1));
        assertPose(Fixtures.at(0, 0, 23), positional.pose(3, 2));

        // fewer joints and no name in common: an error by name, the identity past them by position
        Model wave = Model.builder().joints(List.of(new Joint("a", -1, Transform.IDENTITY), new Joint("b", 0,
                Transform.IDENTITY))).addAnimation(Fixtures.moving("wave", 2, 2)).build();
        Path waveFile = Fixtures.write(wave, dir.resolve("wave.mtest"));
        Cli.Result refused = Cli.run("iqm", out, hero.toString(), waveFile.toString());
        assertEquals(1, refused.exit(), refused.toString());
        assertEquals("meshport: " + waveFile + ": animation wave shares no joint name with the first input's skeleton"
                + " (--compat takes joints by position, as the reference does)\n", refused.err());
        Cli.Result padded = Cli.run("iqm", "--compat", out, hero.toString(), waveFile.toString());
        assertEquals(0, padded.exit(), padded.toString());
        Animation filled = ModelIO.read(Path.of(out)).animations().get(1);
        assertPose(Fixtures.at(1, 0, 0), filled.pose(1, 0));
        assertPose(Fixtures.at(0, 0, 11), filled.pose(1, 1));
        assertPose(Transform.IDENTITY, filled.pose(1, 2));
    }

    @Test
    void meshesComeFromTheFirstMeshInputOrWithCompatTheLast() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path walk = Fixtures.write(Fixtures.walkFile(), dir.resolve("walk.mtest"));
        Mesh other = Fixtures.character().meshes().get(0).toBuilder().name("other").build();
        Path twin = Fixtures.write(Fixtures.character().toBuilder().meshes(List.of(other)).build(),
                dir.resolve("twin.mtest"));
        String out = dir.resolve("out.iqm").toString();
        // an animation input before the mesh input: the reference still takes the later mesh, animations in order
        Cli.Result late = Cli.run("iqm", out, walk.toString(), hero.toString());
        assertEquals(0, late.exit(), late.toString());
        Model m = ModelIO.read(Path.of(out));
        assertEquals(List.of("body"), m.meshes().stream().map(Mesh::name).toList());
        assertEquals(List.of("walk", "idle"), m.animations().stream().map(Animation::name).toList());

        Cli.Result first = Cli.run("iqm", out, hero.toString(), twin.toString());
        assertEquals(0, first.exit(), first.toString());
        assertTrue(first.err().contains(twin + ": warning: 1 meshes ignored"), first.err());
        assertEquals(List.of("body"), ModelIO.read(Path.of(out)).meshes().stream().map(Mesh::name).toList());
        Cli.Result last = Cli.run("iqm", "--compat", out, hero.toString(), twin.toString());
        assertEquals(0, last.exit(), last.toString());
        assertEquals(List.of("other"), ModelIO.read(Path.of(out)).meshes().stream().map(Mesh::name).toList());
    }

    @Test
    void forceJointsKeepsTheSkeletonOfAnAnimationOnlyResult() throws IOException {
        Path walk = Fixtures.write(Fixtures.walkFile(), dir.resolve("walk.mtest"));
        String out = dir.resolve("out.iqm").toString();
        Cli.Result poses = Cli.run("iqm", out, walk.toString());
        assertEquals(0, poses.exit(), poses.toString());
        assertEquals(out + ": warning: joints left out: the result has no meshes (use --forcejoints to keep them)\n",
                poses.err());
        Model alone = ModelIO.read(Path.of(out));
        assertEquals(List.of(), alone.joints());
        assertEquals(3, alone.animations().get(0).jointCount());

        for (String option : List.of("-j", "--forcejoints")) {
            Cli.Result kept = Cli.run("iqm", out, option, walk.toString());
            assertEquals(0, kept.exit(), kept.toString());
            assertEquals("", kept.err());
            assertEquals(List.of("tip", "root", "cape"), ModelIO.read(Path.of(out)).joints().stream().map(Joint::name)
                    .toList());
        }
    }

    @Test
    void aCommaListMergesTheFilesOfOneSkeleton() throws IOException {
        Path body = Files.copy(RESOURCES.resolve("body.iqe"), dir.resolve("body.iqe"));
        Path head = Files.copy(RESOURCES.resolve("head.iqe"), dir.resolve("head.iqe"));
        Path tail = Files.copy(RESOURCES.resolve("tail.iqe"), dir.resolve("tail.iqe"));
        String out = dir.resolve("out.iqm").toString();
        String pair = body + "," + head;
        Cli.Result r = Cli.run("iqm", out, pair);
        assertEquals(0, r.exit(), r.toString());
        assertEquals("imported: " + pair + "\n\nexported: " + out + "\n", r.out());
        Model m = ModelIO.read(Path.of(out));
        assertEquals(List.of("body skin 1", "head skin 2"), meshes(m));
        assertEquals(List.of("root", "neck"), m.joints().stream().map(Joint::name).toList());

        // one name and material: one mesh (the reference's own merge loses the later file's triangles)
        Cli.Result twice = Cli.run("iqm", out, body + "," + body);
        assertEquals(0, twice.exit(), twice.toString());
        assertEquals(List.of("body skin 2"), meshes(ModelIO.read(Path.of(out))));

        // a missing file is left out, as the reference leaves it out: reported, unless --compat
        Path missing = dir.resolve("missing.iqe");
        Cli.Result gap = Cli.run("iqm", out, body + "," + missing);
        assertEquals(0, gap.exit(), gap.toString());
        assertEquals(missing + ": warning: no such file: left out of the comma list " + body + "," + missing
                + ", as the reference leaves it out\n", gap.err());
        assertEquals("", Cli.run("iqm", "--compat", out, body + "," + missing).err());
        assertFailure(Cli.run("iqm", out, missing + "," + dir.resolve("gone.iqe")), "", "failed reading: " + missing
                + "," + dir.resolve("gone.iqe") + "\nmeshport: " + missing + "," + dir.resolve("gone.iqe")
                + ": none of the files of this comma list exists\n");

        // another skeleton: an error; --compat takes it by position (names of the last file, as the reference)
        Cli.Result mixed = Cli.run("iqm", out, body + "," + tail);
        assertFailure(mixed, "", "failed reading: " + body + "," + tail + "\nmeshport: " + tail + ": joint 1 is 'tail'"
                + " (parent 0), in " + body + " 'neck' (parent 0): a comma list merges meshes of one skeleton (--compat"
                + " takes the joints by position, as the reference does)\n");
        Cli.Result compat = Cli.run("iqm", "--compat", out, body + "," + tail);
        assertEquals(0, compat.exit(), compat.toString());
        Model taken = ModelIO.read(Path.of(out));
        assertEquals(List.of("body skin 1", "tail fur 1"), meshes(taken));
        assertEquals(List.of("root", "tail"), taken.joints().stream().map(Joint::name).toList());
        assertPose(Fixtures.at(0, 0, 1), taken.joints().get(1).basePose());
    }

    @Test
    void anMd5AnimationIsNamedAfterItsPathAsTyped() throws IOException {
        Path door = copy(Corpus.root().resolve("md5/luckystrike/door1"), dir.resolve("door1"));
        String out = dir.resolve("door.iqm").toString();
        Cli.Result r = Cli.run("iqm", out, door.resolve("mesh.md5mesh").toString(), door.resolve("idle.md5anim")
                .toString(), "--name", "opening", door.resolve("open.md5anim").toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(List.of(door.resolve("idle").toString(), "opening"), ModelIO.read(Path.of(out)).animations()
                .stream().map(Animation::name).toList());
    }

    @Test
    void theOutputIsIqmWhateverItsExtension() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path out = dir.resolve("hero.iqe");
        Cli.Result r = Cli.run("iqm", out.toString(), hero.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("meshport: warning: " + out + " is written as IQM whatever its extension, as the reference"
                + " writes it\n", r.err());
        byte[] magic = Arrays.copyOf(Files.readAllBytes(out), 16);
        assertArrayEquals("INTERQUAKEMODEL\0".getBytes(StandardCharsets.US_ASCII), magic);
        assertEquals(ModelIO.read(hero).joints().size(), ModelIO.read(out, "iqm", new io.meshport.io.Diagnostics())
                .joints().size());
    }

    // ---- helpers

    /** An animation-only file on the skeleton of {@link Fixtures#character()}: its joints, one animation "dance". */
    private static Model dance() {
        return Fixtures.character().toBuilder().meshes(List.of()).animations(List.of(Fixtures.moving("dance", 4, 3)))
                .build();
    }

    private static String[] words(String first, List<String> rest) {
        List<String> all = new ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all.toArray(String[]::new);
    }

    private static void assertFailure(Cli.Result r, String out, String err) {
        assertEquals(1, r.exit(), r.toString());
        assertEquals(out, r.out(), r.toString());
        assertEquals(err, r.err(), r.toString());
    }

    private static void assertPose(Transform expected, Transform actual) {
        assertTrue(expected.approximatelyEquals(actual, 1e-3f), "expected " + expected + " but was " + actual);
    }

    private static List<String> animations(Model m) {
        return m.animations().stream().map(a -> a.name() + " " + a.frameCount() + " " + a.framerate() + " " + a.loop())
                .toList();
    }

    private static List<String> meshes(Model m) {
        return m.meshes().stream().map(x -> x.name() + " " + x.material() + " " + x.triangleCount()).toList();
    }

    /** Runs {@code meshport iqm words} as its own process in {@code folder}, as a build script would. */
    private static Cli.Result runIn(Path folder, List<String> words) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), Main.class.getName(), "iqm"));
        command.addAll(words);
        Process p = new ProcessBuilder(command).directory(folder.toFile()).redirectOutput(folder.resolve("stdout")
                .toFile()).redirectError(folder.resolve("stderr").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "meshport iqm " + words);
        return new Cli.Result(p.exitValue(), Files.readString(folder.resolve("stdout")),
                Files.readString(folder.resolve("stderr")));
    }

    private static Path copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName().toString()));
            }
        }
        return to;
    }

    private static Model readIqm(Path file) throws IOException {
        if (!file.getFileName().toString().endsWith(".gz")) {
            return ModelIO.read(file);
        }
        Path plain = Files.createTempFile("reference", ".iqm");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            Files.write(plain, in.readAllBytes());
            return ModelIO.read(plain);
        } finally {
            Files.delete(plain);
        }
    }

    /**
     * The reference's IQM and ours hold one model: the meshes (names, materials, triangle counts, and
     * each triangle's corner positions and texture coordinates, in any vertex and triangle order: the
     * compilers order vertices differently), the joints and animations by name, frame count, framerate
     * and loop, and the skeleton's and animations' poses and the bounds within twice the quantisation
     * step, as the conformance tests' ReferenceIqm compares them.
     */
    private static void assertSameAsTheReference(Model reference, Model ours) throws IOException {
        assertEquals(meshes(reference), meshes(ours), "meshes");
        assertEquals(reference.joints().stream().map(Joint::name).toList(), ours.joints().stream().map(Joint::name)
                .toList(), "joint names");
        assertEquals(animations(reference), animations(ours), "animations");
        for (int m = 0; m < reference.meshes().size(); m++) {
            List<double[]> expected = corners(reference.meshes().get(m));
            List<double[]> actual = corners(ours.meshes().get(m));
            for (int t = 0; t < expected.size(); t++) {
                assertArrayEquals(expected.get(t), actual.get(t), 1e-3, "mesh " + reference.meshes().get(m).name()
                        + ", triangle " + t + " of the sorted triangles");
            }
        }
        ModelFormat iqm = ModelIO.require("iqm");
        Model.Builder referenceRest = reference.toBuilder().meshes(List.of());
        Model.Builder ourRest = ours.toBuilder().meshes(List.of());
        for (Class<?> own : iqm.capabilities().extras()) {
            referenceRest.removeExtra(own);
            ourRest.removeExtra(own);
        }
        ModelDiff.assertEquivalent(referenceRest.build(), ourRest.build(), new ModelDiff.Tolerance(0, 2e-3, 2e-3, false));
    }

    /** Each triangle as its corners' position and texture coordinates, smallest corner first, the triangles sorted. */
    private static List<double[]> corners(Mesh mesh) {
        VertexArray pos = mesh.array(AttributeKind.POSITION).orElseThrow();
        VertexArray uv = mesh.array(AttributeKind.TEXCOORD).orElse(null);
        List<double[]> out = new ArrayList<>();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            double[][] c = new double[3][5];
            for (int k = 0; k < 3; k++) {
                int v = mesh.corner(t, k);
                for (int i = 0; i < 3; i++) {
                    c[k][i] = pos.getDouble(v, i);
                }
                for (int i = 0; uv != null && i < 2; i++) {
                    c[k][3 + i] = uv.getDouble(v, i);
                }
            }
            int first = 0;
            for (int k = 1; k < 3; k++) {
                if (ROUNDED.compare(c[k], c[first]) < 0) {
                    first = k;
                }
            }
            double[] triangle = new double[15];
            for (int k = 0; k < 3; k++) {
                System.arraycopy(c[(first + k) % 3], 0, triangle, 5 * k, 5);
            }
            out.add(triangle);
        }
        out.sort(ROUNDED);
        return out;
    }

    /** Lexicographic on values rounded to 1e-3, so that float noise does not reorder triangles. */
    private static final Comparator<double[]> ROUNDED = (a, b) -> {
        for (int i = 0; i < a.length; i++) {
            int c = Long.compare(Math.round(a[i] * 1000), Math.round(b[i] * 1000));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    };
}
