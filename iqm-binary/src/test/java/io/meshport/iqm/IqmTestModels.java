package io.meshport.iqm;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.write.IqmWriterLayouts;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Test-only hand-built models and files that use every IQM section. */
final class IqmTestModels {
    private IqmTestModels() {
    }

    static VertexArrayDescriptor d(AttributeKind kind, ComponentType type, int size) {
        return VertexArrayDescriptor.of(kind, type, size);
    }

    /**
     * Two skinned meshes (a quad and a triangle) with position, texcoord, normal, blend indexes
     * and weights, and a custom half-float stream; two joints; two animations that move both
     * joints; a comment; two extensions.
     */
    static Model everySection() {
        Mesh quad = Mesh.builder("quad").material("stone.png")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        new float[] {0, 0, 1, 0, 1, 1, 0, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        new int[] {0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 128, 127, 0, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("wind", ComponentType.HALF, 2),
                        new float[] {0.5f, 1, 0.25f, 2, 0, 0, -1, 4}))
                .triangles(new int[] {0, 1, 2, 0, 2, 3})
                .build();
        Mesh tri = Mesh.builder("flag").material("cloth.png")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {1, 0, 0, 1, 1, 0, 2, 0, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        new float[] {0, 0, 1, 0, 0.5f, 1}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        new float[] {0, -1, 0, 0, -1, 0, 0, -1, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                        new int[] {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.custom("wind", ComponentType.HALF, 2),
                        new float[] {1, 1, 1, 1, 1, 1}))
                .triangles(new int[] {0, 2, 1})
                .build();
        Transform child = new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1);
        float s = (float) Math.sqrt(0.5);
        List<List<Transform>> wave = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            wave.add(List.of(new Transform(0, 0, 0.25f * f, 0, 0, 0, 1, 1, 1, 1),
                    new Transform(1, 0, 0, 0, 0, s * f / 4, 1, 1, 1, 1 + f)));
        }
        List<List<Transform>> still = List.of(List.of(Transform.IDENTITY, child), List.of(Transform.IDENTITY, child));
        return Model.builder()
                .addMesh(quad).addMesh(tri)
                .addJoint(new Joint("root", -1, Transform.IDENTITY))
                .addJoint(new Joint("arm", 0, child))
                .addAnimation(Animation.ofFrames("wave", 24, true, wave))
                .addAnimation(Animation.ofFrames("still", 0, false, still))
                .comment("hand-built for meshport tests")
                .extra(IqmExtras.class, IqmExtras.none().withExtensions(List.of(
                        new IqmNamedExtension("meshport.test.a", "first".getBytes(StandardCharsets.UTF_8)),
                        new IqmNamedExtension("meshport.test.b", new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}))))
                .build();
    }

    static IqmFile everySectionFile() {
        try {
            return Iqm.writer().fromModel(everySection());
        } catch (ModelFormatException e) {
            throw new AssertionError(e);
        }
    }

    static byte[] everySectionBytes() {
        return Iqm.writeDocument(everySectionFile());
    }


    /**
     * An animation-only file as the Blender exporter writes it: an 18-byte text block, no
     * padding, so the poses (and anims and frames after them) sit at unaligned offsets.
     */
    static byte[] packedAnimationOnlyBytes() {
        byte[] text = "\0anim\0root\0tip\0\0\0\0".getBytes(StandardCharsets.ISO_8859_1); // 18 bytes
        int ofsPoses = 124 + text.length;
        int ofsAnims = ofsPoses + 88;
        int ofsFrames = ofsAnims + 20;
        java.nio.ByteBuffer b = IqmBytes.blank(ofsFrames + 2 * 3);
        b.put(IqmConstants.MAGIC);
        int[] header = {2, b.capacity(), 0, text.length, 124, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, ofsPoses, 1, ofsAnims,
            3, 1, ofsFrames, 0, 0, 0, 0, 0};
        for (int i = 0; i < header.length; i++) {
            b.putInt(16 + 4 * i, header[i]);
        }
        b.put(124, text);
        b.putInt(ofsPoses, -1).putInt(ofsPoses + 4, 1); // parent, mask: translate x only
        b.putFloat(ofsPoses + 8 + 24, 1).putFloat(ofsPoses + 8 + 28, 1).putFloat(ofsPoses + 8 + 32, 1)
                .putFloat(ofsPoses + 8 + 36, 1); // qw and scale offsets
        b.putFloat(ofsPoses + 48, 0.5f); // translate x scale
        b.putInt(ofsAnims, 1).putInt(ofsAnims + 4, 0).putInt(ofsAnims + 8, 3).putFloat(ofsAnims + 12, 10f);
        b.putShort(ofsFrames, (short) 0).putShort(ofsFrames + 2, (short) 1).putShort(ofsFrames + 4, (short) 2);
        return b.array();
    }

    /** A static mesh with one custom stream per component format and size, colour and tangents; no skeleton. */
    static Model everyFormat() {
        int n = 3;
        Mesh.Builder mesh = Mesh.builder("formats").material("")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.TANGENT, ComponentType.FLOAT, 4),
                        new float[] {1, 0, 0, 1, 1, 0, 0, -1, 1, 0, 0, 1}))
                .addArray(VertexArray.ofInts(d(AttributeKind.COLOR, ComponentType.UBYTE, 4),
                        new int[] {255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0}));
        int size = 1;
        for (ComponentType type : ComponentType.values()) {
            double[] values = new double[n * size];
            for (int i = 0; i < values.length; i++) {
                values[i] = type.isSigned() ? i - 2.5 * (i % 2) : i * 3 + 0.5;
            }
            mesh.addArray(VertexArray.ofDoubles(VertexArrayDescriptor.custom("c_" + type.word() + size, type, size),
                    values));
            size = size % 4 + 1;
        }
        return Model.builder().addMesh(mesh.triangles(new int[] {0, 1, 2}).build()).comment("formats").build();
    }

    /**
     * An animation-only model as Red Eclipse ships them: poses but no joints, frames with zero
     * channels (so {@code ofs_frames} is 0) and framerate 0.
     */
    static Model zeroChannelAnimationOnly() {
        Transform a = new Transform(0, 1, 0, 0, 0, 0, 1, 1, 1, 1);
        Transform b = new Transform(0, 0, 2, 0, 0, 0, 1, 1, 1, 1);
        return Model.builder()
                .addAnimation(Animation.ofFrames("pose", 0, false, List.of(List.of(a, b), List.of(a, b))))
                .extra(IqmExtras.class, new IqmExtras(0, java.util.Map.of(), new int[0], 0, new int[] {-1, 0},
                        new byte[0], List.of()))
                .build();
    }

    /**
     * Noesis-style skinning (int blend indexes, float blend weights) in a file whose vertex data
     * is not padded to 8 bytes, as the Blender exporter writes it.
     */
    static IqmFile noesisUnpadded() {
        Mesh mesh = Mesh.builder("skin").material("skin.png")
                .addArray(VertexArray.ofFloats(d(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        new float[] {0, 0, 0, 1, 0, 0, 0, 1, 0}))
                .addArray(VertexArray.ofInts(d(AttributeKind.BLEND_INDEXES, ComponentType.INT, 4),
                        new int[] {0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0}))
                .addArray(VertexArray.ofFloats(d(AttributeKind.BLEND_WEIGHTS, ComponentType.FLOAT, 4),
                        new float[] {0.75f, 0.25f, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0}))
                .triangles(new int[] {0, 1, 2})
                .build();
        Model model = Model.builder().addMesh(mesh)
                .addJoint(new Joint("a", -1, Transform.IDENTITY))
                .addJoint(new Joint("b", 0, new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1)))
                .addAnimation(Animation.ofFrames("bend", 30, true, List.of(
                        List.of(Transform.IDENTITY, new Transform(1, 0, 0, 0, 0, 0, 1, 1, 1, 1)),
                        List.of(Transform.IDENTITY, new Transform(1, 0, 0.5f, 0, 0.2f, 0, 0.98f, 1, 1, 1)))))
                .build();
        IqmFile file;
        try {
            file = Iqm.writer().withSetting(IqmFormat.BLENDS_SETTING, "keep").fromModel(model);
        } catch (ModelFormatException e) {
            throw new AssertionError(e);
        }
        return file.toBuilder().layout(IqmWriterLayouts.canonicalLayout(file, false)).build();
    }
}
