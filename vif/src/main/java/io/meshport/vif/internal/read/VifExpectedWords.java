package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifLexer;
import io.meshport.text.parse.ExpectedTokenWords;
import org.antlr.v4.runtime.Vocabulary;
import org.antlr.v4.runtime.misc.IntervalSet;

/** Says what a VIF record expected in VIF's terms ("a number", "an index"), not as token names. */
final class VifExpectedWords implements ExpectedTokenWords {
    @Override
    public String describe(int type, IntervalSet expected, Vocabulary vocabulary) {
        return switch (type) {
            case VifLexer.INT -> expected.contains(VifLexer.FLOAT) ? "a number" : "an integer";
            case VifLexer.FLOAT, VifLexer.NONFINITE -> "a number";
            case VifLexer.WORD, VifLexer.PUNCT -> null;
            case VifLexer.MAGIC -> "'VIF<version>'";
            case VifLexer.VERTEX_POSITIONS -> "'vertex positions:'";
            case VifLexer.ERRORPARAM_SIZE -> "'errorparam size:'";
            case VifLexer.ERROR_AT, VifLexer.ERROR -> "an error entry 'e<k>'";
            default -> vocabulary.getDisplayName(type);
        };
    }
}
