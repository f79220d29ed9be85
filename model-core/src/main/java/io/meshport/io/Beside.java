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

    private Beside(CompletableFuture<T> work) {
        this.work = work;
    }

    /** Starts {@code work} on a new thread called {@code name}. */
    public static <T> Beside<T> start(String name, Supplier<T> work) {
        return new Beside<>(CompletableFuture.supplyAsync(work, task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            t.start();
        }));
    }

    /** The result, once the work is done; an unchecked exception it threw is rethrown as it was. */
    public T join() {
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
