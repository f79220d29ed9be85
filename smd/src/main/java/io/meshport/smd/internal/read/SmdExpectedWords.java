package io.meshport.smd.internal.read;

import io.meshport.grammars.smd.SmdLexer;
import io.meshport.text.parse.ExpectedTokenWords;
import io.meshport.text.parse.NumberTokenWords;

/** Says what an SMD line expected in SMD's terms ("a number", "an integer", "a bone name"), not as token names. */
final class SmdExpectedWords {
    /** Numbers as C reads them, {@code STRING} as a bone name, a bare word left unsaid. */
    static final ExpectedTokenWords WORDS = NumberTokenWords.of(SmdLexer.INT, SmdLexer.FLOAT)
            .with(SmdLexer.STRING, "a bone name").with(SmdLexer.WORD, null);

    private SmdExpectedWords() {
    }
}
