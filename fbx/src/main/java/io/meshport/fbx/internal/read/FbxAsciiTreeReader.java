package io.meshport.fbx.internal.read;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads ASCII FBX into the same node tree the binary reader gives. The text, as the FBX SDK and
 * assimp write it and assimp's tokenizer and parser read it:
 *
 * <pre>
 * file   := node* EOF
 * node   := KEY values? ( '{' node* '}' )?          KEY is a bare name and the ':' right after it
 * values := value ( ',' value )*                    a value list runs across lines after each ','
 * value  := STRING | NUMBER | WORD | '*' COUNT '{' ( 'a:' NUMBER ( ',' NUMBER )* )? '}'
 * </pre>
 *
 * with {@code ;} comments to the end of the line, strings in double quotes (the SDK's one escape,
 * {@code &quot;}, read as {@code "}), C decimal numbers (and the {@code inf}, {@code nan} and
 * MSVC {@code 1.#INF}, {@code 1.#IND} spellings of old files), bare words such as {@code T}, and
 * any blanks and line ends between tokens.
 *
 * <p>Hand-written, not an ANTLR grammar, on purpose (DESIGN: hand-write only what a library does
 * not do well, and say why): FBX's records are not lines (a node's values, and an array of millions
 * of numbers, run across lines; braces nest), so the project's per-line grammar engine does not
 * apply; an ANTLR lexer over the whole file would make a token object and a string for each of
 * those millions of numbers, where this reads each number once, straight into a primitive array,
 * in one linear pass with no object per value. The language is eight tokens and four rules (above);
 * the grammar is this comment, and every deviation from it is a {@link ModelFormatException} at
 * its {@code line:column} (columns count characters), naming the node path.
 *
 * <p>Bounded: nesting is capped like the binary reader's; an array's declared count is checked
 * against the bytes left before its values are allocated (each takes at least two: a digit and a
 * comma) and must equal the values read. One instance reads one file, on the calling thread.
 *
 * <p>Why one class of over 600 lines: it is one tokenizer over one cursor (the byte position, the
 * line, the column counted incrementally along the line, the node path for errors), and every part
 * (values, strings, numbers, arrays, comments, nesting) moves that cursor and reports at it; split
 * into classes, each would take and give back the whole cursor state on every token of files that
 * hold millions of them.
 */
final class FbxAsciiTreeReader {
    /** The longest node name FBX holds: a binary record gives it a one-byte length. */
    static final int MAX_NAME_BYTES = 255;

    private static final int EOF = 0;
    private static final int KEY = 1;
    private static final int STRING = 2;
    private static final int NUMBER = 3;
    private static final int WORD = 4;
    private static final int COMMA = 5;
    private static final int OPEN = 6;
    private static final int CLOSE = 7;
    private static final int STAR = 8;
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };

    private final String source;
    private final byte[] data;
    private final int length;
    private final FbxLimits limits;
    private final FbxNameCache names = new FbxNameCache();
    private final String[] path;
    private int pos;
    private int line = 1;
    private int lineStart;

    // the current token
    private int kind;
    private int start;
    private int end;
    private int tokenLine;
    private int tokenLineStart;
    private boolean integer;
    private long integerValue;
    private double realValue;

    // the last column computed, so that columns along one long line cost a linear pass in all
    private int columnLine;
    private int columnAt;
    private int column;

    FbxAsciiTreeReader(String source, byte[] data, FbxLimits limits) {
        this.source = source;
        this.data = data;
        this.length = data.length;
        this.limits = limits;
        this.path = new String[limits.maxDepth() + 1];
    }

    /** The file's tree. */
    FbxTree read() throws ModelFormatException {
        if (length >= 3 && (data[0] & 0xFF) == 0xEF && (data[1] & 0xFF) == 0xBB && (data[2] & 0xFF) == 0xBF) {
            pos = 3;
            lineStart = 3;
        }
        int version = headerVersion(pos);
        advance();
        List<FbxNode> nodes = list(0, 0, 0);
        if (nodes.isEmpty()) {
            throw ModelFormatException.atLine(source, 1, 1, "the file holds no FBX nodes");
        }
        if (version == 0) {
            version = declaredVersion(nodes);
        }
        return new FbxTree(source, FbxEncoding.ASCII, version, nodes);
    }

    /** The version of a {@code ; FBX 7.4.0 project file} first line at {@code at}: 7400; else 0. */
    private int headerVersion(int at) {
        byte[] prefix = "; FBX ".getBytes(StandardCharsets.ISO_8859_1);
        if (length - at < prefix.length + 5) {
            return 0;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (data[at + i] != prefix[i]) {
                return 0;
            }
        }
        int i = at + prefix.length;
        int[] parts = new int[3];
        for (int p = 0; p < 3; p++) {
            int digits = 0;
            while (i < length && data[i] >= '0' && data[i] <= '9' && digits < 3) {
                parts[p] = parts[p] * 10 + data[i++] - '0';
                digits++;
            }
            if (digits == 0) {
                return 0;
            }
            if (p < 2) {
                if (i >= length || data[i] != '.') {
                    return 0;
                }
                i++;
            }
        }
        return parts[0] * 1000 + parts[1] * 100 + parts[2] * 10;
    }

    /** {@code FBXHeaderExtension/FBXVersion}'s integer, else 0. */
    private static int declaredVersion(List<FbxNode> nodes) {
        for (FbxNode n : nodes) {
            if (n.name().equals("FBXHeaderExtension")) {
                for (FbxNode c : n.children("FBXVersion")) {
                    if (!c.properties().isEmpty() && c.property(0) instanceof FbxProperty.IntegerValue v
                            && v.value() > 0 && v.value() < Integer.MAX_VALUE) {
                        return (int) v.value();
                    }
                }
            }
        }
        return 0;
    }

    // ------------------------------------------------------------------ nodes

    /** The nodes of a list: the file's (depth 0, to the end) or a block's (to its '}', consumed). */
    private List<FbxNode> list(int depth, int openLine, int openColumn) throws ModelFormatException {
        List<FbxNode> nodes = new ArrayList<>();
        while (true) {
            switch (kind) {
                case KEY:
                    nodes.add(node(depth));
                    break;
                case CLOSE:
                    if (depth == 0) {
                        throw fail(depth, "'}' closes no block");
                    }
                    advance();
                    return nodes;
                case EOF:
                    if (depth == 0) {
                        return nodes;
                    }
                    throw ModelFormatException.atLine(source, openLine, openColumn,
                            "the '{' of " + pathOf(depth) + " is not closed before the end of the file");
                default:
                    throw fail(depth, "expected a node name followed by ':', found " + describe());
            }
        }
    }

    /** The node whose key is the current token. */
    private FbxNode node(int depth) throws ModelFormatException {
        if (end - start > MAX_NAME_BYTES) {
            // a binary file holds a name in at most 255 bytes (a one-byte length); real names are words
            throw failHere(start, "a node name of " + (end - start) + " bytes: FBX names are at most "
                    + MAX_NAME_BYTES);
        }
        String name = names.name(data, start, end - start);
        long position = FbxTree.textPosition(tokenLine, columnOf(start));
        path[depth] = name;
        advance();
        List<FbxProperty> properties = List.of();
        if (isValue(kind)) {
            properties = new ArrayList<>(4);
            while (true) {
                properties.add(value(depth + 1));
                if (kind != COMMA) {
                    break;
                }
                advance();
                if (!isValue(kind)) {
                    throw fail(depth + 1, "expected a value after ',', found " + describe());
                }
            }
        }
        List<FbxNode> children = List.of();
        if (kind == OPEN) {
            if (depth + 1 >= limits.maxDepth()) {
                throw fail(depth + 1, "nodes nest deeper than " + limits.maxDepth() + " levels");
            }
            int openLine = tokenLine;
            int openColumn = columnOf(start);
            advance();
            children = list(depth + 1, openLine, openColumn);
        }
        return new FbxNode(name, properties, children, position);
    }

    private static boolean isValue(int kind) {
        return kind == STRING || kind == NUMBER || kind == WORD || kind == STAR;
    }

    /** The value that starts at the current token. */
    private FbxProperty value(int depth) throws ModelFormatException {
        FbxProperty value;
        switch (kind) {
            case STRING:
                String text = end == start + 1 ? ""
                        : new String(data, start + 1, end - start - 1, StandardCharsets.UTF_8);
                // the SDK writes a double quote inside a string as &quot;, its one escape
                value = new FbxProperty.StringValue(text.contains("&quot;") ? text.replace("&quot;", "\"") : text);
                break;
            case NUMBER:
                value = integer ? new FbxProperty.IntegerValue('L', integerValue)
                        : new FbxProperty.RealValue('D', realValue);
                break;
            case WORD:
                value = new FbxProperty.WordValue(names.name(data, start, end - start));
                break;
            default:
                return array(depth);
        }
        advance();
        return value;
    }

    /** {@code *N { a: v, v, ... }}: the current token is the {@code *N}. */
    private FbxProperty array(int depth) throws ModelFormatException {
        long declared = integerValue;
        int starLine = tokenLine;
        int starColumn = columnOf(start);
        advance();
        if (kind != OPEN) {
            throw fail(depth, "expected '{' after the array count *" + declared + ", found " + describe());
        }
        // each value takes a digit and a comma at least, so a count past half the bytes left is a lie
        long room = (length - pos + 1L) / 2;
        if (declared > room || declared > MAX_ARRAY) {
            throw ModelFormatException.atLine(source, starLine, starColumn, "in " + pathOf(depth) + ": array of "
                    + declared + " values cannot fit in the " + (length - pos) + " bytes left in the file");
        }
        advance();
        NumberArray values = new NumberArray((int) declared);
        if (kind == KEY) {
            if (end - start != 1 || data[start] != 'a') {
                throw fail(depth, "expected 'a:' in the array, found " + describe());
            }
            advance();
            if (kind == NUMBER) {
                while (true) {
                    if (values.size == declared) {
                        throw fail(depth, "the array holds more values than the " + declared + " its *"
                                + declared + " says");
                    }
                    if (integer) {
                        values.add(integerValue);
                    } else {
                        values.add(realValue);
                    }
                    advance();
                    if (kind != COMMA) {
                        break;
                    }
                    advance();
                    if (kind != NUMBER) {
                        throw fail(depth, "expected a number after ',' in the array, found " + describe());
                    }
                }
            }
        }
        if (kind != CLOSE) {
            throw fail(depth, "expected '}' to end the array, found " + describe());
        }
        if (values.size != declared) {
            throw ModelFormatException.atLine(source, starLine, starColumn, "in " + pathOf(depth) + ": the array"
                    + " says *" + declared + " but holds " + values.size + " values");
        }
        advance();
        return values.toProperty();
    }

    /**
     * The values of one array, kept in the narrowest of int, long and double that holds them all
     * so far (so an index array costs 4 bytes a value): widening copies once per kind at most.
     */
    private static final class NumberArray {
        private int[] ints;
        private long[] longs;
        private double[] doubles;
        int size;

        NumberArray(int capacity) {
            ints = new int[capacity];
        }

        void add(long v) {
            if (doubles != null) {
                doubles[size++] = v;
            } else if (longs != null) {
                longs[size++] = v;
            } else if (v == (int) v) {
                ints[size++] = (int) v;
            } else {
                longs = new long[ints.length];
                for (int i = 0; i < size; i++) {
                    longs[i] = ints[i];
                }
                ints = null;
                longs[size++] = v;
            }
        }

        void add(double v) {
            if (doubles == null) {
                doubles = new double[ints != null ? ints.length : longs.length];
                for (int i = 0; i < size; i++) {
                    doubles[i] = ints != null ? ints[i] : (double) longs[i];
                }
                ints = null;
                longs = null;
            }
            doubles[size++] = v;
        }

        FbxProperty toProperty() {
            if (doubles != null) {
                return new FbxProperty.DoubleArray(doubles.length == size ? doubles : Arrays.copyOf(doubles, size));
            }
            if (longs != null) {
                return new FbxProperty.LongArray(longs.length == size ? longs : Arrays.copyOf(longs, size));
            }
            return new FbxProperty.IntArray(ints.length == size ? ints : Arrays.copyOf(ints, size));
        }
    }

    // ------------------------------------------------------------------ tokens

    /** Reads the next token into the token fields, skipping blanks, line ends and comments. */
    private void advance() throws ModelFormatException {
        byte[] d = data;
        int n = length;
        int i = pos;
        while (i < n) {
            byte c = d[i];
            if (c == ' ' || c == '\t') {
                i++;
            } else if (c == '\n') {
                i++;
                line++;
                lineStart = i;
            } else if (c == '\r') {
                i++;
                if (i < n && d[i] == '\n') {
                    i++;
                }
                line++;
                lineStart = i;
            } else if (c == ';') {
                while (i < n && d[i] != '\n' && d[i] != '\r') {
                    i++;
                }
            } else if (c == '\f' || c == 0x0B) {
                i++;
            } else {
                break;
            }
        }
        start = i;
        tokenLine = line;
        tokenLineStart = lineStart;
        if (i == n) {
            kind = EOF;
            pos = end = i;
            return;
        }
        byte c = d[i];
        switch (c) {
            case ',':
                single(COMMA, i);
                return;
            case '{':
                single(OPEN, i);
                return;
            case '}':
                single(CLOSE, i);
                return;
            case '"':
                string(i);
                return;
            case '*':
                count(i);
                return;
            default:
                bare(i);
        }
    }

    private void single(int k, int i) {
        kind = k;
        end = i + 1;
        pos = i + 1;
    }

    /** A quoted string from {@code i}; it may run across lines (assimp reads them so). */
    private void string(int i) throws ModelFormatException {
        int j = i + 1;
        int n = length;
        while (j < n && data[j] != '"') {
            if (data[j] == '\n' || data[j] == '\r' && (j + 1 == n || data[j + 1] != '\n')) {
                line++;
                lineStart = j + 1;
            }
            j++;
        }
        if (j == n) {
            throw ModelFormatException.atLine(source, tokenLine, columnOf(i), "the string that starts here is"
                    + " not closed before the end of the file");
        }
        kind = STRING;
        end = j;
        pos = j + 1;
    }

    /** {@code *N}: an array's count. */
    private void count(int i) throws ModelFormatException {
        int j = i + 1;
        long v = 0;
        while (j < length && data[j] >= '0' && data[j] <= '9') {
            if (v > MAX_ARRAY) {
                throw failHere(i, "array count *" + new String(data, i + 1, Math.min(20, j - i), StandardCharsets.ISO_8859_1)
                        + "... is larger than any array can be");
            }
            v = v * 10 + data[j] - '0';
            j++;
        }
        if (j == i + 1 || j < length && !isDelimiter(data[j])) {
            throw failHere(i, "expected an array count after '*'");
        }
        kind = STAR;
        integerValue = v;
        end = j;
        pos = j;
    }

    /** A key ({@code Name:}), a number or a word, from {@code i}. */
    private void bare(int i) throws ModelFormatException {
        int j = i;
        int n = length;
        while (j < n && !isDelimiter(data[j])) {
            if ((data[j] & 0xFF) < 0x20) {
                throw failHere(j, "unexpected control byte 0x" + Integer.toHexString(data[j] & 0xFF));
            }
            j++;
        }
        if (j == i) {
            throw failHere(i, "unexpected '" + (char) data[i] + "'");
        }
        end = j;
        if (j < n && data[j] == ':') {
            kind = KEY;
            pos = j + 1;
            return;
        }
        pos = j;
        kind = number(i, j) ? NUMBER : WORD;
    }

    private static boolean isDelimiter(byte c) {
        switch (c) {
            case ' ', '\t', '\n', '\r', '\f', 0x0B, ',', '{', '}', '"', ';', ':':
                return true;
            default:
                return false;
        }
    }

    /**
     * Reads {@code data[from..to)} as a C decimal number into {@link #integer} and the value fields;
     * false if it is not one (then it is a word). Clinger's fast path gives the correctly rounded
     * double when the digits and the power of ten are both exact doubles; anything else goes to
     * {@link Double#parseDouble}, so every value is exact.
     */
    private boolean number(int from, int to) {
        byte[] d = data;
        int i = from;
        boolean negative = false;
        if (d[i] == '-' || d[i] == '+') {
            negative = d[i] == '-';
            i++;
        }
        long mantissa = 0;
        int significant = 0;
        int scale = 0;
        boolean digits = false;
        boolean exact = true;
        for (; i < to && d[i] >= '0' && d[i] <= '9'; i++) {
            digits = true;
            if (mantissa != 0 || d[i] != '0') {
                if (++significant > 18) {
                    exact = false;
                } else {
                    mantissa = mantissa * 10 + d[i] - '0';
                }
            }
            if (!exact) {
                scale++;
            }
        }
        boolean real = false;
        if (i < to && d[i] == '.') {
            real = true;
            for (i++; i < to && d[i] >= '0' && d[i] <= '9'; i++) {
                digits = true;
                if (mantissa != 0 || d[i] != '0') {
                    if (++significant > 18) {
                        exact = false;
                        continue;
                    }
                    mantissa = mantissa * 10 + d[i] - '0';
                }
                scale--;
            }
        }
        if (!digits) {
            return special(from, to);
        }
        if (i < to && (d[i] == 'e' || d[i] == 'E')) {
            real = true;
            i++;
            boolean negativeExponent = false;
            if (i < to && (d[i] == '-' || d[i] == '+')) {
                negativeExponent = d[i] == '-';
                i++;
            }
            if (i == to) {
                return false;
            }
            int exponent = 0;
            for (; i < to && d[i] >= '0' && d[i] <= '9'; i++) {
                if (exponent < 100_000) {
                    exponent = exponent * 10 + d[i] - '0';
                }
            }
            scale += negativeExponent ? -exponent : exponent;
        }
        if (i != to) {
            return special(from, to);
        }
        if (!real && exact) {
            integer = true;
            integerValue = negative ? -mantissa : mantissa;
            return true;
        }
        if (!real) {
            try {
                integerValue = Long.parseLong(new String(d, from, to - from, StandardCharsets.ISO_8859_1));
                integer = true;
                return true;
            } catch (NumberFormatException beyondLong) {
                // an integer past the long range is read as the real it is closest to
            }
        }
        integer = false;
        if (exact && mantissa <= (1L << 53) && scale >= -22 && scale <= 22) {
            double v = scale >= 0 ? mantissa * POWERS_OF_TEN[scale] : mantissa / POWERS_OF_TEN[-scale];
            realValue = negative ? -v : v;
        } else {
            realValue = Double.parseDouble(new String(d, from, to - from, StandardCharsets.ISO_8859_1));
        }
        return true;
    }

    /** inf, infinity, nan (any case) and MSVC's 1.#INF, 1.#IND, 1.#QNAN, 1.#SNAN, each with an optional sign. */
    private boolean special(int from, int to) {
        int i = from;
        boolean negative = false;
        if (data[i] == '-' || data[i] == '+') {
            negative = data[i] == '-';
            i++;
        }
        String s = new String(data, i, to - i, StandardCharsets.ISO_8859_1).toLowerCase(java.util.Locale.ROOT);
        double v;
        if (s.equals("inf") || s.equals("infinity") || s.startsWith("1.#inf")) {
            v = Double.POSITIVE_INFINITY;
        } else if (s.equals("nan") || s.startsWith("nan(") || s.startsWith("1.#ind") || s.startsWith("1.#qnan")
                || s.startsWith("1.#snan")) {
            v = Double.NaN;
        } else {
            return false;
        }
        integer = false;
        realValue = negative ? -v : v;
        return true;
    }

    // ------------------------------------------------------------------ positions and errors

    /** The 1-based column, in characters, of byte {@code at} of the current token's line. */
    private int columnOf(int at) {
        int from = tokenLineStart;
        int count = 0;
        if (columnLine == tokenLine && columnAt >= from && columnAt <= at) {
            from = columnAt;
            count = column;
        }
        for (int i = from; i < at; i++) {
            if ((data[i] & 0xC0) != 0x80) {
                count++;
            }
        }
        columnLine = tokenLine;
        columnAt = at;
        column = count;
        return count + 1;
    }

    private String describe() {
        switch (kind) {
            case EOF:
                return "the end of the file";
            case KEY:
                return "'" + snippet() + ":'";
            case STRING:
                return "a string";
            default:
                return "'" + snippet() + "'";
        }
    }

    private String snippet() {
        int n = Math.min(end - start, 24);
        String s = new String(data, start, n, StandardCharsets.UTF_8);
        return n < end - start ? s + "..." : s;
    }

    private String pathOf(int depth) {
        return depth == 0 ? "the top level" : String.join("/", Arrays.asList(path).subList(0, depth));
    }

    /** An error at the current token, inside the nodes of the first {@code depth} path names. */
    private ModelFormatException fail(int depth, String reason) {
        return ModelFormatException.atLine(source, tokenLine, columnOf(start),
                depth == 0 ? reason : "in " + pathOf(depth) + ": " + reason);
    }

    /** An error at byte {@code at} of the line being tokenized. */
    private ModelFormatException failHere(int at, String reason) {
        tokenLine = line;
        tokenLineStart = lineStart;
        return ModelFormatException.atLine(source, line, columnOf(at), reason);
    }
}
