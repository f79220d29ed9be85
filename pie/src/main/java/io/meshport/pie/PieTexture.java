package io.meshport.pie;

import java.util.Objects;
import java.util.Optional;

/**
 * A texture line: {@code TEXTURE 0 page-7-barbarians-arizona.png 256 256}. The tileset (0
 * arizona, 1 urban, 2 rockies) matters from PIE 4 on; the width and height after the name are
 * ignored by every game version but required by the 4.1–4.3 loaders, so they are kept as written.
 */
public record PieTexture(PieTextureKind kind, int tileset, String name, Optional<LegacySize> legacySize) {
    /** The two integers after the file name that old loaders insist on. */
    public record LegacySize(int width, int height) {
    }

    public PieTexture {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(legacySize, "legacySize");
        String problem = PieRules.textureProblem(tileset, name);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    public PieTexture(PieTextureKind kind, int tileset, String name) {
        this(kind, tileset, name, Optional.empty());
    }
}
