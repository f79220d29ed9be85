/**
 * The engine every text format shares (DESIGN §1, §2); it knows no format.
 *
 * <p>A format reads its text with an {@link io.meshport.text.OrderedBlockReader}, giving it a
 * {@link io.meshport.text.LineFormat} (builders, their appending in file order, what becomes of
 * an unparsed rest) whose {@link io.meshport.text.LineReader}s parse lines on one thread each,
 * typically with a {@link io.meshport.text.LineParser}: one lexer and parser of the format's
 * grammar reused for every line, the rule chosen by the caller for each line, SLL first and LL
 * on failure, a syntax error a {@code ModelFormatException} at {@code file:line:col} worded
 * through the grammar's vocabulary and the format's {@link io.meshport.text.ExpectedTokenWords}.
 * Visitors read numbers from the line buffer with {@link io.meshport.text.TokenNumbers} and
 * report bad values with {@link io.meshport.text.TextSyntaxError}; writers print floats with
 * {@link io.meshport.text.ShortestFloat}. {@link io.meshport.text.IntList},
 * {@link io.meshport.text.FloatList}, {@link io.meshport.text.IntChunks} and
 * {@link io.meshport.text.ByteChunks} hold bulk values without boxing. A line or record longer
 * than {@link io.meshport.text.LineLimit} is an error at its start, in every format.
 */
package io.meshport.text;
