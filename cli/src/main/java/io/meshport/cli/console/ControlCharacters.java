package io.meshport.cli.console;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * A writer that shows control characters instead of sending them on: what meshport prints comes
 * partly from the files it reads (a token an error quotes, a mesh or material name, a comment),
 * and a hostile file's escape sequences would otherwise reach the terminal, where they recolour,
 * retitle, move the cursor or, in some terminals, do worse. Each C0 control but tab, line feed and
 * carriage return (the last is the progress bar's), DEL, and each C1 control (U+0080 to U+009F:
 * U+009B starts a sequence on its own in some terminals) is written as {@code \u001b} and so on,
 * as a JSON string escapes it: a JSON report stays valid and means the same.
 */
public final class ControlCharacters extends FilterWriter {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /**
     * Shows {@code out}'s control characters.
     *
     * @param out where the text goes
     */
    public ControlCharacters(Writer out) {
        super(out);
    }

    /** Whether {@code c} is written as an escape. */
    static boolean shown(char c) {
        return c < 0x20 ? c != '\t' && c != '\n' && c != '\r' : c >= 0x7f && c <= 0x9f;
    }

    @Override
    public void write(int c) throws IOException {
        if (shown((char) c)) {
            escape((char) c);
        } else {
            out.write(c);
        }
    }

    @Override
    public void write(char[] chars, int off, int len) throws IOException {
        write(String.valueOf(chars, off, len), 0, len);
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
        int from = off;
        int end = off + len;
        for (int i = off; i < end; i++) {
            if (shown(s.charAt(i))) {
                out.write(s, from, i - from);
                escape(s.charAt(i));
                from = i + 1;
            }
        }
        out.write(s, from, end - from);
    }

    private void escape(char c) throws IOException {
        out.write(new char[] {'\\', 'u', '0', '0', HEX[(c >> 4) & 0xf], HEX[c & 0xf]});
    }
}
