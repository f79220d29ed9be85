package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class SkinnedBoundsTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor IDX = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4);
    private static final VertexArrayDescriptor WGT = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4);
    /** Weights as IQE has them: any float, above one too. */
    private static final VertexArrayDescriptor FLOAT_WGT = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.FLOAT, 4);
    private static final float S = (float) Math.sqrt(0.5);

    /** Two joints: a root at the origin and a child one unit up X; vertex 0 on the root, vertex 1 on the child. */
    private static Model model(List<List<Transform>> frames) {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[] {0, 0, 1, 2, 0, 0}))
                .addArray(VertexArray.ofInts(IDX, new int[] {0, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WGT, new int[] {255, 0, 0, 0, 255, 0, 0, 0}))
                .build();
        return Model.builder().addMesh(mesh)
                .addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addJoint(new Joint("child", 0, new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1)))
                .addAnimation(Animation.ofFrames("a", 10, false, frames))
                .build();
    }

    private static void assertBounds(Bounds expected, Bounds actual) {
        float[] e = {expected.minX(), expected.minY(), expected.minZ(), expected.maxX(), expected.maxY(), expected.maxZ(),
            expected.xyRadius(), expected.radius()};
        float[] a = {actual.minX(), actual.minY(), actual.minZ(), actual.maxX(), actual.maxY(), actual.maxZ(),
            actual.xyRadius(), actual.radius()};
        for (int i = 0; i < 8; i++) {
            assertEquals(e[i], a[i], 1e-5f, "component " + i + " of " + actual);
        }
    }

    @Test
    void restPoseFrameBoundsTheRestPositions() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertEquals(1, b.size());
        assertBounds(new Bounds(0, 0, 0, 2, 0, 1, 2, 2), b.get(0));
    }

    @Test
    void movingTheRootMovesEverything() {
        Transform root = new Transform(0, 0, 3, 0, 0, 0, 1, 1, 1, 1);
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(root, child))));
        // Vertex 0 at (0,0,4) is the farthest from the origin; (2,0,3) is only sqrt(13) away.
        assertBounds(new Bounds(0, 0, 3, 2, 0, 4, 2, 4), b.get(0));
    }

    @Test
    void rotatingTheChildSwingsItsVertexAroundTheChildJoint() {
        // 90 degrees about Z at the child joint (1,0,0): vertex (2,0,0) goes to (1,1,0).
        Transform child = new Transform(1, 0, 0, 0, 0, S, S, 1, 1, 1);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertBounds(new Bounds(0, 0, 0, 1, 1, 1, (float) Math.sqrt(2), (float) Math.sqrt(2)), b.get(0));
    }

    @Test
    void scalingTheChildScalesAboutIt() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 3, 3, 3);
        List<Bounds> b = SkinnedBounds.of(model(List.of(List.of(Transform.IDENTITY, child))));
        assertBounds(new Bounds(0, 0, 0, 4, 0, 1, 4, 4), b.get(0));
    }

    @Test
    void oneBoundsPerFrameOfEveryAnimation() {
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Model m = model(List.of(List.of(Transform.IDENTITY, child), List.of(Transform.IDENTITY, child)));
        m = m.toBuilder().addAnimation(Animation.empty("still", 0, false, 3)).build();
        assertEquals(5, SkinnedBounds.of(m).size());
    }

    @Test
    void unskinnedModelsHaveNoSkinnedBounds() {
        Mesh mesh = Mesh.builder("m").addArray(VertexArray.ofFloats(POS, new float[] {0, 0, 0})).build();
        Model m = Model.builder().addMesh(mesh).addJoint(new Joint("j", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("a", 1, false, List.of(List.of(Transform.IDENTITY)))).build();
        assertTrue(SkinnedBounds.of(m).isEmpty());
    }

    /** The radii are over vertices, not over the box's corners. */
    @Test
    void radiiComeFromVerticesNotFromTheBox() {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(POS, new float[] {3, 0, 0, 0, 4, 0}))
                .addArray(VertexArray.ofInts(IDX, new int[] {0, 0, 0, 0, 0, 0, 0, 0}))
                .addArray(VertexArray.ofInts(WGT, new int[] {255, 0, 0, 0, 255, 0, 0, 0}))
                .build();
        Model m = Model.builder().addMesh(mesh).addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addAnimation(Animation.ofFrames("a", 1, false, List.of(List.of(Transform.IDENTITY)))).build();
        assertBounds(new Bounds(0, 0, 0, 3, 4, 0, 4, 4), SkinnedBounds.of(m).get(0));
    }

    /**
     * Skipping boxes of points ({@link JointSetTrees}) gives the bounds moving every vertex gives, value
     * for value, on random models: points spread, flat, repeated, far from the origin or tiny,
     * combinations few (large groups) or many, of up to four joints, weights in bytes or floats
     * above one; poses that rotate, scale to nothing or move far, from frame to frame at random
     * or a little at a time (so that a frame starts from the last one's extremes and its trees are
     * split further as it goes); and now and then a position or pose that is not finite, which
     * moves every vertex as before.
     */
    @Test
    void skippingClustersChangesNoBounds() {
        long seed = Long.getLong("meshport.seed", 20261125L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 120; round++) {
            Model model = randomSkinnedModel(random);
            String where = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round;
            assertSameBounds(SkinnedBounds.of(model, false), SkinnedBounds.of(model, true), where);
        }
    }

    /** The same bounds, frame by frame: equal values, NaN where NaN. */
    private static void assertSameBounds(List<Bounds> every, List<Bounds> clustered, String where) {
        assertEquals(every.size(), clustered.size(), where);
        for (int f = 0; f < every.size(); f++) {
            float[] e = values(every.get(f));
            float[] c = values(clustered.get(f));
            for (int k = 0; k < 8; k++) {
                // a zero extreme may keep either sign, as the order vertices come in decides
                assertTrue(e[k] == c[k] || Float.isNaN(e[k]) && Float.isNaN(c[k]),
                        where + " frame " + f + " component " + k + ": " + every.get(f) + " vs " + clustered.get(f));
            }
        }
    }

    /**
     * A second thread that joins part way (frozen trees from a random frame on, frames taken from
     * both ends on two threads) finds the bounds that moving every vertex finds.
     */
    @Test
    void framesSharedWithAHelperChangeNoBounds() throws Exception {
        long seed = Long.getLong("meshport.seed", 20261127L);
        SplittableRandom random = new SplittableRandom(seed);
        int joined = 0;
        for (int round = 0; round < 120; round++) {
            Model model = randomSkinnedModel(random);
            String where = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round;
            List<Bounds> every = SkinnedBounds.of(model, false);
            SkinnedBoundsComputation shared = new SkinnedBoundsComputation(model, true);
            int joinAfter = random.nextInt(model.frameCount() + 1) - 1; // -1: before the first frame
            AtomicReference<List<Bounds>> helped = new AtomicReference<>();
            Thread[] helper = new Thread[1];
            Runnable letHelperIn = () -> {
                helper[0] = new Thread(() -> helped.set(shared.help()));
                helper[0].start();
                // until it waits for the trees to freeze, or (no frame left) only for the result
                while (!shared.secondCame() && shared.framesLeft() && helper[0].isAlive()) {
                    Thread.onSpinWait();
                }
            };
            if (joinAfter >= 0) {
                shared.afterEachFrame(i -> {
                    if (i == joinAfter) {
                        letHelperIn.run();
                    }
                });
            }
            AtomicReference<List<Bounds>> result = new AtomicReference<>();
            Thread owner = new Thread(() -> result.set(shared.run()));
            owner.start();
            if (joinAfter < 0) {
                letHelperIn.run();
            }
            owner.join();
            joined += shared.secondCame() ? 1 : 0;
            assertSameBounds(every, result.get(), where + " (helper after frame " + joinAfter + ")");
            if (helper[0] != null) {
                helper[0].join();
                // the helper has the whole result too, without waiting for the other thread's
                assertSameBounds(every, helped.get(), where + " (helper after frame " + joinAfter + "), as helped");
            }
        }
        // most rounds froze the trees part way and shared frames, not only ran alone
        assertTrue(joined > 40, "a helper joined in " + joined + " of 120 rounds (seed " + seed + ")");
    }

    private static float[] values(Bounds b) {
        return new float[] {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.xyRadius(), b.radius()};
    }

    /** A random skinned model: shared with {@link RecordedBoundsTest}. */
    static Model randomSkinnedModel(SplittableRandom random) {
        int joints = 1 + random.nextInt(5);
        Model.Builder model = Model.builder();
        for (int j = 0; j < joints; j++) {
            model.addJoint(new Joint("j" + j, j - 1 - random.nextInt(j + 1), randomTransform(random, false)));
        }
        int meshes = 1 + random.nextInt(2);
        for (int m = 0; m < meshes; m++) {
            int n = random.nextInt(3) == 0 ? random.nextInt(10) : random.nextInt(3000);
            int kind = random.nextInt(6);
            double scale = kind == 3 ? 1e20 : kind == 4 ? 1e-20 : 10;
            float[] pos = new float[n * 3];
            for (int v = 0; v < n; v++) {
                for (int c = 0; c < 3; c++) {
                    double x = kind == 1 && c == 2 ? 0 : kind == 2 ? random.nextInt(3) : random.nextDouble(-scale, scale);
                    pos[v * 3 + c] = (float) x;
                }
            }
            if (n > 0 && random.nextInt(20) == 0) {
                pos[random.nextInt(pos.length)] = random.nextBoolean() ? Float.NaN : Float.POSITIVE_INFINITY;
            }
            Mesh.Builder mesh = Mesh.builder("m" + m).addArray(VertexArray.ofFloats(POS, pos));
            if (kind != 5) {
                int[] idx = new int[n * 4];
                int[] wgt = new int[n * 4];
                // few combinations, so that each has hundreds of vertices and is clustered, with
                // vertices of combinations of their own between (not clustered); or one nearly per
                // vertex, so that none is
                int palette = random.nextBoolean() ? 1 + random.nextInt(6) : Integer.MAX_VALUE;
                int own = random.nextInt(3) == 0 ? 0 : 2 + random.nextInt(10);
                int[][] combinations = new int[Math.min(palette, 6)][8];
                for (int[] c : combinations) {
                    for (int i = 0; i < 4; i++) {
                        c[i] = random.nextInt(joints);
                        c[4 + i] = random.nextInt(256);
                    }
                }
                for (int v = 0; v < n; v++) {
                    boolean alone = palette == Integer.MAX_VALUE || own != 0 && random.nextInt(own) == 0;
                    int[] c = alone ? null : combinations[random.nextInt(palette)];
                    for (int i = 0; i < 4; i++) {
                        // now and then a joint the skeleton does not have
                        idx[v * 4 + i] = c != null ? c[i] : random.nextInt(joints + (random.nextInt(50) == 0 ? 3 : 0));
                        wgt[v * 4 + i] = c != null ? c[4 + i] : random.nextInt(256);
                    }
                }
                mesh.addArray(VertexArray.ofInts(IDX, idx));
                if (random.nextInt(4) == 0) {
                    float[] heavy = new float[wgt.length];
                    for (int i = 0; i < wgt.length; i++) {
                        heavy[i] = wgt[i] * (random.nextBoolean() ? 3f / 255 : 1e-3f);
                    }
                    mesh.addArray(VertexArray.ofFloats(FLOAT_WGT, heavy));
                } else {
                    mesh.addArray(VertexArray.ofInts(WGT, wgt));
                }
            }
            model.addMesh(mesh.build());
        }
        List<List<Transform>> frames = new java.util.ArrayList<>();
        int count = 1 + random.nextInt(8);
        boolean smooth = random.nextBoolean();
        List<Transform> from = new java.util.ArrayList<>();
        List<Transform> to = new java.util.ArrayList<>();
        for (int j = 0; j < joints; j++) {
            from.add(randomTransform(random, false));
            to.add(randomTransform(random, false));
        }
        for (int f = 0; f < count; f++) {
            List<Transform> pose = new java.util.ArrayList<>();
            for (int j = 0; j < joints; j++) {
                boolean notFinite = random.nextInt(40) == 0;
                pose.add(smooth && !notFinite ? between(from.get(j), to.get(j), f / 8f) : randomTransform(random, notFinite));
            }
            frames.add(pose);
        }
        return model.addAnimation(Animation.ofFrames("a", 10, false, frames)).build();
    }

    /** A pose part of the way from one to another, each channel on its own: an animation that moves a little each frame. */
    private static Transform between(Transform a, Transform b, float t) {
        float[] x = new float[Transform.CHANNELS];
        float[] y = new float[Transform.CHANNELS];
        a.toChannels(x, 0);
        b.toChannels(y, 0);
        for (int i = 0; i < x.length; i++) {
            x[i] += (y[i] - x[i]) * t;
        }
        return Transform.fromChannels(x, 0);
    }

    private static Transform randomTransform(SplittableRandom random, boolean notFinite) {
        // a third unrotated: a cluster's box is then exactly as far as its farthest point
        boolean turned = random.nextInt(3) != 0;
        double qx = turned ? random.nextDouble(-1, 1) : 0, qy = turned ? random.nextDouble(-1, 1) : 0;
        double qz = turned ? random.nextDouble(-1, 1) : 0, qw = turned ? random.nextDouble(-1, 1) : 1;
        double len = Math.sqrt(qx * qx + qy * qy + qz * qz + qw * qw);
        float s = switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> (float) random.nextDouble(0.001, 0.01);
            default -> (float) random.nextDouble(0.5, 2);
        };
        float far = random.nextInt(8) == 0 ? 1e15f : 5;
        return new Transform((float) random.nextDouble(-far, far), (float) random.nextDouble(-far, far),
                notFinite ? Float.NaN : (float) random.nextDouble(-far, far),
                (float) (qx / len), (float) (qy / len), (float) (qz / len), (float) (qw / len), s, s, random.nextBoolean() ? s : 1);
    }
}
