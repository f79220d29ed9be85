package io.meshport.iqe;

import io.meshport.harness.ByteMutator;
import io.meshport.harness.Property;
import io.meshport.harness.Source;
import io.meshport.harness.junit.Corpus;
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
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 law 6 on real files: the corpus, mutated line by line and byte by byte, reads as a
 * model or fails with {@link ModelFormatException}, never anything else. A failure prints the
 * seed and size that replay it ({@link Property}).
 */
class IqeCorpusMutationTest {
    private static final int MUTANTS_PER_FILE = 6;
    private static final List<String> JUNK = List.of("", "-1", "-2147483648", "2147483647", "99999999999", "nan",
        "-inf", "1e999", "\"", "\"open", "#", "x", "-0", "0", "1", "3", "255", "256", "1e-45", ".", "+", "vp",
        "comment", "\u0000", "\uFFFD", "mesh", "\r", "fm 0 1 2", "frame", "animation", "joint \"j\" 0");
    private static final List<String> LINES = List.of("fm 0 1 2", "fm -1 -2 -3", "fa 0 0 0 0 0", "fm 2147483647 0 1",
        "vp", "vn 0 0 0", "vx 1 0 0 0 1 0", "vb 0 1 1 1 2 1 3 1 4 1", "vb 999 1", "vc", "v0 1 2 3 4", "vs 3",
        "fs 0 0 0 0", "smoothuv 1", "smoothgroup 2", "smoothangle 0", "smoothangle nan", "pq 0 0 0 0 0 0", "pm",
        "pa 1 2 3 4 5 6", "joint \"x\" 0", "joint \"y\" 99", "animation", "frame", "framerate -1", "loop", "mesh",
        "material", "vertexarray custom0 half 2 \"c\"", "vertexarray normal ubyte 7", "comment", "# note",
        "unknown words 1 2");

    @Test
    void mutatedCorpusFilesReadOrFailCleanly() throws Exception {
        for (Path file : Corpus.files("iqe", ".iqe")) {
            String name = file.getFileName().toString();
            List<String> original = Arrays.asList(Files.readString(file, StandardCharsets.UTF_8).split("\n", -1));
            Property.forAll("iqe: mutants of " + name + " read or fail with ModelFormatException", MUTANTS_PER_FILE,
                    8, (s, size) -> {
                        byte[] mutant = mutate(new ArrayList<>(original), s, size);
                        try {
                            Iqe.reader().withDiagnostics(new Diagnostics(8)).read(new ByteArrayInputStream(mutant), name);
                        } catch (ModelFormatException expected) {
                            // The one allowed failure.
                        }
                    });
        }
    }

    /** Up to {@code maxEdits} edits of IQE lines, then, one time in three, of the bytes. */
    private static byte[] mutate(List<String> lines, Source s, int maxEdits) {
        int mutations = s.nextInt(1, maxEdits);
        for (int k = 0; k < mutations && !lines.isEmpty(); k++) {
            int at = s.nextInt(0, lines.size() - 1);
            switch (s.nextInt(0, 6)) {
                case 0:
                    lines.remove(at);
                    break;
                case 1:
                    lines.add(at, s.pick(lines));
                    break;
                case 2: {
                    String[] words = lines.get(at).split(" ", -1);
                    words[s.nextInt(0, words.length - 1)] = s.pick(JUNK);
                    lines.set(at, String.join(" ", words));
                    break;
                }
                case 3:
                    lines.add(at, s.pick(LINES));
                    break;
                case 4:
                    Collections.swap(lines, at, s.nextInt(0, lines.size() - 1));
                    break;
                case 5:
                    lines.subList(at, lines.size()).clear();
                    break;
                default:
                    lines.set(at, lines.get(at) + " " + s.pick(JUNK));
                    break;
            }
        }
        byte[] bytes = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        return s.nextInt(0, 2) == 0 ? ByteMutator.mutate(bytes, s, 1) : bytes;
    }
}
