package io.meshport.io;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Work that a reader or writer runs on a thread of its own while it goes on with work that does
 * not need the result: on two cores, both halves of a large conversion at once. The thread is a
 * daemon, so work left behind by a failure does not keep the JVM alive.
 *
 * @param <T> the work's result
 */
public final class Beside<T> {
    private final CompletableFuture<T> work;
    private final Supplier<T> help;
    private final Thread thread;

    private Beside(CompletableFuture<T> work, Supplier<T> help, Thread thread) {
        this.work = work;
        this.help = help;
        this.thread = thread;
    }

    /** Starts {@code work} on a new thread called {@code name}. */
    public static <T> Beside<T> start(String name, Supplier<T> work) {
        return start(name, work, null);
    }

    /**
     * Starts {@code work} on a new thread called {@code name}. A thread that comes to
     * {@link #join} it first runs {@code help} (null: none), which takes on part of the work
     * with that thread and returns the whole result, or null to wait for {@code work}'s: so a
     * thread that joins before the new one has started (on a busy machine that can take
     * milliseconds) need not wait for it.
     */
    public static <T> Beside<T> start(String name, Supplier<T> work, Supplier<T> help) {
        AtomicReference<Thread> started = new AtomicReference<>();
        // supplyAsync hands the task to the executor before it returns: the thread is known here
        CompletableFuture<T> future = CompletableFuture.supplyAsync(work, task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            started.set(t);
            t.start();
        });
        return new Beside<>(future, help, started.get());
    }

    /**
     * Withdraws the question: the work's thread is interrupted, so work that looks between its
     * steps (as {@code RecordedBounds.derived} does between frames) ends early instead of taking
     * a core for an answer no one reads. A {@link #join} after it gives what the work returned or
     * threw once it saw the interruption.
     */
    public void cancel() {
        thread.interrupt();
    }

    /**
     * The result, once the work is done (helping with it first when it was started with help);
     * an unchecked exception it threw is rethrown as it was.
     */
    public T join() {
        if (help != null) {
            T helped = help.get();
            if (helped != null) {
                return helped;
            }
        }
        try {
            return work.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
