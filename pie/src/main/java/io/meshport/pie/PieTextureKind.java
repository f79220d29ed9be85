package io.meshport.pie;

/** The four texture lines, in the order PIE 2 and 3 require them (TCMASK is PIE 4 only). */
public enum PieTextureKind {
    TEXTURE,
    TCMASK,
    NORMALMAP,
    SPECULARMAP;

    /** The directive's keyword. */
    public String keyword() {
        return name();
    }
}
