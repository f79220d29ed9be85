package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.SideFiles;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.text.ordered.OrderedBatches;
import io.meshport.text.ordered.OrderedBlockReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Reads OBJ text into a model on the text engine, as IQE is read: the text is cut into blocks of
 * whole lines, parsed on several threads ({@link ObjBlockFormat}), and put together in file order.
 * Every statement is checked at its own line and column, each index against the elements defined
 * above it:
 *
 * <ul>
 *   <li>every {@code o} statement, and every {@code g} statement with a new name, starts a new group;
 *       each group's faces of one material make one mesh, named after the group ({@code g a b}:
 *       "a b"), and faces before any make a mesh without a name ({@link ObjFileState});
 *   <li>an index must name an element defined above it (negative: counted back from the last);
 *   <li>{@code p} and {@code l} (points, lines), free-form geometry and unknown statements are
 *       skipped with a warning; {@code s} (smoothing groups) is ignored, as normals are given;
 *   <li>a fourth {@code v} number (a weight), {@code v} colours, a third {@code vt} number and further
 *       numbers are dropped with a warning; a face of fewer than three corners is skipped with one
 *       ({@link ObjStatementReader}).
 * </ul>
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

    /** Chars per block, as the text engine cuts IQE: a thread's work is worth handing over, few are held. */
    private static final int BLOCK_CHARS = 1 << 20;

    private final String source;
    private final SideFiles sideFiles;
    private final Diagnostics diagnostics;
    private final int threads;
    private final int blockChars;
    private final int maxLine;

    /**
     * A reader of one OBJ text.
     *
     * @param source the file's name, for messages
     * @param sideFiles the folder of the file, where its {@code mtllib} is looked for; null when read
     *     from a stream (then the library is not looked for)
     * @param diagnostics where warnings go
     */
    public ObjFileReader(String source, SideFiles sideFiles, Diagnostics diagnostics) {
        this(source, sideFiles, diagnostics, OrderedBatches.defaultThreads(), BLOCK_CHARS);
    }

    /** A reader on {@code threads} threads (1: line by line) in blocks of about {@code blockChars}. */
    ObjFileReader(String source, SideFiles sideFiles, Diagnostics diagnostics, int threads, int blockChars) {
        this(source, sideFiles, diagnostics, threads, blockChars, ObjLines.MAX_LINE);
    }

    /** As above, lines of more than {@code maxLine} chars refused (tests: a long line that is not 8 M chars). */
    ObjFileReader(String source, SideFiles sideFiles, Diagnostics diagnostics, int threads, int blockChars,
            int maxLine) {
        this.source = source == null ? "<input>" : source;
        this.sideFiles = sideFiles;
        this.diagnostics = diagnostics;
        this.threads = threads;
        this.blockChars = blockChars;
        this.maxLine = maxLine;
    }

    /**
     * The model of the OBJ text {@code in}, UTF-8 ({@code expectedBytes} long, -1: not known; bytes
     * that are not UTF-8 read as U+FFFD), its {@code mtllib} checked when there is a folder; warnings
     * go to the diagnostics. The thread that parses a block decodes it.
     *
     * @throws ModelFormatException when the text is not OBJ meshport reads
     */
    public Model read(InputStream in, long expectedBytes) throws IOException {
        ObjBlockFormat format = new ObjBlockFormat(source, diagnostics);
        try {
            ObjBlock file = new OrderedBlockReader<>(source, diagnostics, format, threads, blockChars,
                    maxLine).read(in, StandardCharsets.UTF_8, expectedBytes)
                    .orElseGet(ObjBlock::new);
            return format.finish(file, sideFiles);
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof ModelFormatException m) {
                throw m;
            }
            throw e;
        }
    }

    /** A blank between words: space, tab, form feed, vertical tab, or a carriage return not ending a line. */
    static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000b' || c == '\r';
    }

    /** The first index from {@code i} on that is not a blank, or {@code to}. */
    static int skipBlanks(char[] s, int i, int to) {
        while (i < to && blank(s[i])) {
            i++;
        }
        return i;
    }

    /** The end of the word that starts at {@code i}: the first blank after it, or {@code to}. */
    static int tokenEnd(char[] s, int i, int to) {
        while (i < to && !blank(s[i])) {
            i++;
        }
        return i;
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

    /** Whether {@code token} is a number to OBJ ({@link ObjNumbers}). */
    static boolean isNumber(String token) {
        return ObjNumbers.isNumber(token.toCharArray(), 0, token.length());
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
