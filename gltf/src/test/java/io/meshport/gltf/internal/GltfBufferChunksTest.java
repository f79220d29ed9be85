package io.meshport.gltf.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The buffer written from its chunks is the buffer laid out in one array: every accessor's elements
 * at its offset and stride, zeros in the alignment gaps, the padding of padded strides and after the
 * last chunk; on random layouts, with blocks of padded elements longer than the writer's block,
 * and chunks of ints (triangle indices kept as the mesh's array) longer than theirs.
 */
class GltfBufferChunksTest {
    private static final long SEED = 0x35_0003_0003L;

    @Test
    void writtenIsLaidOut() throws IOException {
        System.out.println("GltfBufferChunksTest seed " + SEED);
        SplittableRandom random = new SplittableRandom(SEED);
        for (int round = 0; round < 200; round++) {
            List<GltfBufferChunks.Chunk> chunks = new ArrayList<>();
            int at = 0;
            for (int k = random.nextInt(5); k > 0; k--) {
                at = at + 3 & ~3;
                if (random.nextInt(4) == 0) {
                    // indices held as the mesh's ints, written a block (16384) at a time
                    int count = random.nextInt(3) == 0 ? random.nextInt(40000) : random.nextInt(20);
                    int[] ints = random.ints(count).toArray();
                    chunks.add(new GltfBufferChunks.Chunk(null, ints, at, 4, 4, count));
                    at += 4 * count;
                    continue;
                }
                int packed = random.nextInt(1, 13);
                int stride = random.nextBoolean() ? packed : packed + 3 & ~3;
                int count = random.nextInt(3) == 0 ? random.nextInt(9000) : random.nextInt(20);
                byte[] data = new byte[packed * count];
                random.nextBytes(data);
                chunks.add(new GltfBufferChunks.Chunk(data, at, packed, stride, count));
                at += stride * count;
            }
            int length = at + random.nextInt(4);
            byte[] expected = new byte[length];
            for (GltfBufferChunks.Chunk c : chunks) {
                if (c.ints() != null) {
                    java.nio.ByteBuffer.wrap(expected).order(java.nio.ByteOrder.LITTLE_ENDIAN).position(c.at())
                            .asIntBuffer().put(c.ints());
                    continue;
                }
                for (int e = 0; e < c.count(); e++) {
                    System.arraycopy(c.data(), e * c.packed(), expected, c.at() + e * c.stride(), c.packed());
                }
            }
            GltfBufferChunks buffer = new GltfBufferChunks(chunks, length);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            buffer.writeTo(out);
            String where = "seed " + SEED + ", round " + round;
            assertEquals(length, buffer.length(), where);
            assertArrayEquals(expected, out.toByteArray(), where + ": written");
            assertArrayEquals(expected, buffer.toByteBuffer().array(), where + ": as one array");
        }
    }
}
