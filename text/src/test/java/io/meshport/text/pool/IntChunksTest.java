package io.meshport.text.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Chunked pools read back what was added across chunk boundaries, and drop what is discarded. */
class IntChunksTest {

    @Test
    void valuesSurviveChunkBoundaries() {
        IntChunks a = new IntChunks();
        IntChunks b = new IntChunks();
        ByteChunks bytes = new ByteChunks();
        int n = 3 * IntChunks.CHUNK + 17;
        for (int i = 0; i < n; i++) {
            a.add(i * 31);
            b.add(i * 31);
            bytes.add((byte) i);
        }
        assertEquals(n, a.size());
        assertEquals(n, bytes.size());
        for (int i = 0; i < n; i++) {
            assertEquals(i * 31, a.get(i));
            assertEquals((byte) i, bytes.get(i));
        }
        assertTrue(a.contentEquals(b));
        assertEquals(a.contentHash(), b.contentHash());
        b.set(n - 1, 0);
        assertFalse(a.contentEquals(b));
    }

    @Test
    void discardedChunksAreGoneAndTheRestRemains() {
        IntChunks a = new IntChunks();
        for (int i = 0; i < 2 * IntChunks.CHUNK + 5; i++) {
            a.add(i);
        }
        a.discardBefore(IntChunks.CHUNK + 3);
        assertThrows(NullPointerException.class, () -> a.get(0));
        assertEquals(IntChunks.CHUNK, a.get(IntChunks.CHUNK));
        assertEquals(2 * IntChunks.CHUNK + 4, a.get(2 * IntChunks.CHUNK + 4));
    }

    @Test
    void bulkAppendsMatchAppendingOneByOne() {
        // Sizes around the small first chunk and the chunk boundary, in both pools.
        for (int first : new int[] {0, 5, 16, IntChunks.CHUNK - 3, IntChunks.CHUNK}) {
            for (int second : new int[] {0, 1, 40, IntChunks.CHUNK + 7}) {
                IntChunks a = new IntChunks();
                IntChunks b = new IntChunks();
                IntChunks expected = new IntChunks();
                ByteChunks bytesA = new ByteChunks();
                ByteChunks bytesB = new ByteChunks();
                ByteChunks expectedBytes = new ByteChunks();
                for (int i = 0; i < first; i++) {
                    a.add(i);
                    expected.add(i);
                    bytesA.add((byte) i);
                    expectedBytes.add((byte) i);
                }
                for (int i = 0; i < second; i++) {
                    b.add(3 * i);
                    expected.add(3 * i + 1000);
                    bytesB.add((byte) (7 * i));
                    expectedBytes.add((byte) (7 * i));
                }
                a.addAll(b, 1000);
                bytesA.addAll(bytesB);
                assertTrue(a.contentEquals(expected), first + " + " + second);
                assertTrue(bytesA.contentEquals(expectedBytes), first + " + " + second);
                a.add(-1);
                assertEquals(first + second + 1, a.size());
                assertEquals(-1, a.get(first + second));
            }
        }
    }
}
