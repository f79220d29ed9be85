package io.meshport.vif.internal.rules;

/**
 * Something {@link VifRules} found wrong with a document, and where: the reader turns the place
 * into the record's line and column.
 *
 * <p>Public for the reader, which places it, and the format and exporter, which name the first
 * breach; the package is internal, not exported.
 *
 * @param place the kind of record
 * @param index which one (0 first), in file order
 * @param message what is wrong or odd, in words for a person, naming the record (not its line)
 * @param breaksRule true if the spec's rules forbid it (an error when reading strictly, a warning
 *     when leniently, and never written); false for something only odd (always a warning)
 */
public record VifProblem(Place place, int index, String message, boolean breaksRule) {
    /** Where a problem is. */
    public enum Place {
        /** The file as a whole. */
        FILE,
        /** A position ({@code p} record; before 2.2 the {@code v} record). */
        POSITION,
        /** A vertex ({@code v} record). */
        VERTEX,
        /** A {@code t} record. */
        TRIANGLE,
        /** An {@code e} record. */
        ERROR,
        /** An {@code m} or {@code u} record. */
        MERGE
    }
}
