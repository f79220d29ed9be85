package io.meshport.text.ordered;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import io.meshport.text.parse.TextSyntaxError;

/**
 * Splits a block into lines and gives them, with their file line numbers, to one thread's
 * {@link LineReader}; a line over {@link LineLimit} is an error at its start.
 */
final class BlockParser<B> {
    private final String source;
    private final LineReader<B> lines;
    private final int maxLineChars;
    private int line;

    /** Lines of up to {@code maxLineChars} chars ({@link LineLimit#MAX_CHARS} but for OBJ) to {@code lines}. */
    BlockParser(String source, LineReader<B> lines, int maxLineChars) {
        this.source = source;
        this.lines = lines;
        this.maxLineChars = maxLineChars;
    }

    /**
     * Reads {@code block} into {@code into}, reporting warnings to {@code diagnostics}.
     *
     * @return the index in the block's text where the unparsed rest starts (after the line that
     *     stopped the parse), or -1 if no line stopped it
     * @throws ModelFormatException at the first bad line, or one longer than the limit (unless the
     *     {@link LineReader#refuse reader keeps that})
     */
    int parse(LineBlocks.Block block, B into, Diagnostics diagnostics) throws ModelFormatException {
        lines.startBlock(into, diagnostics);
        char[] text = block.text;
        int end = block.length;
        int at = 0;
        if (block.firstLine == 1 && end > 0 && text[0] == '\uFEFF') {
            // A UTF-8 byte order mark is no part of the text.
            at = 1;
        }
        line = block.firstLine - 1;
        try {
            while (at < end) {
                int stop = at;
                while (stop < end && text[stop] != '\n' && text[stop] != '\r') {
                    stop++;
                }
                // Here, where the line is cut anyway: one comparison a line. The cutter only
                // bounds memory, in its units (bytes), so the exact limit in chars is this one.
                if (stop - at > maxLineChars) {
                    lines.refuse(LineLimit.tooLong(source, line + 1, 1, "line", maxLineChars), line + 1);
                    return -1; // kept by the reader, after what the block read before it
                }
                int next = stop;
                if (next < end) {
                    next += text[next] == '\r' && next + 1 < end && text[next + 1] == '\n' ? 2 : 1;
                }
                line++;
                if (lines.readLine(text, at, stop, line)) {
                    return next;
                }
                at = next;
            }
        } catch (TextSyntaxError e) {
            throw e.error();
        }
        return -1;
    }

    /** The file line being read (for errors raised while storing it). */
    int line() {
        return line;
    }
}
