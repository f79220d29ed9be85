package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    private static final float EPS = 1e-5f;

    @TempDir
    Path dir;

    private List<String> dirListing() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void convertsAndTheOutputReadsBackTheSame() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path out = dir.resolve("copy.mtest");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("", r.err());
        assertEquals(ModelIO.read(in), ModelIO.read(out));
    }

    @Test
    void anExistingOutputIsKeptUnlessForced() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path out = Files.writeString(dir.resolve("out.mtest"), "precious");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + out + ": exists (use --force to replace it)\n", r.err());
        assertEquals("precious", Files.readString(out));

        Cli.Result forced = Cli.run("convert", "--force", in.toString(), out.toString());
        assertEquals(0, forced.exit(), forced.toString());
        assertEquals(ModelIO.read(in), ModelIO.read(out));
    }

    @Test
    void aFailureWhileWritingLeavesNoPartialFileAndKeepsTheOldOne() throws IOException {
        // the writer fails half-way for this comment; the reader does not mind it
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("in.mtest"));
        Files.writeString(in, Files.readString(in).replaceFirst("(?m)^comment .*$", "comment " + MtestFormat.FAIL_COMMENT));
        Cli.Result r = Cli.run("convert", in.toString(), dir.resolve("new.mtest").toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: simulated failure while writing\n", r.err());
        assertEquals(List.of("in.mtest"), dirListing(), "no output and no temporary file");

        Path old = Files.writeString(dir.resolve("old.mtest"), "old content");
        Cli.Result forced = Cli.run("convert", "--force", in.toString(), old.toString());
        assertEquals(3, forced.exit(), forced.toString());
        assertEquals("old content", Files.readString(old));
        assertEquals(List.of("in.mtest", "old.mtest"), dirListing());
    }

    @Test
    void lossesAreReportedAsWarnings() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path out = dir.resolve("hero.tri");
        Cli.Result r = Cli.run("convert", in.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        // one line per kind of loss, from the capabilities tri declares
        assertEquals("""
                warning: normal is not stored in tri
                warning: blendindexes is not stored in tri
                warning: blendweights is not stored in tri
                warning: custom stream 'glow' is not stored in tri
                warning: materials are not stored in tri
                warning: mesh names are not stored in tri
                warning: the skeleton (3 joints) is not stored in tri
                warning: 1 animation(s) are not stored in tri
                warning: the comment is not stored in tri
                """, r.err());
        assertEquals("1.0 0.0 0.0 0.0 1.0 0.0 0.0 0.0 1.0\n", Files.readString(out));

        Cli.Result quiet = Cli.run("convert", "--quiet", "--force", in.toString(), out.toString());
        assertEquals(0, quiet.exit(), quiet.toString());
        assertEquals("", quiet.err(), "--quiet: no warnings");
    }

    @Test
    void toOverridesTheExtensionAndFromOverridesDetection() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path renamed = Files.copy(in, dir.resolve("hero.data"));
        Path out = dir.resolve("out.data");
        Cli.Result r = Cli.run("convert", "--from", "mtest", "--to", "mtest", renamed.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals(ModelIO.read(in), ModelIO.read(out, "mtest", new io.meshport.io.Diagnostics()));
    }

    @Test
    void laterInputsAppendAnimationsRemappedByJointNameWithPerInputOptions() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path walk = Fixtures.write(Fixtures.walkFile(), dir.resolve("walk.mtest"));
        Path out = dir.resolve("out.mtest");
        Cli.Result r = Cli.run("convert", hero.toString(), "--name", "run", "--fps", "12", "--loop", "--start", "1",
                "--end", "2", walk.toString(), out.toString());
        assertEquals(0, r.exit(), r.toString());
        Model m = ModelIO.read(out);
        assertEquals(Fixtures.character().meshes(), m.meshes());
        assertEquals(Fixtures.skeleton(), m.joints());
        assertEquals(List.of("idle", "run"), m.animations().stream().map(Animation::name).toList());
        Animation run = m.animations().get(1);
        assertEquals(2, run.frameCount(), "frames 1..2 of 5");
        assertEquals(12f, run.framerate());
        assertTrue(run.loop());
        // walk.mtest lists tip, root, cape: its joint 0 ("tip") moves along X by the frame number
        assertEquals(1f, run.pose(0, 1).tx(), "tip's poses land on the skeleton's tip");
        assertEquals(11f, run.pose(0, 0).tz(), "root's poses land on the skeleton's root");
        assertEquals(Fixtures.skeleton().get(2).basePose(), run.pose(0, 2), "tip_end is not animated");
        assertTrue(r.err().contains(walk + ": warning: animation run: 1 joint of the skeleton not animated,"
                + " keeping the bind pose: tip_end"), r.err());
        assertTrue(r.err().contains("1 joint not in the first input's skeleton, dropped: cape"), r.err());
        assertTrue(r.err().contains("1 joint with another parent than in the first input's skeleton: tip"), r.err());
    }

    @Test
    void anInputSharingNoJointIsMalformedInput() throws IOException {
        Path hero = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Model stranger = Model.builder().addJoint(new io.meshport.model.Joint("x", -1, Transform.IDENTITY))
                .addAnimation(Fixtures.moving("wave", 1, 1)).build();
        Path other = Fixtures.write(stranger, dir.resolve("other.mtest"));
        Cli.Result r = Cli.run("convert", hero.toString(), other.toString(), dir.resolve("out.mtest").toString());
        assertEquals(1, r.exit(), r.toString());
        assertTrue(r.err().startsWith("meshport: " + other + ": animation wave shares no joint name"), r.err());
        assertFalse(Files.exists(dir.resolve("out.mtest")));
    }

    @Test
    void optionsForAnInputWithSeveralAnimationsAreReported() throws IOException {
        Model two = Fixtures.character().toBuilder().addAnimation(Fixtures.moving("extra", 1, 3)).build();
        Path in = Fixtures.write(two, dir.resolve("two.mtest"));
        Cli.Result r = Cli.run("convert", "--name", "x", in.toString(), dir.resolve("out.mtest").toString());
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.err().contains("animation options ignored: the input has 2 animations"), r.err());
        assertEquals(List.of("idle", "extra"), ModelIO.read(dir.resolve("out.mtest")).animations().stream()
                .map(Animation::name).toList());
    }

    @Test
    void scaleRotateAndTranslateApplyToMeshesAndSkeleton() throws IOException {
        // stale bounds on purpose: a transform recomputes the bounds of a model that has them
        Bounds stale = new Bounds(0, 0, 0, 0, 0, 0, 0, 0);
        Model withBounds = Fixtures.character().toBuilder().frameBounds(List.of(stale, stale)).build();
        Path in = Fixtures.write(withBounds, dir.resolve("hero.mtest"));
        Path out = dir.resolve("out.mtest");
        Cli.Result r = Cli.run("convert", "--scale", "2", "--rotate", "0,0,90", "--translate", "1,0,0", in.toString(),
                out.toString());
        assertEquals(0, r.exit(), r.toString());
        Model m = ModelIO.read(out);
        VertexArray p = m.meshes().get(0).array(AttributeKind.POSITION).orElseThrow();
        // (1,0,0) scaled to (2,0,0), turned to (0,2,0), moved to (1,2,0)
        assertEquals(1f, p.getFloat(0, 0), EPS);
        assertEquals(2f, p.getFloat(0, 1), EPS);
        assertEquals(0f, p.getFloat(0, 2), EPS);
        VertexArray n = m.meshes().get(0).array(AttributeKind.NORMAL).orElseThrow();
        assertEquals(1f, n.getFloat(0, 1), EPS, "normals turn but do not scale or move");
        assertEquals(2f, m.joints().get(1).basePose().tz(), EPS, "joint offsets scale");
        Transform root = m.animations().get(0).pose(1, 0);
        assertEquals(0f, root.tx(), EPS);
        assertEquals(2f, root.ty(), EPS, "the root's animation offset is scaled and turned");
        // frame 0: vertices 0 and 1 rest on the root at (1,2,0) and (-1,0,0); vertex 2 rides on the
        // tip, whose animated offset (0,0,20) exceeds its bind offset (0,0,2) by 18: (1,0,2) -> (1,0,20)
        Bounds b = m.frameBounds().get(0);
        assertEquals(List.of(-1f, 0f, 0f, 1f, 2f, 20f), List.of(b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(),
                b.maxZ()), b.toString());
        assertEquals((float) Math.sqrt(5), b.xyRadius(), EPS);
        assertEquals((float) Math.sqrt(401), b.radius(), EPS);
    }

    /** An animation-only result keeps its joints, names and all (lsalzman/iqm#63); -j is accepted. */
    @Test
    void jointsOfAnAnimationOnlyResultAreKept() throws IOException {
        Path walk = Fixtures.write(Fixtures.walkFile(), dir.resolve("walk.mtest"));
        Cli.Result r = Cli.run("convert", walk.toString(), dir.resolve("a.mtest").toString());
        assertEquals(0, r.exit(), r.toString());
        assertEquals("", r.err());
        Model plain = ModelIO.read(dir.resolve("a.mtest"));
        assertEquals(Fixtures.walkFile().joints(), plain.joints());
        assertEquals(3, plain.animations().get(0).jointCount());

        Cli.Result forced = Cli.run("convert", "--forcejoints", walk.toString(), dir.resolve("b.mtest").toString());
        assertEquals(0, forced.exit(), forced.toString());
        assertEquals("", forced.err());
        assertEquals(Fixtures.walkFile().joints(), ModelIO.read(dir.resolve("b.mtest")).joints());
    }

    @Test
    void aMissingInputIsAnIoErrorAndWritesNothing() {
        Cli.Result r = Cli.run("convert", dir.resolve("nope.mtest").toString(), dir.resolve("out.mtest").toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + dir.resolve("nope.mtest") + ": no such file or directory\n", r.err());
        assertFalse(Files.exists(dir.resolve("out.mtest")));
    }

    @Test
    void aMissingOutputDirectoryOrADirectoryAsInputIsAnIoError() throws IOException {
        Path in = Fixtures.write(Fixtures.character(), dir.resolve("hero.mtest"));
        Path nowhere = dir.resolve("no/such/dir/out.mtest");
        Cli.Result r = Cli.run("convert", in.toString(), nowhere.toString());
        assertEquals(3, r.exit(), r.toString());
        assertEquals("meshport: " + nowhere.getParent() + ": no such directory for the output\n", r.err());

        // a directory among several inputs; alone, it is a batch (BatchConvertTest)
        Cli.Result fromDir = Cli.run("convert", in.toString(), dir.toString(), dir.resolve("out.mtest").toString());
        assertEquals(3, fromDir.exit(), fromDir.toString());
        assertEquals("meshport: " + dir + ": is a directory, not a model file\n", fromDir.err());
    }
}
