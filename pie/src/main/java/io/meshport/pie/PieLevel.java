package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One LEVEL: a mesh of the model. {@code materials} and {@code shaders} are the rest of the
 * obsolete lines of those names, which the game skips (kept so that a file is rewritten as it
 * was). {@code parts} are the blocks after the polygons in file order, at most one of each kind.
 *
 * @param settings the level's own TYPE, INTERPOLATE and texture lines (PIE 4 only);
 *     {@link PieLevelSettings#NONE} otherwise
 * @param materials the text after {@code MATERIALS} on the level's MATERIALS line (possibly
 *     empty), when it has one
 * @param shaders the text after {@code SHADERS} on the level's SHADERS line (possibly empty), when
 *     it has one
 * @param points the POINTS block, x, y, z with Y up
 * @param normals the NORMALS block when the level has one, kept even when its count differs from
 *     POLYGONS' (the game then ignores it)
 * @param polygons the POLYGONS block; every index is below the number of points
 * @param parts connectors, ANIMOBJECT, SHADOWPOINTS and SHADOWPOLYGONS blocks in file order
 */
public record PieLevel(PieLevelSettings settings, Optional<String> materials, Optional<String> shaders,
        PiePoints points, Optional<PieNormals> normals, PiePolygons polygons, List<PieLevelPart> parts) {

    /**
     * Checks the level against the game's rules and copies {@code parts}.
     *
     * @throws NullPointerException when an argument is null
     * @throws IllegalArgumentException when the level has more than 8192 polygons, a polygon index is
     *     not below the number of points, a kind of part comes twice, SHADOWPOLYGONS comes before
     *     SHADOWPOINTS, or a shadow polygon's index is not below the number of shadow points
     */
    public PieLevel {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(materials, "materials");
        Objects.requireNonNull(shaders, "shaders");
        Objects.requireNonNull(points, "points");
        Objects.requireNonNull(normals, "normals");
        Objects.requireNonNull(polygons, "polygons");
        parts = List.copyOf(parts);
        check(polygons, points, parts);
    }

    /**
     * A level of points and polygons only: no settings, normals or parts.
     *
     * @param points the POINTS block
     * @param polygons the POLYGONS block, its indices below the number of points
     * @throws IllegalArgumentException when the polygons break a rule of the game, as the canonical
     *     constructor says
     */
    public PieLevel(PiePoints points, PiePolygons polygons) {
        this(PieLevelSettings.NONE, Optional.empty(), Optional.empty(), points, Optional.empty(), polygons,
                List.of());
    }

    /** The level's CONNECTORS block, if it has one. */
    public Optional<PieConnectors> connectors() {
        return part(PieConnectors.class);
    }

    /** The level's ANIMOBJECT block, if it has one. */
    public Optional<PieAnimObject> animObject() {
        return part(PieAnimObject.class);
    }

    /** The level's SHADOWPOINTS block, if it has one. */
    public Optional<PieShadowPoints> shadowPoints() {
        return part(PieShadowPoints.class);
    }

    /** The level's SHADOWPOLYGONS block, if it has one (then after SHADOWPOINTS). */
    public Optional<PieShadowPolygons> shadowPolygons() {
        return part(PieShadowPolygons.class);
    }

    private <T extends PieLevelPart> Optional<T> part(Class<T> type) {
        for (PieLevelPart p : parts) {
            if (type.isInstance(p)) {
                return Optional.of(type.cast(p));
            }
        }
        return Optional.empty();
    }

    private static void check(PiePolygons polygons, PiePoints points, List<PieLevelPart> parts) {
        String problem = PieRules.polygonCountProblem(polygons.count());
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        checkIndexes(polygons, points.count(), "POINTS");
        Set<Class<?>> kinds = new HashSet<>();
        PiePoints shadow = null;
        for (PieLevelPart p : parts) {
            if (!kinds.add(p.getClass())) {
                throw new IllegalArgumentException("a second " + p.keyword() + " block in one level");
            }
            if (p instanceof PieShadowPoints s) {
                shadow = s.points();
            } else if (p instanceof PieShadowPolygons s) {
                if (shadow == null) {
                    throw new IllegalArgumentException("SHADOWPOLYGONS before SHADOWPOINTS: the game fails on it");
                }
                checkIndexes(s.polygons(), shadow.count(), "SHADOWPOINTS");
            }
        }
    }

    private static void checkIndexes(PiePolygons polygons, int points, String block) {
        for (int p = 0; p < polygons.count(); p++) {
            for (int c = 0; c < polygons.size(p); c++) {
                String problem = PieRules.indexProblem(polygons.corner(p, c), points, block);
                if (problem != null) {
                    throw new IllegalArgumentException("polygon " + p + ": " + problem);
                }
            }
        }
    }
}
