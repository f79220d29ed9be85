package io.meshport.model;

/** Whether a model's axes form a right-handed or left-handed system, when the source format says so. */
public enum Handedness {
    /** X × Y = Z (the Quake family, glTF, OBJ as Blender writes it). */
    RIGHT,
    /** X × Y = −Z (Warzone 2100's PIE space is the mirror image of OBJ's). */
    LEFT,
    /** The format does not say. */
    UNKNOWN
}
