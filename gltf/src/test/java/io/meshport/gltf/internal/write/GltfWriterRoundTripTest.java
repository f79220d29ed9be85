package io.meshport.gltf.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.read.GltfReader;
import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Law 3 for glTF: model → glTF → model keeps every model {@link GltfFormat#capabilities()} declares,
 * in both containers, and the writer reports no loss for them. Vertex values and layouts come back
 * exactly; poses within float rounding.
 */
class GltfWriterRoundTripTest {
    private static final ModelDiff.Tolerance TOLERANCE = new ModelDiff.Tolerance(0, 1e-6, 0, true);

    @ParameterizedTest(name = "binary {0}")
    @ValueSource(booleans = {true, false})
    void readWriteIsTheModel(boolean binary) throws Exception {
        ModelGenerator generator = new ModelGenerator(new GltfFormat().capabilities());
        Property.forAll("gltf writer: read(write(model)) is the model (" + (binary ? "glb" : "gltf") + ")", 120, 30,
                (s, size) -> {
                    Model model = legal(generator.generate(s, size));
                    Diagnostics losses = new Diagnostics();
                    byte[] bytes = GltfWriterTestModels.write(model, binary, losses);
                    assertEquals(List.of(), losses.all(), "a model glTF holds loses nothing");
                    Model back = GltfReader.read(new ByteArrayInputStream(bytes), "generated", null, new Diagnostics());
                    ModelDiff.assertEquivalent(model, Laws.withoutAddedStreams(model, back), TOLERANCE);
                });
    }

    /**
     * A mesh without vertices (a PIE level without points) keeps its streams, which hold no values,
     * in their layouts; blend data without a skeleton is reported lost, as in a mesh with vertices.
     */
    @Test
    void aMeshWithoutVerticesKeepsItsStreams() throws Exception {
        Mesh empty = Mesh.builder("level")
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[0]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[0]))
                .addArray(new VertexArray.Builder(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 1,
                        ComponentType.UBYTE, 2), 0).build())
                .addArray(new VertexArray.Builder(VertexArrayDescriptor.custom("heat", ComponentType.SHORT, 1), 0)
                        .build())
                .build();
        Model model = Model.builder().addMesh(empty).build();
        Diagnostics losses = new Diagnostics();
        byte[] bytes = GltfWriterTestModels.write(model, false, losses);
        assertEquals(List.of(), losses.all(), "a model glTF holds loses nothing");
        Model back = GltfReader.read(new ByteArrayInputStream(bytes), "empty", null, new Diagnostics());
        ModelDiff.assertEquivalent(model, Laws.withoutAdded(model, back), TOLERANCE);

        Mesh skinned = empty.toBuilder().addArray(new VertexArray.Builder(VertexArrayDescriptor.of(
                AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4), 0).build()).build();
        Diagnostics blendLost = new Diagnostics();
        GltfWriterTestModels.write(Model.builder().addMesh(skinned).build(), true, blendLost);
        assertEquals(1, blendLost.all().size(), blendLost.all().toString());
        assertTrue(blendLost.all().get(0).message().contains("no skeleton"), blendLost.all().toString());
        assertEquals(List.of("meshes[0].streams.blendindexes"), blendLost.all().get(0).scope().paths());
    }

    /**
     * The generated model with what glTF's rules forbid mended the way the writer mends it: float
     * colours within 0..1, and blend data without a joint repeated among a vertex's weights (the
     * generator repeats joint 0 when a skeleton has fewer joints than a vertex has influences).
     */
    static Model legal(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder b = mesh.toBuilder();
            for (VertexArray a : mesh.arrays()) {
                if (a.kind() == AttributeKind.COLOR && a.descriptor().component() == ComponentType.FLOAT) {
                    float[] v = a.toFloatArray();
                    for (int i = 0; i < v.length; i++) {
                        v[i] = Math.max(0f, Math.min(1f, v[i]));
                    }
                    b.putArray(VertexArray.ofFloats(a.descriptor(), v));
                }
            }
            Optional<VertexArray> ix = mesh.array(AttributeKind.BLEND_INDEXES);
            Optional<VertexArray> wt = mesh.array(AttributeKind.BLEND_WEIGHTS);
            if (ix.isPresent() && wt.isPresent()) {
                ComponentType type = wt.get().descriptor().component();
                double max = type == ComponentType.FLOAT ? 1 : type.maxValue();
                VertexArray.Builder joints = new VertexArray.Builder(ix.get().descriptor(), mesh.vertexCount());
                VertexArray.Builder weights = new VertexArray.Builder(wt.get().descriptor(), mesh.vertexCount());
                for (int v = 0; v < mesh.vertexCount(); v++) {
                    int[] j = new int[4];
                    double[] w = new double[4];
                    for (int c = 0; c < 4; c++) {
                        j[c] = (int) ix.get().getLong(v, c);
                        w[c] = wt.get().getNormalized(v, c);
                    }
                    GltfWriteSkinning.mend(j, w, model.joints().size(), type, max);
                    for (int c = 0; c < 4; c++) {
                        joints.set(v, c, j[c]);
                        weights.set(v, c, type == ComponentType.FLOAT ? w[c] : w[c] * max);
                    }
                }
                b.putArray(joints.build()).putArray(weights.build());
            }
            meshes.add(b.build());
        }
        return model.toBuilder().meshes(meshes).build();
    }
}
