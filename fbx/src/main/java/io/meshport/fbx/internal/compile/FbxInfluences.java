package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxMatrix;
import java.util.List;

/**
 * The joint influences of a skinned geometry's control points, from its clusters: per control
 * point the four largest weights (one joint's weights from several clusters added together),
 * normalised to sum to one, as meshport's glTF reader keeps weights (a vertex has four influences
 * in the model, as in IQM and on the GPU). Each cluster entry is taken once, in constant time: a
 * million clusters cost their entries, no more.
 */
final class FbxInfluences {
    static final int SLOTS = 4;

    /** Per control point, four joints. */
    final int[] joints;
    /** Per control point, four weights (0 for an unused slot). */
    final float[] weights;
    /** How many control points lost an influence to the four-slot limit. */
    final int reduced;
    /** The mesh's world matrix at bind time: the first cluster's {@code TransformLink × Transform}, or null. */
    final double[] meshBind;

    private FbxInfluences(int[] joints, float[] weights, double[] meshBind) {
        this.joints = joints;
        this.weights = weights;
        this.reduced = 0;
        this.meshBind = meshBind;
    }

    /**
     * Every control point on {@code joint} with all its weight: a mesh that hangs below a bone
     * without a skin moves with it, as Blender's bone parenting shows it.
     *
     * @param meshBind the mesh's world matrix at the skeleton's bind pose
     */
    static FbxInfluences rigid(int joint, int controlPoints, double[] meshBind) {
        int[] joints = new int[controlPoints * SLOTS];
        float[] weights = new float[controlPoints * SLOTS];
        for (int v = 0; v < controlPoints; v++) {
            joints[v * SLOTS] = joint;
            weights[v * SLOTS] = 1;
        }
        return new FbxInfluences(joints, weights, meshBind);
    }

    FbxInfluences(List<FbxCluster> clusters, int controlPoints, int[] jointOfNode) {
        double[] w = new double[controlPoints * SLOTS];
        int[] j = new int[controlPoints * SLOTS];
        boolean[] dropped = new boolean[controlPoints];
        double[] bind = null;
        for (FbxCluster c : clusters) {
            int joint = jointOfNode[c.bone()];
            if (bind == null && c.transformLink() != null) {
                bind = FbxMatrix.multiply(c.transformLink(), c.transform());
            }
            for (int k = 0; k < c.indexes().length; k++) {
                double weight = c.weights()[k];
                if (!(weight > 0)) { // a weight of nothing (or less) moves nothing
                    continue;
                }
                add(w, j, dropped, c.indexes()[k], joint, weight);
            }
        }
        int count = 0;
        for (boolean d : dropped) {
            count += d ? 1 : 0;
        }
        reduced = count;
        meshBind = bind;
        joints = j;
        weights = new float[w.length];
        for (int v = 0; v < controlPoints; v++) {
            double sum = 0;
            for (int s = 0; s < SLOTS; s++) {
                sum += w[v * SLOTS + s];
            }
            for (int s = 0; s < SLOTS; s++) {
                weights[v * SLOTS + s] = sum > 0 ? (float) (w[v * SLOTS + s] / sum) : 0;
            }
        }
    }

    /** Adds {@code weight} of {@code joint} to control point {@code v}: to its slot if it has one, else in place of the smallest. */
    private static void add(double[] w, int[] j, boolean[] dropped, int v, int joint, double weight) {
        int at = v * SLOTS;
        int smallest = at;
        for (int s = at; s < at + SLOTS; s++) {
            if (w[s] != 0 && j[s] == joint) {
                w[s] += weight;
                return;
            }
            if (w[s] < w[smallest] || w[smallest] != 0 && w[s] == 0) {
                smallest = s;
            }
        }
        if (w[smallest] != 0) {
            dropped[v] = true;
            if (!(weight > w[smallest])) {
                return;
            }
        }
        w[smallest] = weight;
        j[smallest] = joint;
    }
}
