package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * A picture's drawing is bounded by the picture, not by how large a model makes its triangles: a
 * model of triangles each as large as the picture (a few megabytes of them took minutes to draw)
 * is refused before any is drawn, once they would cover it more than {@link Renderer#MAX_COVER}
 * times over; as many triangles of a real model's sizes, or a stack of picture-sized ones within
 * the bound, are drawn.
 */
class DrawingCostTest {
    private static final int SIZE = 16;

    /** {@code count} triangles at depths 0 to 1, each a square's half across the whole model's extent. */
    private static Model stack(int count, float size) {
        float[] p = new float[9 * count];
        int[] t = new int[3 * count];
        for (int i = 0; i < count; i++) {
            float z = (float) i / count;
            float[] corners = {0, 0, z, size, 0, z, 0, size, z};
            System.arraycopy(corners, 0, p, 9 * i, 9);
            t[3 * i] = 3 * i;
            t[3 * i + 1] = 3 * i + 1;
            t[3 * i + 2] = 3 * i + 2;
        }
        // one small corner at the far side fixes the extent: the stack's triangles are as large as it is
        Mesh mesh = Mesh.builder("stack").vertexCount(3 * count).triangles(t)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        p)).build();
        return Model.builder().addMesh(mesh).build();
    }

    @Test
    void picturesizedTrianglesBeyondTheBoundAreRefusedBeforeDrawing() {
        int area = SIZE * Renderer.supersample(SIZE) * SIZE * Renderer.supersample(SIZE);
        // each triangle's box is the whole buffer: 3 × the bound of them is far past it
        Model model = stack(3 * Renderer.MAX_COVER, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Renderer.render(model, RenderOptions.DEFAULTS.withSize(SIZE), Surfaces.NONE));
        assertTrue(e.getMessage().contains("a picture is drawn over at most " + Renderer.MAX_COVER + " times"), e.getMessage());
        assertTrue(area > Renderer.PIXELS_A_TRIANGLE, "the buffer is larger than a triangle's allowance");
    }

    @Test
    void aStackWithinTheBoundIsDrawn() {
        BufferedImage picture = Renderer.render(stack(Renderer.MAX_COVER / 2, 1),
                RenderOptions.DEFAULTS.withSize(SIZE), Surfaces.NONE);
        assertEquals(SIZE, picture.getWidth());
        assertTrue((picture.getRGB(SIZE / 4, SIZE / 2) >>> 24) != 0, "the stack is drawn");
    }

    @Test
    void aTrianglesCostIsItsBoxWithinTheBufferAndALinesItsBoundedWalk() {
        Raster raster = new Raster(40, 30);
        assertEquals(40 * 30, raster.triangleCost(-1e9, -1e9, 1e9, -1e9, 0, 1e9), "larger than the buffer: all of it");
        assertEquals(11 * 6, raster.triangleCost(10, 10, 20, 10, 20, 15), "pixels 10 to 20 across, 10 to 15 down");
        assertEquals(0, raster.triangleCost(1, 1, 2, 2, 3, 3), "a line draws nothing");
        assertEquals(0, raster.triangleCost(Double.NaN, 0, 5, 0, 0, 5), "nor does a corner not a number");
        assertEquals(0, raster.triangleCost(100, 100, 120, 100, 100, 120), "nor a triangle outside");
        assertEquals(11, raster.lineCost(0, 0, 10, 3));
        assertEquals(4 * (40 + 30) + 1, raster.lineCost(0, 0, Double.POSITIVE_INFINITY, 0), "an endless line's walk is bounded");
    }

    @Test
    void edgesCountWhenDrawn() {
        // the largest stack drawn without its edges (each triangle's box is most of the buffer)...
        int count = Renderer.MAX_COVER / 2;
        while (drawn(stack(count + 1, 1), false)) {
            count++;
        }
        assertTrue(count > Renderer.MAX_COVER / 2 && count < 4 * Renderer.MAX_COVER, count + " triangles");
        // ...is refused with them: its edges, each across most of the buffer, take it past the bound
        assertTrue(drawn(stack(count, 1), false));
        assertTrue(!drawn(stack(count, 1), true), count + " triangles with their edges");
    }

    private static boolean drawn(Model model, boolean wireframe) {
        try {
            Renderer.render(model, RenderOptions.DEFAULTS.withSize(SIZE).withWireframe(wireframe), Surfaces.NONE);
            return true;
        } catch (IllegalArgumentException refused) {
            return false;
        }
    }
}
