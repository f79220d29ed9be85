package io.meshport.iqm;

import static io.meshport.iqm.internal.read.IqmHeaderField.NUM_TEXT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.read.IqmHeaderField;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * meshport's extensions are untrusted input like the rest of the file: a payload that does not
 * decode is a {@link ModelFormatException} at its byte offset, naming the extension and field.
 */
class IqmMeshportExtensionsTest {
    /** Two meshes of one triangle, a triangle stream on the second, notes on the model and the first mesh. */
    private static byte[] file() throws ModelFormatException {
        Model.Builder model = Model.builder().extra(TestNoteCodec.Note.class, new TestNoteCodec.Note("model"));
        for (int m = 0; m < 2; m++) {
            Mesh.Builder mesh = Mesh.builder("m" + m).addArray(VertexArray.ofFloats(
                    VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), new float[9]))
                    .triangles(new int[] {0, 1, 2});
            if (m == 0) {
                mesh.extra(TestNoteCodec.Note.class, new TestNoteCodec.Note("mesh"));
            } else {
                mesh.addTriangleStream(VertexArray.ofInts(
                        VertexArrayDescriptor.custom("patch", ComponentType.USHORT, 1), new int[] {7}));
            }
            model.addMesh(mesh.build());
        }
        return Iqm.writeDocument(Iqm.writer().fromModel(model.build()));
    }

    /** Extension {@code name}'s data offset in the file. */
    private static int dataOffset(IqmBytes f, String name) {
        int text = f.header(IqmHeaderField.OFS_TEXT);
        for (int i = 0; i < f.header(IqmHeaderField.NUM_EXTENSIONS); i++) {
            int header = f.extension(i);
            int at = text + f.u32(header);
            byte[] b = f.bytes();
            int end = at;
            while (b[end] != 0) {
                end++;
            }
            if (new String(b, at, end - at, StandardCharsets.UTF_8).equals(name)) {
                return f.u32(header + 8);
            }
        }
        throw new AssertionError("no extension " + name + " (text " + f.header(NUM_TEXT) + " bytes)");
    }

    private static ModelFormatException assertRejected(IqmBytes f, String field, long offset) {
        ModelFormatException e = assertThrows(ModelFormatException.class,
                () -> Iqm.read(f.bytes(), "bad.iqm", Diagnostics.discarding()));
        assertEquals(field, e.field().orElse(null), e.getMessage());
        assertEquals(offset, e.byteOffset(), e.getMessage());
        return e;
    }

    @Test
    void theFileReadsBack() throws ModelFormatException {
        Model back = Iqm.read(file(), "ok.iqm", Diagnostics.discarding());
        assertEquals(new TestNoteCodec.Note("mesh"), back.meshes().get(0).extra(TestNoteCodec.Note.class).orElseThrow());
        assertEquals(7, back.meshes().get(1).triangleStream("patch").orElseThrow().getLong(0, 0));
    }

    /**
     * An unnamed stream of a mesh without triangles takes 20 bytes, fewer than the reader once
     * allowed per entry, so two of them were refused (found by IqmFileRoundTripTest, seed
     * -7180431654582901209, size 2).
     */
    @Test
    void streamsOfMeshesWithoutTrianglesReadBack() throws ModelFormatException {
        Model.Builder model = Model.builder();
        for (int m = 0; m < 2; m++) {
            model.addMesh(Mesh.builder("m" + m).addArray(VertexArray.ofFloats(
                    VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3), new float[9]))
                    .addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom("", ComponentType.UINT, 1),
                            new int[0]))
                    .build());
        }
        byte[] file = Iqm.writeDocument(Iqm.writer().fromModel(model.build()));
        Model back = Iqm.read(file, "streams.iqm", Diagnostics.discarding());
        assertEquals(1, back.meshes().get(1).triangleStreams().size());
    }

    @Test
    void aCorruptTriangleStreamPayloadIsAFormatError() throws ModelFormatException {
        IqmBytes f = IqmBytes.of(file());
        int at = dataOffset(f, "meshport.triangle-streams");
        String ext = "extensions[0](meshport.triangle-streams).";
        assertRejected(IqmBytes.of(f.bytes()).putInt(at, 2), ext + "version", at);
        assertRejected(IqmBytes.of(f.bytes()).putInt(at + 8, 2), ext + "streams[0].mesh", at + 8);
        // name "patch" (4 + 5 bytes), component, size, then the triangle count
        assertRejected(IqmBytes.of(f.bytes()).putInt(at + 12 + 9 + 4, 5), ext + "streams[0].size", at + 25);
        assertRejected(IqmBytes.of(f.bytes()).putInt(at + 12 + 9 + 8, 0), ext + "streams[0].triangles", at + 29);
        assertRejected(IqmBytes.of(f.bytes()).putInt(at + 12, 1000), ext + "streams[0].name_length", at + 12);
    }

    @Test
    void aCorruptExtraPayloadIsAFormatError() throws ModelFormatException {
        IqmBytes f = IqmBytes.of(file());
        int model = dataOffset(f, "meshport.extra:test.note");
        ModelFormatException e = assertRejected(IqmBytes.of(f.bytes()).putByte(model + 4, 'X'),
                "extensions[1](meshport.extra:test.note).payload", model + 4);
        assertTrue(e.reason().contains("test.note"), e.reason());
        int mesh = dataOffset(f, "meshport.mesh-extra:test.note");
        String ext = "extensions[2](meshport.mesh-extra:test.note).";
        assertRejected(IqmBytes.of(f.bytes()).putInt(mesh, 0), ext + "version", mesh);
        assertRejected(IqmBytes.of(f.bytes()).putInt(mesh + 8, 5), ext + "entries[0].mesh", mesh + 8);
        assertRejected(IqmBytes.of(f.bytes()).putInt(mesh + 12, 999), ext + "entries[0].payload_length", mesh + 12);
        assertRejected(IqmBytes.of(f.bytes()).putByte(mesh + 16, 'x'), ext + "entries[0].payload", mesh + 16);
    }

    /** Random damage to the payloads reads, or is a positioned format error; never anything else. */
    @Test
    void damagedPayloadsOnlyEverGiveFormatErrors() throws ModelFormatException {
        byte[] original = file();
        IqmBytes f = IqmBytes.of(original);
        int from = dataOffset(f, "meshport.triangle-streams");
        SplittableRandom r = new SplittableRandom(42);
        for (int i = 0; i < 2000; i++) {
            byte[] b = original.clone();
            for (int k = 1 + r.nextInt(3); k > 0; k--) {
                b[from + r.nextInt(original.length - from)] = (byte) r.nextInt(256);
            }
            try {
                Iqm.read(b, "damaged.iqm", Diagnostics.discarding());
            } catch (ModelFormatException e) {
                assertTrue(e.byteOffset() >= 0 && e.field().isPresent(), "case " + i + ": " + e.getMessage());
            } catch (RuntimeException e) {
                throw new AssertionError("case " + i + " (seed 42)", e);
            }
        }
    }
}
