package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfBufferBuilder;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A mesh's blend indexes and weights as {@code JOINTS_0} and {@code WEIGHTS_0}: four influences a
 * vertex, indexes as unsigned bytes or shorts, weights as floats or normalized unsigned bytes or
 * shorts. glTF (and its validator) requires indexes within the skin, no joint twice among a
 * vertex's non-zero weights, no negative weight, and weights that sum to 1; where the model breaks
 * one of these, the vertex is mended and the change reported.
 */
final class GltfWriteSkinning {
    static final int INFLUENCES = 4;
    /** Vertices read from the model's arrays at a time. */
    private static final int BLOCK = 1024;
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private GltfWriteSkinning() {
    }

    /**
     * {@code JOINTS_0} and {@code WEIGHTS_0} of {@code mesh}, or nothing when it has no blend
     * streams, or only one of the two, or the model has no joints (reported lost then).
     *
     * @param frameBounds whether the model has per-frame bounds, which a mended skin may move
     */
    static Map<String, DefaultAccessorModel> attributes(Mesh mesh, int meshIndex, int jointCount,
            boolean frameBounds, GltfBufferBuilder buffers, Diagnostics losses) {
        Optional<VertexArray> indexes = mesh.array(AttributeKind.BLEND_INDEXES);
        Optional<VertexArray> weights = mesh.array(AttributeKind.BLEND_WEIGHTS);
        if (indexes.isEmpty() && weights.isEmpty()) {
            return Map.of();
        }
        String label = mesh.name().isEmpty() ? "mesh " + (meshIndex + 1) : "mesh \"" + mesh.name() + "\"";
        if (indexes.isEmpty() || weights.isEmpty() || jointCount == 0) {
            String why = jointCount == 0 ? "the model has no skeleton"
                    : indexes.isEmpty() ? "the mesh has no blend indexes" : "the mesh has no blend weights";
            losses.lost(GltfFormat.NAME, label + ": blend data is not stored in glTF when " + why,
                    LossScope.of(LossScope.meshPath(meshIndex, "streams.blendindexes"),
                            LossScope.meshPath(meshIndex, "streams.blendweights")));
            return Map.of();
        }
        VertexArray ix = indexes.get();
        VertexArray wt = weights.get();
        int n = mesh.vertexCount();
        // the model's own index type where glTF has it, so that it comes back as it was
        ComponentType given = ix.descriptor().component();
        ComponentType indexType = given == ComponentType.UBYTE || given == ComponentType.USHORT ? given
                : jointCount <= 256 ? ComponentType.UBYTE : ComponentType.USHORT;
        int reachable = Math.min(jointCount, indexType == ComponentType.UBYTE ? 256 : 65536);
        ComponentType weightType = switch (wt.descriptor().component()) {
            case UBYTE, USHORT, FLOAT -> wt.descriptor().component();
            default -> ComponentType.FLOAT;
        };
        double max = weightType == ComponentType.FLOAT ? 1 : weightType.maxValue();
        byte[] jointBytes = new byte[n * INFLUENCES * indexType.bytes()];
        byte[] weightBytes = new byte[n * INFLUENCES * weightType.bytes()];
        // a block of vertices' values at a time, not a generic getter call a value: the loop runs
        // for every vertex of the largest meshes (a fifth of writing a 1M-vertex model before)
        int ixSize = ix.size();
        int wtSize = wt.size();
        double[] ixBlock = new double[BLOCK * ixSize];
        double[] wtBlock = new double[BLOCK * wtSize];
        int mended = 0;
        // four influences in the layout glTF gets: the bytes as they are, which a valid vertex (the
        // usual one) keeps, so that only the vertices to mend go value by value
        boolean asStored = ixSize == INFLUENCES && wtSize == INFLUENCES && given == indexType
                && wt.descriptor().component() == weightType;
        if (asStored) {
            ix.copyBytesTo(jointBytes, 0);
            wt.copyBytesTo(weightBytes, 0);
        }
        GltfInfluenceSlots slots = new GltfInfluenceSlots(indexType, weightType, reachable, max, jointBytes, weightBytes);
        for (int first = 0; first < n; first += BLOCK) {
            int count = Math.min(BLOCK, n - first);
            if (asStored) {
                for (int v = first; (v = slots.firstToMend(v, first + count)) < first + count; v++) {
                    ix.copyValues(v, 1, false, ixBlock);
                    wt.copyValues(v, 1, true, wtBlock);
                    mended += slots.mendInto(v, ixBlock, 0, ixSize, wtBlock, 0, wtSize) ? 1 : 0;
                }
                continue;
            }
            ix.copyValues(first, count, false, ixBlock);
            wt.copyValues(first, count, true, wtBlock);
            for (int i = 0; i < count; i++) {
                mended += slots.mendInto(first + i, ixBlock, i * ixSize, ixSize, wtBlock, i * wtSize, wtSize) ? 1 : 0;
            }
        }
        if (mended > 0) {
            // the model's per-frame bounds, which a format that stores them derives by skinning, may
            // move with the skin
            String indexPath = LossScope.meshPath(meshIndex, "streams.blendindexes");
            String weightPath = LossScope.meshPath(meshIndex, "streams.blendweights");
            losses.lost(GltfFormat.NAME, label + ": blend data of " + mended + " vertices mended (glTF needs joints "
                    + "within the skeleton, each once, and weights that are not negative and sum to 1)",
                    frameBounds ? LossScope.maybe(indexPath, weightPath, "frameBounds")
                            : LossScope.maybe(indexPath, weightPath));
        }
        Map<String, DefaultAccessorModel> out = new LinkedHashMap<>();
        out.put("JOINTS_0", buffers.attribute(indexType, INFLUENCES, false, n, jointBytes));
        out.put("WEIGHTS_0", buffers.attribute(weightType, INFLUENCES, weightType != ComponentType.FLOAT, n,
                weightBytes));
        return out;
    }

    /**
     * Mends one vertex's influences in place; true if anything changed. Out-of-range joints and
     * negative or non-finite weights drop out, a joint named twice keeps one slot with both
     * weights, and weights that do not sum to 1 as the validator adds them are scaled to (all on
     * the first slot when none is left).
     */
    static boolean mend(int[] j, double[] w, int jointCount, ComponentType weightType, double max) {
        boolean changed = false;
        for (int c = 0; c < INFLUENCES; c++) {
            if (j[c] < 0 || j[c] >= jointCount) {
                j[c] = 0;
                w[c] = 0;
                changed = true;
            }
            if (!(w[c] >= 0) || !Double.isFinite(w[c])) {
                w[c] = 0;
                changed = true;
            }
        }
        for (int c = 1; c < INFLUENCES; c++) {
            for (int d = 0; d < c && w[c] != 0; d++) {
                if (w[d] != 0 && j[d] == j[c]) {
                    w[d] += w[c];
                    w[c] = 0;
                    j[c] = 0;
                    changed = true;
                }
            }
        }
        if (sumsToOne(w, weightType, max)) {
            return changed;
        }
        double total = w[0] + w[1] + w[2] + w[3];
        if (!(total > 0) || !Double.isFinite(total)) {
            w[0] = 1;
            w[1] = 0;
            w[2] = 0;
            w[3] = 0;
            return true;
        }
        int largest = 0;
        for (int c = 0; c < INFLUENCES; c++) {
            w[c] /= total;
            if (w[c] > w[largest]) {
                largest = c;
            }
        }
        if (weightType == ComponentType.FLOAT) {
            for (int c = 0; c < INFLUENCES; c++) {
                w[c] = (float) w[c];
            }
            float rest = 1f;
            for (int c = 0; c < INFLUENCES; c++) {
                rest -= c == largest ? 0 : (float) w[c];
            }
            w[largest] = rest;
        } else {
            double raw = max;
            for (int c = 0; c < INFLUENCES; c++) {
                w[c] = Math.rint(w[c] * max) / max;
                raw -= c == largest ? 0 : Math.rint(w[c] * max);
            }
            w[largest] = raw / max;
        }
        return true;
    }

    /**
     * Whether the weights, as stored, sum to 1 as the glTF validator checks it: added in single
     * precision, within 2e-7 a non-zero weight.
     */
    static boolean sumsToOne(double[] w, ComponentType weightType, double max) {
        float sum = 0;
        double slack = 0;
        for (int c = 0; c < INFLUENCES; c++) {
            double stored = weightType == ComponentType.FLOAT ? (float) w[c] : Math.rint(w[c] * max) / max;
            if (stored != 0) {
                sum = (float) (sum + stored);
                slack += 2e-7;
            }
        }
        return Math.abs(sum - 1) <= slack;
    }

    /** Value {@code i} of packed little-endian {@code t}s (ubyte, ushort or float) in {@code out}. */
    static void put(ComponentType t, byte[] out, int i, double x) {
        switch (t) {
            case UBYTE -> out[i] = (byte) x;
            case USHORT -> SHORT.set(out, i * 2, (short) x);
            default -> FLOAT.set(out, i * 4, (float) x);
        }
    }
}
