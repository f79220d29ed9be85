package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.Conventions;
import io.meshport.model.FormatExtra;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.Winding;
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.math.SpatialMap;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConventionConversionTest {
    private static final Conventions Z_UP = new Conventions(Axis.Z_UP, Handedness.RIGHT, Winding.COUNTER_CLOCKWISE);
    private static final Conventions Y_UP = Conventions.Y_UP_RIGHT_CCW;
    private static final Conventions Y_UP_LEFT = new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.COUNTER_CLOCKWISE);

    /** A point an extra holds, so the test sees extras move with the geometry. */
    record Marker(double x, double y, double z, boolean reversed) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of("marker");
        }

        @Override
        public FormatExtra transformed(SpatialMap map) {
            double[] p = map.point(x, y, z);
            return new Marker(p[0], p[1], p[2], reversed ^ map.reversesTriangles());
        }
    }

    private static Model model(Conventions c) {
        Model m = EditFixtures.skinnedModel();
        Mesh mesh = m.meshes().get(0).toBuilder().extra(Marker.class, new Marker(1, 2, 3, false)).build();
        return m.toBuilder().meshes(List.of(mesh)).conventions(c).extra(Marker.class, new Marker(4, 5, 6, false))
                .build();
    }

    /** Every known combination of up axis, handedness and winding. */
    static List<Conventions> allKnown() {
        List<Conventions> all = new ArrayList<>();
        for (Axis up : List.of(Axis.Y_UP, Axis.Z_UP)) {
            for (Handedness h : List.of(Handedness.LEFT, Handedness.RIGHT)) {
                for (Winding w : List.of(Winding.CLOCKWISE, Winding.COUNTER_CLOCKWISE)) {
                    all.add(new Conventions(up, h, w));
                }
            }
        }
        return all;
    }

    @Test
    void zUpToYUpRotatesEverythingTheSameWay() {
        Model y = ConventionConversion.convert(model(Z_UP), Y_UP);
        assertEquals(Y_UP, y.conventions());
        Mesh mesh = y.meshes().get(0);
        // (x, y, z) -> (x, z, -y): the tip vertex (0, 0, 1) is now up the Y axis; -y of 0 is -0
        assertArrayEquals(new float[] {1, 0, -0f, 0, 0, -1, 0, 1, -0f}, mesh.array(AttributeKind.POSITION)
                .orElseThrow().toFloatArray());
        assertArrayEquals(new int[] {0, 1, 2}, mesh.triangleIndices(), "a rotation keeps the winding");
        assertEquals(new Marker(1, 3, -2, false), mesh.extra(Marker.class).orElseThrow());
        assertEquals(new Marker(4, 6, -5, false), y.extra(Marker.class).orElseThrow());
        assertEquals(0, y.joints().get(1).basePose().ty() - 1, 0, "the tip joint sits 1 up the Y axis");
    }

    /** Converting back gives every value's bits back, signed zeros included. */
    @Test
    void convertingBackIsExact() {
        Model base = model(Z_UP);
        // a vertex at -0 on every axis: a negation that turns it into +0 could not come back
        VertexArray pos = base.meshes().get(0).array(AttributeKind.POSITION).orElseThrow();
        float[] p = pos.toFloatArray();
        p[0] = -0f;
        p[1] = -0f;
        p[2] = -0f;
        Mesh signed = base.meshes().get(0).toBuilder().putArray(VertexArray.ofFloats(pos.descriptor(), p)).build();
        Model m = base.toBuilder().meshes(List.of(signed)).build();
        for (Conventions from : allKnown()) {
            Model start = m.toBuilder().conventions(from).build();
            for (Conventions to : allKnown()) {
                Model back = ConventionConversion.convert(ConventionConversion.convert(start, to), from);
                for (AttributeKind kind : List.of(AttributeKind.POSITION, AttributeKind.TANGENT)) {
                    assertArrayEquals(start.meshes().get(0).array(kind).orElseThrow().toFloatArray(),
                            back.meshes().get(0).array(kind).orElseThrow().toFloatArray(),
                            kind + " from " + from + " through " + to);
                }
            }
        }
    }

    @Test
    void aMirrorFlipsTangentSignsAndKeepsWhatTheViewerSees() {
        Model m = model(Y_UP);
        Model left = ConventionConversion.convert(m, Y_UP_LEFT);
        Mesh mesh = left.meshes().get(0);
        // the mirror relabels space: a counter-clockwise front stays counter-clockwise as seen
        assertArrayEquals(new int[] {0, 1, 2}, mesh.triangleIndices());
        VertexArray tangents = mesh.array(AttributeKind.TANGENT).orElseThrow();
        VertexArray before = m.meshes().get(0).array(AttributeKind.TANGENT).orElseThrow();
        for (int v = 0; v < 3; v++) {
            assertEquals(-before.getFloat(v, 3), tangents.getFloat(v, 3));
        }
        assertEquals(new Marker(1, 2, -3, false), mesh.extra(Marker.class).orElseThrow());
        // a change of front-face rule turns the corners over, mirror or not (Warzone's PIE is
        // left-handed clockwise: the Blender add-on swaps Y and Z and reverses every triangle)
        Model cw = ConventionConversion.convert(m, new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.CLOCKWISE));
        assertArrayEquals(new int[] {0, 2, 1}, cw.meshes().get(0).triangleIndices());
        assertEquals(new Marker(1, 2, -3, true), cw.meshes().get(0).extra(Marker.class).orElseThrow());
    }

    /**
     * Skinning the converted model gives the converted bounds of the original: joints, animation
     * poses (rotations through mirrors included) and vertices moved consistently.
     */
    @Test
    void skinningCommutesWithEveryConversion() {
        Model base = EditFixtures.skinnedModel();
        Mesh turned = base.meshes().get(0);
        Model m = base.toBuilder().conventions(Z_UP).build();
        for (Conventions target : allKnown()) {
            Model converted = ConventionConversion.convert(m, target);
            List<Bounds> skinned = SkinnedBounds.of(converted);
            assertEquals(converted.frameBounds().size(), skinned.size());
            for (int f = 0; f < skinned.size(); f++) {
                Bounds a = converted.frameBounds().get(f);
                Bounds b = skinned.get(f);
                float[] x = {a.minX(), a.minY(), a.minZ(), a.maxX(), a.maxY(), a.maxZ(), a.radius()};
                float[] y = {b.minX(), b.minY(), b.minZ(), b.maxX(), b.maxY(), b.maxZ(), b.radius()};
                assertArrayEquals(x, y, 1e-5f, "frame " + f + " in " + target);
            }
            assertEquals(turned.vertexCount(), converted.meshes().get(0).vertexCount());
        }
    }

    @Test
    void everyConversionHasAnExactInverse() {
        for (Conventions from : allKnown()) {
            Model m = model(from);
            for (Conventions to : allKnown()) {
                Model there = ConventionConversion.convert(m, to);
                assertEquals(to, there.conventions());
                assertEquals(m, ConventionConversion.convert(there, from), from + " -> " + to + " -> " + from);
            }
        }
    }

    @Test
    void unknownConventionsAreRelabelledNotMoved() {
        Model m = model(Conventions.UNKNOWN);
        Model labelled = ConventionConversion.convert(m, Z_UP);
        assertEquals(Z_UP, labelled.conventions());
        assertEquals(m.meshes(), labelled.meshes());
        assertEquals(Conventions.UNKNOWN, ConventionConversion.convert(m, Conventions.UNKNOWN).conventions());
    }
}
