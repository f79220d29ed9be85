package io.meshport.engines.internal.pie;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.io.DocumentCodec;
import io.meshport.pie.Pie;
import io.meshport.pie.PieDocument;
import io.meshport.pie.PiePolygons;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The checks more than one PIE profile makes. */
final class PieChecks {
    private PieChecks() {
    }

    static PieDocument document(CheckedFile checked) {
        return checked.document(PieDocument.class).orElseThrow(
                () -> new IllegalArgumentException(checked.sourceName() + " was not read as a PIE file"));
    }

    /** Polygons of other than three points (PIE 2 allows up to 16). */
    static void triangles(PieDocument d, EngineRule rule, List<EngineFinding> out, String what) {
        for (int l = 0; l < d.levels().size(); l++) {
            PiePolygons polygons = d.levels().get(l).polygons();
            int count = 0;
            int first = -1;
            for (int p = 0; p < polygons.count(); p++) {
                if (polygons.size(p) != 3) {
                    count++;
                    first = first < 0 ? p : first;
                }
            }
            if (count > 0) {
                out.add(rule.finding(level(l), count + " polygons are not triangles (first: polygon " + first + ", "
                        + polygons.size(first) + " points): " + what));
            }
        }
    }

    static String level(int index) {
        return "level " + (index + 1);
    }

    /** The number of blank-separated words of an obsolete line's rest. */
    static int words(String rest) {
        String t = rest.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    /**
     * The document as the PIE writer writes it back (its comments in place), a line each: what the
     * comment checks read, made once a check.
     */
    static String[] lines(PieDocument d) {
        return text(d).split("\n", -1);
    }

    /** The 1-based numbers of the {@link #lines} that hold a comment: {@code whole} only those that are nothing but one. */
    static List<Integer> commentLines(String[] lines, boolean whole) {
        List<Integer> found = new java.util.ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            if (whole ? t.startsWith("#") : lines[i].indexOf('#') >= 0) {
                found.add(i + 1);
            }
        }
        return found;
    }

    /**
     * Of {@code commentLines}, those that lie after a level's polygon block (up to the next
     * {@code LEVEL} line): where the 4.1-4.3 loader's optional-directive loop stops at the comment
     * and keeps what it has read.
     */
    static List<Integer> afterPolygons(String[] lines, List<Integer> commentLines) {
        java.util.Set<Integer> comments = new java.util.HashSet<>(commentLines);
        List<Integer> after = new java.util.ArrayList<>();
        int left = -1;
        for (int i = 0; i < lines.length; i++) {
            String t = lines[i].strip();
            String[] words = t.split("\\s+");
            if (words[0].equals("LEVEL")) {
                left = -1;
            } else if (words[0].equals("POLYGONS") && left < 0) {
                left = words.length > 1 && words[1].matches("[0-9]{1,9}") ? Integer.parseInt(words[1]) : 0;
                continue;
            }
            if (left > 0 && !t.isEmpty() && !t.startsWith("#")) {
                left--;
            } else if (left == 0 && comments.contains(i + 1)) {
                after.add(i + 1);
            }
        }
        return after;
    }

    /** Whether nothing but blanks follows line {@code line} (1-based) of {@code lines}. */
    static boolean onlyBlanksAfter(String[] lines, int line) {
        for (int i = line; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                return false;
            }
        }
        return true;
    }

    /** Whether nothing but blanks and comments follows line {@code line} (1-based) of {@code lines}. */
    static boolean onlyCommentsAfter(String[] lines, int line) {
        for (int i = line; i < lines.length; i++) {
            String t = lines[i].strip();
            if (!t.isEmpty() && !t.startsWith("#")) {
                return false;
            }
        }
        return true;
    }

    private static String text(PieDocument d) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(Pie.format().documents().orElseThrow(), d, out);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory", e);
        }
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static <D> void write(DocumentCodec<D> codec, PieDocument d, ByteArrayOutputStream out) throws IOException {
        @SuppressWarnings("unchecked") // the PIE format's documents are PieDocuments
        D document = (D) d;
        codec.write(document, out);
    }
}
