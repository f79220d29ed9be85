package io.meshport.iqe.internal.compile;

import io.meshport.iqe.IqeDocument;
import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;

/**
 * Turns {@code pq}, {@code pm} and {@code pa} commands into transforms. Values the command
 * leaves out take iqe.txt's defaults (0, scale 1, an implied w ≤ 0). A quaternion given with
 * its w keeps its sign (the reference compiler flips it to w ≤ 0; q and -q are the same
 * rotation, and keeping it makes model → IQE → model exact); matrices and angles give w ≤ 0.
 */
final class IqePoses {
    private IqePoses() {
    }

    static Transform pose(IqeDocument doc, int i) {
        switch (doc.command(i)) {
            case POSE_QUATERNION:
                return fromQuaternion(doc, i);
            case POSE_MATRIX:
                return fromMatrix(doc, i);
            case POSE_ANGLES:
                return fromAngles(doc, i);
            default:
                throw new IllegalArgumentException(doc.command(i) + " is not a pose");
        }
    }

    /** {@code pq Tx Ty Tz Qx Qy Qz [Qw] [Sx Sy Sz]}. */
    static Transform fromQuaternion(IqeDocument doc, int i) {
        double x = arg(doc, i, 3, 0), y = arg(doc, i, 4, 0), z = arg(doc, i, 5, 0);
        Quaternion q;
        if (doc.argumentCount(i) > 6) {
            q = new Quaternion(x, y, z, arg(doc, i, 6, 0));
            double len2 = x * x + y * y + z * z + q.w() * q.w();
            // Re-normalise only what is clearly not a unit quaternion: near-unit ones (rounded
            // by an exporter, or dequantised from IQM) stay bit for bit, so that model -> IQE
            // -> model and text -> model -> text are exact.
            if (Math.abs(len2 - 1) > 1e-3) {
                q = q.normalized();
            }
        } else {
            q = Quaternion.withImpliedW(x, y, z);
        }
        return transform(doc, i, q, 7, 1, 1, 1);
    }

    /** {@code pm Tx Ty Tz Ax Ay Az Bx By Bz Cx Cy Cz [Sx Sy Sz]}: rows A, B, C may include scale. */
    static Transform fromMatrix(IqeDocument doc, int i) {
        double[] m = new double[9];
        for (int k = 0; k < 9; k++) {
            m[k] = arg(doc, i, 3 + k, 0);
        }
        Quaternion.RotationScale rs = Quaternion.decompose(m);
        return transform(doc, i, rs.rotation(), 12, rs.sx(), rs.sy(), rs.sz());
    }

    /** {@code pa Tx Ty Tz Rx Ry Rz [Sx Sy Sz]}, angles in radians. */
    static Transform fromAngles(IqeDocument doc, int i) {
        Quaternion q = Quaternion.fromEuler(arg(doc, i, 3, 0), arg(doc, i, 4, 0), arg(doc, i, 5, 0));
        return transform(doc, i, q, 6, 1, 1, 1);
    }

    private static Transform transform(IqeDocument doc, int i, Quaternion q, int scaleAt, double msx, double msy,
            double msz) {
        return new Transform((float) arg(doc, i, 0, 0), (float) arg(doc, i, 1, 0), (float) arg(doc, i, 2, 0),
                (float) q.x(), (float) q.y(), (float) q.z(), (float) q.w(),
                (float) (arg(doc, i, scaleAt, 1) * msx), (float) (arg(doc, i, scaleAt + 1, 1) * msy),
                (float) (arg(doc, i, scaleAt + 2, 1) * msz));
    }

    private static double arg(IqeDocument doc, int i, int slot, double fallback) {
        return slot < doc.argumentCount(i) ? doc.floatArgument(i, slot) : fallback;
    }
}
