package io.meshport.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Conventions.Direction;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Winding;
import io.meshport.model.edit.ConventionConversion;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * "Front" is the side the model's conventions say it faces, the same for a model and its
 * conversion to any other axes: a figure as wide as tall and a quarter as deep, with a nose on the
 * side it faces, drawn from every view.
 */
class FrontViewTest {
    private static final int SIZE = 64;
    private static final Conventions PIE = new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.CLOCKWISE);

    /**
     * In Z-up right-handed numbers: a slab 4 wide (X), 1 deep (Y), 4 tall (Z) and a nose 1 wide,
     * sticking out 1 from its middle toward {@code front} (−Y or +X here).
     */
    private static Model figure(Direction front) {
        List<Float> p = new ArrayList<>();
        List<Integer> t = new ArrayList<>();
        box(p, t, -2, -0.5f, 0, 2, 0.5f, 4);
        if (front == Direction.NEGATIVE_Y) {
            box(p, t, -0.5f, -1.5f, 1.5f, 0.5f, -0.5f, 2.5f);
        } else {
            // the same figure given a quarter turn: its nose at +X
            p.clear();
            t.clear();
            box(p, t, -0.5f, -2, 0, 0.5f, 2, 4);
            box(p, t, 0.5f, -0.5f, 1.5f, 1.5f, 0.5f, 2.5f);
        }
        float[] positions = new float[p.size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = p.get(i);
        }
        Mesh mesh = Mesh.builder("figure").vertexCount(positions.length / 3)
                .triangles(t.stream().mapToInt(Integer::intValue).toArray())
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        positions)).build();
        return Model.builder().conventions(Conventions.Z_UP_RIGHT_CW.withForward(front)).addMesh(mesh).build();
    }

    private static void box(List<Float> p, List<Integer> t, float x0, float y0, float z0, float x1, float y1,
            float z1) {
        int base = p.size() / 3;
        for (int c = 0; c < 8; c++) {
            p.add((c & 1) == 0 ? x0 : x1);
            p.add((c & 2) == 0 ? y0 : y1);
            p.add((c & 4) == 0 ? z0 : z1);
        }
        int[][] faces = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1}, {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 5, 7, 3}};
        for (int[] f : faces) {
            for (int k : new int[] {f[0], f[1], f[2], f[0], f[2], f[3]}) {
                t.add(base + k);
            }
        }
    }

    private static BufferedImage draw(Model model, View view) {
        return Renderer.render(model, RenderOptions.DEFAULTS.withSize(SIZE).withView(view), Surfaces.NONE);
    }

    /** The opaque pixels' extent: {left, top, right, bottom}, inclusive. */
    private static int[] extent(BufferedImage image) {
        int[] e = {SIZE, SIZE, -1, -1};
        for (int y = 0; y < SIZE; y++) {
            for (int x = 0; x < SIZE; x++) {
                if (image.getRGB(x, y) >>> 24 != 0) {
                    e[0] = Math.min(e[0], x);
                    e[1] = Math.min(e[1], y);
                    e[2] = Math.max(e[2], x);
                    e[3] = Math.max(e[3], y);
                }
            }
        }
        return e;
    }

    private static int width(BufferedImage image) {
        int[] e = extent(image);
        return e[2] - e[0] + 1;
    }

    @Test
    void frontShowsTheBroadSideTheModelFaces() {
        Model m = figure(Direction.NEGATIVE_Y);
        int front = width(draw(m, View.FRONT));
        int side = width(draw(m, View.SIDE));
        assertTrue(2 * front > 3 * side, "seen from the front the figure is wide (" + front + " px), from the side"
                + " narrow (" + side + " px)");
        // seen from the top, the front is at the bottom of the picture: the nose sticks out down there
        int[] top = extent(draw(m, View.TOP));
        BufferedImage above = draw(m, View.TOP);
        int centre = (top[0] + top[2]) / 2;
        int noseRow = top[3] - 1;
        assertTrue(above.getRGB(centre, noseRow) >>> 24 != 0 && above.getRGB(top[0] + 1, noseRow) >>> 24 == 0,
                "the nose is at the bottom of the top view");
        // seen from its left, its front is on the left of the picture
        int[] flank = extent(draw(m, View.SIDE));
        BufferedImage left = draw(m, View.SIDE);
        int noseY = (flank[1] + flank[3]) / 2;
        assertTrue(left.getRGB(flank[0] + 1, noseY) >>> 24 != 0
                && left.getRGB(flank[0] + 1, flank[3] - 1) >>> 24 == 0, "the nose is on the left of the side view");
    }

    @Test
    void aModelAndItsConversionAreSeenFromTheSameSide() {
        Model iqm = figure(Direction.NEGATIVE_Y);
        Model pie = ConventionConversion.convert(iqm, PIE);
        Model gltf = ConventionConversion.convert(iqm, Conventions.Y_UP_RIGHT_CCW);
        for (View view : View.values()) {
            int[] expected = pixels(draw(iqm, view));
            assertArrayEquals(expected, pixels(draw(pie, view)), view + ": PIE");
            assertArrayEquals(expected, pixels(draw(gltf, view)), view + ": glTF");
        }
    }

    @Test
    void aModelRecordedAsFacingElsewhereIsSeenFromItsFront() {
        // the same figure facing +X, recorded so (as an id Software model would be): the same pictures
        Model idStyle = figure(Direction.POSITIVE_X);
        Model blender = figure(Direction.NEGATIVE_Y);
        for (View view : View.values()) {
            assertArrayEquals(pixels(draw(blender, view)), pixels(draw(idStyle, view)), view.toString());
        }
        assertEquals(Direction.POSITIVE_X, idStyle.conventions().forward());
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, SIZE, SIZE, null, 0, SIZE);
    }
}
