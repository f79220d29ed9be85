package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Lexer;
import io.meshport.text.parse.ExpectedTokenWords;
import io.meshport.text.parse.NumberTokenWords;

/** Says what an MD5 line expected in MD5's terms ("a number", "an integer", "a quoted name"), not as token names. */
final class Md5ExpectedWords {
    /** Numbers as C reads them, {@code STRING} as a quoted name, a bare word left unsaid. */
    static final ExpectedTokenWords WORDS = NumberTokenWords.of(Md5Lexer.INT, Md5Lexer.FLOAT)
            .with(Md5Lexer.STRING, "a quoted name").with(Md5Lexer.WORD, null);

    private Md5ExpectedWords() {
    }
}
