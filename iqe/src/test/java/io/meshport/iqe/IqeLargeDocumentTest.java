package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.iqe.internal.compile.IqeCompiler;
import io.meshport.text.pool.IntChunks;
import org.junit.jupiter.api.Test;

/** Documents larger than one chunk of the text engine's pools. */
class IqeLargeDocumentTest {

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
        IqeDocument shared = IqeTestFiles.read(text.toString(), "big.iqe");
        IqeDocument owned = IqeTestFiles.read(text.toString(), "big.iqe");
        assertEquals(shared, owned);
        assertTrue(shared.commandCount() > IntChunks.CHUNK);
        io.meshport.model.Model a = Iqe.reader().withDiagnostics(io.meshport.io.Diagnostics.discarding()).toModel(shared, "big.iqe");
        io.meshport.model.Model b = IqeCompiler.compileOwned(owned, owned::discardBefore, "big.iqe", io.meshport.io.Diagnostics.discarding());
        assertEquals(a, b);
        assertEquals("the end\n", b.comment().orElseThrow());
    }
}
