package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifParser;
import io.meshport.text.parse.LineParser;
import io.meshport.text.number.TokenNumbers;
import io.meshport.vif.internal.rules.VifRules;
import org.antlr.v4.runtime.Token;

/**
 * What a value in a VIF line or record may be, checked at its token: counts not negative, indices
 * plain digits within the count of what they point at, patch IDs within VDSlib's range, colour
 * channels 0..255, numbers finite, and the index glued to a tag the record's ordinal. VDSlib reads
 * a wrong ordinal and goes on (its index is ignored), so lenient reading only warns of it; the
 * rest it refuses or mis-reads, and so do we. Values the plain-number path reads have passed the
 * same bounds ({@link VifNumberRecords}), so these run for the records the grammar reads.
 */
final class VifValueRules {
    private final VifSourceErrors errors;
    private final LineParser<VifParser> parser;

    VifValueRules(VifSourceErrors errors, LineParser<VifParser> parser) {
        this.errors = errors;
        this.parser = parser;
    }

    /** A header count: not negative. */
    long count(Token number) {
        long value = TokenNumbers.toInt(number, parser);
        if (value < 0) {
            throw errors.at(number, "a count is not negative");
        }
        return value;
    }

    /** {@code patches:}: VDSlib's patch IDs are 16-bit. */
    int patches(Token number, long value) {
        if (value > VifRules.MAX_PATCHES) {
            throw errors.at(number, "patches: " + value + " (VDSlib's patch IDs go to " + VifRules.MAX_PATCHES + ")");
        }
        return (int) value;
    }

    /** {@code errorparam size:}: an error entry holds at least one value. */
    int errorSize(Token number, long value, int errorParams) {
        if (value < 1) {
            throw errors.at(number, "errorparam size: " + value + " with " + errorParams + " errors (at least 1)");
        }
        return (int) value;
    }

    /** The index glued to a {@code p} or {@code v} tag, if any, checked against the ordinal. */
    void ordinal(Token tag, int ordinal, String what) {
        String text = tag.getText();
        if (text.length() == 1) {
            return;
        }
        String expected = Integer.toString(ordinal);
        if (!text.substring(1).equals(expected)) {
            errors.breach(tag, "'" + text + "' where " + what + " " + ordinal + " is due (the index after '"
                    + text.charAt(0) + "' must be the record's ordinal)");
        }
    }

    /** An index (glued to a tag or not) into {@code count} things called {@code what}. */
    int index(Token t, int count, String what) {
        String text = t.getText();
        int start = Character.isLetter(text.charAt(0)) ? 1 : 0;
        if (text.length() - start > 10 || text.charAt(start) == '-' || text.charAt(start) == '+') {
            if (text.charAt(start) == '-') {
                throw errors.at(t, what + " index " + text.substring(start) + ": indices are not negative");
            }
            if (text.charAt(start) == '+') {
                throw errors.at(t, what + " index " + text.substring(start) + ": indices are plain digits");
            }
            throw errors.at(t, what + " " + text.substring(start) + " outside 0.." + (count - 1));
        }
        long value = Long.parseLong(text.substring(start));
        if (value >= count) {
            throw errors.at(t, what + " " + value + " outside 0.." + (count - 1)
                    + (count == 0 ? " (there are none)" : ""));
        }
        return (int) value;
    }

    /** A patch ID: plain digits (its range is {@link VifRules}' question, at the end). */
    int unsigned(Token t, String what) {
        String text = t.getText();
        if (text.charAt(0) == '-' || text.charAt(0) == '+') {
            throw errors.at(t, what + " " + text + ": plain digits, not negative");
        }
        if (text.length() > 9) {
            throw errors.at(t, what + " " + text + " out of range");
        }
        return Integer.parseInt(text);
    }

    /** A colour channel: 0..255. */
    int channel(Token t) {
        int v = TokenNumbers.toInt(t, parser);
        if (v < 0 || v > 255) {
            throw errors.at(t, "colour value " + t.getText() + " outside 0..255");
        }
        return v;
    }

    /** A number as float: VDSlib's reader has no use for NaN or infinity. */
    float finite(Token t) {
        float f = TokenNumbers.toFloat(t, parser);
        if (!Float.isFinite(f)) {
            throw errors.at(t, "'" + t.getText() + "': VIF numbers are finite (" + (Float.isNaN(f) ? "NaN" : "infinite")
                    + " in float)");
        }
        return f;
    }
}
