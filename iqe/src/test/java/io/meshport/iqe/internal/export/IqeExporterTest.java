package io.meshport.iqe.internal.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.iqe.Iqe;
import io.meshport.iqe.IqeTestFiles;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Model → IQE → model (DESIGN §6 law 3) and the loss report for what IQE cannot hold. */
class IqeExporterTest {

    private static VertexArray floats(AttributeKind kind, int size, float... values) {
        return VertexArray.ofFloats(VertexArrayDescriptor.of(kind, ComponentType.FLOAT, size), values);
    }

    private static Mesh triangle(String name, String material, VertexArray... extra) {
        Mesh.Builder b = Mesh.builder(name).material(material)
                .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 0, 1, 0, 1, 0, 0))
                .addArray(floats(AttributeKind.TEXCOORD, 2, 0, 0, 0, 1, 1, 0))
                .addArray(floats(AttributeKind.NORMAL, 3, 0, 0, 1, 0, 0, 1, 0, 0, 1))
                .addArray(floats(AttributeKind.TANGENT, 4, 1, 0, 0, 1, 1, 0, 0, -1, 1, 0, 0, 1))
                .triangles(new int[] {0, 1, 2});
        for (VertexArray a : extra) {
            b.addArray(a);
        }
        return b.build();
    }

    private static Model roundTrip(Model model, Diagnostics losses) throws Exception {
        String text = IqeTestFiles.written(Iqe.writer().withLosses(losses).fromModel(model));
        Model again = Iqe.reader().toModel(IqeTestFiles.read(text, "export.iqe"), "export.iqe");
        assertEquals(text, IqeTestFiles.written(Iqe.writer().fromModel(again)), "not a fixpoint");
        return again;
    }

    @Test
    void aModelIqeCanHoldSurvives() throws Exception {
        VertexArray color = VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.COLOR, ComponentType.UBYTE, 4),
                new float[] {255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 0});
        VertexArray custom = VertexArray.ofFloats(VertexArrayDescriptor.custom("wind strength", ComponentType.HALF, 2),
                new float[] {0.5f, -1, 2, 3, 0, 0.25f});
        VertexArray indexes = VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES,
                ComponentType.UBYTE, 4), new int[] {1, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0});
        VertexArray weights = VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
                ComponentType.UBYTE, 4), new int[] {255, 0, 0, 0, 192, 63, 0, 0, 255, 0, 0, 0});
        Model model = Model.builder()
                .addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addJoint(new Joint("arm \"left\"", 0, new Transform(1, 2, 3, 0, 0, -0.6f, -0.8f, 2, 2, 2)))
                .addMesh(triangle("body", "skin", color, custom, indexes, weights))
                .addMesh(triangle("body", "skin", color, custom, indexes, weights))
                .addAnimation(Animation.ofFrames("wave", 24, true, List.of(
                        List.of(Transform.IDENTITY, new Transform(0, 0, 1, 0, 0, 0, -1, 1, 1, 1)),
                        List.of(Transform.IDENTITY, Transform.IDENTITY))))
                .comment("made by hand\n")
                .conventions(Conventions.Z_UP_RIGHT_CW)
                .extra(SourceInfo.class, new SourceInfo("iqe", ""))
                .build();
        Diagnostics losses = new Diagnostics();
        Model again = roundTrip(model, losses);
        // The one loss: the quote in a joint name.
        assertEquals(1, losses.all().size(), losses.all().toString());
        assertEquals("arm 'left'", again.joints().get(1).name());
        Model expected = model.toBuilder().joints(List.of(model.joints().get(0),
                new Joint("arm 'left'", 0, model.joints().get(1).basePose()))).build();
        assertSameModel(expected, again);
        assertEquals(2, again.meshes().size(), "two mesh commands stay two meshes");
    }

    /** Equality, part by part, so a failure says which part differs. */
    static void assertSameModel(Model expected, Model actual) {
        assertEquals(expected.joints(), actual.joints());
        assertEquals(expected.animations(), actual.animations());
        assertEquals(expected.meshes().size(), actual.meshes().size());
        for (int m = 0; m < expected.meshes().size(); m++) {
            Mesh e = expected.meshes().get(m);
            Mesh a = actual.meshes().get(m);
            assertEquals(e.arrays().size(), a.arrays().size(), "mesh " + m + " arrays " + a.arrays());
            for (int i = 0; i < e.arrays().size(); i++) {
                assertEquals(e.arrays().get(i).descriptor(), a.arrays().get(i).descriptor());
                assertEquals(java.util.Arrays.toString(e.arrays().get(i).toFloatArray()),
                        java.util.Arrays.toString(a.arrays().get(i).toFloatArray()), e.arrays().get(i).toString());
            }
            assertEquals(e, a, "mesh " + m);
        }
        assertEquals(expected.comment(), actual.comment());
        assertEquals(expected.extras(), actual.extras());
        assertEquals(expected, actual);
    }

    /**
     * IQE's compiler derives every mesh's tangents or none, so one mesh's own tangents have the
     * derived ones of another written too: left out, that mesh lacked the lines the file's tangent
     * array asks of every vertex, and the file did not read back (found by ConvertFuzzTest).
     */
    @Test
    void derivedTangentsBesideAMeshsOwnAreWrittenToo() throws Exception {
        Mesh derived = IqeTestFiles.model("mesh derived", "vp 0 0 0", "vt 0 0", "vn 0 0 1", "vp 1 0 0", "vt 1 0",
                "vn 0 0 1", "vp 0 1 0", "vt 0 1", "vn 0 0 1", "fm 0 2 1").meshes().get(0);
        Mesh own = triangle("own", "skin");
        Model model = Model.builder().addMesh(derived).addMesh(own).conventions(Conventions.Z_UP_RIGHT_CW).build();
        Model again = roundTrip(model, new Diagnostics());
        for (int m = 0; m < 2; m++) {
            Mesh before = model.meshes().get(m);
            Mesh after = again.meshes().get(m);
            assertTrue(java.util.Arrays.equals(before.array(AttributeKind.TANGENT).orElseThrow().toFloatArray(),
                    after.array(AttributeKind.TANGENT).orElseThrow().toFloatArray()), before.name() + "'s tangents");
        }
        Model alone = roundTrip(Model.builder().addMesh(derived).conventions(Conventions.Z_UP_RIGHT_CW).build(),
                new Diagnostics());
        assertFalse(IqeTestFiles.written(Iqe.writer().fromModel(alone)).contains("vx "),
                "a file of derived tangents only leaves them to the compiler");
    }

    /**
     * Vertices without any data IQE holds (a lenient reading that dropped every array it could not
     * place gives them) are written at the origin, reported: an IQE vertex exists only through its
     * lines, and the triangles named vertices the file never defined (found by ConvertFuzzTest).
     */
    @Test
    void verticesWithoutDataAreWrittenAtTheOrigin() throws Exception {
        Mesh bare = Mesh.builder("bare").material("skin").vertexCount(4).triangles(new int[] {0, 1, 2, 2, 3, 0}).build();
        Model model = Model.builder().addMesh(bare).conventions(Conventions.Z_UP_RIGHT_CW).build();
        Diagnostics losses = new Diagnostics();
        // read back once (no fixpoint to ask: the reader adds the normals IQE requires)
        String text = IqeTestFiles.written(Iqe.writer().withLosses(losses).fromModel(model));
        Mesh back = Iqe.reader().toModel(IqeTestFiles.read(text, "export.iqe"), "export.iqe").meshes().get(0);
        assertEquals(4, back.vertexCount());
        assertTrue(java.util.Arrays.equals(new int[] {0, 1, 2, 2, 3, 0}, back.triangleIndices()));
        VertexArray positions = back.array(AttributeKind.POSITION).orElseThrow();
        for (int v = 0; v < 4; v++) {
            for (int c = 0; c < 3; c++) {
                assertEquals(0f, positions.getFloat(v, c), text);
            }
        }
        assertTrue(losses.all().stream().anyMatch(d -> d.message().contains("4 vertices without data IQE holds")),
                losses.all().toString());
    }

    @Test
    void whatIqeCannotHoldIsReported() throws Exception {
        Model model = Model.builder()
                .addMesh(triangle("a", "m", floats(AttributeKind.COLOR, 4, 1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1)))
                .addMesh(Mesh.builder("b").material("m")
                        .addArray(floats(AttributeKind.POSITION, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0))
                        .addArray(floats(AttributeKind.TEXCOORD, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0))
                        .triangles(new int[] {0, 2, 1}).build())
                .addAnimation(Animation.empty("still", 30, false, 3))
                .frameBounds(List.of(new Bounds(0, 0, 0, 1, 1, 1, 1, 1), new Bounds(0, 0, 0, 1, 1, 1, 1, 1),
                        new Bounds(0, 0, 0, 1, 1, 1, 1, 1)))
                .axis(Axis.Y_UP)
                .build();
        Diagnostics losses = new Diagnostics();
        Iqe.writer().withLosses(losses).fromModel(model);
        String all = losses.all().toString();
        for (String expected : new String[] {"bounds", "frames without poses", "y-up", "texcoord as float×3",
            "stores texcoord as float 3", "has no color"}) {
            // LossCheck and the exporter each report what the other cannot know: nothing twice.
            assertEquals(1, losses.all().stream().filter(d -> d.message().contains(expected)).count(),
                    expected + " not reported exactly once in " + all);
        }
    }

    /**
     * A triangle stream rides as a vertex stream, and IQE declares one layout per file: a mesh whose
     * triangle stream has another layout than the first mesh's is reported as that triangle stream,
     * the part of the model that changes, not as the carrying vertex stream the model never had.
     */
    @Test
    void aTriangleStreamWhoseLayoutDiffersIsReportedAsATriangleStream() throws Exception {
        Mesh narrow = triangle("a", "m").toBuilder().addTriangleStream(VertexArray.ofInts(
                VertexArrayDescriptor.custom("flags", ComponentType.UBYTE, 1), new int[] {7})).build();
        Mesh wide = triangle("b", "m").toBuilder().addTriangleStream(VertexArray.ofInts(
                VertexArrayDescriptor.custom("flags", ComponentType.UBYTE, 3), new int[] {1, 2, 3})).build();
        Model model = Model.builder().addMesh(narrow).addMesh(wide).conventions(Conventions.Z_UP_RIGHT_CW).build();
        Diagnostics losses = new Diagnostics();
        String text = IqeTestFiles.written(Iqe.writer().withLosses(losses).fromModel(model));
        Model again = Iqe.reader().toModel(IqeTestFiles.read(text, "export.iqe"), "export.iqe");
        List<Diagnostic> layout = losses.all().stream().filter(d -> d.message().contains("one layout per file"))
                .toList();
        assertEquals(1, layout.size(), losses.all().toString());
        assertEquals(List.of("meshes[*].triangleStreams.flags"), layout.get(0).scope().paths());
        assertTrue(layout.get(0).message().contains("per-triangle stream 'flags'"), layout.get(0).message());
        assertEquals(narrow.triangleStream("flags"), again.meshes().get(0).triangleStream("flags"));
        assertEquals(1, again.meshes().get(1).triangleStream("flags").orElseThrow().size());
    }

    /** IQE holds one texcoord set: set 0 is written, set 1 is reported, not written over set 0. */
    @Test
    void furtherTexcoordSetsAreReportedAndLeaveTheFirstAlone() throws Exception {
        Mesh one = triangle("a", "m");
        Mesh two = one.toBuilder().addArray(VertexArray.ofFloats(
                VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 1, ComponentType.FLOAT, 2),
                new float[] {9, 9, 9, 9, 9, 9})).build();
        Model model = Model.builder().addMesh(two).conventions(Conventions.Z_UP_RIGHT_CW)
                .extra(SourceInfo.class, new SourceInfo("iqe", "")).build();
        Diagnostics losses = new Diagnostics();
        Model again = roundTrip(model, losses);
        assertEquals(1, losses.all().size(), losses.all().toString());
        assertTrue(losses.all().get(0).message().contains("texcoord1"), losses.all().toString());
        assertSameModel(Model.builder().addMesh(one).conventions(Conventions.Z_UP_RIGHT_CW)
                .extra(SourceInfo.class, new SourceInfo("iqe", "")).build(), again);
    }

    @Test
    void theFormatIsFoundByNameExtensionAndContent() throws Exception {
        ModelFormat iqe = ModelIO.format("iqe").orElseThrow();
        assertEquals(List.of("iqe"), iqe.extensions());
        assertTrue(iqe.probe("# Inter-Quake Export\n".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(iqe.probe("\uFEFF# Inter-Quake Export".getBytes(StandardCharsets.UTF_8)));
        assertFalse(iqe.probe("# Inter-Quake".getBytes(StandardCharsets.US_ASCII)));
        assertFalse(iqe.probe(new byte[0]));

        Model cube = IqeTestFiles.model("vp 0 0 0", "vp 1 0 0", "vp 0 1 0", "fm 0 2 1");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        iqe.writer().orElseThrow().write(cube, out, new Diagnostics());
        Model back = iqe.reader().orElseThrow().read(new ByteArrayInputStream(out.toByteArray()), "t.iqe",
                new Diagnostics());
        assertEquals(cube, back);
    }
}
