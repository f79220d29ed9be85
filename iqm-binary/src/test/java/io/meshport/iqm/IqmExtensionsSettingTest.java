package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code iqm.extensions}: kept by default (FTE's as read, meshport's own written), left out with
 * {@code none} as FTE's {@code iqmtool -n} does, every one reported.
 */
class IqmExtensionsSettingTest {
    /** A triangle with a per-triangle stream (meshport's extension) and an FTE_EVENT read with it. */
    private static Model model() {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("flags", ComponentType.UINT, 1),
                        new int[] {7}))
                .triangles(new int[] {0, 1, 2}).build();
        IqmExtras extras = IqmExtras.none().withExtensions(List.of(new IqmNamedExtension("FTE_EVENT",
                new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0})));
        return Model.builder().addMesh(mesh).extra(IqmExtras.class, extras).build();
    }

    private static List<String> names(IqmFile file) {
        return file.extensions().stream().map(e -> file.string(e.name())).toList();
    }

    @Test
    void extensionsAreKeptByDefault() throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        IqmFile file = Iqm.writer().withLosses(losses).fromModel(model());
        assertEquals(List.of("FTE_EVENT", "meshport.triangle-streams"), names(file));
        assertEquals(List.of(), losses.all());
    }

    @Test
    void noneLeavesEveryExtensionOutAndSaysWhich() throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        IqmFile file = Iqm.writer().withLosses(losses).withSetting(IqmFormat.EXTENSIONS_SETTING, "none")
                .fromModel(model());
        assertEquals(List.of(), file.extensions());
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertTrue(messages.contains("IQM extensions 'FTE_EVENT' left out (iqm.extensions=none, --no-extensions)"),
                messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.startsWith("per-triangle stream 'flags'")), messages.toString());
        Model back = Iqm.read(Iqm.writeDocument(file), "n.iqm", Diagnostics.discarding());
        assertEquals(List.of(), back.meshes().get(0).triangleStreams());
    }

    @Test
    void anUnknownValueIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Iqm.writer()
                .withSetting(IqmFormat.EXTENSIONS_SETTING, "fte").fromModel(model()));
        assertEquals("iqm.extensions is 'fte': it takes keep or none", e.getMessage());
    }
}
