package io.meshport.pie;

import java.util.List;
import java.util.OptionalInt;

/**
 * What a PIE 4 level may set for itself instead of the file's settings: TYPE, INTERPOLATE and
 * texture lines. Empty for every level of a PIE 2 or 3 file.
 */
public record PieLevelSettings(OptionalInt type, OptionalInt interpolate, List<PieTexture> textures) {
    public static final PieLevelSettings NONE = new PieLevelSettings(OptionalInt.empty(), OptionalInt.empty(),
            List.of());

    public PieLevelSettings {
        textures = List.copyOf(textures);
    }

    public boolean isEmpty() {
        return type.isEmpty() && interpolate.isEmpty() && textures.isEmpty();
    }
}
