package io.meshport.pie;

/**
 * A block after a level's polygons: the game takes them in any order, and the document keeps the
 * order they came in so that a rewritten file reads the same way.
 */
public sealed interface PieLevelPart permits PieConnectors, PieAnimObject, PieShadowPoints, PieShadowPolygons {
    /** The directive that starts the block. */
    String keyword();
}
