package io.meshport.md5.internal.export;

import io.meshport.md5.Md5Mesh;
import io.meshport.md5.internal.rules.Md5Pose;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.ReferenceBlend;
import java.util.Arrays;
import java.util.Optional;

/**
 * One mesh as an MD5 mesh block: each vertex's blend weights, reduced and quantised as the reader
 * keeps them ({@link ReferenceBlend}, so that what is written reads back as it was and writes the same
 * again), become MD5 weights whose positions are the vertex's in the joint's bind-pose space, so
 * that the bind pose puts the vertex back where it was.
 */
final class Md5MeshExport {
    private final Mesh mesh;
    private final Md5Pose[] joints;
    private final ReferenceBlend blend = new ReferenceBlend();
    private int unweighted;

    /** {@code joints}: the joints' model-space poses as a reader sees them in the file written. */
    Md5MeshExport(Mesh mesh, Md5Pose[] joints) {
        this.mesh = mesh;
        this.joints = joints;
    }

    /** How many vertices had no blend weight and were hung on the first joint. */
    int unweighted() {
        return unweighted;
    }

    /** Whether the mesh has blend weights at all (else every vertex hung on the first joint). */
    boolean skinned() {
        return mesh.array(AttributeKind.BLEND_INDEXES).isPresent() && mesh.array(AttributeKind.BLEND_WEIGHTS).isPresent();
    }

    /** How many weights were left out: 1e-3 or less, or past the four largest of a vertex. */
    int dropped() {
        return blend.dropped();
    }

    Md5Mesh export(String name, String shader) {
        int n = mesh.vertexCount();
        Optional<VertexArray> positions = mesh.array(AttributeKind.POSITION);
        Optional<VertexArray> texcoords = mesh.array(AttributeKind.TEXCOORD);
        Optional<VertexArray> indexes = mesh.array(AttributeKind.BLEND_INDEXES);
        Optional<VertexArray> weights = mesh.array(AttributeKind.BLEND_WEIGHTS);
        int slots = indexes.isPresent() && weights.isPresent()
                ? Math.min(indexes.get().size(), weights.get().size()) : 0;
        double[] uv = new double[2 * n];
        int[] start = new int[n];
        int[] count = new int[n];
        int capacity = Math.max(16, n);
        int[] joint = new int[capacity];
        double[] bias = new double[capacity];
        double[] position = new double[3 * capacity];
        int used = 0;
        int[] j = new int[ReferenceBlend.SLOTS];
        double[] w = new double[ReferenceBlend.SLOTS];
        for (int v = 0; v < n; v++) {
            uv[2 * v] = component(texcoords, v, 0);
            uv[2 * v + 1] = component(texcoords, v, 1);
            double px = component(positions, v, 0);
            double py = component(positions, v, 1);
            double pz = component(positions, v, 2);
            blend.clear();
            for (int s = 0; s < slots; s++) {
                int index = (int) indexes.get().getLong(v, s);
                if (index >= 0 && index < joints.length) {
                    blend.add(weights.get().getNormalized(v, s), index);
                }
            }
            int[] bytes = blend.bytes();
            int k = 0;
            for (int s = 0; s < blend.used(); s++) {
                if (bytes[s] > 0) {
                    j[k] = blend.joint(s);
                    w[k] = bytes[s] / 255.0;
                    k++;
                }
            }
            if (k == 0) {
                j[0] = 0;
                w[0] = 1;
                k = 1;
                unweighted++;
            }
            if (used + k > joint.length) {
                int grown = Math.max(joint.length * 2, used + k);
                joint = Arrays.copyOf(joint, grown);
                bias = Arrays.copyOf(bias, grown);
                position = Arrays.copyOf(position, grown * 3);
            }
            start[v] = used;
            count[v] = k;
            for (int s = 0; s < k; s++) {
                joint[used + s] = j[s];
                bias[used + s] = w[s];
            }
            place(px, py, pz, joint, bias, position, used, k);
            used += k;
        }
        return new Md5Mesh(name, shader, uv, start, count, mesh.triangleIndices(), Arrays.copyOf(joint, used),
                Arrays.copyOf(bias, used), Arrays.copyOf(position, 3 * used));
    }

    /**
     * The weight positions {@code from} to {@code from + count - 1}: the vertex in each joint's space,
     * so that skinning them as the reader does ({@link Md5Pose#skin}) gives the vertex's float
     * position back exactly; where rounding lands a step away, the target is moved by the miss and
     * the positions made again (once or twice is enough), so what is written reads back as it was.
     */
    private void place(double px, double py, double pz, int[] joint, double[] bias, double[] position, int from,
            int count) {
        double tx = px;
        double ty = py;
        double tz = pz;
        for (int attempt = 0; attempt < 4; attempt++) {
            for (int w = from; w < from + count; w++) {
                Md5Pose pose = joints[joint[w]];
                double[] local = pose.rotateBack(tx - pose.x(), ty - pose.y(), tz - pose.z());
                position[3 * w] = local[0] + 0.0; // no negative zero: it would read back as zero
                position[3 * w + 1] = local[1] + 0.0;
                position[3 * w + 2] = local[2] + 0.0;
            }
            double[] back = Md5Pose.skin(joints, joint, bias, position, from, count);
            if ((float) back[0] == (float) px && (float) back[1] == (float) py && (float) back[2] == (float) pz) {
                return;
            }
            tx += px - back[0];
            ty += py - back[1];
            tz += pz - back[2];
        }
    }

    /**
     * Component {@code c} of vertex {@code v} as the value it stands for (a normalised ushort texture
     * coordinate is a fraction), or 0 where the stream is absent or has fewer components.
     */
    private static double component(Optional<VertexArray> stream, int v, int c) {
        return stream.isPresent() && c < stream.get().size() ? stream.get().getNormalized(v, c) : 0;
    }
}
