package io.meshport.gltf.internal.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.ComponentType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A vertex whose stored influences {@link GltfInfluenceSlots#firstToMend} passes over is one that
 * {@link GltfWriteSkinning#mend}, given its values, leaves as it is, and whose bytes put back are the
 * stored ones: on random vertices of every index and weight layout, most of them valid (weights
 * that sum to the maximum), the rest broken in each of the ways glTF forbids.
 */
class GltfInfluenceSlotsTest {
    private static final long SEED = 0x35_0003_0002L;

    @Test
    void skippedVerticesAreTheOnesMendingLeaves() {
        System.out.println("GltfInfluenceSlotsTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        ComponentType[] indexTypes = {ComponentType.UBYTE, ComponentType.USHORT};
        ComponentType[] weightTypes = {ComponentType.UBYTE, ComponentType.USHORT, ComponentType.FLOAT};
        int skipped = 0;
        int sent = 0;
        for (int round = 0; round < 20_000; round++) {
            ComponentType indexType = indexTypes[random.nextInt(indexTypes.length)];
            ComponentType weightType = weightTypes[random.nextInt(weightTypes.length)];
            int reachable = random.nextInt(4, 9);
            double max = weightType == ComponentType.FLOAT ? 1 : weightType.maxValue();
            int[] joints = random.ints(0, reachable).distinct().limit(4).toArray();
            switch (random.nextInt(8)) {
                case 0 -> joints[random.nextInt(4)] = reachable + random.nextInt(3); // past the skin
                case 1 -> joints[random.nextInt(4)] = joints[random.nextInt(4)]; // one joint twice
                default -> {
                }
            }
            double[] raw = new double[4];
            randomWeights(random, weightType, max, raw);
            ByteBuffer jointBytes = ByteBuffer.allocate(4 * indexType.bytes()).order(ByteOrder.LITTLE_ENDIAN);
            ByteBuffer weightBytes = ByteBuffer.allocate(4 * weightType.bytes()).order(ByteOrder.LITTLE_ENDIAN);
            for (int c = 0; c < 4; c++) {
                if (indexType == ComponentType.UBYTE) {
                    jointBytes.put((byte) joints[c]);
                } else {
                    jointBytes.putShort((short) joints[c]);
                }
                switch (weightType) {
                    case UBYTE -> weightBytes.put((byte) raw[c]);
                    case USHORT -> weightBytes.putShort((short) raw[c]);
                    default -> weightBytes.putFloat((float) raw[c]);
                }
            }
            byte[] storedJoints = jointBytes.array().clone();
            byte[] storedWeights = weightBytes.array().clone();
            GltfInfluenceSlots slots = new GltfInfluenceSlots(indexType, weightType, reachable, max,
                    jointBytes.array(), weightBytes.array());
            boolean skip = slots.firstToMend(0, 1) == 1;
            double[] fractions = new double[4];
            for (int c = 0; c < 4; c++) {
                fractions[c] = weightType == ComponentType.FLOAT ? (float) raw[c] : raw[c] / max;
            }
            double[] ix = {joints[0], joints[1], joints[2], joints[3]};
            boolean mended = slots.mendInto(0, ix, 0, 4, fractions, 0, 4);
            String where = "seed " + SEED + ", round " + round + ": " + indexType + " " + weightType + " joints "
                    + java.util.Arrays.toString(joints) + " weights " + java.util.Arrays.toString(raw);
            if (skip) {
                skipped++;
                assertFalse(mended, where + ": passed over, but mending changes it");
                assertArrayEquals(storedJoints, jointBytes.array(), where);
                assertArrayEquals(storedWeights, weightBytes.array(), where);
            } else {
                sent++;
            }
        }
        System.out.println("passed over " + skipped + ", sent to mend " + sent);
        assertTrue(skipped > 5000 && sent > 2000, "both ways taken: " + skipped + " / " + sent);
    }

    @Test
    void theFirstVertexToMendIsFound() {
        byte[] joints = {0, 1, 2, 3, 0, 1, 2, 3, 0, 0, 2, 3};
        byte[] weights = {(byte) 255, 0, 0, 0, 100, 100, 55, 0, 100, 100, 55, 0};
        GltfInfluenceSlots slots = new GltfInfluenceSlots(ComponentType.UBYTE, ComponentType.UBYTE, 4, 255, joints,
                weights);
        assertEquals(2, slots.firstToMend(0, 3), "joint 0 twice with weight");
        assertEquals(2, slots.firstToMend(2, 3));
        assertEquals(2, slots.firstToMend(0, 2), "none of the first two");
    }

    /** Weights that sum to the maximum (most), or that break one rule: a wrong sum, a negative, NaN. */
    private static void randomWeights(SplittableRandom random, ComponentType type, double max, double[] raw) {
        boolean integer = type != ComponentType.FLOAT;
        double left = max;
        for (int c = 0; c < 3; c++) {
            double part = integer ? random.nextInt((int) left + 1) : (float) (random.nextDouble() * left);
            raw[c] = random.nextInt(3) == 0 ? 0 : part;
            left -= raw[c];
        }
        raw[3] = integer ? left : (float) left;
        switch (random.nextInt(10)) {
            case 0 -> raw[random.nextInt(4)] = integer ? random.nextInt((int) max + 1) : random.nextFloat();
            case 1 -> raw[random.nextInt(4)] = integer ? 0 : -0.25;
            case 2 -> raw[random.nextInt(4)] = integer ? max : Double.NaN;
            default -> {
            }
        }
        if (integer) {
            for (int c = 0; c < 4; c++) {
                raw[c] = Math.max(0, Math.min(max, raw[c]));
            }
        }
    }
}
