package io.meshport.text.parse;

import java.util.Arrays;
import org.antlr.v4.runtime.RuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.WritableToken;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The tokens of one line in a reusable array, for the parser. ANTLR's CommonTokenStream
 * fetches lazily and filters channels on every look, walking back over the list for every
 * {@code LT(-1)}; a line's tokens can instead be lexed at once, the parser's channel kept, and
 * looked at by index. {@link #load} lexes the next line.
 */
final class LineTokenStream implements TokenStream {
    private TokenSource source;
    private Token[] tokens = new Token[32];
    private int count;
    private int p;

    /** Lexes everything {@code source} gives, up to and including its EOF token, and starts at the first. */
    void load(TokenSource source) {
        this.source = source;
        count = 0;
        p = 0;
        while (true) {
            Token t = source.nextToken();
            if (t.getChannel() != Token.DEFAULT_CHANNEL) {
                // Hidden tokens (comments, blanks a grammar keeps) are not the parser's.
                continue;
            }
            if (count == tokens.length) {
                tokens = Arrays.copyOf(tokens, count * 2);
            }
            if (t instanceof WritableToken) {
                ((WritableToken) t).setTokenIndex(count);
            }
            tokens[count++] = t;
            if (t.getType() == Token.EOF) {
                return;
            }
        }
    }

    @Override
    public Token LT(int k) {
        if (k == 0) {
            return null;
        }
        int at = k > 0 ? p + k - 1 : p + k;
        if (at < 0) {
            return null;
        }
        return tokens[Math.min(at, count - 1)];
    }

    @Override
    public int LA(int i) {
        Token t = LT(i);
        return t == null ? Token.INVALID_TYPE : t.getType();
    }

    @Override
    public Token get(int index) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("token index " + index + " out of range 0.." + (count - 1));
        }
        return tokens[index];
    }

    @Override
    public TokenSource getTokenSource() {
        return source;
    }

    @Override
    public void consume() {
        if (tokens[p].getType() == Token.EOF) {
            throw new IllegalStateException("cannot consume EOF");
        }
        p++;
    }

    @Override
    public int mark() {
        return 0;
    }

    @Override
    public void release(int marker) {
        // The whole line stays in memory; nothing to release.
    }

    @Override
    public int index() {
        return p;
    }

    @Override
    public void seek(int index) {
        p = Math.max(0, Math.min(index, count - 1));
    }

    @Override
    public int size() {
        return count;
    }

    @Override
    public String getSourceName() {
        return source.getSourceName();
    }

    @Override
    public String getText(Interval interval) {
        StringBuilder b = new StringBuilder();
        for (int i = Math.max(0, interval.a); i <= interval.b && i < count; i++) {
            if (tokens[i].getType() != Token.EOF) {
                b.append(tokens[i].getText());
            }
        }
        return b.toString();
    }

    @Override
    public String getText() {
        return getText(Interval.of(0, count - 1));
    }

    @Override
    public String getText(RuleContext ctx) {
        return getText(ctx.getSourceInterval());
    }

    @Override
    public String getText(Token start, Token stop) {
        return start == null || stop == null ? "" : getText(Interval.of(start.getTokenIndex(), stop.getTokenIndex()));
    }
}
