package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * IQM blend data is written in the layout the engines load (ubyte×4, weights summing to 255 as the
 * reference compiler keeps them) unless {@code iqm.blends=keep} keeps the model's.
 */
class IqmEngineBlendsTest {
    private static VertexArrayDescriptor d(AttributeKind kind, ComponentType type, int size) {
        return VertexArrayDescriptor.of(kind, type, size);
    }

    /** Three vertices with float weights of joints from {@code firstIndex}: three and a tiny one, nearly one, one. */
    private static Model floatWeights(int jointCount, int firstIndex) {
        int i = firstIndex;
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.USHORT, 4),
                        new int[] {i, i + 1, i + 2, i + 3, i, i + 1, 0, 0, i + 2, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.BLEND_WEIGHTS, ComponentType.FLOAT, 4),
                        new float[] {0.1f, 0.5f, 0.25f, 0.0008f, 0.9995f, 0.0005f, 0, 0, 1, 0, 0, 0}))
                .triangles(new int[] {0, 1, 2})
                .build();
        Model.Builder b = Model.builder().addMesh(mesh);
        for (int j = 0; j < jointCount; j++) {
            b.addJoint(new Joint("j" + j, j - 1, Transform.IDENTITY));
        }
        return b.build();
    }

    private static Model writtenAndRead(Model model, Diagnostics losses, String blends) throws ModelFormatException {
        var writer = Iqm.writer().withLosses(losses);
        if (blends != null) {
            writer = writer.withSetting(IqmFormat.BLENDS_SETTING, blends);
        }
        return Iqm.read(Iqm.writeDocument(writer.fromModel(model)), "b.iqm", Diagnostics.discarding());
    }

    private static int[] row(VertexArray a, int v) {
        int[] out = new int[a.size()];
        for (int c = 0; c < out.length; c++) {
            out[c] = (int) a.getLong(v, c);
        }
        return out;
    }

    @Test
    void floatWeightsAreWrittenAsTheReferenceKeepsThem() throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        Mesh back = writtenAndRead(floatWeights(5, 0), losses, null).meshes().get(0);
        VertexArray indexes = back.array(AttributeKind.BLEND_INDEXES).orElseThrow();
        VertexArray weights = back.array(AttributeKind.BLEND_WEIGHTS).orElseThrow();
        assertEquals(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4), indexes.descriptor());
        assertEquals(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4), weights.descriptor());
        // 0.0008 dropped, the rest largest first, renormalised over 0.85
        assertArrayEquals(new int[] {1, 2, 0, 0}, row(indexes, 0));
        assertArrayEquals(new int[] {150, 75, 30, 0}, row(weights, 0));
        assertArrayEquals(new int[] {0, 0, 0, 0}, row(indexes, 1), "0.0005 is dropped");
        assertArrayEquals(new int[] {255, 0, 0, 0}, row(weights, 1));
        assertArrayEquals(new int[] {2, 0, 0, 0}, row(indexes, 2));
        assertArrayEquals(new int[] {255, 0, 0, 0}, row(weights, 2));
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertEquals(1, messages.stream().filter(m -> m.startsWith("blend data as indexes ushort×4 and weights"
                + " float×4 is written as ubyte×4")).count(), messages.toString());
        assertTrue(messages.get(0).contains("; 2 weights of 1e-3 or less, or past a vertex's four largest, left out"),
                messages.get(0));
    }

    @Test
    void keepWritesTheModelsLayout() throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        Model model = floatWeights(5, 0);
        Model back = writtenAndRead(model, losses, "keep");
        assertEquals(model.meshes().get(0).array(AttributeKind.BLEND_WEIGHTS),
                back.meshes().get(0).array(AttributeKind.BLEND_WEIGHTS));
        assertEquals(model.meshes().get(0).array(AttributeKind.BLEND_INDEXES),
                back.meshes().get(0).array(AttributeKind.BLEND_INDEXES));
        assertEquals(List.of(), losses.all());
    }

    @Test
    void engineLayoutIsLeftAsItIs() throws ModelFormatException {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3), new float[] {0, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4), new int[] {0, 1, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4), new int[] {100, 100, 0, 0}))
                .triangles(new int[] {0, 0, 0})
                .build();
        Model model = Model.builder().addMesh(mesh).addJoint(new Joint("a", -1, Transform.IDENTITY))
                .addJoint(new Joint("b", 0, Transform.IDENTITY)).build();
        Diagnostics losses = new Diagnostics();
        Model back = writtenAndRead(model, losses, null);
        assertEquals(mesh.array(AttributeKind.BLEND_WEIGHTS), back.meshes().get(0).array(AttributeKind.BLEND_WEIGHTS),
                "ubyte×4 weights are what the engines load, even when they do not sum to 255: not changed");
        assertEquals(List.of(), losses.all().stream().filter(x -> x.message().contains("blend")).toList());
    }

    @Test
    void indexesPast255AreWrittenAsUshort() throws ModelFormatException {
        Model back = writtenAndRead(floatWeights(300, 290), new Diagnostics(), null);
        VertexArray indexes = back.meshes().get(0).array(AttributeKind.BLEND_INDEXES).orElseThrow();
        assertEquals(d(AttributeKind.BLEND_INDEXES, ComponentType.USHORT, 4), indexes.descriptor());
        assertArrayEquals(new int[] {291, 292, 290, 0}, row(indexes, 0));
    }

    @Test
    void anIndexNoIntegerLayoutHoldsKeepsTheModelsLayout() throws ModelFormatException {
        Model model = floatWeights(2, 0);
        Mesh m = model.meshes().get(0);
        List<Mesh> meshes = new ArrayList<>();
        meshes.add(m.toBuilder().putArray(VertexArray.ofFloats(d(AttributeKind.BLEND_INDEXES, ComponentType.FLOAT, 4),
                new float[] {-1, 0, 0, 0, 0, 0, 0, 0, 0.5f, 0, 0, 0})).build());
        Model back = writtenAndRead(model.toBuilder().meshes(meshes).build(), new Diagnostics(), null);
        assertEquals(ComponentType.FLOAT,
                back.meshes().get(0).array(AttributeKind.BLEND_INDEXES).orElseThrow().descriptor().component());
    }

    @Test
    void anUnknownValueIsRefusedBeforeAnythingIsDone() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Iqm.writer().withSetting(IqmFormat.BLENDS_SETTING, "floats").fromModel(floatWeights(5, 0)));
        assertEquals("iqm.blends is 'floats': it takes bytes or keep", e.getMessage());
    }

    @Test
    void aModelWithoutBlendDataIsTheSameModel() throws ModelFormatException {
        Model plain = Model.builder().addMesh(Mesh.builder("m")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3), new float[] {0, 0, 0}))
                .triangles(new int[] {0, 0, 0}).build()).build();
        assertSame(plain, io.meshport.iqm.internal.export.IqmEngineBlends.engineLayout(plain, new Diagnostics()));
    }
}
