package io.meshport.bench;

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
import java.util.SplittableRandom;

/**
 * The benchmark model: a skinned grid mesh of {@code vertices} vertices (position, texcoord,
 * normal, tangent, 4 ubyte blend indexes and weights — the layout IQM recommends) and about two
 * triangles per vertex, a skeleton of {@code joints} joints and one animation of {@code frames}
 * frames. Deterministic for a seed.
 */
final class LargeModel {
    private LargeModel() {
    }

    static Model build(int vertices, int joints, int frames, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        int width = (int) Math.ceil(Math.sqrt(vertices));
        VertexArray.Builder pos = new VertexArray.Builder(desc(AttributeKind.POSITION, ComponentType.FLOAT, 3), vertices);
        VertexArray.Builder uv = new VertexArray.Builder(desc(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2), vertices);
        VertexArray.Builder nrm = new VertexArray.Builder(desc(AttributeKind.NORMAL, ComponentType.FLOAT, 3), vertices);
        VertexArray.Builder tan = new VertexArray.Builder(desc(AttributeKind.TANGENT, ComponentType.FLOAT, 4), vertices);
        VertexArray.Builder idx = new VertexArray.Builder(desc(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4), vertices);
        VertexArray.Builder wgt = new VertexArray.Builder(desc(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4), vertices);
        for (int v = 0; v < vertices; v++) {
            float x = v % width, y = v / width;
            float z = (float) (Math.sin(x * 0.05) * Math.cos(y * 0.05) * 10);
            pos.set(v, 0, x * 0.1f).set(v, 1, y * 0.1f).set(v, 2, z);
            uv.set(v, 0, x / width).set(v, 1, y / width);
            nrm.set(v, 0, 0).set(v, 1, 0).set(v, 2, 1);
            tan.set(v, 0, 1).set(v, 1, 0).set(v, 2, 0).set(v, 3, 1);
            int j = (int) ((long) v * joints / vertices);
            idx.set(v, 0, j).set(v, 1, Math.min(joints - 1, j + 1)).set(v, 2, 0).set(v, 3, 0);
            int w = r.nextInt(128, 256);
            wgt.set(v, 0, w).set(v, 1, 255 - w).set(v, 2, 0).set(v, 3, 0);
        }
        int quads = 0;
        int[] tris = new int[(width - 1) * (vertices / width) * 6];
        for (int y = 0; y + 1 < vertices / width; y++) {
            for (int x = 0; x + 1 < width; x++) {
                int a = y * width + x, b = a + 1, c = a + width, d = c + 1;
                if (d >= vertices) {
                    continue;
                }
                int t = quads++ * 6;
                tris[t] = a;
                tris[t + 1] = b;
                tris[t + 2] = c;
                tris[t + 3] = b;
                tris[t + 4] = d;
                tris[t + 5] = c;
            }
        }
        Mesh mesh = Mesh.builder("grid").material("grid.png").addArray(pos.build()).addArray(uv.build())
                .addArray(nrm.build()).addArray(tan.build()).addArray(idx.build()).addArray(wgt.build())
                .triangles(java.util.Arrays.copyOf(tris, quads * 6)).build();
        Model.Builder model = Model.builder().addMesh(mesh);
        for (int j = 0; j < joints; j++) {
            model.addJoint(new Joint("joint" + j, j - 1, new Transform(0, 1, 0, 0, 0, 0, -1, 1, 1, 1)));
        }
        float[] channels = new float[frames * joints * Transform.CHANNELS];
        for (int f = 0; f < frames; f++) {
            for (int j = 0; j < joints; j++) {
                Quaternion q = Quaternion.fromEuler(0.01 * f, 0.02 * j, 0);
                new Transform(0, 1, 0.001f * f, (float) q.x(), (float) q.y(), (float) q.z(), (float) q.w(), 1, 1, 1)
                        .toChannels(channels, (f * joints + j) * Transform.CHANNELS);
            }
        }
        model.addAnimation(Animation.of("wave", 30, true, joints, channels));
        return model.build();
    }

    private static VertexArrayDescriptor desc(AttributeKind kind, ComponentType type, int size) {
        return VertexArrayDescriptor.of(kind, type, size);
    }
}
