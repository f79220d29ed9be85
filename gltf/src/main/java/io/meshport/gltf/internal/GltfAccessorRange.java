package io.meshport.gltf.internal;

import de.javagl.jgltf.model.GltfConstants;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

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
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * The range of {@code count} elements of {@code size} components of glTF component type
     * {@code glComponent}, packed in {@code data}.
     */
    public static GltfAccessorRange of(int glComponent, int size, int count, byte[] data) {
        return switch (glComponent) {
            case GltfConstants.GL_FLOAT -> floats(size, count, data);
            case GltfConstants.GL_UNSIGNED_INT -> unsignedInts(size, count, data);
            default -> ints(glComponent, size, count, data);
        };
    }

    /**
     * Floats compared as ints whose order is the floats' with {@code -0.0} below {@code 0.0}
     * ({@link Math#min(float, float)}'s order) and NaNs beyond the infinities, where they are
     * seen: a loop of int minima and maxima the JIT keeps in registers, a component at a time.
     * The loops here count elements by one: a loop stepping by the stride, a variable, is no
     * counted loop to the JIT, which then neither unrolls it nor takes its range checks out.
     */
    private static GltfAccessorRange floats(int size, int count, byte[] data) {
        Number[] lo = new Number[size];
        Number[] hi = new Number[size];
        int stride = size * 4;
        for (int c = 0; c < size; c++) {
            int min = key(Float.MAX_VALUE);
            int max = key(-Float.MAX_VALUE);
            for (int e = 0, at = c * 4; e < count; e++, at += stride) {
                int k = key((int) INT.get(data, at));
                min = Math.min(min, k);
                max = Math.max(max, k);
            }
            boolean nan = max > key(Float.POSITIVE_INFINITY) || min < key(Float.NEGATIVE_INFINITY);
            lo[c] = nan ? Float.NaN : Float.intBitsToFloat(key(min));
            hi[c] = nan ? Float.NaN : Float.intBitsToFloat(key(max));
        }
        return new GltfAccessorRange(lo, hi);
    }

    private static int key(float f) {
        return key(Float.floatToRawIntBits(f));
    }

    /** The order key of a float's bits, and (the same operation) the bits of an order key. */
    private static int key(int bits) {
        return bits ^ ((bits >> 31) & 0x7fffffff);
    }

    private static GltfAccessorRange unsignedInts(int size, int count, byte[] data) {
        Number[] lo = new Number[size];
        Number[] hi = new Number[size];
        int stride = size * 4;
        for (int c = 0; c < size; c++) {
            // unsigned order is signed order with the sign bit flipped
            int min = -1 ^ Integer.MIN_VALUE;
            int max = Integer.MIN_VALUE;
            for (int e = 0, at = c * 4; e < count; e++, at += stride) {
                int k = (int) INT.get(data, at) ^ Integer.MIN_VALUE;
                min = Math.min(min, k);
                max = Math.max(max, k);
            }
            lo[c] = count == 0 ? Long.MAX_VALUE : Integer.toUnsignedLong(min ^ Integer.MIN_VALUE);
            hi[c] = count == 0 ? Long.MIN_VALUE : Integer.toUnsignedLong(max ^ Integer.MIN_VALUE);
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
