package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifParser;
import java.util.List;
import org.antlr.v4.runtime.Token;

/**
 * What a body record must hold where it stands, beyond its values ({@link VifValueRules}): texture
 * sets in order, error entries in order with {@code errorparam size} values each, and a merge's
 * error entry exactly when the file has error parameters. VDSlib reads these positionally, so a
 * record that breaks them would shift every value after it: it is refused at its token.
 */
final class VifRecordRules {
    private final VifSourceErrors errors;

    VifRecordRules(VifSourceErrors errors) {
        this.errors = errors;
    }

    /** The {@code x<j>} tag names set {@code set}, the one due. */
    void texcoordSet(Token x, int set) {
        if (!x.getText().substring(1).equals(Integer.toString(set))) {
            throw errors.at(x, "'" + x.getText() + "' where 'x" + set + "' is due (texture sets in order)");
        }
    }

    /** An {@code e} record is entry {@code due} and holds {@code size} values. */
    void errorEntry(VifParser.ErrorRecordContext c, int due, int size) {
        Token tag = c.ERROR_AT() != null ? c.ERROR_AT().getSymbol() : c.index;
        String index = c.ERROR_AT() != null ? tag.getText().substring(1) : tag.getText();
        if (!index.equals(Integer.toString(due))) {
            throw errors.at(tag, "error entry " + index + " where e" + due + " is due (entries in order)");
        }
        if (c.values.size() != size) {
            Token where = c.values.size() > size ? c.values.get(size).getStart() : c.EOF().getSymbol();
            throw errors.at(where, "e" + due + " has " + c.values.size() + " values; 'errorparam size: " + size
                    + "' says " + size);
        }
    }

    /**
     * A merge names its error entry if and only if the file has error parameters; returns the
     * entry's token, or null.
     */
    Token mergeError(VifParser.MergeRecordContext c, boolean errorsDeclared) {
        List<Token> children = c.children;
        if (errorsDeclared && c.errorRef() == null) {
            throw errors.at(children.isEmpty() ? c.EOF().getSymbol() : children.get(0),
                    "a merge names its error entry ('e<k>') after its parent in a file with error parameters");
        }
        if (!errorsDeclared && c.errorRef() != null) {
            throw errors.at(c.errorRef().getStart(), "an error entry in a merge of a file without error parameters");
        }
        if (!errorsDeclared) {
            return null;
        }
        VifParser.ErrorRefContext e = c.errorRef();
        return e.ERROR_AT() != null ? e.ERROR_AT().getSymbol() : e.index;
    }
}
