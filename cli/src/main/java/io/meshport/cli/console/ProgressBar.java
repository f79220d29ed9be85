package io.meshport.cli.console;

import java.io.PrintWriter;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * A progress bar on stderr, {@code [#####...............] 120/281 files  drill.iqe}, redrawn in
 * place with {@code \r}: at most ten times a second (drawing every file of a fast batch would cost
 * more than converting it), only after a delay if asked (a quick command shows none), and cleared
 * when done, so that what is printed after it starts on a clean line. Safe to update from several
 * threads. An {@link #off()} bar draws nothing.
 */
public final class ProgressBar implements AutoCloseable {
    /** Cells between the brackets. */
    static final int WIDTH = 20;
    /** The longest frame: an 80-column terminal wraps at the 80th, and {@code \r} would only go back one row. */
    static final int COLUMNS = 79;
    static final long REDRAW_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final PrintWriter err;
    private final String unit;
    private final LongSupplier clock;
    private final long start;
    private final long delay;
    private ScheduledExecutorService ticker;
    private long done;
    private long total;
    private String label = "";
    private boolean onScreen;
    private boolean everDrawn;
    private boolean closed;
    private long lastDrawn;
    private int shownLength;
    private String lastFrame;
    /** Clears the bar when the JVM is stopped (Ctrl-C) while it is drawn: no bar left on the shell's line. */
    private Thread onSignal;

    private ProgressBar(PrintWriter err, String unit, long delayNanos, LongSupplier clock) {
        this.err = err;
        this.unit = unit;
        this.clock = clock;
        this.delay = delayNanos;
        this.start = err == null ? 0 : clock.getAsLong();
    }

    /** A bar that draws nothing (stderr is no terminal, or --quiet). */
    public static ProgressBar off() {
        return new ProgressBar(null, "", 0, () -> 0);
    }

    /**
     * A bar on {@code err} counting {@code unit} ("files"), first drawn {@code delayNanos} after now
     * by {@code clock} (nanoseconds, as {@link System#nanoTime()}).
     */
    public static ProgressBar on(PrintWriter err, String unit, long delayNanos, LongSupplier clock) {
        return new ProgressBar(err, unit, delayNanos, clock);
    }

    /** One frame, e.g. {@code [########............] 120/281 files  drill.iqe}, at most {@link #COLUMNS} long. */
    static String frame(long done, long total, String unit, String label) {
        int filled = total <= 0 ? 0 : (int) (Math.min(Math.max(done, 0), total) * WIDTH / total);
        String bar = "[" + "#".repeat(filled) + ".".repeat(WIDTH - filled) + "] " + done + "/" + total
                + (unit.isEmpty() ? "" : " " + unit);
        if (label.isEmpty()) {
            return bar;
        }
        int room = COLUMNS - bar.length() - 2;
        if (label.length() <= room) {
            return bar + "  " + label;
        }
        // the end of a long path names the file; its start is the same for every file of a batch
        return room < 4 ? bar : bar + "  ..." + label.substring(label.length() - room + 3);
    }

    /** Sets where things stand; redrawn now unless the last frame is too recent or the delay has not passed. */
    public synchronized void update(long done, long total, String label) {
        this.done = done;
        this.total = total;
        this.label = label;
        drawIfDue();
    }

    /** Redraws if due, for a bar whose state changes seldom (one conversion's stages). */
    synchronized void tick() {
        drawIfDue();
    }

    /**
     * Redraws every {@link #REDRAW_NANOS} from another thread until {@link #close()}: a single
     * conversion has few stages, and the bar must still appear after the delay in a long one.
     */
    public ProgressBar ticking() {
        if (err != null) {
            ticker = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "meshport-progress");
                t.setDaemon(true); // never what keeps the JVM alive
                return t;
            });
            ticker.scheduleAtFixedRate(this::tick, REDRAW_NANOS, REDRAW_NANOS, TimeUnit.NANOSECONDS);
        }
        return this;
    }

    /** Runs {@code printing} (lines on stderr) with the bar off its line, then puts the bar back below them. */
    public synchronized void above(Runnable printing) {
        boolean wasOnScreen = onScreen;
        clear();
        printing.run();
        if (wasOnScreen) {
            draw(clock.getAsLong());
        }
    }

    /** Stops redrawing and clears the bar's line. */
    @Override
    public void close() {
        if (ticker != null) {
            ticker.shutdownNow();
        }
        synchronized (this) {
            clear();
            closed = true;
            if (onSignal != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(onSignal);
                } catch (IllegalStateException shuttingDown) {
                    // the hook runs or has run: it clears the line itself
                }
                onSignal = null;
            }
        }
    }

    /** What a signal does to a drawn bar: cleared, and drawn no more. */
    synchronized void stopped() {
        clear();
        closed = true;
    }

    private void drawIfDue() {
        if (err == null || closed) {
            return;
        }
        long now = clock.getAsLong();
        if (now - start < delay || everDrawn && now - lastDrawn < REDRAW_NANOS
                || onScreen && frame(done, total, unit, label).equals(lastFrame)) {
            return;
        }
        draw(now);
    }

    private void draw(long now) {
        if (onSignal == null) {
            onSignal = new Thread(this::stopped, "meshport-progress-clear");
            try {
                Runtime.getRuntime().addShutdownHook(onSignal);
            } catch (IllegalStateException shuttingDown) {
                return; // stopping already: draw nothing more
            }
        }
        String f = frame(done, total, unit, label);
        lastFrame = f;
        // spaces over what is left of a longer frame before
        err.print("\r" + f + " ".repeat(Math.max(0, shownLength - f.length())));
        err.flush();
        shownLength = f.length();
        onScreen = true;
        everDrawn = true;
        lastDrawn = now;
    }

    private void clear() {
        if (onScreen) {
            err.print("\r" + " ".repeat(shownLength) + "\r");
            err.flush();
            onScreen = false;
            shownLength = 0;
        }
    }
}
