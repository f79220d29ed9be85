package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;
import io.meshport.text.LineComment;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Everything a PIE file says, as it says it: the version, TYPE flags, INTERPOLATE, texture lines
 * in file order, events, levels, and the {@code #} comments with the line each stands before (or
 * ends). Numbers are kept as written (PIE 2 texture coordinates in 1/256 units). A document
 * always obeys the game's rules, so {@code Pie.writer().writeDocument} writes a file that the
 * reader, and the game, accept; the reader reads it back equal.
 *
 * <p>Comment lines are numbered by the lines {@code writeDocument} writes without comments:
 * line 0 is {@code PIE n}, line 1 {@code TYPE}, and so on; a comment numbered with the count of
 * such lines ends the file.
 *
 * @param version the number on the {@code PIE} line: 2 (texture coordinates in 1/256 units), 3
 *     (float texture coordinates) or 4 (adds TCMASK lines and per-level settings)
 * @param type the {@code TYPE} flags, written in hex ({@link PieFlags}); {@code 0x200} for a plain
 *     model, {@code 0x10200} with a team-colour mask
 * @param interpolate the {@code INTERPOLATE} value when the file has the line (0 off, more than 0
 *     on); empty when it has none, which the game takes as on
 * @param textures the file's TEXTURE, TCMASK, NORMALMAP and SPECULARMAP lines in file order
 * @param events the {@code EVENT} lines in file order
 * @param levels the levels ({@code LEVEL 1} first), one or more
 * @param comments the {@code #} comments, numbered as above; empty for a file without any
 */
public record PieDocument(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
        List<PieEvent> events, List<PieLevel> levels, List<LineComment> comments) {

    /**
     * Checks the document against the game's rules and copies the lists.
     *
     * @throws NullPointerException when {@code interpolate} or a list is null
     * @throws IllegalArgumentException when the version is not 2, 3 or 4, a texture line breaks the
     *     version's rules (TCMASK or an out-of-order line below PIE 4, a repeated kind and tileset in
     *     PIE 4, a name the game refuses), there is no level, a level has PIE 4 settings in an older
     *     version, or a polygon has other than three points (PIE 2: 3 to 16)
     */
    public PieDocument {
        Objects.requireNonNull(interpolate, "interpolate");
        textures = List.copyOf(textures);
        events = List.copyOf(events);
        levels = List.copyOf(levels);
        comments = List.copyOf(comments);
        check(version, textures, levels);
    }

    /**
     * A document without comments.
     *
     * @param version the number on the {@code PIE} line, 2 to 4
     * @param type the {@code TYPE} flags
     * @param interpolate the {@code INTERPOLATE} value, empty without the line
     * @param textures the texture lines in file order
     * @param events the {@code EVENT} lines in file order
     * @param levels the levels, one or more
     * @throws IllegalArgumentException when the document breaks a rule of the game, as the canonical
     *     constructor says
     */
    public PieDocument(int version, int type, OptionalInt interpolate, List<PieTexture> textures,
            List<PieEvent> events, List<PieLevel> levels) {
        this(version, type, interpolate, textures, events, levels, List.of());
    }

    /**
     * The same document with other comments.
     *
     * @param newComments the comments to keep instead, numbered by the written lines without comments
     * @return a new document; this one is unchanged
     */
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
