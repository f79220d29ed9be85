package io.meshport.model;

import java.util.Objects;

/**
 * The shape of one vertex stream: its kind, its name when custom, its component type and its
 * number of components (1 to 4).
 */
public record VertexArrayDescriptor(AttributeKind kind, String customName, ComponentType component, int size) {

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
    }

    public static VertexArrayDescriptor of(AttributeKind kind, ComponentType component, int size) {
        return new VertexArrayDescriptor(kind, null, component, size);
    }

    public static VertexArrayDescriptor custom(String name, ComponentType component, int size) {
        return new VertexArrayDescriptor(AttributeKind.CUSTOM, name, component, size);
    }

    /** The stream's name: the kind's word, or the custom name. */
    public String attributeName() {
        return kind == AttributeKind.CUSTOM ? customName : kind.word();
    }

    /** Bytes per vertex. */
    public int stride() {
        return size * component.bytes();
    }
}
