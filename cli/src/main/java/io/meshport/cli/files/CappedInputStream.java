package io.meshport.cli.files;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A stream that fails once more than {@code limit} bytes came through it. An archive's entry can
 * claim any size in its header, and a small compressed entry can inflate to gigabytes: counting
 * what is actually read is what keeps a batch's memory bounded.
 */
final class CappedInputStream extends FilterInputStream {
    /** Makes the exception that says the limit was passed. */
    @FunctionalInterface
    interface Overflow {
        IOException exception();
    }

    private final long limit;
    private final Overflow overflow;
    private long read;

    CappedInputStream(InputStream in, long limit, Overflow overflow) {
        super(in);
        this.limit = limit;
        this.overflow = overflow;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            counted(1);
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            counted(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        counted(skipped);
        return skipped;
    }

    @Override
    public boolean markSupported() {
        return false; // a reset would make the count wrong
    }

    private void counted(long n) throws IOException {
        read += n;
        if (read > limit) {
            throw overflow.exception();
        }
    }
}
