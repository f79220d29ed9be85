package io.meshport.model;

/** The numeric type of one component of a vertex attribute. Declared in the order IQM numbers them. */
public enum ComponentType {
    BYTE(1, true, true),
    UBYTE(1, true, false),
    SHORT(2, true, true),
    USHORT(2, true, false),
    INT(4, true, true),
    UINT(4, true, false),
    HALF(2, false, true),
    FLOAT(4, false, true),
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

    public boolean isInteger() {
        return integer;
    }

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
