package io.meshport.io;

/**
 * A model-level check that a format's reader makes itself, where it knows more than the model
 * keeps: PIE's reader finds degenerate polygons as it reads them and names the level, the polygon
 * and its line, which the model's triangles no longer know. {@code validate} leaves such a check
 * out of its model-level findings for that format ({@link ModelFormat#readerChecks()}), so that
 * one fact is reported once, at its best place.
 */
public enum ReaderCheck {
    /** Triangles that repeat a vertex or have no area. */
    DEGENERATE_TRIANGLES
}
