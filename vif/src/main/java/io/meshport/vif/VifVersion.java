package io.meshport.vif;

import java.util.Optional;

/** The five VIF versions, and what each can say. */
public enum VifVersion {
    /**
     * VIF1.0: {@code vertices:} and {@code triangles:}; {@code v} records with optional {@code c r g b}
     * colour and {@code n} normal, and {@code t} records. No hierarchy.
     */
    V1_0("1.0"),
    /**
     * VIF2.0: 1.0 with a hierarchy, either merges ({@code m} records, each parent a vertex of its
     * own) or clusters ({@code u} records, each collapsing vertices into an existing one).
     */
    V2_0("2.0"),
    /** VIF2.1: 2.0 with a {@code format:} line and any number of texture-coordinate sets. */
    V2_1("2.1"),
    /**
     * VIF2.2: vertex positions ({@code p}) apart from vertices ({@code v}), patches, coincident
     * vertices, colours with alpha; merges only (a cluster becomes a merge with a clone child).
     */
    V2_2("2.2"),
    /** VIF2.3: 2.2 with error parameters ({@code e} records), one entry named by each merge. */
    V2_3("2.3");

    private final String text;

    VifVersion(String text) {
        this.text = text;
    }

    /**
     * The version as the magic line writes it after {@code VIF}.
     *
     * @return e.g. {@code "2.3"}
     */
    public String text() {
        return text;
    }

    /**
     * The version a magic line names.
     *
     * @param text what follows {@code VIF}, e.g. {@code "2.3"}; compared exactly
     * @return the version, or empty for one VIF never had (such as {@code "3.0"}, which VDSlib
     *     reads as 2.2)
     */
    public static Optional<VifVersion> of(String text) {
        for (VifVersion v : values()) {
            if (v.text.equals(text)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether files of this version have a hierarchy.
     *
     * @return true from 2.0 on (merges; in 2.0 and 2.1 also clusters)
     */
    public boolean hasHierarchy() {
        return this != V1_0;
    }

    /**
     * Whether the hierarchy may be clusters ({@code u} records), and the count line, {@code merges:}
     * or {@code clusters:}, may be left out.
     *
     * @return true for 2.0 and 2.1
     */
    public boolean hasClusters() {
        return this == V2_0 || this == V2_1;
    }

    /**
     * Whether the header has a {@code format:} line and positions may have texture coordinates.
     *
     * @return true from 2.1 on
     */
    public boolean hasFormatLine() {
        return compareTo(V2_1) >= 0;
    }

    /**
     * Whether vertex positions ({@code p}) are apart from vertices ({@code v}), with patches,
     * coincident vertices, colours with alpha, and a {@code merges:} line that is always there.
     *
     * @return true from 2.2 on
     */
    public boolean hasPositions() {
        return compareTo(V2_2) >= 0;
    }

    /**
     * Whether the file may have error parameters ({@code errorparams:} and {@code e} records).
     *
     * @return true for 2.3
     */
    public boolean hasErrors() {
        return this == V2_3;
    }
}
