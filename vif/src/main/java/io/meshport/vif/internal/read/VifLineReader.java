package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifLexer;
import io.meshport.grammars.vif.VifParser;
import io.meshport.io.ModelFormatException;
import io.meshport.text.parse.LineParser;
import io.meshport.text.ordered.ParsingLineReader;
import io.meshport.text.TaggedRecords;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads VIF lines in file order: {@code #} starts a comment to the end of the line anywhere, blank
 * lines are skipped anywhere (VDSlib breaks on them in the header, against the 2.0 spec's text;
 * meshport follows the spec), header lines go to the builder one by one, and the body goes through
 * {@link TaggedRecords}, which hands on one record at a time however the lines split them.
 *
 * <p>Nearly every body line of a large file is one record and nothing else ({@code p4 1 2 3}), and
 * splitting it word by word costs as much as reading its numbers. Such a line is held here as it
 * is, one scan, and handed on as {@link TaggedRecords} would hand it: when the next line starts a
 * record of its own. Any other line (a comment, a second tag, words that go on a record) first
 * gives the held line to {@link TaggedRecords}, which then splits as ever; since a record's end is
 * only ever known from what follows, holding changes when a record is handed on, never what it is.
 */
final class VifLineReader extends ParsingLineReader<VifParser, VifRecordDispatcher> {
    private final TaggedRecords records;
    /** False: every line through {@link TaggedRecords} (what {@code VifNumberRecordsTest} compares with). */
    private final boolean holdLines;
    /** The held line from its first column to the end of its record; {@link #heldLength} -1 if none. */
    private char[] held = new char[128];
    private int heldLength = -1;
    private int heldColumn;
    private int heldLine;
    private char heldTag;
    private int heldWords;
    /** Comments seen while a record was in progress: they take their place once it is handed on. */
    private final List<HeldComment> heldComments = new ArrayList<>();

    private record HeldComment(String text, boolean trailing) {
    }

    VifLineReader(String source, boolean holdLines) {
        super(new LineParser<>(source, VifLexer::new, VifParser::new, new VifExpectedWords()));
        this.holdLines = holdLines;
        this.records = new TaggedRecords(source, VifLineReader::startsRecord, (text, from, length, line, column) -> {
            builder().record(text, from, length, line, column);
            releaseComments();
        });
    }

    @Override
    protected boolean read(char[] text, int from, int to, int line) throws ModelFormatException {
        VifRecordDispatcher doc = builder();
        if (holdLines && !doc.inHeader() && holdRecordLine(text, from, to, line)) {
            return false;
        }
        int hash = indexOf(text, from, to, '#');
        int end = hash < 0 ? to : hash;
        boolean blank = LineParser.isBlank(text, from, end);
        String comment = hash < 0 ? null : new String(text, hash, to - hash);
        if (!blank) {
            if (doc.inHeader() && doc.headerLine(text, from, end, line)) {
                if (comment != null) {
                    doc.comment(comment, true);
                }
                return false;
            }
            if (heldLength >= 0) {
                // The line does not simply start the next record: the splitter takes both as ever.
                int length = heldLength;
                heldLength = -1;
                records.line(held, 0, length, heldLine);
            }
            records.line(text, from, end, line);
        }
        if (comment != null) {
            if (heldLength >= 0 || records.hasPending()) {
                heldComments.add(new HeldComment(comment, !blank));
            } else {
                doc.comment(comment, false);
            }
        }
        return false;
    }

    /** Hands on the last record and the comments after it. */
    void finish() throws ModelFormatException {
        if (heldLength >= 0) {
            handHeld();
        } else {
            records.finish();
        }
        releaseComments();
    }

    /**
     * If the line is one record and nothing else (no comment, no second tag) and starts a record
     * whatever came before, hands on the record in progress and holds this one; false leaves the
     * line, and the state, to the usual path.
     */
    private boolean holdRecordLine(char[] text, int from, int to, int line) throws ModelFormatException {
        int i = from;
        while (i < to && isBlank(text[i])) {
            i++;
        }
        int tagAt = i;
        while (i < to && !isBlank(text[i]) && text[i] != '#') {
            i++;
        }
        if (tagAt == i) {
            return false;
        }
        char tag = text[tagAt];
        boolean starts = heldLength >= 0 ? startsRecord(text, tagAt, i, heldTag, heldWords)
                // only an 'e' depends on a record in progress at the splitter (m4 e1): leave it that one
                : startsRecord(text, tagAt, i, (char) 0, 0) && (tag != 'e' || !records.hasPending());
        if (!starts) {
            return false;
        }
        int words = 0;
        int end = i;
        boolean inWord = true;
        for (; i < to; i++) {
            char c = text[i];
            if (c == '#') {
                return false;
            }
            if (c <= ' ' && isBlank(c)) {
                inWord = false;
                continue;
            }
            if (!inWord) {
                // A word from a letter starts a record or is a number word (nan): the splitter's.
                if ((c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && !(c == 'e' && tag == 'm' && words <= 1)) {
                    return false;
                }
                inWord = true;
                words++;
            }
            end = i + 1;
        }
        if (heldLength >= 0) {
            handHeld();
        } else if (records.hasPending()) {
            records.finish(); // as the splitter would at this tag: the record in progress ends here
        }
        if (end - from > held.length) {
            held = new char[Math.max(end - from, 2 * held.length)];
        }
        System.arraycopy(text, from, held, 0, end - from);
        heldLength = end - from;
        heldColumn = tagAt - from;
        heldLine = line;
        heldTag = tag;
        heldWords = words;
        return true;
    }

    /** Hands on the held record as the splitter's sink does. */
    private void handHeld() throws ModelFormatException {
        int length = heldLength;
        heldLength = -1;
        builder().record(held, heldColumn, length - heldColumn, heldLine, heldColumn);
        releaseComments();
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B';
    }

    private void releaseComments() {
        if (heldComments.isEmpty()) {
            return; // after nearly every record: no iterator for nothing
        }
        for (HeldComment c : heldComments) {
            builder().comment(c.text(), c.trailing());
        }
        heldComments.clear();
    }

    /**
     * A word starts a record if it starts with a letter, except an error entry right after a
     * merge's parent ({@code m4 e1 0 3}) and the words a number may be ({@code nan}, {@code inf}),
     * which are the record's own: the parser then says what is wrong with them.
     */
    private static boolean startsRecord(char[] text, int from, int to, char currentTag, int wordsSoFar) {
        char c = text[from];
        if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z')) {
            return false;
        }
        if (c == 'e' && currentTag == 'm' && wordsSoFar <= 1) {
            // m4 e1 (no words yet after the tag) or m 4 e1 (the parent is the one word so far)
            return false;
        }
        // Called for every record: look at the chars, allocate nothing.
        return !(is(text, from, to, "nan") || is(text, from, to, "inf") || is(text, from, to, "infinity"));
    }

    /** Whether {@code text[from..to)} is {@code word}, ignoring ASCII case. */
    private static boolean is(char[] text, int from, int to, String word) {
        if (to - from != word.length()) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if ((text[from + i] | 0x20) != word.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(char[] text, int from, int to, char c) {
        for (int i = from; i < to; i++) {
            if (text[i] == c) {
                return i;
            }
        }
        return -1;
    }
}
