package io.meshport.gltf.internal;

import de.javagl.jgltf.model.GltfConstants;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.Arrays;

/**
 * An accessor's {@code min} and {@code max}, per component, taken in one pass over its packed
 * little-endian bytes as the buffer builder has them. JglTF's {@code GltfCreatorV2} computes them
 * for every accessor through its generic element getters, with no way to hand it values already
 * known (a sixth of writing a large model); the writer gives it accessor data of no elements and
 * sets these instead. The values are exactly what JglTF computes: the same number types (floats
 * as {@link Float}, bytes and shorts as {@link Integer}, unsigned ints as {@link Long}), unsigned
 * components as unsigned, {@link Math#min(float, float)}'s handling of NaN and signed zeros, and
 * for no elements the extreme starting values JglTF reports then.
 *
 * @param min the least value of each component
 * @param max the greatest value of each component
 */
public record GltfAccessorRange(Number[] min, Number[] max) {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    /**
     * Values copied out of the bytes at a time (as ints; a whole number of elements): 16 KB, within
     * the cache. Package-private for the test, which crosses blocks.
     */
    static final int BLOCK = 4096;

    /**
     * The range of {@code count} elements of {@code size} components of glTF component type
     * {@code glComponent}, packed in {@code data}.
     */
    public static GltfAccessorRange of(int glComponent, int size, int count, byte[] data) {
        return switch (glComponent) {
            case GltfConstants.GL_FLOAT -> floats(size, count, data);
            case GltfConstants.GL_UNSIGNED_INT -> unsignedInts(size, count, ints(data));
            default -> ints(glComponent, size, count, data);
        };
    }

    /**
     * The range of unsigned ints {@code values}, one component each (triangle indices the buffer
     * holds as the mesh's own ints): as {@link #of} takes it from their packed bytes.
     */
    public static GltfAccessorRange ofUnsignedInts(int[] values) {
        return unsignedInts(1, values.length, IntBuffer.wrap(values));
    }

    /**
     * Floats compared as ints whose order is the floats' with {@code -0.0} below {@code 0.0}
     * ({@link Math#min(float, float)}'s order) and NaNs beyond the infinities, where they are
     * seen: a loop of int minima and maxima the JIT keeps in registers, a component at a time.
     */
    private static GltfAccessorRange floats(int size, int count, byte[] data) {
        int[][] extremes = extremes(size, count, ints(data), 0x7fffffff, 0, key(Float.MAX_VALUE),
                key(-Float.MAX_VALUE));
        Number[] lo = new Number[size];
        Number[] hi = new Number[size];
        for (int c = 0; c < size; c++) {
            int min = extremes[0][c];
            int max = extremes[1][c];
            boolean nan = max > key(Float.POSITIVE_INFINITY) || min < key(Float.NEGATIVE_INFINITY);
            lo[c] = nan ? Float.NaN : Float.intBitsToFloat(key(min));
            hi[c] = nan ? Float.NaN : Float.intBitsToFloat(key(max));
        }
        return new GltfAccessorRange(lo, hi);
    }

    /**
     * Per component the least and the greatest order key of the 32-bit values {@code in}, from
     * {@code min} and {@code max} on: a value's key is its bits with the bits of {@code negative}
     * flipped where it is negative (the float order: {@link #key(int)}), then those of {@code flip}
     * (the sign bit: the unsigned order).
     */
    private static int[][] extremes(int size, int count, IntBuffer in, int negative, int flip, int min, int max) {
        int[] least = new int[size];
        int[] greatest = new int[size];
        Arrays.fill(least, min);
        Arrays.fill(greatest, max);
        int block = Math.max(1, BLOCK / size);
        int[] values = new int[block * size];
        for (int first = 0; first < count; first += block) {
            int elements = Math.min(block, count - first);
            in.get(first * size, values, 0, elements * size);
            for (int c = 0; c < size; c++) {
                int lo = least[c];
                int hi = greatest[c];
                for (int e = 0; e < elements; e++) {
                    int bits = values[e * size + c];
                    int k = bits ^ (bits >> 31 & negative) ^ flip;
                    lo = Math.min(lo, k);
                    hi = Math.max(hi, k);
                }
                least[c] = lo;
                greatest[c] = hi;
            }
        }
        return new int[][] {least, greatest};
    }

    /**
     * The packed bytes as little-endian ints, which the loops here copy out a block at a time:
     * one bulk copy, then plain array loops, which cost the same in both compiler tiers, where
     * reading each value through a view or a {@code VarHandle} is a chain of calls to the first
     * tier (the JVM's only one when the launcher runs a large conversion on two cores).
     */
    private static IntBuffer ints(byte[] data) {
        return ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
    }

    private static int key(float f) {
        return key(Float.floatToRawIntBits(f));
    }

    /** The order key of a float's bits, and (the same operation) the bits of an order key. */
    private static int key(int bits) {
        return bits ^ ((bits >> 31) & 0x7fffffff);
    }

    private static GltfAccessorRange unsignedInts(int size, int count, IntBuffer in) {
        // unsigned order is signed order with the sign bit flipped
        int[][] extremes = extremes(size, count, in, 0, Integer.MIN_VALUE, -1 ^ Integer.MIN_VALUE, Integer.MIN_VALUE);
        Number[] lo = new Number[size];
        Number[] hi = new Number[size];
        for (int c = 0; c < size; c++) {
            lo[c] = count == 0 ? Long.MAX_VALUE : Integer.toUnsignedLong(extremes[0][c] ^ Integer.MIN_VALUE);
            hi[c] = count == 0 ? Long.MIN_VALUE : Integer.toUnsignedLong(extremes[1][c] ^ Integer.MIN_VALUE);
        }
        return new GltfAccessorRange(lo, hi);
    }

    /** Bytes and shorts, signed or not, which JglTF reports as ints. */
    private static GltfAccessorRange ints(int glComponent, int size, int count, byte[] data) {
        Number[] lo = new Number[size];
        Number[] hi = new Number[size];
        int bytes = switch (glComponent) {
            case GltfConstants.GL_BYTE, GltfConstants.GL_UNSIGNED_BYTE -> 1;
            case GltfConstants.GL_SHORT, GltfConstants.GL_UNSIGNED_SHORT -> 2;
            default -> throw new IllegalArgumentException("no glTF component type " + glComponent);
        };
        int stride = size * bytes;
        for (int c = 0; c < size; c++) {
            int min = Integer.MAX_VALUE;
            int max = Integer.MIN_VALUE;
            int from = c * bytes;
            switch (glComponent) {
                case GltfConstants.GL_BYTE -> {
                    for (int e = 0, at = from; e < count; e++, at += stride) {
                        min = Math.min(min, data[at]);
                        max = Math.max(max, data[at]);
                    }
                }
                case GltfConstants.GL_UNSIGNED_BYTE -> {
                    for (int e = 0, at = from; e < count; e++, at += stride) {
                        min = Math.min(min, data[at] & 0xff);
                        max = Math.max(max, data[at] & 0xff);
                    }
                }
                case GltfConstants.GL_SHORT -> {
                    for (int e = 0, at = from; e < count; e++, at += stride) {
                        short v = (short) SHORT.get(data, at);
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                    }
                }
                default -> {
                    for (int e = 0, at = from; e < count; e++, at += stride) {
                        int v = (short) SHORT.get(data, at) & 0xffff;
                        min = Math.min(min, v);
                        max = Math.max(max, v);
                    }
                }
            }
            lo[c] = min;
            hi[c] = max;
        }
        return new GltfAccessorRange(lo, hi);
    }
}
