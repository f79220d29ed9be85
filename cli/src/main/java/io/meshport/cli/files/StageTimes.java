package io.meshport.cli.files;

import java.util.Locale;

/**
 * How long one file of a batch took in each of its steps, for {@code --verbose}: reading it
 * (the archive entry's bytes included), converting it (the edits and conventions the command
 * applies) and writing it (the loss check, the encoding and the atomic write). A conversion marks
 * the end of each step as it passes it; a step it never reaches counts nothing.
 */
public final class StageTimes {
    private long mark = System.nanoTime();
    private long read;
    private long convert;
    private long write;

    StageTimes() {
    }

    /** The file is read: the time since the conversion began is its reading. */
    public void read() {
        read = lap();
    }

    /** The model is converted: the time since {@link #read()} is its conversion. */
    public void converted() {
        convert = lap();
    }

    /** The output is written: the time since the last mark is its writing. */
    public void written() {
        write = lap();
    }

    private long lap() {
        long now = System.nanoTime();
        long took = now - mark;
        mark = now;
        return took;
    }

    /** Adds this file's steps to {@code total}'s. */
    void addTo(StageTimes total) {
        total.read += read;
        total.convert += convert;
        total.write += write;
    }

    /** "read 0.41 ms, convert 0.10 ms, write 0.30 ms". */
    String describe() {
        return "read " + millis(read) + ", convert " + millis(convert) + ", write " + millis(write);
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.2f ms", nanos / 1e6);
    }
}
