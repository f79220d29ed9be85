/**
 * The engine every text format shares (DESIGN §1, §2); it knows no format. It is machinery for
 * meshport's text format modules (its packages are exported to iqe, pie, vif, obj, md5 and smd
 * only), not a user's API, and may change without notice.
 *
 * <p>A format reads its text with an {@link io.meshport.text.ordered.OrderedBlockReader}, giving it
 * a {@link io.meshport.text.ordered.LineFormat} (builders, their appending in file order, what
 * becomes of an unparsed rest) whose {@link io.meshport.text.ordered.LineReader}s parse lines on
 * one thread each, typically with a {@link io.meshport.text.parse.LineParser}: one lexer and parser
 * of the format's grammar reused for every line, the rule chosen by the caller for each line, SLL
 * first and LL on failure, a syntax error a {@code ModelFormatException} at {@code file:line:col}
 * worded through the grammar's vocabulary and the format's
 * {@link io.meshport.text.parse.ExpectedTokenWords} (numbers worded by
 * {@link io.meshport.text.parse.NumberTokenWords}). A format read on one thread only (MD5, SMD)
 * takes {@link io.meshport.text.ordered.OneThreadLineFormat}, its line reader a
 * {@link io.meshport.text.ordered.ParsingLineReader}. Visitors read numbers from the line buffer
 * with {@link io.meshport.text.number.TokenNumbers} and report bad values with
 * {@link io.meshport.text.parse.TextSyntaxError}; writers print floats with
 * {@link io.meshport.text.number.ShortestFloat} and refuse what no text holds with
 * {@link io.meshport.text.number.FiniteNumbers}. {@link io.meshport.text.pool.IntList},
 * {@link io.meshport.text.pool.FloatList}, {@link io.meshport.text.pool.IntChunks} and
 * {@link io.meshport.text.pool.ByteChunks} hold bulk values without boxing. A line or record longer
 * than {@link io.meshport.text.LineLimit} is an error at its start, in every format.
 *
 * <p>The engine's packages, one role each:
 * <ul>
 * <li>{@code io.meshport.text.ordered}: reading text in blocks of lines on several threads, and
 *     writing batches of lines, in file order;
 * <li>{@code io.meshport.text.parse}: parsing one line (or record) at a time with a format's ANTLR
 *     grammar, and its syntax errors;
 * <li>{@code io.meshport.text.number}: reading and printing numbers exactly;
 * <li>{@code io.meshport.text.pool}: growable arrays of primitives for documents of millions of
 *     values;
 * <li>this package: the conventions of line-based text every format shares, that the others build
 *     on: the {@link io.meshport.text.LineLimit}, comments kept at their lines
 *     ({@link io.meshport.text.LineComment}, {@link io.meshport.text.CommentedLineWriter}), records
 *     that run over several lines ({@link io.meshport.text.TaggedRecords}), and ISO-8859-1 text
 *     ({@link io.meshport.text.Latin1Text}).
 * </ul>
 */
package io.meshport.text;
