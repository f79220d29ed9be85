package io.meshport.vif;

import io.meshport.grammars.vif.VifLexer;
import io.meshport.grammars.vif.VifParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineParser;
import io.meshport.text.LineReader;
import io.meshport.text.TaggedRecords;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads VIF lines in file order: {@code #} starts a comment to the end of the line anywhere, blank
 * lines are skipped anywhere (VDSlib breaks on them in the header, against the 2.0 spec's text;
 * meshport follows the spec), header lines go to the builder one by one, and the body goes through
 * {@link TaggedRecords}, which hands on one record at a time however the lines split them.
 */
final class VifLineReader implements LineReader<VifDocumentBuilder> {
    private final LineParser<VifParser> parser;
    private final TaggedRecords records;
    private VifDocumentBuilder doc;
    private int lastLine;
    /** Comments seen while a record was in progress: they take their place once it is handed on. */
    private final List<HeldComment> heldComments = new ArrayList<>();

    private record HeldComment(String text, boolean trailing) {
    }

    VifLineReader(String source) {
        this.parser = new LineParser<>(source, VifLexer::new, VifParser::new, new VifExpectedWords());
        this.records = new TaggedRecords(VifLineReader::startsRecord, (text, from, length, line, column) -> {
            doc.record(text, from, length, line, column);
            releaseComments();
        });
    }

    LineParser<VifParser> parser() {
        return parser;
    }

    int lastLine() {
        return lastLine;
    }

    @Override
    public void startBlock(VifDocumentBuilder into, Diagnostics diagnostics) {
        doc = into;
    }

    @Override
    public boolean readLine(char[] text, int from, int to, int line) throws ModelFormatException {
        lastLine = line;
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
            records.line(text, from, end, line);
        }
        if (comment != null) {
            if (records.hasPending()) {
                heldComments.add(new HeldComment(comment, !blank));
            } else {
                doc.comment(comment, false);
            }
        }
        return false;
    }

    /** Hands on the last record and the comments after it. */
    void finish() throws ModelFormatException {
        records.finish();
        releaseComments();
    }

    private void releaseComments() {
        for (HeldComment c : heldComments) {
            doc.comment(c.text(), c.trailing());
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
