package io.meshport.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelIO;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.harness.junit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code meshport convert}'s model edits (docs/edits.md) on a real corpus file, the Unvanquished
 * drill (IQE: two meshes of one material, two joints, five animations): each runs in the order
 * given and says what it did. The skeleton edits also run on the Unvanquished medistat (31 joints,
 * depth-first; ten animations, a cross whose scale is animated).
 */
class ModelEditsCommandTest {
    @TempDir
    Path dir;

    private static Path drill() {
        return Corpus.root().resolve("iqe/drill/drill.iqe");
    }

    private Model convert(String... args) throws IOException {
        return convertFrom(drill(), args);
    }

    private Model convertFrom(Path in, String... args) throws IOException {
        Path out = dir.resolve("out.iqe");
        String[] all = new String[args.length + 4];
        all[0] = "convert";
        all[1] = "--force";
        System.arraycopy(args, 0, all, 2, args.length);
        all[args.length + 2] = in.toString();
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
    void jointScaleRemovedKeepsTheSkinWhereTheScaleIsNotAnimated() throws IOException {
        // the drill with its root joint scaled by 1.5 in the base pose and every frame: exact to remove
        Model drill = ModelIO.read(drill());
        List<Joint> joints = new ArrayList<>(drill.joints());
        joints.set(0, new Joint(joints.get(0).name(), -1, scaledBy(joints.get(0).basePose(), 1.5f)));
        List<Animation> animations = new ArrayList<>();
        for (Animation a : drill.animations()) {
            float[] channels = a.channels();
            for (int at = 7; at < channels.length; at += a.jointCount() * Transform.CHANNELS) {
                channels[at] *= 1.5f; // joint 0's scale, x, y and z
                channels[at + 1] *= 1.5f;
                channels[at + 2] *= 1.5f;
            }
            animations.add(Animation.of(a.name(), a.framerate(), a.loop(), a.jointCount(), channels));
        }
        Path in = dir.resolve("scaled.iqe");
        ModelIO.write(drill.toBuilder().joints(joints).animations(animations).build(), in);
        Model before = ModelIO.read(in);
        Model after = convertFrom(in, "--remove-joint-scale");
        assertTrue(last.err().contains("--remove-joint-scale: the scale of 1 joint set to 1 in the base pose and "
                + before.frameCount() + " frames ('Bone_base')"), last.err());
        assertFalse(last.err().contains("not kept exactly"), last.err());
        assertEquals(1f, after.joints().get(0).basePose().sx());
        for (int a = -1; a < before.animations().size(); a++) {
            for (int f = 0; f < (a < 0 ? 1 : before.animations().get(a).frameCount()); f++) {
                assertSkin(io.meshport.harness.MeshMeasures.skinnedPositions(before, a, f), io.meshport.harness.MeshMeasures.skinnedPositions(after, a, f), 1e-5, a + ":" + f);
            }
        }
        // the Unvanquished medistat scales its cross in from a tenth in some frames: those move, reported
        Model medistat = ModelIO.read(medistat());
        Model unscaled = convertFrom(medistat(), "--remove-joint-scale");
        assertTrue(last.err().contains("warning: --remove-joint-scale: not kept exactly where a joint carries another"
                + " scale than in the base pose: 'jnt_cross' (animated scale, 276 frames): vertices it skins move by"
                + " up to "), last.err());
        int cross = 14;
        int kept = 0;
        for (int a = 0; a < medistat.animations().size(); a++) {
            Animation anim = medistat.animations().get(a);
            for (int f = 0; f < anim.frameCount(); f++) {
                assertEquals(1f, unscaled.animations().get(a).pose(f, cross).sx());
                if (anim.pose(f, cross).sx() == 1) {
                    kept++;
                    assertSkin(io.meshport.harness.MeshMeasures.skinnedPositions(medistat, a, f), io.meshport.harness.MeshMeasures.skinnedPositions(unscaled, a, f), 1e-5,
                            anim.name() + " " + f);
                }
            }
        }
        assertEquals(medistat.frameCount() - 276, kept);
    }

    @Test
    void jointsReorderedBreadthFirstAndBackDepthFirst() throws IOException {
        // the medistat's 31 joints are depth-first: breadth-first moves them, depth-first puts them back
        Model medistat = ModelIO.read(medistat());
        Model wide = convertFrom(medistat(), "--reorder-joints", "breadth-first");
        assertTrue(last.err().contains("note: --reorder-joints breadth-first: 28 joints of 31 moved into"
                + " breadth-first order, the blend indexes of 12 meshes and the poses of 10 animations renumbered"),
                last.err());
        int depth = 0;
        for (int j = 0; j < wide.joints().size(); j++) {
            int d = 0;
            for (int p = wide.joints().get(j).parent(); p >= 0; p = wide.joints().get(p).parent()) {
                d++;
            }
            assertTrue(d >= depth, "joint " + j + " at depth " + d + " after depth " + depth);
            depth = d;
        }
        for (int a = -1; a < medistat.animations().size(); a++) {
            for (int f = 0; f < (a < 0 ? 1 : medistat.animations().get(a).frameCount()); f++) {
                assertSkin(io.meshport.harness.MeshMeasures.skinnedPositions(medistat, a, f), io.meshport.harness.MeshMeasures.skinnedPositions(wide, a, f), 0, a + ":" + f);
            }
        }
        Path in = dir.resolve("wide.iqe");
        Files.copy(dir.resolve("out.iqe"), in);
        Model back = convertFrom(in, "--reorder-joints", "depth-first");
        assertEquals(medistat.joints(), back.joints());
        assertEquals(medistat.animations(), back.animations());
        assertEquals(medistat.meshes(), back.meshes());
        convertFrom(medistat(), "--reorder-joints", "parent-first");
        assertTrue(last.err().contains("note: --reorder-joints parent-first: 31 joints in parent-first order already"),
                last.err());
    }

    private static Path medistat() {
        return Corpus.root().resolve("iqe/medistat/medistat.iqe");
    }

    private static Transform scaledBy(Transform t, float s) {
        return new Transform(t.tx(), t.ty(), t.tz(), t.qx(), t.qy(), t.qz(), t.qw(), t.sx() * s, t.sy() * s,
                t.sz() * s);
    }

    /** Every mesh's positions within {@code tolerance} of the largest coordinate (at least 1); 0: bit for bit. */
    private static void assertSkin(List<float[]> expected, List<float[]> actual, double tolerance, String what) {
        assertEquals(expected.size(), actual.size());
        for (int m = 0; m < expected.size(); m++) {
            double size = 1;
            for (float x : expected.get(m)) {
                size = Math.max(size, Math.abs(x));
            }
            if (tolerance == 0) {
                assertTrue(java.util.Arrays.equals(expected.get(m), actual.get(m)), what + " mesh " + m);
            } else {
                assertArrayEquals(expected.get(m), actual.get(m), (float) (tolerance * size), what + " mesh " + m);
            }
        }
    }

    /** --simplify on the drill: half the triangles, the shape within a small share of its size, skin kept per vertex. */
    @Test
    void simplifyHalvesTheDrillAndKeepsItsShape() throws IOException {
        Model original = ModelIO.read(drill());
        Model half = convert("--simplify", "0.5");
        assertTrue(last.err().contains("note: --simplify 0.5000: 5044 triangles to "), last.err());
        long triangles = half.triangleCount();
        assertTrue(triangles <= 2524 && triangles >= 2400, "triangles " + triangles);
        for (int m = 0; m < original.meshes().size(); m++) {
            io.meshport.harness.SurfaceDistance.Result d = io.meshport.harness.SurfaceDistance.between(
                    original.meshes().get(m), half.meshes().get(m), 20000, 1);
            assertTrue(d.relativeMean() < 0.005 && d.relativeHausdorff() < 0.05, "mesh " + m + ": " + d);
        }
        // every vertex kept is one of the original's, blend data and all: bounds inside the original's
        double[] before = bounds(original);
        double[] after = bounds(half);
        for (int c = 0; c < 3; c++) {
            assertTrue(after[c] >= before[c] - 1e-6 && after[c + 3] <= before[c + 3] + 1e-6);
        }
        Model bounded = convert("--simplify-error", "0.001");
        assertTrue(bounded.triangleCount() < original.triangleCount() && bounded.triangleCount() > triangles,
                "--simplify-error 0.001 keeps more than half: " + bounded.triangleCount());
    }

    /**
     * --simplify-attributes: the drill's texture coordinates counted, half its triangles still go and
     * the result differs from shape alone; a bad spelling is a usage error.
     */
    @Test
    void simplifyAttributesCountTextureCoordinatesAndNormals() throws IOException {
        Model shape = convert("--simplify", "0.5");
        Model textured = convert("--simplify-attributes", "uv=1,normal=0.5", "--simplify", "0.5");
        assertTrue(last.err().contains("note: --simplify 0.5000: 5044 triangles to "), last.err());
        assertTrue(textured.triangleCount() <= 2524, "triangles " + textured.triangleCount());
        assertNotEquals(shape, textured, "the attributes change which collapses are cheapest");
        Cli.Result bad = Cli.run("convert", "--simplify-attributes", "tint=1", "--simplify", "0.5", drill().toString(),
                dir.resolve("o.iqe").toString());
        assertEquals(2, bad.exit(), bad.toString());
        assertTrue(bad.err().contains("--simplify-attributes takes uv=W,normal=W,color=W, not tint=1"), bad.err());
    }

    /**
     * --simplify-permissive: the drill hard-shaded (--normals 0: a point's copies split wherever faces
     * meet at an angle) keeps most of its triangles, its points being held; permissive, the same
     * simplification goes further, whether the flag comes before or after it.
     */
    @Test
    void simplifyPermissiveMovesPointsOfManyCopies() throws IOException {
        int held = triangles(convert("--normals", "0", "--simplify", "0.25"));
        int after = triangles(convert("--normals", "0", "--simplify", "0.25", "--simplify-permissive"));
        int before = triangles(convert("--normals", "0", "--simplify-permissive", "--simplify", "0.25"));
        assertEquals(after, before, "the flag holds wherever it is given");
        assertTrue(after < held, "permissive " + after + " against held " + held);
        assertTrue(after <= 5044 / 4 + 2, "near the target: " + after);
    }

    private static int triangles(Model m) {
        return m.meshes().stream().mapToInt(Mesh::triangleCount).sum();
    }

    /** --lod 3: two more meshes of each, named after it, each about half the one before. */
    @Test
    void lodAddsAChainOfNamedLevels() throws IOException {
        Model chain = convert("--lod", "3");
        List<String> names = chain.meshes().stream().map(Mesh::name).toList();
        assertEquals(List.of("drill", "arm", "drill_lod1", "drill_lod2", "arm_lod1", "arm_lod2"), names);
        for (String base : List.of("drill", "arm")) {
            int t0 = chain.meshes().get(names.indexOf(base)).triangleCount();
            int t1 = chain.meshes().get(names.indexOf(base + "_lod1")).triangleCount();
            int t2 = chain.meshes().get(names.indexOf(base + "_lod2")).triangleCount();
            assertTrue(t1 <= t0 / 2 + 1 && t2 <= t1 / 2 + 1 && t2 > 0, base + ": " + t0 + " " + t1 + " " + t2);
        }
        assertTrue(last.err().contains("note: --lod 3:0.5000: 4 levels added"), last.err());
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
