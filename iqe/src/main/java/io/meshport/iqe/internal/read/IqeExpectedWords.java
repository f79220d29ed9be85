package io.meshport.iqe.internal.read;

import io.meshport.grammars.iqe.IqeLexer;
import io.meshport.text.parse.ExpectedTokenWords;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Says what an IQE line expected in IQE's terms ("a number", "a name", "a command"), not as token names. */
final class IqeExpectedWords implements ExpectedTokenWords {
    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        if (expected.contains(IqeLexer.QUOTED)) {
            // A name may be any bare word, keywords and numbers included: just say "a name".
            return type == IqeLexer.QUOTED ? "a name" : null;
        }
        switch (type) {
            case IqeLexer.INT:
                return expected.contains(IqeLexer.FLOAT) ? "a number" : "an integer";
            case IqeLexer.FLOAT:
                return "a number";
            case IqeLexer.WORD:
                return "a name";
            case IqeLexer.HEADER:
            case IqeLexer.HASH_COMMENT:
                return null;
            default:
                return "a command";
        }
    }
}
