package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VertexClassesTest {
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    private static final VertexArrayDescriptor DPOS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.DOUBLE, 3);
    private static final VertexArrayDescriptor IDX = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4);
    private static final VertexArrayDescriptor WGT = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4);
    private static final VertexArrayDescriptor UV = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);

    /**
     * A vertex's class is the first vertex with its position (and blend data, where the mesh has
     * it), -0 equal to +0, texcoords not compared, a mesh without positions its own: checked
     * against a map of the values on random models whose values repeat, with every hash width
     * from all colliding (1 bit) to the real one.
     */
    @Test
    void aVertexIsClassedWithTheFirstVertexOfItsValues() {
        long seed = Long.getLong("meshport.seed", 20261124L);
        SplittableRandom random = new SplittableRandom(seed);
        for (int round = 0; round < 200; round++) {
            Model model = randomModel(random);
            int[] expected = definition(model);
            for (int bits : new int[] {1, 2, 7, 33}) {
                assertArrayEquals(expected, VertexClasses.of(model, bits),
                        "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round + ", " + bits + " hash bits");
            }
        }
    }

    private static Model randomModel(SplittableRandom random) {
        Model.Builder model = Model.builder();
        int meshes = 1 + random.nextInt(3);
        float[] palette = {0f, -0f, 1f, -1f, 0.5f, Float.NaN, 1e30f};
        for (int m = 0; m < meshes; m++) {
            int n = random.nextInt(60);
            Mesh.Builder mesh = Mesh.builder("m" + m);
            int shape = random.nextInt(4);
            if (shape != 3) {
                double[] pos = new double[n * 3];
                for (int i = 0; i < pos.length; i++) {
                    pos[i] = palette[random.nextInt(shape == 0 ? 2 : palette.length)];
                }
                mesh.addArray(random.nextBoolean() ? VertexArray.ofDoubles(DPOS, pos) : floats(POS, pos));
            }
            if (shape == 1) {
                int[] idx = new int[n * 4];
                int[] wgt = new int[n * 4];
                for (int i = 0; i < idx.length; i++) {
                    idx[i] = random.nextInt(2);
                    wgt[i] = random.nextInt(2) * 255;
                }
                mesh.addArray(VertexArray.ofInts(IDX, idx)).addArray(VertexArray.ofInts(WGT, wgt));
            }
            float[] uv = new float[n * 2];
            for (int i = 0; i < uv.length; i++) {
                uv[i] = random.nextInt(100);
            }
            model.addMesh(mesh.addArray(VertexArray.ofFloats(UV, uv)).build());
        }
        return model.build();
    }

    private static VertexArray floats(VertexArrayDescriptor d, double[] values) {
        float[] f = new float[values.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = (float) values[i];
        }
        return VertexArray.ofFloats(d, f);
    }

    /** The definition: a map from a vertex's compared values to the first vertex that had them. */
    private static int[] definition(Model model) {
        int[] out = new int[(int) model.vertexCount()];
        Map<List<Long>, Integer> first = new HashMap<>();
        int base = 0;
        for (Mesh mesh : model.meshes()) {
            for (int v = 0; v < mesh.vertexCount(); v++) {
                if (mesh.array(AttributeKind.POSITION).isEmpty()) {
                    out[base + v] = base + v;
                    continue;
                }
                List<Long> key = new ArrayList<>();
                for (AttributeKind kind : List.of(AttributeKind.POSITION, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS)) {
                    VertexArray a = mesh.array(kind).orElse(null);
                    key.add(a == null ? -1L : a.size());
                    for (int c = 0; a != null && c < a.size(); c++) {
                        key.add(Double.doubleToRawLongBits(a.getDouble(v, c) + 0.0));
                    }
                }
                out[base + v] = first.computeIfAbsent(key, k -> -1);
                if (out[base + v] == -1) {
                    first.put(key, base + v);
                    out[base + v] = base + v;
                }
            }
            base += mesh.vertexCount();
        }
        return out;
    }
}
