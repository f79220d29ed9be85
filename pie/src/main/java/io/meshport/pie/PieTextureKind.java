package io.meshport.pie;

/** The four texture lines, in the order PIE 2 and 3 require them (TCMASK is PIE 4 only). */
public enum PieTextureKind {
    /** {@code TEXTURE}: the texture page the polygons' coordinates point into. */
    TEXTURE,
    /**
     * {@code TCMASK} (PIE 4): the team-colour mask page; without it a model with the TYPE flag
     * 0x10000 uses {@code page-N_tcmask.png} after its texture page.
     */
    TCMASK,
    /** {@code NORMALMAP}: the normal-map page, laid out like the texture page. */
    NORMALMAP,
    /** {@code SPECULARMAP}: the specular-map page, laid out like the texture page. */
    SPECULARMAP;

    /** The directive's keyword. */
    public String keyword() {
        return name();
    }
}
