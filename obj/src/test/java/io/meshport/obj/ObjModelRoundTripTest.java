package io.meshport.obj;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Laws;
import io.meshport.harness.ModelDiff;
import io.meshport.harness.ModelGenerator;
import io.meshport.harness.Property;
import io.meshport.harness.TextMutator;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * DESIGN §6 laws 2, 3 and 6 on models drawn from what OBJ declares it holds: read(write(model)) is
 * the model corner by corner, with nothing reported lost; writing what was read is a fixpoint; and
 * damaged text gives a model or a {@link io.meshport.io.ModelFormatException}. Also what the writer
 * reports of what OBJ cannot hold.
 */
class ObjModelRoundTripTest {
    private static final ObjFormat FORMAT = new ObjFormat();
    private static final ModelGenerator GENERATOR = new ModelGenerator(ObjFormat.CAPABILITIES);

    @Test
    void readWriteIsTheModel() {
        Property.forAll("obj: read(write(model)) is the model", 300, 30, (s, size) -> {
            Model model = GENERATOR.generate(s, size);
            Diagnostics losses = new Diagnostics();
            String text = ObjTestFiles.written(model, losses);
            assertEquals(List.of(), losses.all(), "a model OBJ holds loses nothing");
            Model back = ObjTestFiles.read(text);
            ModelDiff.assertEquivalent(Laws.comparable(ObjFormat.CAPABILITIES, model),
                    Laws.comparable(ObjFormat.CAPABILITIES, back), ModelDiff.Tolerance.EXACT);
        });
    }

    @Test
    void writingWhatWasReadIsAFixpoint() {
        Property.forAll("obj: write(read(write(model))) is stable", 200, 30,
                (s, size) -> Laws.fixpoint(FORMAT, Laws.write(FORMAT, GENERATOR.generate(s, size)), "generated.obj"));
    }

    @Test
    void damagedTextOnlyGivesFormatErrors() {
        Property.forAll("obj: damaged files give ModelFormatException or a model", 300, 20, (s, size) -> {
            byte[] valid = Laws.write(FORMAT, GENERATOR.generate(s, size));
            for (int i = 0; i < 5; i++) {
                Laws.onlyFormatErrors(FORMAT, TextMutator.mutate(valid, s, 4));
            }
        });
    }

    @Test
    void whatObjCannotHoldIsReported() throws Exception {
        VertexArray positions = array(AttributeKind.POSITION, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0);
        Mesh mesh = Mesh.builder("line\nbreak").material("m ")
                .addArray(positions)
                .addArray(array(AttributeKind.COLOR, 0, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
                .addArray(array(AttributeKind.TEXCOORD, 1, 2, 0, 0, 1, 0, 0, 1))
                .triangles(new int[] {0, 1, 2}).build();
        Mesh empty = Mesh.builder("empty").addArray(positions).build();
        Model model = Model.builder().addMesh(mesh).addMesh(empty)
                .addJoint(new Joint("root", -1, Transform.IDENTITY)).comment("hello").build();
        Diagnostics losses = new Diagnostics();
        String text = ObjTestFiles.written(model, losses);
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertTrue(messages.contains("the skeleton (1 joints) is not stored in obj"), messages::toString);
        assertTrue(messages.contains("the comment is not stored in obj"), messages::toString);
        assertTrue(messages.contains("color is not stored in obj"), messages::toString);
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("texcoord1 (texcoord set 1) is not stored")),
                messages::toString);
        assertTrue(messages.contains("mesh 1's name 'line?break' is written as 'line_break': an OBJ line cannot"
                + " carry it as it is"), messages::toString);
        assertTrue(messages.contains("mesh 1's material 'm ' is written as 'm': an OBJ line cannot carry it as it"
                + " is"), messages::toString);
        assertTrue(messages.contains("mesh 'empty' has no triangles: OBJ keeps faces and the vertices they use, so"
                + " nothing of it is written"), messages::toString);
        Model back = ObjTestFiles.read(text);
        assertEquals(1, back.meshes().size());
        assertEquals("line_break", back.meshes().get(0).name());
        assertEquals("m", back.meshes().get(0).material());
    }

    @Test
    void meshesWithTheSameNameStayApartAndNoMaterialFollowsOne() throws Exception {
        VertexArray positions = array(AttributeKind.POSITION, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0);
        Mesh a = Mesh.builder("same").material("stone").addArray(positions).triangles(new int[] {0, 1, 2}).build();
        Mesh b = Mesh.builder("same").material("stone").addArray(positions).triangles(new int[] {2, 1, 0}).build();
        Mesh c = Mesh.builder("").material("").addArray(positions).triangles(new int[] {0, 1, 2}).build();
        Model model = Model.builder().addMesh(a).addMesh(b).addMesh(c).build();
        Diagnostics losses = new Diagnostics();
        Model back = ObjTestFiles.read(ObjTestFiles.written(model, losses));
        assertEquals(List.of(), losses.all());
        assertEquals(3, back.meshes().size());
        assertEquals(List.of("stone", "stone", ""), back.meshes().stream().map(Mesh::material).toList());
        assertEquals(List.of("same", "same", ""), back.meshes().stream().map(Mesh::name).toList());
    }

    @Test
    void theWrittenTextIsWhatBlenderWrites() throws Exception {
        VertexArray positions = array(AttributeKind.POSITION, 0, 3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 9, 9, 9);
        VertexArray normals = array(AttributeKind.NORMAL, 0, 3, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1);
        Mesh mesh = Mesh.builder("Tri").material("Red").addArray(positions).addArray(normals)
                .triangles(new int[] {2, 0, 1}).build();
        String text = ObjTestFiles.written(Model.builder().addMesh(mesh).build(), new Diagnostics());
        assertEquals("# Wavefront OBJ written by meshport\no Tri\nv 0.0 1.0 0.0\nv 0.0 0.0 0.0\nv 1.0 0.0 0.0\n"
                + "vn 0.0 0.0 1.0\nvn 0.0 0.0 1.0\nvn 0.0 0.0 1.0\nusemtl Red\nf 1//1 2//2 3//3\n", text);
        assertTrue(FORMAT.probe(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static VertexArray array(AttributeKind kind, int set, int size, double... values) {
        VertexArray.Builder b = new VertexArray.Builder(VertexArrayDescriptor.of(kind, set, ComponentType.FLOAT, size),
                values.length / size);
        for (int i = 0; i < values.length; i++) {
            b.setRaw(i, values[i]);
        }
        return b.build();
    }
}
