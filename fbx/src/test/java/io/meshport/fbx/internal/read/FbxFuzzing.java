package io.meshport.fbx.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;

/** What the fuzz tests ask of any bytes. */
final class FbxFuzzing {
    /** Limits small enough that a fuzzed deflate bomb is refused, not inflated. */
    static final FbxLimits LIMITS = new FbxLimits(64, 1 << 20, 64, Integer.MAX_VALUE - 16);

    private FbxFuzzing() {
    }

    /**
     * The bytes as binary FBX give a tree, which our encoder writes back to bytes that read as the
     * same tree; or a {@link ModelFormatException}. Anything else escaping is a defect.
     */
    static void binaryReadsOrFailsCleanly(byte[] bytes) throws ModelFormatException {
        FbxTree tree;
        try {
            tree = new FbxBinaryTreeReader("fuzz.fbx", bytes, LIMITS).read();
        } catch (ModelFormatException expected) {
            return;
        }
        for (boolean deflate : new boolean[] {false, true}) {
            byte[] again = new FbxBinaryEncoder(tree.version(), deflate, true).file(tree.nodes());
            FbxTree reread = new FbxBinaryTreeReader("again.fbx", again, FbxLimits.DEFAULTS).read();
            assertEquals(tree.nodes(), reread.nodes());
            assertEquals(tree.version(), reread.version());
        }
    }

    /** The bytes as ASCII FBX give a tree, which reads the same from binary; or a {@link ModelFormatException}. */
    static void asciiReadsOrFailsCleanly(byte[] bytes) throws ModelFormatException {
        FbxTree tree;
        try {
            tree = new FbxAsciiTreeReader("fuzz.fbx", bytes, LIMITS).read();
        } catch (ModelFormatException expected) {
            return;
        }
        assertEquals(FbxEncoding.ASCII, tree.encoding());
        // words become strings in binary; everything else must survive
        FbxTree binary = new FbxBinaryTreeReader("again.fbx", new FbxBinaryEncoder(7500, true, true).file(tree.nodes()),
                FbxLimits.DEFAULTS).read();
        assertEquals(FbxTestTrees.all(tree.nodes()).size(), FbxTestTrees.all(binary.nodes()).size());
    }
}
