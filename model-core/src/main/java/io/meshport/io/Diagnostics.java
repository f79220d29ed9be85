package io.meshport.io;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where readers report tolerated oddities and writers report what the target format could not
 * hold. Collects in order; thread-confined.
 */
public final class Diagnostics {
    /** The longest message kept whole, in characters. */
    public static final int MAX_MESSAGE = 1000;

    /** A sink that drops everything, for callers that do not care. */
    public static Diagnostics discarding() {
        return new Diagnostics(0);
    }

    private final List<Diagnostic> items = new ArrayList<>();
    private final int limit;
    private int dropped;

    /** Keeps every diagnostic. */
    public Diagnostics() {
        this(Integer.MAX_VALUE);
    }

    /** Keeps the first {@code limit}; a million identical warnings on a huge file must not exhaust memory. */
    public Diagnostics(int limit) {
        this.limit = limit;
    }

    /**
     * Keeps {@code d} if fewer than the limit are kept, else counts it as {@link #dropped()}. A
     * message longer than {@link #MAX_MESSAGE} characters is kept cut there, with the number of
     * characters left out: messages name what a file names, and a file may name 40,000 materials
     * (a PIE loss listed them all, 390 KB on one line).
     */
    public void report(Diagnostic d) {
        if (items.size() < limit) {
            items.add(d.message() != null && d.message().length() > MAX_MESSAGE ? cut(d) : d);
        } else {
            dropped++;
        }
    }

    private static Diagnostic cut(Diagnostic d) {
        String m = d.message();
        int end = Character.isHighSurrogate(m.charAt(MAX_MESSAGE - 1)) ? MAX_MESSAGE - 1 : MAX_MESSAGE;
        return new Diagnostic(d.severity(), d.source(), d.line(), d.column(), d.byteOffset(), d.field(),
                m.substring(0, end) + "… (" + (m.length() - end) + " characters more)", d.scope());
    }

    /** Reports a {@link Severity#WARNING} at a 1-based {@code line} and {@code column} of {@code source}. */
    public void warn(String source, int line, int column, String message) {
        report(Diagnostic.warningAt(source, line, column, message));
    }

    /** Reports a {@link Severity#WARNING} about {@code source} as a whole. */
    public void warn(String source, String message) {
        report(Diagnostic.warning(source, message));
    }

    /** A writer's loss ({@link Severity#LOSS}) of the parts of the model {@code scope} names. */
    public void lost(String source, String message, LossScope scope) {
        report(Diagnostic.loss(source, message, scope));
    }

    /** A writer's exact conversion ({@link Severity#CONVERSION}). */
    public void converted(String source, String message) {
        report(Diagnostic.conversion(source, message));
    }

    /** The diagnostics kept, in the order reported; a read-only view that follows later reports. */
    public List<Diagnostic> all() {
        return Collections.unmodifiableList(items);
    }

    /** How many were reported beyond the limit and not kept. */
    public int dropped() {
        return dropped;
    }

    /** Whether a kept diagnostic is an {@link Severity#ERROR} (one beyond the limit is not seen). */
    public boolean hasErrors() {
        return items.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
