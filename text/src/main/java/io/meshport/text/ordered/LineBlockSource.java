package io.meshport.text.ordered;

import java.io.IOException;

/**
 * Where {@link OrderedBlockReader} takes its blocks of whole lines from: text cut on the reading
 * thread, as chars ({@link LineBlocks}) or as bytes that the thread parsing a block decodes
 * ({@link ByteLineBlocks}).
 */
interface LineBlockSource {
    /**
     * The next block, or null when the text is used up.
     *
     * @throws io.meshport.io.ModelFormatException at the start of a line longer than
     *     {@link io.meshport.text.LineLimit} allows
     */
    Cut next() throws IOException;

    /** Everything not handed out as a block, as it is. */
    String rest() throws IOException;

    /** A block as it was cut: its lines are known, its text may still be bytes. */
    interface Cut {
        /** The block's text; a block of bytes is decoded by each call, on the calling thread. */
        LineBlocks.Block text();
    }
}
