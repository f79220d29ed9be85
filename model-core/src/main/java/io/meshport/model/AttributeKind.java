package io.meshport.model;

/** What a vertex stream means. Everything a format does not know as a standard kind is {@link #CUSTOM}. */
public enum AttributeKind {
    POSITION("position"),
    TEXCOORD("texcoord"),
    NORMAL("normal"),
    TANGENT("tangent"),
    BLEND_INDEXES("blendindexes"),
    BLEND_WEIGHTS("blendweights"),
    COLOR("color"),
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
