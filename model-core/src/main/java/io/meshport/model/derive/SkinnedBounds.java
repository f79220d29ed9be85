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
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.List;

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
        List<SkinnedMesh> meshes = new ArrayList<>();
        for (Mesh m : model.meshes()) {
            m.array(AttributeKind.POSITION).ifPresent(p -> meshes.add(new SkinnedMesh(m, p, n)));
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
                out.add(frame(meshes, skinning));
            }
        }
        return out;
    }

    private static Bounds frame(List<SkinnedMesh> meshes, double[][] skinning) {
        Extent e = new Extent();
        for (SkinnedMesh m : meshes) {
            m.addTo(e, skinning);
        }
        return e.toBounds();
    }

    /** Running box and squared radii over transformed vertices. */
    private static final class Extent {
        private boolean any;
        private double minX, minY, minZ, maxX, maxY, maxZ, xy, r;

        void add(double x, double y, double z) {
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

        /** Merges another extent's box and squared radii (its corners are not vertices: no radius from them). */
        void merge(double x0, double y0, double z0, double x1, double y1, double z1, double xy2, double r2) {
            if (!any) {
                minX = x0;
                minY = y0;
                minZ = z0;
                maxX = x1;
                maxY = y1;
                maxZ = z1;
                any = true;
            } else {
                minX = Math.min(minX, x0);
                minY = Math.min(minY, y0);
                minZ = Math.min(minZ, z0);
                maxX = Math.max(maxX, x1);
                maxY = Math.max(maxY, y1);
                maxZ = Math.max(maxZ, z1);
            }
            xy = Math.max(xy, xy2);
            r = Math.max(r, r2);
        }

        Bounds toBounds() {
            return new Bounds((float) minX, (float) minY, (float) minZ, (float) maxX, (float) maxY, (float) maxZ,
                    (float) Math.sqrt(xy), (float) Math.sqrt(r));
        }
    }

    /**
     * A mesh decoded once for all frames: positions as doubles, and per vertex the index of its
     * blend combination (bones and weights). Vertices share few combinations, so each frame
     * blends one matrix per combination rather than per vertex.
     */
    private static final class SkinnedMesh {
        private final double[] positions;
        private final int[] combo; // per vertex; null when the mesh is rigid
        private final int[][] comboBones;
        private final double[][] comboWeights;

        SkinnedMesh(Mesh mesh, VertexArray pos, int joints) {
            int count = mesh.vertexCount();
            positions = new double[count * 3];
            for (int v = 0; v < count; v++) {
                for (int c = 0; c < Math.min(3, pos.size()); c++) {
                    positions[v * 3 + c] = pos.getDouble(v, c);
                }
            }
            VertexArray idx = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray wgt = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            if (idx == null || wgt == null) {
                combo = null;
                comboBones = null;
                comboWeights = null;
                return;
            }
            int influences = Math.min(idx.size(), wgt.size());
            combo = new int[count];
            Map<Combination, Integer> ids = new HashMap<>();
            List<int[]> bones = new ArrayList<>();
            List<double[]> weights = new ArrayList<>();
            for (int v = 0; v < count; v++) {
                int[] b = new int[influences];
                double[] w = new double[influences];
                int used = 0;
                for (int k = 0; k < influences; k++) {
                    // The reference multiplies matrices by the weight as a float.
                    double weight = (float) wgt.getNormalized(v, k);
                    long bone = idx.getLong(v, k);
                    if (weight > 0 && bone >= 0 && bone < joints) {
                        b[used] = (int) bone;
                        w[used] = weight;
                        used++;
                    }
                }
                Combination key = new Combination(Arrays.copyOf(b, used), Arrays.copyOf(w, used));
                Integer id = ids.get(key);
                if (id == null) {
                    id = bones.size();
                    ids.put(key, id);
                    bones.add(key.bones);
                    weights.add(key.weights);
                }
                combo[v] = id;
            }
            comboBones = bones.toArray(new int[0][]);
            comboWeights = weights.toArray(new double[0][]);
        }

        void addTo(Extent e, double[][] skinning) {
            int count = positions.length / 3;
            if (combo == null) {
                for (int v = 0; v < count; v++) {
                    e.add(positions[v * 3], positions[v * 3 + 1], positions[v * 3 + 2]);
                }
                return;
            }
            double[] blended = new double[comboBones.length * 12];
            for (int c = 0; c < comboBones.length; c++) {
                for (int k = 0; k < comboBones[c].length; k++) {
                    double[] m = skinning[comboBones[c][k]];
                    double w = comboWeights[c][k];
                    for (int i = 0; i < 12; i++) {
                        blended[c * 12 + i] += m[i] * w;
                    }
                }
            }
            // Locals, not the Extent's fields, in the per-vertex loop: it runs frames x vertices times.
            double minX = Double.POSITIVE_INFINITY, minY = minX, minZ = minX;
            double maxX = Double.NEGATIVE_INFINITY, maxY = maxX, maxZ = maxX;
            double xy = 0, r = 0;
            for (int v = 0; v < count; v++) {
                int b = combo[v] * 12;
                double x = positions[v * 3], y = positions[v * 3 + 1], z = positions[v * 3 + 2];
                double px = blended[b] * x + blended[b + 1] * y + blended[b + 2] * z + blended[b + 3];
                double py = blended[b + 4] * x + blended[b + 5] * y + blended[b + 6] * z + blended[b + 7];
                double pz = blended[b + 8] * x + blended[b + 9] * y + blended[b + 10] * z + blended[b + 11];
                minX = px < minX ? px : minX;
                minY = py < minY ? py : minY;
                minZ = pz < minZ ? pz : minZ;
                maxX = px > maxX ? px : maxX;
                maxY = py > maxY ? py : maxY;
                maxZ = pz > maxZ ? pz : maxZ;
                double d = px * px + py * py;
                xy = d > xy ? d : xy;
                double d3 = d + pz * pz;
                r = d3 > r ? d3 : r;
            }
            if (count > 0) {
                e.merge(minX, minY, minZ, maxX, maxY, maxZ, xy, r);
            }
        }
    }

    /** A vertex's bones and weights, as a hash key. */
    private record Combination(int[] bones, double[] weights) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Combination c && Arrays.equals(bones, c.bones) && Arrays.equals(weights, c.weights);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(bones) + Arrays.hashCode(weights);
        }
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
