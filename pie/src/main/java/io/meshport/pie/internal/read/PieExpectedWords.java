package io.meshport.pie.internal.read;

import io.meshport.grammars.pie.PieLexer;
import io.meshport.text.parse.ExpectedTokenWords;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Says what a PIE line expected in PIE's terms ("a number", "an integer", "a name"), not as token names. */
final class PieExpectedWords implements ExpectedTokenWords {
    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        if (expected.contains(PieLexer.WORD) && expected.contains(PieLexer.PIE)) {
            // Any token is a name (or an ignored extra value): say only that.
            return type == PieLexer.WORD ? "a name" : null;
        }
        switch (type) {
            case PieLexer.INT:
                return expected.contains(PieLexer.FLOAT) ? "a number" : "an integer";
            case PieLexer.FLOAT:
                return "a number";
            case PieLexer.WORD:
                return expected.contains(PieLexer.INT) ? null : "a name";
            case PieLexer.QUOTE:
                return null;
            default:
                return vocabulary.getDisplayName(type);
        }
    }
}
