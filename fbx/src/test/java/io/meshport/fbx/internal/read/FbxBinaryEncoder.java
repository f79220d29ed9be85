package io.meshport.fbx.internal.read;

import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;

/**
 * A test-only binary FBX writer, from the layout the reader documents (never used to check itself
 * alone: the fixtures are assimp's). Writes any tree of {@link FbxNode}s at a version (7400: 32-bit
 * record fields, 7500: 64-bit), arrays raw or deflated, nested lists with or without the null record
 * that ends them (assimp leaves it out). ASCII-only {@code W} values are written as strings.
 */
final class FbxBinaryEncoder {
    private final int version;
    private final boolean deflate;
    private final boolean nullRecords;
    private byte[] out = new byte[256];
    private int size;

    /**
     * @param version the header version (below 7500: 32-bit fields)
     * @param deflate whether arrays are deflated (else raw)
     * @param nullRecords whether nested lists end in a null record (assimp 5: no)
     */
    FbxBinaryEncoder(int version, boolean deflate, boolean nullRecords) {
        this.version = version;
        this.deflate = deflate;
        this.nullRecords = nullRecords;
    }

    /** A file of the default shape: version 7400, raw arrays, null records. */
    static byte[] encode(List<FbxNode> nodes) {
        return new FbxBinaryEncoder(7400, false, true).file(nodes);
    }

    /** The whole file: header, nodes, the top-level null record and a footer of 16 zero bytes. */
    byte[] file(List<FbxNode> nodes) {
        size = 0;
        bytes(FbxBinaryTreeReader.MAGIC);
        u32(version);
        for (FbxNode n : nodes) {
            node(n);
        }
        bytes(new byte[headerLength()]);
        bytes(new byte[16]);
        return Arrays.copyOf(out, size);
    }

    private boolean wide() {
        return version >= FbxBinaryTreeReader.WIDE_FROM_VERSION;
    }

    private int headerLength() {
        return wide() ? 25 : 13;
    }

    private void node(FbxNode n) {
        int at = size;
        bytes(new byte[headerLength() - 1]);
        byte[] name = n.name().getBytes(StandardCharsets.ISO_8859_1);
        u8(name.length);
        bytes(name);
        int propertiesAt = size;
        for (FbxProperty p : n.properties()) {
            property(p);
        }
        int listLength = size - propertiesAt;
        if (!n.children().isEmpty()) {
            for (FbxNode c : n.children()) {
                node(c);
            }
            if (nullRecords) {
                bytes(new byte[headerLength()]);
            }
        }
        field(at, 0, size);
        field(at, 1, n.properties().size());
        field(at, 2, listLength);
    }

    private void field(int at, int index, long value) {
        if (wide()) {
            ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putLong(at + 8 * index, value);
        } else {
            ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putInt(at + 4 * index, (int) value);
        }
    }

    private void property(FbxProperty p) {
        char type = p.type() == 'W' ? 'S' : p.type();
        u8(type);
        switch (type) {
            case 'Y' -> u16((int) p.asLong());
            case 'C' -> u8(((FbxProperty.BooleanValue) p).raw());
            case 'I' -> u32((int) p.asLong());
            case 'L' -> u64(p.asLong());
            case 'F' -> u32(Float.floatToRawIntBits((float) p.asDouble()));
            case 'D' -> u64(Double.doubleToRawLongBits(p.asDouble()));
            case 'S' -> {
                byte[] b = p.asString().getBytes(StandardCharsets.UTF_8);
                u32(b.length);
                bytes(b);
            }
            case 'R' -> {
                byte[] b = ((FbxProperty.RawValue) p).bytes();
                u32(b.length);
                bytes(b);
            }
            default -> array(p);
        }
    }

    private void array(FbxProperty p) {
        ByteBuffer b;
        switch (p.type()) {
            case 'd' -> {
                double[] v = ((FbxProperty.DoubleArray) p).values();
                b = buffer(v.length * 8);
                b.asDoubleBuffer().put(v);
            }
            case 'f' -> {
                float[] v = ((FbxProperty.FloatArray) p).values();
                b = buffer(v.length * 4);
                b.asFloatBuffer().put(v);
            }
            case 'l' -> {
                long[] v = ((FbxProperty.LongArray) p).values();
                b = buffer(v.length * 8);
                b.asLongBuffer().put(v);
            }
            case 'i' -> {
                int[] v = ((FbxProperty.IntArray) p).values();
                b = buffer(v.length * 4);
                b.asIntBuffer().put(v);
            }
            case 'b' -> {
                byte[] v = ((FbxProperty.BooleanArray) p).values();
                b = buffer(v.length);
                b.put(v);
            }
            default -> throw new IllegalArgumentException("not an array: " + p);
        }
        byte[] raw = b.array();
        byte[] stored = deflate ? deflate(raw) : raw;
        u32(p.length());
        u32(deflate ? 1 : 0);
        u32(stored.length);
        bytes(stored);
    }

    private static ByteBuffer buffer(int bytes) {
        return ByteBuffer.allocate(bytes).order(ByteOrder.LITTLE_ENDIAN);
    }

    /** A zlib stream, as FBX stores deflated arrays. */
    static byte[] deflate(byte[] raw) {
        Deflater d = new Deflater();
        d.setInput(raw);
        d.finish();
        byte[] buf = new byte[raw.length + 64];
        int n = 0;
        while (!d.finished()) {
            if (n == buf.length) {
                buf = Arrays.copyOf(buf, 2 * buf.length);
            }
            n += d.deflate(buf, n, buf.length - n);
        }
        d.end();
        return Arrays.copyOf(buf, n);
    }

    private void ensure(int more) {
        if (size + more > out.length) {
            out = Arrays.copyOf(out, Math.max(2 * out.length, size + more));
        }
    }

    private void u8(int v) {
        ensure(1);
        out[size++] = (byte) v;
    }

    private void u16(int v) {
        u8(v);
        u8(v >>> 8);
    }

    private void u32(int v) {
        ensure(4);
        ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putInt(size, v);
        size += 4;
    }

    private void u64(long v) {
        ensure(8);
        ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putLong(size, v);
        size += 8;
    }

    private void bytes(byte[] b) {
        ensure(b.length);
        System.arraycopy(b, 0, out, size, b.length);
        size += b.length;
    }
}
