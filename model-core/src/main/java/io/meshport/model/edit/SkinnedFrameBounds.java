package io.meshport.model.edit;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The bounds of every animation frame, computed the way IQM's compiler does: each vertex is
 * skinned by its blended joint matrices (frame pose × inverse base pose) and the box, the
 * radius around the Z axis and the radius around the origin are taken over the results.
 * Edits that move vertices or change frames recompute bounds with this rather than guess.
 *
 * <p>Package-private on purpose: the public derived-data API for bounds belongs in
 * {@code io.meshport.model.derive}; the edits only need a correct recomputation.
 */
final class SkinnedFrameBounds {
    private SkinnedFrameBounds() {
    }

    /** Whether {@code model} has something to bound: frames and at least one mesh with positions. */
    static boolean canCompute(Model model) {
        return model.frameCount() > 0
                && model.meshes().stream().anyMatch(m -> m.array(AttributeKind.POSITION).isPresent());
    }

    /**
     * One {@link Bounds} per frame of all animations in order. Vertices without blend data, or
     * with weights summing to zero, or models whose animations do not pose the skeleton, stay
     * where the mesh puts them. Blend indexes outside the skeleton are ignored.
     */
    static List<Bounds> compute(Model model) {
        List<Joint> joints = model.joints();
        AffineMatrix[] inverseBase = inverseBaseMatrices(joints);
        List<Bounds> out = new ArrayList<>(model.frameCount());
        for (Animation a : model.animations()) {
            boolean posesSkeleton = !joints.isEmpty() && a.jointCount() == joints.size();
            for (int f = 0; f < a.frameCount(); f++) {
                double[][] skin = posesSkeleton ? skinMatrices(joints, a, f, inverseBase) : null;
                out.add(boundsOf(model.meshes(), skin));
            }
        }
        return out;
    }

    private static AffineMatrix[] inverseBaseMatrices(List<Joint> joints) {
        AffineMatrix[] world = new AffineMatrix[joints.size()];
        AffineMatrix[] inverse = new AffineMatrix[joints.size()];
        for (int j = 0; j < joints.size(); j++) {
            Joint joint = joints.get(j);
            AffineMatrix local = AffineMatrix.of(joint.basePose());
            world[j] = joint.isRoot() ? local : world[joint.parent()].multiply(local);
            inverse[j] = world[j].inverse();
        }
        return inverse;
    }

    private static double[][] skinMatrices(List<Joint> joints, Animation a, int frame, AffineMatrix[] inverseBase) {
        AffineMatrix[] world = new AffineMatrix[joints.size()];
        double[][] skin = new double[joints.size()][];
        for (int j = 0; j < joints.size(); j++) {
            AffineMatrix local = AffineMatrix.of(a.pose(frame, j));
            int parent = joints.get(j).parent();
            world[j] = parent < 0 ? local : world[parent].multiply(local);
            skin[j] = world[j].multiply(inverseBase[j]).entries();
        }
        return skin;
    }

    private static Bounds boundsOf(List<Mesh> meshes, double[][] skin) {
        double[] min = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] max = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double xy = 0, r = 0;
        double[] p = new double[3];
        double[] blended = new double[12];
        boolean any = false;
        for (Mesh mesh : meshes) {
            Optional<VertexArray> position = mesh.array(AttributeKind.POSITION);
            if (position.isEmpty()) {
                continue;
            }
            VertexArray pos = position.get();
            VertexArray indexes = skin == null ? null : mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray weights = skin == null ? null : mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            for (int v = 0; v < mesh.vertexCount(); v++) {
                double x = pos.getDouble(v, 0);
                double y = pos.size() > 1 ? pos.getDouble(v, 1) : 0;
                double z = pos.size() > 2 ? pos.getDouble(v, 2) : 0;
                if (indexes != null && weights != null && blend(indexes, weights, v, skin, blended)) {
                    AffineMatrix.transformPoint(blended, x, y, z, p);
                } else {
                    p[0] = x;
                    p[1] = y;
                    p[2] = z;
                }
                for (int k = 0; k < 3; k++) {
                    min[k] = Math.min(min[k], p[k]);
                    max[k] = Math.max(max[k], p[k]);
                }
                double d = p[0] * p[0] + p[1] * p[1];
                xy = Math.max(xy, d);
                r = Math.max(r, d + p[2] * p[2]);
                any = true;
            }
        }
        if (!any) {
            return new Bounds(0, 0, 0, 0, 0, 0, 0, 0);
        }
        return new Bounds((float) min[0], (float) min[1], (float) min[2], (float) max[0], (float) max[1],
                (float) max[2], (float) Math.sqrt(xy), (float) Math.sqrt(r));
    }

    /** Blends the skinning matrices of vertex {@code v} into {@code out}; false when it has no weight. */
    private static boolean blend(VertexArray indexes, VertexArray weights, int v, double[][] skin, double[] out) {
        Arrays.fill(out, 0);
        double total = 0;
        int n = Math.min(indexes.size(), weights.size());
        for (int k = 0; k < n; k++) {
            double w = weights.getNormalized(v, k);
            long j = indexes.getLong(v, k);
            if (w > 0 && j >= 0 && j < skin.length) {
                for (int e = 0; e < 12; e++) {
                    out[e] += skin[(int) j][e] * w;
                }
                total += w;
            }
        }
        return total > 0;
    }
}
