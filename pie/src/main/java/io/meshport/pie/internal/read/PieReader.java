package io.meshport.pie.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.pie.PieDocument;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.ordered.OrderedBlockReader;
import io.meshport.text.parse.TextSyntaxError;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads PIE text into a {@link PieDocument}, line by line on the caller's thread: unlike IQE's,
 * a PIE line means something only after the lines before it (a count announces the lines of a
 * block), and game files are a few kilobytes. Where the game stops reading (after the last
 * level), the rest of the file is ignored with a warning.
 *
 * <p>Public for {@link io.meshport.pie.PieFormat}'s parse stage; the package is internal, not exported.
 */
public final class PieReader implements LineFormat<PieDocumentBuilder> {
    /** Chars per block the engine hands over; one block holds any game file. */
    private static final int BLOCK_CHARS = 1 << 16;

    private final String source;
    private final Diagnostics diagnostics;
    private final PieLineReader lines;

    /** A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to {@code diagnostics}. */
    public PieReader(String source, Diagnostics diagnostics) {
        this(source, diagnostics, false);
    }

    /** A reader whose every line goes through the grammar when {@code grammarOnly} ({@link PieLineReader}). */
    PieReader(String source, Diagnostics diagnostics, boolean grammarOnly) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.lines = new PieLineReader(this.source, grammarOnly);
    }

    /**
     * The document the text says.
     *
     * @throws ModelFormatException where the game's loader fails, at its line and column
     * @throws IOException when {@code in} fails
     */
    public PieDocument read(Reader in) throws IOException {
        PieDocumentBuilder doc;
        try {
            doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
        } catch (TextSyntaxError e) {
            throw e.error();
        }
        return doc.build(Math.max(1, lines.lastLine()));
    }

    /** A builder for the whole file, which every line is read into. */
    @Override
    public PieDocumentBuilder newBuilder() {
        return new PieDocumentBuilder(source, diagnostics, lines.parser());
    }

    /** Never called: the whole file is one block. */
    @Override
    public void append(PieDocumentBuilder file, PieDocumentBuilder block) {
        // One thread reads every line into the file's builder: there are no blocks to append.
        throw new IllegalStateException("PIE is read on one thread");
    }

    /** The one line reader, which keeps where in the file the reading is. */
    @Override
    public LineReader<PieDocumentBuilder> newLineReader() {
        return lines;
    }

    /** The text after where the game stops reading: ignored, with a warning. */
    @Override
    public void rest(PieDocumentBuilder file, String rest) {
        file.order().ignored(rest);
    }
}
