package io.meshport.pie.internal.compile;

import io.meshport.model.Transform;
import io.meshport.model.math.Quaternion;
import io.meshport.pie.PieAnimObject;
import java.util.List;

/**
 * ANIMOBJECT frames as the game plays them, and back. The loader ({@code _imd_load_level})
 * reads a frame line {@code frame x y z rx ry rz sx sy sz} as position (x, z, y) / 1000 and as
 * angles pitch = -rx, direction = -rz, roll = -ry in thousandths of a degree; the renderer
 * ({@code drawShape} in {@code display3d.cpp}) draws the level with
 * {@code translate(position) · rotateX(pitch) · rotateY(direction) · rotateZ(roll) · scale(s)},
 * a frame lasting {@code time} milliseconds, and skips a frame whose x scale is -1 (the key-frame
 * sequences of old data). Here a frame is that transform of the level's points, in the points'
 * space; a skipped frame has scale 0, which draws nothing too.
 *
 * <p>The game turns angles into 16-bit units first (1/65536 of a turn); meshport keeps the
 * thousandths of a degree as written, which differ from it by less than 0.006°.
 *
 * <p>Public because the exporter turns joint frames back into ANIMOBJECT blocks; the package is
 * internal, not exported.
 */
public final class PieAnimObjects {
    /** Thousandths: the units of positions (points) and angles (degrees) in frame lines. */
    private static final double INT_SCALE = 1000;

    private PieAnimObjects() {
    }

    /** Frames per second of an ANIMOBJECT whose frames last {@code time} milliseconds each. */
    static float framerate(PieAnimObject a) {
        return (float) (INT_SCALE / a.time());
    }

    /** Frame {@code f} as the transform the game applies to the level's points. */
    static Transform pose(PieAnimObject a, int f) {
        double pitch = -Math.toRadians(a.rotation(f, 0) / INT_SCALE);
        double direction = -Math.toRadians(a.rotation(f, 2) / INT_SCALE);
        double roll = -Math.toRadians(a.rotation(f, 1) / INT_SCALE);
        Quaternion q = axis(0, pitch).multiply(axis(1, direction)).multiply(axis(2, roll)).withNonPositiveW();
        boolean skipped = a.scale(f, 0) == -1f;
        return new Transform((float) (a.position(f, 0) / INT_SCALE), (float) (a.position(f, 2) / INT_SCALE),
                (float) (a.position(f, 1) / INT_SCALE), (float) q.x(), (float) q.y(), (float) q.z(), (float) q.w(),
                skipped ? 0 : a.scale(f, 0), skipped ? 0 : a.scale(f, 1), skipped ? 0 : a.scale(f, 2));
    }

    /**
     * Whether {@code frames} are {@code a}'s frames, up to what a container's quantisation changes
     * (IQM stores frames in 16 bits a channel): then {@code a} is written as it was.
     */
    public static boolean agrees(PieAnimObject a, List<Transform> frames, float framerate) {
        if (frames.size() != a.frameCount() || Math.abs(framerate - framerate(a)) > 1e-3 * framerate(a)) {
            return false;
        }
        for (int f = 0; f < frames.size(); f++) {
            Transform want = pose(a, f);
            Transform have = frames.get(f);
            for (int c = 0; c < 3; c++) {
                if (!close(want.channel(c), have.channel(c)) || !close(want.channel(7 + c), have.channel(7 + c))) {
                    return false;
                }
            }
            if (sameRotation(want, have)) {
                continue;
            }
            // a stored quaternion is not quite of length 1: compare directions
            double dot = 0;
            double wantLength = 0;
            double haveLength = 0;
            for (int c = 3; c < 7; c++) {
                dot += (double) want.channel(c) * have.channel(c);
                wantLength += (double) want.channel(c) * want.channel(c);
                haveLength += (double) have.channel(c) * have.channel(c);
            }
            if (Math.abs(dot) < (1 - 1e-6) * Math.sqrt(wantLength * haveLength)) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameRotation(Transform a, Transform b) {
        for (int c = 3; c < 7; c++) {
            if (Float.compare(a.channel(c), b.channel(c)) != 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean close(float a, float b) {
        // equal values first: an infinite or NaN scale agrees with itself
        return Float.compare(a, b) == 0 || Math.abs(a - b) <= 2e-3 + 1e-4 * Math.abs(a);
    }

    /** The frame lines that make the game play {@code frames}: integers rounded, angles decomposed. */
    public static PieAnimObject encode(List<Transform> frames, float framerate, int cycles) {
        int n = frames.size();
        int[] ints = new int[PieAnimObject.INTS_PER_FRAME * n];
        float[] scales = new float[3 * n];
        for (int f = 0; f < n; f++) {
            Transform t = frames.get(f);
            int at = PieAnimObject.INTS_PER_FRAME * f;
            ints[at] = f;
            ints[at + 1] = thousandths(t.tx());
            ints[at + 2] = thousandths(t.tz());
            ints[at + 3] = thousandths(t.ty());
            double[] angles = pitchDirectionRoll(new Quaternion(t.qx(), t.qy(), t.qz(), t.qw()).normalized());
            ints[at + 4] = thousandths(-Math.toDegrees(angles[0]));
            ints[at + 6] = thousandths(-Math.toDegrees(angles[1]));
            ints[at + 5] = thousandths(-Math.toDegrees(angles[2]));
            scales[3 * f] = t.sx();
            scales[3 * f + 1] = t.sy();
            scales[3 * f + 2] = t.sz();
        }
        int time = (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.round(INT_SCALE / framerate)));
        return new PieAnimObject(framerate > 0 && Float.isFinite(framerate) ? time : 1, cycles, ints, scales);
    }

    /** Angles (a, b, c) with {@code R = Rx(a) · Ry(b) · Rz(c)}; c = 0 where b is ±90°. */
    static double[] pitchDirectionRoll(Quaternion q) {
        double[] m = q.toMatrix();
        double sinB = Math.max(-1, Math.min(1, m[2]));
        double b = Math.asin(sinB);
        if (Math.abs(sinB) > 1 - 1e-9) {
            return new double[] {Math.atan2(m[7], m[4]), b, 0};
        }
        return new double[] {Math.atan2(-m[5], m[8]), b, Math.atan2(-m[1], m[0])};
    }

    private static int thousandths(double v) {
        double scaled = Math.rint(v * INT_SCALE);
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, scaled));
    }

    private static Quaternion axis(int axis, double angle) {
        double s = Math.sin(angle / 2);
        return new Quaternion(axis == 0 ? s : 0, axis == 1 ? s : 0, axis == 2 ? s : 0, Math.cos(angle / 2));
    }
}
