package io.meshport.vif;

import java.util.Arrays;

/**
 * VIF 2.3's error parameters: {@code count} entries of {@code size} floats each ({@code e} records).
 * Entry 0 belongs to every vertex without children; a merge names the entry of its parent. The
 * floats mean what the program that wrote them meant: VIF only carries them.
 */
public final class VifErrors {
    /** No error parameters: what a file before 2.3, or with {@code errorparams: 0}, has. */
    public static final VifErrors NONE = new VifErrors(0, new float[0], true);

    final int size;
    final float[] values;

    /**
     * Error parameters from their floats, entry after entry.
     *
     * @param size the floats per entry (the header's {@code errorparam size:}); 0 only with no values
     * @param values entry 0's floats, then entry 1's..., copied; their count is
     *     {@code errorparams:} times {@code size}
     * @throws IllegalArgumentException if {@code size} is negative, 0 with values, or positive
     *     without values, if the values do not fill whole entries, or if one is NaN or infinite
     */
    public VifErrors(int size, float[] values) {
        this(size, values.clone(), true);
    }

    VifErrors(int size, float[] values, boolean owned) {
        if (size < 0 || size == 0 && values.length > 0 || size > 0 && values.length % size != 0) {
            throw new IllegalArgumentException(values.length + " error values do not make entries of " + size);
        }
        if (size > 0 && values.length == 0) {
            throw new IllegalArgumentException("an error size without errors");
        }
        for (float f : values) {
            if (!Float.isFinite(f)) {
                throw new IllegalArgumentException("error value " + f + ": VIF numbers are finite");
            }
        }
        this.size = size;
        this.values = values;
    }

    /**
     * The number of entries: the header's {@code errorparams:}.
     *
     * @return the entry count; 0 for {@link #NONE}
     */
    public int count() {
        return size == 0 ? 0 : values.length / size;
    }

    /**
     * The floats per entry: the header's {@code errorparam size:}.
     *
     * @return at least 1 when there are entries; 0 when there are none
     */
    public int size() {
        return size;
    }

    /**
     * One float of one entry ({@code e<entry>} record), as written; what it measures is up to the
     * program that wrote the file.
     *
     * @param entry the entry, 0..{@code count() - 1}
     * @param k which of its floats, 0..{@code size() - 1}
     * @return the value, always finite
     * @throws ArrayIndexOutOfBoundsException if {@code entry} is out of range
     */
    public float value(int entry, int k) {
        return values[entry * size + k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VifErrors e && size == e.size && Arrays.equals(values, e.values);
    }

    @Override
    public int hashCode() {
        return 31 * size + Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return "VifErrors[" + count() + " x " + size + "]";
    }
}
