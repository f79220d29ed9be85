package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import java.util.Objects;

/**
 * {@code SHADOWPOLYGONS}: triangles over the shadow points, flags 0, no texture coordinates.
 *
 * @param polygons the block's triangles, indexing SHADOWPOINTS; at least one
 */
public record PieShadowPolygons(PiePolygons polygons) implements PieLevelPart {
    /**
     * Checks the block against the game's rules. Whether the indices are below the number of
     * shadow points is checked by {@link PieLevel}.
     *
     * @throws NullPointerException when {@code polygons} is null
     * @throws IllegalArgumentException when there are no polygons, or a polygon has flags other than
     *     0 or other than three points (the game fails on each)
     */
    public PieShadowPolygons {
        Objects.requireNonNull(polygons, "polygons");
        if (polygons.count() == 0) {
            throw new IllegalArgumentException("SHADOWPOLYGONS needs at least one polygon (the game fails on 0)");
        }
        for (int i = 0; i < polygons.count(); i++) {
            String problem = PieRules.shadowPolygonProblem(polygons.flags(i), polygons.size(i));
            if (problem != null) {
                throw new IllegalArgumentException("shadow polygon " + i + ": " + problem);
            }
        }
    }

    @Override
    public String keyword() {
        return "SHADOWPOLYGONS";
    }
}
