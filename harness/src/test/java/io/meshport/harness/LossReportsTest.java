package io.meshport.harness;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostic;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link LossReports} fails a report that misses a loss, names what survived or names what the
 * model never had, and passes one that is exact — also through a format of one mesh and corners.
 */
class LossReportsTest {
    private static final Capabilities KEEPS_VERTICES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3))).build();
    private static final Capabilities ONE_MESH_OF_CORNERS = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .keepsVertices(false).singleMesh(true).build();

    record Tag(String text) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of("tag " + text);
        }
    }

    private static Mesh mesh(String name, float x) {
        return Mesh.builder(name).vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {x, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        new float[] {0, 0, 1, 0, 0, 1})).build();
    }

    private static Model written() {
        return Model.builder().addMesh(mesh("a", 0).toBuilder().extra(Tag.class, new Tag("t")).build())
                .comment("hello").build();
    }

    /** What a format without texcoords, comments or the tag gives back. */
    private static Model readBack() {
        Mesh m = mesh("a", 0);
        return Model.builder().addMesh(m.toBuilder().removeArrays(AttributeKind.TEXCOORD).build()).build();
    }

    private static Diagnostic loss(String message, LossScope scope) {
        return Diagnostic.loss("fmt", message, scope);
    }

    private static final List<Diagnostic> EXACT = List.of(
            loss("texcoord", LossScope.of("meshes[*].streams.texcoord")),
            loss("tag", LossScope.of("meshes[0].extras.Tag")),
            loss("comment", LossScope.of("comment")));

    private static void check(Model written, Model back, List<Diagnostic> report, Capabilities caps) {
        LossReports.assertExact(written, back, report, caps, ModelDiff.Tolerance.EXACT, Set.of());
    }

    private static String failure(Model written, Model back, List<Diagnostic> report, Capabilities caps) {
        return assertThrows(AssertionError.class, () -> check(written, back, report, caps)).getMessage();
    }

    @Test
    void anExactReportPasses() {
        check(written(), readBack(), EXACT, KEEPS_VERTICES);
    }

    @Test
    void aMissedLossFails() {
        String message = failure(written(), readBack(), EXACT.subList(0, 2), KEEPS_VERTICES);
        assertTrue(message.contains("not reported lost: comment: Optional[hello] != Optional.empty"), message);
    }

    @Test
    void aLossOfWhatSurvivedFails() {
        Model back = readBack().toBuilder().comment("hello").build();
        String message = failure(written(), back, EXACT, KEEPS_VERTICES);
        assertTrue(message.contains("the loss \"comment\" is reported, but [comment] came back as written"), message);
    }

    @Test
    void aLossThatMayChangeValuesNeedNotShow() {
        List<Diagnostic> report = List.of(EXACT.get(0), EXACT.get(1), EXACT.get(2),
                loss("positions may change", LossScope.maybe("meshes[*].streams.position")));
        check(written(), readBack(), report, KEEPS_VERTICES);
    }

    @Test
    void aLossMustNameAPartTheModelHas() {
        List<Diagnostic> report = List.of(EXACT.get(0), EXACT.get(1), EXACT.get(2),
                loss("colours", LossScope.of("meshes[*].streams.color")), loss("vague", LossScope.UNSCOPED),
                loss("odd", LossScope.of("meshes[0].nowhere")));
        String message = failure(written(), readBack(), report, KEEPS_VERTICES);
        assertTrue(message.contains("names meshes[*].streams.color, which the model does not have"), message);
        assertTrue(message.contains("the loss \"vague\" names no part of the model"), message);
        assertTrue(message.contains("names meshes[0].nowhere, which is no part of a model"), message);
    }

    @Test
    void meshesJoinedByTheTargetAreComparedAsOne() {
        Model two = Model.builder().addMesh(mesh("", 0)).addMesh(mesh("", 5)).build();
        // the format joins the meshes, keeps corners, and drops texcoords
        Model joined = LossReports.joined(Corners.of(two));
        Mesh one = joined.meshes().get(0).toBuilder().removeArrays(AttributeKind.TEXCOORD).build();
        Model back = Model.builder().addMesh(one).build();
        List<Diagnostic> report = List.of(loss("texcoord", LossScope.of("meshes[*].streams.texcoord")));
        check(two, back, report, ONE_MESH_OF_CORNERS);
        String message = failure(two, back, List.of(), ONE_MESH_OF_CORNERS);
        assertTrue(message.contains("not reported lost: meshes[0].streams.texcoord: dropped"), message);
    }

    /**
     * A stream only one of the joined meshes has is not compared (a format of one mesh may fill it);
     * when the target drops it, its certain loss is right, and a report without it is not.
     */
    @Test
    void aStreamOnlySomeJoinedMeshesHadIsLostByItsAbsence() {
        Mesh bare = mesh("", 5).toBuilder().removeArrays(AttributeKind.TEXCOORD).build();
        Model two = Model.builder().addMesh(mesh("", 0)).addMesh(bare).build();
        Mesh one = LossReports.joined(Corners.of(two)).meshes().get(0);
        Model back = Model.builder().addMesh(one).build();
        check(two, back, List.of(loss("texcoord", LossScope.of("meshes[*].streams.texcoord"))), ONE_MESH_OF_CORNERS);
        String message = failure(two, back, List.of(), ONE_MESH_OF_CORNERS);
        assertTrue(message.contains("not reported lost: meshes[*].streams.texcoord: dropped"), message);
    }

    /**
     * A triangle stream the joined meshes hold in layouts of different sizes is still compared: when
     * the target drops it, its certain loss shows, and a report without it is not exact.
     */
    @Test
    void aTriangleStreamOfDifferentLayoutsInJoinedMeshesIsCompared() {
        Mesh wide = mesh("", 0).toBuilder().addTriangleStream(VertexArray.ofInts(
                VertexArrayDescriptor.custom("flags", ComponentType.UBYTE, 3), new int[] {1, 2, 3})).build();
        Mesh narrow = mesh("", 5).toBuilder().addTriangleStream(VertexArray.ofInts(
                VertexArrayDescriptor.custom("flags", ComponentType.UBYTE, 1), new int[] {4})).build();
        Model two = Model.builder().addMesh(wide).addMesh(narrow).build();
        Mesh one = LossReports.joined(Corners.of(two)).meshes().get(0);
        assertTrue(one.triangleStream("flags").isPresent(), "the joined meshes have no flags");
        Model back = Model.builder().addMesh(one.toBuilder().clearTriangleStreams().build()).build();
        check(two, back, List.of(loss("flags", LossScope.of("meshes[*].triangleStreams.flags"))), ONE_MESH_OF_CORNERS);
        String message = failure(two, back, List.of(), ONE_MESH_OF_CORNERS);
        assertTrue(message.contains("not reported lost: meshes[0].triangleStreams.flags: dropped"), message);
    }

    @Test
    void whatALossNamesIsLeftOutOfAComparison() {
        Model rest = LossReports.withoutLost(written(), EXACT);
        ModelDiff.assertEquivalent(readBack(), rest, ModelDiff.Tolerance.EXACT);
        assertTrue(rest.meshes().get(0).array(AttributeKind.POSITION).isPresent());
    }

    @Test
    void aDroppedMeshIsALossOfTheWholeMesh() {
        Model two = Model.builder().addMesh(mesh("a", 0)).addMesh(mesh("b", 5)).build();
        Model back = Model.builder().addMesh(mesh("a", 0)).build();
        check(two, back, List.of(loss("mesh b", LossScope.of("meshes[1]"))), KEEPS_VERTICES);
        String message = failure(two, back, List.of(), KEEPS_VERTICES);
        assertTrue(message.contains("not reported lost: meshes: count 2 != 1"), message);
    }
}
