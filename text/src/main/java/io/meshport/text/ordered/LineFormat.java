package io.meshport.text.ordered;

/**
 * What {@link OrderedBlockReader} needs from a text format: a builder for each block of lines,
 * a way to append a block's builder to the file's in file order, and a {@link LineReader} for
 * each thread that parses.
 *
 * @param <B> the format's document builder
 */
public interface LineFormat<B> {
    /** An empty builder: the file's, or one block's. */
    B newBuilder();

    /** Appends what {@code block} holds to {@code file}; blocks come in file order. */
    void append(B file, B block);

    /** A reader of lines for one thread (its own lexer and parser), used for many blocks. */
    LineReader<B> newLineReader();

    /**
     * Receives the text after the line at which a {@link LineReader} stopped the parse, as it is
     * (IQE's comment section). Not called when no line stopped it.
     */
    void rest(B file, String rest);
}
