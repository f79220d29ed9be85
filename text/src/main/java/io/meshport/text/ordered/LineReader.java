package io.meshport.text.ordered;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;

/**
 * A format's reading of its lines, on one thread: typically a
 * {@link io.meshport.text.parse.LineParser} that parses each line with the rule the format's state
 * calls for, and a visitor that adds the tree to the builder. {@link OrderedBlockReader} gives it
 * the lines of a block in order, with file line numbers; lines of one file may go to several
 * instances at once, each into its own builder.
 *
 * @param <B> the format's document builder
 */
public interface LineReader<B> {
    /** The lines that follow, up to the next call, go into {@code into}; warnings to {@code diagnostics}. */
    void startBlock(B into, Diagnostics diagnostics);

    /**
     * Reads file line {@code line}, {@code text[from..to)} without its line end (and without a
     * byte order mark that started the file).
     *
     * @return true if the rest of the file after this line is not to be parsed: the engine hands
     *     it to {@link LineFormat#rest} as it is
     * @throws ModelFormatException if the line is wrong; a visitor may throw a
     *     {@link io.meshport.text.parse.TextSyntaxError} instead
     */
    boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException;

    /**
     * Takes the error of file line {@code line}, which the engine refused (longer than the format's
     * limit) where {@link #readLine} would have read it: by default it is thrown as it is. A reader
     * that holds a block's errors to put them after the block's statements (a format whose lines are
     * checked only when the blocks are put together in file order, as OBJ's indices are) may keep it
     * instead and return; either way no later line of the block is read.
     *
     * @throws ModelFormatException {@code error}, unless the reader keeps it
     */
    default void refuse(ModelFormatException error, int line) throws ModelFormatException {
        throw error;
    }
}
