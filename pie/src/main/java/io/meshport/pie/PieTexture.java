package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import java.util.Objects;
import java.util.Optional;

/**
 * A texture line: {@code TEXTURE 0 page-7-barbarians-arizona.png 256 256}. The tileset (0
 * arizona, 1 urban, 2 rockies) matters from PIE 4 on; the width and height after the name are
 * ignored by every game version but required by the 4.1–4.3 loaders, so they are kept as written.
 *
 * @param kind the directive: TEXTURE, TCMASK, NORMALMAP or SPECULARMAP
 * @param tileset the first number: 0 arizona, 1 urban, 2 rockies (before PIE 4 always 0 in practice)
 * @param name the texture page's file name, ending in {@code .png}, e.g.
 *     {@code page-7-barbarians-arizona.png}
 * @param legacySize the width and height after the name, when the line has them
 */
public record PieTexture(PieTextureKind kind, int tileset, String name, Optional<LegacySize> legacySize) {
    /**
     * The two integers after the file name that old loaders insist on.
     *
     * @param width the first, as written: {@code 256} in PIE 2 files, usually {@code 0} in PIE 3
     * @param height the second, as written: {@code 256} in PIE 2 files, usually {@code 0} in PIE 3
     */
    public record LegacySize(int width, int height) {
    }

    /**
     * Checks the line against the game's rules.
     *
     * @throws NullPointerException when {@code kind} or {@code legacySize} is null
     * @throws IllegalArgumentException when {@code tileset} is not 0 to 2 or {@code name} does not
     *     end in {@code .png} (the game fails on either), or {@code name} is null, empty, longer
     *     than the game's 255 characters, or holds a blank, a control character, {@code #} or
     *     {@code "} (it would not read back as one name)
     */
    public PieTexture {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(legacySize, "legacySize");
        String problem = PieRules.textureProblem(tileset, name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * A texture line without the legacy width and height, as a PIE 4 file may write it.
     *
     * @param kind the directive
     * @param tileset 0 arizona, 1 urban, 2 rockies
     * @param name the texture page's file name, ending in {@code .png}
     * @throws IllegalArgumentException when the tileset or name breaks a rule of the game, as the
     *     canonical constructor says
     */
    public PieTexture(PieTextureKind kind, int tileset, String name) {
        this(kind, tileset, name, Optional.empty());
    }
}
