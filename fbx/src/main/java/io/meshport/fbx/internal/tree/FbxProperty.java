package io.meshport.fbx.internal.tree;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One value of a node: what a binary property record or an ASCII value holds, typed by FBX's own
 * type codes so that a walk can switch on {@link #type()} or test with {@code instanceof}.
 *
 * <p>Binary codes: {@code Y} (int16), {@code C} (a byte, FBX's bool), {@code I} (int32), {@code L}
 * (int64), {@code F} (float32), {@code D} (float64), {@code S} (string), {@code R} (raw bytes),
 * and the arrays {@code i}, {@code l}, {@code f}, {@code d}, {@code b}. ASCII says no widths: an
 * integer literal is an {@code L}, a real one a {@code D}, a quoted string an {@code S}, a bare word
 * (FBX writes {@code T}, {@code Y}, {@code W}...) a {@code W} (ASCII only), and an array
 * {@code *N {a: ...}} an {@code i} when every value is an int, an {@code l} when every value is an
 * integer, else a {@code d}. The scene reads values through the widening accessors
 * ({@link #asDouble()}, {@link #asDoubles()}...) and so does not care which encoding it reads.
 *
 * <p>Arrays are the file's values, shared and never copied: callers must not modify them.
 */
public sealed interface FbxProperty {
    /** FBX's type code of the value (see the class comment). */
    char type();

    /** True for a number: {@code Y C I L F D}. */
    default boolean isNumber() {
        return false;
    }

    /** True for an array: {@code i l f d b}. */
    default boolean isArray() {
        return false;
    }

    /**
     * The number as a double (an int64 beyond 2^53 rounds).
     *
     * @throws IllegalStateException if this is not a number
     */
    default double asDouble() {
        throw new IllegalStateException("not a number: " + this);
    }

    /**
     * The number as a long, if it is an integer.
     *
     * @throws IllegalStateException if this is not an integer
     */
    default long asLong() {
        throw new IllegalStateException("not an integer: " + this);
    }

    /**
     * The string or word.
     *
     * @throws IllegalStateException if this is neither
     */
    default String asString() {
        throw new IllegalStateException("not a string: " + this);
    }

    /** The number of values of an array; 1 for a scalar. */
    default int length() {
        return 1;
    }

    /**
     * The array's values as doubles: a {@code d} array itself, any other numeric array converted.
     *
     * @throws IllegalStateException if this is not an array
     */
    default double[] asDoubles() {
        throw new IllegalStateException("not an array: " + this);
    }

    /**
     * The array's values as ints: an {@code i} array itself, any other converted (reals truncated,
     * longs wrapped: the scene checks ranges with {@link #isArray()} and the type where it matters).
     *
     * @throws IllegalStateException if this is not an array
     */
    default int[] asInts() {
        throw new IllegalStateException("not an array: " + this);
    }

    /** An integer: {@code Y}, {@code I}, {@code L} (binary widths) or an ASCII integer ({@code L}). */
    record IntegerValue(char type, long value) implements FbxProperty {
        @Override
        public boolean isNumber() {
            return true;
        }

        @Override
        public double asDouble() {
            return value;
        }

        @Override
        public long asLong() {
            return value;
        }

        @Override
        public String toString() {
            return type + ":" + value;
        }
    }

    /** A real: {@code F} or {@code D} ({@code F} values are floats widened exactly). */
    record RealValue(char type, double value) implements FbxProperty {
        @Override
        public boolean isNumber() {
            return true;
        }

        @Override
        public double asDouble() {
            return value;
        }

        @Override
        public String toString() {
            return type + ":" + value;
        }
    }

    /** {@code C}: FBX's bool, one byte as the file holds it (writers use 0/1; some 'T'/'F' or 'Y'/'N'). */
    record BooleanValue(byte raw) implements FbxProperty {
        @Override
        public char type() {
            return 'C';
        }

        @Override
        public boolean isNumber() {
            return true;
        }

        @Override
        public double asDouble() {
            return raw;
        }

        @Override
        public long asLong() {
            return raw;
        }

        /** True unless the byte is 0, 'F' or 'N'. */
        public boolean isTrue() {
            return raw != 0 && raw != 'F' && raw != 'N';
        }

        @Override
        public String toString() {
            return "C:" + raw;
        }
    }

    /**
     * {@code S}: a string as written, decoded as UTF-8; a binary object name keeps FBX's
     * {@code name\0\1Class} form ({@link FbxNames} reads either form).
     */
    record StringValue(String value) implements FbxProperty {
        @Override
        public char type() {
            return 'S';
        }

        @Override
        public String asString() {
            return value;
        }

        @Override
        public String toString() {
            return "S:\"" + value.replace("\0\1", "\\0\\1") + '"';
        }
    }

    /** {@code W} (ASCII only): an unquoted word such as {@code T}, {@code Y} or {@code W}. */
    record WordValue(String value) implements FbxProperty {
        @Override
        public char type() {
            return 'W';
        }

        @Override
        public String asString() {
            return value;
        }

        @Override
        public String toString() {
            return "W:" + value;
        }
    }

    /** {@code R}: raw bytes (a file id, an embedded texture). */
    record RawValue(byte[] bytes) implements FbxProperty {
        @Override
        public char type() {
            return 'R';
        }

        @Override
        public int length() {
            return bytes.length;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof RawValue r && Arrays.equals(bytes, r.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "R:" + bytes.length + " bytes";
        }

        /** The bytes as UTF-8 text, for the raw values that FBX uses for strings. */
        public String text() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** {@code d}: an array of float64. */
    record DoubleArray(double[] values) implements FbxProperty {
        @Override
        public char type() {
            return 'd';
        }

        @Override
        public boolean isArray() {
            return true;
        }

        @Override
        public int length() {
            return values.length;
        }

        @Override
        public double[] asDoubles() {
            return values;
        }

        @Override
        public int[] asInts() {
            int[] out = new int[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = (int) values[i];
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof DoubleArray a && Arrays.equals(values, a.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "d[" + values.length + "]";
        }
    }

    /** {@code f}: an array of float32. */
    record FloatArray(float[] values) implements FbxProperty {
        @Override
        public char type() {
            return 'f';
        }

        @Override
        public boolean isArray() {
            return true;
        }

        @Override
        public int length() {
            return values.length;
        }

        @Override
        public double[] asDoubles() {
            double[] out = new double[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = values[i];
            }
            return out;
        }

        @Override
        public int[] asInts() {
            int[] out = new int[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = (int) values[i];
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof FloatArray a && Arrays.equals(values, a.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "f[" + values.length + "]";
        }
    }

    /** {@code i}: an array of int32. */
    record IntArray(int[] values) implements FbxProperty {
        @Override
        public char type() {
            return 'i';
        }

        @Override
        public boolean isArray() {
            return true;
        }

        @Override
        public int length() {
            return values.length;
        }

        @Override
        public double[] asDoubles() {
            double[] out = new double[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = values[i];
            }
            return out;
        }

        @Override
        public int[] asInts() {
            return values;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof IntArray a && Arrays.equals(values, a.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "i[" + values.length + "]";
        }
    }

    /** {@code l}: an array of int64. */
    record LongArray(long[] values) implements FbxProperty {
        @Override
        public char type() {
            return 'l';
        }

        @Override
        public boolean isArray() {
            return true;
        }

        @Override
        public int length() {
            return values.length;
        }

        @Override
        public double[] asDoubles() {
            double[] out = new double[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = values[i];
            }
            return out;
        }

        @Override
        public int[] asInts() {
            int[] out = new int[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = (int) values[i];
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LongArray a && Arrays.equals(values, a.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "l[" + values.length + "]";
        }
    }

    /** {@code b}: an array of bools, one byte each as the file holds them. */
    record BooleanArray(byte[] values) implements FbxProperty {
        @Override
        public char type() {
            return 'b';
        }

        @Override
        public boolean isArray() {
            return true;
        }

        @Override
        public int length() {
            return values.length;
        }

        @Override
        public double[] asDoubles() {
            double[] out = new double[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = values[i];
            }
            return out;
        }

        @Override
        public int[] asInts() {
            int[] out = new int[values.length];
            for (int i = 0; i < out.length; i++) {
                out[i] = values[i];
            }
            return out;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BooleanArray a && Arrays.equals(values, a.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "b[" + values.length + "]";
        }
    }
}
