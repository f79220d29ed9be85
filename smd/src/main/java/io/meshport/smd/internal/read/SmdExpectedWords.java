package io.meshport.smd.internal.read;

import io.meshport.grammars.smd.SmdLexer;
import io.meshport.text.parse.ExpectedTokenWords;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Says what an SMD line expected in SMD's terms ("a number", "an integer", "a bone name"), not as token names. */
final class SmdExpectedWords implements ExpectedTokenWords {
    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        switch (type) {
            case SmdLexer.INT:
                return expected.contains(SmdLexer.FLOAT) ? "a number" : "an integer";
            case SmdLexer.FLOAT:
                return "a number";
            case SmdLexer.STRING:
                return "a bone name";
            case SmdLexer.WORD:
                return null;
            default:
                return vocabulary.getDisplayName(type);
        }
    }
}
