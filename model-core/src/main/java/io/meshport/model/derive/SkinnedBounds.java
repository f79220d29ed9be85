package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Per-frame bounds of a skinned model, computed as the reference IQM compiler
 * ({@code makebounds} in lsalzman/iqm) does: the skeleton is posed for the frame, every vertex
 * is moved by the blend of its joints' skinning matrices ({@code pose × inverse(base)}, weighted
 * by its blend weights), and the box, the radius around the up axis ({@code xyRadius}: Z's, as the
 * reference takes it, or Y's for a Y-up model, as {@link io.meshport.model.Bounds} defines it and a
 * conversion of axes keeps it) and the radius around the origin are taken over all vertices of all
 * meshes. Arithmetic is in double.
 *
 * <p>A mesh without blend indexes or weights is rigid: its positions are taken as they are. A
 * vertex of a skinned mesh whose weights are all zero goes to the origin, as the reference's
 * zero blend matrix puts it.
 */
public final class SkinnedBounds {
    /** Where a frame's box ({@link #frame}) says which axis is up. */
    static final int UP = 8;
    /** The up axis' value there for Y; any other is Z. */
    static final int Y = 1;

    private SkinnedBounds() {
    }

    /** The up axis of {@code model} as a frame's box holds it: Y (1) for a Y-up model, else Z (2). */
    static int up(Model model) {
        return model.conventions().up() == Axis.Y_UP ? Y : 2;
    }

    /**
     * One bounds per frame of all animations in order, or empty when the model cannot be
     * skinned (no joints, no animation with poses for them, or no mesh with positions and blend
     * data), as the reference compiler then writes no bounds.
     */
    public static List<Bounds> of(Model model) {
        return of(model, true);
    }

    /**
     * Whether {@link #of} finds bounds for this model (one per frame): it has joints, frames, and
     * a mesh with positions and blend data.
     */
    public static boolean derivable(Model model) {
        if (model.joints().isEmpty() || model.frameCount() == 0) {
            return false;
        }
        for (Mesh m : model.meshes()) {
            if (m.array(AttributeKind.POSITION).isPresent() && m.array(AttributeKind.BLEND_INDEXES).isPresent()
                    && m.array(AttributeKind.BLEND_WEIGHTS).isPresent()) {
                return true;
            }
        }
        return false;
    }

    /** With {@code clustered} false every vertex is moved in every frame, in vertex order: the plain computation {@link JointSetTrees} is held to. */
    static List<Bounds> of(Model model, boolean clustered) {
        return new SkinnedBoundsComputation(model, clustered).run();
    }

    /** The skinned meshes of a model, each with its positions unpacked (and, {@code clustered}, its trees). */
    static List<Skin> skins(Model model, boolean clustered) {
        int n = model.joints().size();
        List<Skin> skins = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            m.array(AttributeKind.POSITION).ifPresent(pos -> skins.add(Skin.of(m, pos, n, clustered)));
        }
        return skins;
    }

    /** Per joint the inverse of its base pose in model space. */
    static double[][] inverseBase(List<Joint> joints) {
        double[][] inverseBase = new double[joints.size()][];
        for (int i = 0; i < joints.size(); i++) {
            double[] inv = invert(matrix(joints.get(i).basePose()));
            int parent = joints.get(i).parent();
            inverseBase[i] = parent >= 0 ? multiply(inv, inverseBase[parent]) : inv;
        }
        return inverseBase;
    }

    /** The joints' skinning matrices ({@code pose × inverse(base)}) of one frame, 12 doubles each. */
    static double[] skinning(List<Joint> joints, Animation a, int f, double[][] inverseBase) {
        int n = joints.size();
        double[][] posed = new double[n][];
        double[] skinning = new double[n * 12];
        for (int i = 0; i < n; i++) {
            // An animation without poses (IQM frames with no channels) leaves the skeleton at rest.
            Transform t = a.jointCount() == n ? a.pose(f, i) : joints.get(i).basePose();
            double[] local = matrix(t);
            int parent = joints.get(i).parent();
            posed[i] = parent >= 0 ? multiply(posed[parent], local) : local;
            System.arraycopy(multiply(posed[i], inverseBase[i]), 0, skinning, i * 12, 12);
        }
        return skinning;
    }

    /**
     * A mesh's positions unpacked once, and per vertex the number of its blend combination
     * (joints and weights). Vertices share combinations, so the plain computation blends one
     * matrix per combination, not per vertex.
     */
    static final class Skin {
        /** Vertices read from an array at a time. */
        private static final int BLOCK = 1024;
        final int vertices;
        /** Per point x, y, z: in vertex order, or in {@link #trees}' order when there are trees. */
        final double[] positions;
        /** Per vertex, its combination; null for a rigid mesh. */
        final int[] combination;
        /** The number of blend combinations (0 for a rigid mesh), and the joints each blends. */
        final int combinations;
        final int width;
        /**
         * Combination {@code c}'s joints and (float) weights at {@code [c * width, (c + 1) * width)},
         * flat: one array each keeps them together in memory. A joint of -1 contributes nothing.
         */
        final int[] bones;
        final double[] weights;
        /** For a skinned mesh whose bounds are wanted, its points grouped by joint set in trees; else null. */
        final JointSetTrees trees;

        private Skin(int vertices, double[] positions, int[] combination, int combinations, int width,
                int[] bones, double[] weights, JointSetTrees trees) {
            this.vertices = vertices;
            this.positions = positions;
            this.combination = combination;
            this.combinations = combinations;
            this.width = width;
            this.bones = bones;
            this.weights = weights;
            this.trees = trees;
        }

        /**
         * Positions x, y, z of each vertex, at {@code slot[v]} (in vertex order when {@code slot} is
         * null). Float ones (nearly every model's) are copied out in bulk blocks: value by value they
         * were a call each to the first-tier compiler, a sixth of the benchmark's skins' set-up.
         */
        static double[] positions(VertexArray pos, int n, int[] slot) {
            double[] p = new double[n * 3];
            int size = pos.size();
            int used = Math.min(3, size);
            double[] block = new double[BLOCK * size];
            FloatBuffer floats = pos.descriptor().component() == ComponentType.FLOAT
                    ? pos.bytes().asFloatBuffer() : null;
            float[] floatBlock = floats != null ? new float[BLOCK * size] : null;
            for (int first = 0; first < n; first += BLOCK) {
                int count = Math.min(BLOCK, n - first);
                if (floats != null) {
                    floats.get(first * size, floatBlock, 0, count * size);
                    for (int i = 0; i < count * size; i++) {
                        block[i] = floatBlock[i];
                    }
                } else {
                    pos.copyValues(first, count, false, block);
                }
                for (int i = 0; i < count; i++) {
                    int at = (slot == null ? first + i : slot[first + i]) * 3;
                    for (int c = 0; c < used; c++) {
                        p[at + c] = block[i * size + c];
                    }
                }
            }
            return p;
        }

        /** With {@code clustered}, a skinned mesh's points are also put in {@link JointSetTrees} for {@link #frame}'s bounds. */
        static Skin of(Mesh mesh, VertexArray pos, int joints, boolean clustered) {
            int n = mesh.vertexCount();
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray wgt = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            if (idx == null || wgt == null) {
                return new Skin(n, positions(pos, n, null), null, 0, 0, new int[0], new double[0], null);
            }
            int k = Math.min(idx.size(), wgt.size());
            int[] combination = new int[n];
            BlendCombinations combinations = new BlendCombinations(k);
            RawBlendKeys keys = RawBlendKeys.of(idx, wgt, k);
            if (keys != null) {
                combineByKeys(idx, wgt, k, joints, keys, combination, combinations);
            } else {
                combine(idx, wgt, k, joints, combination, combinations);
            }
            int[] bonesOf = combinations.bones();
            double[] weightsOf = combinations.weights();
            JointSetTrees trees = clustered
                    ? JointSetTrees.of(pos, combination, combinations.count(), k, bonesOf, weightsOf)
                    : null;
            return trees == null
                    ? new Skin(n, positions(pos, n, null), combination, combinations.count(), k, bonesOf, weightsOf, null)
                    : new Skin(n, trees.positions, combination, combinations.count(), k, bonesOf, weightsOf, trees);
        }

        /**
         * Numbers each vertex's combination as {@link #combine} does, decoding a vertex's joints
         * and weights only the first time its stored bytes are met.
         */
        static void combineByKeys(VertexArray idx, VertexArray wgt, int k, int joints, RawBlendKeys keys,
                int[] combination, BlendCombinations combinations) {
            int[] b = new int[k];
            double[] w = new double[k];
            double[] bones = new double[idx.size()];
            double[] weights = new double[wgt.size()];
            long last = 0;
            for (int v = 0; v < combination.length; v++) {
                long key = keys.key(v);
                if (v > 0 && key == last) {
                    combination[v] = combination[v - 1];
                    continue;
                }
                last = key;
                int c = keys.known(key);
                if (c < 0) {
                    idx.copyValues(v, 1, false, bones);
                    wgt.copyValues(v, 1, true, weights);
                    decode(bones, 0, weights, 0, k, joints, b, w);
                    c = combinations.id(b, w);
                    keys.remember(key, c);
                }
                combination[v] = c;
            }
        }

        /** Numbers each vertex's combination (in the order first met), decoding every vertex's joints and weights. */
        static void combine(VertexArray idx, VertexArray wgt, int k, int joints, int[] combination,
                BlendCombinations combinations) {
            int n = combination.length;
            int[] b = new int[k];
            double[] w = new double[k];
            int[] lastB = new int[k];
            double[] lastW = new double[k];
            double[] bones = new double[BLOCK * idx.size()];
            double[] weights = new double[BLOCK * wgt.size()];
            for (int first = 0; first < n; first += BLOCK) {
                int count = Math.min(BLOCK, n - first);
                idx.copyValues(first, count, false, bones);
                wgt.copyValues(first, count, true, weights);
                for (int j = 0; j < count; j++) {
                    int v = first + j;
                    decode(bones, j * idx.size(), weights, j * wgt.size(), k, joints, b, w);
                    // neighbours usually share their combination: skip the table lookup then
                    boolean same = v > 0;
                    for (int i = 0; i < k && same; i++) {
                        same = b[i] == lastB[i] && Double.doubleToRawLongBits(w[i]) == Double.doubleToRawLongBits(lastW[i]);
                    }
                    if (same) {
                        combination[v] = combination[v - 1];
                        continue;
                    }
                    System.arraycopy(b, 0, lastB, 0, k);
                    System.arraycopy(w, 0, lastW, 0, k);
                    combination[v] = combinations.id(b, w);
                }
            }
        }

        /**
         * One vertex's first {@code k} joints and weights, from its values at {@code bones[bi]}
         * and (normalised) {@code weights[wi]}, into {@code b} and {@code w}.
         */
        private static void decode(double[] bones, int bi, double[] weights, int wi, int k, int joints, int[] b,
                double[] w) {
            for (int i = 0; i < k; i++) {
                // getLong's value: integers as they are, floats truncated
                long bone = (long) bones[bi + i];
                // the reference blends with float weights; out-of-range joints count for nothing
                w[i] = (float) weights[wi + i];
                b[i] = w[i] > 0 && bone >= 0 && bone < joints ? (int) bone : -1;
            }
        }

        /**
         * Vertex {@code v} of a mesh without trees moved by its combination's matrix in
         * {@code blended} (from {@link #blend}; null for a rigid mesh), into {@code out[0..3)}.
         */
        void pose(double[] blended, int v, double[] out) {
            int at = v * 3;
            double x = positions[at], y = positions[at + 1], z = positions[at + 2];
            if (blended == null) {
                out[0] = x;
                out[1] = y;
                out[2] = z;
                return;
            }
            int m = combination[v] * 12;
            out[0] = blended[m] * x + blended[m + 1] * y + blended[m + 2] * z + blended[m + 3];
            out[1] = blended[m + 4] * x + blended[m + 5] * y + blended[m + 6] * z + blended[m + 7];
            out[2] = blended[m + 8] * x + blended[m + 9] * y + blended[m + 10] * z + blended[m + 11];
        }

        /** Each combination's blended matrix for one frame's skinning matrices, 12 doubles each. */
        double[] blend(double[] skin) {
            double[] out = new double[combinations * 12];
            for (int c = 0; c < combinations; c++) {
                blendOne(skin, c, out, c * 12);
            }
            return out;
        }

        /**
         * Combination {@code c}'s blended matrix into {@code out[at..at+12)}. The twelve sums are
         * kept in registers while its joints are added in order (the same sums, in the same
         * order, as adding into the array): the trees blend a combination for every run of its
         * points they visit.
         */
        void blendOne(double[] skin, int c, double[] out, int at) {
            double e0 = 0, e1 = 0, e2 = 0, e3 = 0, e4 = 0, e5 = 0, e6 = 0, e7 = 0, e8 = 0, e9 = 0, e10 = 0, e11 = 0;
            for (int i = c * width; i < (c + 1) * width; i++) {
                if (bones[i] < 0) {
                    continue;
                }
                int m = bones[i] * 12;
                double wi = weights[i];
                e0 += skin[m] * wi;
                e1 += skin[m + 1] * wi;
                e2 += skin[m + 2] * wi;
                e3 += skin[m + 3] * wi;
                e4 += skin[m + 4] * wi;
                e5 += skin[m + 5] * wi;
                e6 += skin[m + 6] * wi;
                e7 += skin[m + 7] * wi;
                e8 += skin[m + 8] * wi;
                e9 += skin[m + 9] * wi;
                e10 += skin[m + 10] * wi;
                e11 += skin[m + 11] * wi;
            }
            out[at] = e0;
            out[at + 1] = e1;
            out[at + 2] = e2;
            out[at + 3] = e3;
            out[at + 4] = e4;
            out[at + 5] = e5;
            out[at + 6] = e6;
            out[at + 7] = e7;
            out[at + 8] = e8;
            out[at + 9] = e9;
            out[at + 10] = e10;
            out[at + 11] = e11;
        }
    }

    /**
     * One frame's bounds over every skin, from the joints' skinning matrices {@code skin}; a skin
     * with trees walks them with the walking thread's {@code extremes[s]}; {@code up} is the model's
     * ({@link #up}), around which the horizontal radius is taken.
     */
    static Bounds frame(List<Skin> skins, double[] skin, int[][] extremes, int up) {
        // min x, y, z, max x, y, z, squared radius around the up axis, squared radius; then which
        // axis is up (1: Y, 2: Z), read by add and the trees
        double[] box = {
            Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, 0, 0, up,
        };
        boolean any = false;
        for (int s = 0; s < skins.size(); s++) {
            Skin mesh = skins.get(s);
            any |= mesh.vertices > 0;
            if (mesh.combination == null) {
                add(mesh.positions, 0, mesh.vertices * 3, null, 0, box);
            } else if (mesh.trees == null || !mesh.trees.frame(extremes[s], mesh, skin, box)) {
                // every vertex in vertex order, as the reference moves them
                double[] blended = mesh.blend(skin);
                int[] slot = mesh.trees != null ? mesh.trees.slot() : null;
                for (int v = 0; v < mesh.vertices; v++) {
                    int at = (slot == null ? v : slot[v]) * 3;
                    add(mesh.positions, at, at + 3, blended, mesh.combination[v] * 12, box);
                }
            }
        }
        if (!any) {
            return new Bounds(0, 0, 0, 0, 0, 0, 0, 0);
        }
        return new Bounds((float) box[0], (float) box[1], (float) box[2], (float) box[3], (float) box[4],
                (float) box[5], (float) Math.sqrt(box[6]), (float) Math.sqrt(box[7]));
    }

    /**
     * Grows {@code box} by the points {@code p[from..to)} (x, y, z each) moved by the 3x4 matrix at
     * {@code m[at]}, or as they are when {@code m} is null. Minima and maxima are taken as the
     * reference takes them ({@code a < b ? a : b}): plain comparisons the JIT keeps in registers,
     * where {@link Math#min} ordered signed zeros and NaN at several times the cost, on a loop
     * that runs for every vertex of every frame.
     */
    static void add(double[] p, int from, int to, double[] m, int at, double[] box) {
        double minX = box[0], minY = box[1], minZ = box[2], maxX = box[3], maxY = box[4], maxZ = box[5];
        double xy = box[6], r = box[7];
        boolean zUp = box[UP] != Y;
        double m0 = 1, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 1, m6 = 0, m7 = 0, m8 = 0, m9 = 0, m10 = 1, m11 = 0;
        boolean moved = m != null;
        if (moved) {
            m0 = m[at];
            m1 = m[at + 1];
            m2 = m[at + 2];
            m3 = m[at + 3];
            m4 = m[at + 4];
            m5 = m[at + 5];
            m6 = m[at + 6];
            m7 = m[at + 7];
            m8 = m[at + 8];
            m9 = m[at + 9];
            m10 = m[at + 10];
            m11 = m[at + 11];
        }
        for (int i = from; i < to; i += 3) {
            double x = p[i], y = p[i + 1], z = p[i + 2];
            if (moved) {
                double px = x;
                double py = y;
                double pz = z;
                x = m0 * px + m1 * py + m2 * pz + m3;
                y = m4 * px + m5 * py + m6 * pz + m7;
                z = m8 * px + m9 * py + m10 * pz + m11;
            }
            minX = minX < x ? minX : x;
            minY = minY < y ? minY : y;
            minZ = minZ < z ? minZ : z;
            maxX = maxX > x ? maxX : x;
            maxY = maxY > y ? maxY : y;
            maxZ = maxZ > z ? maxZ : z;
            double d = zUp ? x * x + y * y : x * x + z * z;
            xy = xy > d ? xy : d;
            double dz = x * x + y * y + z * z;
            r = r > dz ? r : dz;
        }
        store(box, minX, minY, minZ, maxX, maxY, maxZ, xy, r);
    }

    /** Puts a box's minima, maxima and squared radii back where {@link #add} reads them. */
    static void store(double[] box, double minX, double minY, double minZ, double maxX, double maxY, double maxZ,
            double xy, double r) {
        box[0] = minX;
        box[1] = minY;
        box[2] = minZ;
        box[3] = maxX;
        box[4] = maxY;
        box[5] = maxZ;
        box[6] = xy;
        box[7] = r;
    }

    /** Row-major 3x4: rotation times per-column scale, translation in the fourth column. */
    static double[] matrix(Transform t) {
        double x = t.qx(), y = t.qy(), z = t.qz(), w = t.qw();
        double tx = 2 * x, ty = 2 * y, tz = 2 * z;
        double txx = tx * x, tyy = ty * y, tzz = tz * z;
        double txy = tx * y, txz = tx * z, tyz = ty * z;
        double twx = w * tx, twy = w * ty, twz = w * tz;
        double sx = t.sx(), sy = t.sy(), sz = t.sz();
        return new double[] {
            (1 - (tyy + tzz)) * sx, (txy - twz) * sy, (txz + twy) * sz, t.tx(),
            (txy + twz) * sx, (1 - (txx + tzz)) * sy, (tyz - twx) * sz, t.ty(),
            (txz - twy) * sx, (tyz + twx) * sy, (1 - (txx + tyy)) * sz, t.tz(),
        };
    }

    /** a × b for affine 3x4 matrices. */
    static double[] multiply(double[] a, double[] b) {
        double[] out = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 4; col++) {
                double v = a[row * 4] * b[col] + a[row * 4 + 1] * b[4 + col] + a[row * 4 + 2] * b[8 + col];
                out[row * 4 + col] = col == 3 ? v + a[row * 4 + 3] : v;
            }
        }
        return out;
    }

    /**
     * The reference's inverse of a rotation-with-scale: transpose, each row divided by its
     * squared length, translation brought back through it. Exact for rotation times scale.
     */
    static double[] invert(double[] m) {
        double[] out = new double[12];
        for (int row = 0; row < 3; row++) {
            double a = m[row], b = m[4 + row], c = m[8 + row];
            double len2 = a * a + b * b + c * c;
            double inv = len2 == 0 ? 0 : 1 / len2;
            out[row * 4] = a * inv;
            out[row * 4 + 1] = b * inv;
            out[row * 4 + 2] = c * inv;
            out[row * 4 + 3] = -(out[row * 4] * m[3] + out[row * 4 + 1] * m[7] + out[row * 4 + 2] * m[11]);
        }
        return out;
    }
}
