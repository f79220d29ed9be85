package io.meshport.model;

/** Which order of a triangle's corners, seen from its front, the source format means. */
public enum Winding {
    /** Counter-clockwise corners face the viewer (OpenGL's default, glTF). */
    COUNTER_CLOCKWISE,
    /** Clockwise corners face the viewer. */
    CLOCKWISE,
    /** The format does not say. */
    UNKNOWN
}
