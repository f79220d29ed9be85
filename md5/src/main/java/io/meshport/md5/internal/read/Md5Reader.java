package io.meshport.md5.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5Document;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.ordered.OrderedBlockReader;
import io.meshport.text.parse.TextSyntaxError;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads MD5 text ({@code .md5mesh} or {@code .md5anim}, told apart by what the file says) into an
 * {@link Md5Document}, line by line on the caller's thread: an MD5 line means something only
 * inside the block the lines before it opened.
 *
 * <p>Public for {@link io.meshport.md5.Md5Format}'s parse stage; the package is internal, not exported.
 */
public final class Md5Reader implements LineFormat<Md5DocumentBuilder> {
    /** Chars per block the engine hands over. */
    private static final int BLOCK_CHARS = 1 << 16;

    private final String source;
    private final Diagnostics diagnostics;
    private final Md5LineReader lines;

    /** A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to {@code diagnostics}. */
    public Md5Reader(String source, Diagnostics diagnostics) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.lines = new Md5LineReader(this.source);
    }

    /**
     * The document the text says.
     *
     * @throws ModelFormatException where the text breaks MD5's rules, at its line and column
     * @throws IOException when {@code in} fails
     */
    public Md5Document read(Reader in) throws IOException {
        Md5DocumentBuilder doc;
        try {
            doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
            return doc.build(lines.lastLine());
        } catch (TextSyntaxError e) {
            throw e.error();
        }
    }

    /** A builder for the whole file, which every line is read into. */
    @Override
    public Md5DocumentBuilder newBuilder() {
        return new Md5DocumentBuilder(source, diagnostics, lines.parser());
    }

    /** Never called: the whole file is one block. */
    @Override
    public void append(Md5DocumentBuilder file, Md5DocumentBuilder block) {
        throw new IllegalStateException("MD5 is read on one thread");
    }

    /** The one line reader, which keeps where in the file the reading is. */
    @Override
    public LineReader<Md5DocumentBuilder> newLineReader() {
        return lines;
    }

    /** Never called: no line stops the reading. */
    @Override
    public void rest(Md5DocumentBuilder file, String rest) {
        throw new IllegalStateException("MD5 is read to its end");
    }
}
