package io.meshport.cli.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** Every control character but tab, line feed and carriage return is shown as its JSON escape, through every write. */
class ControlCharactersTest {
    @Test
    void everyCharacterBelowU00a0IsSentOrShown() throws IOException {
        StringBuilder all = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (char c = 0; c < 0xa0; c++) {
            all.append(c);
            boolean kept = c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c < 0x7f;
            expected.append(kept ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        all.append("é€😀");
        expected.append("é€😀");
        // as a string, as characters, and one character at a time
        StringWriter a = new StringWriter();
        try (ControlCharacters w = new ControlCharacters(a)) {
            w.write(all.toString());
        }
        StringWriter b = new StringWriter();
        try (ControlCharacters w = new ControlCharacters(b)) {
            w.write(all.toString().toCharArray());
        }
        StringWriter c = new StringWriter();
        try (ControlCharacters w = new ControlCharacters(c)) {
            all.chars().forEach(ch -> {
                try {
                    w.write(ch);
                } catch (IOException e) {
                    throw new AssertionError(e);
                }
            });
        }
        assertEquals(expected.toString(), a.toString());
        assertEquals(expected.toString(), b.toString());
        assertEquals(expected.toString(), c.toString());
    }

    @Test
    void aPartOfAStringIsWrittenAsThatPart() throws IOException {
        StringWriter out = new StringWriter();
        try (ControlCharacters w = new ControlCharacters(out)) {
            w.write("ab\u001bcd\u0007ef", 1, 6);
            w.write("xy\u009bz".toCharArray(), 2, 2);
        }
        assertEquals("b\\u001bcd\\u0007e\\u009bz", out.toString());
    }
}
