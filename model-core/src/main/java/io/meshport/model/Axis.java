package io.meshport.model;

/** Which way is up in a model's coordinates, when the source format says so. */
public enum Axis {
    /** Y up (PIE, most engines' screen space). */
    Y_UP,
    /** Z up (the Quake family: IQM, IQE). */
    Z_UP,
    /** The format does not say (VIF). */
    UNKNOWN
}
