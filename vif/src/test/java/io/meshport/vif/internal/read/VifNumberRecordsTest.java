package io.meshport.vif.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.RandomSource;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifDocumentGenerator;
import io.meshport.vif.VifTestFiles;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The records {@link VifNumberRecords} reads without the grammar must be read exactly as
 * {@code Vif.g4} and the reader's checks read them: a file read with the fast path and read by
 * the grammar alone gives the same document, the same warnings, or the same error at the same
 * place. Files are generated documents of every version as the writer writes them, most of them
 * then changed here and there with tokens near the edges of the number syntax, odd tags, blanks
 * and line breaks; a failure names the seed and the file.
 */
class VifNumberRecordsTest {
    /** Numbers: the first {@value #WELL_FORMED} are ones a record may hold; the rest are near misses. */
    private static final String[] NUMBERS = {
        "0", "1", "2", "3", "4", "12", "007", "00", "-0", "+1", "-1", "0.5", "-.5", "+.25", "5.", "-5.", "1e3",
        "1E-3", "2.5e+7", "999999999", "1e-50", "3.4028235e38",
        "1000000000", "0000000001", "2147483647", "2147483648", "-2147483649", "99999999999.5", "3.4028236e38",
        "123456789012345678901234567890", "1e", "1e+", ".", "-", "+", ".e1", "inf", "-Infinity", "nan", "NaN",
        "1.5x", "2\"", "0x10", "1..2", "--1", "1e3.5", "e1", "e", "m4", "p", ":", "1:2", "256",
    };
    private static final int WELL_FORMED = 22;
    private static final String[] BLANKS = {" ", " ", " ", "\t", "  ", "\f", "\u000B"};
    /** A line the writer writes for one record: a tag, its glued index if any, then blanks and numbers. */
    private static final Pattern RECORD = Pattern.compile("[pcnxvtemu][0-9]*( .*)?");

    @Test
    void readsTheRecordsOfAWrittenFileWithoutTheGrammar() throws IOException {
        String file = String.join("\n", "VIF2.3", "format: pcnx1", "vertex positions: 3", "vertices: 4",
                "triangles: 1", "patches: 1", "errorparams: 3", "errorparam size: 2", "merges: 2",
                "p0 0.5 -1 2e3", "c 1 2 3 255", "n 0 0 1", "x0 .5 1.", "p1 1 0 0", "c 0 0 0 0", "n 0 1 0", "x0 0 1",
                "p 0 1 0", "c 9 9 9 9", "n 1 0 0", "x0 1 1",
                "v0 0 1", "v1 1 1", "v 2 1 3", "v3 2 1 2", "t 0 1 2 1", "e0 0 0", "e1 1.5 2", "e2 -0 +3",
                "m3 e1 0", "m2 e2 1 3") + "\n";
        VifNumberRecords fast = new VifNumberRecords();
        assertEquals(read(file, null, false), read(file, fast, false));
        assertEquals(22, fast.taken());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "p0 1 2", "p0 1 2 3 4", "p00 1 2 3", "p0x 1 2 3", "pp 1 2 3", "p0 1 2 inf", "p0 1 2 1e50", "p0 1 2 1.5x",
        "p0 1 2\n3", "P0 1 2 3", "p1234567890 1 2 3", "p0 1 2 3:",
    })
    void leavesOtherFloatRecordsToTheGrammar(String record) {
        assertFalse(new VifNumberRecords().floats(record.toCharArray(), 0, record.length(), 'p', 3), record);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "m4 0 +1", "m4 0 -0", "m4 0 1000000000", "m4 0 1.0", "m4 e1 0 1", "m4 0 1x", "m4 0 1e1", "m04 0 1",
        "m4x 0 1", "M4 0 1", "m4 0 1 2 3 4 5 6 7 8 9 10", "m4 0 \"1\"", "m4 0 1:",
    })
    void leavesOtherIndexRecordsToTheGrammar(String record) {
        assertFalse(new VifNumberRecords().ints(record.toCharArray(), 0, record.length(), 'm', false, 0, 10),
                record);
    }

    @Test
    void readsIndexRecordsThatGoOnOverLines() {
        String record = "m4 e12 0\n 1\t2\f3\u000B";
        VifNumberRecords fast = new VifNumberRecords();
        assertTrue(fast.ints(record.toCharArray(), 0, record.length(), 'm', true, 0, 10));
        assertEquals(4, fast.index());
        assertEquals(12, fast.errorIndex());
        assertEquals(4, fast.count());
        assertEquals(3, fast.intAt(3));
    }

    @Test
    void readsRandomFilesAsTheGrammarDoes() throws IOException {
        long taken = 0;
        long records = 0;
        for (long seed = 0; seed < 800; seed++) {
            VifDocument doc = VifDocumentGenerator.generate(new RandomSource(seed), 1 + (int) (seed % 25));
            String written = VifTestFiles.written(doc);
            SplittableRandom random = new SplittableRandom(seed);
            boolean asWritten = seed % 4 == 0;
            String file = asWritten ? written : changed(written, random);
            for (boolean lenient : new boolean[] {false, true}) {
                VifNumberRecords fast = new VifNumberRecords();
                Outcome byGrammar = read(file, null, lenient);
                Outcome withFastPath = read(file, fast, lenient);
                assertEquals(byGrammar, withFastPath, "seed " + seed + (lenient ? ", lenient" : "") + ":\n" + file);
                if (asWritten && !lenient) {
                    assertEquals(null, withFastPath.error(), "seed " + seed + ": a written file reads");
                    taken += fast.taken();
                    records += written.lines().filter(l -> RECORD.matcher(l).matches()).count();
                }
            }
        }
        // Written files are the fast path's: all but numbers beyond the int range and the like.
        assertTrue(taken > 0.9 * records, "records read without the grammar: " + taken + " of " + records);
    }

    /**
     * Small valid files of the versions whose records differ (2.3 with error entries, 2.2 without,
     * 2.0 with clusters and coordinates on {@code v}), in which one record at a time is replaced.
     */
    private static final String[][] BASES = {
        {"VIF2.3", "format: pcnx1", "vertex positions: 4", "vertices: 5", "triangles: 1", "patches: 2",
            "errorparams: 3", "errorparam size: 2", "merges: 2",
            "p0 0 0 0", "c 1 2 3 4", "n 0 0 1", "x0 0 0", "p1 1 0 0", "c 5 6 7 8", "n 0 1 0", "x0 1 0",
            "p2 0 1 0", "c 9 9 9 9", "n 1 0 0", "x0 1 1", "p3 1 1 0", "c 0 0 0 255", "n 0 0 1", "x0 0.5 0.5",
            "v0 0 1", "v1 1 1", "v2 2 1", "v3 3 1", "v4 3 1", "t 0 1 2 1", "e0 0 0", "e1 1 2", "e2 3 4",
            "m3 e1 0 1", "m4 e2 3 2"},
        {"VIF2.2", "format: pn", "vertex positions: 3", "vertices: 5", "triangles: 1", "patches: 1", "merges: 2",
            "p0 0 0 0", "n 0 0 1", "p1 1 0 0", "n 0 1 0", "p2 0 1 0", "n 1 0 0",
            "v0 0 1", "v1 1 1", "v2 2 1", "v3 0 1", "v4 2 1", "t 0 1 2 1", "m3 0 1", "m4 3 2"},
        {"VIF2.0", "vertices: 4", "triangles: 1", "clusters: 2",
            "v0 0 0 0", "c 1 2 3", "n 0 0 1", "v1 1 0 0", "c 4 5 6", "n 0 1 0", "v2 0 1 0", "c 7 8 9", "n 1 0 0",
            "v3 1 1 0", "c 0 0 0", "n 0 0 1", "t 0 1 2", "u3 0", "u2 1 3"},
    };
    /** What may stand where a merge names its error entry. */
    private static final String[] ERROR_ENTRIES = {"e1", "e2", "e0", "e3", "e01", "e 1", "e", "E1", "e1x", "1"};

    @Test
    void readsRandomRecordsAsTheGrammarDoes() throws IOException {
        int takenChanged = 0;
        int tries = 3_000;
        for (long seed = 0; seed < tries; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            String[] lines = BASES[(int) (seed % BASES.length)].clone();
            int first = IntStream.range(0, lines.length).filter(i -> RECORD.matcher(lines[i]).matches()).min()
                    .orElseThrow();
            int at = first + random.nextInt(lines.length - first);
            lines[at] = randomRecord(lines[at].split(" "), random);
            String file = String.join("\n", lines) + "\n";
            for (boolean lenient : new boolean[] {false, true}) {
                VifNumberRecords fast = new VifNumberRecords();
                Outcome withFastPath = read(file, fast, lenient);
                assertEquals(read(file, null, lenient), withFastPath, "seed " + seed + (lenient ? ", lenient" : "")
                        + ": record '" + lines[at] + "'");
                if (!lenient && withFastPath.error() == null && fast.taken() == lines.length - first) {
                    takenChanged++;
                }
            }
        }
        assertTrue(takenChanged > tries / 5, "changed records read without the grammar: " + takenChanged);
    }

    /** A record like {@code written}: its tag, error entry and numbers kept, changed or dropped, and more. */
    private static String randomRecord(String[] written, SplittableRandom random) {
        // Mostly well-formed, so that many records are the fast path's and the edges are met in them.
        StringBuilder record = new StringBuilder(random.nextInt(4) > 0 ? written[0] : changedTag(written[0], random));
        boolean plain = random.nextInt(3) > 0;
        for (int i = 1; i < written.length + (random.nextInt(8) == 0 ? 1 : 0); i++) {
            if (i < written.length && random.nextInt(12) == 0) {
                continue;
            }
            String token = i < written.length && random.nextBoolean() ? written[i]
                    : i < written.length && written[i].startsWith("e") ? ERROR_ENTRIES[random.nextInt(
                            ERROR_ENTRIES.length)]
                    : NUMBERS[random.nextInt(plain ? WELL_FORMED : NUMBERS.length)];
            // now and then the record goes on over a line end, after a comment or not
            record.append(random.nextInt(12) > 0 ? "" : random.nextBoolean() ? "\n" : " #c\n")
                    .append(BLANKS[random.nextInt(BLANKS.length)]).append(token);
        }
        if (random.nextInt(4) == 0) {
            record.append(BLANKS[random.nextInt(BLANKS.length)]);
        }
        return record.toString();
    }

    /** The file with one of its records changed (the first change that the reader rejects decides the rest). */
    private static String changed(String written, SplittableRandom random) {
        String[] lines = written.split("\n", -1);
        int[] records = IntStream.range(0, lines.length).filter(i -> RECORD.matcher(lines[i]).matches()).toArray();
        if (records.length > 0) {
            int at = records[random.nextInt(records.length)];
            lines[at] = changed(lines[at].split(" "), random);
        }
        return String.join("\n", lines);
    }

    private static String changed(String[] tokens, SplittableRandom random) {
        int at = tokens.length == 1 ? 0 : 1 + random.nextInt(tokens.length - 1);
        switch (random.nextInt(9)) {
            case 0, 1 -> tokens[at] = NUMBERS[random.nextInt(WELL_FORMED)];
            case 2 -> tokens[at] = NUMBERS[random.nextInt(NUMBERS.length)];
            case 3 -> tokens[0] = changedTag(tokens[0], random);
            case 4 -> tokens[at] = "\n" + (random.nextBoolean() ? "" : BLANKS[random.nextInt(BLANKS.length)])
                    + tokens[at];
            case 5 -> tokens[at] = tokens[at] + (random.nextBoolean() ? " # note" : "#");
            case 6 -> tokens[at] = random.nextBoolean() ? "" : tokens[at] + " " + tokens[at];
            default -> {
                // blanks of every kind between the tokens
            }
        }
        StringBuilder line = new StringBuilder(tokens[0]);
        for (int i = 1; i < tokens.length; i++) {
            line.append(BLANKS[random.nextInt(BLANKS.length)]).append(tokens[i]);
        }
        if (random.nextInt(4) == 0) {
            line.append(BLANKS[random.nextInt(BLANKS.length)]);
        }
        return line.toString();
    }

    /** The tag with its index dropped, zero-padded, off by one, set apart, or the letter in upper case. */
    private static String changedTag(String tag, SplittableRandom random) {
        char letter = tag.charAt(0);
        String index = tag.substring(1);
        return switch (random.nextInt(6)) {
            case 0 -> String.valueOf(letter);
            case 1 -> letter + "0" + index;
            case 2 -> letter + Integer.toString(index.isEmpty() ? 0 : Integer.parseInt(index) + 1);
            case 3 -> letter + " " + index;
            case 4 -> Character.toUpperCase(letter) + index;
            default -> tag + "x";
        };
    }

    /** What reading a file gives: a document and warnings, or an error. */
    private record Outcome(VifDocument document, List<Diagnostic> warnings, String error) {
    }

    private static Outcome read(String file, VifNumberRecords plain, boolean lenient) throws IOException {
        Diagnostics diagnostics = new Diagnostics(1_000);
        try {
            VifDocument doc = new VifReader("t.vif", diagnostics, lenient, plain).read(new StringReader(file));
            return new Outcome(doc, diagnostics.all(), null);
        } catch (ModelFormatException e) {
            return new Outcome(null, diagnostics.all(), e.getMessage());
        }
    }
}
