package io.meshport.obj.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.javagl.obj.Mtl;
import de.javagl.obj.MtlReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Reading a library in batches finds what javagl finds in it whole: generated libraries of many
 * materials, long lines, comments, blanks, continued lines and every line end, across the batch
 * limits. Fixed seeds, printed on failure.
 */
class ObjMtlNamesTest {
    @Test
    void batchesFindWhatJavaglFindsInTheWhole() throws IOException {
        for (long seed = 1; seed <= 40; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            Set<String> names = new HashSet<>();
            String text = library(random, names);
            Set<String> wanted = new HashSet<>();
            for (String name : names) {
                if (random.nextInt(4) != 0) {
                    wanted.add(name);
                }
            }
            Set<String> whole = new HashSet<>();
            for (Mtl mtl : MtlReader.read(new StringReader(text))) {
                if (wanted.contains(mtl.getName())) {
                    whole.add(mtl.getName());
                }
            }
            Set<String> batched = ObjMtlNames.defined(text.getBytes(StandardCharsets.UTF_8), wanted);
            Set<String> onlyWhole = new TreeSet<>(whole);
            onlyWhole.removeAll(batched);
            Set<String> onlyBatched = new TreeSet<>(batched);
            onlyBatched.removeAll(whole);
            assertEquals("[] []", onlyWhole + " " + onlyBatched, "seed " + seed + " (" + text.length()
                    + " characters): names javagl finds only in the whole, and only in batches");
            assertTrue(names.size() > ObjMtlNames.BATCH_MATERIALS || text.length() > ObjMtlNames.BATCH_BYTES,
                    "seed " + seed + ": the library crosses a batch limit");
        }
    }

    /**
     * javagl joins continued lines by copying all it joined so far: a statement continued over more
     * lines than that is refused, rather than costing the square of its length.
     */
    @Test
    void aStatementContinuedOverTooManyLinesIsRefused() throws IOException {
        String ok = "newmtl A\nKd 1 \\\n" + "1 \\\n".repeat(ObjMtlNames.MAX_CONTINUED - 1) + "1\n";
        assertEquals(Set.of("A"), ObjMtlNames.defined(ok.getBytes(StandardCharsets.UTF_8), Set.of("A")));
        String tooLong = "newmtl A\nKd 1 \\\n" + "1 \\\n".repeat(ObjMtlNames.MAX_CONTINUED) + "1\n";
        assertThrows(IOException.class, () -> ObjMtlNames.defined(tooLong.getBytes(StandardCharsets.UTF_8),
                Set.of("A")));
    }

    private static String library(SplittableRandom random, Set<String> names) {
        StringBuilder b = new StringBuilder();
        String[] ends = {"\n", "\r\n", "\r"};
        int materials = 300 + random.nextInt(900);
        for (int m = 0; m < materials; m++) {
            String name = "m" + m + (random.nextInt(5) == 0 ? " with blank" : "");
            names.add(name);
            b.append(random.nextInt(4) == 0 ? " \t" : "").append("newmtl ").append(name).append(end(random, ends));
            for (int l = random.nextInt(4); l > 0; l--) {
                switch (random.nextInt(6)) {
                    case 0 -> b.append("# newmtl not").append(m);
                    case 1 -> b.append("");
                    case 2 -> b.append("Kd 1 \\").append(end(random, ends)).append("0.5 0.25");
                    case 3 -> {
                        // javagl joins the lines: no material, unless a batch were cut between them
                        names.add("joined" + m);
                        b.append("Ka 1 1 1 \\").append(end(random, ends)).append("newmtl joined").append(m);
                    }
                    case 4 -> b.append("Ns ").append("9".repeat(1 + random.nextInt(400)));
                    default -> b.append("map_Kd tex").append(m).append(".png");
                }
                b.append(end(random, ends));
            }
        }
        return b.toString();
    }

    private static String end(SplittableRandom random, String[] ends) {
        return ends[random.nextInt(ends.length)];
    }
}
