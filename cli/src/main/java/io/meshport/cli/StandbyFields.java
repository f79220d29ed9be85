package io.meshport.cli;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The NUL-ended fields a {@link Standby}'s request pipe carries, one at a time, decoded as the JVM
 * decodes its own command line ({@code sun.jnu.encoding}, the locale's), so that a command run on
 * standby sees the names a JVM of its own would.
 */
final class StandbyFields {
    /** A field longer than this is no launch's (Linux caps one argument at 128 KiB). */
    private static final int MAX_FIELD = 1 << 20;

    private final RandomAccessFile pipe;
    private final Charset charset = encoding();
    private final byte[] buffer = new byte[8192];
    private int position;
    private int limit;

    StandbyFields(RandomAccessFile pipe) {
        this.pipe = pipe;
    }

    /** The next field, waiting for it to be written. */
    String next() throws IOException {
        ByteArrayOutputStream field = new ByteArrayOutputStream();
        while (true) {
            if (position == limit) {
                limit = pipe.read(buffer);
                position = 0;
                if (limit < 0) {
                    throw new EOFException("the request pipe closed");
                }
            }
            int start = position;
            while (position < limit && buffer[position] != 0) {
                position++;
            }
            field.write(buffer, start, position - start);
            if (field.size() > MAX_FIELD) {
                throw new IOException("a request field of more than " + MAX_FIELD + " bytes");
            }
            if (position < limit) {
                position++; // the NUL
                return field.toString(charset);
            }
        }
    }

    private static Charset encoding() {
        try {
            return Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8"));
        } catch (IllegalArgumentException e) {
            return StandardCharsets.UTF_8;
        }
    }
}
