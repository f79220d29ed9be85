package io.meshport.pie;

import java.util.ArrayList;
import java.util.List;

/**
 * The flag bits of TYPE and of polygons, with the names the game gives them
 * ({@code lib/ivis_opengl/imd.h}: {@code iV_IMD_*}).
 */
public final class PieFlags {
    /** TYPE: draw the model without additive blending ({@code iV_IMD_NO_ADDITIVE}). */
    public static final int NO_ADDITIVE = 0x1;
    /** TYPE: draw the model with additive blending, as effects are ({@code iV_IMD_ADDITIVE}). */
    public static final int ADDITIVE = 0x2;
    /** TYPE: draw the model with premultiplied-alpha blending ({@code iV_IMD_PREMULTIPLIED}). */
    public static final int PREMULTIPLIED = 0x4;
    /** TYPE: roll the model to face the camera, for cylinder-shaped projectiles. */
    public static final int ROLL_TO_CAMERA = 0x10;
    /** TYPE: pitch the model to face the camera fully, for sphere-shaped projectiles. */
    public static final int PITCH_TO_CAMERA = 0x20;
    /** Polygon: has texture coordinates. TYPE: kept for old loaders. */
    public static final int TEXTURED = 0x200;
    /** TYPE: do not stretch the model to fit the terrain, for structures with a deep foundation. */
    public static final int NO_STRETCH = 0x1000;
    /** Polygon: a texture-animation block follows the indices. */
    public static final int TEXTURE_ANIMATION = 0x4000;
    /**
     * TYPE: the model has a team-colour mask, a texture named after the page
     * ({@code page-N_tcmask.png}) unless a PIE 4 TCMASK line names one.
     */
    public static final int TCMASK = 0x10000;

    private static final int[] BITS = {NO_ADDITIVE, ADDITIVE, PREMULTIPLIED, ROLL_TO_CAMERA, PITCH_TO_CAMERA,
        TEXTURED, NO_STRETCH, TEXTURE_ANIMATION, TCMASK};
    private static final String[] NAMES = {"no-additive", "additive", "premultiplied", "roll-to-camera",
        "pitch-to-camera", "textured", "no-stretch", "texture-animation", "tcmask"};

    private PieFlags() {
    }

    /** The flags by name, unknown bits as hex ({@code [textured, tcmask]}, {@code [0x80]}). */
    public static List<String> names(int flags) {
        List<String> names = new ArrayList<>();
        int rest = flags;
        for (int i = 0; i < BITS.length; i++) {
            if ((flags & BITS[i]) != 0) {
                names.add(NAMES[i]);
                rest &= ~BITS[i];
            }
        }
        for (int bit = 0; bit < 32; bit++) {
            if ((rest & (1 << bit)) != 0) {
                names.add("0x" + Integer.toHexString(1 << bit));
            }
        }
        return names;
    }
}
