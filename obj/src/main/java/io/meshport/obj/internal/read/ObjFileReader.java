package io.meshport.obj.internal.read;

import de.javagl.obj.FloatTuple;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.SideFiles;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads OBJ text into a model, statement by statement. javagl's {@code ObjReader} reads each
 * {@code v}, {@code vt}, {@code vn}, {@code f}, {@code g}, {@code usemtl} and {@code mtllib}
 * statement ({@link ObjStatementCapture}); meshport checks what it read with the statement's line
 * and column (javagl keeps neither, and takes some bad input without a word) and places it:
 *
 * <ul>
 *   <li>every {@code o} statement, and every {@code g} statement with a new name, starts a new group
 *       (javagl reads no {@code o}); each group's faces of one material make one mesh, named after the group
 *       ({@code g a b}: "a b"), and faces before any make a mesh without a name;
 *   <li>an index must name an element defined above it (negative: counted back from the last);
 *   <li>{@code p} and {@code l} (points, lines), free-form geometry and unknown statements are
 *       skipped with a warning; {@code s} (smoothing groups) is ignored, as normals are given;
 *   <li>a fourth {@code v} number (a weight), {@code v} colours, a third {@code vt} number and further
 *       numbers are dropped with a warning; a face of fewer than three corners is skipped with one.
 * </ul>
 *
 * <p>Why one class of over 500 lines: the rules above are one pass over the statements, each
 * statement checked at its own line and column against the elements read before it; the
 * triangulation of a face stands apart ({@link ObjTriangulator}), and what is left shares the
 * pass's state at every step.
 *
 * <p>Public for {@code ObjFormat}, which reads through it, and for the writer, which names the format
 * and quotes names as the reader does; internal like its package: not meshport's API.
 */
public final class ObjFileReader {
    /**
     * The format's name, as the models read name it ({@link SourceInfo}) and the stages' diagnostics
     * give it. Kept with the reader rather than in {@code ObjFormat}, so that the stages in the
     * internal packages reach it without it becoming part of the API.
     */
    public static final String NAME = "obj";

    /** Blender's OBJ files: Y up, right-handed, counter-clockwise front faces; the models read are in them. */
    public static final Conventions CONVENTIONS = Conventions.Y_UP_RIGHT_CCW;

    /** The most elements of a table or corners of a mesh: arrays stay well below Java's limits. */
    static final int MAX_ITEMS = 1 << 27;

    /**
     * The most corners of a face handed to javagl at once: its face parser grows its arrays by one
     * corner at a time, so one statement of n corners costs it n squared; in pieces of this many
     * corners a face costs it a few steps a corner. Each piece is read as javagl reads a face.
     */
    static final int JAVAGL_CORNERS = 16;

    private final String source;
    private final SideFiles sideFiles;
    private final Diagnostics diagnostics;
    private final ObjWarnings warnings = new ObjWarnings();
    private final ObjTables tables = new ObjTables();
    private final ObjStatementCapture capture = new ObjStatementCapture();
    /** The faces of the current group, null before its first: an earlier group's are meshes already. */
    private ObjGroup faces;
    private final List<Mesh> meshes = new ArrayList<>();
    private final ObjMeshBuilder builder;
    private final List<ObjMaterialLibrary.Reference> libraries = new ArrayList<>();
    private final Set<String> materials = new LinkedHashSet<>();
    private String groupName = "";
    private String material = "";
    private ObjPart current;

    /**
     * A reader of one OBJ text.
     *
     * @param source the file's name, for messages
     * @param sideFiles the folder of the file, where its {@code mtllib} is looked for; null when read
     *     from a stream (then the library is not looked for)
     * @param diagnostics where warnings go
     */
    public ObjFileReader(String source, SideFiles sideFiles, Diagnostics diagnostics) {
        this.source = source;
        this.sideFiles = sideFiles;
        this.diagnostics = diagnostics;
        this.builder = new ObjMeshBuilder(tables, source, warnings);
    }

    /**
     * The model of the OBJ text {@code in}, its {@code mtllib} checked when there is a folder; warnings
     * go to the diagnostics.
     *
     * @throws ModelFormatException when the text is not OBJ meshport reads
     */
    public Model read(Reader in) throws IOException {
        ObjLines lines = new ObjLines(in, source);
        for (ObjLine line = lines.next(); line != null; line = lines.next()) {
            statement(line);
        }
        closeGroup();
        if (sideFiles != null) {
            ObjMaterialLibrary.check(sideFiles, libraries, materials, source, diagnostics);
        }
        warnings.report(source, diagnostics);
        return Model.builder().meshes(meshes).conventions(CONVENTIONS)
                .extra(SourceInfo.class, new SourceInfo(NAME, "")).build();
    }

    static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000b' || c == '\r';
    }

    private void statement(ObjLine line) throws IOException {
        String s = line.text();
        int start = 0;
        while (start < s.length() && blank(s.charAt(start))) {
            start++;
        }
        if (start == s.length() || s.charAt(start) == '#') {
            return;
        }
        int end = start;
        while (end < s.length() && !blank(s.charAt(end))) {
            end++;
        }
        String keyword = s.substring(start, end).toLowerCase(Locale.ROOT);
        for (int i = 0; i < keyword.length(); i++) {
            char c = keyword.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_')) {
                throw error(line, start, "not an OBJ statement: '" + shown(keyword) + "'");
            }
        }
        switch (keyword) {
            case "v" -> position(line, end);
            case "vt" -> texcoord(line, end);
            case "vn" -> normal(line, end);
            case "f" -> face(line, end);
            case "o" -> {
                // a new object even under the same name: Blender makes each its own object
                closeGroup();
                groupName = s.substring(end).trim();
            }
            case "g" -> {
                javagl(line, start);
                group(String.join(" ", read(capture.groupNames, line, start)));
            }
            case "usemtl" -> {
                javagl(line, start);
                material = read(capture.material, line, start);
                materials.add(material);
                current = null;
            }
            case "mtllib" -> {
                javagl(line, start);
                libraries.add(new ObjMaterialLibrary.Reference(read(capture.materialLibrary, line, start), line.line()));
            }
            case "s" -> {
                // smoothing groups: the file's normals say how the surface is shaded
            }
            case "p" -> warnings.note("points (p) are not meshes: skipped", line.line(), line.columnAt(start) );
            case "l" -> warnings.note("lines (l) are not meshes: skipped", line.line(), line.columnAt(start));
            default -> warnings.note("'" + keyword + "' statements are not read: skipped", line.line(),
                    line.columnAt(start));
        }
    }

    private void group(String name) {
        if (!name.equals(groupName)) {
            closeGroup();
            groupName = name;
        }
    }

    /**
     * Makes the current group's parts meshes, in the order they began: no later face joins them (a
     * later group of the same name is a group of its own). Done at every group's end rather than the
     * file's, so that a file of a million groups holds a million meshes, not also their faces.
     */
    private void closeGroup() {
        if (faces != null) {
            faces.sortByPart();
            for (ObjPart part : faces.parts()) {
                meshes.add(builder.build(part, faces, diagnostics));
            }
        }
        faces = null;
        current = null;
    }

    /**
     * What javagl read of a statement, or an error when it read nothing: javagl drops a statement
     * that ends in a line continuation with no line after it, and hands on nothing.
     */
    private <T> T read(T captured, ObjLine line, int keywordAt) throws ModelFormatException {
        if (captured == null) {
            throw error(line, keywordAt, "not read (a statement that ends in a backslash continues on a line that"
                    + " is not there)");
        }
        return captured;
    }

    /** Hands the statement to javagl, which reads it into {@link #capture}; anything it throws is an error here. */
    private void javagl(ObjLine line, int keywordAt) throws ModelFormatException {
        javagl(line, line.text(), keywordAt);
    }

    /** Hands {@code text}, a statement made of {@code line}'s, to javagl. */
    private void javagl(ObjLine line, String text, int keywordAt) throws ModelFormatException {
        capture.clear();
        try {
            // javagl's face parser takes only spaces between corners, not tabs
            de.javagl.obj.ObjReader.read(new OneLine(spaced(text)), capture);
        } catch (IOException | RuntimeException e) {
            // javagl quotes the statement, which may be megabytes long
            throw error(line, keywordAt, "not read: " + shown(e.getMessage() == null ? e.toString() : e.getMessage(),
                    200)).withCause(e);
        }
    }

    /** {@code s} with every other blank made a space; {@code s} itself when it has none. */
    static String spaced(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != ' ' && blank(s.charAt(i))) {
                char[] chars = s.toCharArray();
                for (int j = i; j < chars.length; j++) {
                    chars[j] = blank(chars[j]) ? ' ' : chars[j];
                }
                return new String(chars);
            }
        }
        return s;
    }

    /**
     * One statement for javagl's reader, which reads lines with {@code readLine} alone: handed
     * over as it is. A statement holds no line end ({@link ObjLines} cuts at them), so a
     * {@code BufferedReader} over it would hand out the same one line (none for an empty
     * statement), after copying it into its buffer and out again, twice per statement.
     */
    private static final class OneLine extends BufferedReader {
        private String line;

        OneLine(String line) {
            super(Reader.nullReader(), 1);
            this.line = line.isEmpty() ? null : line;
        }

        @Override
        public String readLine() {
            String l = line;
            line = null;
            return l;
        }
    }

    // ------------------------------------------------------------ v, vt, vn

    private void position(ObjLine line, int from) throws ModelFormatException {
        float[] xyz = numbers(line, from, 3, "a position (v) needs x, y and z");
        if (tables.positionCount() >= MAX_ITEMS) {
            throw error(line, 0, "more than " + MAX_ITEMS + " positions");
        }
        for (int c = 0; c < 3; c++) {
            tables.positions.add(xyz[c]);
        }
        if (xyz.length == 4 && xyz[3] != 1) {
            warnings.note("a position's weight (the 4th number of v) is not read: dropped", line.line(), 1);
        } else if (xyz.length > 4) {
            warnings.note("numbers after a position's x, y, z (vertex colours?) are not read: dropped",
                    line.line(), 1);
        }
    }

    private void texcoord(ObjLine line, int from) throws ModelFormatException {
        float[] uvw = numbers(line, from, 1, "a texture coordinate (vt) needs at least u");
        if (tables.texcoordCount() >= MAX_ITEMS) {
            throw error(line, 0, "more than " + MAX_ITEMS + " texture coordinates");
        }
        tables.texcoords.add(uvw[0]);
        tables.texcoords.add(uvw.length > 1 ? uvw[1] : 0);
        if (uvw.length > 2 && uvw[2] != 0) {
            warnings.note("a texture coordinate's third number (w) is not read: dropped", line.line(), 1);
        }
        if (uvw.length > 3) {
            warnings.note("a texture coordinate has more than three numbers: the rest dropped", line.line(), 1);
        }
    }

    private void normal(ObjLine line, int from) throws ModelFormatException {
        float[] xyz = numbers(line, from, 3, "a normal (vn) needs x, y and z");
        if (tables.normalCount() >= MAX_ITEMS) {
            throw error(line, 0, "more than " + MAX_ITEMS + " normals");
        }
        for (int c = 0; c < 3; c++) {
            tables.normals.add(xyz[c]);
        }
        if (xyz.length > 3) {
            warnings.note("a normal has more than three numbers: the rest dropped", line.line(), 1);
        }
    }

    /**
     * The numbers of a {@code v}, {@code vt} or {@code vn} statement as javagl reads them (its first
     * four), after checking that every one is a number (javagl stops looking after the fourth) and
     * that there are at least {@code least}.
     */
    private float[] numbers(ObjLine line, int from, int least, String tooFew) throws ModelFormatException {
        String s = line.text();
        int count = 0;
        int i = from;
        while (true) {
            while (i < s.length() && blank(s.charAt(i))) {
                i++;
            }
            if (i == s.length()) {
                break;
            }
            int end = i;
            while (end < s.length() && !blank(s.charAt(end))) {
                end++;
            }
            String token = s.substring(i, end);
            if (!isNumber(token)) {
                throw error(line, i, "expected a number, found '" + shown(token) + "'");
            }
            count++;
            i = end;
        }
        if (count < least) {
            throw error(line, s.stripTrailing().length(), tooFew + " (found " + count + " numbers)");
        }
        javagl(line, 0);
        FloatTuple t = capture.tuple;
        if (t == null || t.getDimensions() != Math.min(count, 4)) {
            throw error(line, from, "not read as " + count + " numbers");
        }
        float[] out = new float[count];
        for (int c = 0; c < count; c++) {
            out[c] = c < 4 ? t.get(c) : 0;
        }
        return out;
    }

    /**
     * What javagl takes for a number: what {@link Float#parseFloat} takes (Java's decimal float
     * syntax, {@code NaN} and {@code Infinity}, after trimming control characters and spaces), but
     * not a token that ends in a type suffix or holds a hex form. A scan, not a parse: javagl parses
     * every number again, and parsing each one twice was a fifth of reading a large file.
     * {@code ObjNumberSyntaxTest} holds it to {@code Float.parseFloat}.
     */
    static boolean isNumber(String token) {
        int from = 0;
        int to = token.length();
        while (from < to && token.charAt(from) <= ' ') {
            from++;
        }
        while (to > from && token.charAt(to - 1) <= ' ') {
            to--;
        }
        int i = from;
        if (i < to && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
            i++;
        }
        if (token.startsWith("NaN", i) && i + 3 == to || token.startsWith("Infinity", i) && i + 8 == to) {
            return true;
        }
        int digits = 0;
        for (; i < to && isDigit(token.charAt(i)); i++) {
            digits++;
        }
        if (i < to && token.charAt(i) == '.') {
            for (i++; i < to && isDigit(token.charAt(i)); i++) {
                digits++;
            }
        }
        if (digits == 0) {
            return false;
        }
        if (i < to && (token.charAt(i) == 'e' || token.charAt(i) == 'E')) {
            i++;
            if (i < to && (token.charAt(i) == '+' || token.charAt(i) == '-')) {
                i++;
            }
            int exponent = 0;
            for (; i < to && isDigit(token.charAt(i)); i++) {
                exponent++;
            }
            if (exponent == 0) {
                return false;
            }
        }
        // a suffix is refused where it ends the token; trimmed characters after it hide it, and
        // Float.parseFloat takes it then
        if (i < to && to < token.length() && "fFdD".indexOf(token.charAt(i)) >= 0) {
            i++;
        }
        return i == to;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    // ------------------------------------------------------------ f

    private void face(ObjLine line, int from) throws IOException {
        ObjFaceCorners corners = ObjFaceCorners.of(line, from, source);
        if (corners.count < 3) {
            warnings.note("a face with fewer than three corners: skipped", line.line(), 1);
            return;
        }
        ObjPart part = part();
        if (part.cornerCount() + (long) corners.count > MAX_ITEMS) {
            throw error(line, 0, "more than " + MAX_ITEMS + " face corners in one mesh");
        }
        if (faces.cornerCount() + (long) corners.count > ObjGroup.MAX_CORNERS) {
            throw error(line, 0, "more than " + ObjGroup.MAX_CORNERS + " face corners in one group");
        }
        int positions = tables.positionCount();
        int texcoords = tables.texcoordCount();
        int normals = tables.normalCount();
        boolean missingTexcoord = false;
        boolean missingNormal = false;
        int piece = 0; // the corners javagl read last: [piece, pieceEnd)
        int pieceEnd = 0;
        for (int c = 0; c < corners.count; c++) {
            if (c == pieceEnd) {
                piece = c;
                pieceEnd = javaglFace(line, corners, piece, from);
            }
            // javagl's own reading, made absolute as javagl makes it: k-1 for k, -k for -k
            int v = absolute(corners.v[c], capture.face.getVertexIndex(c - piece), positions, "vertex", "positions",
                    line, corners.vAt[c]);
            int vt = -1;
            if (corners.vt[c] != 0) {
                vt = absolute(corners.vt[c], capture.face.getTexCoordIndex(c - piece), texcoords,
                        "texture coordinate", "texture coordinates", line, corners.vtAt[c]);
                part.anyTexcoord = true;
            } else {
                missingTexcoord = true;
                part.withoutTexcoord++;
            }
            int vn = -1;
            if (corners.vn[c] != 0) {
                vn = absolute(corners.vn[c], capture.face.getNormalIndex(c - piece), normals, "normal", "normals",
                        line, corners.vnAt[c]);
                part.anyNormal = true;
            } else {
                missingNormal = true;
                part.withoutNormal++;
            }
            faces.corners.add(v);
            faces.corners.add(vt);
            faces.corners.add(vn);
        }
        if (missingTexcoord && part.firstWithoutTexcoordLine == 0) {
            part.firstWithoutTexcoordLine = line.line();
        }
        if (missingNormal && part.firstWithoutNormalLine == 0) {
            part.firstWithoutNormalLine = line.line();
        }
        faces.addFace(part, corners.count, line.line());
    }

    /**
     * Has javagl read the corners of {@code line} from {@code first} on, at most
     * {@link #JAVAGL_CORNERS} of them (and never fewer than three, a face to javagl): the whole
     * statement when it is that short, as written.
     *
     * @return the end of the corners it read
     */
    private int javaglFace(ObjLine line, ObjFaceCorners corners, int first, int keywordEnd)
            throws ModelFormatException {
        int end = corners.count - first - JAVAGL_CORNERS < 3 ? corners.count : first + JAVAGL_CORNERS;
        String s = line.text();
        if (first == 0 && end == corners.count) {
            javagl(line, 0);
        } else {
            javagl(line, "f " + s.substring(corners.vAt[first], end < corners.count ? corners.vAt[end] : s.length()),
                    corners.vAt[first]);
        }
        if (capture.face == null || capture.face.getNumVertices() != end - first) {
            throw error(line, first == 0 ? keywordEnd : corners.vAt[first], "face not read as " + corners.count
                    + " corners");
        }
        return end;
    }

    /**
     * The 0-based table index of {@code raw} (as written), which javagl read as {@code javagl}; an
     * error at its column when it names no element defined so far.
     */
    private int absolute(int raw, int javagl, int count, String what, String plural, ObjLine line, int at)
            throws ModelFormatException {
        int expected = raw > 0 ? raw - 1 : raw;
        if (javagl != expected) {
            throw error(line, at, what + " index " + raw + " not read as written");
        }
        long index = raw > 0 ? raw - 1L : count + (long) raw;
        if (index < 0 || index >= count) {
            throw error(line, at, what + " index " + raw + " out of range (" + count + " " + plural
                    + " defined so far)");
        }
        return (int) index;
    }

    private ObjPart part() {
        if (faces == null) {
            faces = new ObjGroup(groupName);
        }
        if (current == null) {
            current = faces.part(material);
        }
        return current;
    }

    private ModelFormatException error(ObjLine line, int at, String reason) {
        return ObjFaceCorners.error(line, Math.max(0, at), reason, source);
    }

    /**
     * {@code text} fit for a message: at most 40 characters, control characters as '?'. Public for the
     * writer's loss reports, which quote names as the reader's messages do.
     */
    public static String shown(String text) {
        return shown(text, 40);
    }

    /** {@code text} fit for a message: at most {@code max} characters, control characters as '?'. */
    static String shown(String text, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < text.length() && i < max; i++) {
            char c = text.charAt(i);
            b.append(c < ' ' || c == 0x7f ? '?' : c);
        }
        return text.length() > max ? b + "..." : b.toString();
    }
}
