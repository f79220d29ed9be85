package io.meshport.obj.internal.read;

import de.javagl.obj.Mtl;
import de.javagl.obj.MtlReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The material names an MTL library defines, as javagl's {@code MtlReader} reads them, handed to it
 * a batch of materials at a time. javagl keeps every material of what it is given, each with all its
 * fields (some 200 bytes), so a 64 MB library of one-line materials read at once would take
 * gigabytes; a batch holds at most {@link #BATCH_MATERIALS} materials, and of their names only those
 * the model uses are kept. Batches are cut where javagl starts a statement afresh, so each reads
 * as it would in the whole text.
 *
 * <p>javagl joins a line ending in a backslash to the next by copying all it joined so far, so a
 * statement continued over k lines costs it k times its length: one continued over more than
 * {@link #MAX_CONTINUED} lines makes the library unreadable here.
 */
final class ObjMtlNames {
    /** The most materials handed to javagl at once. */
    static final int BATCH_MATERIALS = 256;
    /** A batch ends at the first material that starts past this many bytes. */
    static final int BATCH_BYTES = 1 << 16;
    /** The most lines one MTL statement is continued over. */
    static final int MAX_CONTINUED = 16;

    private ObjMtlNames() {
    }

    /**
     * The names among {@code wanted} that the MTL text {@code bytes} (UTF-8) defines.
     *
     * @throws IOException when javagl cannot read it (its message quotes the text: not for a
     *     warning), or a statement is continued over more than {@link #MAX_CONTINUED} lines
     */
    static Set<String> defined(byte[] bytes, Set<String> wanted) throws IOException {
        Set<String> found = new HashSet<>();
        int batch = 0;
        int materials = 0;
        int joined = 0; // lines javagl joins to the statement so far; 0: this line starts one
        boolean continues = false; // javagl joins the next line to this statement
        for (int start = 0; start < bytes.length; ) {
            int end = start;
            while (end < bytes.length && bytes[end] != '\n' && bytes[end] != '\r') {
                end++;
            }
            if (continues) {
                if (++joined > MAX_CONTINUED) {
                    throw new IOException("a statement continued over more than " + MAX_CONTINUED + " lines");
                }
                // javagl tests the joined text, whose end is this line's, untrimmed
                continues = end > start && bytes[end - 1] == '\\';
            } else {
                joined = 0;
                if (startsNewmtl(bytes, start, end)) {
                    if (materials == BATCH_MATERIALS || materials > 0 && start - batch >= BATCH_BYTES) {
                        read(bytes, batch, start, wanted, found);
                        batch = start;
                        materials = 0;
                    }
                    materials++;
                }
                // the first line of a statement javagl trims before it looks for the backslash
                continues = endsWithBackslash(bytes, start, end);
            }
            start = end < bytes.length && bytes[end] == '\r' && end + 1 < bytes.length && bytes[end + 1] == '\n'
                    ? end + 2 : end + 1;
        }
        read(bytes, batch, bytes.length, wanted, found);
        return found;
    }

    private static void read(byte[] bytes, int from, int to, Set<String> wanted, Set<String> found)
            throws IOException {
        if (from >= to) {
            return;
        }
        InputStreamReader in = new InputStreamReader(new ByteArrayInputStream(bytes, from, to - from),
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                        .onUnmappableCharacter(CodingErrorAction.REPLACE));
        for (Mtl mtl : MtlReader.read(in)) {
            if (wanted.contains(mtl.getName())) {
                found.add(mtl.getName());
            }
        }
    }

    /** Whether the line [start, end) is a {@code newmtl} statement as javagl sees one: after blanks, that word. */
    private static boolean startsNewmtl(byte[] bytes, int start, int end) {
        int i = start;
        while (i < end && (bytes[i] & 0xff) <= ' ') {
            i++;
        }
        String keyword = "newmtl";
        if (end - i < keyword.length()) {
            return false;
        }
        for (int k = 0; k < keyword.length(); k++) {
            if (bytes[i + k] != keyword.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private static boolean endsWithBackslash(byte[] bytes, int start, int end) {
        int i = end - 1;
        while (i >= start && (bytes[i] & 0xff) <= ' ') {
            i--;
        }
        return i >= start && bytes[i] == '\\';
    }
}
