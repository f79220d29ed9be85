package io.meshport.iqe;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * Splits text into lines at LF, CRLF or a lone CR, with no length limit (the reference
 * compiler silently cuts lines at 511 bytes; we never do), reusing one buffer for the current
 * line. After the last line the remaining raw text can be taken verbatim, which is how the
 * IQE comment section is read.
 */
final class LineSplitter {
    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int lim;
    private boolean eof;

    private char[] line = new char[256];
    private int length;
    private int number;

    LineSplitter(Reader in) {
        this.in = in;
    }

    /** Loads the next line (without its end); false at the end of the input. */
    boolean next() throws IOException {
        length = 0;
        if (pos == lim && !fill()) {
            return false;
        }
        number++;
        while (true) {
            int i = pos;
            while (i < lim && buf[i] != '\n' && buf[i] != '\r') {
                i++;
            }
            append(pos, i - pos);
            pos = i;
            if (i < lim) {
                char end = buf[pos++];
                if (end == '\r' && (pos < lim || fill()) && buf[pos] == '\n') {
                    pos++;
                }
                return true;
            }
            if (!fill()) {
                return true;
            }
        }
    }

    char[] chars() {
        return line;
    }

    int length() {
        return length;
    }

    /** 1-based number of the line last loaded. */
    int lineNumber() {
        return number;
    }

    /** Everything after the current line, as it is. */
    String rest() throws IOException {
        StringBuilder b = new StringBuilder();
        b.append(buf, pos, lim - pos);
        pos = lim;
        int n;
        while ((n = in.read(buf, 0, buf.length)) >= 0) {
            b.append(buf, 0, n);
        }
        eof = true;
        return b.toString();
    }

    private void append(int from, int n) {
        if (n == 0) {
            return;
        }
        if (length + n > line.length) {
            long want = Math.max((long) length + n, 2L * line.length);
            line = Arrays.copyOf(line, (int) Math.min(want, Integer.MAX_VALUE - 8));
        }
        System.arraycopy(buf, from, line, length, n);
        length += n;
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            pos = lim = 0;
            return false;
        }
        pos = 0;
        lim = n;
        return true;
    }
}
