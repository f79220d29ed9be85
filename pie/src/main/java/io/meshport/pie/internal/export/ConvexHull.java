package io.meshport.pie.internal.export;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The convex hull of a set of points, as triangles whose corners are the points' indexes and whose
 * normals ({@code (b - a) x (c - a)}) point out: built incrementally (each point outside the hull so
 * far removes the faces it sees and joins the edge of the hole they leave), with a tolerance of a
 * millionth of the points' extent so that points on a face or an edge (or repeated) add nothing.
 * Which faces a point sees is decided exactly ({@link Orientation}): by a tolerance or by rounding,
 * a point near the plane of several faces saw some and not others around them, and the hole they
 * left was no disk (a model's flat sides of many points gave hulls with edges met once, or thrice).
 * Closed: every edge is met once each way. Deterministic. Quadratic in the worst case (every point
 * on the hull); the levels of a PIE file are small.
 */
final class ConvexHull {
    private ConvexHull() {
    }

    /**
     * The hull's triangles, three point indexes each; empty when the points span no volume (fewer
     * than four, or all on a plane).
     */
    static int[] of(float[] xyz) {
        int n = xyz.length / 3;
        double extent = 0;
        for (int a = 0; a < 3; a++) {
            double lo = Double.MAX_VALUE;
            double hi = -Double.MAX_VALUE;
            for (int v = 0; v < n; v++) {
                lo = Math.min(lo, xyz[3 * v + a]);
                hi = Math.max(hi, xyz[3 * v + a]);
            }
            extent = Math.max(extent, hi - lo);
        }
        double eps = Math.max(extent, Double.MIN_NORMAL) * 1e-6;
        int[] start = simplex(xyz, n, eps);
        if (start == null) {
            return new int[0];
        }
        List<int[]> faces = new ArrayList<>();
        int a = start[0];
        int b = start[1];
        int c = start[2];
        int d = start[3];
        // orient the first face away from the fourth point
        if (side(xyz, a, b, c, d) > 0) {
            int t = b;
            b = c;
            c = t;
        }
        faces.add(new int[] {a, b, c});
        faces.add(new int[] {a, d, b});
        faces.add(new int[] {b, d, c});
        faces.add(new int[] {c, d, a});
        boolean[] used = new boolean[n];
        for (int s : start) {
            used[s] = true;
        }
        for (int p = 0; p < n; p++) {
            if (!used[p]) {
                add(xyz, faces, p, eps);
            }
        }
        int[] out = new int[3 * faces.size()];
        for (int f = 0; f < faces.size(); f++) {
            System.arraycopy(faces.get(f), 0, out, 3 * f, 3);
        }
        return out;
    }

    /** Point p added: the faces it sees removed, the hole's edge joined to it. */
    private static void add(float[] xyz, List<int[]> faces, int p, double eps) {
        List<int[]> kept = new ArrayList<>(faces.size());
        Map<Long, int[]> horizon = new HashMap<>();
        boolean sees = false;
        boolean far = false;
        for (int[] f : faces) {
            if (side(xyz, f[0], f[1], f[2], p) > eps * norm(xyz, f)) {
                far = true;
                break;
            }
        }
        if (!far) {
            return;
        }
        for (int[] f : faces) {
            if (Orientation.of(xyz, f[0], f[1], f[2], p) > 0) {
                sees = true;
                for (int e = 0; e < 3; e++) {
                    int u = f[e];
                    int v = f[(e + 1) % 3];
                    // an edge seen from both of its faces is inside the hole
                    if (horizon.remove(key(v, u)) == null) {
                        horizon.put(key(u, v), new int[] {u, v});
                    }
                }
            } else {
                kept.add(f);
            }
        }
        if (!sees) {
            return;
        }
        long[] keys = horizon.keySet().stream().mapToLong(Long::longValue).sorted().toArray();
        for (long k : keys) {
            int[] e = horizon.get(k);
            kept.add(new int[] {e[0], e[1], p});
        }
        faces.clear();
        faces.addAll(kept);
    }

    private static long key(int u, int v) {
        return (long) u << 32 | (v & 0xffffffffL);
    }

    /** Four points spanning a volume, or null. */
    private static int[] simplex(float[] xyz, int n, double eps) {
        if (n < 4) {
            return null;
        }
        int a = 0;
        int b = -1;
        double best = eps;
        for (int v = 1; v < n; v++) {
            double d = Math.sqrt(sq(xyz, a, v));
            if (d > best) {
                best = d;
                b = v;
            }
        }
        if (b < 0) {
            return null;
        }
        int c = -1;
        best = eps * eps;
        for (int v = 0; v < n; v++) {
            double area = crossLength(xyz, a, b, v);
            if (area > best) {
                best = area;
                c = v;
            }
        }
        if (c < 0) {
            return null;
        }
        int d = -1;
        best = eps * eps * eps;
        for (int v = 0; v < n; v++) {
            double volume = Math.abs(side(xyz, a, b, c, v));
            if (volume > best) {
                best = volume;
                d = v;
            }
        }
        return d < 0 ? null : new int[] {a, b, c, d};
    }

    /** (b - a) x (c - a) . (p - a): positive when p lies on the side the face's normal points to. */
    private static double side(float[] xyz, int a, int b, int c, int p) {
        double[] n = normal(xyz, a, b, c);
        return n[0] * (xyz[3 * p] - xyz[3 * a]) + n[1] * (xyz[3 * p + 1] - xyz[3 * a + 1])
                + n[2] * (xyz[3 * p + 2] - xyz[3 * a + 2]);
    }

    private static double norm(float[] xyz, int[] f) {
        double[] n = normal(xyz, f[0], f[1], f[2]);
        return Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    }

    private static double[] normal(float[] xyz, int a, int b, int c) {
        double ux = xyz[3 * b] - xyz[3 * a];
        double uy = xyz[3 * b + 1] - xyz[3 * a + 1];
        double uz = xyz[3 * b + 2] - xyz[3 * a + 2];
        double vx = xyz[3 * c] - xyz[3 * a];
        double vy = xyz[3 * c + 1] - xyz[3 * a + 1];
        double vz = xyz[3 * c + 2] - xyz[3 * a + 2];
        return new double[] {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
    }

    private static double crossLength(float[] xyz, int a, int b, int c) {
        double[] n = normal(xyz, a, b, c);
        return Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    }

    private static double sq(float[] xyz, int a, int b) {
        double s = 0;
        for (int i = 0; i < 3; i++) {
            double d = xyz[3 * a + i] - xyz[3 * b + i];
            s += d * d;
        }
        return s;
    }
}
