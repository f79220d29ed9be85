package io.meshport.text.ordered;

import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import java.io.IOException;

/**
 * Cuts text held in arrays ({@code char[]} or {@code byte[]}, whose line ends are the units 10
 * and 13) into blocks of whole lines, so that blocks can be parsed independently. A block ends
 * after a line end that cannot be the first half of a CRLF, so no line end is ever split and line
 * numbers add up; a line longer than a block makes the block longer, as a reader line by line
 * would hold that line too, up to {@code maxLineUnits}: a line that has no end by then is an
 * error at its start, so a hostile line costs a bounded buffer, not its length. Block sizes are
 * {@link BlockSizes}'.
 *
 * @param <A> the array type the text is read into
 * @param <C> the block this source hands out
 */
abstract class LineCutter<A, C extends LineBlockSource.Cut> implements LineBlockSource {
    private static final int LF = '\n';
    private static final int CR = '\r';

    private final BlockSizes sizes;
    private final String source;
    /** Units a line may take before the cutter gives up on it: {@link LineLimit} in this text's units, at most. */
    private final int maxLineUnits;
    /** The limit in chars, which the error names. */
    private final int maxLineChars;
    private A carry;
    private int carryLength;
    private boolean eof;
    private int nextLine = 1;

    /**
     * Cuts as {@code sizes} says; a line of more than {@code maxLineUnits} units is a
     * {@link LineLimit} error naming {@code source} and the limit, {@code maxLineChars}.
     */
    LineCutter(BlockSizes sizes, String source, int maxLineUnits, int maxLineChars) {
        this.sizes = sizes;
        this.source = source;
        this.maxLineUnits = maxLineUnits;
        this.maxLineChars = maxLineChars;
        this.carry = newArray(0);
    }

    /** A new array of {@code n} units. */
    abstract A newArray(int n);

    /** Reads into {@code buf[off..off+len)}; the number read, or -1 at the end of the text. */
    abstract int read(A buf, int off, int len) throws IOException;

    abstract int length(A buf);

    /** Unit {@code i} of {@code buf}, as an int. */
    abstract int at(A buf, int i);

    /** Line ends in {@code buf[0..length)}: a CRLF counts once. */
    abstract int lineEnds(A buf, int length);

    /** The block of {@code buf[0..length)}, whose first line is file line {@code firstLine}. */
    abstract C block(A buf, int length, int firstLine, int lineEnds);

    /**
     * {@inheritDoc}
     *
     * @throws ModelFormatException if the next line is longer than the limit
     */
    @Override
    public C next() throws IOException {
        int size = sizes.next();
        A buf = newArray(Math.max(size, carryLength + size / 2));
        System.arraycopy(carry, 0, buf, 0, carryLength);
        int length = carryLength;
        int scanned = 0;
        while (true) {
            while (length < length(buf) && !eof) {
                int n = read(buf, length, length(buf) - length);
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
                carry = newArray(carryLength);
                System.arraycopy(buf, cut, carry, 0, carryLength);
                int ends = lineEnds(buf, cut);
                C b = block(buf, cut, nextLine, ends);
                nextLine += ends;
                sizes.handedOut(cut);
                return b;
            }
            if (tooLong(buf, length)) {
                // No line end yet, and the line starts at buf[0]. What was read stays the carry,
                // so that a verbatim rest taken after an earlier stop still has it.
                carry = buf;
                carryLength = length;
                throw LineLimit.tooLong(source, nextLine, 1, "line", maxLineChars);
            }
            scanned = length;
            A grown = newArray((int) Math.min(Integer.MAX_VALUE - 8, 2L * length(buf)));
            System.arraycopy(buf, 0, grown, 0, length);
            buf = grown;
        }
    }

    /**
     * Whether a line that fills {@code buf[0..length)} without an end is past the limit: past
     * {@code maxLineUnits} units. A cutter of encoded text may tell sooner, when it can count chars.
     */
    boolean tooLong(A buf, int length) {
        return length > maxLineUnits;
    }

    /** The text read but not handed out as a block, taken: what {@link #rest()} starts with. */
    final A takeCarry() {
        A rest = newArray(carryLength);
        System.arraycopy(carry, 0, rest, 0, carryLength);
        carryLength = 0;
        return rest;
    }

    /** Whether the end of the text was read; {@link #rest()} marks it read. */
    final boolean atEnd() {
        return eof;
    }

    final void ended() {
        eof = true;
    }

    /** Just after the last line end in {@code buf[from..length)} known to be whole; 0 if none. */
    private int cut(A buf, int from, int length) {
        for (int i = length - 1; i >= from; i--) {
            int c = at(buf, i);
            if (c == LF) {
                return i + 1;
            }
            // A CR is a whole line end only if we can see that no LF follows it.
            if (c == CR && i + 1 < length) {
                return i + 1;
            }
        }
        return 0;
    }

    /** Line ends in {@code buf[0..length)} one unit at a time, for a block with a CR in it. */
    final int lineEndsWithCr(A buf, int length) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            int c = at(buf, i);
            if (c == LF || c == CR && (i + 1 == length || at(buf, i + 1) != LF)) {
                n++;
            }
        }
        return n;
    }
}
