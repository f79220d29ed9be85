package io.meshport.obj.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Reading OBJ in blocks on two threads gives what reading it line by line gives: the same model,
 * warnings, or the same first error at the same place, however the blocks cut the text (a
 * statement a backslash continues over a block's end, an index that names an element of an
 * earlier block, an error in a block after an index out of range in the one before).
 */
class ObjBlockReadingTest {
    private static final long SEED = Long.getLong("meshport.seed", 20261129L);

    /** What a reading gave: the model and warnings, or the error. */
    private record Outcome(Model model, List<String> warnings, String error) {
    }

    private static Outcome read(String text, int threads, int blockChars) {
        Diagnostics d = new Diagnostics();
        try {
            Model m = new ObjFileReader("t.obj", null, d, threads, blockChars)
                    .read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), -1);
            return new Outcome(m, d.all().stream().map(Diagnostic::toString).toList(), null);
        } catch (ModelFormatException e) {
            return new Outcome(null, null, e.getMessage());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void blocksReadAsLinesDo() {
        SplittableRandom random = new SplittableRandom(SEED);
        int errors = 0;
        for (int round = 0; round < 400; round++) {
            String text = file(random, 20 + random.nextInt(120));
            int blockChars = 16 + random.nextInt(240);
            Outcome lines = read(text, 1, 1 << 20);
            Outcome blocks = read(text, 2, blockChars);
            String replay = "round " + round + ", blocks of " + blockChars + " chars (seed " + SEED
                    + ", replay with -Dmeshport.seed=" + SEED + "):\n" + text;
            assertEquals(lines, blocks, replay);
            errors += lines.error() == null ? 0 : 1;
        }
        System.out.println("ObjBlockReadingTest: seed " + SEED + ", " + errors + " of 400 files with an error");
    }

    @Test
    void anIndexOutOfRangeInALaterBlockSaysWhere() {
        String text = "v 0 0 0\nv 1 0 0\nv 0 1 0\n" + "# filler line\n".repeat(20) + "f 1 2 \\\n  3 -4\n";
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> new ObjFileReader("t.obj", null,
                new Diagnostics(), 2, 32).read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), -1));
        assertEquals("t.obj:25:5: vertex index -4 out of range (3 positions defined so far)", e.getMessage());
    }

    @Test
    void anIndexOutOfRangeComesBeforeALaterErrorInItsBlock() {
        String text = "v 0 0 0\n" + "# filler line\n".repeat(20) + "f 1 1 2\nv x\n";
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> new ObjFileReader("t.obj", null,
                new Diagnostics(), 2, 64).read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), -1));
        assertEquals("t.obj:22:7: vertex index 2 out of range (1 positions defined so far)", e.getMessage());
    }

    @Test
    void anIndexOutOfRangeComesBeforeAnOverLongLineLaterInItsBlock() {
        // 4-byte characters: within the limit as the cutter counts them (code points), over it in
        // chars (two each), so that the line is refused only where its block is parsed; some of the
        // block sizes put the face and that line in one block
        String wide = "\uD83D\uDE00".repeat(51);
        String text = "v 0 0 0\n" + "# filler line\n".repeat(20) + "f 1 1 2\n# " + wide + "\nv 1 1 1\n";
        String expected = "t.obj:22:7: vertex index 2 out of range (1 positions defined so far)";
        for (int blockChars = 16; blockChars <= 2048; blockChars += 8) {
            for (int threads = 1; threads <= 2; threads++) {
                int chars = blockChars;
                int t = threads;
                ModelFormatException e = assertThrows(ModelFormatException.class, () -> new ObjFileReader("t.obj",
                        null, new Diagnostics(), t, chars, 100).read(
                                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), -1));
                assertEquals(expected, e.getMessage(), threads + " threads, blocks of " + chars + " chars");
            }
        }
    }

    /** A file of statements of every kind, now and then continued over lines, with a rare bad one. */
    private static String file(SplittableRandom random, int statements) {
        StringBuilder b = new StringBuilder("v 0 0 0\nv 1 0 0\nvt 0 0\nvn 0 0 1\n");
        int positions = 2;
        int texcoords = 1;
        int normals = 1;
        String[] ends = {"\n", "\n", "\n", "\r\n", "\r"};
        for (int i = 0; i < statements; i++) {
            String s = switch (random.nextInt(12)) {
                case 0, 1, 2 -> {
                    positions++;
                    yield "v " + number(random) + " " + number(random) + " " + number(random)
                            + (random.nextInt(10) == 0 ? " 0.5" : "");
                }
                case 3 -> {
                    texcoords++;
                    yield "vt " + number(random) + " " + number(random);
                }
                case 4 -> {
                    normals++;
                    yield "vn 0 0 1";
                }
                case 5, 6, 7 -> face(random, positions, texcoords, normals);
                case 8 -> (random.nextBoolean() ? "g " : "o ") + "part" + random.nextInt(3);
                case 9 -> "usemtl m" + random.nextInt(3);
                case 10 -> random.nextBoolean() ? "# a comment" : random.nextBoolean() ? "" : "s 1";
                default -> random.nextBoolean() ? "p 1" : random.nextInt(60) == 0 ? "v 1 x 2" : "l 1 2";
            };
            if (random.nextInt(6) == 0 && s.indexOf(' ') > 0) {
                int at = s.indexOf(' ', 1 + random.nextInt(s.length() - 1));
                if (at > 0) {
                    s = s.substring(0, at) + " \\" + ends[random.nextInt(ends.length)] + s.substring(at);
                }
            }
            b.append(s).append(ends[random.nextInt(ends.length)]);
        }
        if (random.nextInt(10) == 0) {
            b.append("g last \\"); // a backslash on the last line continues nothing
        }
        return b.toString();
    }

    private static String face(SplittableRandom random, int positions, int texcoords, int normals) {
        StringBuilder f = new StringBuilder("f");
        int corners = 3 + random.nextInt(3);
        boolean vt = texcoords > 0 && random.nextBoolean();
        boolean vn = normals > 0 && random.nextBoolean();
        for (int c = 0; c < corners; c++) {
            f.append(' ').append(index(random, positions));
            if (vt || vn) {
                f.append('/').append(vt ? index(random, texcoords) : "");
            }
            if (vn) {
                f.append('/').append(index(random, normals));
            }
        }
        return f.toString();
    }

    /** Mostly an index of an element defined above, positive or negative; now and then one beyond. */
    private static String index(SplittableRandom random, int count) {
        int k = 1 + random.nextInt(count + (random.nextInt(400) == 0 ? 2 : 0));
        return Integer.toString(random.nextBoolean() ? k : -k);
    }

    private static String number(SplittableRandom random) {
        return String.format(Locale.ROOT, "%.3f", random.nextDouble() * 2 - 1);
    }
}
