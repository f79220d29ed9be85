package io.meshport.md5.internal.export;

import io.meshport.md5.internal.rules.Md5Pose;
import io.meshport.model.Joint;
import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;
import java.util.List;

/**
 * The joints' bind poses in model space, as an {@code .md5mesh} file holds them: each joint's pose
 * relative to its parent composed with its parent's pose as a reader will see it in the file
 * (orientation w restored from x, y, z), and moved by the miss where the reader's way back to a
 * relative pose ({@link Md5Pose#relative}, rounded to float) lands a float step away: so a model
 * read from MD5 writes the same file again.
 */
final class Md5JointPlacement {
    private Md5JointPlacement() {
    }

    /** Each joint's pose in model space as the reader will see it. */
    static Md5Pose[] place(List<Joint> joints) {
        Md5Pose[] seen = new Md5Pose[joints.size()];
        for (int j = 0; j < seen.length; j++) {
            // the orientation, unit and as near the model's as floats tell
            Transform t = joints.get(j).basePose();
            double[] q = unitNear(Md5Exporter.orientation(t));
            int p = joints.get(j).parent();
            if (p < 0) {
                seen[j] = Md5Pose.withImpliedW(t.tx(), t.ty(), t.tz(), q[0], q[1], q[2]);
                continue;
            }
            Md5Pose parent = seen[p];
            double[] r = {t.tx(), t.ty(), t.tz(), q[0], q[1], q[2], q[3]};
            double[] target = r.clone();
            Md5Pose placed = compose(parent, target);
            for (int attempt = 0; attempt < 8; attempt++) {
                Md5Pose back = parent.relative(placed);
                double[] got = {back.x(), back.y(), back.z(), back.qx(), back.qy(), back.qz(), back.qw()};
                boolean same = true;
                for (int c = 0; c < 7; c++) {
                    same &= (float) got[c] == (float) r[c];
                }
                if (same) {
                    break;
                }
                // move the target by the miss: the position as it is, the orientation kept unit
                for (int c = 0; c < 7; c++) {
                    target[c] += r[c] - got[c];
                }
                double[] unit = Md5Exporter.normalized(new double[] {target[3], target[4], target[5], target[6]});
                System.arraycopy(unit, 0, target, 3, 4);
                placed = compose(parent, target);
            }
            seen[j] = placed;
        }
        return seen;
    }

    /**
     * A unit quaternion whose components round to those of {@code q} as floats, when {@code q} is a
     * float rounding of a unit quaternion (as every orientation read from a file is): so that what a
     * reader made of a file is what it makes of the file written from it. The plain normalisation
     * may move a component past half a float step; the components that miss are put back and the
     * others rescaled, a few times at most. Any other quaternion is normalised.
     */
    static double[] unitNear(double[] q) {
        double[] u = Md5Exporter.normalized(q);
        for (int attempt = 0; attempt < 8; attempt++) {
            boolean[] missed = new boolean[4];
            boolean any = false;
            for (int c = 0; c < 4; c++) {
                missed[c] = (float) u[c] != (float) q[c];
                any |= missed[c];
            }
            if (!any) {
                return u;
            }
            double fixed = 0;
            double free = 0;
            for (int c = 0; c < 4; c++) {
                if (missed[c]) {
                    u[c] = q[c];
                    fixed += u[c] * u[c];
                } else {
                    free += u[c] * u[c];
                }
            }
            if (!(free > 0) || fixed >= 1) {
                return Md5Exporter.normalized(q);
            }
            double scale = Math.sqrt((1 - fixed) / free);
            for (int c = 0; c < 4; c++) {
                u[c] = missed[c] ? u[c] : u[c] * scale;
            }
        }
        return u;
    }

    /** {@code local} (x, y, z, qx, qy, qz, qw relative to {@code parent}) in model space, w made not positive and restored. */
    private static Md5Pose compose(Md5Pose parent, double[] local) {
        double[] pos = parent.rotate(local[0], local[1], local[2]);
        Quaternion q = new Quaternion(parent.qx(), parent.qy(), parent.qz(), parent.qw())
                .multiply(new Quaternion(local[3], local[4], local[5], local[6])).withNonPositiveW();
        return Md5Pose.withImpliedW(pos[0] + parent.x(), pos[1] + parent.y(), pos[2] + parent.z(), q.x(), q.y(), q.z());
    }
}
