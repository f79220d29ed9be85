package io.meshport.cli.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The bar's frames, and when it draws them: on a clock the test turns by hand. */
class ProgressBarTest {
    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    private final StringWriter screen = new StringWriter();
    private long now = 1_000 * MS;

    private ProgressBar bar(long delayNanos) {
        return ProgressBar.on(new PrintWriter(screen), "files", delayNanos, () -> now);
    }

    /** What was drawn since the last call, {@code \r} shown as {@code |}. */
    private String drawn() {
        String s = screen.toString().replace('\r', '|');
        screen.getBuffer().setLength(0);
        return s;
    }

    @Test
    void framesFillInProportionToTheCount() {
        assertEquals("[....................] 0/281 files", ProgressBar.frame(0, 281, "files", ""));
        assertEquals("[########............] 120/281 files  drill.iqe",
                ProgressBar.frame(120, 281, "files", "drill.iqe"));
        assertEquals("[###################.] 280/281 files  a.pie", ProgressBar.frame(280, 281, "files", "a.pie"));
        assertEquals("[####################] 281/281 files  a.pie", ProgressBar.frame(281, 281, "files", "a.pie"));
        assertEquals("[######..............] 1/3 steps  converting", ProgressBar.frame(1, 3, "steps", "converting"));
        assertEquals("[....................] 0/0 files", ProgressBar.frame(0, 0, "files", ""));
    }

    @Test
    void aLongLabelKeepsItsEndWithinSeventyNineColumns() {
        String label = "models/" + "very-long-folder/".repeat(5) + "drill.iqe";
        String frame = ProgressBar.frame(7, 10, "files", label);
        assertEquals(ProgressBar.COLUMNS, frame.length(), frame);
        assertEquals("[##############......] 7/10 files  ...ry-long-folder/very-long-folder/drill.iqe", frame);
    }

    @Test
    void redrawsAtMostTenTimesASecondInPlace() {
        ProgressBar bar = bar(0);
        bar.update(0, 3, "");
        assertEquals("|[....................] 0/3 files", drawn());
        now += 50 * MS;
        bar.update(1, 3, "a.pie");
        assertEquals("", drawn(), "50 ms after the last frame");
        now += 50 * MS;
        bar.update(2, 3, "bb.pie");
        assertEquals("|[#############.......] 2/3 files  bb.pie", drawn());
        now += 100 * MS;
        bar.update(3, 3, "c.pie");
        // one shorter than the last: a space over the rest of it
        String last = "[####################] 3/3 files  c.pie";
        assertEquals("|" + last + " ", drawn());
        bar.close();
        assertEquals("|" + " ".repeat(last.length()) + "|", drawn(), "the line is cleared");
        now += 100 * MS;
        bar.update(3, 3, "c.pie");
        bar.close();
        assertEquals("", drawn(), "nothing after it is closed");
    }

    @Test
    void aDelayedBarStaysAwayUntilTheDelayHasPassed() {
        ProgressBar bar = bar(1000 * MS);
        bar.update(0, 3, "reading big.iqe");
        now += 999 * MS;
        bar.tick();
        assertEquals("", drawn());
        now += MS;
        bar.tick();
        String frame = "[....................] 0/3 files  reading big.iqe";
        assertEquals("|" + frame, drawn());
        bar.close();
        assertEquals("|" + " ".repeat(frame.length()) + "|", drawn());

        ProgressBar quick = bar(1000 * MS);
        quick.update(3, 3, "done");
        quick.close();
        assertEquals("", drawn(), "a bar never drawn is not cleared either");
    }

    @Test
    void aFrameAlreadyOnScreenIsNotDrawnAgain() {
        ProgressBar bar = bar(0);
        bar.update(1, 3, "a.pie");
        drawn();
        now += 500 * MS;
        bar.tick();
        bar.update(1, 3, "a.pie");
        assertEquals("", drawn());
        bar.update(1, 3, "b.pie");
        assertEquals("|[######..............] 1/3 files  b.pie", drawn());
    }

    @Test
    void linesPrintedAboveTheBarStartOnACleanLineAndTheBarComesBack() {
        ProgressBar bar = bar(0);
        bar.update(1, 2, "a.pie");
        drawn();
        bar.above(() -> screen.write("a.pie:3:1: warning: odd\n"));
        String frame = "[##########..........] 1/2 files  a.pie";
        assertEquals("|" + " ".repeat(frame.length()) + "|a.pie:3:1: warning: odd\n|" + frame, drawn());
    }

    @Test
    void anOffBarDrawsNothing() {
        ProgressBar off = ProgressBar.off();
        off.update(1, 2, "a.pie");
        off.tick();
        StringWriter printed = new StringWriter();
        off.above(() -> printed.write("line\n"));
        off.close();
        assertEquals("line\n", printed.toString());
    }
}
