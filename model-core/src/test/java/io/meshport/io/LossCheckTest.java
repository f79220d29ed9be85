package io.meshport.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.FormatExtra;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

class LossCheckTest {
    private static final Capabilities FLOAT_POSITIONS_AND_ONE_UV = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .meshNames(true).conventions(Conventions.Z_UP_RIGHT_CW).build();

    record Note(String text) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return text.isEmpty() ? List.of() : List.of("note '" + text + "'");
        }
    }

    record Points(int count) implements FormatExtra {
        @Override
        public List<String> lossesElsewhere() {
            return List.of("points (" + count + " points)");
        }

        @Override
        public String meshNoun() {
            return "level";
        }
    }

    private static VertexArray array(VertexArrayDescriptor d, int count) {
        return new VertexArray.Builder(d, count).build();
    }

    private static Mesh mesh(VertexArray... arrays) {
        Mesh.Builder b = Mesh.builder("m").vertexCount(3).triangles(new int[] {0, 1, 2});
        for (VertexArray a : arrays) {
            b.addArray(a);
        }
        return b.build();
    }

    @Test
    void aModelTheFormatHoldsLosesNothing() {
        Model m = Model.builder().conventions(Conventions.Z_UP_RIGHT_CW).addMesh(mesh(
                array(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), 3),
                // ushort × 2 widens into float × 2 exactly
                array(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.USHORT, 2), 3)))
                .extra(Note.class, new Note("")).build();
        assertEquals(List.of(), LossCheck.losses(m, "fmt", FLOAT_POSITIONS_AND_ONE_UV));
    }

    @Test
    void everyKindOfLossIsNamedOnce() {
        Mesh mesh = mesh(array(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.DOUBLE, 3), 3),
                array(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 1, ComponentType.FLOAT, 2), 3),
                array(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), 3),
                array(VertexArrayDescriptor.custom("heat", ComponentType.FLOAT, 1), 3))
                .toBuilder().material("stone").addTriangleStream(array(VertexArrayDescriptor.custom("patch",
                        ComponentType.INT, 1), 1)).extra(Note.class, new Note("mesh note")).build();
        Model m = Model.builder().addMesh(mesh).addMesh(mesh.toBuilder().name("again").build())
                .addJoint(new Joint("j", -1, Transform.IDENTITY)).comment("hi")
                .conventions(Conventions.Y_UP_RIGHT_CCW).extra(Note.class, new Note("model note")).build();
        assertEquals(List.of(
                "position as double×3: fmt stores float×3 and the values may change",
                "texcoord1 (texcoord set 1) is not stored: fmt holds 1 texcoord set(s)",
                "normal is not stored in fmt",
                "custom stream 'heat' is not stored in fmt",
                "per-triangle stream 'patch' is not stored in fmt",
                "materials are not stored in fmt",
                "note 'mesh note' of mesh \"m\": not representable in fmt, dropped",
                "note 'mesh note' of mesh \"again\": not representable in fmt, dropped",
                "the skeleton (1 joints) is not stored in fmt",
                "the comment is not stored in fmt",
                "the model is y-up; fmt files are z-up and the axes are not converted",
                "the model's front faces wind counter-clockwise; fmt reads them clockwise and the triangles are not reversed",
                "note 'model note': not representable in fmt, dropped"),
                LossCheck.losses(m, "fmt", FLOAT_POSITIONS_AND_ONE_UV));
    }

    @Test
    void eachLossNamesThePartsOfTheModelItIsAbout() {
        Mesh mesh = mesh(array(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.DOUBLE, 3), 3),
                array(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3), 3))
                .toBuilder().name("").extra(Points.class, new Points(3)).build();
        Model m = Model.builder().addMesh(mesh).addMesh(mesh).comment("hi").build();
        assertEquals(java.util.Map.of(
                "position as double×3: fmt stores float×3 and the values may change",
                LossScope.maybe("meshes[*].streams.position"),
                "normal is not stored in fmt", LossScope.of("meshes[*].streams.normal"),
                "points of level 1 (3 points): not representable in fmt, dropped",
                LossScope.of("meshes[0].extras.Points"),
                "points of level 2 (3 points): not representable in fmt, dropped",
                LossScope.of("meshes[1].extras.Points"),
                "the comment is not stored in fmt", LossScope.of("comment")),
                LossCheck.scoped(m, "fmt", FLOAT_POSITIONS_AND_ONE_UV));
    }

    @Test
    void widening() {
        assertEquals(true, LossCheck.widens(ComponentType.UBYTE, ComponentType.HALF));
        assertEquals(true, LossCheck.widens(ComponentType.INT, ComponentType.DOUBLE));
        assertEquals(false, LossCheck.widens(ComponentType.INT, ComponentType.FLOAT));
        assertEquals(false, LossCheck.widens(ComponentType.BYTE, ComponentType.UBYTE));
        assertEquals(false, LossCheck.widens(ComponentType.FLOAT, ComponentType.HALF));
    }

    @Test
    void layoutsAreDescribedShortly() {
        assertEquals("float×3", LossCheck.described(List.of(Capabilities.layout(ComponentType.FLOAT, 3))));
        assertEquals("ubyte or float×4", LossCheck.described(List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                Capabilities.layout(ComponentType.FLOAT, 4))));
        List<Capabilities.Layout> wide = new java.util.ArrayList<>();
        for (ComponentType t : List.of(ComponentType.BYTE, ComponentType.HALF, ComponentType.FLOAT)) {
            for (int n = 1; n <= 4; n++) {
                wide.add(Capabilities.layout(t, n));
            }
        }
        wide.add(Capabilities.layout(ComponentType.DOUBLE, 2));
        wide.add(Capabilities.layout(ComponentType.DOUBLE, 3));
        assertEquals("byte, half or float×1–4; double×2,3", LossCheck.described(wide));
    }
}
