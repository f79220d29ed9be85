package io.meshport.pie;

import java.util.List;
import java.util.OptionalInt;

/**
 * What a PIE 4 level may set for itself instead of the file's settings: TYPE, INTERPOLATE and
 * texture lines. Empty for every level of a PIE 2 or 3 file.
 *
 * @param type the level's {@code TYPE} flags ({@link PieFlags}), in place of the file's; empty when
 *     the level has no TYPE line
 * @param interpolate the level's {@code INTERPOLATE} value (0 off, more than 0 on); empty when the
 *     level has no such line
 * @param textures the level's TEXTURE, TCMASK, NORMALMAP and SPECULARMAP lines in file order; for a
 *     tileset and kind without one the game takes the file's
 */
public record PieLevelSettings(OptionalInt type, OptionalInt interpolate, List<PieTexture> textures) {
    /** No settings of its own: the level takes the file's. */
    public static final PieLevelSettings NONE = new PieLevelSettings(OptionalInt.empty(), OptionalInt.empty(),
            List.of());

    /**
     * Copies the texture list.
     *
     * @throws NullPointerException when {@code textures} is null
     */
    public PieLevelSettings {
        textures = List.copyOf(textures);
    }

    /** Whether the level sets nothing of its own, as every level of PIE 2 and 3 does. */
    public boolean isEmpty() {
        return type.isEmpty() && interpolate.isEmpty() && textures.isEmpty();
    }
}
