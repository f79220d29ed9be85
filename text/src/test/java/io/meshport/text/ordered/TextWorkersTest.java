package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.ordered.OrderedBlockReaderTest.Lines;
import io.meshport.text.ordered.OrderedBlockReaderTest.ToyFormat;
import java.io.StringReader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadPoolExecutor;
import org.junit.jupiter.api.Test;

/** The workers parallel reads and writes of text share: one pool at the default size, reads on it at once read as alone. */
class TextWorkersTest {
    @Test
    void theDefaultSizeIsSharedAndAnotherIsOwnedAndShutDown() {
        TextWorkers.Lease a = TextWorkers.lease(TextWorkers.defaultThreads());
        TextWorkers.Lease b = TextWorkers.lease(TextWorkers.defaultThreads());
        assertFalse(a.own());
        assertSame(a.executor(), b.executor());
        a.release();
        assertFalse(b.executor().isShutdown(), "the shared pool outlives a read");

        TextWorkers.Lease own = TextWorkers.lease(TextWorkers.defaultThreads() + 1);
        assertTrue(own.own());
        own.release();
        assertTrue(own.executor().isShutdown());
    }

    /**
     * Four callers reading at once on the shared workers, some texts failing part way (their
     * blocks in flight dropped), each read gives what reading it line by line alone gives, none
     * waits for ever, and no worker is left busy after.
     */
    @Test
    void readsAtOnceOnTheSharedWorkersReadAsAlone() {
        SplittableRandom r = new SplittableRandom(20261127L);
        List<String> texts = new ArrayList<>();
        List<String> alone = new ArrayList<>();
        for (int t = 0; t < 24; t++) {
            StringBuilder b = new StringBuilder();
            int lines = 200 + r.nextInt(2000);
            boolean fails = t % 3 == 0;
            for (int k = 0; k < lines; k++) {
                b.append(fails && k == lines / 2 ? "bad" : k % 17 == 0 ? "warn " + k : "line " + k).append('\n');
            }
            texts.add(b.toString());
            alone.add(read(texts.get(t), 1));
        }
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            ExecutorService callers = Executors.newFixedThreadPool(4);
            try {
                List<Future<String>> reads = new ArrayList<>();
                for (int round = 0; round < 4; round++) {
                    for (String text : texts) {
                        reads.add(callers.submit(() -> read(text, TextWorkers.defaultThreads())));
                    }
                }
                for (int i = 0; i < reads.size(); i++) {
                    assertEquals(alone.get(i % texts.size()), reads.get(i).get(), "text " + i % texts.size());
                }
            } finally {
                callers.shutdownNow();
            }
            // every read let its workers go: none is left waiting for blocks that will not come
            ThreadPoolExecutor shared = (ThreadPoolExecutor) TextWorkers.lease(TextWorkers.defaultThreads()).executor();
            while (shared.getActiveCount() > 0) {
                Thread.sleep(1);
            }
        });
    }

    /** What a read gives, as text: its lines and warnings, or its error. */
    private static String read(String text, int threads) {
        Diagnostics d = new Diagnostics(1000);
        try {
            Lines lines = new OrderedBlockReader<>("t", d, new ToyFormat(), threads, 512)
                    .read(new StringReader(text)).orElseThrow();
            return lines.lines + " " + d.all();
        } catch (ModelFormatException e) {
            return e.getMessage() + " " + d.all();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
