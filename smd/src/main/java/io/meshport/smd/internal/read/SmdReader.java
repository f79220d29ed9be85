package io.meshport.smd.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.smd.SmdDocument;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.ordered.OrderedBlockReader;
import io.meshport.text.parse.TextSyntaxError;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads SMD text (a reference or an animation file, told apart by whether it has a triangles block)
 * into an {@link SmdDocument}, line by line on the caller's thread: an SMD line means something only
 * inside the block the lines before it opened.
 *
 * <p>Public for {@link io.meshport.smd.SmdFormat}'s parse stage; the package is internal, not exported.
 */
public final class SmdReader implements LineFormat<SmdDocumentBuilder> {
    /** Chars per block the engine hands over. */
    private static final int BLOCK_CHARS = 1 << 16;

    private final String source;
    private final Diagnostics diagnostics;
    private final SmdLineReader lines;

    /** A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to {@code diagnostics}. */
    public SmdReader(String source, Diagnostics diagnostics) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.lines = new SmdLineReader(this.source);
    }

    /**
     * The document the text says.
     *
     * @throws ModelFormatException where the text breaks SMD's rules, at its line and column
     * @throws IOException when {@code in} fails
     */
    public SmdDocument read(Reader in) throws IOException {
        try {
            SmdDocumentBuilder doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
            return doc.build(lines.lastLine());
        } catch (TextSyntaxError e) {
            throw e.error();
        }
    }

    /** A builder for the whole file, which every line is read into. */
    @Override
    public SmdDocumentBuilder newBuilder() {
        return new SmdDocumentBuilder(source, diagnostics, lines.parser());
    }

    /** Never called: the whole file is one block. */
    @Override
    public void append(SmdDocumentBuilder file, SmdDocumentBuilder block) {
        throw new IllegalStateException("SMD is read on one thread");
    }

    /** The one line reader, which keeps where in the file the reading is. */
    @Override
    public LineReader<SmdDocumentBuilder> newLineReader() {
        return lines;
    }

    /** Never called: no line stops the reading. */
    @Override
    public void rest(SmdDocumentBuilder file, String rest) {
        throw new IllegalStateException("SMD is read to its end");
    }
}
