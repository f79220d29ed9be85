package io.meshport.gltf.internal.write;

import io.meshport.model.ComponentType;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The {@code JOINTS_0}/{@code WEIGHTS_0} bytes of one mesh as they are written, four slots a
 * vertex: where a vertex's stored influences are found valid as they stand (the bytes copied from
 * the model's arrays, when their layout is glTF's), and where one is mended and put
 * ({@link GltfWriteSkinning#mend}).
 */
final class GltfInfluenceSlots {
    private static final int INFLUENCES = GltfWriteSkinning.INFLUENCES;
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);

    private final ComponentType indexType;
    private final ComponentType weightType;
    private final int reachable;
    private final double max;
    private final byte[] joints;
    private final byte[] weights;
    private final int[] j = new int[INFLUENCES];
    private final double[] w = new double[INFLUENCES];

    /**
     * Slots over {@code joints} and {@code weights}, the packed bytes of {@code indexType} and
     * {@code weightType} (ubyte or ushort; ubyte, ushort or float) they are written as.
     *
     * @param reachable joints a slot may name (the skin's, as far as the index type reaches)
     * @param max a weight's stored maximum: 1 for floats, else the type's largest integer
     */
    GltfInfluenceSlots(ComponentType indexType, ComponentType weightType, int reachable, double max, byte[] joints,
            byte[] weights) {
        this.indexType = indexType;
        this.weightType = weightType;
        this.reachable = reachable;
        this.max = max;
        this.joints = joints;
        this.weights = weights;
    }

    /**
     * The first vertex of {@code from .. end-1} whose stored slots {@link GltfWriteSkinning#mend}
     * would change, or {@code end}. A vertex is left as it is when its joints are within the skin,
     * no joint is named twice among its non-zero weights, and its integer weights sum to the type's
     * maximum exactly, or its float weights are finite, not negative, and
     * {@link GltfWriteSkinning#sumsToOne}. An integer sum off by one step is off by 1/65535 or more,
     * far past the validator's slack, so {@code mend} changes every vertex this sends to it and none
     * it skips: the bytes come out as the value-by-value way makes them.
     */
    int firstToMend(int from, int end) {
        if (indexType == ComponentType.UBYTE && weightType == ComponentType.UBYTE) {
            return firstToMendBytes(from, end);
        }
        long full = weightType == ComponentType.FLOAT ? 0 : (long) max;
        for (int v = from; v < end; v++) {
            long sum = 0;
            boolean fine = true;
            for (int c = 0; c < INFLUENCES; c++) {
                int i = v * INFLUENCES + c;
                j[c] = indexType == ComponentType.UBYTE ? joints[i] & 0xff : (short) SHORT.get(joints, 2 * i) & 0xffff;
                long raw = switch (weightType) {
                    case UBYTE -> weights[i] & 0xff;
                    case USHORT -> (short) SHORT.get(weights, 2 * i) & 0xffff;
                    default -> 0;
                };
                w[c] = weightType == ComponentType.FLOAT ? (float) FLOAT.get(weights, 4 * i) : raw;
                sum += raw;
                fine &= j[c] < reachable && w[c] >= 0 && Double.isFinite(w[c]);
            }
            for (int c = 1; c < INFLUENCES; c++) {
                for (int d = 0; d < c; d++) {
                    fine &= w[c] == 0 || w[d] == 0 || j[d] != j[c];
                }
            }
            fine &= weightType == ComponentType.FLOAT ? GltfWriteSkinning.sumsToOne(w, weightType, max) : sum == full;
            if (!fine) {
                return v;
            }
        }
        return end;
    }

    /**
     * {@link #firstToMend} for unsigned byte joints and weights (IQM's, the commonest): the same
     * tests on the bytes, without the general loop's type switches and arrays, which the first-tier
     * compiler leaves as they are.
     */
    private int firstToMendBytes(int from, int end) {
        for (int v = from; v < end; v++) {
            int i = v * INFLUENCES;
            int j0 = joints[i] & 0xff;
            int j1 = joints[i + 1] & 0xff;
            int j2 = joints[i + 2] & 0xff;
            int j3 = joints[i + 3] & 0xff;
            int w0 = weights[i] & 0xff;
            int w1 = weights[i + 1] & 0xff;
            int w2 = weights[i + 2] & 0xff;
            int w3 = weights[i + 3] & 0xff;
            if (w0 + w1 + w2 + w3 != 255 || Math.max(Math.max(j0, j1), Math.max(j2, j3)) >= reachable
                    || twice(j0, w0, j1, w1) || twice(j0, w0, j2, w2) || twice(j0, w0, j3, w3)
                    || twice(j1, w1, j2, w2) || twice(j1, w1, j3, w3) || twice(j2, w2, j3, w3)) {
                return v;
            }
        }
        return end;
    }

    /** Whether two slots name one joint, both with weight. */
    private static boolean twice(int ja, int wa, int jb, int wb) {
        return ja == jb && wa != 0 && wb != 0;
    }

    /**
     * Mends vertex {@code v} from its values (indexes raw, weights as fractions: {@code ixSize} of
     * them at {@code ixAt} of {@code ix}, {@code wtSize} at {@code wtAt} of {@code wt}) and puts it
     * in its slots; true when mending changed it.
     */
    boolean mendInto(int v, double[] ix, int ixAt, int ixSize, double[] wt, int wtAt, int wtSize) {
        for (int c = 0; c < INFLUENCES; c++) {
            // as VertexArray.getLong gives an index: a float one truncated
            j[c] = c < ixSize ? (int) Math.max(-1, Math.min(Integer.MAX_VALUE, (long) ix[ixAt + c])) : 0;
            w[c] = c < wtSize ? wt[wtAt + c] : 0;
        }
        boolean mended = GltfWriteSkinning.mend(j, w, reachable, weightType, max);
        int at = v * INFLUENCES;
        for (int c = 0; c < INFLUENCES; c++) {
            GltfWriteSkinning.put(indexType, joints, at + c, j[c]);
            GltfWriteSkinning.put(weightType, weights, at + c,
                    weightType == ComponentType.FLOAT ? (float) w[c] : Math.rint(w[c] * max));
        }
        return mended;
    }
}
