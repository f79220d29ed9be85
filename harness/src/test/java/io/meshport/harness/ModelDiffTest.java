package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link ModelDiff} sees every part of a model, and names the first difference by its path. */
class ModelDiffTest {
    private static final ModelDiff.Tolerance EXACT = ModelDiff.Tolerance.EXACT;

    record Tag(String text) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of(text);
        }
    }

    private static Mesh mesh() {
        return Mesh.builder("m").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 1, ComponentType.FLOAT,
                        2), new float[] {0, 0, 1, 0, 0, 1}))
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("patch", ComponentType.INT, 1),
                        new int[] {5}))
                .extra(Tag.class, new Tag("mesh")).build();
    }

    private static Model model() {
        return Model.builder().addMesh(mesh()).conventions(Conventions.Z_UP_RIGHT_CW).extra(Tag.class,
                new Tag("model")).build();
    }

    private static List<String> diff(Model actual) {
        return ModelDiff.between(model(), actual, EXACT);
    }

    @Test
    void equalModelsHaveNoDifference() {
        assertEquals(List.of(), diff(model()));
        assertEquals(List.of(), diff(model().toBuilder().extra(SourceInfo.class, new SourceInfo("x", "1")).build()),
                "where the model came from is not compared");
    }

    @Test
    void aDroppedOrChangedExtraIsADifference() {
        assertEquals(List.of("extras.Tag: dropped"), diff(model().toBuilder().removeExtra(Tag.class).build()));
        Mesh changed = mesh().toBuilder().extra(Tag.class, new Tag("other")).build();
        assertEquals(List.of("meshes[0].extras.Tag: Tag[text=mesh] != Tag[text=other]"),
                diff(model().toBuilder().meshes(List.of(changed)).build()));
        Model extra = model().toBuilder().extra(String.class, "surprise").build();
        assertEquals(List.of("extras.String: unexpected surprise"), diff(extra));
        assertEquals(List.of(), ModelDiff.between(model(), extra, EXACT, Set.of(String.class)),
                "unless the reader adds it of itself");
    }

    @Test
    void aChangedConventionIsADifference() {
        assertEquals(List.of("conventions: z-up right-handed cw != y-up right-handed ccw"),
                diff(model().toBuilder().conventions(Conventions.Y_UP_RIGHT_CCW).build()));
    }

    @Test
    void aChangedOrDroppedTriangleStreamIsADifference() {
        Mesh changed = mesh().toBuilder().putTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("patch",
                ComponentType.INT, 1), new int[] {6})).build();
        assertEquals(List.of("meshes[0].triangleStreams.patch[0][0]: 5.0 != 6.0"),
                diff(model().toBuilder().meshes(List.of(changed)).build()));
        Mesh dropped = mesh().toBuilder().clearTriangleStreams().build();
        assertEquals(List.of("meshes[0].triangleStreams.patch: dropped"),
                diff(model().toBuilder().meshes(List.of(dropped)).build()));
    }

    @Test
    void setsAreComparedAsStreamsOfTheirOwn() {
        Mesh moved = mesh().toBuilder().putArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD,
                1, ComponentType.FLOAT, 2), new float[] {0, 0, 1, 0, 0, 0.5f})).build();
        assertEquals(List.of("meshes[0].streams.texcoord1[2][1]: 1.0 != 0.5"),
                diff(model().toBuilder().meshes(List.of(moved)).build()));
    }
}
