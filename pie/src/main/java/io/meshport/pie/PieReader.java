package io.meshport.pie;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineFormat;
import io.meshport.text.LineReader;
import io.meshport.text.OrderedBlockReader;
import io.meshport.text.TextSyntaxError;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads PIE text into a {@link PieDocument}, line by line on the caller's thread: unlike IQE's,
 * a PIE line means something only after the lines before it (a count announces the lines of a
 * block), and game files are a few kilobytes. Where the game stops reading (after the last
 * level), the rest of the file is ignored with a warning.
 */
final class PieReader implements LineFormat<PieDocumentBuilder> {
    /** Chars per block the engine hands over; one block holds any game file. */
    private static final int BLOCK_CHARS = 1 << 16;

    private final String source;
    private final Diagnostics diagnostics;
    private final PieLineReader lines;

    PieReader(String source, Diagnostics diagnostics) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.lines = new PieLineReader(this.source);
    }

    PieDocument read(Reader in) throws IOException {
        PieDocumentBuilder doc;
        try {
            doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
        } catch (TextSyntaxError e) {
            throw e.error();
        }
        return doc.build(Math.max(1, lines.lastLine()));
    }

    @Override
    public PieDocumentBuilder newBuilder() {
        return new PieDocumentBuilder(source, diagnostics, lines.parser());
    }

    @Override
    public void append(PieDocumentBuilder file, PieDocumentBuilder block) {
        // One thread reads every line into the file's builder: there are no blocks to append.
        throw new IllegalStateException("PIE is read on one thread");
    }

    @Override
    public LineReader<PieDocumentBuilder> newLineReader() {
        return lines;
    }

    @Override
    public void rest(PieDocumentBuilder file, String rest) {
        file.order().ignored(rest);
    }
}
