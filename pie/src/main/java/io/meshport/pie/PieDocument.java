package io.meshport.pie;

import io.meshport.text.LineComment;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Everything a PIE file says, as it says it: the version, TYPE flags, INTERPOLATE, texture lines
 * in file order, events, levels, and the {@code #} comments with the line each stands before (or
 * ends). Numbers are kept as written (PIE 2 texture coordinates in 1/256 units). A document
 * always obeys the game's rules ({@code PieRules}), so {@link Pie#writeDocument} writes a file
 * that the reader, and the game, accept; the reader reads it back equal.
 *
 * <p>Comment lines are numbered by the lines {@link Pie#writeDocument} writes without comments:
 * line 0 is {@code PIE n}, line 1 {@code TYPE}, and so on; a comment numbered with the count of
 * such lines ends the file.
 */
public record PieDocument(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
        List<PieEvent> events, List<PieLevel> levels, List<LineComment> comments) {

    public PieDocument {
        Objects.requireNonNull(interpolate, "interpolate");
        textures = List.copyOf(textures);
        events = List.copyOf(events);
        levels = List.copyOf(levels);
        comments = List.copyOf(comments);
        check(version, textures, levels);
    }

    /** A document without comments. */
    public PieDocument(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
            List<PieEvent> events, List<PieLevel> levels) {
        this(version, type, interpolate, textures, events, levels, List.of());
    }

    /** The same document with other comments. */
    public PieDocument withComments(List<LineComment> newComments) {
        return new PieDocument(version, type, interpolate, textures, events, levels, newComments);
    }

    private static void check(int version, List<PieTexture> textures, List<PieLevel> levels) {
        require(PieRules.versionProblem(version));
        require(PieRules.texturesProblem(version, textures));
        if (levels.isEmpty()) {
            throw new IllegalArgumentException("a PIE file needs at least one level (the game fails on LEVELS 0)");
        }
        for (int i = 0; i < levels.size(); i++) {
            PieLevel level = levels.get(i);
            if (!level.settings().isEmpty() && version < PieRules.LEVEL_SETTINGS_VERSION) {
                throw new IllegalArgumentException("level " + (i + 1) + ": per-level settings need PIE 4");
            }
            require(PieRules.texturesProblem(version, level.settings().textures()));
            PiePolygons polygons = level.polygons();
            for (int p = 0; p < polygons.count(); p++) {
                require(PieRules.polygonSizeProblem(version, polygons.size(p)));
            }
        }
    }

    private static void require(String problem) {
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }
}
