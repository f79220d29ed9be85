package io.meshport.golden;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.junit.Corpus;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.laws.Tolerances;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The golden-file matrix (JglTF style): every bundled example and three real corpus files converted
 * to every format, each output checked byte for byte against
 * {@code src/test/resources/golden/<from>-to-<to>/}.
 * A change in any writer or reader shows up here as a diff to review. After a deliberate
 * change, regenerate with {@code -Dmeshport.updateGolden=true} and review the diff in git.
 */
class GoldenFilesTest {
    private static final Path ROOT = Path.of(System.getProperty("meshport.root", ".."));
    private static final Path GOLDEN = ROOT.resolve("tests/src/test/resources/golden");

    /**
     * Real files no one here wrote, one a format, each to every format (not again onward): small
     * ones under licences that allow their converted copies beside them (golden/CORPUS-LICENCES.md).
     */
    private static final List<String> CORPUS_FILES = List.of("iqe/rocket/rocket.iqe",
            "iqm/data/actors/player/mine_pose.iqm", "pie/base/components/prop/prmlwhl1.pie");

    /**
     * Every bundled example (in its own format X) to every writable format Y, and each golden
     * X-to-Y output, read as Y, to every format again: all from/to pairs of the formats the SPI
     * finds, with no list of formats written here.
     */
    static Stream<Arguments> matrix() throws IOException {
        List<String> formats = ModelIO.formats().stream().filter(f -> f.reader().isPresent() && f.writer().isPresent())
                .map(ModelFormat::name).toList();
        Stream.Builder<Arguments> cases = Stream.builder();
        try (Stream<Path> examples = Files.list(ROOT.resolve("examples"))) {
            for (Path example : (Iterable<Path>) examples.sorted()::iterator) {
                String name = example.getFileName().toString();
                String base = name.substring(0, name.lastIndexOf('.'));
                String from = ModelIO.detect(example).name();
                for (String to : formats) {
                    cases.add(Arguments.of(name, from, to, ROOT.relativize(example).toString()));
                    if (to.equals(from)) {
                        continue;
                    }
                    Path converted = GOLDEN.resolve(from + "-to-" + to).resolve(base + "." + to);
                    for (String again : formats) {
                        cases.add(Arguments.of(base + "." + to, to, again, ROOT.relativize(converted).toString()));
                    }
                }
            }
        }
        for (String file : CORPUS_FILES) {
            Path source = Corpus.root().resolve(file);
            String from = ModelIO.detect(source).name();
            for (String to : formats) {
                cases.add(Arguments.of(source.getFileName().toString(), from, to, source.toString()));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0} to {2}")
    @MethodSource("matrix")
    void conversionMatchesGoldenFile(String example, String from, String to, String input) throws IOException {
        Model model = ModelIO.read(ROOT.resolve(input), from, new Diagnostics());
        ModelFormat target = ModelIO.require(to);
        byte[] actual = Laws.write(target, model);
        String base = example.substring(0, example.lastIndexOf('.'));
        Path golden = GOLDEN.resolve(from + "-to-" + to).resolve(base + "." + to);
        if (Boolean.getBoolean("meshport.updateGolden")) {
            Files.createDirectories(golden.getParent());
            Files.write(golden, actual);
        }
        assertTrue(Files.exists(golden), "no golden file " + golden + " (create it with -Dmeshport.updateGolden=true)");
        byte[] expected = Files.readAllBytes(golden);
        if (!Arrays.equals(expected, actual)) {
            int at = Arrays.mismatch(expected, actual);
            String detail = to.equals("iqm") ? "first difference at byte " + at
                    : "first difference near:\n" + around(expected, at) + "\n---\n" + around(actual, at);
            assertArrayEquals(expected, actual, example + " -> " + to + " differs from " + golden + ": " + detail);
        }
        // the golden output itself reads back to the same model it was written from, in the target format
        Model back = Laws.read(target, expected, golden.getFileName().toString());
        if (to.equals("md5")) {
            // MD5 implies each orientation's w from x, y, z: where w is tiny the floats a model holds
            // may be no unit quaternion's, and a file written again lands within a float step of
            // itself, not always on its bytes (docs/md5-conformance.md)
            ModelDiff.assertEquivalent(back, Laws.read(target, Laws.write(target, back), golden.getFileName().toString()),
                    Tolerances.of(to), target.capabilities().extras());
            return;
        }
        assertArrayEquals(expected, Laws.write(target, back), "golden " + golden + " is a fixpoint");
    }

    private static String around(byte[] text, int at) {
        int from = Math.max(0, at - 80);
        int to = Math.min(text.length, at + 80);
        return new String(text, from, to - from, StandardCharsets.UTF_8);
    }
}
