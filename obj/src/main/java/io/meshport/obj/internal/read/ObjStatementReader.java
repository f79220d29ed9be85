package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;
import io.meshport.text.number.DecimalFloatParser;
import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import java.util.Locale;

/**
 * Reads one OBJ statement ({@link ObjLine}) into {@link ObjStatements}, checking it at its own line
 * and column: the keyword a word, every number of {@code v}, {@code vt}, {@code vn} a number
 * ({@link ObjNumbers#isNumber}) and enough of them, every face corner well formed
 * ({@link ObjFaceCorners}). What needs the statements before it (an index's range, the group and
 * material a face joins) is left to {@link ObjFileState}. One per thread.
 *
 * <p>Names are read as javagl's Obj read them, when it read OBJ for meshport: {@code g}'s names
 * (joined by one space), {@code usemtl}'s and {@code mtllib}'s rest of the line with its blanks made
 * spaces, all trimmed of control characters and spaces; {@code o}'s rest of the line, trimmed. A
 * {@code g}, {@code usemtl} or {@code mtllib} statement that so trimmed ends in a backslash javagl
 * dropped, and meshport said so: it still does.
 */
final class ObjStatementReader {
    private final String source;
    private final ObjFaceCorners corners = new ObjFaceCorners();
    private final float[] numbers = new float[4];

    ObjStatementReader(String source) {
        this.source = source;
    }

    /** Reads {@code line} into {@code into}. */
    void read(ObjLine line, ObjStatements into) throws ModelFormatException {
        char[] s = line.text;
        int to = line.to;
        int start = ObjFileReader.skipBlanks(s, line.from, to);
        if (start == to || s[start] == '#') {
            return;
        }
        int end = ObjFileReader.tokenEnd(s, start, to);
        String keyword = keyword(line, start, end);
        switch (keyword) {
            case "v" -> position(line, end, into);
            case "vt" -> texcoord(line, end, into);
            case "vn" -> normal(line, end, into);
            case "f" -> face(line, end, into);
            case "o" -> into.event(ObjStatements.OBJECT, new String(s, end, to - end).trim(), line.line());
            case "g" -> into.event(ObjStatements.GROUP, groupNames(line, start, end), line.line());
            case "usemtl" -> into.event(ObjStatements.MATERIAL, rest(line, start, end), line.line());
            case "mtllib" -> into.event(ObjStatements.LIBRARY, rest(line, start, end), line.line());
            case "s" -> {
                // smoothing groups: the file's normals say how the surface is shaded
            }
            case "p" -> into.warnings.note("points (p) are not meshes: skipped", line.line(), line.columnAt(start));
            case "l" -> into.warnings.note("lines (l) are not meshes: skipped", line.line(), line.columnAt(start));
            default -> into.warnings.note("'" + keyword + "' statements are not read: skipped", line.line(),
                    line.columnAt(start));
        }
    }

    /** The keyword in lower case; an error when it is not a word of letters, digits and '_'. */
    private String keyword(ObjLine line, int start, int end) throws ModelFormatException {
        char[] s = line.text;
        if (end - start == 1 && (s[start] == 'v' || s[start] == 'f')) {
            return s[start] == 'v' ? "v" : "f"; // the commonest, without a string
        }
        if (end - start == 2 && s[start] == 'v' && (s[start + 1] == 't' || s[start + 1] == 'n')) {
            return s[start + 1] == 't' ? "vt" : "vn";
        }
        String keyword = new String(s, start, end - start).toLowerCase(Locale.ROOT);
        for (int i = 0; i < keyword.length(); i++) {
            char c = keyword.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
                throw error(line, start, "not an OBJ statement: '" + ObjFileReader.shown(keyword) + "'");
            }
        }
        return keyword;
    }

    /** The rest of the statement after its keyword, blanks made spaces, trimmed; an error if it ends in a backslash. */
    private String rest(ObjLine line, int start, int keywordEnd) throws ModelFormatException {
        String rest = ObjFileReader.spaced(new String(line.text, keywordEnd, line.to - keywordEnd)).trim();
        if (rest.endsWith("\\")) {
            throw error(line, start, "not read (a statement that ends in a backslash continues on a line that"
                    + " is not there)");
        }
        return rest;
    }

    private String groupNames(ObjLine line, int start, int keywordEnd) throws ModelFormatException {
        String rest = rest(line, start, keywordEnd);
        return rest.isEmpty() ? rest : String.join(" ", rest.split(" +"));
    }

    // ------------------------------------------------------------ v, vt, vn

    private void position(ObjLine line, int from, ObjStatements into) throws ModelFormatException {
        int count = numbers(line, from, 3, "a position (v) needs x, y and z");
        xyz(into.tables.positions, into.positionLines, line);
        if (count == 4 && numbers[3] != 1) {
            into.warnings.note("a position's weight (the 4th number of v) is not read: dropped", line.line(), 1);
        } else if (count > 4) {
            into.warnings.note("numbers after a position's x, y, z (vertex colours?) are not read: dropped",
                    line.line(), 1);
        }
    }

    private void texcoord(ObjLine line, int from, ObjStatements into) throws ModelFormatException {
        int count = numbers(line, from, 1, "a texture coordinate (vt) needs at least u");
        into.tables.texcoords.add(numbers[0]);
        into.tables.texcoords.add(count > 1 ? numbers[1] : 0);
        into.texcoordLines.add(line.line());
        if (count > 2 && numbers[2] != 0) {
            into.warnings.note("a texture coordinate's third number (w) is not read: dropped", line.line(), 1);
        }
        if (count > 3) {
            into.warnings.note("a texture coordinate has more than three numbers: the rest dropped", line.line(), 1);
        }
    }

    private void normal(ObjLine line, int from, ObjStatements into) throws ModelFormatException {
        int count = numbers(line, from, 3, "a normal (vn) needs x, y and z");
        xyz(into.tables.normals, into.normalLines, line);
        if (count > 3) {
            into.warnings.note("a normal has more than three numbers: the rest dropped", line.line(), 1);
        }
    }

    /** The first three numbers read, to {@code table}; the statement's line to {@code lines}. */
    private void xyz(FloatList table, IntList lines, ObjLine line) {
        table.add(numbers[0]);
        table.add(numbers[1]);
        table.add(numbers[2]);
        lines.add(line.line());
    }

    /**
     * Checks that every token after the keyword is a number and that there are at least
     * {@code least}; reads the first four into {@link #numbers} (the rest are only counted, as javagl
     * read them) and returns how many there are.
     */
    private int numbers(ObjLine line, int from, int least, String tooFew) throws ModelFormatException {
        char[] s = line.text;
        int to = line.to;
        int count = 0;
        for (int i = ObjFileReader.skipBlanks(s, from, to); i < to; ) {
            int end = ObjFileReader.tokenEnd(s, i, to);
            if (!ObjNumbers.isNumber(s, i, end)) {
                throw error(line, i, "expected a number, found '" + ObjFileReader.shown(new String(s, i, end - i)) + "'");
            }
            if (count < numbers.length) {
                // what Float.parseFloat gives for every token isNumber takes, without a string
                numbers[count] = DecimalFloatParser.parse(s, i, end);
            }
            count++;
            i = ObjFileReader.skipBlanks(s, end, to);
        }
        if (count < least) {
            throw error(line, ObjLines.strippedEnd(s, line.from, to), tooFew + " (found " + count + " numbers)");
        }
        return count;
    }

    // ------------------------------------------------------------ f

    private void face(ObjLine line, int from, ObjStatements into) throws ModelFormatException {
        corners.read(line, from, source);
        if (corners.count < 3) {
            into.warnings.note("a face with fewer than three corners: skipped", line.line(), 1);
            return;
        }
        into.face(corners, line);
    }

    private ModelFormatException error(ObjLine line, int at, String reason) {
        return ObjFaceCorners.error(line, at, reason, source);
    }
}
