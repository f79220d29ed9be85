package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.text.parse.ExpectedTokenWords;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Says what an MD5 line expected in MD5's terms ("a number", "an integer", "a quoted name"), not as token names. */
final class Md5ExpectedWords implements ExpectedTokenWords {
    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        switch (type) {
            case Md5Lexer.INT:
                return expected.contains(Md5Lexer.FLOAT) ? "a number" : "an integer";
            case Md5Lexer.FLOAT:
                return "a number";
            case Md5Lexer.STRING:
                return "a quoted name";
            case Md5Lexer.WORD:
                return null;
            default:
                return vocabulary.getDisplayName(type);
        }
    }
}
