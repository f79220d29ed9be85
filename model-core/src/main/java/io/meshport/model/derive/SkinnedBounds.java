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
import java.util.Optional;

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
        List<Bounds> out = new ArrayList<>(model.frameCount());
        double[][] posed = new double[n][];
        double[][] skinning = new double[n][];
        for (Animation a : model.animations()) {
            for (int f = 0; f < a.frameCount(); f++) {
                for (int i = 0; i < n; i++) {
                    // An animation without poses (IQM frames with no channels) leaves the skeleton at rest.
                    Transform t = a.jointCount() == n ? a.pose(f, i) : joints.get(i).basePose();
                    double[] local = matrix(t);
                    int parent = joints.get(i).parent();
                    posed[i] = parent >= 0 ? multiply(posed[parent], local) : local;
                    skinning[i] = multiply(posed[i], inverseBase[i]);
                }
                out.add(frame(model, skinning));
            }
        }
        return out;
    }

    private static Bounds frame(Model model, double[][] skin) {
        double[] min = null;
        double[] max = null;
        double xy = 0;
        double r = 0;
        double[] blended = new double[12];
        for (Mesh mesh : model.meshes()) {
            Optional<VertexArray> position = mesh.array(AttributeKind.POSITION);
            if (position.isEmpty()) {
                continue;
            }
            VertexArray pos = position.get();
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray wgt = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            boolean rigid = idx == null || wgt == null;
            for (int v = 0; v < mesh.vertexCount(); v++) {
                double x = pos.getDouble(v, 0);
                double y = pos.size() > 1 ? pos.getDouble(v, 1) : 0;
                double z = pos.size() > 2 ? pos.getDouble(v, 2) : 0;
                if (!rigid) {
                    java.util.Arrays.fill(blended, 0);
                    int influences = Math.min(idx.size(), wgt.size());
                    for (int k = 0; k < influences; k++) {
                        double w = (float) wgt.getNormalized(v, k);
                        long bone = idx.getLong(v, k);
                        if (w > 0 && bone >= 0 && bone < skin.length) {
                            double[] m = skin[(int) bone];
                            for (int e = 0; e < 12; e++) {
                                blended[e] += m[e] * w;
                            }
                        }
                    }
                    double px = blended[0] * x + blended[1] * y + blended[2] * z + blended[3];
                    double py = blended[4] * x + blended[5] * y + blended[6] * z + blended[7];
                    double pz = blended[8] * x + blended[9] * y + blended[10] * z + blended[11];
                    x = px;
                    y = py;
                    z = pz;
                }
                if (min == null) {
                    min = new double[] {x, y, z};
                    max = new double[] {x, y, z};
                } else {
                    min[0] = Math.min(min[0], x);
                    min[1] = Math.min(min[1], y);
                    min[2] = Math.min(min[2], z);
                    max[0] = Math.max(max[0], x);
                    max[1] = Math.max(max[1], y);
                    max[2] = Math.max(max[2], z);
                }
                double d = x * x + y * y;
                xy = Math.max(xy, d);
                r = Math.max(r, d + z * z);
            }
        }
        if (min == null) {
            min = new double[3];
            max = new double[3];
        }
        return new Bounds((float) min[0], (float) min[1], (float) min[2], (float) max[0], (float) max[1],
                (float) max[2], (float) Math.sqrt(xy), (float) Math.sqrt(r));
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
