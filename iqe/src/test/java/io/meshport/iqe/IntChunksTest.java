package io.meshport.iqe;

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

    /** A document of more commands than a chunk holds compiles the same when the compiler frees it. */
    @Test
    void ownedCompileOfALargeDocumentEqualsTheSharedOne() throws Exception {
        StringBuilder text = new StringBuilder("# Inter-Quake Export\nmesh m\n");
        int quads = 400_000;
        for (int i = 0; i < quads; i++) {
            text.append("vp ").append(i).append(" 0 0\nvp ").append(i).append(" 1 0\n");
        }
        for (int i = 0; i + 1 < quads; i++) {
            text.append("fa ").append(2 * i).append(' ').append(2 * i + 1).append(' ').append(2 * i + 2).append('\n');
        }
        text.append("comment\nthe end\n");
        IqeDocument shared = Iqe.readDocument(new java.io.StringReader(text.toString()), "big.iqe");
        IqeDocument owned = Iqe.readDocument(new java.io.StringReader(text.toString()), "big.iqe");
        assertEquals(shared, owned);
        assertTrue(shared.commandCount() > IntChunks.CHUNK);
        io.meshport.model.Model a = Iqe.compile(shared, "big.iqe", io.meshport.io.Diagnostics.discarding());
        io.meshport.model.Model b = IqeCompiler.compileOwned(owned, "big.iqe", io.meshport.io.Diagnostics.discarding());
        assertEquals(a, b);
        assertEquals("the end\n", b.comment().orElseThrow());
    }
}
