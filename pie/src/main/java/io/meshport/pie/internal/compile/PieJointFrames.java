package io.meshport.pie.internal.compile;

import io.meshport.model.Animation;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a joint does to a mesh rigidly bound to it, frame by frame: {@code global(frame) ·
 * global(bind)⁻¹}, the transform the game's ANIMOBJECT applies to a level's points. Taken from
 * the first animation in which the joint (or a parent) moves.
 *
 * <p>Here, beside the connector joints that take their rest positions from it, rather than with
 * the exporter, its one other user: the exporter builds on this package, not the other way round.
 * Public for the exporter; the package is internal, not exported.
 */
public final class PieJointFrames {
    /**
     * A joint's frames in one animation.
     *
     * @param animation the first animation in which the joint moves
     * @param transforms per frame of it, what the joint does to a mesh rigidly bound to it
     */
    public record Frames(Animation animation, List<Transform> transforms) {
    }

    private PieJointFrames() {
    }

    /** The joint's frames in the first animation that moves it, or empty when none does. */
    public static Optional<Frames> of(Model model, int joint) {
        for (Animation a : model.animations()) {
            if (a.jointCount() != model.joints().size() || a.frameCount() == 0 || !moves(model, a, joint)) {
                continue;
            }
            List<Transform> frames = new ArrayList<>();
            Joint j = model.joints().get(joint);
            boolean simple = j.parent() < 0 && j.basePose().equals(Transform.IDENTITY);
            double[] inverseBind = simple ? null : invert(global(model, joint, -1, null));
            for (int f = 0; f < a.frameCount(); f++) {
                frames.add(simple ? a.pose(f, joint) : transform(multiply(global(model, joint, f, a), inverseBind)));
            }
            return Optional.of(new Frames(a, frames));
        }
        return Optional.empty();
    }

    /** The joint's position at rest (base poses through its parents). */
    static double[] restPosition(Model model, int joint) {
        double[] m = global(model, joint, -1, null);
        return new double[] {m[3], m[7], m[11]};
    }

    /** Whether the joint or one of its parents has a pose in {@code a} other than its base. */
    private static boolean moves(Model model, Animation a, int joint) {
        for (int j = joint; j >= 0; j = model.joints().get(j).parent()) {
            for (int f = 0; f < a.frameCount(); f++) {
                if (!a.pose(f, j).equals(model.joints().get(j).basePose())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The joint's global 3×4 matrix at frame {@code f} of {@code a}, or in the base pose when {@code a} is null. */
    private static double[] global(Model model, int joint, int f, Animation a) {
        double[] m = matrix(a == null ? model.joints().get(joint).basePose() : a.pose(f, joint));
        for (int p = model.joints().get(joint).parent(); p >= 0; p = model.joints().get(p).parent()) {
            m = multiply(matrix(a == null ? model.joints().get(p).basePose() : a.pose(f, p)), m);
        }
        return m;
    }

    /** Row-major 3×4: rotation·scale in columns 0-2, translation in column 3. */
    private static double[] matrix(Transform t) {
        double[] r = new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).normalized().toMatrix();
        double[] s = {t.sx(), t.sy(), t.sz()};
        double[] tr = {t.tx(), t.ty(), t.tz()};
        double[] m = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                m[row * 4 + col] = r[row * 3 + col] * s[col];
            }
            m[row * 4 + 3] = tr[row];
        }
        return m;
    }

    private static double[] multiply(double[] a, double[] b) {
        double[] m = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 4; col++) {
                double v = col == 3 ? a[row * 4 + 3] : 0;
                for (int k = 0; k < 3; k++) {
                    v += a[row * 4 + k] * b[k * 4 + col];
                }
                m[row * 4 + col] = v;
            }
        }
        return m;
    }

    private static double[] invert(double[] m) {
        double a = m[0], b = m[1], c = m[2], d = m[4], e = m[5], f = m[6], g = m[8], h = m[9], i = m[10];
        double det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
        if (det == 0) {
            return matrix(Transform.IDENTITY);
        }
        double[] r = {(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det,
            (f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det,
            (d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det};
        double[] out = new double[12];
        for (int row = 0; row < 3; row++) {
            for (int col = 0; col < 3; col++) {
                out[row * 4 + col] = r[row * 3 + col];
            }
            out[row * 4 + 3] = -(r[row * 3] * m[3] + r[row * 3 + 1] * m[7] + r[row * 3 + 2] * m[11]);
        }
        return out;
    }

    private static Transform transform(double[] m) {
        Quaternion.RotationScale rs = Quaternion.decompose(new double[] {m[0], m[1], m[2], m[4], m[5], m[6], m[8],
            m[9], m[10]});
        Quaternion q = rs.rotation();
        return new Transform((float) m[3], (float) m[7], (float) m[11], (float) q.x(), (float) q.y(), (float) q.z(),
                (float) q.w(), (float) rs.sx(), (float) rs.sy(), (float) rs.sz());
    }
}
