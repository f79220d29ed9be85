package io.meshport.io;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
    private final Runnable help;

    private Beside(CompletableFuture<T> work, Runnable help) {
        this.work = work;
        this.help = help;
    }

    /** Starts {@code work} on a new thread called {@code name}. */
    public static <T> Beside<T> start(String name, Supplier<T> work) {
        return start(name, work, null);
    }

    /**
     * Starts {@code work} on a new thread called {@code name}; {@code help} (null: none) is run
     * by a thread that comes to {@link #join} it, to take on part of the work rather than wait.
     */
    public static <T> Beside<T> start(String name, Supplier<T> work, Runnable help) {
        return new Beside<>(CompletableFuture.supplyAsync(work, task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            t.start();
        }), help);
    }

    /**
     * The result, once the work is done (helping with it first when it was started with help);
     * an unchecked exception it threw is rethrown as it was.
     */
    public T join() {
        if (help != null && !work.isDone()) {
            help.run();
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
