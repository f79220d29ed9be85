package io.meshport.engines.internal.pie;

import io.meshport.engines.internal.EngineBreak;

/**
 * One way a PIE file breaks the format so that meshport's reader refuses it while a loader that
 * checks less may still take it: found by {@link PieBreaks} in the file's lines.
 *
 * @param kind what is broken
 * @param part the part of the file: {@code line 7}
 * @param detail what is wrong
 * @param keyword the line's keyword ({@code POINTS}, {@code TEXTURE}, ...), or for a polygon line
 *     {@code POLYGONS}
 * @param points for {@link Kind#POLYGON_SIZE}, the polygon's point count; otherwise 0
 */
record PieBreak(Kind kind, String part, String detail, String keyword, int points) implements EngineBreak {
    /** What is broken. */
    enum Kind {
        /** A texture line's name does not end in {@code .png}. */
        TEXTURE_NAME,
        /** A texture line's tileset is not 0, 1 or 2. */
        TILESET,
        /** A polygon of other than three points in PIE 3 or 4, or of other than 3 to 16 in PIE 2. */
        POLYGON_SIZE,
        /** An EVENT type past the game's table of four. */
        EVENT_TYPE,
        /** TYPE, INTERPOLATE or a texture line inside a level of a file below PIE 4. */
        LEVEL_SETTINGS,
        /** A negative count after a block keyword ({@code POINTS -1}). */
        NEGATIVE_COUNT,
        /** {@code LEVELS} with a negative count. */
        NEGATIVE_LEVELS,
        /** A level of more than 8192 polygons. */
        POLYGON_COUNT
    }
}
