package io.meshport.model.edit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The side a model faces is recorded with its axes and turns with them. */
class ConventionForwardTest {
    private static final Conventions PIE = new Conventions(Axis.Y_UP, Handedness.LEFT, Winding.CLOCKWISE);

    /** A triangle with its nose at (1, 0, 0) and its tail across the other axes. */
    private static Model arrow(Conventions c) {
        Mesh mesh = Mesh.builder("arrow").vertexCount(3).triangles(new int[] {0, 1, 2})
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {1, 0, 0, -1, 0.5f, 0, -1, -0.5f, 0})).build();
        return Model.builder().conventions(c).addMesh(mesh).build();
    }

    @Test
    void eachFormatFamilyImpliesTheSamePhysicalFront() {
        assertEquals(Direction.NEGATIVE_Y, Conventions.Z_UP_RIGHT_CW.forward(), "IQM, IQE: Blender's front");
        assertEquals(Direction.POSITIVE_Z, Conventions.Y_UP_RIGHT_CCW.forward(), "glTF's specification");
        assertEquals(Direction.NEGATIVE_Z, PIE.forward(), "Warzone 2100: gun barrels run along -Z");
        assertEquals(Direction.UNKNOWN, Conventions.UNKNOWN.forward());
        // so converting the axes alone takes each default to the next: nothing is ever turned
        for (Conventions from : ConventionConversionTest.allKnown()) {
            for (Conventions to : ConventionConversionTest.allKnown()) {
                assertEquals(to, ConventionConversion.convert(arrow(from), to).conventions(), from + " -> " + to);
            }
        }
    }

    @Test
    void aModelFacingElsewhereIsTurnedToFaceTheTargetsWay() {
        // an id Software model faces +X; written as IQM (facing -Y) it is given a quarter turn
        Conventions idStyle = Conventions.Z_UP_RIGHT_CW.withForward(Direction.POSITIVE_X);
        Model m = arrow(idStyle);
        Model turned = ConventionConversion.convert(m, Conventions.Z_UP_RIGHT_CW);
        assertEquals(Conventions.Z_UP_RIGHT_CW, turned.conventions());
        float[] p = turned.meshes().get(0).array(AttributeKind.POSITION).orElseThrow().toFloatArray();
        assertEquals(0, p[0], 0);
        assertEquals(-1, p[1], 0, "the nose now points -Y");
        assertEquals(0, p[2], 0, "up stays up");
        assertArrayEquals(new int[] {0, 1, 2}, turned.meshes().get(0).triangleIndices(), "a turn keeps the winding");
        // and back: exact
        assertEquals(m, ConventionConversion.convert(turned, idStyle));
        // to PIE: the nose points PIE's front, -Z, whichever way the axes go
        float[] inPie = ConventionConversion.convert(m, PIE).meshes().get(0).array(AttributeKind.POSITION)
                .orElseThrow().toFloatArray();
        assertArrayEquals(new float[] {0, 0, -1}, new float[] {inPie[0] + 0f, inPie[1] + 0f, inPie[2]});
        // a half turn
        Model back = ConventionConversion.convert(arrow(Conventions.Z_UP_RIGHT_CW.withForward(Direction.POSITIVE_Y)),
                Conventions.Z_UP_RIGHT_CW);
        assertEquals(-1, back.meshes().get(0).array(AttributeKind.POSITION).orElseThrow().getFloat(0, 0), 0);
    }

    @Test
    void forwardIsCarriedWhereTheTargetDoesNotSay() {
        Conventions idStyle = Conventions.Z_UP_RIGHT_CW.withForward(Direction.POSITIVE_X);
        Conventions noFront = Conventions.Y_UP_RIGHT_CCW.withForward(Direction.UNKNOWN);
        Model m = ConventionConversion.convert(arrow(idStyle), noFront);
        assertEquals(Direction.POSITIVE_X, m.conventions().forward(), "axes turned, the front carried along");
        assertEquals(Direction.POSITIVE_Z, ConventionConversion.convert(arrow(noFront),
                Conventions.Y_UP_RIGHT_CCW).conventions().forward(), "an unknown front is relabelled, not turned");
    }

    @Test
    void theTextOfEveryModelFacingItsFormatsWayIsUnchanged() {
        assertEquals("z-up right-handed cw", Conventions.Z_UP_RIGHT_CW.toString());
        assertEquals("y-up left-handed cw", PIE.toString());
        assertEquals("z-up right-handed cw facing +x",
                Conventions.Z_UP_RIGHT_CW.withForward(Direction.POSITIVE_X).toString());
        assertEquals(Direction.POSITIVE_Z, Conventions.Z_UP_RIGHT_CW.withUp(Axis.Y_UP).forward(),
                "a default front follows the axes");
        assertThrows(IllegalArgumentException.class, () -> Conventions.Z_UP_RIGHT_CW.withForward(Direction.POSITIVE_Z));
    }
}
