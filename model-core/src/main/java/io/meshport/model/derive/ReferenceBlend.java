package io.meshport.model.derive;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import java.util.function.ObjIntConsumer;

/**
 * A vertex's weights as the reference IQM compiler keeps them ({@code blendcombo} in
 * {@code iqm.cpp}), whatever its input (MD5's weights, SMD's links): weights of 1e-3 or less
 * dropped, the four largest kept, largest first (ties in the order they come), renormalised, and
 * stored as bytes that sum to 255.
 *
 * <p>A format's compiler reduces the weights it reads this way, and its exporter writes weights
 * already reduced and quantised, so that what it writes reads back as it was and writes the same
 * again. One object serves vertex after vertex ({@link #clear}), and makes a mesh's two blend arrays
 * from its weights ({@link #arrays}) or from the blend arrays it has ({@link #reencoded}).
 */
public final class ReferenceBlend {
    /** The weights a vertex keeps. */
    public static final int SLOTS = 4;
    /** Weights this small are dropped. */
    public static final double SMALLEST_WEIGHT = 1e-3;

    private final double[] weights = new double[SLOTS];
    private final int[] joints = new int[SLOTS];
    private int used;
    private int dropped;

    /** Starts a new vertex: no weight yet. */
    public void clear() {
        used = 0;
    }

    /** {@code blendcombo::addweight}: keeps {@code weight} of {@code joint} if it is among the four largest over 1e-3. */
    public void add(double weight, int joint) {
        if (!(weight > SMALLEST_WEIGHT)) {
            dropped += weight > 0 ? 1 : 0; // a weight of nothing loses nothing
            return;
        }
        for (int k = 0; k < used; k++) {
            if (weight > weights[k]) {
                if (used == SLOTS) {
                    dropped++;
                }
                for (int l = Math.min(used - 1, SLOTS - 2); l >= k; l--) {
                    weights[l + 1] = weights[l];
                    joints[l + 1] = joints[l];
                }
                weights[k] = weight;
                joints[k] = joint;
                used = Math.min(used + 1, SLOTS);
                return;
            }
        }
        if (used >= SLOTS) {
            dropped++;
            return;
        }
        weights[used] = weight;
        joints[used] = joint;
        used++;
    }

    /** How many weights this vertex keeps. */
    public int used() {
        return used;
    }

    /** The joint of kept weight {@code slot}, largest weight first. */
    public int joint(int slot) {
        return joints[slot];
    }

    /** How many weights were left out since this object was made (small but not zero ones, or past the fourth). */
    public int dropped() {
        return dropped;
    }

    /**
     * {@code blendcombo::finalize} and {@code serialize}: the kept weights renormalised and rounded
     * to bytes that sum to 255 (rounding taken from and given to the first slots); zeros when none is
     * kept.
     */
    public int[] bytes() {
        int[] bytes = new int[SLOTS];
        if (used == 0) {
            return bytes;
        }
        double total = 0;
        for (int s = 0; s < used; s++) {
            total += weights[s];
        }
        double inverse = 1.0 / total;
        int sum = 0;
        for (int s = 0; s < SLOTS; s++) {
            bytes[s] = s < used ? (int) (0.5 + weights[s] * inverse * 255) : 0;
            sum += bytes[s];
        }
        while (sum > 255) {
            for (int k = 0; k < SLOTS && sum > 255; k++) {
                if (bytes[k] > 0) {
                    bytes[k]--;
                    sum--;
                }
            }
        }
        while (sum < 255) {
            for (int k = 0; k < SLOTS && sum < 255; k++) {
                if (bytes[k] < 255) {
                    bytes[k]++;
                    sum++;
                }
            }
        }
        return bytes;
    }

    /**
     * The blend indexes and weights of {@code vertexCount} vertices as the reference stores them:
     * for each vertex, {@code weightsOf} is given this object, cleared, and the vertex, and
     * {@link #add adds} the vertex's weights; indexes are ubyte×4 (ushort×4 past 256 joints), weights
     * ubyte×4 summing to 255 (or zeros for a vertex that kept none).
     *
     * @param jointCount the skeleton's joints, which decides the indexes' type
     * @return the indexes, then the weights
     */
    public List<VertexArray> arrays(int vertexCount, int jointCount, ObjIntConsumer<ReferenceBlend> weightsOf) {
        ComponentType indexType = jointCount <= 256 ? ComponentType.UBYTE : ComponentType.USHORT;
        VertexArray.Builder indexes = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, indexType, SLOTS), vertexCount);
        VertexArray.Builder bytes = new VertexArray.Builder(
                VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, SLOTS), vertexCount);
        for (int v = 0; v < vertexCount; v++) {
            clear();
            weightsOf.accept(this, v);
            int[] kept = bytes();
            for (int s = 0; s < SLOTS; s++) {
                indexes.set(v, s, s < used ? joints[s] : 0);
                bytes.set(v, s, kept[s]);
            }
        }
        return List.of(indexes.build(), bytes.build());
    }

    /**
     * {@code mesh} with the weights of its blend arrays kept as the reference keeps them
     * ({@link #arrays}); the mesh itself when it has no blend indexes or no blend weights.
     *
     * @param jointCount the skeleton's joints, which decides the indexes' type
     */
    public Mesh reencoded(Mesh mesh, int jointCount) {
        VertexArray joints = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        if (joints == null || weights == null) {
            return mesh;
        }
        int slots = Math.min(joints.size(), weights.size());
        List<VertexArray> arrays = arrays(mesh.vertexCount(), jointCount, (blend, v) -> {
            for (int s = 0; s < slots; s++) {
                blend.add(weights.getNormalized(v, s), (int) joints.getLong(v, s));
            }
        });
        return mesh.toBuilder().putArray(arrays.get(0)).putArray(arrays.get(1)).build();
    }
}
