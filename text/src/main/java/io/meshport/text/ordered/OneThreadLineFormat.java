package io.meshport.text.ordered;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.LineParser;
import io.meshport.text.parse.TextSyntaxError;
import java.io.IOException;
import java.io.Reader;
import java.util.function.Function;
import org.antlr.v4.runtime.Parser;

/**
 * The {@link LineFormat} of a format whose lines mean something only inside the block the lines
 * before them opened (MD5, SMD): the whole file is read line by line on the caller's thread, by one
 * {@link ParsingLineReader} that keeps where in the file the reading is, into one builder. No line
 * stops the reading, and there are no blocks to append.
 *
 * @param <P> the format's generated parser
 * @param <B> the format's document builder
 */
public abstract class OneThreadLineFormat<P extends Parser, B> implements LineFormat<B> {
    /** Chars per block the engine hands over: one thread, so only the reading's buffer. */
    private static final int BLOCK_CHARS = 1 << 16;

    private final String source;
    private final Diagnostics diagnostics;
    private final String formatName;
    private final ParsingLineReader<P, B> lines;

    /**
     * A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to
     * {@code diagnostics}.
     *
     * @param formatName the format's name in the messages of a misuse ({@code "MD5"})
     * @param lines makes the one line reader, given the source name
     */
    protected OneThreadLineFormat(String source, Diagnostics diagnostics, String formatName,
            Function<String, ? extends ParsingLineReader<P, B>> lines) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.formatName = formatName;
        this.lines = lines.apply(this.source);
    }

    /** What the document is made of at the end: the builder and the number of the file's last line. */
    @FunctionalInterface
    public interface Finish<B, D> {
        /**
         * The document {@code builder} holds, the file having ended after line {@code lastLine}.
         *
         * @throws ModelFormatException when the file ends where it may not
         */
        D build(B builder, int lastLine) throws ModelFormatException;
    }

    /**
     * Reads {@code in} to its end into one builder (an empty one for empty text) and gives what
     * {@code finish} makes of it.
     *
     * @throws ModelFormatException at the first error, at its line and column
     * @throws IOException when {@code in} fails
     */
    protected final <D> D readAll(Reader in, Finish<B, D> finish) throws IOException {
        try {
            B doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
            return finish.build(doc, lines.lastLine());
        } catch (TextSyntaxError e) {
            throw e.error();
        }
    }

    /** The name messages give the file. */
    protected final String source() {
        return source;
    }

    /** Where warnings go. */
    protected final Diagnostics diagnostics() {
        return diagnostics;
    }

    /** The one parser every line is parsed with, for the builder to read numbers with. */
    protected final LineParser<P> parser() {
        return lines.parser();
    }

    /** Never called: the whole file is one block. */
    @Override
    public final void append(B file, B block) {
        throw new IllegalStateException(formatName + " is read on one thread");
    }

    /** The one line reader, which keeps where in the file the reading is. */
    @Override
    public final LineReader<B> newLineReader() {
        return lines;
    }

    /** Never called: no line stops the reading. */
    @Override
    public final void rest(B file, String rest) {
        throw new IllegalStateException(formatName + " is read to its end");
    }
}
