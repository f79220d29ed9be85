package io.meshport.model.derive;

import io.meshport.model.VertexArray;
import java.nio.ByteBuffer;

/**
 * Blend combinations already numbered, by the stored bytes of the blend indexes and weights
 * they were decoded from. A vertex's combination is a function of those bytes, so a vertex
 * whose bytes were met before needs no decoding and no hashing of doubles: on the common
 * layout (four ubyte joints, four ubyte weights) the eight bytes are one long. Only for
 * layouts whose bytes fit in a long.
 */
final class RawBlendKeys {
    private final ByteBuffer indexes;
    private final ByteBuffer weights;
    private final int indexStride;
    private final int weightStride;
    private final int indexBytes;
    private final int weightBytes;
    /** Open addressing: keys, and combination + 1 per slot (0 for free); a power of two, at most half full. */
    private long[] keys = new long[1024];
    private int[] ids = new int[1024];
    private int count;

    private RawBlendKeys(VertexArray idx, VertexArray wgt, int width) {
        indexes = idx.bytes();
        weights = wgt.bytes();
        int indexComponent = idx.descriptor().component().bytes();
        int weightComponent = wgt.descriptor().component().bytes();
        indexStride = idx.size() * indexComponent;
        weightStride = wgt.size() * weightComponent;
        indexBytes = width * indexComponent;
        weightBytes = width * weightComponent;
    }

    /** Keys for the first {@code width} joints and weights of each vertex; null when they take more than a long. */
    static RawBlendKeys of(VertexArray idx, VertexArray wgt, int width) {
        int bytes = width * (idx.descriptor().component().bytes() + wgt.descriptor().component().bytes());
        return bytes <= Long.BYTES ? new RawBlendKeys(idx, wgt, width) : null;
    }

    /** Vertex {@code v}'s key: its index bytes, then its weight bytes. */
    long key(int v) {
        return bytes(indexes, v * indexStride, indexBytes) | bytes(weights, v * weightStride, weightBytes) << 8 * indexBytes;
    }

    /** {@code count} (at most 7) little-endian bytes from {@code at}, unsigned: four at once on the common layout. */
    private static long bytes(ByteBuffer b, int at, int count) {
        if (count == 4) {
            return b.getInt(at) & 0xffffffffL;
        }
        long value = 0;
        for (int i = 0; i < count; i++) {
            value |= (b.get(at + i) & 0xffL) << 8 * i;
        }
        return value;
    }

    /** The combination remembered for {@code key}, or -1. */
    int known(long key) {
        int mask = keys.length - 1;
        for (int at = spread(key) & mask;; at = (at + 1) & mask) {
            if (ids[at] == 0) {
                return -1;
            }
            if (keys[at] == key) {
                return ids[at] - 1;
            }
        }
    }

    /** Remembers that {@code key} (not yet known) decodes to {@code combination}. */
    void remember(long key, int combination) {
        if (2 * (count + 1) > keys.length) {
            long[] oldKeys = keys;
            int[] oldIds = ids;
            keys = new long[oldKeys.length * 2];
            ids = new int[oldIds.length * 2];
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldIds[i] != 0) {
                    put(oldKeys[i], oldIds[i]);
                }
            }
        }
        put(key, combination + 1);
        count++;
    }

    private void put(long key, int id) {
        int mask = keys.length - 1;
        int at = spread(key) & mask;
        while (ids[at] != 0) {
            at = (at + 1) & mask;
        }
        keys[at] = key;
        ids[at] = id;
    }

    /** Bytes of joints and weights differ little from vertex to vertex: mixed so that neighbours scatter. */
    private static int spread(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
