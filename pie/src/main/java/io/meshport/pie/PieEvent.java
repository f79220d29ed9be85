package io.meshport.pie;

import io.meshport.pie.internal.rules.PieRules;

/**
 * {@code EVENT type file.pie}: while the event is on, the game shows {@code file} instead of this
 * model (1 active or moving, 2 firing, 3 dying).
 *
 * @param type the event: 1 active (a droid moving, a power generator linked), 2 firing, 3 dying;
 *     0 is accepted too (the game's "no event" entry)
 * @param file the file name of the model shown instead, as written (the game lower-cases it)
 */
public record PieEvent(int type, String file) {
    /**
     * Checks the event against the game's rules.
     *
     * @throws IllegalArgumentException when {@code type} is not 0 to 3 (the game crashes on it), or
     *     {@code file} is null, empty, longer than 255 characters, or holds a blank, a control
     *     character, {@code #} or {@code "}
     */
    public PieEvent {
        if (type < 0 || type > PieRules.MAX_EVENT_TYPE) {
            throw new IllegalArgumentException("event type " + type + " is not 0..3: the game crashes on it");
        }
        String problem = PieRules.nameProblem(file, "event file");
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }
}
