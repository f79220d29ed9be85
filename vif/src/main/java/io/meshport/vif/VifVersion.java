package io.meshport.vif;

import java.util.Optional;

/** The five VIF versions, and what each can say. */
public enum VifVersion {
    V1_0("1.0"), V2_0("2.0"), V2_1("2.1"), V2_2("2.2"), V2_3("2.3");

    private final String text;

    VifVersion(String text) {
        this.text = text;
    }

    /** As the magic line writes it after {@code VIF}: {@code "2.3"}. */
    public String text() {
        return text;
    }

    /** The version a magic line names, e.g. {@code "2.3"}; empty for one VIF never had. */
    public static Optional<VifVersion> of(String text) {
        for (VifVersion v : values()) {
            if (v.text.equals(text)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** 2.0 on: merges (2.0 and 2.1 also clusters). */
    public boolean hasHierarchy() {
        return this != V1_0;
    }

    /** 2.0 and 2.1: {@code u} lines, and a {@code merges:} or {@code clusters:} line that may be left out. */
    public boolean hasClusters() {
        return this == V2_0 || this == V2_1;
    }

    /** 2.1 on: the {@code format:} line and texture coordinates. */
    public boolean hasFormatLine() {
        return compareTo(V2_1) >= 0;
    }

    /**
     * 2.2 on: vertex positions apart from vertices, patches, coincident vertices, colours with
     * alpha, and a {@code merges:} line that is always there.
     */
    public boolean hasPositions() {
        return compareTo(V2_2) >= 0;
    }

    /** 2.3: error parameters. */
    public boolean hasErrors() {
        return this == V2_3;
    }
}
