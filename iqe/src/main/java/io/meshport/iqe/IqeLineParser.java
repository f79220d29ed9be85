package io.meshport.iqe;

import io.meshport.grammars.iqe.IqeParser;
import java.util.Arrays;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.misc.IntervalSet;

/**
 * The generated parser, remembering which tokens the rules it left since the last token
 * could still have taken. Numbers are bare optional tokens in the grammar, so a line like
 * {@code vp 1 2 x} is rejected only after {@code vertexPosition} has ended, where ANTLR's
 * expected set is just the end of the line; with this the error can say that a number would
 * have done too.
 */
final class IqeLineParser extends IqeParser {
    /** ATN states where the rules left since the last token stood; only read on an error. */
    private ATNState[] left = new ATNState[8];
    private int leftCount;
    private int consumedAt = -1;
    private int exitedFrom = -1;

    IqeLineParser(TokenStream input) {
        super(input);
    }

    /** Tokens that rules already left could have taken next (without EOF or epsilon). */
    IntervalSet stillAccepted() {
        IntervalSet set = new IntervalSet();
        for (int i = 0; i < leftCount; i++) {
            set.addAll(getATN().nextTokens(left[i]));
        }
        set.remove(Token.EPSILON);
        set.remove(Token.EOF);
        return set;
    }

    @Override
    public void reset() {
        super.reset();
        leftCount = 0;
        consumedAt = -1;
        exitedFrom = -1;
    }

    @Override
    public Token consume() {
        consumedAt = getState();
        exitedFrom = -1;
        leftCount = 0;
        return super.consume();
    }

    @Override
    public void exitRule() {
        ParserRuleContext leaving = getContext();
        int state = getState();
        if (state >= 0) {
            ATNState at = getATN().states.get(state);
            // The state is where the rule last stood before its last step: step past a token it
            // consumed or a rule it called there.
            if (state == consumedAt && at.getNumberOfTransitions() > 0) {
                at = at.transition(0).target;
            } else if (state == exitedFrom && at.getNumberOfTransitions() > 0
                    && at.transition(0) instanceof RuleTransition) {
                at = ((RuleTransition) at.transition(0)).followState;
            }
            if (leftCount == left.length) {
                left = Arrays.copyOf(left, leftCount * 2);
            }
            left[leftCount++] = at;
        }
        exitedFrom = leaving.invokingState;
        super.exitRule();
    }
}
