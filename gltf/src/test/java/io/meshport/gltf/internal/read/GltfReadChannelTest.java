package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** The interpolations between keys, as the glTF spec defines them. */
class GltfReadChannelTest {
    private static GltfAccessorValues floats(ElementType type, float... values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) {
            b.putFloat(v);
        }
        int count = values.length / type.getNumComponents();
        return new GltfAccessorValues("test", AccessorDatas.create(GltfConstants.GL_FLOAT, b.rewind(), 0, count, type,
                null), GltfConstants.GL_FLOAT, false, count, type.getNumComponents());
    }

    private static GltfReadChannel channel(GltfReadChannel.Interpolation how, boolean rotation, float[] times,
            float... values) throws ModelFormatException {
        return GltfReadChannel.of(floats(ElementType.SCALAR, times), floats(rotation ? ElementType.VEC4
                : ElementType.VEC3, values), how, rotation, "samplers[0]", new GltfReadContext(
                        new de.javagl.jgltf.impl.v2.GlTF(), "test", new io.meshport.io.Diagnostics(),
                        new GltfReadBuffers.Sources(null, null), 0));
    }

    @Test
    void rotationsInterpolateAlongTheShorterArc() throws ModelFormatException {
        float s = (float) Math.sqrt(0.5);
        // identity to a quarter turn about z, the latter written as its negation
        GltfReadChannel c = channel(GltfReadChannel.Interpolation.LINEAR, true, new float[] {0, 1},
                0, 0, 0, 1, 0, 0, -s, -s);
        float[] out = new float[4];
        c.sample(0.5, 1e-6, out);
        double eighth = Math.PI / 8;
        assertArrayEquals(new float[] {0, 0, (float) Math.sin(eighth), (float) Math.cos(eighth)}, out, 1e-6f);
    }

    @Test
    void stepHoldsAndLinearBlends() throws ModelFormatException {
        float[] out = new float[3];
        channel(GltfReadChannel.Interpolation.STEP, false, new float[] {0, 1}, 0, 0, 0, 4, 4, 4).sample(0.9, 1e-6, out);
        assertArrayEquals(new float[] {0, 0, 0}, out);
        channel(GltfReadChannel.Interpolation.LINEAR, false, new float[] {0, 1}, 0, 0, 0, 4, 4, 4).sample(0.25, 1e-6, out);
        assertArrayEquals(new float[] {1, 1, 1}, out);
        // after the last key its value holds
        channel(GltfReadChannel.Interpolation.LINEAR, false, new float[] {0, 1}, 0, 0, 0, 4, 4, 4).sample(7, 1e-6, out);
        assertArrayEquals(new float[] {4, 4, 4}, out);
        assertEquals(3, out.length);
    }

    @Test
    void decreasingKeyTimesAreAnError() {
        GltfReadContext context = new GltfReadContext(new de.javagl.jgltf.impl.v2.GlTF(), "x.gltf", new Diagnostics(),
                new GltfReadBuffers.Sources(null, null), 0);
        ModelFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ModelFormatException.class,
                () -> GltfReadChannel.of(floats(ElementType.SCALAR, 1, 0), floats(ElementType.VEC3, 0, 0, 0, 1, 1, 1),
                        GltfReadChannel.Interpolation.LINEAR, false, "animations[0].samplers[0]", context));
        assertEquals("x.gltf: animations[0].samplers[0].input: key time 0.0 at 1 comes before the one before it",
                e.getMessage());
    }
}
