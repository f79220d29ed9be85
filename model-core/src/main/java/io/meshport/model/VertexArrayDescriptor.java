package io.meshport.model;

import java.util.Objects;

/**
 * The shape of one vertex (or triangle) stream: its kind, its set number, its name when custom,
 * its component type and its number of components (1 to 4).
 *
 * <p>Texture coordinates and colours come in <em>sets</em> (VIF's {@code x0..xN}, glTF's
 * {@code TEXCOORD_n}): set 0 is the stream every format knows, sets 1 and up are further streams of
 * the same kind, named {@code texcoord1}, {@code color2}... Other kinds have only set 0.
 *
 * @param kind what the stream means
 * @param customName the stream's name when {@code kind} is {@link AttributeKind#CUSTOM}; null otherwise
 * @param component the numeric type of each component
 * @param size the number of components per vertex (or triangle), 1 to 4
 * @param set 0 for the first (or only) stream of the kind; above 0 only for texcoords and colours
 */
public record VertexArrayDescriptor(AttributeKind kind, String customName, ComponentType component, int size,
        int set) {

    /**
     * Checks the descriptor describes a stream that can exist.
     *
     * @throws IllegalArgumentException when {@code size} is not 1 to 4, a standard kind has a name, or a set
     *     above 0 is asked of a kind without sets
     * @throws NullPointerException when {@code kind} or {@code component} is null, or a custom stream has no
     *     name
     */
    public VertexArrayDescriptor {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(component, "component");
        if (size < 1 || size > 4) {
            throw new IllegalArgumentException("vertex array size must be 1..4, was " + size);
        }
        if (kind == AttributeKind.CUSTOM) {
            Objects.requireNonNull(customName, "a custom vertex array needs a name");
        } else if (customName != null) {
            throw new IllegalArgumentException("only custom vertex arrays have a name");
        }
        if (set < 0 || set > 0 && !kind.hasSets()) {
            throw new IllegalArgumentException(kind.word() + " streams have no set " + set);
        }
    }

    /** A descriptor of set 0. */
    public VertexArrayDescriptor(AttributeKind kind, String customName, ComponentType component, int size) {
        this(kind, customName, component, size, 0);
    }

    /** Set 0 of the standard kind {@code kind}. */
    public static VertexArrayDescriptor of(AttributeKind kind, ComponentType component, int size) {
        return new VertexArrayDescriptor(kind, null, component, size, 0);
    }

    /** Set {@code set} of a kind that has sets (texcoord, colour). */
    public static VertexArrayDescriptor of(AttributeKind kind, int set, ComponentType component, int size) {
        return new VertexArrayDescriptor(kind, null, component, size, set);
    }

    /** A custom stream called {@code name}. */
    public static VertexArrayDescriptor custom(String name, ComponentType component, int size) {
        return new VertexArrayDescriptor(AttributeKind.CUSTOM, name, component, size, 0);
    }

    /**
     * The stream's name: the kind's word, with the set number above set 0 ({@code texcoord1}), or the
     * custom name.
     */
    public String attributeName() {
        if (kind == AttributeKind.CUSTOM) {
            return customName;
        }
        return set == 0 ? kind.word() : kind.word() + set;
    }

    /**
     * Whether {@code o} is a descriptor with the same components, as a record compares them. Written
     * out: a record's own equals and hashCode are made from method handles at their first call, and
     * the classes they spin (about 25 ms of every run that reads a model) no class-data archive keeps.
     */
    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof VertexArrayDescriptor d && kind == d.kind && component == d.component
                && size == d.size && set == d.set && Objects.equals(customName, d.customName);
    }

    /** A hash of the components, combined as a record's is. */
    @Override
    public int hashCode() {
        int h = kind.hashCode();
        h = h * 31 + Objects.hashCode(customName);
        h = h * 31 + component.hashCode();
        h = h * 31 + size;
        return h * 31 + set;
    }

    /** Whether {@code other} describes the same stream of a mesh (kind, set and name), whatever its layout. */
    public boolean sameStream(VertexArrayDescriptor other) {
        return kind == other.kind && set == other.set && Objects.equals(customName, other.customName);
    }

    /** The same stream stored as {@code newComponent × newSize}. */
    public VertexArrayDescriptor withLayout(ComponentType newComponent, int newSize) {
        return new VertexArrayDescriptor(kind, customName, newComponent, newSize, set);
    }

    /** Bytes per vertex. */
    public int stride() {
        return size * component.bytes();
    }
}
