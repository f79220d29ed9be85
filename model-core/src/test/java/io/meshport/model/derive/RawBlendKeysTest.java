package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Numbering combinations by their stored bytes gives what decoding every vertex gives. */
class RawBlendKeysTest {
    private static final ComponentType[] TYPES = {ComponentType.UBYTE, ComponentType.BYTE, ComponentType.USHORT,
        ComponentType.SHORT, ComponentType.FLOAT};

    @Test
    void byStoredBytesIsByDecodedValues() {
        long seed = Long.getLong("meshport.seed", 20261126L);
        SplittableRandom random = new SplittableRandom(seed);
        int keyed = 0;
        for (int round = 0; round < 300; round++) {
            String where = "seed " + seed + " (replay with -Dmeshport.seed=" + seed + ") round " + round;
            int joints = 1 + random.nextInt(70);
            VertexArray idx = random(random, AttributeKind.BLEND_INDEXES, joints + 3);
            VertexArray wgt = random(random, AttributeKind.BLEND_WEIGHTS, 0);
            int n = idx.vertexCount();
            if (wgt.vertexCount() != n) {
                wgt = random(random, AttributeKind.BLEND_WEIGHTS, 0, wgt.descriptor(), n);
            }
            int k = Math.min(idx.size(), wgt.size());
            RawBlendKeys keys = RawBlendKeys.of(idx, wgt, k);
            int bytes = k * (idx.descriptor().component().bytes() + wgt.descriptor().component().bytes());
            if (bytes > Long.BYTES) {
                assertNull(keys, where);
                continue;
            }
            assertNotNull(keys, where);
            keyed++;
            int[] decoded = new int[n];
            BlendCombinations all = new BlendCombinations(k);
            SkinnedBounds.Skin.combine(idx, wgt, k, joints, decoded, all);
            int[] byKey = new int[n];
            BlendCombinations some = new BlendCombinations(k);
            SkinnedBounds.Skin.combineByKeys(idx, wgt, k, joints, keys, byKey, some);
            assertArrayEquals(decoded, byKey, where);
            assertEquals(all.count(), some.count(), where);
            assertArrayEquals(all.bones(), some.bones(), where);
            assertArrayEquals(all.weights(), some.weights(), where);
        }
        // the law must have been tried on layouts that have keys, the common one among them
        assertTrue(keyed > 50, "only " + keyed + " rounds had keys");
    }

    private static VertexArray random(SplittableRandom random, AttributeKind kind, int range) {
        ComponentType type = TYPES[random.nextInt(kind == AttributeKind.BLEND_INDEXES ? 4 : TYPES.length)];
        if (random.nextInt(3) == 0) {
            type = ComponentType.UBYTE; // the layout IQM recommends, often
        }
        int size = 1 + random.nextInt(4);
        int n = random.nextInt(4) == 0 ? random.nextInt(5) : random.nextInt(3000);
        return random(random, kind, range, VertexArrayDescriptor.of(kind, type, size), n);
    }

    private static VertexArray random(SplittableRandom random, AttributeKind kind, int range, VertexArrayDescriptor d,
            int n) {
        // few distinct values, so that vertices share combinations and runs of them
        int palette = 1 + random.nextInt(12);
        int[][] rows = new int[palette][d.size()];
        float[][] floats = new float[palette][d.size()];
        for (int p = 0; p < palette; p++) {
            for (int c = 0; c < d.size(); c++) {
                int max = kind == AttributeKind.BLEND_INDEXES ? range : (int) Math.min(d.component().maxValue(), 65535);
                rows[p][c] = d.component().isSigned() && random.nextInt(5) == 0 ? -random.nextInt(3) : random.nextInt(max + 1);
                floats[p][c] = random.nextInt(4) == 0 ? 0 : (float) random.nextDouble(-0.5, 3);
            }
        }
        int[] ints = new int[n * d.size()];
        float[] values = new float[n * d.size()];
        int p = 0;
        for (int v = 0; v < n; v++) {
            if (random.nextInt(3) == 0) {
                p = random.nextInt(palette);
            }
            for (int c = 0; c < d.size(); c++) {
                ints[v * d.size() + c] = rows[p][c];
                values[v * d.size() + c] = d.component() == ComponentType.FLOAT && kind == AttributeKind.BLEND_INDEXES
                        ? rows[p][c] : floats[p][c];
            }
        }
        return d.component() == ComponentType.FLOAT ? VertexArray.ofFloats(d, values) : VertexArray.ofInts(d, ints);
    }
}
