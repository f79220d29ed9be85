package io.meshport.text.ordered;

import io.meshport.text.LineLimit;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Cuts encoded text into blocks of whole lines as {@link LineBlocks} cuts chars, where a line end
 * is the byte 10 or 13: true of UTF-8, ISO 8859-1 and ASCII, in which those bytes are never part
 * of another character. The reading thread only reads, cuts and counts line ends, eight bytes at
 * a time; each block is decoded by the thread that parses it. Cutting chars, counting their line
 * ends one char at a time was most of what the reading thread did (60% of its samples in an IQE
 * read), and it fed the parsing threads slower than they parsed while the first blocks ramped up.
 *
 * <p>Decoding replaces malformed input as a {@link java.io.InputStreamReader} does; since no
 * malformed sequence runs past a line end, a block decodes to the chars the whole stream would.
 */
final class ByteLineBlocks extends LineCutter<byte[], ByteLineBlocks.Bytes> {
    private static final byte LF = '\n';
    private static final byte CR = '\r';
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;
    private static final long LFS = 0x0A0A0A0A0A0A0A0AL;
    private static final long CRS = 0x0D0D0D0D0D0D0D0DL;

    /** A block of bytes whose lines are counted, decoded when its text is asked for. */
    final class Bytes implements Cut {
        final byte[] bytes;
        final int length;
        final int firstLine;
        final int lineEnds;

        Bytes(byte[] bytes, int length, int firstLine, int lineEnds) {
            this.bytes = bytes;
            this.length = length;
            this.firstLine = firstLine;
            this.lineEnds = lineEnds;
        }

        @Override
        public LineBlocks.Block text() {
            CharBuffer chars = decode(bytes, 0, length);
            return new LineBlocks.Block(chars.array(), chars.limit(), firstLine, lineEnds);
        }
    }

    private final InputStream in;
    private final Charset charset;
    /** The limit in chars; {@link #tooLong} counts them in UTF-8. */
    private final int maxLineChars;
    private final boolean utf8;

    /**
     * Blocks of {@code in}'s bytes, decoded as {@code charset}, as {@link BlockSizes} cuts them (in
     * bytes). A line is given up on at as many bytes as {@code maxLineChars} chars (the
     * {@link LineLimit} but for OBJ) can take in {@code charset} (three a char in UTF-8): more bytes
     * are more chars than the limit, whatever they are, and the exact limit is checked on the chars
     * once a block is decoded.
     */
    ByteLineBlocks(InputStream in, Charset charset, BlockSizes sizes, String source, int maxLineChars) {
        super(sizes, source, (int) Math.min(Integer.MAX_VALUE - 8,
                (long) Math.ceil(charset.newEncoder().maxBytesPerChar()) * maxLineChars), maxLineChars);
        this.in = in;
        this.charset = charset;
        this.maxLineChars = maxLineChars;
        this.utf8 = charset.equals(StandardCharsets.UTF_8);
    }

    /**
     * Past the bytes the limit's chars can take, or, in UTF-8, past the limit's chars: each byte
     * that does not continue a character starts one (a malformed byte decodes to at least one char,
     * so this never counts more chars than decoding gives). Counting gives up on an ASCII line at
     * the limit, not three times it; it runs only while a line outgrows its block, once per doubling.
     */
    @Override
    boolean tooLong(byte[] buf, int length) {
        if (super.tooLong(buf, length)) {
            return true;
        }
        if (!utf8 || length <= maxLineChars) {
            return false;
        }
        int chars = 0;
        for (int i = 0; i < length; i++) {
            chars += (buf[i] & 0xC0) == 0x80 ? 0 : 1;
        }
        return chars > maxLineChars;
    }

    /** Blocks of {@code in}'s bytes, a line over {@link LineLimit#MAX_CHARS} chars an error. */
    ByteLineBlocks(InputStream in, Charset charset, BlockSizes sizes, String source) {
        this(in, charset, sizes, source, LineLimit.MAX_CHARS);
    }

    @Override
    byte[] newArray(int n) {
        return new byte[n];
    }

    @Override
    int read(byte[] buf, int off, int len) throws IOException {
        return in.read(buf, off, len);
    }

    @Override
    int length(byte[] buf) {
        return buf.length;
    }

    @Override
    int at(byte[] buf, int i) {
        return buf[i];
    }

    @Override
    Bytes block(byte[] buf, int length, int firstLine, int lineEnds) {
        return new Bytes(buf, length, firstLine, lineEnds);
    }

    @Override
    public String rest() throws IOException {
        byte[] carried = takeCarry();
        byte[] rest = atEnd() ? new byte[0] : in.readAllBytes();
        ended();
        byte[] all = Arrays.copyOf(carried, carried.length + rest.length);
        System.arraycopy(rest, 0, all, carried.length, rest.length);
        return decode(all, 0, all.length).toString();
    }

    private CharBuffer decode(byte[] bytes, int from, int length) {
        try {
            return charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .decode(ByteBuffer.wrap(bytes, from, length));
        } catch (CharacterCodingException e) {
            throw new IllegalStateException("a replacing decoder reported a coding error", e);
        }
    }

    /**
     * Line ends in {@code buf[0..length)}, LF counted eight bytes at a time; only a block with a
     * CR in it is counted byte by byte, a CRLF being one line end.
     */
    @Override
    int lineEnds(byte[] buf, int length) {
        int n = 0;
        long crs = 0;
        int i = 0;
        for (; i + 8 <= length; i += 8) {
            long v = (long) LONGS.get(buf, i);
            n += Long.bitCount(zeroBytes(v ^ LFS));
            crs |= zeroBytes(v ^ CRS);
        }
        for (; i < length; i++) {
            n += buf[i] == LF ? 1 : 0;
            crs |= buf[i] == CR ? 1 : 0;
        }
        return crs == 0 ? n : lineEndsWithCr(buf, length);
    }

    /** The top bit of each byte of {@code v} that is zero, and no other bit: exact, no carry crosses a byte. */
    static long zeroBytes(long v) {
        return ~(((v & LOW7) + LOW7) | v | LOW7);
    }
}
