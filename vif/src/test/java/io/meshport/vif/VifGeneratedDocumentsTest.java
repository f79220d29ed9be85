package io.meshport.vif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.RandomSource;
import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.vif.internal.rules.VifProblem;
import io.meshport.vif.internal.rules.VifRules;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 1 and 2 on generated documents of every version: read(write(doc)) == doc and
 * writing again gives the same text; and a document through the model and back, in its own
 * version, is the same document without its comments. Also: the model of any document written as
 * VIF 2.3 (or any other version) is a document that keeps VIF's rules.
 */
class VifGeneratedDocumentsTest {
    @Test
    void generatedDocumentsKeepTheRules() {
        Property.forAll("vif: generated documents break no rule", 300, 40, (s, size) -> {
            VifDocument doc = VifDocumentGenerator.generate(s, size);
            assertNoBreach(doc, "generated");
        });
    }

    @Test
    void readWriteIsTheDocumentAndWritingIsStable() {
        Property.forAll("vif: read(write(doc)) == doc and write(read(text)) == text", 400, 40, (s, size) -> {
            VifDocument doc = VifDocumentGenerator.generate(s, size);
            String text = VifTestFiles.written(doc);
            VifDocument again = VifTestFiles.read(text, "generated.vif");
            assertEquals(doc, again, text);
            assertEquals(doc.comments(), again.comments(), text);
            assertEquals(text, VifTestFiles.written(again));
        });
    }

    @Test
    void throughTheModelAndBackIsTheSameDocument() {
        Property.forAll("vif: fromModel(toModel(doc)) == doc", 300, 40, (s, size) -> {
            // Only documents with a hierarchy (or of 1.0, which has none): for a model without one,
            // fromModel builds a hierarchy, so a 2.x document without one is not its own image.
            VifDocument doc = VifDocumentGenerator.generateWithHierarchy(s, size);
            assertTrue(doc.version() == VifVersion.V1_0 || doc.hierarchy().count() > 0);
            Model model = Vif.reader().toModel(doc, "generated.vif");
            VifDocument back = Vif.writer().withSetting(VifFormat.VERSION_SETTING, doc.version().text()).fromModel(model);
            assertEquals(doc.withComments(List.of()), back, VifTestFiles.written(doc));
        });
    }

    @Test
    void everyDocumentsModelIsValidVif23() {
        Property.forAll("vif: fromModel(toModel(doc), 2.3) keeps the rules", 300, 40, (s, size) -> {
            VifDocument doc = VifDocumentGenerator.generate(s, size);
            Model model = Vif.reader().toModel(doc, "generated.vif");
            VifDocument upgraded = Vif.writer().withSetting(VifFormat.VERSION_SETTING, VifVersion.V2_3.text()).fromModel(model);
            assertEquals(VifVersion.V2_3, upgraded.version());
            assertNoBreach(upgraded, VifTestFiles.written(doc));
            assertEquals(upgraded, VifTestFiles.read(VifTestFiles.written(upgraded), "upgraded.vif"));
        });
    }

    @Test
    void everyDocumentsModelIsValidInEveryVersion() {
        Property.forAll("vif: fromModel(toModel(doc), any version) keeps the rules", 200, 40, (s, size) -> {
            VifDocument doc = VifDocumentGenerator.generate(s, size);
            VifVersion target = s.pick(List.of(VifVersion.values()));
            Model model = Vif.reader().toModel(doc, "generated.vif");
            VifDocument converted = Vif.writer().withSetting(VifFormat.VERSION_SETTING, target.text()).fromModel(model);
            assertEquals(target, converted.version());
            assertNoBreach(converted, "VIF" + target.text() + " of\n" + VifTestFiles.written(doc));
            assertEquals(converted, VifTestFiles.read(VifTestFiles.written(converted), "converted.vif"));
        });
    }

    /** The generator reaches every feature it claims to, at the sizes the properties use. */
    @Test
    void generatorCoversEveryFeature() {
        boolean[] seen = new boolean[Feature.values().length];
        for (int i = 0; i < 600; i++) {
            VifDocument doc = VifDocumentGenerator.generate(new RandomSource(1000 + i), 1 + i % 40);
            for (Feature f : Feature.values()) {
                seen[f.ordinal()] |= f.in(doc);
            }
        }
        String missing = java.util.Arrays.stream(Feature.values()).filter(f -> !seen[f.ordinal()])
                .map(Enum::name).collect(Collectors.joining(", "));
        assertEquals("", missing, "features the generator never made");
    }

    private enum Feature {
        V1_0, V2_0, V2_1, V2_2, V2_3, CLUSTERS, EMPTY_CLUSTERS, MERGES_2_0, NO_HIERARCHY, COLOURS, ALPHA, NORMALS,
        THREE_TEXTURE_SETS, CLONES, UNUSED_POSITIONS, SEVERAL_PATCHES, MAX_PATCHES, RINGS, ERRORS, NO_ERRORS_2_3,
        MAX_CHILDREN, MERGE_OF_ONE, CLUSTER_OF_NONE, JOINED_SIZE, COUNT_LINE, NO_COUNT_LINE, OWN_LINE_COMMENT,
        TRAILING_COMMENT, COMMENT_AT_END, NEGATIVE_ZERO, SUBNORMAL, LARGEST;

        boolean in(VifDocument d) {
            VifPositions p = d.positions();
            VifMerges h = d.hierarchy();
            return switch (this) {
                case V1_0, V2_0, V2_1, V2_2, V2_3 -> d.version().name().equals(name());
                case CLUSTERS -> h.kind() == VifMerges.Kind.CLUSTERS && h.count() > 0;
                case EMPTY_CLUSTERS -> h.kind() == VifMerges.Kind.CLUSTERS && h.count() == 0;
                case MERGES_2_0 -> d.version() == VifVersion.V2_0 && h.kind() == VifMerges.Kind.MERGES
                        && h.count() > 0;
                case NO_HIERARCHY -> d.version().hasHierarchy() && h.count() == 0;
                case COLOURS -> p.hasColors();
                case ALPHA -> p.hasColors() && p.count() > 0 && p.color(0, 3) != 255;
                case NORMALS -> p.hasNormals();
                case THREE_TEXTURE_SETS -> p.texcoordSets() == 3;
                case CLONES -> d.vertices().count() > p.count() - unused(d);
                case UNUSED_POSITIONS -> unused(d) > 0;
                case SEVERAL_PATCHES -> d.patches() > 1 && d.triangles().count() > 0;
                case MAX_PATCHES -> d.patches() == VifRules.MAX_PATCHES;
                case RINGS -> d.vertices().count() > 0 && ring(d);
                case ERRORS -> d.errors().count() > 1 && h.count() > 0;
                case NO_ERRORS_2_3 -> d.version() == VifVersion.V2_3 && d.errors().count() == 0 && h.count() > 0;
                case MAX_CHILDREN -> childCounts(h).anyMatch(c -> c == VifRules.MAX_CHILDREN
                        || h.kind() == VifMerges.Kind.CLUSTERS && c == VifRules.MAX_CHILDREN - 1);
                case MERGE_OF_ONE -> h.kind() == VifMerges.Kind.MERGES && childCounts(h).anyMatch(c -> c == 1);
                case CLUSTER_OF_NONE -> h.kind() == VifMerges.Kind.CLUSTERS && childCounts(h).anyMatch(c -> c == 0);
                case JOINED_SIZE -> d.errorSizeJoined();
                case COUNT_LINE -> d.version().hasClusters() && d.countLine();
                case NO_COUNT_LINE -> d.version().hasClusters() && !d.countLine();
                case OWN_LINE_COMMENT -> d.comments().stream().anyMatch(c -> !c.trailing());
                case TRAILING_COMMENT -> d.comments().stream().anyMatch(c -> c.trailing());
                case COMMENT_AT_END -> d.comments().stream().anyMatch(c -> !c.trailing()
                        && c.line() == VifTestFiles.written(d.withComments(List.of())).split("\n").length);
                case NEGATIVE_ZERO -> anyFloat(p, f -> Double.doubleToRawLongBits(f) == Long.MIN_VALUE);
                case SUBNORMAL -> anyFloat(p, f -> f != 0 && Math.abs(f) < Float.MIN_NORMAL);
                case LARGEST -> anyFloat(p, f -> Math.abs(f) == Float.MAX_VALUE);
            };
        }

        private static java.util.stream.IntStream childCounts(VifMerges h) {
            return java.util.stream.IntStream.range(0, h.count()).map(h::childCount);
        }

        private static int unused(VifDocument d) {
            boolean[] used = new boolean[d.positions().count()];
            for (int v = 0; v < d.vertices().count(); v++) {
                used[d.vertices().position(v)] = true;
            }
            int n = 0;
            for (boolean u : used) {
                n += u ? 0 : 1;
            }
            return n;
        }

        private static boolean ring(VifDocument d) {
            for (int v = 0; v < d.vertices().count(); v++) {
                if (d.vertices().coincident(v) >= 0) {
                    return true;
                }
            }
            return false;
        }

        private static boolean anyFloat(VifPositions p, java.util.function.DoublePredicate test) {
            for (int i = 0; i < p.count(); i++) {
                for (int a = 0; a < 3; a++) {
                    if (test.test(p.coordinate(i, a))) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    private static void assertNoBreach(VifDocument doc, String context) {
        List<VifProblem> breaches = VifRules.check(doc).stream().filter(VifProblem::breaksRule).toList();
        assertEquals(List.of(), breaches, context);
    }
}
