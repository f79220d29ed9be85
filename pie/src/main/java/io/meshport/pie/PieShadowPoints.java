package io.meshport.pie;

import java.util.Objects;

/**
 * {@code SHADOWPOINTS}: the points of a simpler mesh the game casts shadows with.
 *
 * @param points the block's points, x, y, z with Y up as in POINTS; at least one
 */
public record PieShadowPoints(PiePoints points) implements PieLevelPart {
    /**
     * Checks the block holds points.
     *
     * @throws NullPointerException when {@code points} is null
     * @throws IllegalArgumentException when there are no points (the game fails on SHADOWPOINTS 0)
     */
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
