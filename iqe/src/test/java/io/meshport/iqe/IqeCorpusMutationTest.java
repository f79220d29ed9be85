package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.fail;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6 on real files: the corpus, mutated line by line and byte by byte, reads as a
 * model or fails with {@link ModelFormatException}, never anything else. The seed is printed
 * on failure; replay with {@code -Dmeshport.seed=<seed>}.
 */
class IqeCorpusMutationTest {
    private static final int MUTANTS_PER_FILE = 6;
    private static final String[] JUNK = {"", "-1", "-2147483648", "2147483647", "99999999999", "nan", "-inf", "1e999",
        "\"", "\"open", "#", "x", "-0", "0", "1", "3", "255", "256", "1e-45", ".", "+", "vp", "comment", "\u0000",
        "\uFFFD", "mesh", "\r", "fm 0 1 2", "frame", "animation", "joint \"j\" 0"};
    private static final String[] LINES = {"fm 0 1 2", "fm -1 -2 -3", "fa 0 0 0 0 0", "fm 2147483647 0 1", "vp",
        "vn 0 0 0", "vx 1 0 0 0 1 0", "vb 0 1 1 1 2 1 3 1 4 1", "vb 999 1", "vc", "v0 1 2 3 4", "vs 3", "fs 0 0 0 0",
        "smoothuv 1", "smoothgroup 2", "smoothangle 0", "smoothangle nan", "pq 0 0 0 0 0 0", "pm", "pa 1 2 3 4 5 6",
        "joint \"x\" 0", "joint \"y\" 99", "animation", "frame", "framerate -1", "loop", "mesh", "material",
        "vertexarray custom0 half 2 \"c\"", "vertexarray normal ubyte 7", "comment", "# note", "unknown words 1 2"};

    @Test
    void mutatedCorpusFilesReadOrFailCleanly() throws Exception {
        long seed = Long.getLong("meshport.seed", System.nanoTime());
        SplittableRandom random = new SplittableRandom(seed);
        for (Path file : Corpus.iqeFiles()) {
            List<String> original = Arrays.asList(Files.readString(file, StandardCharsets.UTF_8).split("\n", -1));
            for (int m = 0; m < MUTANTS_PER_FILE; m++) {
                byte[] mutant = mutate(new ArrayList<>(original), random);
                try {
                    Iqe.read(new ByteArrayInputStream(mutant), file.getFileName().toString(), new Diagnostics(8));
                } catch (ModelFormatException expected) {
                    // The one allowed failure.
                } catch (Exception | Error e) {
                    fail("seed " + seed + " (replay with -Dmeshport.seed=" + seed + "), " + file.getFileName()
                            + " mutant " + m + ": " + e, e);
                }
            }
        }
    }

    private static byte[] mutate(List<String> lines, SplittableRandom r) {
        int mutations = 1 + r.nextInt(8);
        for (int k = 0; k < mutations && !lines.isEmpty(); k++) {
            int at = r.nextInt(lines.size());
            switch (r.nextInt(7)) {
                case 0:
                    lines.remove(at);
                    break;
                case 1:
                    lines.add(at, lines.get(r.nextInt(lines.size())));
                    break;
                case 2: {
                    String[] words = lines.get(at).split(" ", -1);
                    words[r.nextInt(words.length)] = JUNK[r.nextInt(JUNK.length)];
                    lines.set(at, String.join(" ", words));
                    break;
                }
                case 3:
                    lines.add(at, LINES[r.nextInt(LINES.length)]);
                    break;
                case 4:
                    Collections.swap(lines, at, r.nextInt(lines.size()));
                    break;
                case 5:
                    lines.subList(at, lines.size()).clear();
                    break;
                default:
                    lines.set(at, lines.get(at) + " " + JUNK[r.nextInt(JUNK.length)]);
                    break;
            }
        }
        byte[] bytes = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        if (bytes.length > 0 && r.nextInt(3) == 0) {
            bytes[r.nextInt(bytes.length)] ^= (byte) (1 << r.nextInt(8));
        }
        return bytes;
    }
}
