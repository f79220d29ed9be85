package io.meshport.text.parse;

import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * How a format names the tokens a syntax error says were expected: "expected a number or end of
 * line" reads better than a list of token names. The engine asks once per expected token type
 * (end of input excepted: that is always "end of line") and joins the distinct words with "or".
 */
@FunctionalInterface
public interface ExpectedTokenWords {
    /** Every token by its grammar name: {@code 'vp'} for a literal token, {@code FLOAT} for another. */
    ExpectedTokenWords VOCABULARY = (type, expected, vocabulary) -> vocabulary.getDisplayName(type);

    /**
     * The words for token {@code type} in "expected ...", or null to leave it unsaid.
     *
     * @param expected every token type that was expected, for words that depend on the others
     *     (an integer where a float would also do is "a number")
     */
    String describe(int type, IntervalSet expected, Vocabulary vocabulary);
}
