package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Texture lines after a material renaming ({@link io.meshport.model.FormatExtra#withTextureNames}):
 * the TEXTURE lines, and with {@code maps} the NORMALMAP, SPECULARMAP and TCMASK lines, through the
 * rule, each new name made one the game takes ({@link PieRules#legalTextureName}).
 */
final class PieTextureRenaming {
    private PieTextureRenaming() {
    }

    static List<PieTexture> renamed(List<PieTexture> textures, UnaryOperator<String> rule, boolean maps) {
        List<PieTexture> out = new ArrayList<>(textures.size());
        for (PieTexture t : textures) {
            String name = t.kind() == PieTextureKind.TEXTURE || maps ? PieRules.legalTextureName(rule.apply(t.name()))
                    : t.name();
            out.add(name.equals(t.name()) ? t : new PieTexture(t.kind(), t.tileset(), name, t.legacySize()));
        }
        return out;
    }
}
