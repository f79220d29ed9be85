package io.meshport.text.ordered;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads that parallel reads ({@link OrderedBlockReader}) and writes ({@link OrderedBatches})
 * of text run their blocks on. At the default number of threads they share one pool per
 * process, whose threads stay a few seconds after their last block; another number gets a pool
 * of its own for the one read or write.
 *
 * <p>Why shared: a read that started its own two threads spent 0.3 to 0.4 ms before its first
 * block was parsed (a thread's start waits for the thread to be running), against 0.26 ms to
 * wake shared ones, and 0.1 ms shutting them down after its last. On the 8 MB benchmark IQE that
 * was 1.2 ms of a 29 ms parse, and nothing on a file sixteen times as large: a cost per read,
 * not per MB, which a program converting many files (the CLI's batch conversion, a benchmark)
 * pays for every file. Nothing that runs on a worker waits for a block (a parse does not read,
 * an {@link OrderedBatches.Maker} must not run batches), so reads and writes sharing the threads,
 * at once on several of the caller's threads, cannot deadlock: they take turns.
 */
final class TextWorkers {
    /** How long an idle shared thread lives: across the files of a batch, not for the life of the program. */
    private static final long KEEP_ALIVE_SECONDS = 5;
    /** Most threads: blocks in flight grow with them, and beyond a few the appends on the reading thread are the limit. */
    static final int MAX_THREADS = 8;

    private static ThreadPoolExecutor shared; // guarded by TextWorkers.class

    /** An executor to run blocks on, and whether it is the caller's own, to shut down when done. */
    record Lease(ExecutorService executor, boolean own) {
        /** Shuts down a pool of the caller's own; the shared one lives on. */
        void release() {
            if (own) {
                executor.shutdownNow();
            }
        }
    }

    private TextWorkers() {
    }

    /** The number of threads the shared pool has: as many as there are cores, up to a few. */
    static int defaultThreads() {
        return Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS);
    }

    /** Threads for {@code threads} workers, all started: the shared pool's when that is its size. */
    static Lease lease(int threads) {
        if (threads == defaultThreads()) {
            ThreadPoolExecutor pool = sharedPool(threads);
            pool.prestartAllCoreThreads(); // again, if they timed out since
            return new Lease(pool, false);
        }
        ThreadPoolExecutor own = newPool(threads, "meshport-text");
        own.prestartAllCoreThreads();
        return new Lease(own, true);
    }

    private static synchronized ThreadPoolExecutor sharedPool(int threads) {
        if (shared == null) {
            shared = newPool(threads, "meshport-text-shared");
            shared.allowCoreThreadTimeOut(true);
        }
        return shared;
    }

    private static ThreadPoolExecutor newPool(int threads, String name) {
        AtomicInteger count = new AtomicInteger();
        return new ThreadPoolExecutor(threads, threads, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, name + "-" + count.incrementAndGet());
                    t.setDaemon(true); // work left behind by a failure does not keep the JVM alive
                    return t;
                });
    }
}
