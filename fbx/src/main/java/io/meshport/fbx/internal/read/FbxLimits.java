package io.meshport.fbx.internal.read;

/**
 * The bounds an FBX read keeps to whatever the file says (DESIGN §5: memory a small multiple of the
 * input, no count allocating before it is checked).
 *
 * @param maxDepth how deep nodes may nest (real files: 5 or 6; the readers recurse once a level)
 * @param inflatedFloor bytes of deflated arrays a file may inflate to whatever its size, so a small
 *     file may still hold a well-compressed array (a run of zeros inflates 1000-fold)
 * @param inflatedPerFileByte and, past the floor, how many inflated bytes each byte of the file buys
 * @param maxFileBytes the largest file read (a Java array holds one file)
 */
public record FbxLimits(int maxDepth, long inflatedFloor, int inflatedPerFileByte, int maxFileBytes) {
    /**
     * Depth 64; inflated arrays up to 64 MiB plus 64 times the file's size (a 100 MB file may hold
     * 6.4 GB of arrays: far past any real scene, far below an unbounded deflate bomb); files up to
     * 2 GiB less a few bytes.
     */
    public static final FbxLimits DEFAULTS = new FbxLimits(64, 64L << 20, 64, Integer.MAX_VALUE - 16);

    /** Checks the bounds are usable. */
    public FbxLimits {
        if (maxDepth < 1 || inflatedFloor < 0 || inflatedPerFileByte < 0 || maxFileBytes < 32) {
            throw new IllegalArgumentException("bad FBX limits: " + maxDepth + ", " + inflatedFloor + ", "
                    + inflatedPerFileByte + ", " + maxFileBytes);
        }
    }

    /** Bytes of deflated arrays a file of {@code fileBytes} may inflate to, in all. */
    long inflatedBudget(long fileBytes) {
        return inflatedFloor + fileBytes * inflatedPerFileByte;
    }
}
