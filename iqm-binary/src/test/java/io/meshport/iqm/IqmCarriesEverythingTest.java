package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossCheck;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.edit.ConventionConversion;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Model → IQM → model gives back the same model for everything the model can hold: texcoord and
 * colour sets, custom streams (even one whose name starts with meshport's prefix), triangle streams,
 * and model and mesh extras that have a codec. Fixed seeds; a failure names the seed.
 */
class IqmCarriesEverythingTest {
    private static final int CASES = 300;
    private static final long SEED = Long.getLong("meshport.seed", 0x1A2B3C4DL);

    @Test
    void generatedModelsComeBackUnchanged() throws ModelFormatException {
        int withSets = 0;
        int withTriangleStreams = 0;
        int withMeshExtras = 0;
        for (int i = 0; i < CASES; i++) {
            long seed = SEED + i;
            Model model = generated(new SplittableRandom(seed), 1 + i % 8);
            Mesh first = model.meshes().get(0);
            withSets += first.arrays().stream().anyMatch(a -> a.descriptor().set() > 0) ? 1 : 0;
            withTriangleStreams += first.triangleStreams().isEmpty() ? 0 : 1;
            withMeshExtras += first.extras().isEmpty() ? 0 : 1;
            Diagnostics losses = new Diagnostics();
            Model back;
            try {
                back = roundTrip(model, losses);
            } catch (ModelFormatException | RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e, e);
            }
            assertEquals(List.of(), losses.all(), "seed " + seed + ": nothing is lost");
            assertEquals(List.of(), back.extra(IqmExtras.class).orElseThrow().extensions(),
                    "seed " + seed + ": every meshport extension was decoded");
            assertEquals(model, withoutWhatReadingAdds(back), "seed " + seed);
        }
        assertTrue(withSets > CASES / 4 && withTriangleStreams > CASES / 4 && withMeshExtras > CASES / 4,
                "the generator makes what it is for: " + withSets + " " + withTriangleStreams + " " + withMeshExtras);
    }

    static Model roundTrip(Model model, Diagnostics losses) throws ModelFormatException {
        byte[] bytes = Iqm.writeDocument(Iqm.writer().withSetting(IqmFormat.BLENDS_SETTING, "keep").withLosses(losses).fromModel(model));
        return Iqm.read(bytes, "generated.iqm", Diagnostics.discarding());
    }

    /** Reading adds where the model came from and IQM's own extra (adjacency, flags); nothing else. */
    private static Model withoutWhatReadingAdds(Model back) {
        return back.toBuilder().removeExtra(SourceInfo.class).removeExtra(IqmExtras.class).build();
    }

    /**
     * A random model of 1..3 meshes that all have the same streams (IQM stores one array per stream
     * for all meshes), in the order the reader gives them: by kind, then set, custom streams last.
     */
    static Model generated(SplittableRandom r, int size) {
        List<VertexArrayDescriptor> streams = streams(r, size);
        Model.Builder model = Model.builder().conventions(Conventions.Z_UP_RIGHT_CW);
        int meshes = 1 + r.nextInt(3);
        for (int m = 0; m < meshes; m++) {
            model.addMesh(mesh(r, size, "mesh" + m + "-" + r.nextInt(1000), streams));
        }
        if (r.nextBoolean()) {
            model.extra(TestNoteCodec.Note.class, new TestNoteCodec.Note("model note " + r.nextInt()));
        }
        if (r.nextBoolean()) {
            model.comment("comment " + r.nextInt());
        }
        return model.build();
    }

    private static List<VertexArrayDescriptor> streams(SplittableRandom r, int size) {
        List<VertexArrayDescriptor> streams = new ArrayList<>();
        streams.add(layout(r, AttributeKind.POSITION, 0));
        for (AttributeKind kind : new AttributeKind[] {AttributeKind.TEXCOORD, AttributeKind.NORMAL,
            AttributeKind.TANGENT, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS, AttributeKind.COLOR}) {
            int sets = kind.hasSets() ? r.nextInt(1 + Math.min(size, 4)) : r.nextInt(2);
            // Sets need not start at 0 nor be contiguous.
            int set = kind.hasSets() && r.nextInt(4) == 0 ? 1 + r.nextInt(3) : 0;
            for (int s = 0; s < sets; s++) {
                streams.add(layout(r, kind, set));
                set += 1 + (r.nextInt(5) == 0 ? r.nextInt(20) : 0);
            }
        }
        int customs = r.nextInt(3);
        for (int c = 0; c < customs; c++) {
            String name = switch (r.nextInt(4)) {
                case 0 -> "meshport:texcoord" + (1 + c); // a model's own name that looks like ours
                case 1 -> "meshport:custom:x" + c;
                default -> "wind" + c;
            };
            streams.add(VertexArrayDescriptor.custom(name, component(r), 1 + r.nextInt(4)));
        }
        return streams;
    }

    private static VertexArrayDescriptor layout(SplittableRandom r, AttributeKind kind, int set) {
        return VertexArrayDescriptor.of(kind, set, component(r), 1 + r.nextInt(4));
    }

    private static ComponentType component(SplittableRandom r) {
        return ComponentType.values()[r.nextInt(ComponentType.values().length)];
    }

    private static Mesh mesh(SplittableRandom r, int size, String name, List<VertexArrayDescriptor> streams) {
        int vertexes = r.nextInt(1 + 2 * size);
        Mesh.Builder mesh = Mesh.builder(name).material(r.nextBoolean() ? "" : "mat" + r.nextInt(4));
        for (VertexArrayDescriptor d : streams) {
            mesh.addArray(VertexArray.copyOf(d, bytes(r, vertexes * d.stride()), 0, vertexes));
        }
        mesh.vertexCount(vertexes);
        int triangles = vertexes == 0 ? 0 : r.nextInt(1 + size);
        int[] indices = new int[triangles * 3];
        for (int i = 0; i < indices.length; i++) {
            indices[i] = r.nextInt(vertexes);
        }
        mesh.triangles(indices);
        int triangleStreams = r.nextInt(3);
        for (int s = 0; s < triangleStreams; s++) {
            VertexArrayDescriptor d = VertexArrayDescriptor.custom(s == 0 ? "patch" : "flags" + s, component(r),
                    1 + r.nextInt(4));
            mesh.addTriangleStream(VertexArray.copyOf(d, bytes(r, triangles * d.stride()), 0, triangles));
        }
        if (r.nextBoolean()) {
            mesh.extra(TestNoteCodec.Note.class, new TestNoteCodec.Note(name + " note"));
        }
        return mesh.build();
    }

    private static byte[] bytes(SplittableRandom r, int length) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) {
            b[i] = (byte) r.nextInt(256);
        }
        return b;
    }

    /** The sets and streams keep the names documented in docs/iqm-conformance.md. */
    @Test
    void setsAreCustomArraysWithReservedNames() throws ModelFormatException {
        Mesh mesh = Mesh.builder("m")
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[3]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, 2, ComponentType.FLOAT,
                        2), new float[2]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.COLOR, 1, ComponentType.UBYTE, 4),
                        new float[4]))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("meshport:color1", ComponentType.FLOAT, 1),
                        new float[1]))
                .build();
        IqmFile file = Iqm.writer().fromModel(Model.builder().addMesh(mesh).build());
        List<String> names = new ArrayList<>();
        for (IqmVertexArray va : file.vertexArrays()) {
            names.add(va.isCustom() ? file.string(va.customNameOffset()) : "type " + va.type());
        }
        assertEquals(List.of("type 0", "meshport:texcoord2", "meshport:color1", "meshport:custom:meshport:color1"),
                names);
    }

    /** What has no codec and what is in other conventions is reported by the one loss check. */
    @Test
    void anExtraWithoutACodecIsReportedAsALoss() throws ModelFormatException {
        record Unknown(int value) {
        }
        Model base = generated(new SplittableRandom(7), 2);
        Model modelExtra = base.toBuilder().extra(Unknown.class, new Unknown(1)).build();
        assertLoss(modelExtra, "Unknown");
        Mesh first = base.meshes().get(0).toBuilder().extra(Unknown.class, new Unknown(2)).build();
        List<Mesh> meshes = new ArrayList<>(base.meshes());
        meshes.set(0, first);
        assertLoss(base.toBuilder().meshes(meshes).build(), "Unknown");
    }

    @Test
    void aYUpModelIsConvertedAndSaysSo() throws ModelFormatException {
        Model yUp = generated(new SplittableRandom(8), 2).toBuilder().conventions(Conventions.Y_UP_RIGHT_CCW).build();
        Diagnostics notes = new Diagnostics();
        Model back = roundTrip(yUp, notes);
        assertEquals(List.of("axes converted from y-up right-handed ccw to z-up right-handed cw, as iqm files are"),
                notes.all().stream().map(Diagnostic::message).toList());
        assertEquals(Conventions.Z_UP_RIGHT_CW, back.conventions());
        Model again = ConventionConversion.convert(back, Conventions.Y_UP_RIGHT_CCW);
        for (int i = 0; i < yUp.meshes().size(); i++) {
            // a stream of x and y only grows a z, where the conversion moves y
            VertexArray before = yUp.meshes().get(i).array(AttributeKind.POSITION).orElseThrow();
            assertArrayEquals(before.convert(before.descriptor().component(), 3, 0).toFloatArray(),
                    again.meshes().get(i).array(AttributeKind.POSITION).orElseThrow().toFloatArray());
            assertArrayEquals(yUp.meshes().get(i).triangleIndices(), again.meshes().get(i).triangleIndices());
        }
    }

    private static void assertLoss(Model model, String mentioning) throws ModelFormatException {
        Diagnostics losses = new Diagnostics();
        Iqm.writer().withSetting(IqmFormat.BLENDS_SETTING, "keep").withLosses(losses).fromModel(model);
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertTrue(messages.stream().anyMatch(m -> m.contains(mentioning)), messages.toString());
        assertEquals(LossCheck.losses(model, "iqm", IqmFormat.KEEPING_BLENDS), messages, "LossCheck says it, once");
    }
}
