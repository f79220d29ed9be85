package io.meshport.model;

import io.meshport.model.internal.ModelArrayAccess;
import io.meshport.model.math.HalfFloat;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntToDoubleFunction;

/**
 * One vertex stream of a mesh: {@code vertexCount × size} components of one
 * {@link ComponentType}, stored packed and little-endian in one {@code byte[]}. That keeps every
 * component type lossless (uint, double, half) and makes binary formats a bulk copy. Immutable;
 * equality is over the descriptor and the bytes.
 */
public final class VertexArray {
    private static final VarHandle SHORT = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle FLOAT = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

    static {
        // the format modules reach the bytes below without copies through it
        ModelArrayAccess.install(new ModelStageAccess());
    }

    private final VertexArrayDescriptor descriptor;
    private final int vertexCount;
    private final byte[] data;

    private VertexArray(VertexArrayDescriptor descriptor, int vertexCount, byte[] data) {
        this.descriptor = descriptor;
        this.vertexCount = vertexCount;
        this.data = data;
    }

    /**
     * A copy of {@code vertexCount} vertices' packed little-endian bytes starting at
     * {@code offset} of {@code source}.
     */
    public static VertexArray copyOf(VertexArrayDescriptor descriptor, byte[] source, int offset, int vertexCount) {
        Objects.requireNonNull(descriptor, "descriptor");
        long length = (long) vertexCount * descriptor.stride();
        if (vertexCount < 0 || length > Integer.MAX_VALUE - 8 || offset < 0 || offset + length > source.length) {
            throw new IllegalArgumentException("vertex data out of range: " + vertexCount + " vertices of "
                    + descriptor.stride() + " bytes at " + offset + " in " + source.length + " bytes");
        }
        return new VertexArray(descriptor, vertexCount, Arrays.copyOfRange(source, offset, offset + (int) length));
    }

    /**
     * The array over {@code data} itself, without copying it: an ownership-taking factory for a
     * reader that made the packed little-endian bytes and hands them over. The caller must never
     * change {@code data} afterwards (nor let anything else change it): the array is immutable only
     * as long as its bytes are.
     *
     * @throws IllegalArgumentException when {@code data} is not a whole number of vertices
     */
    public static VertexArray ofOwnedBytes(VertexArrayDescriptor descriptor, byte[] data) {
        Objects.requireNonNull(descriptor, "descriptor");
        if (data.length % descriptor.stride() != 0) {
            throw new IllegalArgumentException(data.length + " bytes are no whole number of " + descriptor.stride()
                    + "-byte vertices");
        }
        return new VertexArray(descriptor, data.length / descriptor.stride(), data);
    }

    /** {@code vertexCount} vertices read from the buffer's position (which advances). */
    public static VertexArray read(VertexArrayDescriptor descriptor, ByteBuffer source, int vertexCount) {
        long length = (long) vertexCount * descriptor.stride();
        if (vertexCount < 0 || length > source.remaining()) {
            throw new IllegalArgumentException("vertex data out of range");
        }
        byte[] bytes = new byte[(int) length];
        source.get(bytes);
        return new VertexArray(descriptor, vertexCount, bytes);
    }

    /**
     * Values given as numbers, converted to the descriptor's component type exactly as
     * {@link #convert} would (rounding and clamping integer types, raw — not normalised).
     */
    public static VertexArray ofFloats(VertexArrayDescriptor descriptor, float[] values) {
        return of(descriptor, values.length, i -> values[i]);
    }

    /** Like {@link #ofFloats} for double input (keeps full precision for DOUBLE arrays). */
    public static VertexArray ofDoubles(VertexArrayDescriptor descriptor, double[] values) {
        return of(descriptor, values.length, i -> values[i]);
    }

    /** Integer values (e.g. blend indexes); uint values are given as their low 32 bits. */
    public static VertexArray ofInts(VertexArrayDescriptor descriptor, int[] values) {
        boolean unsigned = descriptor.component() == ComponentType.UINT;
        return of(descriptor, values.length, i -> unsigned ? Integer.toUnsignedLong(values[i]) : values[i]);
    }

    private static VertexArray of(VertexArrayDescriptor descriptor, int components, IntToDoubleFunction value) {
        Builder b = new Builder(descriptor, checkedCount(descriptor, components));
        for (int i = 0; i < components; i++) {
            b.setRaw(i, value.applyAsDouble(i));
        }
        return b.build();
    }

    private static int checkedCount(VertexArrayDescriptor descriptor, int components) {
        if (components % descriptor.size() != 0) {
            throw new IllegalArgumentException(components + " values is not a multiple of size " + descriptor.size());
        }
        return components / descriptor.size();
    }

    /** The stream's kind, set, name, component type and size. */
    public VertexArrayDescriptor descriptor() {
        return descriptor;
    }

    /** The stream's kind, as its descriptor says. */
    public AttributeKind kind() {
        return descriptor.kind();
    }

    /** The same values under another descriptor of the same component type and size (another kind or name). */
    public VertexArray withDescriptor(VertexArrayDescriptor other) {
        if (other.component() != descriptor.component() || other.size() != descriptor.size()) {
            throw new IllegalArgumentException(other + " does not have the layout of " + descriptor);
        }
        return new VertexArray(other, vertexCount, data);
    }

    /** How many vertices (or, for a triangle stream, triangles) the stream has. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Components per vertex. */
    public int size() {
        return descriptor.size();
    }

    /** Number of stored bytes ({@code vertexCount × stride}). */
    public int byteLength() {
        return data.length;
    }

    /** A read-only little-endian view of the packed bytes. */
    public ByteBuffer bytes() {
        return ByteBuffer.wrap(data).asReadOnlyBuffer().order(ByteOrder.LITTLE_ENDIAN);
    }

    /** The packed bytes themselves, for the formats ({@link ModelStageAccess}); never to be modified. */
    byte[] bytesUnsafe() {
        return data;
    }

    /** Copies the packed bytes into {@code dst} at {@code offset}. */
    public void copyBytesTo(byte[] dst, int offset) {
        System.arraycopy(data, 0, dst, offset, data.length);
    }

    /** The raw numeric value of component {@code c} of vertex {@code v} (integers as numbers, not normalised). */
    public double getDouble(int v, int c) {
        return rawAt(index(v, c));
    }

    /** {@link #getDouble} as a float. */
    public float getFloat(int v, int c) {
        int i = index(v, c);
        if (descriptor.component() == ComponentType.FLOAT) {
            return (float) FLOAT.get(data, i * 4);
        }
        return (float) rawAt(i);
    }

    /** Integer value of component {@code c} of vertex {@code v} (uint unsigned); floats are truncated. */
    public long getLong(int v, int c) {
        int i = index(v, c);
        switch (descriptor.component()) {
            case BYTE: return data[i];
            case UBYTE: return data[i] & 0xff;
            case SHORT: return (short) SHORT.get(data, i * 2);
            case USHORT: return ((short) SHORT.get(data, i * 2)) & 0xffff;
            case INT: return (int) INT.get(data, i * 4);
            case UINT: return Integer.toUnsignedLong((int) INT.get(data, i * 4));
            default: return (long) rawAt(i);
        }
    }

    /**
     * The value as a fraction when the kind stores integers normalised (weights, colours,
     * normals, tangents): ubyte 255 → 1.0, byte -127 → -1.0. Otherwise the raw value.
     */
    public double getNormalized(int v, int c) {
        double raw = getDouble(v, c);
        return normalizes() ? normalized(raw) : raw;
    }

    /** Whether {@link #getNormalized} turns raw values into fractions. */
    private boolean normalizes() {
        return descriptor.component().isInteger() && descriptor.kind().normalizedWhenInteger();
    }

    /** A raw integer value as a fraction of the type's range: ubyte 255 → 1.0, byte -127 → -1.0. */
    private double normalized(double raw) {
        ComponentType t = descriptor.component();
        return t.isSigned() ? Math.max(-1.0, raw / t.maxValue()) : raw / t.maxValue();
    }

    /**
     * The values of vertices {@code first .. first+count-1}, every component, vertex after vertex,
     * into {@code dst} from 0: as {@link #getNormalized} gives them when {@code normalized}, else as
     * {@link #getDouble}. One call per block of vertices instead of one per value.
     */
    public void copyValues(int first, int count, boolean normalized, double[] dst) {
        if (first < 0 || count < 0 || first > vertexCount - count) {
            throw new IndexOutOfBoundsException("vertices " + first + " + " + count + " of " + vertexCount);
        }
        int from = first * descriptor.size();
        int n = count * descriptor.size();
        // the two commonest types without the per-value switch of rawAt
        switch (descriptor.component()) {
            case UBYTE:
                for (int i = 0; i < n; i++) {
                    dst[i] = data[from + i] & 0xff;
                }
                break;
            case FLOAT:
                for (int i = 0; i < n; i++) {
                    dst[i] = (float) FLOAT.get(data, (from + i) * 4);
                }
                break;
            default:
                for (int i = 0; i < n; i++) {
                    dst[i] = rawAt(from + i);
                }
        }
        if (normalized && normalizes()) {
            for (int i = 0; i < n; i++) {
                dst[i] = normalized(dst[i]);
            }
        }
    }

    /** All raw values as floats, vertex after vertex. */
    public float[] toFloatArray() {
        float[] out = new float[vertexCount * descriptor.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) rawAt(i);
        }
        return out;
    }

    /** Vertices {@code first .. first+count-1} as a new array. */
    public VertexArray slice(int first, int count) {
        if (first < 0 || count < 0 || first + (long) count > vertexCount) {
            throw new IndexOutOfBoundsException("slice " + first + "+" + count + " of " + vertexCount);
        }
        int stride = descriptor.stride();
        return new VertexArray(descriptor, count, Arrays.copyOfRange(data, first * stride, (first + count) * stride));
    }

    /** A new array whose vertex {@code i} is this array's vertex {@code order[i]}. */
    public VertexArray gather(int[] order) {
        int stride = descriptor.stride();
        byte[] out = new byte[Math.multiplyExact(order.length, stride)];
        for (int i = 0; i < order.length; i++) {
            int src = order[i];
            if (src < 0 || src >= vertexCount) {
                throw new IndexOutOfBoundsException("vertex " + src + " of " + vertexCount);
            }
            System.arraycopy(data, src * stride, out, i * stride, stride);
        }
        return new VertexArray(descriptor, order.length, out);
    }

    /**
     * This array in another component type and size. Kinds that store integers normalised
     * convert as fractions (float 1.0 → ubyte 255); other kinds convert numerically with
     * rounding and clamping. Missing components are filled with {@code fill[c]} (or 0).
     */
    public VertexArray convert(ComponentType target, int targetSize, double... fill) {
        VertexArrayDescriptor d = descriptor.withLayout(target, targetSize);
        if (d.equals(descriptor)) {
            return this;
        }
        boolean normalized = descriptor.kind().normalizedWhenInteger();
        Builder b = new Builder(d, vertexCount);
        for (int v = 0; v < vertexCount; v++) {
            for (int c = 0; c < targetSize; c++) {
                int dst = v * targetSize + c;
                if (c < descriptor.size()) {
                    if (normalized && target.isInteger()) {
                        double f = getNormalized(v, c);
                        b.setRaw(dst, f * target.maxValue());
                    } else if (normalized) {
                        b.setRaw(dst, getNormalized(v, c));
                    } else {
                        b.setRaw(dst, getDouble(v, c));
                    }
                } else {
                    double f = c < fill.length ? fill[c] : 0;
                    b.setRaw(dst, normalized && target.isInteger() ? f * target.maxValue() : f);
                }
            }
        }
        return b.build();
    }

    private int index(int v, int c) {
        if (v < 0 || v >= vertexCount || c < 0 || c >= descriptor.size()) {
            throw new IndexOutOfBoundsException("vertex " + v + " component " + c);
        }
        return v * descriptor.size() + c;
    }

    private double rawAt(int i) {
        switch (descriptor.component()) {
            case BYTE: return data[i];
            case UBYTE: return data[i] & 0xff;
            case SHORT: return (short) SHORT.get(data, i * 2);
            case USHORT: return ((short) SHORT.get(data, i * 2)) & 0xffff;
            case INT: return (int) INT.get(data, i * 4);
            case UINT: return Integer.toUnsignedLong((int) INT.get(data, i * 4));
            case HALF: return HalfFloat.toFloat((short) SHORT.get(data, i * 2));
            case FLOAT: return (float) FLOAT.get(data, i * 4);
            case DOUBLE: return (double) DOUBLE.get(data, i * 8);
            default: throw new AssertionError(descriptor.component());
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VertexArray other && descriptor.equals(other.descriptor)
                && vertexCount == other.vertexCount && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return 31 * descriptor.hashCode() + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return descriptor.attributeName() + "[" + vertexCount + " × " + descriptor.size() + " "
                + descriptor.component().word() + "]";
    }

    /**
     * Fills a new array component by component (raw values, rounded and clamped for integer
     * types). For producers that do not have packed bytes, e.g. text readers.
     */
    public static final class Builder {
        private final VertexArrayDescriptor descriptor;
        private final int vertexCount;
        private byte[] data;

        /**
         * A builder of {@code vertexCount} vertices of {@code descriptor}'s shape, every component 0 until
         * set.
         *
         * @throws IllegalArgumentException when {@code vertexCount} is negative or the bytes would not fit in
         *     one array
         * @throws NullPointerException when {@code descriptor} is null
         */
        public Builder(VertexArrayDescriptor descriptor, int vertexCount) {
            this.descriptor = Objects.requireNonNull(descriptor, "descriptor");
            long length = (long) vertexCount * descriptor.stride();
            if (vertexCount < 0 || length > Integer.MAX_VALUE - 8) {
                throw new IllegalArgumentException("too many vertices: " + vertexCount);
            }
            this.vertexCount = vertexCount;
            this.data = new byte[(int) length];
        }

        /** Sets component index {@code i} (= vertex × size + component) to {@code value}. */
        public Builder setRaw(int i, double value) {
            ComponentType t = descriptor.component();
            switch (t) {
                case BYTE: data[i] = (byte) clampRound(value, t); break;
                case UBYTE: data[i] = (byte) clampRound(value, t); break;
                case SHORT:
                case USHORT: SHORT.set(data, i * 2, (short) clampRound(value, t)); break;
                case INT:
                case UINT: INT.set(data, i * 4, (int) clampRound(value, t)); break;
                case HALF: SHORT.set(data, i * 2, HalfFloat.fromFloat((float) value)); break;
                case FLOAT: FLOAT.set(data, i * 4, (float) value); break;
                case DOUBLE: DOUBLE.set(data, i * 8, value); break;
                default: throw new AssertionError(t);
            }
            return this;
        }

        /** Sets component {@code c} of vertex {@code v}. */
        public Builder set(int v, int c, double value) {
            return setRaw(v * descriptor.size() + c, value);
        }

        private static long clampRound(double value, ComponentType t) {
            if (Double.isNaN(value)) {
                return 0;
            }
            double r = Math.rint(value);
            return (long) Math.max(t.minValue(), Math.min(t.maxValue(), r));
        }

        /** The array; hands the bytes over without copying, so a builder builds once. */
        public VertexArray build() {
            if (data == null) {
                throw new IllegalStateException("already built");
            }
            byte[] bytes = data;
            data = null;
            return new VertexArray(descriptor, vertexCount, bytes);
        }
    }
}
