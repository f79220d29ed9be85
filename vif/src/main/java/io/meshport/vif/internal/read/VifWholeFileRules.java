package io.meshport.vif.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.pool.IntList;
import io.meshport.vif.VifDocument;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import java.util.BitSet;

/**
 * The rules checked once the whole body is read, each problem put at its record's line and
 * column: the hierarchy's rules ({@link VifRules}) and, in 1.0 and 2.0, that a colour or normal
 * line goes with all vertices or none. VDSlib reads files that break them but builds a broken
 * hierarchy or reads garbage, so strict reading refuses them; lenient reading warns and goes on
 * (and fills in what 1.0 and 2.0 vertices lack). What is only odd is always a warning.
 */
final class VifWholeFileRules {
    private final VifSourceErrors errors;
    private final VifDocumentParts parts;

    VifWholeFileRules(VifSourceErrors errors, VifDocumentParts parts) {
        this.errors = errors;
        this.parts = parts;
    }

    /** Whether 1.0/2.0 vertices have the attribute {@code what}: all of them, or (lenient) some, filled in. */
    boolean allOrNone(BitSet given, String what) {
        int n = parts.positionCount();
        int count = given.cardinality();
        if (count == 0 || count == n) {
            return count > 0;
        }
        int v = given.nextClearBit(0);
        String message = "vertex " + v + " has no " + what + " line where " + count + " of the " + n
                + " vertices have one: all or none";
        IntList at = parts.vertexAt;
        if (!errors.lenient()) {
            throw errors.at(at.get(2 * v), at.get(2 * v + 1) + 1, message);
        }
        errors.diagnostics().warn(errors.source(), at.get(2 * v), at.get(2 * v + 1) + 1, message
                + (what.equals("colour") ? "; white filled in" : "; (0, 0, 0) filled in"));
        return true;
    }

    /** {@link VifRules}' problems with {@code doc}: breaches errors when strict, the rest warnings. */
    void check(VifDocument doc) {
        Diagnostics diagnostics = errors.diagnostics();
        String source = errors.source();
        boolean lenient = errors.lenient();
        int line = errors.line();
        for (VifProblem p : VifRules.check(doc)) {
            IntList at = parts.places(p.place(), doc.version());
            int l = at == null || 2 * p.index() + 1 >= at.size() ? Math.max(1, line) : at.get(2 * p.index());
            int c = at == null || 2 * p.index() + 1 >= at.size() ? 1 : at.get(2 * p.index() + 1) + 1;
            if (at == null && p.place() == VifProblem.Place.FILE) {
                diagnostics.warn(source, p.message());
                if (p.breaksRule() && !lenient) {
                    throw VifSourceErrors.wrap(ModelFormatException.inSource(source, p.message()));
                }
                continue;
            }
            if (p.breaksRule() && !lenient) {
                throw errors.at(l, c, p.message());
            }
            diagnostics.warn(source, l, c, p.message());
        }
    }
}
