package io.meshport.iqe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.meshport.io.Capabilities.Layout;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link IqeFormat#capabilities()} is honest: a stream in every layout it declares comes back
 * exactly, with no loss reported (the harness generates models from the declaration and expects
 * {@code read(write(model)) == model}).
 */
class IqeCapabilitiesTest {
    private static final Capabilities CAPS = new IqeFormat().capabilities();

    /** A triangle with the streams IQE always reads back (position, texcoord, normal, tangent). */
    private static Mesh.Builder triangle() {
        return Mesh.builder("m").material("x")
                .addArray(floats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        0, 0, 0, 1, 0, 0, 0, 1, 0))
                .addArray(floats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        0, 0, 1, 0, 0, 1))
                .addArray(floats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        0, 0, 1, 0, 0, 1, 0, 0, 1))
                .addArray(floats(VertexArrayDescriptor.of(AttributeKind.TANGENT, ComponentType.FLOAT, 4),
                        1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, -1))
                .triangles(new int[] {0, 1, 2});
    }

    private static VertexArray floats(VertexArrayDescriptor d, float... values) {
        return VertexArray.ofFloats(d, values);
    }

    /** Values of the layout's type, extremes included, that are no default IQE would fill in. */
    private static VertexArray sample(VertexArrayDescriptor d) {
        ComponentType t = d.component();
        float[] values = new float[3 * d.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = switch (t) {
                case BYTE -> i % 2 == 0 ? -128 : 127 - i;
                case UBYTE -> 255 - i;
                case SHORT -> i % 2 == 0 ? -32768 : 32767 - i;
                case USHORT -> 65535 - i;
                case HALF -> i % 2 == 0 ? -65504 : 0.333251953125f * (i + 1);
                default -> i % 2 == 0 ? -1.0e-7f * (i + 1) : 3.4028235e38f / (i + 1);
            };
        }
        return VertexArray.ofFloats(d, values);
    }

    private static Model roundTrip(Model model) throws Exception {
        Diagnostics losses = new Diagnostics();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Iqe.writer().withLosses(losses).write(model, out);
        assertEquals(List.of(), losses.all(), "losses reported for a model IQE declares it holds");
        return Iqe.reader().read(new ByteArrayInputStream(out.toByteArray()), "caps.iqe");
    }

    private static Model model(Mesh mesh) {
        return Model.builder().addMesh(mesh).conventions(Conventions.Z_UP_RIGHT_CW)
                .extra(SourceInfo.class, new SourceInfo("iqe", "")).build();
    }

    @Test
    void everyDeclaredCustomLayoutComesBackExactly() throws Exception {
        for (Layout layout : CAPS.customLayouts()) {
            VertexArrayDescriptor d = VertexArrayDescriptor.custom("c " + layout.component().word(),
                    layout.component(), layout.size());
            Model model = model(triangle().addArray(sample(d)).build());
            assertEquals(model, roundTrip(model), layout.toString());
        }
    }

    @Test
    void everyDeclaredColourLayoutComesBackExactly() throws Exception {
        for (Layout layout : CAPS.layoutsOf(AttributeKind.COLOR)) {
            VertexArrayDescriptor d = VertexArrayDescriptor.of(AttributeKind.COLOR, layout.component(),
                    layout.size());
            float[] values = new float[3 * layout.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = layout.component() == ComponentType.UBYTE ? 255 - 7 * i : 0.1f * i - 0.5f;
            }
            Model model = model(triangle().addArray(VertexArray.ofFloats(d, values)).build());
            assertEquals(model, roundTrip(model), layout.toString());
        }
    }

    @Test
    void theStandardStreamsOfEveryKindAreDeclared() {
        for (Map.Entry<AttributeKind, List<Layout>> e : CAPS.layouts().entrySet()) {
            assertEquals(false, e.getValue().isEmpty(), e.getKey().toString());
        }
        assertEquals(1, CAPS.sets(AttributeKind.TEXCOORD));
        assertEquals(1, CAPS.sets(AttributeKind.COLOR));
        assertEquals(Conventions.Z_UP_RIGHT_CW, CAPS.conventions());
    }
}
