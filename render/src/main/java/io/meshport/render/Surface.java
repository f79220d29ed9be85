package io.meshport.render;

import java.util.Objects;
import java.util.Optional;

/**
 * What a material looks like: its texture, and where the game paints the player's team colour
 * over it (a PIE page's team-colour mask: where its alpha, or for a mask with no transparency its
 * brightness, covers).
 *
 * @param texture the colour image
 * @param teamMask the mask, sampled at the same coordinates; empty when the material has none
 */
public record Surface(Texture texture, Optional<Texture> teamMask) {
    /**
     * A surface as given.
     *
     * @throws NullPointerException when {@code texture} or {@code teamMask} is null (pass
     *     {@code Optional.empty()} for no mask)
     */
    public Surface {
        Objects.requireNonNull(texture, "texture");
        Objects.requireNonNull(teamMask, "teamMask");
    }
}
