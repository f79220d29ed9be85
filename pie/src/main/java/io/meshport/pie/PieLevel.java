package io.meshport.pie;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One LEVEL: a mesh of the model. {@code materials} and {@code shaders} are the rest of the
 * obsolete lines of those names, which the game skips (kept so that a file is rewritten as it
 * was). {@code parts} are the blocks after the polygons in file order, at most one of each kind.
 */
public record PieLevel(PieLevelSettings settings, Optional<String> materials, Optional<String> shaders,
        PiePoints points, Optional<PieNormals> normals, PiePolygons polygons, List<PieLevelPart> parts) {

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

    /** A level of points and polygons only. */
    public PieLevel(PiePoints points, PiePolygons polygons) {
        this(PieLevelSettings.NONE, Optional.empty(), Optional.empty(), points, Optional.empty(), polygons,
                List.of());
    }

    public Optional<PieConnectors> connectors() {
        return part(PieConnectors.class);
    }

    public Optional<PieAnimObject> animObject() {
        return part(PieAnimObject.class);
    }

    public Optional<PieShadowPoints> shadowPoints() {
        return part(PieShadowPoints.class);
    }

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
