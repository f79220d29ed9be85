package io.meshport.md5;

import static org.junit.jupiter.api.Assertions.assertEquals;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.RandomSource;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoublePredicate;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 1 and 2 on generated documents of both kinds: read(write(doc)) == doc, to the bit
 * of every double, and writing what was read gives the same text. A failure prints the seed and
 * size that replay it ({@code -Dmeshport.seed=S -Dmeshport.size=N}).
 */
class Md5GeneratedDocumentsTest {
    @Test
    void readWriteIsTheDocumentAndWritingIsStable() {
        Property.forAll("md5: read(write(doc)) == doc and write(read(text)) == text", 400, 60, (s, size) -> {
            Md5Document doc = Md5DocumentGenerator.generate(s, size);
            String text = Md5TestFiles.written(doc);
            Md5Document again = Md5TestFiles.read(text, "generated.md5");
            assertEquals(doc, again, text);
            assertEquals(text, Md5TestFiles.written(again));
        });
    }

    /**
     * Law 6's companion on valid documents: through the model and back out as MD5, every step
     * succeeds for numbers within float's range; past it the model holds infinities, and the only
     * failure allowed is a ModelFormatException (the writer's refusal to print one).
     */
    @Test
    void everyGeneratedDocumentsModelExportsAgain() {
        Property.forAll("md5: a document's model exports again to documents that write back to themselves", 300, 40,
                (s, size) -> {
                    boolean wide = s.nextInt(0, 3) == 0;
                    Md5Fuzzing.modelExportsAgain(Md5DocumentGenerator.generate(s, size, wide), wide);
                });
    }

    /** The generator is not vacuous: over the cases the laws run, every edge case it promises comes up. */
    @Test
    void theGeneratorReachesItsEdgeCases() {
        Map<String, Integer> seen = new TreeMap<>();
        for (long seed = 0; seed < 400; seed++) {
            Md5Document doc = Md5DocumentGenerator.generate(new RandomSource(seed), 1 + (int) (seed % 60));
            count(seen, "mesh document", doc.kind() == Md5Document.Kind.MESH);
            count(seen, "animation document", doc.kind() == Md5Document.Kind.ANIMATION);
            count(seen, "no joints", doc.joints().isEmpty() && doc.hierarchy().isEmpty());
            count(seen, "an empty mesh", doc.meshes().stream().anyMatch(m -> m.vertexCount() == 0));
            count(seen, "a vertex without weights", doc.meshes().stream().anyMatch(m -> Arrays.stream(
                    m.weightCounts()).anyMatch(c -> c == 0)));
            count(seen, "a vertex of several weights", doc.meshes().stream().anyMatch(m -> Arrays.stream(
                    m.weightCounts()).anyMatch(c -> c > 4)));
            count(seen, "no frames", doc.kind() == Md5Document.Kind.ANIMATION && doc.frameCount() == 0);
            count(seen, "no bounds", doc.kind() == Md5Document.Kind.ANIMATION && doc.frameCount() > 0
                    && doc.bounds().length == 0);
            count(seen, "flags 0", doc.hierarchy().stream().anyMatch(j -> j.flags() == 0));
            count(seen, "flags 63", doc.hierarchy().stream().anyMatch(j -> j.flags() == 63));
            String text = Md5TestFiles.written(doc);
            count(seen, "a name with a blank", text.matches("(?s).*\"[^\"\n]* [^\"\n]*\".*"));
            count(seen, "a Latin-1 name", text.matches("(?s).*\"[^\"\n]*[\u00a0-\u00ff][^\"\n]*\".*"));
            count(seen, "a mesh name", doc.meshes().stream().anyMatch(m -> !m.name().isEmpty()));
            count(seen, "negative zero", anyNumber(doc, d -> Double.doubleToRawLongBits(d) == Long.MIN_VALUE));
            count(seen, "a subnormal", anyNumber(doc, d -> d != 0 && Math.abs(d) < Double.MIN_NORMAL));
            count(seen, "a double past float's range", anyNumber(doc, d -> Math.abs(d) > Float.MAX_VALUE));
        }
        assertTrue(seen.values().stream().allMatch(n -> n >= 5), seen.toString());
    }

    private static void count(Map<String, Integer> seen, String what, boolean happened) {
        seen.merge(what, happened ? 1 : 0, Integer::sum);
    }

    private static boolean anyNumber(Md5Document doc, DoublePredicate p) {
        for (Md5Joint j : doc.joints()) {
            for (double d : new double[] {j.x(), j.y(), j.z(), j.qx(), j.qy(), j.qz()}) {
                if (p.test(d)) {
                    return true;
                }
            }
        }
        for (Md5Mesh m : doc.meshes()) {
            if (Arrays.stream(m.weightPositions()).anyMatch(p) || Arrays.stream(m.texcoords()).anyMatch(p)) {
                return true;
            }
        }
        return Arrays.stream(doc.frames()).anyMatch(p) || Arrays.stream(doc.baseFrame()).anyMatch(p)
                || p.test(doc.frameRate());
    }
}
