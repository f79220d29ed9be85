package io.meshport.text.parse;

import java.util.Arrays;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.Lexer;
import org.antlr.v4.runtime.atn.LexerATNSimulator;
import org.antlr.v4.runtime.dfa.DFAState;

/**
 * A lexer simulator that also remembers its DFA transitions on end of input. ANTLR caches DFA
 * edges only for characters 0..127, so the step past a token at the end of the input is
 * recomputed from the ATN every time. With one line per input that happens on every line of a
 * file of millions of lines, and cost a fifth of all lexing. The transition from a DFA state on
 * end of input depends only on the state where the state has no predicates, so the first
 * result is kept and reused there, exactly as ANTLR does for characters.
 */
final class LineEndCachingLexerSimulator extends LexerATNSimulator {
    private DFAState[] onEnd = new DFAState[64];

    LineEndCachingLexerSimulator(Lexer lexer, LexerATNSimulator generated) {
        super(lexer, generated.atn, generated.decisionToDFA, generated.getSharedContextCache());
    }

    @Override
    protected DFAState getExistingTargetState(DFAState s, int t) {
        if (t == IntStream.EOF) {
            int n = s.stateNumber;
            return n >= 0 && n < onEnd.length ? onEnd[n] : null;
        }
        return super.getExistingTargetState(s, t);
    }

    @Override
    protected DFAState computeTargetState(CharStream input, DFAState s, int t) {
        DFAState target = super.computeTargetState(input, s, t);
        int n = s.stateNumber;
        if (t == IntStream.EOF && n >= 0 && !s.configs.hasSemanticContext) {
            if (n >= onEnd.length) {
                onEnd = Arrays.copyOf(onEnd, Math.max(n + 1, onEnd.length * 2));
            }
            onEnd[n] = target;
        }
        return target;
    }
}
