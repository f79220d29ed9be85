package io.meshport.text.parse;

import java.util.Arrays;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.ATNState;
import org.antlr.v4.runtime.atn.RuleTransition;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.antlr.v4.runtime.tree.ErrorNode;
import org.antlr.v4.runtime.tree.ParseTreeListener;
import org.antlr.v4.runtime.tree.TerminalNode;

/**
 * Remembers, while a line is parsed, which tokens the rules the parser left since the last token
 * could still have taken. Optional trailing tokens (numbers, say) end a rule without being
 * required, so a line like {@code vp 1 2 x} is rejected only after the rule has ended, where
 * ANTLR's expected set is just the end of the line; with this the error can say that another
 * number would have done too. A parse listener, so it works with any generated parser.
 */
final class RuleExitTracker implements ParseTreeListener {
    private final Parser parser;
    /** ATN states where the rules left since the last token stood; only read on an error. */
    private ATNState[] left = new ATNState[8];
    private int leftCount;
    private int consumedAt = -1;
    private int exitedFrom = -1;

    RuleExitTracker(Parser parser) {
        this.parser = parser;
    }

    /** Forgets the last line. */
    void reset() {
        leftCount = 0;
        consumedAt = -1;
        exitedFrom = -1;
    }

    /** Tokens that rules already left could have taken next (without EOF or epsilon). */
    IntervalSet stillAccepted() {
        IntervalSet set = new IntervalSet();
        for (int i = 0; i < leftCount; i++) {
            set.addAll(parser.getATN().nextTokens(left[i]));
        }
        set.remove(Token.EPSILON);
        set.remove(Token.EOF);
        return set;
    }

    @Override
    public void visitTerminal(TerminalNode node) {
        // Called as the parser consumes a token, in the state that matched it.
        consumedAt = parser.getState();
        exitedFrom = -1;
        leftCount = 0;
    }

    @Override
    public void exitEveryRule(ParserRuleContext leaving) {
        int state = parser.getState();
        if (state >= 0) {
            ATNState at = parser.getATN().states.get(state);
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
    }

    @Override
    public void enterEveryRule(ParserRuleContext ctx) {
        // Entering a rule changes nothing about what the rules left could take.
    }

    @Override
    public void visitErrorNode(ErrorNode node) {
        // The bail strategy stops at the first error: no error nodes are made.
    }
}
