package io.meshport.pie.internal.rules;

import io.meshport.pie.PieTexture;
import io.meshport.pie.PieTextureKind;
import java.util.List;

/**
 * The rules a PIE file must follow to load in the game (WZ 4.4+ {@code imdload.cpp}), in one
 * place: the reader reports a broken rule at its line and column, a document refuses to be
 * built breaking one, so every document writes a file the reader (and the game) accepts. Each
 * check returns what is wrong, or null.
 *
 * <p>Public because the document types of {@code io.meshport.pie} and every stage check against
 * it; the package is internal, not exported.
 */
public final class PieRules {
    static final int MIN_VERSION = 2;
    static final int MAX_VERSION = 4;
    /** The first version with float texture coordinates; below it they are 1/256 units. */
    public static final int FLOAT_UV_VERSION = 3;
    /** The first version with comments in the documentation, TCMASK and per-level settings. */
    public static final int LEVEL_SETTINGS_VERSION = 4;
    /** {@code MAX_PIE_POLYGONS}: keeps a level's GPU vertices within uint16. */
    public static final int MAX_POLYGONS = 8192;
    /** The largest polygon of early PIE 2 data that meshport reads (WMIT's limit). */
    static final int MAX_PIE2_POLYGON_POINTS = 16;
    /**
     * The most words a polygon line's values take: flags, count, the largest polygon's indices,
     * its texture animation and its texture coordinates. The game reads no further.
     */
    public static final int MAX_POLYGON_WORDS = 2 + MAX_PIE2_POLYGON_POINTS + 4 + 2 * MAX_PIE2_POLYGON_POINTS;
    /** The longest file name (texture page, event model) the game takes. */
    public static final int MAX_NAME_LENGTH = 255;
    /** Events index a table of four ({@code ANIM_EVENT_COUNT}): 0 none, 1 active, 2 firing, 3 dying. */
    public static final int MAX_EVENT_TYPE = 3;
    /** What is wrong with a polygon flagged 0x4000 without 0x200, for the reader and the document alike. */
    public static final String ANIMATION_WITHOUT_TEXTURE =
            "polygon flag 0x4000 (texture animation) without 0x200 (textured): the game fails on it";

    private PieRules() {
    }

    /** What is wrong with the version on a {@code PIE} line, or null for 2, 3 and 4. */
    public static String versionProblem(int version) {
        return version >= MIN_VERSION && version <= MAX_VERSION ? null
                : "PIE version " + version + " is not supported (the game reads 2, 3 and 4)";
    }

    /** A file name token: something the line-based reader reads back as the same one token. */
    public static String nameProblem(String name, String what) {
        if (name == null || name.isEmpty()) {
            return what + " is empty";
        }
        if (name.length() > MAX_NAME_LENGTH) {
            return what + " is longer than " + MAX_NAME_LENGTH + " characters (the game's limit)";
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c <= ' ' || c == '#' || c == '"' || c == 0x7F) {
                return what + " '" + name + "' holds a blank, control character, '#' or '\"'";
            }
        }
        return null;
    }

    /** What is wrong with a texture line's tileset and file name, or null. */
    public static String textureProblem(int tileset, String name) {
        if (tileset < 0 || tileset > 2) {
            return "tileset " + tileset + " is not 0 (arizona), 1 (urban) or 2 (rockies): the game fails on it";
        }
        String problem = nameProblem(name, "texture name");
        if (problem != null) {
            return problem;
        }
        return name.endsWith(".png") ? null
                : "texture name '" + name + "' does not end in .png: the game fails on it";
    }

    /**
     * A material as a texture file name the game takes: blanks, control characters, {@code #} and
     * {@code "} made {@code _}, cut to the game's length, {@code .png} at the end.
     */
    public static String legalTextureName(String material) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < material.length() && b.length() < MAX_NAME_LENGTH - 4; i++) {
            char c = material.charAt(i);
            b.append(c <= ' ' || c == '#' || c == '"' || c >= 0x7F ? '_' : c);
        }
        String name = b.toString();
        return name.endsWith(".png") ? name : name + ".png";
    }

    /**
     * Texture lines of one scope (the file, or a PIE 4 level) in the order given: PIE 2 and 3
     * allow TEXTURE, NORMALMAP and SPECULARMAP at most once each in that order and no TCMASK;
     * PIE 4 any order, one of each kind per tileset.
     */
    public static String texturesProblem(int version, List<PieTexture> textures) {
        for (int i = 0; i < textures.size(); i++) {
            String problem = textureProblem(version, textures.subList(0, i), textures.get(i));
            if (problem != null) {
                return problem;
            }
        }
        return null;
    }

    /** Whether {@code next} may follow {@code before} in one scope. */
    public static String textureProblem(int version, List<PieTexture> before, PieTexture next) {
        if (version < LEVEL_SETTINGS_VERSION) {
            if (next.kind() == PieTextureKind.TCMASK) {
                return "TCMASK needs PIE 4 (the game reads it only there)";
            }
            if (!before.isEmpty() && before.get(before.size() - 1).kind().ordinal() >= next.kind().ordinal()) {
                return next.kind().keyword() + " after " + before.get(before.size() - 1).kind().keyword()
                        + ": PIE " + version + " takes TEXTURE, NORMALMAP and SPECULARMAP once each, in that order";
            }
            return null;
        }
        for (PieTexture t : before) {
            if (t.kind() == next.kind() && t.tileset() == next.tileset()) {
                return "a second " + next.kind().keyword() + " for tileset " + next.tileset();
            }
        }
        return null;
    }

    /** A polygon of {@code size} points in a file of {@code version}; PIE 2 N-gons are tolerated (the reader warns). */
    public static String polygonSizeProblem(int version, int size) {
        if (version >= FLOAT_UV_VERSION) {
            return size == 3 ? null : "a polygon of " + size + " points: PIE " + version + " takes triangles only";
        }
        return size >= 3 && size <= MAX_PIE2_POLYGON_POINTS ? null
                : "a polygon of " + size + " points: PIE 2 takes 3 to " + MAX_PIE2_POLYGON_POINTS;
    }

    /** What is wrong with a level of {@code count} polygons (more than the game's limit), or null. */
    public static String polygonCountProblem(int count) {
        return count <= MAX_POLYGONS ? null
                : count + " polygons in one level: the game takes at most " + MAX_POLYGONS;
    }

    /** What is wrong with a polygon's point index into {@code block} of {@code points} points, or null. */
    public static String indexProblem(int index, int points, String block) {
        return index >= 0 && index < points ? null
                : index < 0 ? "point index " + index + " is negative"
                : "point index " + index + " is not below " + block + " " + points;
    }

    /** What is wrong with a shadow polygon's flags (not 0) or size (not three points), or null. */
    public static String shadowPolygonProblem(int flags, int size) {
        if (flags != 0) {
            return "shadow polygon flags " + Integer.toHexString(flags) + " are not 0: the game fails on it";
        }
        return size == 3 ? null : "a shadow polygon of " + size + " points: the game takes triangles only";
    }
}
