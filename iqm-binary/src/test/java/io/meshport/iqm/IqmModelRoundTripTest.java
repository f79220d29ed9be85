package io.meshport.iqm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Property;
import io.meshport.harness.Source;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.read.IqmHeaderField;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.EdgeAdjacency;
import io.meshport.model.derive.SkinnedBounds;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Law 3: model → IQM → model keeps every model IQM can hold (animations within the quantisation step). */
class IqmModelRoundTripTest {
    /** IQM stores every component type the model has. */
    private static final List<ComponentType> COMPONENTS = List.of(ComponentType.values());
    private static final List<String> WORDS = List.of("", "root", "Arm.L", "ström", "名前", "a b", "x");

    private static Model roundTrip(Model model) throws ModelFormatException {
        byte[] bytes = Iqm.writeDocument(Iqm.writer().withSetting(IqmFormat.BLENDS_SETTING, "keep").fromModel(model));
        return Iqm.read(bytes, "round-trip.iqm", Diagnostics.discarding());
    }

    /** Everything but animation channels is exact; channels are within the step the quantiser chose. */
    static void assertEquivalent(Model expected, Model actual) {
        assertEquals(expected.meshes(), actual.meshes(), "meshes");
        assertEquals(expected.joints(), actual.joints(), "joints");
        assertEquals(expected.comment(), actual.comment(), "comment");
        List<Bounds> bounds = expected.frameBounds().isEmpty() ? SkinnedBounds.of(expected) : expected.frameBounds();
        assertEquals(bounds, actual.frameBounds(), "bounds (given, or derived by skinning)");
        assertEquals(expected.animations().size(), actual.animations().size(), "animations");
        int joints = expected.animations().stream().mapToInt(Animation::jointCount).max().orElse(0);
        float[] min = new float[joints * 10];
        float[] max = new float[joints * 10];
        java.util.Arrays.fill(min, Float.POSITIVE_INFINITY);
        java.util.Arrays.fill(max, Float.NEGATIVE_INFINITY);
        for (Animation a : expected.animations()) {
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < a.jointCount(); j++) {
                    for (int c = 0; c < 10; c++) {
                        min[j * 10 + c] = Math.min(min[j * 10 + c], a.channel(f, j, c));
                        max[j * 10 + c] = Math.max(max[j * 10 + c], a.channel(f, j, c));
                    }
                }
            }
        }
        for (int i = 0; i < expected.animations().size(); i++) {
            Animation a = expected.animations().get(i);
            Animation b = actual.animations().get(i);
            assertEquals(a.withMetadata(a.name(), a.framerate(), a.loop()).name(), b.name());
            assertEquals(a.framerate(), b.framerate());
            assertEquals(a.loop(), b.loop());
            assertEquals(a.frameCount(), b.frameCount());
            assertEquals(a.jointCount(), b.jointCount());
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < a.jointCount(); j++) {
                    for (int c = 0; c < 10; c++) {
                        float step = (max[j * 10 + c] - min[j * 10 + c]) / 65535;
                        float x = a.channel(f, j, c);
                        float y = b.channel(f, j, c);
                        assertTrue(Math.abs(x - y) <= step + 1e-6f * (1 + Math.abs(x)), a.name() + " frame " + f
                                + " joint " + j + " channel " + c + ": " + x + " became " + y);
                    }
                }
            }
        }
    }

    @Test
    void everySection() throws ModelFormatException {
        Model model = IqmTestModels.everySection();
        Model back = roundTrip(model);
        assertEquivalent(model, back);
        assertEquals(model.extra(IqmExtras.class).orElseThrow().extensions(),
                back.extra(IqmExtras.class).orElseThrow().extensions());
    }

    @Test
    void everyComponentFormatAndSize() throws ModelFormatException {
        Model model = IqmTestModels.everyFormat();
        assertEquivalent(model, roundTrip(model));
    }

    @Test
    void animationOnlyWithZeroChannels() throws ModelFormatException {
        Model model = IqmTestModels.zeroChannelAnimationOnly();
        IqmFile file = Iqm.writer().fromModel(model);
        assertEquals(0, file.frameChannelCount());
        assertEquals(2, file.frameCount());
        assertEquals(2, file.poses().size());
        assertEquals(0, file.poses().get(1).parent(), "pose parents come from the extra");
        byte[] bytes = Iqm.writeDocument(file);
        assertEquals(0, ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).getInt(IqmHeaderField.OFS_FRAMES.offset()));
        Model back = Iqm.read(bytes, "anim.iqm", Diagnostics.discarding());
        assertEquivalent(model, back);
        assertEquals(model.animations(), back.animations(), "constant channels are exact");
    }

    @Test
    void noesisStyleSkinning() throws ModelFormatException {
        IqmFile file = IqmTestModels.noesisUnpadded();
        Model model = Iqm.reader().toModel(file, "noesis.iqm");
        assertEquals(ComponentType.INT, model.meshes().get(0).array(AttributeKind.BLEND_INDEXES).orElseThrow()
                .descriptor().component());
        assertEquivalent(model, roundTrip(model));
        assertEquals(2, SkinnedBounds.of(model).size(), "float weights skin too");
    }

    @Test
    void adjacencyIsDerivedForModelsWithoutIt() throws ModelFormatException {
        Model model = IqmTestModels.everySection();
        IqmFile file = Iqm.writer().fromModel(model);
        assertArrayEquals(EdgeAdjacency.of(model), file.adjacency());
        // The quad's triangles share the diagonal; the flag (another mesh) shares the quad's edge
        // (1,0,0)-(1,1,0), whose vertices have the same blend data in both meshes.
        assertArrayEquals(new int[] {-1, 2, 1, 0, -1, -1, -1, -1, 0}, file.adjacency());
    }

    /** As the reference compiler: "" first, each string once, padded with NULs to 4 bytes. */
    @Test
    void textIsDeduplicatedWithTheEmptyStringFirst() throws ModelFormatException {
        Model model = Model.builder()
                .addMesh(Mesh.builder("a").material("m").build())
                .addMesh(Mesh.builder("b").material("m").build())
                .addJoint(new Joint("a", -1, Transform.IDENTITY))
                .build();
        IqmFile file = Iqm.writer().fromModel(model);
        assertArrayEquals("\0a\0m\0b\0\0".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), file.text());
        assertEquals(file.meshes().get(0).name(), file.joints().get(0).name());
        assertEquals(file.meshes().get(0).material(), file.meshes().get(1).material());
    }

    @Test
    void meshesWithDifferentStreamsAreReportedAndPadded() throws ModelFormatException {
        VertexArrayDescriptor pos = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
        VertexArrayDescriptor uv = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);
        Model model = Model.builder()
                .addMesh(Mesh.builder("a").addArray(VertexArray.ofFloats(pos, new float[] {1, 2, 3}))
                        .addArray(VertexArray.ofFloats(uv, new float[] {0.5f, 0.25f})).build())
                .addMesh(Mesh.builder("b").addArray(VertexArray.ofDoubles(
                        VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.DOUBLE, 3),
                        new double[] {4, 5, 6})).build())
                .build();
        Diagnostics losses = new Diagnostics();
        Model back = Iqm.read(Iqm.writeDocument(Iqm.writer().withLosses(losses).fromModel(model)), "x.iqm", Diagnostics.discarding());
        List<String> messages = losses.all().stream().map(Diagnostic::message).toList();
        assertEquals(2, messages.size(), messages.toString());
        assertTrue(messages.stream().anyMatch(m -> m.contains("converted from 3 double to 3 float")), messages::toString);
        assertTrue(messages.stream().anyMatch(m -> m.contains("mesh b has no texcoord")), messages::toString);
        Mesh b = back.meshes().get(1);
        assertEquals(6f, b.array(AttributeKind.POSITION).orElseThrow().getFloat(0, 2));
        assertEquals(0f, b.array(AttributeKind.TEXCOORD).orElseThrow().getFloat(0, 0));
    }

    /** A stream converted to another mesh's narrower layout loses values: a loss of that mesh's stream, not a warning. */
    @Test
    void aConversionThatChangesValuesIsALossOfThatMeshsStream() throws ModelFormatException {
        VertexArrayDescriptor pos = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
        Model model = Model.builder()
                .addMesh(Mesh.builder("a").addArray(VertexArray.ofFloats(pos, new float[] {1, 2, 3}))
                        .addArray(VertexArray.ofDoubles(VertexArrayDescriptor.of(AttributeKind.TEXCOORD,
                                ComponentType.UBYTE, 2), new double[] {7, 9})).build())
                .addMesh(Mesh.builder("b").addArray(VertexArray.ofFloats(pos, new float[] {4, 5, 6}))
                        .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD,
                                ComponentType.FLOAT, 2), new float[] {-909.5f, 0.25f})).build())
                .build();
        Diagnostics losses = new Diagnostics();
        Model back = Iqm.read(Iqm.writeDocument(Iqm.writer().withLosses(losses).fromModel(model)), "x.iqm", Diagnostics.discarding());
        List<Diagnostic> lost = losses.all().stream().filter(d -> d.severity() == io.meshport.io.Severity.LOSS)
                .toList();
        assertEquals(1, lost.size(), losses.all().toString());
        assertTrue(lost.get(0).message().contains("converted from 2 float to 2 ubyte"), lost.get(0).message());
        assertEquals(io.meshport.io.LossScope.of("meshes[1].streams.texcoord"), lost.get(0).scope());
        assertEquals(0f, back.meshes().get(1).array(AttributeKind.TEXCOORD).orElseThrow().getFloat(0, 0));
    }

    @Test
    void modelsIqmCannotHoldAreRefusedWithAFormatError() {
        Model nul = Model.builder().addMesh(Mesh.builder("a\0b").build()).build();
        ModelFormatException e = org.junit.jupiter.api.Assertions.assertThrows(ModelFormatException.class,
                () -> Iqm.writer().fromModel(nul));
        assertTrue(e.getMessage().contains("NUL"), e.getMessage());
    }

    /** Random IQM-holdable models: one stream layout shared by all meshes, in IQM order. */
    @Test
    void randomModels() {
        Property.forAll("iqm: model -> IQM -> model keeps the model", 150, 15, (s, size) -> {
            Model model = randomModel(s, size);
            assertEquivalent(model, roundTrip(model));
        });
    }

    static Model randomModel(Source r, int size) {
        List<VertexArrayDescriptor> layout = new ArrayList<>();
        layout.add(VertexArrayDescriptor.of(AttributeKind.POSITION, r.nextBoolean() ? ComponentType.FLOAT
                : r.pick(COMPONENTS), r.nextInt(1, 4)));
        for (AttributeKind kind : new AttributeKind[] {AttributeKind.TEXCOORD, AttributeKind.NORMAL,
            AttributeKind.TANGENT, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS, AttributeKind.COLOR}) {
            if (r.nextBoolean()) {
                layout.add(VertexArrayDescriptor.of(kind, r.pick(COMPONENTS), r.nextInt(1, 4)));
            }
        }
        for (int c = r.nextInt(0, 2); c > 0; c--) {
            layout.add(VertexArrayDescriptor.custom("custom" + c, r.pick(COMPONENTS), r.nextInt(1, 4)));
        }
        Model.Builder model = Model.builder();
        int joints = r.nextInt(0, size);
        for (int j = 0; j < joints; j++) {
            model.addJoint(new Joint(name(r), j == 0 ? -1 : r.nextInt(-1, j - 1), transform(r)));
        }
        for (int m = r.nextInt(0, 3); m > 0; m--) {
            int vertexes = r.nextInt(0, 2 * size);
            Mesh.Builder mesh = Mesh.builder(name(r)).material(name(r)).vertexCount(vertexes);
            for (VertexArrayDescriptor d : layout) {
                double[] v = new double[vertexes * d.size()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = d.component().isInteger() ? r.nextInt(-200, 299) : r.nextFloat(-50, 50);
                }
                mesh.addArray(VertexArray.ofDoubles(d, v));
            }
            if (vertexes > 0) {
                int[] tri = new int[3 * r.nextInt(0, 3 * size - 1)];
                for (int i = 0; i < tri.length; i++) {
                    tri[i] = r.nextInt(0, vertexes - 1);
                }
                mesh.triangles(tri);
            }
            model.addMesh(mesh.build());
        }
        int frames = 0;
        int animJoints = joints > 0 ? joints : r.nextInt(0, 2);
        for (int a = r.nextInt(0, 2); a > 0; a--) {
            int count = r.nextInt(0, 4);
            frames += count;
            if (animJoints == 0) {
                model.addAnimation(Animation.empty(name(r), r.nextInt(0, 2) * 12.5f, r.nextBoolean(), count));
                continue;
            }
            float[] channels = new float[count * animJoints * 10];
            for (int i = 0; i < channels.length; i++) {
                channels[i] = r.nextInt(0, 3) == 0 ? 1 : r.nextFloat(-10, 10);
            }
            model.addAnimation(Animation.of(name(r), r.nextInt(0, 2) * 12.5f, r.nextBoolean(), animJoints, channels));
        }
        if (frames > 0 && r.nextBoolean()) {
            List<Bounds> bounds = new ArrayList<>();
            for (int f = 0; f < frames; f++) {
                bounds.add(new Bounds(-f, -1, -2, f, 1, 2, f + 1, f + 2));
            }
            model.frameBounds(bounds);
        }
        if (r.nextBoolean()) {
            model.comment(r.nextBoolean() ? "" : name(r) + "\n" + name(r));
        }
        return model.build();
    }

    private static String name(Source r) {
        return r.pick(WORDS) + (r.nextBoolean() ? "" : Integer.toString(r.nextInt(0, 4)));
    }

    private static Transform transform(Source r) {
        double x = r.nextFloat(-1, 1), y = r.nextFloat(-1, 1), z = r.nextFloat(-1, 1), w = r.nextFloat(-1, 1);
        double n = Math.sqrt(x * x + y * y + z * z + w * w) + 1e-9;
        return new Transform(r.nextFloat(-5, 5), r.nextFloat(-5, 5), r.nextFloat(-5, 5),
                (float) (x / n), (float) (y / n), (float) (z / n), (float) (w / n), 1, r.nextFloat(0.5f, 2), 1);
    }
}
