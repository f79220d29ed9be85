package io.meshport.model.derive;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Per-frame bounds of a skinned model, computed as the reference IQM compiler
 * ({@code makebounds} in lsalzman/iqm) does: the skeleton is posed for the frame, every vertex
 * is moved by the blend of its joints' skinning matrices ({@code pose × inverse(base)}, weighted
 * by its blend weights), and the box, the radius around the Z axis ({@code xyRadius}) and the
 * radius around the origin are taken over all vertices of all meshes. Arithmetic is in double.
 *
 * <p>A mesh without blend indexes or weights is rigid: its positions are taken as they are. A
 * vertex of a skinned mesh whose weights are all zero goes to the origin, as the reference's
 * zero blend matrix puts it.
 */
public final class SkinnedBounds {
    private SkinnedBounds() {
    }

    /**
     * One bounds per frame of all animations in order, or empty when the model cannot be
     * skinned (no joints, no animation with poses for them, or no mesh with positions and blend
     * data), as the reference compiler then writes no bounds.
     */
    public static List<Bounds> of(Model model) {
        List<Joint> joints = model.joints();
        if (joints.isEmpty() || model.frameCount() == 0) {
            return List.of();
        }
        boolean skinned = false;
        for (Mesh m : model.meshes()) {
            skinned |= m.array(AttributeKind.POSITION).isPresent() && m.array(AttributeKind.BLEND_INDEXES).isPresent()
                    && m.array(AttributeKind.BLEND_WEIGHTS).isPresent();
        }
        if (!skinned) {
            return List.of();
        }
        int n = joints.size();
        double[][] inverseBase = new double[n][];
        for (int i = 0; i < n; i++) {
            double[] inv = invert(matrix(joints.get(i).basePose()));
            int parent = joints.get(i).parent();
            inverseBase[i] = parent >= 0 ? multiply(inv, inverseBase[parent]) : inv;
        }
        List<Skin> skins = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            m.array(AttributeKind.POSITION).ifPresent(pos -> skins.add(Skin.of(m, pos)));
        }
        // frames are independent: compute them in parallel, each from its own pose
        List<int[]> frames = new ArrayList<>(model.frameCount());
        for (int a = 0; a < model.animations().size(); a++) {
            for (int f = 0; f < model.animations().get(a).frameCount(); f++) {
                frames.add(new int[] {a, f});
            }
        }
        Bounds[] out = new Bounds[frames.size()];
        IntStream.range(0, frames.size()).parallel().forEach(i -> {
            Animation a = model.animations().get(frames.get(i)[0]);
            out[i] = frame(skins, skinning(joints, a, frames.get(i)[1], inverseBase));
        });
        return List.of(out);
    }

    private static boolean sameSkin(int[] bones, double[] weights, int a, int b, int k) {
        for (int i = 0; i < k; i++) {
            if (bones[a + i] != bones[b + i] || weights[a + i] != weights[b + i]) {
                return false;
            }
        }
        return true;
    }

    /** The joints' skinning matrices ({@code pose × inverse(base)}) of one frame, 12 doubles each. */
    private static double[] skinning(List<Joint> joints, Animation a, int f, double[][] inverseBase) {
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

    /** A mesh's positions and blend data unpacked once, so the per-frame loop is plain arithmetic. */
    private static final class Skin {
        final int vertices;
        final double[] positions;
        /** {@code influences} per vertex, or 0 for a rigid mesh. */
        final int influences;
        final int[] bones;
        final double[] weights;

        private Skin(int vertices, double[] positions, int influences, int[] bones, double[] weights) {
            this.vertices = vertices;
            this.positions = positions;
            this.influences = influences;
            this.bones = bones;
            this.weights = weights;
        }

        static Skin of(Mesh mesh, VertexArray pos) {
            int n = mesh.vertexCount();
            double[] p = new double[n * 3];
            for (int v = 0; v < n; v++) {
                for (int c = 0; c < Math.min(3, pos.size()); c++) {
                    p[v * 3 + c] = pos.getDouble(v, c);
                }
            }
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray wgt = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            if (idx == null || wgt == null) {
                return new Skin(n, p, 0, new int[0], new double[0]);
            }
            int k = Math.min(idx.size(), wgt.size());
            int[] bones = new int[n * k];
            double[] weights = new double[n * k];
            for (int v = 0; v < n; v++) {
                for (int i = 0; i < k; i++) {
                    long bone = idx.getLong(v, i);
                    // out-of-range bones contribute nothing, like a zero weight
                    bones[v * k + i] = bone >= 0 && bone < Integer.MAX_VALUE ? (int) bone : -1;
                    // the reference blends with float weights
                    weights[v * k + i] = (float) wgt.getNormalized(v, i);
                }
            }
            return new Skin(n, p, k, bones, weights);
        }
    }

    private static Bounds frame(List<Skin> skins, double[] skin) {
        int joints = skin.length / 12;
        double minX = 0, minY = 0, minZ = 0, maxX = 0, maxY = 0, maxZ = 0;
        boolean any = false;
        double xy = 0;
        double r = 0;
        // the blend matrix in locals (registers), not an array: this loop runs frames × vertices times
        double b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0, b8 = 0, b9 = 0, b10 = 0, b11 = 0;
        for (Skin mesh : skins) {
            double[] p = mesh.positions;
            int k = mesh.influences;
            int[] bones = mesh.bones;
            double[] weights = mesh.weights;
            for (int v = 0; v < mesh.vertices; v++) {
                double x = p[v * 3], y = p[v * 3 + 1], z = p[v * 3 + 2];
                if (k > 0) {
                    int first = v * k;
                    // neighbouring vertices often share their joints and weights: reuse the blend
                    if (v == 0 || !sameSkin(bones, weights, first, first - k, k)) {
                        b0 = b1 = b2 = b3 = b4 = b5 = b6 = b7 = b8 = b9 = b10 = b11 = 0;
                        for (int i = first, end = first + k; i < end; i++) {
                            double w = weights[i];
                            int bone = bones[i];
                            if (w > 0 && bone >= 0 && bone < joints) {
                                int m = bone * 12;
                                b0 += skin[m] * w;
                                b1 += skin[m + 1] * w;
                                b2 += skin[m + 2] * w;
                                b3 += skin[m + 3] * w;
                                b4 += skin[m + 4] * w;
                                b5 += skin[m + 5] * w;
                                b6 += skin[m + 6] * w;
                                b7 += skin[m + 7] * w;
                                b8 += skin[m + 8] * w;
                                b9 += skin[m + 9] * w;
                                b10 += skin[m + 10] * w;
                                b11 += skin[m + 11] * w;
                            }
                        }
                    }
                    double px = b0 * x + b1 * y + b2 * z + b3;
                    double py = b4 * x + b5 * y + b6 * z + b7;
                    double pz = b8 * x + b9 * y + b10 * z + b11;
                    x = px;
                    y = py;
                    z = pz;
                }
                if (!any) {
                    minX = maxX = x;
                    minY = maxY = y;
                    minZ = maxZ = z;
                    any = true;
                } else {
                    minX = Math.min(minX, x);
                    minY = Math.min(minY, y);
                    minZ = Math.min(minZ, z);
                    maxX = Math.max(maxX, x);
                    maxY = Math.max(maxY, y);
                    maxZ = Math.max(maxZ, z);
                }
                double d = x * x + y * y;
                xy = Math.max(xy, d);
                r = Math.max(r, d + z * z);
            }
        }
        return new Bounds((float) minX, (float) minY, (float) minZ, (float) maxX, (float) maxY, (float) maxZ,
                (float) Math.sqrt(xy), (float) Math.sqrt(r));
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
