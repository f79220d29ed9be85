package io.meshport.vif.internal.read;

import io.meshport.text.parse.TextSyntaxError;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifVersion;

/**
 * The body's state machine: which section is due (positions, vertices, triangles, error
 * parameters, merges, in that fixed order), which record within a position, and the counts the
 * header announces against the records given. A section ends when its count is reached; a record
 * of a later section before that, or one more of a finished section, is an error at the record.
 */
final class VifSections {
    /** Body sections in their fixed order. */
    enum Section {
        POSITIONS, VERTICES, TRIANGLES, ERRORS, MERGES, END
    }

    private final VifHeaderState header;
    private final VifDocumentParts parts;
    private final VifSourceErrors errors;

    private Section section = Section.POSITIONS;
    /** Within a position: 0 the p (or old v) record is due, 1 c, 2 n, 3 + j set j. */
    private int step;

    VifSections(VifHeaderState header, VifDocumentParts parts, VifSourceErrors errors) {
        this.header = header;
        this.parts = parts;
        this.errors = errors;
    }

    /** The body of a file of {@code version} starts: with positions from 2.2 on, else with vertices. */
    void start(VifVersion version) {
        section = version.hasPositions() ? Section.POSITIONS : Section.VERTICES;
    }

    Section section() {
        return section;
    }

    int step() {
        return step;
    }

    void step(int step) {
        this.step = step;
    }

    /**
     * Moves past sections that are complete when a record with {@code tag} comes at
     * {@code line}:{@code column} (0 first), checking counts; returns the section it belongs to.
     */
    Section advance(char tag, int line, int column) {
        VifVersion version = header.version();
        while (true) {
            switch (section) {
                case POSITIONS -> {
                    long declared = header.declaredPositions();
                    if (parts.positionCount() == declared && stepComplete(tag)) {
                        if (tag == 'p') {
                            throw more(line, column, "positions", "vertex positions", declared);
                        }
                        section = Section.VERTICES;
                        step = 0;
                        continue;
                    }
                    if (tag == 'v' && stepComplete(tag)) {
                        throw fewer(line, column, parts.positionCount(), "positions", "vertex positions", declared);
                    }
                    return section;
                }
                case VERTICES -> {
                    boolean old = !version.hasPositions();
                    long declared = header.declaredVertices();
                    if (parts.vertexCount(version) == declared && (!old || stepComplete(tag))) {
                        if (tag == 'v') {
                            throw more(line, column, "vertices", "vertices", declared);
                        }
                        section = Section.TRIANGLES;
                        step = 0;
                        continue;
                    }
                    if (tag == 't' && (!old || stepComplete(tag))) {
                        throw fewer(line, column, parts.vertexCount(version), "vertices", "vertices", declared);
                    }
                    return section;
                }
                case TRIANGLES -> {
                    long declared = header.declaredTriangles();
                    if (parts.triangleCount() == declared) {
                        if (tag == 't') {
                            throw more(line, column, "triangles", "triangles", declared);
                        }
                        section = version.hasErrors() && header.errorParams() > 0 ? Section.ERRORS : Section.MERGES;
                        continue;
                    }
                    if (tag == 'e' || tag == 'm' || tag == 'u') {
                        throw fewer(line, column, parts.triangleCount(), "triangles", "triangles", declared);
                    }
                    return section;
                }
                case ERRORS -> {
                    int declared = header.errorParams();
                    if (parts.errorsRead == declared) {
                        if (tag == 'e') {
                            throw more(line, column, "error parameters", "errorparams", declared);
                        }
                        section = Section.MERGES;
                        continue;
                    }
                    if (tag == 'm') {
                        throw fewer(line, column, parts.errorsRead, "error parameters", "errorparams", declared);
                    }
                    return section;
                }
                case MERGES -> {
                    long declared = header.declaredGroupings();
                    if (parts.mergeCount() == declared) {
                        if (tag == 'm' || tag == 'u') {
                            throw more(line, column, tag == 'u' ? "clusters" : "merges",
                                    header.kind() == VifMerges.Kind.CLUSTERS ? "clusters" : "merges", declared);
                        }
                        section = Section.END;
                    }
                    return section;
                }
                default -> {
                    return section;
                }
            }
        }
    }

    private TextSyntaxError more(int line, int column, String what, String keyword, long declared) {
        return errors.at(line, column + 1, "more " + what + " than the header announces ('" + keyword + ": "
                + declared + "')" + (keyword.equals("merges") && !header.countLine()
                        && header.version().hasClusters() ? "; without the line there are none" : ""));
    }

    private TextSyntaxError fewer(int line, int column, long read, String what, String keyword, long declared) {
        return errors.at(line, column + 1, read + " " + what + " where the header announces " + declared + " ('"
                + keyword + ": " + declared + "')");
    }

    /**
     * Whether the position being read is complete when a record with {@code tag} comes (0: the
     * end): with a format line, once every attribute it declares came; in 1.0 and 2.0, unless the
     * record is a colour or normal that may still follow.
     */
    boolean stepComplete(char tag) {
        if (step == 0) {
            return true;
        }
        if (header.version().hasFormatLine()) {
            return step >= 3 + header.format().texcoordSets();
        }
        return !(tag == 'c' && step == 1 || tag == 'n' && step <= 2);
    }

    /** The step after {@code s} in a position, skipping what the format leaves out. */
    int nextStep(int s) {
        int next = s;
        if (next == 1 && !header.format().colors()) {
            next = 2;
        }
        if (next == 2 && !header.format().normals()) {
            next = 3;
        }
        return next;
    }

    /** At the end of the file: what the header announces that the body has not given, or null. */
    String missing() {
        VifVersion version = header.version();
        boolean old = !version.hasPositions();
        int positions = parts.positionCount();
        if (!old && positions < header.declaredPositions()) {
            return positions + " positions of " + header.declaredPositions();
        }
        if (!stepComplete('\0')) {
            return "position " + (positions - 1) + " lacks attributes its format declares";
        }
        if (old && positions < header.declaredVertices()
                || !old && parts.vertexPosition.size() < header.declaredVertices()) {
            return parts.vertexCount(version) + " vertices of " + header.declaredVertices();
        }
        if (parts.triangleCount() < header.declaredTriangles()) {
            return parts.triangleCount() + " triangles of " + header.declaredTriangles();
        }
        if (parts.errorsRead < header.errorParams()) {
            return parts.errorsRead + " error parameters of " + header.errorParams();
        }
        if (parts.mergeCount() < header.declaredGroupings()) {
            return parts.mergeCount() + " " + (header.kind() == VifMerges.Kind.CLUSTERS ? "clusters" : "merges")
                    + " of " + header.declaredGroupings();
        }
        return null;
    }
}
