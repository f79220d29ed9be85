package io.meshport.text;

import io.meshport.io.ModelFormatException;
import java.util.Arrays;

/**
 * Splits a token-based body into records for a {@link io.meshport.text.parse.LineParser}: a record
 * starts with a tag word and runs to the next one, over line ends if it must (VIF's body: VDSlib
 * reads it token by token, so several records may share a line and a merge's children may go on
 * over the next lines). The caller feeds each line without its comment and line end; a record is
 * handed on once the next tag, or the end, shows where it stops: its chars from its tag on, later
 * lines whole and joined by {@code '\n'}, so that
 * {@link io.meshport.text.parse.LineParser#parse(char[], int, int, int, int, java.util.function.Function)}
 * gives every token its file line and column. Anything before the first tag is a record too (one
 * that no tag starts), so that the format can say what is wrong with it. A record that grows past
 * {@link LineLimit#MAX_CHARS} is an error at its start, however many lines it spans: each line is
 * within the limit, but a record of short lines would otherwise be held whole. One instance serves
 * one file on one thread.
 */
public final class TaggedRecords {
    /** Where records start. */
    @FunctionalInterface
    public interface Tags {
        /**
         * True if the word {@code text[from..to)} starts a record, when the record in progress
         * started with {@code currentTag} (0 if none) and has had {@code wordsSoFar} words after it.
         */
        boolean startsRecord(char[] text, int from, int to, char currentTag, int wordsSoFar);
    }

    /** What gets the records. */
    @FunctionalInterface
    public interface Sink {
        /**
         * Record {@code text[from..from+length)}, starting at column {@code column} (0 first) of
         * file line {@code line}; valid only during the call.
         */
        void record(char[] text, int from, int length, int line, int column) throws ModelFormatException;
    }

    private final String source;
    private final Tags tags;
    private final Sink sink;
    private char[] pending = new char[128];
    private int pendingLength;
    private boolean started;
    private int pendingLine;
    private int pendingColumn;
    private char currentTag;
    private int wordsSoFar;

    /** Records of the file {@code source} (named in errors), started by {@code tags}, handed to {@code sink}. */
    public TaggedRecords(String source, Tags tags, Sink sink) {
        this.source = source;
        this.tags = tags;
        this.sink = sink;
    }

    /**
     * Feeds file line {@code line}: {@code text[from..to)} from the line's first column, its
     * comment and line end removed.
     */
    public void line(char[] text, int from, int to, int line) throws ModelFormatException {
        int segment = from;
        int i = from;
        while (i < to) {
            if (isBlank(text[i])) {
                i++;
                continue;
            }
            int word = i;
            while (i < to && !isBlank(text[i])) {
                i++;
            }
            if (tags.startsRecord(text, word, i, currentTag, wordsSoFar)) {
                if (started) {
                    append(text, segment, word);
                    flush();
                }
                begin(text[word], line, word - from);
                segment = word;
            } else {
                if (!started) {
                    // Words before any tag: a record of their own, for the format to reject.
                    begin((char) 0, line, word - from);
                    segment = word;
                }
                wordsSoFar++;
            }
        }
        if (started) {
            append(text, segment, to);
        }
    }

    /** Hands on the last record. */
    public void finish() throws ModelFormatException {
        if (started) {
            flush();
        }
    }

    /** True while a record has started and not yet been handed on. */
    public boolean hasPending() {
        return started;
    }

    private void begin(char tag, int line, int column) {
        started = true;
        currentTag = tag;
        wordsSoFar = 0;
        pendingLine = line;
        pendingColumn = column;
        pendingLength = 0;
        pendingLineStarted = false;
    }

    /** Adds this line's part of the record; a part of a later line goes after a line end. */
    private void append(char[] text, int from, int to) throws ModelFormatException {
        boolean later = pendingLength > 0 || pendingLineStarted;
        int need = pendingLength + (to - from) + 1;
        if (pendingLength + (later ? 1 : 0) + (to - from) > LineLimit.MAX_CHARS) {
            throw LineLimit.tooLong(source, pendingLine, pendingColumn + 1, "record");
        }
        if (need > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(need, pending.length * 2));
        }
        if (later) {
            pending[pendingLength++] = '\n';
        }
        System.arraycopy(text, from, pending, pendingLength, to - from);
        pendingLength += to - from;
        pendingLineStarted = true;
    }

    private boolean pendingLineStarted;

    private void flush() throws ModelFormatException {
        int length = pendingLength;
        // Blanks and line ends before the next tag are not the record's: its end is where it stops.
        while (length > 0 && (isBlank(pending[length - 1]) || pending[length - 1] == '\n')) {
            length--;
        }
        started = false;
        pendingLength = 0;
        pendingLineStarted = false;
        sink.record(pending, 0, length, pendingLine, pendingColumn);
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000B' || c == '\r';
    }
}
