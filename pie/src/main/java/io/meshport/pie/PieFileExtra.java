package io.meshport.pie;

import io.meshport.model.FormatExtra;
import io.meshport.text.LineComment;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a PIE file says about the whole model that the common model has no place for: version,
 * TYPE flags, INTERPOLATE, texture lines, events and comments. A model extra; it rides through
 * IQM in a meshport extension ({@link PieExtraCodecs}), so PIE → IQM → PIE gives the same file.
 */
public record PieFileExtra(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
        List<PieEvent> events, List<LineComment> comments) implements FormatExtra {

    public PieFileExtra {
        Objects.requireNonNull(interpolate, "interpolate");
        textures = List.copyOf(textures);
        events = List.copyOf(events);
        comments = List.copyOf(comments);
    }

    static PieFileExtra of(PieDocument doc) {
        return new PieFileExtra(doc.version(), doc.type(), doc.interpolate(), doc.textures(), doc.events(),
                doc.comments());
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
