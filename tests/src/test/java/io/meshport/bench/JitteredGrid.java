package io.meshport.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * Writes an IQE file of one square grid mesh whose every number is noisy: positions, texture
 * coordinates and normals jittered by random amounts and printed with four decimals (normals
 * three), so that no two vertices are alike. The benchmark IQE ({@link LargeModel}) has round
 * numbers and repeated values; this is the file of issue #35's memory figures: a side of 1000
 * writes 1M vertices and 2M triangles in 110.7 MB, which must convert to IQM in a heap of 2.5
 * times that.
 *
 * <p>Usage: {@code JitteredGrid FILE [SIDE] [SEED]} (side 1000, seed 42 by default). Not a test:
 * a generator for memory and throughput measurements (BENCHMARKS.md).
 */
public final class JitteredGrid {
    private JitteredGrid() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        int side = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 42;
        write(file, side, seed);
    }

    /** Writes the grid of {@code side} x {@code side} vertices to {@code file}, deterministic for a seed. */
    public static void write(Path file, int side, long seed) throws IOException {
        SplittableRandom random = new SplittableRandom(seed);
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            out.write("# Inter-Quake Export\n# a jittered " + side + "x" + side + " grid (io.meshport.bench.JitteredGrid, seed "
                    + seed + ")\nmesh \"grid\"\nmaterial \"grid.png\"\n");
            StringBuilder line = new StringBuilder(128);
            for (int y = 0; y < side; y++) {
                for (int x = 0; x < side; x++) {
                    line.setLength(0);
                    line.append("vp ");
                    fixed(line, x * 0.01 + jitter(random, 0.004), 4).append(' ');
                    fixed(line, y * 0.01 + jitter(random, 0.004), 4).append(' ');
                    fixed(line, jitter(random, 0.05), 4).append("\nvt ");
                    fixed(line, (x + 0.5 + jitter(random, 0.4)) / side, 4).append(' ');
                    fixed(line, (y + 0.5 + jitter(random, 0.4)) / side, 4).append("\nvn ");
                    double nx = jitter(random, 0.2);
                    double ny = jitter(random, 0.2);
                    fixed(line, nx, 3).append(' ');
                    fixed(line, ny, 3).append(' ');
                    fixed(line, Math.sqrt(1 - nx * nx - ny * ny), 3).append('\n');
                    out.append(line);
                }
            }
            for (int y = 0; y + 1 < side; y++) {
                for (int x = 0; x + 1 < side; x++) {
                    int a = y * side + x;
                    int b = a + 1;
                    int c = a + side;
                    int d = c + 1;
                    line.setLength(0);
                    line.append("fm ").append(a).append(' ').append(b).append(' ').append(c).append('\n');
                    line.append("fm ").append(b).append(' ').append(d).append(' ').append(c).append('\n');
                    out.append(line);
                }
            }
        }
    }

    private static double jitter(SplittableRandom random, double amount) {
        return (random.nextDouble() * 2 - 1) * amount;
    }

    /** Appends {@code value} with exactly {@code decimals} digits after the point (fixed digits keep the file's size predictable). */
    private static StringBuilder fixed(StringBuilder line, double value, int decimals) {
        long scale = (long) Math.pow(10, decimals);
        long units = Math.round(Math.abs(value) * scale);
        if (value < 0 && units != 0) {
            line.append('-');
        }
        line.append(units / scale).append('.');
        String fraction = Long.toString(units % scale);
        for (int pad = fraction.length(); pad < decimals; pad++) {
            line.append('0');
        }
        return line.append(fraction);
    }
}
