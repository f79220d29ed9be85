package io.meshport.model.derive;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Forsyth's order: a permutation of the triangles, far fewer cache misses on real-shaped meshes, any mesh in linear time. */
class VertexCacheOrderTest {
    /** A grid of {@code n} by {@code n} quads, two triangles each, in row order. */
    static int[] grid(int n) {
        int[] t = new int[n * n * 6];
        int k = 0;
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                int a = y * (n + 1) + x;
                int b = a + 1;
                int c = a + n + 1;
                int d = c + 1;
                int[] quad = {a, b, d, a, d, c};
                System.arraycopy(quad, 0, t, k, 6);
                k += 6;
            }
        }
        return t;
    }

    static int[] reordered(int[] t, int[] order) {
        int[] out = new int[t.length];
        for (int k = 0; k < order.length; k++) {
            System.arraycopy(t, 3 * order[k], out, 3 * k, 3);
        }
        return out;
    }

    @Test
    void theMissRatioCountsFifoMisses() {
        assertEquals(1.5, VertexCacheOrder.missRatio(new int[] {0, 1, 2, 0, 1, 2}, 3, 32));
        assertEquals(3.0, VertexCacheOrder.missRatio(new int[] {0, 1, 2, 3, 4, 5, 0, 1, 2}, 6, 3));
        // a FIFO drops a vertex cacheSize misses after its own, hit since or not: the third 0 misses
        assertEquals(8 / 3.0, VertexCacheOrder.missRatio(new int[] {0, 1, 2, 0, 3, 4, 0, 5, 6}, 7, 4));
        assertEquals(0.0, VertexCacheOrder.missRatio(new int[0], 0, 32));
    }

    @Test
    void aShuffledGridComesBackWithFewMisses() {
        int n = 100;
        int[] t = grid(n);
        // the grid's triangles in a random order (seed fixed): the worst a file can give
        Random random = new Random(20261129);
        int count = t.length / 3;
        int[] shuffle = new int[count];
        for (int i = 0; i < count; i++) {
            shuffle[i] = i;
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int s = shuffle[i];
            shuffle[i] = shuffle[j];
            shuffle[j] = s;
        }
        int[] shuffled = reordered(t, shuffle);
        int vertices = (n + 1) * (n + 1);
        int[] order = VertexCacheOrder.order(shuffled, vertices);
        int[] sortedOrder = order.clone();
        Arrays.sort(sortedOrder);
        int[] identity = new int[count];
        for (int i = 0; i < count; i++) {
            identity[i] = i;
        }
        assertArrayEquals(identity, sortedOrder, "a permutation of the triangles");
        double before = VertexCacheOrder.missRatio(shuffled, vertices, 32);
        double after = VertexCacheOrder.missRatio(reordered(shuffled, order), vertices, 32);
        double rows = VertexCacheOrder.missRatio(t, vertices, 32);
        assertTrue(before > 2.5, "shuffled: " + before);
        // Forsyth's order on a regular grid reaches about 0.65 with 32 entries; row order about 1.0
        assertTrue(after < 0.75 && after < rows, "optimized " + after + ", row order " + rows);
    }

    @Test
    void fansSoupsAndDegenerateTrianglesAreOrderedToo() {
        int fan = 200_000;
        int[] t = new int[fan * 3];
        for (int i = 0; i < fan; i++) {
            t[3 * i] = 0;
            t[3 * i + 1] = i + 1;
            t[3 * i + 2] = i + 2;
        }
        assertEquals(fan, VertexCacheOrder.order(t, fan + 2).length);
        int[] soup = new int[fan * 3];
        for (int i = 0; i < soup.length; i++) {
            soup[i] = i;
        }
        assertEquals(fan, VertexCacheOrder.order(soup, soup.length).length);
        int[] degenerate = {0, 0, 1, 1, 1, 1, 0, 1, 2};
        int[] order = VertexCacheOrder.order(degenerate, 3);
        Arrays.sort(order);
        assertArrayEquals(new int[] {0, 1, 2}, order);
    }
}
