package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.RandomSource;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 1 and 2 on generated documents of both kinds: read(write(doc)) == doc, to the bit
 * of every double, and writing what was read gives the same text. A failure prints the seed and
 * size that replay it ({@code -Dmeshport.seed=S -Dmeshport.size=N}).
 */
class SmdGeneratedDocumentsTest {
    @Test
    void readWriteIsTheDocumentAndWritingIsStable() {
        Property.forAll("smd: read(write(doc)) == doc and write(read(text)) == text", 400, 60, (s, size) -> {
            SmdDocument doc = SmdDocumentGenerator.generate(s, size);
            String text = SmdTestFiles.written(doc);
            SmdDocument again = SmdTestFiles.read(text, "generated.smd");
            assertEquals(doc, again, text);
            assertEquals(text, SmdTestFiles.written(again));
        });
    }

    /** Through the model and back out as SMD, every step succeeds for numbers within float's range. */
    @Test
    void everyGeneratedDocumentsModelExportsAgain() {
        Property.forAll("smd: a document's model exports again to documents that write back to themselves", 300, 40,
                (s, size) -> {
                    boolean wide = s.nextInt(0, 3) == 0;
                    SmdFuzzing.modelExportsAgain(SmdDocumentGenerator.generate(s, size, wide), wide);
                });
    }

    /** The generator is not vacuous: over the cases the laws run, every edge case it promises comes up. */
    @Test
    void theGeneratorReachesItsEdgeCases() {
        Map<String, Integer> seen = new TreeMap<>();
        for (long seed = 0; seed < 400; seed++) {
            SmdDocument doc = SmdDocumentGenerator.generate(new RandomSource(seed), 1 + (int) (seed % 60));
            count(seen, "reference", doc.kind() == SmdDocument.Kind.REFERENCE);
            count(seen, "animation", doc.kind() == SmdDocument.Kind.ANIMATION);
            count(seen, "no bones", doc.nodes().isEmpty());
            count(seen, "an empty triangles block", doc.triangles().map(t -> t.triangleCount() == 0).orElse(false));
            count(seen, "a GoldSrc vertex", doc.triangles().map(t -> Arrays.stream(t.linkCounts()).anyMatch(c -> c < 0))
                    .orElse(false));
            count(seen, "a vertex of no links", doc.triangles().map(t -> Arrays.stream(t.linkCounts())
                    .anyMatch(c -> c == 0)).orElse(false));
            count(seen, "a vertex of five links or more", doc.triangles().map(t -> Arrays.stream(t.linkCounts())
                    .anyMatch(c -> c > 4)).orElse(false));
            count(seen, "a frame that leaves bones out", doc.frames().stream().skip(1)
                    .anyMatch(f -> f.size() < doc.nodes().size()));
            count(seen, "the unskinned mark", doc.unskinnedMark());
            String text = SmdTestFiles.written(doc);
            count(seen, "a name with a blank", text.matches("(?s).*\"[^\"\n]* [^\"\n]*\".*"));
            count(seen, "a Latin-1 name", text.matches("(?s).*\"[^\"\n]*[\u00a0-\u00ff][^\"\n]*\".*"));
            count(seen, "a material that starts with end", doc.triangles().map(t -> t.materials().stream()
                    .anyMatch(m -> m.startsWith("end"))).orElse(false));
            count(seen, "a subnormal", text.contains("0.000000000000000000000000000000000000000000000000000"));
        }
        assertTrue(seen.values().stream().allMatch(n -> n >= 5), seen.toString());
    }

    private static void count(Map<String, Integer> seen, String what, boolean happened) {
        seen.merge(what, happened ? 1 : 0, Integer::sum);
    }
}
