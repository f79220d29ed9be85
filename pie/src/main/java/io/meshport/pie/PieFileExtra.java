package io.meshport.pie;

import io.meshport.model.FormatExtra;
import io.meshport.text.LineComment;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.function.UnaryOperator;

/**
 * What a PIE file says about the whole model that the common model has no place for: version,
 * TYPE flags, INTERPOLATE, texture lines, events and comments. A model extra; it rides through
 * IQM in a meshport extension ({@link PieExtraCodecs}), so PIE → IQM → PIE gives the same file.
 * The fields are those of {@link PieDocument}, as written.
 *
 * @param version the number on the {@code PIE} line, 2 to 4
 * @param type the {@code TYPE} flags ({@link PieFlags})
 * @param interpolate the {@code INTERPOLATE} value when the file has the line; empty otherwise
 * @param textures the file's texture lines in file order (tileset 0's TEXTURE, unless a level
 *     has its own, also names the meshes' material)
 * @param events the {@code EVENT} lines in file order
 * @param comments the {@code #} comments, numbered by the lines written without comments
 */
public record PieFileExtra(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
        List<PieEvent> events, List<LineComment> comments) implements FormatExtra {

    /**
     * Copies the lists. The version and the order of the texture lines are not checked here:
     * writing the model as PIE checks them (each {@link PieTexture} checks itself).
     *
     * @throws NullPointerException when {@code interpolate} or a list is null
     */
    public PieFileExtra {
        Objects.requireNonNull(interpolate, "interpolate");
        textures = List.copyOf(textures);
        events = List.copyOf(events);
        comments = List.copyOf(comments);
    }

    /** The texture lines through the renaming, so that the file names what the meshes name. */
    @Override
    public PieFileExtra withTextureNames(UnaryOperator<String> rule, boolean maps) {
        return new PieFileExtra(version, type, interpolate, PieTextureRenaming.renamed(textures, rule, maps), events,
                comments);
    }

    @Override
    public List<String> lossesElsewhere() {
        List<String> lost = new ArrayList<>();
        if (type != PieFlags.TEXTURED) {
            lost.add("PIE TYPE flags " + Integer.toHexString(type) + " " + PieFlags.names(type));
        }
        interpolate.ifPresent(i -> lost.add("PIE INTERPOLATE " + i));
        if (textures.size() > 1) {
            lost.add("PIE texture lines (" + textures.size() + ")");
        }
        if (!events.isEmpty()) {
            lost.add("PIE events (" + events.size() + ")");
        }
        if (!comments.isEmpty()) {
            lost.add("PIE comments (" + comments.size() + ")");
        }
        return lost;
    }
}
