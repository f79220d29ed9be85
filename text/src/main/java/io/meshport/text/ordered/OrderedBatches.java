package io.meshport.text.ordered;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Makes the results of batches of independent items on several threads and hands them to the
 * caller's thread in order: items {@code [0, count)} in batches of {@code batch}, at most two
 * batches per thread in memory at once, so memory stays bounded whatever the count. What
 * {@link OrderedTextWriter} formats lines with, and what a format's exporter can build parts of
 * a document with.
 */
public final class OrderedBatches {
    /**
     * Makes the result of items {@code [from, to)}; runs on a worker thread, shared with other
     * reads and writes of text, so it must not itself run batches or read text in parallel.
     */
    @FunctionalInterface
    public interface Maker<T> {
        /** The result of items {@code [from, to)}, {@code from < to}. */
        T make(int from, int to);
    }

    /** Takes the results in order, on the caller's thread. */
    @FunctionalInterface
    public interface Taker<T> {
        /**
         * Takes the result of the next batch.
         *
         * @throws IOException when the caller's use of it fails (writing it out, say); the batches stop
         */
        void take(T result) throws IOException;
    }

    private OrderedBatches() {
    }

    /** On as many threads as there are cores, up to a few: the shared workers' ({@link TextWorkers}). */
    public static int defaultThreads() {
        return TextWorkers.defaultThreads();
    }

    /**
     * Runs the batches on {@code threads} threads (1, or a single batch: on the caller's) and
     * hands their results to {@code taker} in order. A maker's unchecked exception is rethrown
     * as it was, at its batch's turn.
     */
    public static <T> void run(int count, int batch, int threads, Maker<T> maker, Taker<T> taker) throws IOException {
        if (threads <= 1 || count <= batch) {
            for (int from = 0; from < count; from += batch) {
                taker.take(maker.make(from, Math.min(count, from + batch)));
            }
            return;
        }
        TextWorkers.Lease workers = TextWorkers.lease(threads);
        ExecutorService pool = workers.executor();
        ArrayDeque<Future<T>> inFlight = new ArrayDeque<>();
        try {
            int next = 0;
            while (next < count || !inFlight.isEmpty()) {
                while (next < count && inFlight.size() < 2 * threads) {
                    int from = next;
                    int to = Math.min(count, from + batch);
                    inFlight.add(pool.submit(() -> maker.make(from, to)));
                    next = to;
                }
                taker.take(Futures.await(inFlight.poll(), "working"));
            }
        } finally {
            for (Future<T> f : inFlight) {
                f.cancel(true);
            }
            workers.release();
        }
    }
}
