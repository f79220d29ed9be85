package io.meshport.iqm;

import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.read.IqmHeaderField;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Test-only: the bytes of an IQM file, to read fields by name and patch them into every kind of
 * malformed file. Offsets of structures are taken from the header, so tests say what they break
 * ("meshes[1].num_vertexes") rather than where.
 */
final class IqmBytes {
    private byte[] bytes;
    private ByteBuffer buf;

    private IqmBytes(byte[] bytes) {
        this.bytes = bytes;
        this.buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    static IqmBytes of(byte[] bytes) {
        return new IqmBytes(bytes.clone());
    }

    /** A fresh little-endian buffer of {@code length} bytes, for building files by hand. */
    static ByteBuffer blank(int length) {
        return ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
    }

    byte[] bytes() {
        return bytes.clone();
    }

    int length() {
        return bytes.length;
    }

    int header(IqmHeaderField f) {
        return buf.getInt(f.offset());
    }

    IqmBytes header(IqmHeaderField f, int value) {
        buf.putInt(f.offset(), value);
        return this;
    }

    int u32(int pos) {
        return buf.getInt(pos);
    }

    IqmBytes putInt(int pos, int value) {
        buf.putInt(pos, value);
        return this;
    }

    IqmBytes putByte(int pos, int value) {
        bytes[pos] = (byte) value;
        return this;
    }

    /** Keeps the first {@code length} bytes. */
    IqmBytes truncate(int length) {
        bytes = Arrays.copyOf(bytes, length);
        buf = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        return this;
    }

    // Positions of structure fields, from the header.

    int mesh(int i) {
        return header(IqmHeaderField.OFS_MESHES) + i * IqmConstants.MESH_SIZE;
    }

    int vertexArray(int i) {
        return header(IqmHeaderField.OFS_VERTEXARRAYS) + i * IqmConstants.VERTEX_ARRAY_SIZE;
    }

    int triangle(int i) {
        return header(IqmHeaderField.OFS_TRIANGLES) + i * IqmConstants.TRIANGLE_SIZE;
    }

    int adjacency(int i) {
        return header(IqmHeaderField.OFS_ADJACENCY) + i * IqmConstants.TRIANGLE_SIZE;
    }

    int joint(int i) {
        return header(IqmHeaderField.OFS_JOINTS) + i * IqmConstants.JOINT_SIZE;
    }

    int pose(int i) {
        return header(IqmHeaderField.OFS_POSES) + i * IqmConstants.POSE_SIZE;
    }

    int anim(int i) {
        return header(IqmHeaderField.OFS_ANIMS) + i * IqmConstants.ANIM_SIZE;
    }

    /** The header of extension {@code i}, following the chain. */
    int extension(int i) {
        int pos = header(IqmHeaderField.OFS_EXTENSIONS);
        for (int k = 0; k < i; k++) {
            pos = u32(pos + 12);
        }
        return pos;
    }
}
