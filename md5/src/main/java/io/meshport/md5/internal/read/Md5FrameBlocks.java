package io.meshport.md5.internal.read;

import io.meshport.io.ModelFormatException;
import io.meshport.text.pool.DoubleList;
import io.meshport.text.pool.IntList;

/**
 * An animation's {@code frame} blocks as their lines come: each block's index, where it was said
 * (for an error found at the end) and its values, in file order; put in index order at the end of
 * the file, when every frame must have come once. Like {@link Md5MeshBlock}, nothing is allocated
 * by a count before the lines it counts are read.
 */
final class Md5FrameBlocks {
    /** Each frame block's index, in file order, and its values, in file order. */
    private final IntList indexes = new IntList(64);
    private final IntList lines = new IntList(64);
    private final IntList columns = new IntList(64);
    private final DoubleList values = new DoubleList();
    private int valuesAtStart;

    /** A {@code frame N} line: block {@code index}, said at {@code line} and {@code column}. */
    void start(int index, int line, int column) {
        indexes.add(index);
        lines.add(line);
        columns.add(column);
        valuesAtStart = values.size();
    }

    /** One value of the frame block being read. */
    void add(double value) {
        values.add(value);
    }

    /** How many values the frame block being read has so far. */
    int valuesInFrame() {
        return values.size() - valuesAtStart;
    }

    /** The index of the frame block read last. */
    int lastIndex() {
        return indexes.get(indexes.size() - 1);
    }

    /** How many frame blocks came. */
    int count() {
        return indexes.size();
    }

    /**
     * The values of the {@code frameCount} frames in index order, {@code components} a frame, once
     * {@link #count()} is {@code frameCount} and each block had {@code components} values.
     *
     * @throws ModelFormatException at a frame's second block, found in {@code source}
     */
    double[] inIndexOrder(String source, int frameCount, int components) throws ModelFormatException {
        // every frame once: frameCount blocks with indexes in range, so a repeat means a frame is missing
        double[] ordered = new double[Math.multiplyExact(frameCount, components)];
        int[] seenAt = new int[frameCount];
        for (int f = 0; f < indexes.size(); f++) {
            int index = indexes.get(f);
            if (seenAt[index] != 0) {
                throw ModelFormatException.atLine(source, lines.get(f), columns.get(f), "frame " + index
                        + " again (first at line " + seenAt[index] + ")");
            }
            seenAt[index] = lines.get(f);
            for (int c = 0; c < components; c++) {
                ordered[index * components + c] = values.get(f * components + c);
            }
        }
        return ordered;
    }
}
