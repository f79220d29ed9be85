package io.meshport.engines;

import io.meshport.io.Diagnostics;
import io.meshport.iqm.Iqm;
import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmJoint;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * IQM files for the rule tests: a base file every IQM engine loads without a finding (a skinned
 * quad with positions, texcoords, normals, blend data, three joints and a two-frame animation),
 * written by meshport's IQM writer, and ways to break one rule of it: in the document (through
 * {@link IqmFile#toBuilder()}), or in the header bytes a profile reads.
 */
final class IqmFiles {
    static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor UV = VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2);
    static final VertexArrayDescriptor NORMAL = VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3);
    static final VertexArrayDescriptor INDEXES = VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES,
            ComponentType.UBYTE, 4);
    static final VertexArrayDescriptor WEIGHTS = VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
            ComponentType.UBYTE, 4);

    private IqmFiles() {
    }

    /** A fan of {@code vertices} vertices (from vertex 0) named {@code name}, positions only. */
    static Mesh fan(String name, int vertices) {
        int[] triangles = new int[3 * (vertices - 2)];
        for (int t = 0; t < vertices - 2; t++) {
            triangles[3 * t] = 0;
            triangles[3 * t + 1] = t + 1;
            triangles[3 * t + 2] = t + 2;
        }
        float[] pos = new float[3 * vertices];
        for (int v = 0; v < vertices; v++) {
            pos[3 * v] = v % 7;
            pos[3 * v + 1] = v / 7 % 5;
            pos[3 * v + 2] = v / 35;
        }
        return Mesh.builder(name).addArray(VertexArray.ofFloats(POS, pos)).triangles(triangles).build();
    }

    /** The base model: a quad on three joints, animated over two frames. */
    static Model model(int joints, int vertices) {
        float[] pos = new float[3 * vertices];
        float[] uv = new float[2 * vertices];
        float[] normal = new float[3 * vertices];
        int[] idx = new int[4 * vertices];
        int[] w = new int[4 * vertices];
        for (int v = 0; v < vertices; v++) {
            pos[3 * v] = v % 2;
            pos[3 * v + 1] = v / 2 % 2;
            pos[3 * v + 2] = v / 4;
            uv[2 * v] = v % 2;
            uv[2 * v + 1] = v / 2 % 2;
            normal[3 * v + 2] = 1;
            idx[4 * v] = v % joints;
            w[4 * v] = 255;
        }
        int[] triangles = new int[3 * (vertices - 2)];
        for (int t = 0; t < vertices - 2; t++) {
            triangles[3 * t] = 0;
            triangles[3 * t + 1] = t + 1;
            triangles[3 * t + 2] = t + 2;
        }
        Mesh mesh = Mesh.builder("body").material("skin").addArray(VertexArray.ofFloats(POS, pos))
                .addArray(VertexArray.ofFloats(UV, uv)).addArray(VertexArray.ofFloats(NORMAL, normal))
                .addArray(VertexArray.ofInts(INDEXES, idx)).addArray(VertexArray.ofInts(WEIGHTS, w))
                .triangles(triangles).build();
        List<Joint> skeleton = new ArrayList<>();
        for (int j = 0; j < joints; j++) {
            skeleton.add(new Joint("joint" + j, j - 1, new Transform(0, 0, j == 0 ? 0 : 1, 0, 0, 0, 1, 1, 1, 1)));
        }
        List<List<Transform>> frames = new ArrayList<>();
        for (int f = 0; f < 2; f++) {
            List<Transform> frame = new ArrayList<>();
            for (int j = 0; j < joints; j++) {
                frame.add(new Transform(f, 0, j == 0 ? 0 : 1, 0, 0, 0, 1, 1, 1, 1));
            }
            frames.add(frame);
        }
        return Model.builder().addMesh(mesh).joints(skeleton)
                .addAnimation(Animation.ofFrames("walk", 30, true, frames)).build();
    }

    /** The base file's bytes, as meshport writes it. */
    static byte[] bytes(Model model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Iqm.writer().write(model, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    static byte[] base() {
        return bytes(model(3, 4));
    }

    /** The bytes read as an engine profile reads them. */
    static CheckedFile read(byte[] bytes) {
        try {
            return CheckedFile.codec(Iqm.format()).read(new ByteArrayInputStream(bytes), "test.iqm",
                    Diagnostics.discarding());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The base file with its document changed; the header and length are the base file's. */
    static CheckedFile document(UnaryOperator<IqmFile.Builder> change) {
        CheckedFile base = read(base());
        IqmFile changed = change.apply(base.document(IqmFile.class).orElseThrow().toBuilder()).build();
        return new CheckedFile("test.iqm", "iqm", base.length(), base.head(), changed, base.model());
    }

    /** The base file with header field {@code offset} set to {@code value}, its length {@code length}. */
    static CheckedFile header(int offset, int value, long length) {
        CheckedFile base = read(base());
        byte[] head = base.head();
        ByteBuffer.wrap(head).order(ByteOrder.LITTLE_ENDIAN).putInt(offset, value);
        return new CheckedFile("test.iqm", "iqm", length, head, base.document(Object.class).orElseThrow(), base.model());
    }

    static IqmFile file(CheckedFile f) {
        return f.document(IqmFile.class).orElseThrow();
    }

    /** The base document's vertex arrays with the one of {@code type} replaced (or removed when null). */
    static UnaryOperator<IqmFile.Builder> array(int type, IqmVertexArray replacement) {
        IqmFile base = file(read(base()));
        List<IqmVertexArray> arrays = new ArrayList<>();
        for (IqmVertexArray a : base.vertexArrays()) {
            if (a.type() != type) {
                arrays.add(a);
            } else if (replacement != null) {
                arrays.add(replacement);
            }
        }
        return b -> b.vertexArrays(arrays);
    }

    /** An array of {@code vertices} vertexes of {@code size} components of {@code format}, each component {@code value}. */
    static IqmVertexArray filled(int type, int format, int size, int vertices, double value) {
        int width = new int[] {1, 1, 2, 2, 4, 4, 2, 4, 8}[format];
        ByteBuffer b = ByteBuffer.allocate(vertices * size * width).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < vertices * size; i++) {
            switch (format) {
                case 0, 1 -> b.put((byte) value);
                case 2, 3 -> b.putShort((short) value);
                case 4, 5 -> b.putInt((int) value);
                case 6 -> b.putShort((short) 0x3c00); // 1.0 as a half
                case 7 -> b.putFloat((float) value);
                default -> b.putDouble(value);
            }
        }
        return new IqmVertexArray(type, 0, format, size, b.array());
    }

    /** The base document's array of {@code type}, with component {@code component} of every vertex {@code value}. */
    static IqmVertexArray with(int type, int component, double value) {
        IqmVertexArray a = file(read(base())).vertexArrays().stream().filter(x -> x.type() == type).findFirst()
                .orElseThrow();
        ByteBuffer b = ByteBuffer.wrap(a.data()).order(ByteOrder.LITTLE_ENDIAN);
        for (int v = 0; v < a.vertexCount(); v++) {
            int i = v * a.size() + component;
            if (a.format() == 7) {
                b.putFloat(4 * i, (float) value);
            } else {
                b.put(i, (byte) value);
            }
        }
        return new IqmVertexArray(a.type(), a.flags(), a.format(), a.size(), b.array());
    }

    /** Every joint's base scale set to (x, y, z). */
    static UnaryOperator<IqmFile.Builder> jointScale(float x, float y, float z) {
        IqmFile base = file(read(base()));
        List<IqmJoint> joints = new ArrayList<>();
        for (IqmJoint j : base.joints()) {
            Transform p = j.pose();
            joints.add(new IqmJoint(j.name(), j.parent(), new Transform(p.tx(), p.ty(), p.tz(), p.qx(), p.qy(), p.qz(),
                    p.qw(), x, y, z)));
        }
        return b -> b.joints(joints);
    }

    /** The base's three joints listed with joint 0's parent after it: 0 below 2, 2 below 1, 1 a root. */
    static UnaryOperator<IqmFile.Builder> childBeforeParent() {
        IqmFile base = file(read(base()));
        List<IqmJoint> j = base.joints();
        return b -> b.joints(List.of(new IqmJoint(j.get(0).name(), 2, j.get(0).pose()),
                new IqmJoint(j.get(1).name(), -1, j.get(1).pose()), new IqmJoint(j.get(2).name(), 1, j.get(2).pose())));
    }

    /** Pose 0's scale y made constant {@code y} in every frame. */
    static UnaryOperator<IqmFile.Builder> poseScaleY(float y) {
        IqmFile base = file(read(base()));
        List<IqmPose> poses = new ArrayList<>(base.poses());
        IqmPose p = poses.get(0);
        float[] offset = new float[IqmPose.CHANNELS];
        float[] scale = new float[IqmPose.CHANNELS];
        for (int c = 0; c < IqmPose.CHANNELS; c++) {
            offset[c] = p.channelOffset(c);
            scale[c] = p.channelScale(c);
        }
        offset[8] = y;
        scale[8] = 0;
        poses.set(0, new IqmPose(p.parent(), p.channelMask(), offset, scale));
        return b -> b.poses(poses);
    }

    /** The text block with {@code name} added; its offset is the base text's length. */
    static UnaryOperator<IqmFile.Builder> withName(String name, UnaryOperator<IqmFile.Builder> then) {
        IqmFile base = file(read(base()));
        byte[] text = base.text();
        byte[] added = (name + "\0").getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(text, text.length + added.length);
        System.arraycopy(added, 0, all, text.length, added.length);
        return b -> then.apply(b.text(all));
    }

    static int textLength() {
        return file(read(base())).textLength();
    }

    static UnaryOperator<IqmFile.Builder> animName(String name) {
        int offset = textLength();
        return withName(name, b -> {
            IqmAnim a = file(read(base())).anims().get(0);
            return b.anims(List.of(new IqmAnim(offset, a.firstFrame(), a.frameCount(), a.framerate(), a.flags())));
        });
    }

    static UnaryOperator<IqmFile.Builder> extension(String name, int bytes) {
        int offset = textLength();
        return withName(name, b -> b.extensions(List.of(new IqmExtension(offset, new byte[bytes]))));
    }

    static UnaryOperator<IqmFile.Builder> emptyMeshAtTheEnd() {
        IqmFile base = file(read(base()));
        List<IqmMesh> meshes = new ArrayList<>(base.meshes());
        IqmMesh m = meshes.get(0);
        meshes.add(new IqmMesh(m.name(), m.material(), base.vertexCount(), 0, base.triangleCount(), 0));
        return b -> b.meshes(meshes);
    }

    /**
     * The base file's bytes with the 32-bit value at {@code fieldOffset} bytes into a section
     * changed: {@code ofsField} is the header field holding the section's offset (0 for the header
     * itself), {@code element} and {@code elementSize} pick the element.
     */
    static byte[] patched(int ofsField, int element, int elementSize, int fieldOffset, int value) {
        byte[] bytes = base();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int at = (ofsField == 0 ? 0 : b.getInt(ofsField)) + element * elementSize + fieldOffset;
        b.putInt(at, value);
        return bytes;
    }

    /** The base file's header field at {@code offset} as stored. */
    static int headerField(int offset) {
        return ByteBuffer.wrap(base()).order(ByteOrder.LITTLE_ENDIAN).getInt(offset);
    }

    /** A profile's verdict on bytes meshport's reader refuses (checked that it does). */
    static List<EngineFinding> refused(EngineProfile profile, byte[] bytes) {
        try {
            read(bytes);
            throw new AssertionError("meshport's reader reads the broken file");
        } catch (UncheckedIOException e) {
            if (!(e.getCause() instanceof io.meshport.io.ModelFormatException)) {
                throw e;
            }
        }
        return profile.checkRefused("test.iqm", ByteBuffer.wrap(bytes))
                .orElseThrow(() -> new AssertionError(profile.name() + " gives no verdict"));
    }
}
