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

    /** An extra whose text summarises its bulk, as IQM's adjacency table is summarised. */
    static final class Bulk implements FormatExtra {
        private final int[] table;

        Bulk(int... table) {
            this.table = table;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Bulk b && java.util.Arrays.equals(table, b.table);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(table);
        }

        @Override
        public String toString() {
            return "Bulk[" + table.length + " entries]";
        }

        @Override
        public List<String> lossesElsewhere() {
            return List.of();
        }
    }

    @Test
    void anUnequalExtraIsNamedByItsFirstDifferenceNeverByTwoEqualStrings() {
        Model a = model().toBuilder().extra(Bulk.class, new Bulk(1, 2, 3, 4)).build();
        Model b = model().toBuilder().extra(Bulk.class, new Bulk(1, 2, 9, 4)).build();
        assertEquals(List.of("extras.Bulk.table[2]: 3 != 9"), ModelDiff.between(a, b, EXACT));
        Model longer = model().toBuilder().extra(Bulk.class, new Bulk(1, 2, 3, 4, 5)).build();
        assertEquals(List.of("extras.Bulk.table: length 4 != 5"), ModelDiff.between(a, longer, EXACT));
    }

    private static Model skinned(int[] joints, float[] weights) {
        Mesh m = Mesh.builder("m").vertexCount(1).triangles(new int[0])
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0}))
                .addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE,
                        4), joints))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.FLOAT,
                        4), weights)).build();
        return Model.builder().addMesh(m).build();
    }

    @Test
    void skinningIsComparedAsInfluencesUnlessLayoutsMustMatch() {
        ModelDiff.Tolerance loose = new ModelDiff.Tolerance(0, 0, 0, false);
        Model a = skinned(new int[] {3, 7, 0, 0}, new float[] {0.75f, 0.25f, 0, 0});
        // the same influences in another order, unused slots naming another joint
        Model b = skinned(new int[] {7, 3, 72, 5}, new float[] {0.25f, 0.75f, 0, 0});
        assertEquals(List.of(), ModelDiff.between(a, b, loose));
        assertEquals(List.of("meshes[0].streams.blendindexes[0][0]: 3.0 != 7.0",
                "meshes[0].streams.blendweights[0][0]: 0.75 != 0.25"), ModelDiff.between(a, b, EXACT));
        Model c = skinned(new int[] {3, 8, 0, 0}, new float[] {0.75f, 0.25f, 0, 0});
        assertEquals(List.of("meshes[0].streams.blendindexes[0]: {3: 0.75, 7: 0.25} != {3: 0.75, 8: 0.25}"),
                ModelDiff.between(a, c, loose));
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
        assertEquals(List.of("meshes[0].extras.Tag.text: mesh != other"),
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
