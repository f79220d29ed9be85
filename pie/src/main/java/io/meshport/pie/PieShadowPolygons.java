package io.meshport.pie;

import java.util.Objects;

/** {@code SHADOWPOLYGONS}: triangles over the shadow points, flags 0, no texture coordinates. */
public record PieShadowPolygons(PiePolygons polygons) implements PieLevelPart {
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
