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
     * The 1-based numbers of the lines that hold a comment, in the document as the PIE writer
     * writes it back (its comments in place): {@code whole} only those that are nothing but a comment.
     */
    static List<Integer> commentLines(PieDocument d, boolean whole) {
        if (d.comments().isEmpty()) {
            return List.of();
        }
        String[] lines = text(d).split("\n", -1);
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
     * Of the lines {@link #commentLines} gives, those that lie after a level's polygon block (up to
     * the next {@code LEVEL} line): where the 4.1-4.3 loader's optional-directive loop stops at the
     * comment and keeps what it has read.
     */
    static List<Integer> afterPolygons(PieDocument d, List<Integer> commentLines) {
        String[] lines = text(d).split("\n", -1);
        List<Integer> after = new java.util.ArrayList<>();
        int left = -1;
        for (int i = 0; i < lines.length; i++) {
            String[] words = lines[i].strip().split("\\s+");
            String t = lines[i].strip();
            if (words[0].equals("LEVEL")) {
                left = -1;
            } else if (words[0].equals("POLYGONS") && left < 0) {
                left = words.length > 1 && words[1].matches("[0-9]{1,9}") ? Integer.parseInt(words[1]) : 0;
                continue;
            }
            if (left > 0 && !t.isEmpty() && !t.startsWith("#")) {
                left--;
            } else if (left == 0 && commentLines.contains(i + 1)) {
                after.add(i + 1);
            }
        }
        return after;
    }

    /** Whether nothing but blanks follows line {@code line} (1-based) of the written document. */
    static boolean onlyBlanksAfter(PieDocument d, int line) {
        String[] lines = text(d).split("\n", -1);
        for (int i = line; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                return false;
            }
        }
        return true;
    }

    /** Whether nothing but blanks and comments follows line {@code line} (1-based) of the written document. */
    static boolean onlyCommentsAfter(PieDocument d, int line) {
        String[] lines = text(d).split("\n", -1);
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
