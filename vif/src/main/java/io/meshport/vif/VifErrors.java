package io.meshport.vif;

import java.util.Arrays;

/**
 * VIF 2.3's error parameters: {@code count} entries of {@code size} floats each ({@code e} records).
 * Entry 0 belongs to every vertex without children; a merge names the entry of its parent. The
 * floats mean what the program that wrote them meant: VIF only carries them.
 */
public final class VifErrors {
    public static final VifErrors NONE = new VifErrors(0, new float[0], true);

    final int size;
    final float[] values;

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

    public int count() {
        return size == 0 ? 0 : values.length / size;
    }

    /** Floats per entry; 0 when there are none. */
    public int size() {
        return size;
    }

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
