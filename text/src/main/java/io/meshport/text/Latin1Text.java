package io.meshport.text;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Text read and written as ISO-8859-1, byte for char, as PIE and VIF are: their syntax is ASCII, so
 * a stray byte is an error at its column rather than a decoding failure, and a document written
 * back has the bytes it was read from.
 */
public final class Latin1Text {
    private Latin1Text() {
    }

    /** A buffered reader of {@code in}'s bytes, one char each. */
    public static Reader reader(InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
    }

    /** Prints {@code body} to {@code out}, one byte a char, flushed and not closed. */
    public static void write(OutputStream out, Body body) throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.ISO_8859_1));
        body.print(w);
        w.flush();
    }

    /** What {@link #write} prints. */
    @FunctionalInterface
    public interface Body {
        /**
         * Prints to {@code w}.
         *
         * @throws IOException when writing fails
         */
        void print(Writer w) throws IOException;
    }
}
