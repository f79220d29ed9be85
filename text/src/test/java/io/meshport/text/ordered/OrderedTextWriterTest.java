package io.meshport.text.ordered;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Batches formatted on several threads come out in order, byte for byte what one thread writes. */
class OrderedTextWriterTest {
    private static final OrderedTextWriter.Formatter LINES = (from, to, b) -> {
        for (int i = from; i < to; i++) {
            b.append("line ").append(i).append(i % 7 == 0 ? " é" : "").append('\n');
        }
    };

    @Test
    void manyThreadsWriteWhatOneWrites() throws IOException {
        StringBuilder expected = new StringBuilder();
        for (int count : new int[] {0, 1, 99, 100, 101, 12_345}) {
            expected.setLength(0);
            LINES.format(0, count, expected);
            for (int threads : new int[] {1, 2, 5}) {
                for (int batch : new int[] {1, 100, 1_000}) {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    OrderedTextWriter.write(count, batch, threads, LINES, out);
                    assertArrayEquals(expected.toString().getBytes(StandardCharsets.UTF_8), out.toByteArray(),
                            count + " items, " + threads + " threads, batches of " + batch);
                }
            }
        }
    }

    @Test
    void aFormattersExceptionReachesTheCaller() {
        OrderedTextWriter.Formatter failing = (from, to, b) -> {
            if (to > 500) {
                throw new IllegalArgumentException("item " + to);
            }
            LINES.format(from, to, b);
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OrderedTextWriter.write(1_000, 100, 3, failing, new ByteArrayOutputStream()));
        assertEquals("item 600", e.getMessage());
    }
}
