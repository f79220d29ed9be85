package io.meshport.model.edit;

import io.meshport.model.Joint;
import io.meshport.model.Transform;
import io.meshport.model.math.AffineMatrix;
import java.util.List;
import java.util.function.IntFunction;

/**
 * One pose of a skeleton (the base pose or a frame) with every joint's scale set to 1 and baked
 * into its children's translations, so that every joint keeps its place. A joint's old world
 * matrix is its new (rigid) one times what its own and its ancestors' scales did in its axes, its
 * <em>carried scale</em> {@code K} ({@code K = inverse(R) × K(parent) × R × S}, the identity above
 * a root); a child's new translation is {@code K(parent) × t}, which puts it where it was. A
 * joint's skinning matrix ({@code pose × inverse(base)}) stays what it was exactly when its carried
 * scale in the frame is its carried scale in the base pose: then the scale cancels out of it.
 */
final class UnscaledPose {
    /** How far apart two carried scales may be, relatively, and be the same: rounding, not a change. */
    private static final double SAME = 1e-6;

    private final Transform[] local;
    /** Per joint the carried scale as a number while it is one (uniform scales all the way up), else NaN. */
    private final double[] uniform;
    /** Per joint the carried scale as a matrix ({@link AffineMatrix}'s layout) where it is no number, else null. */
    private final double[][] carried;

    private UnscaledPose(int joints) {
        this.local = new Transform[joints];
        this.uniform = new double[joints];
        this.carried = new double[joints][];
    }

    /** The pose {@code pose} gives each joint of {@code joints} (parents first), unscaled. */
    static UnscaledPose of(List<Joint> joints, IntFunction<Transform> pose) {
        UnscaledPose out = new UnscaledPose(joints.size());
        for (int j = 0; j < joints.size(); j++) {
            int p = joints.get(j).parent();
            Transform t = pose.apply(j);
            double s = p < 0 ? 1 : out.uniform[p];
            double[] k = p < 0 ? null : out.carried[p];
            out.local[j] = unscaled(t, s, k);
            if (k == null && t.sx() == t.sy() && t.sy() == t.sz()) {
                out.uniform[j] = s * t.sx();
            } else {
                out.uniform[j] = Double.NaN;
                double[] r = rotation(t);
                double[] inverse = AffineMatrix.inverse(r);
                double[] scale = AffineMatrix.identity();
                scale[0] = t.sx();
                scale[5] = t.sy();
                scale[10] = t.sz();
                double[] kp = k != null ? k : uniformMatrix(s);
                out.carried[j] = inverse == null ? nowhere()
                        : AffineMatrix.multiply(AffineMatrix.multiply(inverse, kp), AffineMatrix.multiply(r, scale));
            }
        }
        return out;
    }

    /** Joint {@code j}'s pose without scale, its translation carried through its parent's scale. */
    Transform local(int j) {
        return local[j];
    }

    /** Whether joint {@code j}'s own scale is 1 along every axis in this pose. */
    static boolean unitScale(Transform t) {
        return t.sx() == 1 && t.sy() == 1 && t.sz() == 1;
    }

    /**
     * Whether joint {@code j} carries the scale it carries in {@code base} (within rounding), so
     * that its skinning matrix is unchanged; never where the base pose's is singular (a zero scale),
     * whose skinning was no inverse to keep.
     */
    boolean carriesAsIn(UnscaledPose base, int j) {
        if (carried[j] == null && base.carried[j] == null) {
            double a = uniform[j];
            double b = base.uniform[j];
            return b != 0 && Math.abs(a - b) <= SAME * Math.max(Math.abs(a), Math.abs(b));
        }
        double[] a = carried(j);
        double[] b = base.carried(j);
        double det = AffineMatrix.determinant(b);
        if (det == 0 || !Double.isFinite(det)) {
            return false;
        }
        double largest = 0;
        double apart = 0;
        for (int i = 0; i < 12; i++) {
            largest = Math.max(largest, Math.abs(b[i]));
            apart = Math.max(apart, Math.abs(a[i] - b[i]));
        }
        return apart <= SAME * largest;
    }

    private double[] carried(int j) {
        return carried[j] != null ? carried[j] : uniformMatrix(uniform[j]);
    }

    /**
     * {@code t} with scale 1 and its translation moved by its parent's carried scale: the number
     * {@code s}, or the matrix {@code k} when not null. A translation that would not be finite (a
     * parent's scale was not) is kept.
     */
    private static Transform unscaled(Transform t, double s, double[] k) {
        float tx = t.tx();
        float ty = t.ty();
        float tz = t.tz();
        if (k != null) {
            tx = (float) (k[0] * t.tx() + k[4] * t.ty() + k[8] * t.tz());
            ty = (float) (k[1] * t.tx() + k[5] * t.ty() + k[9] * t.tz());
            tz = (float) (k[2] * t.tx() + k[6] * t.ty() + k[10] * t.tz());
        } else if (s != 1) {
            tx = (float) (s * t.tx());
            ty = (float) (s * t.ty());
            tz = (float) (s * t.tz());
        }
        if (!Float.isFinite(tx) || !Float.isFinite(ty) || !Float.isFinite(tz)) {
            tx = t.tx();
            ty = t.ty();
            tz = t.tz();
        }
        if (unitScale(t) && tx == t.tx() && ty == t.ty() && tz == t.tz()) {
            return t;
        }
        return new Transform(tx, ty, tz, t.qx(), t.qy(), t.qz(), t.qw(), 1, 1, 1);
    }

    /** The rotation of {@code t} as the skinning computes it (from the quaternion as stored, not normalised). */
    private static double[] rotation(Transform t) {
        return new Transform(0, 0, 0, t.qx(), t.qy(), t.qz(), t.qw(), 1, 1, 1).toMatrix();
    }

    private static double[] uniformMatrix(double s) {
        double[] m = AffineMatrix.identity();
        m[0] = s;
        m[5] = s;
        m[10] = s;
        return m;
    }

    /** The carried scale of a joint under a rotation that has no inverse: unknown, never the same as another. */
    private static double[] nowhere() {
        return uniformMatrix(Double.NaN);
    }
}
