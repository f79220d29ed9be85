package io.meshport.iqm;

import io.meshport.iqm.internal.IqmConstants;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Test-only: IQM v1 files built by hand, in the v1 layout of lsalzman/iqm's {@code iqm.h}
 * ({@code iqmjointv1}: name, parent, translate[3], rotate[3], scale[3]; {@code iqmposev1}:
 * parent, mask, channeloffset[9], channelscale[9]), with one triangle mesh so the file is complete.
 */
final class IqmVersion1Files {
    static final int FRAMES = 3;

    private IqmVersion1Files() {
    }

    /** Two joints; pose 0 animates translate z and rotate x, pose 1 rotate z and scale x; three frames. */
    static byte[] twoJointsThreeFrames() {
        byte[] text = "\0tri\0mat\0root\0tip\0walk\0\0\0".getBytes(StandardCharsets.ISO_8859_1); // 28 bytes
        int ofsText = 124;
        int ofsMeshes = ofsText + text.length;
        int ofsArrays = ofsMeshes + 24;
        int ofsPositions = ofsArrays + 20;
        int ofsTriangles = ofsPositions + 3 * 12;
        int ofsJoints = ofsTriangles + 12;
        int ofsPoses = ofsJoints + 2 * 44;
        int ofsAnims = ofsPoses + 2 * 80;
        int channels = 4;
        int ofsFrames = ofsAnims + 20;
        int size = ofsFrames + FRAMES * channels * 2;
        ByteBuffer b = IqmBytes.blank(size);
        b.put(IqmConstants.MAGIC);
        int[] header = {1, size, 0, text.length, ofsText, 1, ofsMeshes, 1, 3, ofsArrays, 1, ofsTriangles, 0,
            2, ofsJoints, 2, ofsPoses, 1, ofsAnims, FRAMES, channels, ofsFrames, 0, 0, 0, 0, 0};
        for (int i = 0; i < header.length; i++) {
            b.putInt(16 + 4 * i, header[i]);
        }
        b.put(ofsText, text);
        b.putInt(ofsMeshes, 1).putInt(ofsMeshes + 4, 5).putInt(ofsMeshes + 8, 0).putInt(ofsMeshes + 12, 3)
                .putInt(ofsMeshes + 16, 0).putInt(ofsMeshes + 20, 1);
        b.putInt(ofsArrays, IqmConstants.POSITION).putInt(ofsArrays + 8, IqmConstants.FLOAT).putInt(ofsArrays + 12, 3)
                .putInt(ofsArrays + 16, ofsPositions);
        float[] positions = {0, 0, 0, 1, 0, 0, 0, 1, 0};
        for (int i = 0; i < positions.length; i++) {
            b.putFloat(ofsPositions + 4 * i, positions[i]);
        }
        b.putInt(ofsTriangles, 0).putInt(ofsTriangles + 4, 1).putInt(ofsTriangles + 8, 2);
        joint(b, ofsJoints, 9, -1, new float[] {0, 0, 1, 0.6f, 0, 0, 1, 1, 1});
        joint(b, ofsJoints + 44, 14, 0, new float[] {1, 0, 0, 0, 0, 0.8f, 2, 2, 2});
        // pose 0: translate z (bit 2) and rotate x (bit 3); pose 1: rotate z (bit 5) and scale x (bit 6).
        pose(b, ofsPoses, -1, 0b000001100, new float[] {0, 0, 1, 0, 0, 0, 1, 1, 1},
                new float[] {0, 0, 0.001f, 0.00001f, 0, 0, 0, 0, 0});
        pose(b, ofsPoses + 80, 0, 0b001100000, new float[] {1, 0, 0, 0, 0, 0.1f, 2, 2, 2},
                new float[] {0, 0, 0, 0, 0, 0.00001f, 0.0001f, 0, 0});
        b.putInt(ofsAnims, 18).putInt(ofsAnims + 4, 0).putInt(ofsAnims + 8, FRAMES).putFloat(ofsAnims + 12, 15)
                .putInt(ofsAnims + 16, 1);
        int[][] frames = {{0, 0, 0, 0}, {100, 30000, 20000, 500}, {65535, 60000, 40000, 1000}};
        for (int f = 0; f < FRAMES; f++) {
            for (int c = 0; c < channels; c++) {
                b.putShort(ofsFrames + 2 * (f * channels + c), (short) frames[f][c]);
            }
        }
        return b.array();
    }

    private static void joint(ByteBuffer b, int at, int name, int parent, float[] trs) {
        b.putInt(at, name).putInt(at + 4, parent);
        for (int i = 0; i < 9; i++) {
            b.putFloat(at + 8 + 4 * i, trs[i]);
        }
    }

    private static void pose(ByteBuffer b, int at, int parent, int mask, float[] offset, float[] scale) {
        b.putInt(at, parent).putInt(at + 4, mask);
        for (int i = 0; i < 9; i++) {
            b.putFloat(at + 8 + 4 * i, offset[i]);
            b.putFloat(at + 44 + 4 * i, scale[i]);
        }
    }
}
