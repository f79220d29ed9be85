package io.meshport.text.parse;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * A {@link CharStream} over one line held in a reusable char buffer. The reader loads each
 * line into the same instance, so no stream object or char copy is made per line (ANTLR's
 * own {@code CharStreams.fromString} would allocate both for every one of millions of lines).
 * Symbols are UTF-16 units: the formats' syntax is ASCII, and names only ever pass through.
 */
final class LineCharStream implements CharStream {
    private final String sourceName;
    private char[] data = new char[0];
    private int length;
    private int p;

    LineCharStream(String sourceName) {
        this.sourceName = sourceName == null ? IntStream.UNKNOWN_SOURCE_NAME : sourceName;
    }

    /** Makes the stream read {@code data[0..length)} from its start; the array is not copied. */
    void load(char[] data, int length) {
        this.data = data;
        this.length = length;
        this.p = 0;
    }

    /** The buffer of the line loaded: token start and stop indexes point into it. */
    char[] data() {
        return data;
    }

    @Override
    public void consume() {
        if (p >= length) {
            throw new IllegalStateException("cannot consume EOF");
        }
        p++;
    }

    @Override
    public int LA(int i) {
        if (i == 1) {
            // The lexer asks for the next char once per char: keep that path short.
            return p < length ? data[p] : IntStream.EOF;
        }
        if (i == 0) {
            return 0;
        }
        int at = i < 0 ? p + i : p + i - 1;
        return at < 0 || at >= length ? IntStream.EOF : data[at];
    }

    @Override
    public int mark() {
        return -1;
    }

    @Override
    public void release(int marker) {
        // Everything stays in memory; nothing to release.
    }

    @Override
    public int index() {
        return p;
    }

    @Override
    public void seek(int index) {
        p = Math.max(0, Math.min(index, length));
    }

    @Override
    public int size() {
        return length;
    }

    @Override
    public String getSourceName() {
        return sourceName;
    }

    @Override
    public String getText(Interval interval) {
        int start = Math.max(0, interval.a);
        int stop = Math.min(interval.b, length - 1);
        return start > stop ? "" : new String(data, start, stop - start + 1);
    }

    @Override
    public String toString() {
        return new String(data, 0, length);
    }
}
