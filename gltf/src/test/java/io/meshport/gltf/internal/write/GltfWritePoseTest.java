package io.meshport.gltf.internal.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.Transform;
import org.junit.jupiter.api.Test;

class GltfWritePoseTest {

    /**
     * Red Eclipse's turret: a joint turned 180° relative to its parent comes out of the composition of
     * two poses as (0, -1.0000004, 3e-7, 0), of unit length within the slack; glTF (and JglTF's
     * node setter) refuses a rotation component beyond ±1.
     */
    @Test
    void aHalfTurnJustLongerThanOneIsNormalisedWithoutAWord() {
        GltfWritePose pose = GltfWritePose.of(new Transform(1, 2, 3, 0f, -1.0000004f, 3e-7f, 0f, 1, 1, 1));
        assertEquals(-1f, pose.rotation()[1]);
        for (float c : pose.rotation()) {
            assertTrue(Math.abs(c) <= 1, "component " + c);
        }
        assertFalse(pose.mended(), "within the slack: not reported as mended");
        assertArrayEquals(new float[] {1, 2, 3}, pose.translation());
    }

    @Test
    void aRotationOfUnitLengthIsKeptAsItIs() {
        float h = (float) Math.sqrt(0.5);
        GltfWritePose pose = GltfWritePose.of(new Transform(0, 0, 0, h, 0, 0, h, 1, 1, 1));
        assertArrayEquals(new float[] {h, 0, 0, h}, pose.rotation());
        assertFalse(pose.mended());
    }

    @Test
    void aRotationFarFromUnitLengthIsNormalisedAndReported() {
        GltfWritePose pose = GltfWritePose.of(new Transform(0, 0, 0, 0, 0, 2, 0, 1, 1, 1));
        assertArrayEquals(new float[] {0, 0, 1, 0}, pose.rotation());
        assertTrue(pose.mended());
    }
}
