package io.meshport.vif.internal.read;

import io.meshport.grammars.vif.VifLexer;
import io.meshport.grammars.vif.VifParser;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifVersion;
import org.antlr.v4.runtime.Token;

/**
 * The header's state machine: which line is due next in the version's fixed order (magic, format
 * line from 2.1, {@code vertex positions:} from 2.2, {@code vertices:}, {@code triangles:},
 * {@code patches:}, {@code errorparams:} and {@code errorparam size:} from 2.3, the merges or
 * clusters count), and what the lines announce. The body's order is {@link VifSections}'; the
 * values' bounds are {@link VifValueRules}'.
 */
final class VifHeaderState {
    /** What the header expects next. */
    private enum Header {
        MAGIC, FORMAT, POSITIONS, VERTICES, TRIANGLES, PATCHES, ERRORPARAMS, ERRORSIZE, GROUPINGS, DONE
    }

    private final VifSourceErrors errors;
    private final VifValueRules values;

    private Header header = Header.MAGIC;
    private VifVersion version;
    private VifFormatLine format = VifFormatLine.NONE;
    private long declaredPositions;
    private long declaredVertices;
    private long declaredTriangles;
    private int patches;
    private int errorParams;
    private int errorSize;
    private boolean errorSizeJoined;
    private long declaredGroupings;
    private boolean countLine;
    private VifMerges.Kind kind = VifMerges.Kind.MERGES;

    VifHeaderState(VifSourceErrors errors, VifValueRules values) {
        this.errors = errors;
        this.values = values;
    }

    boolean inHeader() {
        return header != Header.DONE;
    }

    boolean magicDue() {
        return header == Header.MAGIC;
    }

    /**
     * Whether the header is over before a line that is not a count: the optional count line of
     * 2.0 and 2.1 may be missing, and then the line is the body's first.
     */
    boolean endsBefore(char[] text, int from, int end) {
        if (header == Header.GROUPINGS && version.hasClusters() && !startsWith(text, from, end, "merges:")
                && !startsWith(text, from, end, "clusters:")) {
            header = Header.DONE;
            return true;
        }
        return false;
    }

    /** The magic line's version: what the rest of the header holds follows from it. */
    void magic(VifVersion version) {
        this.version = version;
        header = version.hasFormatLine() ? Header.FORMAT : Header.VERTICES;
    }

    /** A format line: in its place first, then what it declares. */
    void format(VifParser.FormatLineContext f) {
        if (header != Header.FORMAT) {
            throw errors.at(f.FORMAT().getSymbol(), "'format:' where " + due() + " is due");
        }
        format = VifFormatLine.read(f, errors);
        header = version.hasPositions() ? Header.POSITIONS : Header.VERTICES;
    }

    /** A count line: {@code keyword} and its {@code value} at {@code number}. */
    void count(Token keyword, Token number, long value) {
        switch (keyword.getType()) {
            case VifLexer.VERTEX_POSITIONS -> {
                expect(Header.POSITIONS, keyword);
                declaredPositions = value;
                header = Header.VERTICES;
            }
            case VifLexer.VERTICES -> {
                expect(Header.VERTICES, keyword);
                declaredVertices = value;
                header = Header.TRIANGLES;
            }
            case VifLexer.TRIANGLES -> {
                expect(Header.TRIANGLES, keyword);
                declaredTriangles = value;
                header = version.hasPositions() ? Header.PATCHES : version.hasHierarchy() ? Header.GROUPINGS
                        : Header.DONE;
            }
            case VifLexer.PATCHES -> {
                expect(Header.PATCHES, keyword);
                patches = values.patches(number, value);
                header = version.hasErrors() ? Header.ERRORPARAMS : Header.GROUPINGS;
            }
            case VifLexer.ERRORPARAMS -> {
                expect(Header.ERRORPARAMS, keyword);
                errorParams = (int) value;
                header = value > 0 ? Header.ERRORSIZE : Header.GROUPINGS;
            }
            case VifLexer.ERRORPARAM_SIZE -> {
                if (header == Header.GROUPINGS && errorParams == 0 && version.hasErrors()) {
                    throw errors.at(keyword, "an error size line with 'errorparams: 0' (the line goes only with errors)");
                }
                expect(Header.ERRORSIZE, keyword);
                errorSize = values.errorSize(number, value, errorParams);
                errorSizeJoined = !keyword.getText().contains(" ") && !keyword.getText().contains("\t");
                header = Header.GROUPINGS;
            }
            case VifLexer.MERGES, VifLexer.CLUSTERS -> {
                boolean clusters = keyword.getType() == VifLexer.CLUSTERS;
                if (clusters && !version.hasClusters()) {
                    throw errors.at(keyword, "'clusters:' is VIF 2.0 and 2.1 only; from 2.2 on clusters are merges");
                }
                expect(Header.GROUPINGS, keyword);
                declaredGroupings = value;
                countLine = true;
                kind = clusters ? VifMerges.Kind.CLUSTERS : VifMerges.Kind.MERGES;
                header = Header.DONE;
            }
            default -> throw new IllegalStateException(keyword.getText());
        }
    }

    private void expect(Header wanted, Token keyword) {
        if (header != wanted) {
            throw errors.at(keyword, "'" + keyword.getText() + "' where " + due() + " is due");
        }
    }

    /** At the end of the file: the header must be over (2.0 and 2.1 may end without the count line). */
    void end(int lastLine) {
        if (version == null) {
            throw errors.at(Math.max(1, lastLine), 1, "not a VIF file: no 'VIF<version>' line");
        }
        if (header == Header.GROUPINGS && version.hasClusters()) {
            header = Header.DONE;
        }
        if (header != Header.DONE) {
            throw errors.at(Math.max(1, lastLine), 1, "the file ends in the header: " + due() + " is due");
        }
    }

    /** What the header expects next, in the file's words. */
    String due() {
        return switch (header) {
            case MAGIC -> "the magic line";
            case FORMAT -> "'format:'";
            case POSITIONS -> "'vertex positions:'";
            case VERTICES -> "'vertices:'";
            case TRIANGLES -> "'triangles:'";
            case PATCHES -> "'patches:'";
            case ERRORPARAMS -> "'errorparams:'";
            case ERRORSIZE -> "'errorparam size:'";
            case GROUPINGS -> version.hasClusters() ? "'merges:', 'clusters:' or the first vertex" : "'merges:'";
            case DONE -> "the body";
        };
    }

    VifVersion version() {
        return version;
    }

    VifFormatLine format() {
        return format;
    }

    long declaredPositions() {
        return declaredPositions;
    }

    long declaredVertices() {
        return declaredVertices;
    }

    long declaredTriangles() {
        return declaredTriangles;
    }

    int patches() {
        return patches;
    }

    int errorParams() {
        return errorParams;
    }

    int errorSize() {
        return errorSize;
    }

    boolean errorSizeJoined() {
        return errorSizeJoined;
    }

    long declaredGroupings() {
        return declaredGroupings;
    }

    /** Whether the file has the merges or clusters count line (2.0 and 2.1 may leave it out: none). */
    boolean countLine() {
        return countLine;
    }

    VifMerges.Kind kind() {
        return kind;
    }

    private static boolean startsWith(char[] text, int from, int end, String word) {
        int i = from;
        while (i < end && (text[i] == ' ' || text[i] == '\t')) {
            i++;
        }
        if (end - i < word.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            if (text[i + k] != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
