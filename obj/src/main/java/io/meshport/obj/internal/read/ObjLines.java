package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;
import io.meshport.text.pool.IntList;
import java.io.IOException;
import java.io.Reader;

/**
 * Splits OBJ text into statements ({@link ObjLine}): lines end at {@code \n}, {@code \r\n} or a lone
 * {@code \r}, and a line whose last non-blank character is a backslash continues on the next, as
 * the OBJ spec says. javagl's reader does the joining itself but drops one character too many and
 * fails on a lone backslash, and it cannot say which line a statement came from; so meshport joins
 * lines here and hands javagl one statement at a time. A line longer than {@link #MAX_LINE}
 * characters is an error rather than an ever-growing buffer.
 */
final class ObjLines {
    /** Longer than any real statement (a face of half a million corners), short enough to hold. */
    static final int MAX_LINE = 1 << 23;

    private final Reader in;
    private final String source;
    private final char[] buffer = new char[1 << 16];
    private int pos;
    private int length;
    private boolean end;
    private boolean pendingLf; // the previous line ended with \r: a \n right after it belongs to it
    private int lineNumber;

    ObjLines(Reader in, String source) {
        this.in = in;
        this.source = source;
    }

    /** The next statement, or null at the end of the text. */
    ObjLine next() throws IOException {
        String first = physical();
        if (first == null) {
            return null;
        }
        int firstLine = lineNumber;
        if (!continues(first)) {
            return new ObjLine(first, new int[] {0}, new int[] {firstLine});
        }
        StringBuilder text = new StringBuilder();
        IntList starts = new IntList(4);
        IntList lines = new IntList(4);
        String part = first;
        int partLine = firstLine;
        while (true) {
            starts.add(text.length());
            lines.add(partLine);
            if (!continues(part)) {
                text.append(part);
                break;
            }
            text.append(part, 0, part.stripTrailing().length() - 1).append(' ');
            if (text.length() > MAX_LINE) {
                throw ModelFormatException.atLine(source, firstLine, 1, "statement longer than " + MAX_LINE
                        + " characters");
            }
            part = physical();
            if (part == null) {
                break; // a backslash on the last line continues nothing
            }
            partLine = lineNumber;
        }
        return new ObjLine(text.toString(), starts.toArray(), lines.toArray());
    }

    private static boolean continues(String line) {
        String s = line.stripTrailing();
        return !s.isEmpty() && s.charAt(s.length() - 1) == '\\';
    }

    /** The next physical line without its end, or null at the end of the text. */
    private String physical() throws IOException {
        StringBuilder line = null;
        while (true) {
            if (pos == length) {
                if (end || !fill()) {
                    if (line == null) {
                        return null;
                    }
                    lineNumber++;
                    return line.toString();
                }
            }
            if (pendingLf) {
                pendingLf = false;
                if (buffer[pos] == '\n') {
                    pos++;
                    continue;
                }
            }
            int start = pos;
            while (pos < length && buffer[pos] != '\n' && buffer[pos] != '\r') {
                pos++;
            }
            if (line == null) {
                line = new StringBuilder(Math.min(256, pos - start + 16));
            }
            line.append(buffer, start, pos - start);
            if (line.length() > MAX_LINE) {
                throw ModelFormatException.atLine(source, lineNumber + 1, 1, "line longer than " + MAX_LINE
                        + " characters");
            }
            if (pos < length) {
                pendingLf = buffer[pos] == '\r';
                pos++;
                lineNumber++;
                return line.toString();
            }
        }
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer, 0, buffer.length);
        if (n <= 0) {
            end = true;
            return false;
        }
        pos = 0;
        length = n;
        return true;
    }
}
