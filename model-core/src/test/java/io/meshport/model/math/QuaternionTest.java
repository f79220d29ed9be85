package io.meshport.model.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class QuaternionTest {
    /** Fixed, so a failure reproduces; another with {@code -Dmeshport.seed=S}. Failures print it. */
    private static final long SEED = Long.getLong("meshport.seed", 0x9e3779b97f4a7c15L);
    private static final String REPLAY = " (seed " + SEED + ", replay with -Dmeshport.seed=" + SEED + ")";

    private static Quaternion randomUnit(SplittableRandom r) {
        return new Quaternion(r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1), r.nextDouble(-1, 1))
                .normalized();
    }

    private static void assertSameRotation(Quaternion expected, Quaternion actual, double tol, String why) {
        double dot = expected.x() * actual.x() + expected.y() * actual.y() + expected.z() * actual.z()
                + expected.w() * actual.w();
        assertEquals(1.0, Math.abs(dot), tol, why + REPLAY);
    }

    @Test
    void matrixRoundTrip() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 10_000; i++) {
            Quaternion q = randomUnit(r);
            assertSameRotation(q, Quaternion.fromRotationMatrix(q.toMatrix()), 1e-12, q.toString());
        }
    }

    @Test
    void decomposeSeparatesScaleAndMirroring() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 10_000; i++) {
            Quaternion q = randomUnit(r);
            double sx = r.nextDouble(0.1, 5), sy = r.nextDouble(0.1, 5), sz = r.nextDouble(0.1, 5);
            boolean mirror = r.nextBoolean();
            double sign = mirror ? -1 : 1;
            double[] m = q.toMatrix();
            double[] s = {sign * sx, sign * sy, sign * sz};
            for (int row = 0; row < 3; row++) {
                for (int col = 0; col < 3; col++) {
                    m[row * 3 + col] *= s[col];
                }
            }
            Quaternion.RotationScale rs = Quaternion.decompose(m);
            assertEquals(s[0], rs.sx(), 1e-9, REPLAY);
            assertEquals(s[1], rs.sy(), 1e-9, REPLAY);
            assertEquals(s[2], rs.sz(), 1e-9, REPLAY);
            assertTrue(rs.rotation().w() <= 0, REPLAY);
            assertSameRotation(q, rs.rotation(), 1e-9, q.toString());
        }
    }

    @Test
    void impliedWMakesUnitQuaternionWithNonPositiveW() {
        Quaternion q = Quaternion.withImpliedW(0.5, 0.5, 0.5);
        assertEquals(-0.5, q.w(), 1e-15);
        assertEquals(-0.0, Quaternion.impliedW(1, 1, 1), "clamped at 0 for over-long xyz");
    }

    /** Euler angles compose as Z, then Y, then X rotations applied to a column vector: q = qz·qy·qx. */
    @Test
    void eulerComposesAxisRotations() {
        SplittableRandom r = new SplittableRandom(SEED);
        for (int i = 0; i < 1000; i++) {
            double rx = r.nextDouble(-Math.PI, Math.PI), ry = r.nextDouble(-Math.PI, Math.PI);
            double rz = r.nextDouble(-Math.PI, Math.PI);
            Quaternion qx = new Quaternion(Math.sin(rx / 2), 0, 0, Math.cos(rx / 2));
            Quaternion qy = new Quaternion(0, Math.sin(ry / 2), 0, Math.cos(ry / 2));
            Quaternion qz = new Quaternion(0, 0, Math.sin(rz / 2), Math.cos(rz / 2));
            Quaternion e = Quaternion.fromEuler(rx, ry, rz);
            assertTrue(e.w() <= 0, REPLAY);
            assertSameRotation(qz.multiply(qy).multiply(qx), e, 1e-12, rx + " " + ry + " " + rz);
        }
    }
}
