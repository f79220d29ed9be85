package io.meshport.gltf.internal.read;

import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;

/**
 * A skinned primitive's {@code JOINTS_n}/{@code WEIGHTS_n} as the model's blend indexes and weights:
 * four influences a vertex, joint numbers renumbered from the skin's list to the model's skeleton.
 * One set is kept as it is written (its weights' layout too); further sets are folded in, and a
 * vertex with more than four influences keeps its four largest, renormalised to sum to one (the
 * model, like IQM and the GPU, has four), which is reported.
 */
final class GltfReadInfluences {
    /** Vertices read at a time. */
    private static final int BLOCK = 1024;

    private GltfReadInfluences() {
    }

    /** The blend indexes and weights arrays of one primitive, from its sets of joints and weights. */
    static List<VertexArray> of(List<GltfAccessorValues> jointSets, List<GltfAccessorValues> weightSets,
            int[] jointOfEntry, int jointCount, int vertexCount, String path, GltfReadContext context)
            throws ModelFormatException {
        for (int s = 0; s < jointSets.size(); s++) {
            check(jointSets.get(s), weightSets.get(s), vertexCount, path, s, context);
        }
        // as written (ushort stays ushort), unless the model's joints outnumber what a byte holds
        boolean wide = jointCount > 256 || jointSets.get(0).componentType() == GltfConstants.GL_UNSIGNED_SHORT;
        ComponentType indexType = wide ? ComponentType.USHORT : ComponentType.UBYTE;
        VertexArrayDescriptor indexLayout = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, indexType, 4);
        GltfAccessorValues firstWeights = weightSets.get(0);
        boolean asWritten = jointSets.size() == 1;
        ComponentType weightType = asWritten && !firstWeights.isFloat() ? firstWeights.modelType() : ComponentType.FLOAT;
        VertexArrayDescriptor weightLayout = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, weightType, 4);
        if (asWritten && jointCount <= 1 << 16) { // a model joint past a ushort is clamped the general way
            List<VertexArray> direct = direct(jointSets.get(0), firstWeights, jointOfEntry, indexLayout, weightLayout,
                    vertexCount);
            if (direct != null) {
                return direct;
            }
        }
        VertexArray.Builder indexes = new VertexArray.Builder(indexLayout, vertexCount);
        VertexArray.Builder weights = new VertexArray.Builder(weightLayout, vertexCount);
        int influences = jointSets.size() * 4;
        int[] joint = new int[influences];
        double[] weight = new double[influences];
        long[] byJoint = new long[influences];
        int reduced = 0;
        int sets = jointSets.size();
        double[][] jointBlock = new double[sets][BLOCK * 4];
        double[][] weightBlock = new double[sets][BLOCK * 4];
        for (int first = 0; first < vertexCount; first += BLOCK) {
            // a block of vertices' values at a time: a value at a time was most of reading a large file
            int count = Math.min(BLOCK, vertexCount - first);
            for (int s = 0; s < sets; s++) {
                jointSets.get(s).rawBlock(first, count, jointBlock[s]);
                weightSets.get(s).rawBlock(first, count, weightBlock[s]);
            }
            for (int k = 0; k < count; k++) {
                int v = first + k;
                int used = 0;
                for (int s = 0; s < sets; s++) {
                    for (int c = 0; c < 4; c++) {
                        double raw = weightBlock[s][k * 4 + c];
                        double w = asWritten ? raw : weightSets.get(s).meaning(raw);
                        int entry = (int) jointBlock[s][k * 4 + c];
                        if (entry >= jointOfEntry.length) {
                            if (w == 0) {
                                entry = -1; // an unused slot may hold anything
                            } else {
                                throw context.error(path + ".attributes.JOINTS_" + s, "joint " + entry + " of vertex "
                                        + v + " is out of range (the skin has " + jointOfEntry.length + " joints)");
                            }
                        }
                        joint[used] = entry < 0 ? 0 : jointOfEntry[entry];
                        weight[used] = entry < 0 ? 0 : w;
                        used++;
                    }
                }
                if (!asWritten && keepLargestFour(joint, weight, used, byJoint)) {
                    reduced++;
                }
                for (int c = 0; c < 4; c++) {
                    indexes.set(v, c, joint[c]);
                    weights.set(v, c, weight[c]);
                }
            }
        }
        if (reduced > 0) {
            context.warn(path, reduced + " vertices have more than 4 joint influences: reduced to the 4 largest,"
                    + " renormalised");
        }
        return List.of(indexes.build(), weights.build());
    }

    /**
     * One set's influences the quick way, or null when they need the general one: the weights' bytes
     * copied as they are (what the general way's values give back, as the layout is the file's), the
     * joints renumbered through {@code jointOfEntry} as ints, a block at a time, straight into the
     * index bytes. Null when the weights are not in a buffer view, or when a joint entry is past
     * the skin's list, which the general way reports or (at weight 0) clears.
     */
    private static List<VertexArray> direct(GltfAccessorValues joints, GltfAccessorValues weights, int[] jointOfEntry,
            VertexArrayDescriptor indexLayout, VertexArrayDescriptor weightLayout, int vertexCount) {
        boolean wide = indexLayout.component() == ComponentType.USHORT;
        VertexArray weightArray = weights.rawArray(weightLayout);
        if (weightArray == null) {
            return null;
        }
        byte[] indexBytes = new byte[vertexCount * indexLayout.stride()];
        int[] block = new int[BLOCK * 4];
        int entries = jointOfEntry.length;
        for (int first = 0; first < vertexCount; first += BLOCK) {
            int count = Math.min(BLOCK, vertexCount - first);
            joints.rawInts(first, count, block, 0);
            int at = first * 4;
            for (int i = 0; i < count * 4; i++) {
                int entry = block[i];
                if (entry >= entries) {
                    return null;
                }
                int joint = jointOfEntry[entry];
                if (wide) {
                    indexBytes[2 * (at + i)] = (byte) joint;
                    indexBytes[2 * (at + i) + 1] = (byte) (joint >>> 8);
                } else {
                    indexBytes[at + i] = (byte) joint;
                }
            }
        }
        return List.of(VertexArray.ofOwnedBytes(indexLayout, indexBytes), weightArray);
    }

    private static void check(GltfAccessorValues joints, GltfAccessorValues weights, int vertexCount, String path,
            int set, GltfReadContext context) throws ModelFormatException {
        if (joints.size() != 4 || joints.normalized() || joints.componentType() != GltfConstants.GL_UNSIGNED_BYTE
                && joints.componentType() != GltfConstants.GL_UNSIGNED_SHORT) {
            throw context.error(path + ".attributes.JOINTS_" + set, joints.path() + " is " + joints.layoutWord()
                    + " × " + joints.size() + ", not ubyte or ushort VEC4");
        }
        if (weights.size() != 4 || !weights.isFloat() && !(weights.normalized()
                && (weights.componentType() == GltfConstants.GL_UNSIGNED_BYTE
                || weights.componentType() == GltfConstants.GL_UNSIGNED_SHORT))) {
            throw context.error(path + ".attributes.WEIGHTS_" + set, weights.path() + " is " + weights.layoutWord()
                    + " × " + weights.size() + ", not float or normalized ubyte or ushort VEC4");
        }
        for (GltfAccessorValues a : List.of(joints, weights)) {
            if (a.count() != vertexCount) {
                throw context.error(path, a.path() + " has " + a.count() + " elements for " + vertexCount
                        + " vertices");
            }
        }
    }

    /**
     * Moves the four largest of {@code used} influences to the front, merged per joint, and when more
     * than four had weight, renormalises them; returns whether any was dropped. {@code byJoint} is
     * room for {@code used} sort keys.
     */
    private static boolean keepLargestFour(int[] joint, double[] weight, int used, long[] byJoint) {
        // one joint named twice is one influence, at its first place: found by sorting (joint, place),
        // since comparing every pair grows with the square of the sets a file may declare
        int weighted = 0;
        for (int i = 0; i < used; i++) {
            if (weight[i] != 0) {
                byJoint[weighted++] = (long) joint[i] << 32 | i;
            }
        }
        java.util.Arrays.sort(byJoint, 0, weighted);
        for (int a = 0; a < weighted;) {
            int first = (int) byJoint[a];
            int b = a + 1;
            for (; b < weighted && byJoint[b] >>> 32 == byJoint[a] >>> 32; b++) {
                int i = (int) byJoint[b];
                weight[first] += weight[i];
                weight[i] = 0;
            }
            a = b;
        }
        int nonZero = 0;
        for (int i = 0; i < used; i++) {
            if (weight[i] != 0) {
                nonZero++;
            }
        }
        for (int i = 0; i < Math.min(4, used); i++) { // selection sort of the first four, largest first
            int best = i;
            for (int k = i + 1; k < used; k++) {
                if (weight[k] > weight[best]) {
                    best = k;
                }
            }
            double w = weight[i];
            weight[i] = weight[best];
            weight[best] = w;
            int j = joint[i];
            joint[i] = joint[best];
            joint[best] = j;
        }
        if (nonZero <= 4) {
            return false;
        }
        double sum = weight[0] + weight[1] + weight[2] + weight[3];
        for (int i = 0; i < 4; i++) {
            weight[i] = sum > 0 ? weight[i] / sum : 0;
        }
        return true;
    }
}
