package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * docs/security.md's linear-time law for the glTF reader ({@link Linearity}, scales 1, 2 and 4) on
 * each of {@link GltfLinearityInputs}' shapes, generated before the clock runs. Each shape once cost
 * the square of its size: joints below a long chain walked the chain once per joint, every animation
 * walked every joint, meshes without vertices were inserted one by one, influences were merged pair
 * by pair.
 */
class GltfReaderLinearityTest {
    /** The size at scale 1: large enough that the reader's work, not its fixed cost, is measured. */
    private static final Map<GltfLinearityInputs, Integer> BASE = new EnumMap<>(Map.of(
            GltfLinearityInputs.MESHES, 6000, GltfLinearityInputs.PRIMITIVES, 4000,
            GltfLinearityInputs.NODE_CHAIN, 4000, GltfLinearityInputs.JOINTS_BELOW_CHAIN, 1500,
            GltfLinearityInputs.ANIMATIONS_OVER_JOINTS, 1500, GltfLinearityInputs.EMPTY_MESHES, 6000,
            GltfLinearityInputs.INFLUENCE_SETS, 400));

    @ParameterizedTest
    @EnumSource(GltfLinearityInputs.class)
    void readingIsLinear(GltfLinearityInputs shape) throws Exception {
        int base = BASE.get(shape);
        byte[][] inputs = new byte[5][];
        for (int scale : new int[] {1, 2, 4}) {
            inputs[scale] = shape.gltf(base * scale);
        }
        // the input is what it means to be: a refusal would be cheap, and linear, for the wrong reason
        Model model = read(inputs[1]);
        int grown = switch (shape) {
            case MESHES, PRIMITIVES, NODE_CHAIN -> model.meshes().size();
            case JOINTS_BELOW_CHAIN, ANIMATIONS_OVER_JOINTS -> model.joints().size();
            case EMPTY_MESHES -> model.meshes().size() / 2;
            case INFLUENCE_SETS -> model.meshes().get(0).array(AttributeKind.BLEND_WEIGHTS).isPresent() ? base : 0;
        };
        assertEquals(base, grown, shape + " read as something else");
        Linearity.Cost[] costs = Linearity.check("GltfReader on " + shape + " (" + base + " at scale 1)",
                scale -> read(inputs[scale]));
        System.out.println("GltfReader on " + shape + ", " + base + " at scale 1: " + Arrays.toString(costs));
    }

    private static Model read(byte[] gltf) throws Exception {
        return GltfReader.read(new ByteArrayInputStream(gltf), "linear.gltf", null, new Diagnostics(16));
    }
}
