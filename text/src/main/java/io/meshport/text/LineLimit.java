package io.meshport.text;

import io.meshport.io.ModelFormatException;

/**
 * The longest line, or record over several lines, that a text format reads: 1 MiB of chars. Real
 * lines are far shorter (an IQE or PIE line holds a few dozen numbers, a VIF merge at most 128
 * children), so a longer one is damage or a hostile file; without a limit it was held whole, and
 * its tokens cost gigabytes before any error (issue #28: a 100 MB PIE line ran out of memory at
 * 6.4 GB). At the limit a line's tokens still fit in tens of MB. The text engine enforces it where
 * lines are cut, before the line is held ({@link io.meshport.text.ordered.OrderedBlockReader}); a
 * splitter that joins lines into records enforces it on the record ({@link TaggedRecords}).
 */
public final class LineLimit {
    /** The most chars a line or record may hold, without its line end. */
    public static final int MAX_CHARS = 1 << 20;

    private LineLimit() {
    }

    /**
     * The error for a line or record over the limit, at its start.
     *
     * @param what "line" or "record"
     */
    public static ModelFormatException tooLong(String source, int line, int column, String what) {
        return tooLong(source, line, column, what, MAX_CHARS);
    }

    /**
     * The error for a line or record over {@code maxChars}, a format's own limit (OBJ's is larger:
     * a face is one line), at its start.
     */
    public static ModelFormatException tooLong(String source, int line, int column, String what, int maxChars) {
        return ModelFormatException.atLine(source, line, column, what + " longer than " + maxChars
                + " characters: no model file holds such a " + what + " (a damaged file, or not a model)");
    }
}
