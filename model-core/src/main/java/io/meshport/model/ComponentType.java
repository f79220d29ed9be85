package io.meshport.model;

/** The numeric type of one component of a vertex attribute. Declared in the order IQM numbers them. */
public enum ComponentType {
    /** Signed 8-bit integer. */
    BYTE(1, true, true),
    /** Unsigned 8-bit integer. */
    UBYTE(1, true, false),
    /** Signed 16-bit integer. */
    SHORT(2, true, true),
    /** Unsigned 16-bit integer. */
    USHORT(2, true, false),
    /** Signed 32-bit integer. */
    INT(4, true, true),
    /** Unsigned 32-bit integer. */
    UINT(4, true, false),
    /** IEEE 754 half-precision (16-bit) float. */
    HALF(2, false, true),
    /** IEEE 754 single-precision (32-bit) float. */
    FLOAT(4, false, true),
    /** IEEE 754 double-precision (64-bit) float. */
    DOUBLE(8, false, true);

    private final int bytes;
    private final boolean integer;
    private final boolean signed;

    ComponentType(int bytes, boolean integer, boolean signed) {
        this.bytes = bytes;
        this.integer = integer;
        this.signed = signed;
    }

    /** Size of one component in bytes. */
    public int bytes() {
        return bytes;
    }

    /** Whether the type is an integer type (else a float type). */
    public boolean isInteger() {
        return integer;
    }

    /** Whether the type holds negative values; true for every float type. */
    public boolean isSigned() {
        return signed;
    }

    /** Lower-case name as IQE's {@code vertexarray} and the CLI spell it ({@code ubyte}, {@code half}...). */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Largest value of an integer type, as a double (what a normalised 1.0 is stored as); 1 for floats. */
    public double maxValue() {
        switch (this) {
            case BYTE: return 127;
            case UBYTE: return 255;
            case SHORT: return 32767;
            case USHORT: return 65535;
            case INT: return Integer.MAX_VALUE;
            case UINT: return 4294967295.0;
            default: return 1;
        }
    }

    double minValue() {
        switch (this) {
            case BYTE: return -128;
            case SHORT: return -32768;
            case INT: return Integer.MIN_VALUE;
            case UBYTE: case USHORT: case UINT: return 0;
            default: return Double.NEGATIVE_INFINITY;
        }
    }
}
