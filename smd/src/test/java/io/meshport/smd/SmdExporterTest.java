package io.meshport.smd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the writer does where SMD has no place for what a model holds, and what meshport reads back. */
class SmdExporterTest {

    private static Mesh triangle(String material, float z) {
        return Mesh.builder("").material(material)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, z, 1, 0, z, 0, 1, z}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1}))
                .triangles(new int[] {0, 1, 2}).build();
    }

    private static String write(Model model, Diagnostics losses) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Smd.writer().withLosses(losses).write(model, out);
        return out.toString(StandardCharsets.ISO_8859_1);
    }

    private static Model read(String text) throws Exception {
        return Smd.reader().read(new ByteArrayInputStream(text.getBytes(StandardCharsets.ISO_8859_1)), "x.smd");
    }

    /**
     * SMD has no empty material line, and a reader joins the triangles of one material: meshes without
     * a material are written as {@code ""}, {@code ""2}, ..., which meshport reads as none, apart.
     */
    @Test
    void meshesWithoutMaterialsStayApartAndWithoutOne() throws Exception {
        Diagnostics losses = new Diagnostics();
        String text = write(Model.builder().addMesh(triangle("", 0)).addMesh(triangle("", 1))
                .addMesh(triangle("skin", 2)).build(), losses);
        assertTrue(text.contains("\n\"\"\n") && text.contains("\n\"\"2\n"), text);
        assertEquals(List.of(), losses.all(), "nothing lost");
        Model back = read(text);
        assertEquals(List.of("", "", "skin"), back.meshes().stream().map(Mesh::material).toList());
        assertEquals(3, back.meshes().size());
    }

    /** A material that starts with two quotes is a material, written apart from the mark. */
    @Test
    void aMaterialThatLooksLikeTheMarkIsEscaped() throws Exception {
        Diagnostics losses = new Diagnostics();
        Model back = read(write(Model.builder().addMesh(triangle("\"\"x", 0)).build(), losses));
        assertEquals("_\"\"x", back.meshes().get(0).material());
        assertEquals(1, losses.all().size(), losses.all().toString());
    }

    /** An animation of a model without a skeleton (an animation-only IQM) reads back without one. */
    @Test
    void anAnimationWithoutASkeletonReadsBackWithoutOne() throws Exception {
        Transform a = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Transform b = new Transform(2, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        Model model = Model.builder().addAnimation(Animation.ofFrames("walk", 10, false,
                List.of(List.of(a, b), List.of(b, a)))).build();
        Model back = read(write(model, new Diagnostics()));
        assertEquals(0, back.joints().size());
        assertEquals(1, back.animations().size());
        assertEquals(2, back.animations().get(0).jointCount());
        Transform pose = back.animations().get(0).pose(1, 0);
        assertEquals(2f, pose.tx());
        assertEquals(1f, Math.abs(pose.qw()), "the identity (the reference makes w <= 0)");
    }
}
