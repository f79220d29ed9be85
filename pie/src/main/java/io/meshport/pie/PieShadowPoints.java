package io.meshport.pie;

import java.util.Objects;

/** {@code SHADOWPOINTS}: the points of a simpler mesh the game casts shadows with. */
public record PieShadowPoints(PiePoints points) implements PieLevelPart {
    public PieShadowPoints {
        Objects.requireNonNull(points, "points");
        if (points.count() == 0) {
            throw new IllegalArgumentException("SHADOWPOINTS needs at least one point (the game fails on 0)");
        }
    }

    @Override
    public String keyword() {
        return "SHADOWPOINTS";
    }
}
