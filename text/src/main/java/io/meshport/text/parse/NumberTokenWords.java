package io.meshport.text.parse;

import java.util.HashMap;
import java.util.Map;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * The {@link ExpectedTokenWords} of a grammar with an integer token and a decimal token, in the
 * words of the formats that read numbers as C does: an integer is "an integer", or "a number" where
 * a decimal would do as well; a decimal is "a number"; each token type given {@link #with} is said
 * in its words (or left unsaid); any other token by its grammar name.
 */
public final class NumberTokenWords implements ExpectedTokenWords {
    private final int integer;
    private final int decimal;
    /** Words per token type; a null value leaves the type unsaid. */
    private final Map<Integer, String> words;

    private NumberTokenWords(int integer, int decimal, Map<Integer, String> words) {
        this.integer = integer;
        this.decimal = decimal;
        this.words = words;
    }

    /**
     * The words of a grammar whose integers are tokens of type {@code integer} and whose decimals
     * are of type {@code decimal}.
     */
    public static NumberTokenWords of(int integer, int decimal) {
        return new NumberTokenWords(integer, decimal, Map.of());
    }

    /**
     * These words, with tokens of {@code type} (neither the integer nor the decimal type) said as
     * {@code words}: "a quoted name", say.
     *
     * @param words the words, or null to leave the token unsaid (a catch-all word token)
     */
    public NumberTokenWords with(int type, String words) {
        Map<Integer, String> more = new HashMap<>(this.words);
        more.put(type, words);
        return new NumberTokenWords(integer, decimal, more);
    }

    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        if (type == integer) {
            return expected.contains(decimal) ? "a number" : "an integer";
        }
        if (type == decimal) {
            return "a number";
        }
        if (words.containsKey(type)) {
            return words.get(type);
        }
        return vocabulary.getDisplayName(type);
    }
}
