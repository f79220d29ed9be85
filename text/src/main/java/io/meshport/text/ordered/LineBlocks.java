package io.meshport.text.ordered;

import io.meshport.text.LineLimit;
import java.io.IOException;
import java.io.Reader;

/** Cuts chars from a {@link Reader} into blocks of whole lines ({@link LineCutter}). */
final class LineBlocks extends LineCutter<char[], LineBlocks.Block> {
    /** A block: {@code text[0..length)}, whose first line is file line {@code firstLine}. */
    static final class Block implements Cut {
        final char[] text;
        final int length;
        final int firstLine;
        final int lineEnds;

        Block(char[] text, int length, int firstLine, int lineEnds) {
            this.text = text;
            this.length = length;
            this.firstLine = firstLine;
            this.lineEnds = lineEnds;
        }

        @Override
        public Block text() {
            return this;
        }
    }

    private final Reader in;

    /**
     * Blocks of {@code in}'s chars as {@code sizes} cuts them; a line over {@code maxLineChars}
     * ({@link LineLimit#MAX_CHARS} but for OBJ) an error in {@code source}.
     */
    LineBlocks(Reader in, BlockSizes sizes, String source, int maxLineChars) {
        super(sizes, source, maxLineChars, maxLineChars);
        this.in = in;
    }

    /** Blocks of {@code in}'s chars, a line over {@link LineLimit#MAX_CHARS} an error. */
    LineBlocks(Reader in, BlockSizes sizes, String source) {
        this(in, sizes, source, LineLimit.MAX_CHARS);
    }

    @Override
    char[] newArray(int n) {
        return new char[n];
    }

    @Override
    int read(char[] buf, int off, int len) throws IOException {
        return in.read(buf, off, len);
    }

    @Override
    int length(char[] buf) {
        return buf.length;
    }

    @Override
    int at(char[] buf, int i) {
        return buf[i];
    }

    @Override
    int lineEnds(char[] buf, int length) {
        int n = 0;
        boolean cr = false;
        for (int i = 0; i < length; i++) {
            char c = buf[i];
            n += c == '\n' ? 1 : 0;
            cr |= c == '\r';
        }
        return cr ? lineEndsWithCr(buf, length) : n;
    }

    @Override
    Block block(char[] buf, int length, int firstLine, int lineEnds) {
        return new Block(buf, length, firstLine, lineEnds);
    }

    @Override
    public String rest() throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(takeCarry());
        char[] buf = new char[1 << 16];
        int n;
        while (!atEnd() && (n = in.read(buf, 0, buf.length)) >= 0) {
            b.append(buf, 0, n);
        }
        ended();
        return b.toString();
    }
}
