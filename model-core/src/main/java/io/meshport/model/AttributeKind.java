package io.meshport.model;

/** What a vertex stream means. Everything a format does not know as a standard kind is {@link #CUSTOM}. */
public enum AttributeKind {
    /** Vertex positions, in the model's units and {@link Conventions}. */
    POSITION("position"),
    /** Texture coordinates; a mesh may have several sets. */
    TEXCOORD("texcoord"),
    /** Vertex normals. */
    NORMAL("normal"),
    /** Vertex tangents; a fourth component, where there is one, is the handedness (1 or -1). */
    TANGENT("tangent"),
    /** The indexes of the joints a vertex is bound to, into the model's skeleton. */
    BLEND_INDEXES("blendindexes"),
    /** The weights of the joints in {@link #BLEND_INDEXES}, in the same order. */
    BLEND_WEIGHTS("blendweights"),
    /** Vertex colours; a mesh may have several sets. */
    COLOR("color"),
    /** A stream no standard kind names, known by its custom name (and the kind of every triangle stream). */
    CUSTOM("custom");

    private final String word;

    AttributeKind(String word) {
        this.word = word;
    }

    /** The name used in {@code meshport info} and IQE ({@code position}, {@code blendindexes}...). */
    public String word() {
        return word;
    }

    /** Whether a mesh may hold several streams of this kind, numbered as sets (texture coordinates, colours). */
    public boolean hasSets() {
        return this == TEXCOORD || this == COLOR;
    }

    /**
     * Whether integer storage of this kind means a fraction of the type's range (weights, colours,
     * and by GPU convention normal/tangent data), as opposed to plain numbers (blend indexes,
     * positions).
     */
    public boolean normalizedWhenInteger() {
        return this == BLEND_WEIGHTS || this == COLOR || this == NORMAL || this == TANGENT;
    }
}
