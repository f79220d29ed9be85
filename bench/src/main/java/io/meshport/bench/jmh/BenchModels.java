package io.meshport.bench.jmh;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.math.Quaternion;
import java.util.ArrayList;
import java.util.List;

/**
 * The benchmarks' input: a rippled grid of {@code vertices} vertices, two triangles a grid cell,
 * with position, texcoord, normal and tangent; with {@code joints > 0} also 4 ubyte blend indexes
 * and weights (two joints a vertex), a chain of {@code joints} joints and one looping animation
 * of {@code frames} frames. Deterministic: the same arguments give the same model. (The same kind
 * of model as the tests' {@code LargeModel} of {@code bench/run.sh}, not the same bytes.)
 */
public final class BenchModels {
    private BenchModels() {
    }

    /** A grid without skeleton, blend arrays or animation (what VIF and PIE hold). */
    public static Model grid(int vertices) {
        return skinned(vertices, 0, 0);
    }

    public static Model skinned(int vertices, int joints, int frames) {
        if (vertices < 4) {
            throw new IllegalArgumentException("a grid needs 4 vertices at least, not " + vertices);
        }
        int cols = (int) Math.ceil(Math.sqrt(vertices));
        float[] position = new float[vertices * 3];
        float[] texcoord = new float[vertices * 2];
        float[] normal = new float[vertices * 3];
        float[] tangent = new float[vertices * 4];
        int[] blendIndexes = new int[vertices * 4];
        int[] blendWeights = new int[vertices * 4];
        for (int v = 0; v < vertices; v++) {
            int col = v % cols;
            int row = v / cols;
            put(position, v, col * 0.1f, row * 0.1f, (float) (Math.sin(col * 0.05) * Math.cos(row * 0.05) * 10));
            put(texcoord, v, col / (float) cols, row / (float) cols);
            put(normal, v, 0, 0, 1);
            put(tangent, v, 1, 0, 0, 1);
            if (joints > 0) {
                int bone = (int) ((long) v * joints / vertices);
                int weight = 128 + (int) ((v * 0x9E3779B1L >>> 16) & 127); // deterministic, 128..255
                blendIndexes[v * 4] = bone;
                blendIndexes[v * 4 + 1] = Math.min(joints - 1, bone + 1);
                blendWeights[v * 4] = weight;
                blendWeights[v * 4 + 1] = 255 - weight;
            }
        }
        Mesh.Builder mesh = Mesh.builder("grid").material("grid.png")
                .addArray(floats(AttributeKind.POSITION, 3, position))
                .addArray(floats(AttributeKind.TEXCOORD, 2, texcoord))
                .addArray(floats(AttributeKind.NORMAL, 3, normal))
                .addArray(floats(AttributeKind.TANGENT, 4, tangent))
                .trianglesOwned(cells(cols, vertices / cols));
        Model.Builder model = Model.builder();
        if (joints > 0) {
            mesh.addArray(ubytes(AttributeKind.BLEND_INDEXES, blendIndexes))
                    .addArray(ubytes(AttributeKind.BLEND_WEIGHTS, blendWeights));
            for (int j = 0; j < joints; j++) {
                model.addJoint(new Joint("joint" + j, j - 1, new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1)));
            }
            model.addAnimation(Animation.ofFrames("wave", 30, true, wave(joints, frames)));
        }
        return model.addMesh(mesh.build()).build();
    }

    /** Two triangles for each cell of the full rows of a grid {@code cols} wide. */
    private static int[] cells(int cols, int rows) {
        int[] triangles = new int[(cols - 1) * (rows - 1) * 6];
        int at = 0;
        for (int row = 0; row + 1 < rows; row++) {
            for (int col = 0; col + 1 < cols; col++) {
                int corner = row * cols + col;
                int[] quad = {corner, corner + 1, corner + cols, corner + 1, corner + cols + 1, corner + cols};
                System.arraycopy(quad, 0, triangles, at, 6);
                at += 6;
            }
        }
        return triangles;
    }

    /** Every joint turning a little more each frame and rising along the chain. */
    private static List<List<Transform>> wave(int joints, int frames) {
        List<List<Transform>> poses = new ArrayList<>(frames);
        for (int f = 0; f < frames; f++) {
            List<Transform> pose = new ArrayList<>(joints);
            for (int j = 0; j < joints; j++) {
                Quaternion q = Quaternion.fromEuler(0.01 * f, 0.02 * j, 0);
                pose.add(new Transform(0, 1, 0.001f * f, (float) q.x(), (float) q.y(), (float) q.z(),
                        (float) q.w(), 1, 1, 1));
            }
            poses.add(pose);
        }
        return poses;
    }

    private static void put(float[] array, int vertex, float... components) {
        System.arraycopy(components, 0, array, vertex * components.length, components.length);
    }

    private static VertexArray floats(AttributeKind kind, int size, float[] values) {
        return VertexArray.ofFloats(VertexArrayDescriptor.of(kind, ComponentType.FLOAT, size), values);
    }

    private static VertexArray ubytes(AttributeKind kind, int[] values) {
        return VertexArray.ofInts(VertexArrayDescriptor.of(kind, ComponentType.UBYTE, 4), values);
    }
}
