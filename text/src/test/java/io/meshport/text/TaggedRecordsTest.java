package io.meshport.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Records split at tag words, however lines split them, with the file's line and column of each. */
class TaggedRecordsTest {
    /** A word starting with a letter is a tag, except an {@code e} word right after an {@code m} tag. */
    private static final TaggedRecords.Tags TAGS = (text, from, to, current, words) ->
            Character.isLetter(text[from]) && !(text[from] == 'e' && current == 'm' && words == 0);

    private static List<String> split(String... lines) throws ModelFormatException {
        List<String> out = new ArrayList<>();
        TaggedRecords records = new TaggedRecords("t", TAGS, (text, from, length, line, column) ->
                out.add(line + ":" + column + " " + new String(text, from, length).replace("\n", "|")));
        for (int i = 0; i < lines.length; i++) {
            char[] chars = lines[i].toCharArray();
            records.line(chars, 0, chars.length, i + 1);
        }
        records.finish();
        return out;
    }

    @Test
    void oneRecordALine() throws ModelFormatException {
        assertEquals(List.of("1:0 p0 1 2 3", "2:2 v0 0 1"), split("p0 1 2 3", "  v0 0 1"));
    }

    @Test
    void severalRecordsOnALine() throws ModelFormatException {
        assertEquals(List.of("1:0 t 0 1 2 1", "1:10 t 0 2 3 1", "1:20 m4 e1 0 3"), split("t 0 1 2 1 t 0 2 3 1 m4 e1 0 3"));
    }

    @Test
    void aRecordOverLinesKeepsItsLineEndsAndLaterLinesWhole() throws ModelFormatException {
        // the second line's blanks stay, so that its tokens keep their columns
        assertEquals(List.of("3:0 m9 7|   8", "5:0 m10 1"), split("", "", "m9 7", "   8", "m10 1"));
    }

    @Test
    void blanksBeforeTheNextTagAreNotTheRecords() throws ModelFormatException {
        assertEquals(List.of("1:0 c 1 2 3", "2:0 v0 0 1"), split("c 1 2 3   ", "v0 0 1"));
    }

    @Test
    void wordsBeforeAnyTagAreARecordOfTheirOwn() throws ModelFormatException {
        assertEquals(List.of("1:1 12 13", "1:7 p 1"), split(" 12 13 p 1"));
    }

    @Test
    void nothingPendingAfterFinish() throws ModelFormatException {
        List<String> out = new ArrayList<>();
        TaggedRecords records = new TaggedRecords("t", TAGS, (text, from, length, line, column) -> out.add("x"));
        char[] chars = "p0 1 2 3".toCharArray();
        records.line(chars, 0, chars.length, 1);
        assertTrue(records.hasPending());
        assertEquals(List.of(), out);
        records.finish();
        assertFalse(records.hasPending());
        assertEquals(List.of("x"), out);
    }
}
