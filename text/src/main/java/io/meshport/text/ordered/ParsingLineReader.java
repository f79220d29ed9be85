package io.meshport.text.ordered;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.LineParser;
import org.antlr.v4.runtime.Parser;

/**
 * The {@link LineReader} of a format read on one thread, in file order, with one
 * {@link LineParser} (MD5, SMD, VIF): it keeps the parser, which the format's builder shares to
 * read numbers from the line, the builder the lines go into, and the number of the last line read,
 * which the format's reader hands its builder at the end so that an error at the end of the file
 * names the file's last line. Each line goes to {@link #read}.
 *
 * @param <P> the format's generated parser
 * @param <B> the format's document builder
 */
public abstract class ParsingLineReader<P extends Parser, B> implements LineReader<B> {
    private final LineParser<P> parser;
    private B builder;
    private int lastLine;

    /** A reader of lines with {@code parser}; its builder comes with {@link #startBlock}. */
    protected ParsingLineReader(LineParser<P> parser) {
        this.parser = parser;
    }

    /** The parser every line is parsed with. */
    public final LineParser<P> parser() {
        return parser;
    }

    /** The file line number of the last line read; 0 before the first. */
    public final int lastLine() {
        return lastLine;
    }

    /** The builder the lines go into, from the last {@link #startBlock}. */
    protected final B builder() {
        return builder;
    }

    /** The lines that follow go into {@code into}; a line's warnings go through the builder. */
    @Override
    public final void startBlock(B into, Diagnostics diagnostics) {
        builder = into;
    }

    /** Keeps {@code line} as the last line read, then {@link #read}s it. */
    @Override
    public final boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
        lastLine = line;
        return read(text, from, to, line);
    }

    /**
     * Reads file line {@code line}, {@code text[from..to)} without its line end, into {@link #builder()}.
     *
     * @return true if the rest of the file is not to be parsed (see {@link LineReader#readLine})
     * @throws ModelFormatException if the line is wrong
     */
    protected abstract boolean read(char[] text, int from, int to, int line) throws ModelFormatException;
}
