package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.read.IqmHeaderField;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** IQM v1 is read and upgraded to v2: quaternion w restored (negative) for joints and every frame. */
class IqmVersion1Test {
    private static final byte[] V1 = IqmVersion1Files.twoJointsThreeFrames();

    private static float v1(int pos) {
        return ByteBuffer.wrap(V1).order(ByteOrder.LITTLE_ENDIAN).getFloat(pos);
    }

    private static int v1Int(int pos) {
        return ByteBuffer.wrap(V1).order(ByteOrder.LITTLE_ENDIAN).getInt(pos);
    }

    @Test
    void jointsGetTheImpliedNegativeW() throws Exception {
        IqmFile file = Iqm.readDocument(V1, "v1.iqm", Diagnostics.discarding());
        assertEquals(1, file.sourceVersion());
        IqmJoint root = file.joints().get(0);
        assertEquals(0.6f, root.pose().qx());
        double x = 0.6f; // the stored float, widened as the reference widens it
        assertEquals((float) -Math.sqrt(1 - x * x), root.pose().qw());
        assertEquals(1f, root.pose().tz());
        assertEquals(1f, root.pose().sz());
        IqmJoint tip = file.joints().get(1);
        assertEquals((float) -Math.sqrt(1 - 0.8 * 0.8), tip.pose().qw(), 1e-7f);
        assertEquals(2f, tip.pose().sx());
        assertEquals("tip", file.string(tip.name()));
    }

    @Test
    void posesGainAStoredWChannelWhereRotationMoves() throws Exception {
        IqmFile file = Iqm.readDocument(V1, "v1.iqm", Diagnostics.discarding());
        IqmPose p0 = file.poses().get(0);
        IqmPose p1 = file.poses().get(1);
        // v1 bits 2,3 stay; w varies with x, so bit 6 is added. v1 bits 5,6 become 5,7; w varies with z.
        assertEquals(0b0001001100, p0.channelMask());
        assertEquals(0b0011100000, p1.channelMask());
        assertEquals(6, file.frameChannelCount());
        assertEquals(2f, p1.channelOffset(7)); // v1 scale x offset moved to channel 7
        assertEquals(0.0001f, p1.channelScale(7));
    }

    @Test
    void everyFramesRotationIsAUnitQuaternionWithNegativeW() throws Exception {
        Model model = Iqm.read(V1, "v1.iqm", Diagnostics.discarding());
        assertEquals(new SourceInfo("iqm", "1"), model.extra(SourceInfo.class).orElseThrow());
        Animation walk = model.animations().get(0);
        assertEquals("walk", walk.name());
        assertTrue(walk.loop());
        assertEquals(15f, walk.framerate());
        int ofsPoses = v1Int(64 + 16);
        int ofsFrames = v1Int(100);
        for (int f = 0; f < IqmVersion1Files.FRAMES; f++) {
            for (int j = 0; j < 2; j++) {
                double x = walk.channel(f, j, 3), y = walk.channel(f, j, 4), z = walk.channel(f, j, 5);
                double w = walk.channel(f, j, 6);
                double expectedW = -Math.sqrt(Math.max(0, 1 - x * x - y * y - z * z));
                IqmPose pose = Iqm.readDocument(V1, "v1.iqm", Diagnostics.discarding()).poses().get(j);
                assertEquals(expectedW, w, pose.channelScale(6) + 1e-6, "frame " + f + " joint " + j);
            }
            // Channels other than w are exactly the v1 dequantisation: translate z of pose 0.
            int value = Short.toUnsignedInt(ByteBuffer.wrap(V1).order(ByteOrder.LITTLE_ENDIAN)
                    .getShort(ofsFrames + 2 * (f * 4)));
            assertEquals(v1(ofsPoses + 8 + 8) + value * v1(ofsPoses + 44 + 8), walk.channel(f, 0, 2));
        }
    }

    @Test
    void writesBackAsVersion2WithTheSameContents() throws Exception {
        IqmFile v1 = Iqm.readDocument(V1, "v1.iqm", Diagnostics.discarding());
        byte[] v2 = Iqm.writeDocument(v1);
        assertEquals(2, ByteBuffer.wrap(v2).order(ByteOrder.LITTLE_ENDIAN).getInt(16));
        IqmFile again = Iqm.readDocument(v2, "v2.iqm", Diagnostics.discarding());
        assertEquals(v1.toBuilder().sourceVersion(2).build(), again);
    }

    /** v1 structures have their own sizes and nine channels; the checks use them. */
    @Test
    void malformedVersion1FilesAreRejectedWithTheirV1Offsets() {
        int ofsJoints = v1Int(IqmHeaderField.OFS_JOINTS.offset());
        int ofsPoses = v1Int(IqmHeaderField.OFS_POSES.offset());
        // joint 1's parent at 44 + 4 (v1 joints are 44 bytes)
        assertV1Rejected(IqmBytes.of(V1).putInt(ofsJoints + 44 + 4, 1), "joints[1].parent", ofsJoints + 48);
        // bit 9 is beyond v1's nine channels (v2 would store a channel there): tolerated, it stores nothing
        Diagnostics d = new Diagnostics();
        assertDoesNotThrow(() -> Iqm.readDocument(IqmBytes.of(V1).putInt(ofsPoses + 80 + 4,
                v1Int(ofsPoses + 80 + 4) | 1 << 9).bytes(), "v1.iqm", d));
        // (the hand-made v1 file is unpadded, so its offsets have notes too)
        Diagnostic mask = d.all().get(d.all().size() - 1);
        assertEquals("poses[1].channelmask", mask.field());
        assertEquals(ofsPoses + 84, mask.byteOffset());
        // 3 joints of 44 bytes no longer fit before the end when the file is cut just after them
        int end = ofsJoints + 2 * 44;
        assertV1Rejected(IqmBytes.of(V1).truncate(end).header(IqmHeaderField.FILESIZE, end)
                .header(IqmHeaderField.NUM_JOINTS, 3).header(IqmHeaderField.NUM_POSES, 3), "ofs_joints",
                IqmHeaderField.OFS_JOINTS.offset());
    }

    private static void assertV1Rejected(IqmBytes file, String field, long offset) {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Iqm.readDocument(file.bytes(), "v1.iqm", Diagnostics.discarding()));
        assertEquals(field, e.field().orElse(null), e.getMessage());
        assertEquals(offset, e.byteOffset(), e.getMessage());
    }
}
