package io.meshport.text;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * Cuts text into blocks of whole lines, so that blocks can be parsed independently. A block
 * ends after a line end that cannot be the first half of a CRLF, so no line end is ever split
 * and line numbers add up; a line longer than a block makes the block longer, as a reader line
 * by line would hold that line too.
 */
final class LineBlocks implements LineBlockSource {
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
    private final BlockSizes sizes;
    private char[] carry = new char[0];
    private int carryLength;
    private boolean eof;
    private int nextLine = 1;

    /** Blocks as {@link BlockSizes} cuts them, of a text not known to be of any length. */
    LineBlocks(Reader in, int size, int firstSize) {
        this(in, new BlockSizes(size, firstSize, -1, 1));
    }

    LineBlocks(Reader in, BlockSizes sizes) {
        this.in = in;
        this.sizes = sizes;
    }

    @Override
    public Block next() throws IOException {
        int size = sizes.next();
        char[] buf = new char[Math.max(size, carryLength + size / 2)];
        System.arraycopy(carry, 0, buf, 0, carryLength);
        int length = carryLength;
        int scanned = 0;
        while (true) {
            while (length < buf.length && !eof) {
                int n = in.read(buf, length, buf.length - length);
                if (n < 0) {
                    eof = true;
                } else {
                    length += n;
                }
            }
            int cut = eof ? length : cut(buf, Math.max(0, scanned - 1), length);
            if (cut > 0 || eof) {
                if (cut == 0) {
                    return null;
                }
                carryLength = length - cut;
                carry = Arrays.copyOfRange(buf, cut, length);
                int ends = lineEnds(buf, cut);
                Block b = new Block(buf, cut, nextLine, ends);
                nextLine += ends;
                sizes.handedOut(cut);
                return b;
            }
            scanned = length;
            buf = Arrays.copyOf(buf, (int) Math.min(Integer.MAX_VALUE - 8, 2L * buf.length));
        }
    }

    @Override
    public String rest() throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(carry, 0, carryLength);
        carryLength = 0;
        char[] buf = new char[1 << 16];
        int n;
        while (!eof && (n = in.read(buf, 0, buf.length)) >= 0) {
            b.append(buf, 0, n);
        }
        eof = true;
        return b.toString();
    }

    /** Just after the last line end in {@code buf[from..length)} known to be whole; 0 if none. */
    private static int cut(char[] buf, int from, int length) {
        for (int i = length - 1; i >= from; i--) {
            if (buf[i] == '\n') {
                return i + 1;
            }
            // A CR is a whole line end only if we can see that no LF follows it.
            if (buf[i] == '\r' && i + 1 < length) {
                return i + 1;
            }
        }
        return 0;
    }

    private static int lineEnds(char[] buf, int length) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            char c = buf[i];
            if (c == '\n' || c == '\r' && (i + 1 == length || buf[i + 1] != '\n')) {
                n++;
            }
        }
        return n;
    }
}
