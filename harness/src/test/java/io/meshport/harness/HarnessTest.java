package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Capabilities;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class HarnessTest {
    static final Capabilities EVERYTHING = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.HALF, 2)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.BYTE, 3)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                    Capabilities.layout(ComponentType.FLOAT, 4)))
            .layouts(AttributeKind.CUSTOM, List.of(Capabilities.layout(ComponentType.UINT, 2)))
            .texcoordSets(3).triangleStreams(List.of(Capabilities.layout(ComponentType.INT, 1)))
            .skeleton(true).animations(true).bounds(true).comment(true).meshNames(true).materials(true)
            .conventions(Conventions.Y_UP_RIGHT_CCW).build();

    @Test
    void sameSeedSameModel() {
        for (long seed = 0; seed < 50; seed++) {
            ModelGenerator g = new ModelGenerator(EVERYTHING);
            assertEquals(g.generate(new RandomSource(seed), 20), g.generate(new RandomSource(seed), 20));
        }
    }

    @Test
    void generatedModelsAreValidAndSkinnedConsistently() {
        Property.forAll("generated models are valid", 200, 40, (s, size) -> {
            Model m = new ModelGenerator(EVERYTHING).generate(s, size);
            m.meshes().forEach(mesh -> mesh.array(AttributeKind.BLEND_INDEXES).ifPresent(ix -> {
                for (int v = 0; v < ix.vertexCount(); v++) {
                    for (int c = 0; c < ix.size(); c++) {
                        assertTrue(ix.getLong(v, c) < m.joints().size());
                    }
                }
                VertexArray w = mesh.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
                for (int v = 0; v < w.vertexCount(); v++) {
                    double sum = 0;
                    for (int c = 0; c < w.size(); c++) {
                        sum += w.getNormalized(v, c);
                    }
                    assertEquals(1.0, sum, 1e-5);
                }
            }));
            m.animations().forEach(a -> assertEquals(m.joints().size(), a.jointCount()));
        });
    }

    @Test
    void failingPropertyNamesItsSeed() {
        AssertionError e = assertThrows(AssertionError.class, () -> Property.forAll("always fails", 3, 5, (s, size) -> {
            throw new IllegalStateException("boom");
        }));
        assertTrue(e.getMessage().contains("replay: -Dmeshport.seed="), e.getMessage());
        assertTrue(e.getMessage().contains("size 1"), "the first (smallest) case is reported: " + e.getMessage());
    }

    @Test
    void theCasesOfAPropertyAreFixedByItsName() {
        Assumptions.assumeTrue(System.getProperty("meshport.seed") == null && !Boolean.getBoolean("meshport.explore"),
                "replaying or exploring");
        List<Long> first = seedsOf("a property");
        assertEquals(first, seedsOf("a property"), "the same seeds in every run");
        assertEquals(first.get(0), Property.fixedSeed("a property"));
        assertFalse(first.contains(seedsOf("another property").get(0)), "another name, other seeds");
    }

    private static List<Long> seedsOf(String name) {
        List<Long> seeds = new ArrayList<>();
        Property.forAll(name, 5, 5, (s, size) -> seeds.add(((RandomSource) s).seed()));
        return seeds;
    }

    @Test
    void mutatorsAreDeterministicAndChangeTheInput() {
        byte[] input = "INTERQUAKEMODEL\0 some bytes to damage, long enough for 4-byte fields".getBytes();
        for (long seed = 0; seed < 100; seed++) {
            byte[] a = ByteMutator.mutate(input, new RandomSource(seed), 4);
            assertArrayEquals(a, ByteMutator.mutate(input, new RandomSource(seed), 4));
            byte[] t = TextMutator.mutate(input, new RandomSource(seed), 4);
            assertArrayEquals(t, TextMutator.mutate(input, new RandomSource(seed), 4));
        }
        int changed = 0;
        for (long seed = 0; seed < 100; seed++) {
            changed += java.util.Arrays.equals(input, ByteMutator.mutate(input, new RandomSource(seed), 1)) ? 0 : 1;
        }
        assertTrue(changed > 90, changed + " of 100 mutations changed the input");
    }

    @Test
    void diffSeesChangesAndIgnoresQuaternionSign() {
        Transform t = new Transform(1, 2, 3, 0.5f, 0.5f, 0.5f, -0.5f, 1, 1, 1);
        Transform flipped = new Transform(1, 2, 3, -0.5f, -0.5f, -0.5f, 0.5f, 1, 1, 1);
        Model a = Model.builder().addJoint(new Joint("j", -1, t)).build();
        Model b = Model.builder().addJoint(new Joint("j", -1, flipped)).build();
        assertEquals(List.of(), ModelDiff.between(a, b, ModelDiff.Tolerance.EXACT));
        Model c = Model.builder().addJoint(new Joint("j", -1, new Transform(1, 2, 3.01f, 0.5f, 0.5f, 0.5f, -0.5f, 1, 1, 1)))
                .build();
        assertFalse(ModelDiff.between(a, c, ModelDiff.Tolerance.EXACT).isEmpty());
        assertEquals(List.of(), ModelDiff.between(a, c, ModelDiff.Tolerance.EXACT.withPose(0.02)));
    }
}
