package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code meshport convert}'s model edits (docs/edits.md) on a real corpus file, the Unvanquished
 * drill (IQE: two meshes of one material, two joints, five animations): each runs in the order
 * given and says what it did.
 */
class ModelEditsCommandTest {
    @TempDir
    Path dir;

    private static Path drill() {
        return Corpus.root().resolve("iqe/drill/drill.iqe");
    }

    private Model convert(String... args) throws IOException {
        Path out = dir.resolve("out.iqe");
        String[] all = new String[args.length + 4];
        all[0] = "convert";
        all[1] = "--force";
        System.arraycopy(args, 0, all, 2, args.length);
        all[args.length + 2] = drill().toString();
        all[args.length + 3] = out.toString();
        Cli.Result r = Cli.run(all);
        assertEquals(0, r.exit(), r.toString());
        last = r;
        return ModelIO.read(out);
    }

    private Cli.Result last;

    private static double[] bounds(Model m) {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE,
            -Double.MAX_VALUE};
        for (Mesh mesh : m.meshes()) {
            VertexArray p = mesh.array(AttributeKind.POSITION).orElseThrow();
            for (int v = 0; v < p.vertexCount(); v++) {
                for (int c = 0; c < 3; c++) {
                    b[c] = Math.min(b[c], p.getDouble(v, c));
                    b[c + 3] = Math.max(b[c + 3], p.getDouble(v, c));
                }
            }
        }
        return b;
    }

    @Test
    void groundAndCenterMoveTheWholeModelAndSayBy() throws IOException {
        Model original = ModelIO.read(drill());
        Model grounded = convert("--center", "--ground");
        double[] b = bounds(grounded);
        assertEquals(0, (b[0] + b[3]) / 2, 1e-4);
        assertEquals(0, (b[1] + b[4]) / 2, 1e-4);
        assertEquals(0, b[2], 1e-5);
        assertTrue(last.err().contains("note: --center: moved by"), last.err());
        assertTrue(last.err().contains("note: --ground: moved by (0.00000, 0.00000, "), last.err());
        // the skeleton moved with the skin: the root joint's base translation by the same vector
        double dz = bounds(grounded)[2] - bounds(original)[2];
        assertEquals(original.joints().get(0).basePose().tz() + dz, grounded.joints().get(0).basePose().tz(), 1e-3);
    }

    @Test
    void mirrorTwiceIsTheModelAndOnceMirrorsIt() throws IOException {
        Model original = ModelIO.read(drill());
        Model once = convert("--mirror", "x");
        assertEquals(-bounds(original)[3], bounds(once)[0], 1e-5);
        Model twice = convert("--mirror", "x", "--mirror", "x");
        assertEquals(original.meshes().get(0).array(AttributeKind.POSITION), twice.meshes().get(0)
                .array(AttributeKind.POSITION));
        assertTrue(java.util.Arrays.equals(original.meshes().get(0).triangleIndices(),
                twice.meshes().get(0).triangleIndices()));
    }

    @Test
    void meshesMaterialsAndAnimationsByName() throws IOException {
        Model merged = convert("--merge-meshes", "--rename-material", "models/buildables/drill/drill=drill",
                "--material-prefix", "textures/");
        assertEquals(1, merged.meshes().size());
        assertEquals(4200, merged.meshes().get(0).vertexCount());
        assertEquals("textures/drill", merged.meshes().get(0).material());
        assertTrue(last.err().contains("--merge-meshes: 2 meshes merged into 1 mesh by material"), last.err());
        Model kept = convert("--keep-mesh", "arm");
        assertEquals(List.of("arm"), kept.meshes().stream().map(Mesh::name).toList());
        Model clips = convert("--split-animation", "Take 001:0:99:open", "--split-animation", "Take 001:100:290:close",
                "--remove-animation", "Take 001", "--rename-animation", "idle=stand", "--trim", "stand:0:9");
        List<String> names = clips.animations().stream().map(Animation::name).toList();
        assertTrue(names.containsAll(List.of("open", "close", "stand")) && !names.contains("Take 001"), names.toString());
        assertEquals(100, clips.animations().get(names.indexOf("open")).frameCount());
        assertEquals(191, clips.animations().get(names.indexOf("close")).frameCount());
        assertEquals(10, clips.animations().get(names.indexOf("stand")).frameCount());
    }

    @Test
    void limitWeightsLeavesAtMostTheLimitAVertex() throws IOException {
        Model one = convert("--limit-weights", "1");
        for (Mesh mesh : one.meshes()) {
            VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
            for (int v = 0; v < w.vertexCount(); v++) {
                int nonZero = 0;
                for (int c = 0; c < w.size(); c++) {
                    nonZero += w.getDouble(v, c) > 0 ? 1 : 0;
                }
                assertTrue(nonZero <= 1, "vertex " + v);
            }
        }
    }

    @Test
    void normalsTangentsAndDedupRecomputeWhatTheySay() throws IOException {
        Model original = ModelIO.read(drill());
        Model hard = convert("--normals", "30", "--tangents");
        assertTrue(hard.meshes().get(0).vertexCount() >= original.meshes().get(0).vertexCount());
        assertTrue(last.err().contains("--normals 30: normals of 2 meshes computed, smooth up to 30 degrees"),
                last.err());
        assertTrue(last.err().contains("--tangents: tangents of 2 meshes computed"), last.err());
        for (Mesh mesh : hard.meshes()) {
            VertexArray n = mesh.array(AttributeKind.NORMAL).orElseThrow();
            for (int v = 0; v < n.vertexCount(); v++) {
                double len = Math.sqrt(n.getDouble(v, 0) * n.getDouble(v, 0) + n.getDouble(v, 1) * n.getDouble(v, 1)
                        + n.getDouble(v, 2) * n.getDouble(v, 2));
                assertTrue(len == 0 || Math.abs(len - 1) < 1e-4, "vertex " + v + ": " + len);
            }
        }
        convert("--dedup");
        assertTrue(last.err().contains("--dedup: "), last.err());
    }

    @Test
    void resampleAtHalfTheRateKeepsEveryOtherFrameExactly() throws IOException {
        Model original = ModelIO.read(drill());
        Model half = convert("--keep-animation", "idle", "--resample", "30");
        Animation before = original.animations().stream().filter(a -> a.name().equals("idle")).findFirst()
                .orElseThrow();
        Animation after = half.animations().get(0);
        assertEquals(30f, after.framerate());
        assertEquals((before.frameCount() - 1) / 2 + 1, after.frameCount());
        for (int f = 0; f < after.frameCount(); f++) {
            for (int j = 0; j < after.jointCount(); j++) {
                assertEquals(before.pose(2 * f, j).tx(), after.pose(f, j).tx(), 1e-4, "frame " + f);
                assertEquals(before.pose(2 * f, j).qw(), after.pose(f, j).qw(), 1e-4, "frame " + f);
            }
        }
        assertTrue(last.err().contains("--resample 30: idle 126 -> 63 frames"), last.err());
    }

    @Test
    void jointsRenamedByAMap() throws IOException {
        Path map = Files.writeString(dir.resolve("joints.txt"), "Bone_base root\nBone_arm arm\nnone x\n");
        Model renamed = convert("--rename-joints", map.toString());
        assertEquals(List.of("root", "arm"), renamed.joints().stream().map(j -> j.name()).toList());
        assertTrue(last.err().contains("warning: --rename-joints " + map + ": no joint is named 'none'"), last.err());
    }

    @Test
    void meshesSplitAtVertexAndJointLimitsAndRootsHeldInPlace() throws IOException {
        Model parts = convert("--split-meshes", "max-vertices=1000");
        assertTrue(parts.meshes().size() >= 5, parts.meshes().size() + " parts");
        parts.meshes().forEach(m -> assertTrue(m.vertexCount() <= 1000, m.name() + " " + m.vertexCount()));
        assertEquals(5044, parts.meshes().stream().mapToInt(Mesh::triangleCount).sum());
        Model palettes = convert("--split-joints", "1");
        for (Mesh mesh : palettes.meshes()) {
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElseThrow();
            VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
            java.util.Set<Integer> joints = new java.util.HashSet<>();
            for (int v = 0; v < w.vertexCount(); v++) {
                for (int c = 0; c < w.size(); c++) {
                    if (w.getDouble(v, c) > 0) {
                        joints.add((int) idx.getDouble(v, c));
                    }
                }
            }
            assertTrue(joints.size() <= 1 || last.err().contains("alone weight more than 1 joint"), joints.toString());
        }
        Model inPlace = convert("--zero-root");
        for (Animation a : inPlace.animations()) {
            for (int f = 0; f < a.frameCount(); f++) {
                assertEquals(a.pose(0, 0).tx(), a.pose(f, 0).tx(), 0f, a.name() + " frame " + f);
                assertEquals(a.pose(0, 0).ty(), a.pose(f, 0).ty(), 0f, a.name() + " frame " + f);
            }
        }
    }

    @Test
    void bindPosesTakenFromAnotherFileByJointName() throws IOException {
        Path mirrored = dir.resolve("mirrored.iqe");
        assertEquals(0, Cli.run("convert", "--mirror", "x", drill().toString(), mirrored.toString()).exit());
        Model other = ModelIO.read(mirrored);
        Model posed = convert("--bind-pose-from", mirrored.toString());
        for (int j = 0; j < posed.joints().size(); j++) {
            assertEquals(other.joints().get(j).basePose(), posed.joints().get(j).basePose(), "joint " + j);
        }
        assertTrue(last.err().contains("--bind-pose-from " + mirrored + ": the base poses of "), last.err());
        Cli.Result missing = Cli.run("convert", "--bind-pose-from", dir.resolve("none.iqe").toString(),
                drill().toString(), dir.resolve("o.iqe").toString());
        assertEquals(2, missing.exit(), missing.toString());
    }

    @Test
    void aBadEditIsAUsageErrorAndANameNotFoundAWarning() throws IOException {
        Cli.Result bad = Cli.run("convert", "--mirror", "w", drill().toString(), dir.resolve("o.iqe").toString());
        assertEquals(2, bad.exit(), bad.toString());
        assertTrue(bad.err().contains("--mirror takes x, y or z, not 'w'"), bad.err());
        Cli.Result trim = Cli.run("convert", "--trim", "idle:9:3", drill().toString(), dir.resolve("o.iqe").toString());
        assertEquals(2, trim.exit(), trim.toString());
        assertTrue(trim.err().contains("--trim: frames 9 to 3 are no range"), trim.err());
        convert("--remove-mesh", "nothing");
        assertTrue(last.err().contains("warning: --remove-mesh nothing: no mesh is named 'nothing'"), last.err());
        Path map = Files.writeString(dir.resolve("map.txt"), "# old new\nmodels/buildables/drill/drill  drill2\n");
        Model mapped = convert("--material-map", map.toString());
        assertEquals("drill2", mapped.meshes().get(0).material());
    }
}
