package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The raster covers a pixel when its centre is inside, keeps the nearest surface, and averages when it shrinks. */
class RasterTest {
    private static final int RED = 0xffff0000;
    private static final int BLUE = 0xff0000ff;

    private static int covered(Raster r) {
        int n = 0;
        for (int p : r.argb) {
            n += p != 0 ? 1 : 0;
        }
        return n;
    }

    @Test
    void aTriangleCoversThePixelsWhoseCentresItContains() {
        Raster r = new Raster(4, 4);
        // the lower-left half of the square, diagonal through pixel corners: 4 + 3 + 2 + 1 centres
        r.triangle(0, 0, 0, 0, 4, 0, 4, 4, 0, (a, b, c) -> RED);
        assertEquals(10, covered(r));
        Raster reversed = new Raster(4, 4);
        reversed.triangle(4, 4, 0, 0, 4, 0, 0, 0, 0, (a, b, c) -> RED);
        assertEquals(10, covered(reversed), "either winding");
    }

    @Test
    void theNearestSurfaceWinsWhateverTheOrder() {
        Raster r = new Raster(2, 2);
        r.triangle(-1, -1, 1, 5, -1, 1, -1, 5, 1, (a, b, c) -> BLUE);
        r.triangle(-1, -1, 0, 5, -1, 0, -1, 5, 0, (a, b, c) -> RED);
        assertEquals(BLUE, r.argb[0], "the nearer (greater depth) blue stays");
    }

    @Test
    void degenerateAndBrokenTrianglesDrawNothing() {
        Raster r = new Raster(4, 4);
        r.triangle(0, 0, 0, 2, 2, 0, 4, 4, 0, (a, b, c) -> RED);
        r.triangle(Double.NaN, 0, 0, 4, 0, 0, 0, 4, 0, (a, b, c) -> RED);
        r.line(0, 0, 0, Double.POSITIVE_INFINITY, 1, 0, RED, 0);
        assertEquals(0, covered(r) - (r.argb[0] != 0 ? 1 : 0) - (r.argb[1] != 0 ? 1 : 0) - (r.argb[2] != 0 ? 1 : 0)
                - (r.argb[3] != 0 ? 1 : 0), "at most the first row, where the line starts");
    }

    @Test
    void shrinkingAveragesByAlpha() {
        Raster r = new Raster(2, 2);
        r.argb[0] = 0xffff0000;
        r.argb[1] = 0xff0000ff;
        // two transparent pixels: the colour is the covered pixels' mean, the alpha half
        int p = r.shrunk(2)[0];
        assertEquals(0x80, p >>> 24);
        assertEquals(0x80, p >> 16 & 0xff);
        assertEquals(0x80, p & 0xff);
    }
}
