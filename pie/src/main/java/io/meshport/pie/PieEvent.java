package io.meshport.pie;

/**
 * {@code EVENT type file.pie}: while the event is on, the game shows {@code file} instead of this
 * model (1 active or moving, 2 firing, 3 dying).
 */
public record PieEvent(int type, String file) {
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
