package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Work beside: its result joined, and a withdrawn question's thread told to stop. */
class BesideTest {
    @Test
    void joinGivesTheResult() {
        assertEquals(42, Beside.start("beside-test", () -> 42).join());
    }

    @Test
    void cancelInterruptsTheWorkThatLooks() throws InterruptedException {
        CountDownLatch running = new CountDownLatch(1);
        // work that ends only when told to: without cancel its thread would spin for ever
        Beside<String> work = Beside.start("beside-test", () -> {
            running.countDown();
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            return "withdrawn";
        });
        running.await();
        work.cancel();
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertEquals("withdrawn", work.join()));
    }
}
