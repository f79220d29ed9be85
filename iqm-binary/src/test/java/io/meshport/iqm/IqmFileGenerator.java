package io.meshport.iqm;

import io.meshport.harness.Source;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.compile.IqmExtraExtensions;
import io.meshport.iqm.internal.compile.IqmPayloadWriter;
import io.meshport.iqm.internal.compile.IqmTriangleStreamsExtension;
import io.meshport.model.Transform;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Valid IQM v2 files, drawn from a {@link Source} and growing with {@code size}: files the writer
 * takes and whose bytes keep every rule of {@code iqm.txt}, so any reader must accept them.
 *
 * <p>They reach every part of the format: the seven standard vertex array types in the
 * recommended layouts and in every format (byte .. double) and size (1..4), custom arrays (any
 * name, meshport's reserved {@code meshport:texcoordN} names too) and array flags; several meshes
 * with names and materials, triangles inside their mesh, vertexes and triangles of no mesh,
 * vertexes without arrays; adjacency derived from the triangles or any in range; joints with
 * parents; poses with any channel mask, offset and scale, for a skeleton or animation-only;
 * frames, zero-channel frames, animations over any frame range with and without
 * {@code IQM_LOOP}, per-frame bounds; a comment as text or bytes; header flags; and extensions,
 * raw (unnamed or named) and meshport's ({@code meshport.triangle-streams},
 * {@code meshport.extra:*}, {@code meshport.mesh-extra:*}) with well-formed payloads. The text
 * block starts with "" as the specification requires, shares strings or stores them twice, and
 * names can point into the tail of another string. A third of the files carry a
 * {@link IqmShuffledLayout shuffled layout}: sections in any order with padding between them.
 *
 * <p>Floats include the awkward ones (negative zero, subnormals, the largest float, infinities,
 * the canonical NaN) and arbitrary bit patterns; a NaN is always the canonical one, since Java may
 * quieten other NaN payloads on the way through a {@code float}.
 *
 * <p>Public because the test jar ({@code meshport-iqm-binary:tests}) offers it to other IQM readers.
 */
public final class IqmFileGenerator {
    private static final List<Float> AWKWARD = List.of(0f, -0f, 1f, -1f, 0.5f, 0.1f, 1e-30f, 1e30f, 16777217f,
            Float.MIN_VALUE, -Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE, Float.POSITIVE_INFINITY,
            Float.NEGATIVE_INFINITY, Float.NaN);
    private static final List<String> NAMES = List.of("", "body", "Head", "left arm", "Armature", "caf\u00e9",
            "\u6f22\u5b57", "\ud83d\ude00", "models/a/skin.tga", "tab\there", "idle", "walk", "a b c", "x",
            "meshport:texcoord1");
    /** Custom array names, among them the ones meshport reads as texcoord and colour sets above 0. */
    private static final List<String> CUSTOM_NAMES = List.of("", "extra", "weights2", "\u00fcv", "meshport:texcoord1",
            "meshport:texcoord2", "meshport:color1", "meshport:custom:meshport:x", "meshport:custom:",
            "lightmap uv");
    /** The recommended format and size of each standard type (iqm.txt), by type. */
    private static final int[][] RECOMMENDED = {
        {IqmConstants.FLOAT, 3}, {IqmConstants.FLOAT, 2}, {IqmConstants.FLOAT, 3}, {IqmConstants.FLOAT, 4},
        {IqmConstants.UBYTE, 4}, {IqmConstants.UBYTE, 4}, {IqmConstants.UBYTE, 4},
    };
    /**
     * The model and mesh extras are for {@link TestNoteCodec}'s {@code test.note}, which decodes a
     * payload starting with "NOTE", and for a codec nobody installs, whose payload stays opaque.
     */
    private static final String NOTE_CODEC = "test.note";
    private static final String UNKNOWN_CODEC = "elsewhere.unknown";

    private final Source s;
    private final int size;
    private final Text text;

    private IqmFileGenerator(Source s, int size) {
        this.s = s;
        this.size = Math.max(1, size);
        this.text = new Text(s);
    }

    /** A valid file, its parts scaled by {@code size} (1 and up). */
    public static IqmFile generate(Source source, int size) {
        IqmFile file = new IqmFileGenerator(source, size).file();
        return source.nextInt(0, 2) == 0 ? IqmShuffledLayout.of(file, source) : file;
    }

    private IqmFile file() {
        IqmFile.Builder b = IqmFile.builder();
        if (s.nextInt(0, 5) == 0) {
            b.flags(s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
        }
        int[] meshVertexes = new int[s.nextInt(0, 1 + size / 6)];
        int vertexCount = 0;
        for (int m = 0; m < meshVertexes.length; m++) {
            meshVertexes[m] = s.nextInt(0, 4) == 0 ? s.nextInt(0, 2) : s.nextInt(3, 3 + 2 * size);
            vertexCount += meshVertexes[m];
        }
        // Vertexes of no mesh, now and then.
        int unowned = s.nextInt(0, 5) == 0 ? s.nextInt(1, 3) : 0;
        vertexCount += unowned;
        b.vertexCount(vertexCount);
        // Red Eclipse's animation files say how many vertexes the mesh has but store no arrays.
        boolean arrays = vertexCount == 0 || s.nextInt(0, 9) > 0;
        b.vertexArrays(arrays ? vertexArrays(vertexCount) : List.of());
        List<IqmMesh> meshes = new ArrayList<>();
        int[] triangles = meshesAndTriangles(meshVertexes, unowned, meshes);
        b.meshes(meshes).triangles(triangles);
        if (triangles.length != 0 && s.nextBoolean()) {
            b.adjacency(s.nextInt(0, 3) > 0 ? adjacency(triangles) : anyAdjacency(triangles.length));
        }
        List<IqmJoint> joints = joints();
        b.joints(joints);
        List<IqmPose> poses = poses(joints);
        b.poses(poses);
        int channels = poses.stream().mapToInt(IqmPose::storedChannelCount).sum();
        int frameCount = poses.isEmpty() && s.nextInt(0, 3) > 0 ? 0 : s.nextInt(0, 1 + size / 3);
        short[] frames = new short[frameCount * channels];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = (short) s.nextInt(0, 0xFFFF);
        }
        b.frames(frameCount, channels, frames).anims(anims(frameCount));
        if (frameCount != 0 && s.nextBoolean()) {
            b.bounds(bounds(frameCount));
        }
        b.comment(comment());
        b.extensions(extensions(meshes));
        return b.text(text.bytes()).build();
    }

    /** The standard types in the specification's order, then custom arrays; all in any layout. */
    private List<IqmVertexArray> vertexArrays(int vertexCount) {
        List<IqmVertexArray> arrays = new ArrayList<>();
        for (int type = IqmConstants.POSITION; type <= IqmConstants.COLOR; type++) {
            if (s.nextInt(0, 2) > 0 || type == IqmConstants.POSITION && s.nextInt(0, 5) > 0) {
                arrays.add(vertexArray(type, vertexCount, s.nextInt(0, 2) == 0));
            }
        }
        List<String> names = new ArrayList<>(CUSTOM_NAMES);
        Collections.shuffle(names, new Random(s.nextLong()));
        for (int i = s.nextInt(0, 4) == 0 ? s.nextInt(1, 3) : 0; i > 0; i--) {
            arrays.add(vertexArray(IqmConstants.CUSTOM + text.offset(names.remove(0)), vertexCount, true));
        }
        return arrays;
    }

    private IqmVertexArray vertexArray(int type, int vertexCount, boolean anyLayout) {
        int format = anyLayout ? s.nextInt(IqmConstants.BYTE, IqmConstants.DOUBLE) : RECOMMENDED[type][0];
        int components = anyLayout ? s.nextInt(1, 4) : RECOMMENDED[type][1];
        int values = vertexCount * components;
        ByteBuffer data = ByteBuffer.allocate(values * IqmConstants.formatBytes(format)).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < values; i++) {
            switch (format) {
                case IqmConstants.FLOAT -> data.putFloat(number());
                case IqmConstants.DOUBLE -> data.putDouble(s.nextBoolean() ? number() : anyDouble());
                default -> data.put(s.nextBytes(IqmConstants.formatBytes(format)));
            }
        }
        int flags = s.nextInt(0, 7) == 0 ? s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE) : 0;
        return new IqmVertexArray(type, flags, format, components, data.array());
    }

    /**
     * Meshes over consecutive vertex and triangle ranges, each triangle inside its mesh's vertexes,
     * and now and then triangles of no mesh after them; returns the triangles.
     */
    private int[] meshesAndTriangles(int[] meshVertexes, int unowned, List<IqmMesh> meshes) {
        List<Integer> triangles = new ArrayList<>();
        int firstVertex = unowned;
        for (int vertexes : meshVertexes) {
            int firstTriangle = triangles.size() / 3;
            int count = vertexes == 0 ? 0 : s.nextInt(0, 2 * vertexes);
            for (int i = 0; i < 3 * count; i++) {
                triangles.add(firstVertex + s.nextInt(0, vertexes - 1));
            }
            int name = s.nextInt(0, 4) == 0 ? 0 : text.offset(s.pick(NAMES));
            int material = s.nextInt(0, 3) == 0 ? name : text.offset(s.pick(NAMES) + ".png");
            meshes.add(new IqmMesh(name, material, firstVertex, vertexes, firstTriangle, count));
            firstVertex += vertexes;
        }
        int vertexCount = firstVertex;
        if (vertexCount != 0 && s.nextInt(0, 5) == 0) {
            for (int i = 3 * s.nextInt(1, 2); i > 0; i--) {
                triangles.add(s.nextInt(0, vertexCount - 1));
            }
        }
        return triangles.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The adjacency the reference compiler derives: per edge, the triangle sharing it reversed, or -1. */
    private static int[] adjacency(int[] triangles) {
        Map<Long, Integer> edges = new HashMap<>();
        for (int i = 0; i < triangles.length; i++) {
            edges.putIfAbsent(edge(triangles[i], triangles[i / 3 * 3 + (i + 1) % 3]), i / 3);
        }
        int[] adjacency = new int[triangles.length];
        for (int i = 0; i < triangles.length; i++) {
            adjacency[i] = edges.getOrDefault(edge(triangles[i / 3 * 3 + (i + 1) % 3], triangles[i]), -1);
        }
        return adjacency;
    }

    private static long edge(int from, int to) {
        return (long) from << 32 | Integer.toUnsignedLong(to);
    }

    /** Adjacency as the specification allows it: any triangle, or -1. */
    private int[] anyAdjacency(int entries) {
        int[] adjacency = new int[entries];
        for (int i = 0; i < entries; i++) {
            adjacency[i] = s.nextInt(-1, entries / 3 - 1);
        }
        return adjacency;
    }

    private List<IqmJoint> joints() {
        List<IqmJoint> joints = new ArrayList<>();
        for (int i = s.nextInt(0, 2) == 0 ? 0 : s.nextInt(1, 1 + size / 4); i > 0; i--) {
            joints.add(new IqmJoint(text.offset(s.pick(NAMES) + joints.size()), parent(joints.size()), transform()));
        }
        return joints;
    }

    /** A root (mostly -1, the spec's "parent < 0" in other spellings too) or an earlier joint. */
    private int parent(int index) {
        if (index == 0 || s.nextInt(0, 3) == 0) {
            return s.nextInt(0, 5) == 0 ? s.nextInt(Integer.MIN_VALUE, -1) : -1;
        }
        return s.nextInt(0, index - 1);
    }

    private Transform transform() {
        float[] q = {s.nextFloat(-1, 1), s.nextFloat(-1, 1), s.nextFloat(-1, 1), s.nextFloat(-1, 1)};
        float length = (float) Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
        if (length > 1e-3f && s.nextInt(0, 4) > 0) {
            for (int k = 0; k < 4; k++) {
                q[k] /= length;
            }
        }
        float scale = s.nextInt(0, 3) == 0 ? number() : 1;
        return new Transform(number(), number(), number(), q[0], q[1], q[2], q[3], scale, s.nextBoolean() ? scale
                : number(), scale);
    }

    /** A pose per joint with the joint's parent, or (animation-only) poses of their own, or none. */
    private List<IqmPose> poses(List<IqmJoint> joints) {
        int count = joints.isEmpty() ? (s.nextInt(0, 3) == 0 ? s.nextInt(1, 1 + size / 4) : 0)
                : s.nextInt(0, 3) > 0 ? joints.size() : 0;
        List<IqmPose> poses = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int parent = joints.isEmpty() ? parent(i) : joints.get(i).parent();
            int mask = switch (s.nextInt(0, 3)) {
                case 0 -> IqmPose.ALL_CHANNELS_MASK;
                case 1 -> 0;
                default -> s.nextInt(0, IqmPose.ALL_CHANNELS_MASK);
            };
            float[] offset = new float[IqmPose.CHANNELS];
            float[] scale = new float[IqmPose.CHANNELS];
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                offset[c] = s.nextBoolean() ? number() : s.nextFloat(-2, 2);
                boolean stored = (mask & 1 << c) != 0;
                scale[c] = stored ? s.nextFloat(0, 4f / 0xFFFF) : s.nextInt(0, 4) == 0 ? number() : 0;
            }
            poses.add(new IqmPose(parent, mask, offset, scale));
        }
        return poses;
    }

    /** Animations over any frame range (overlapping, empty, or leaving frames out). */
    private List<IqmAnim> anims(int frameCount) {
        List<IqmAnim> anims = new ArrayList<>();
        for (int i = s.nextInt(0, frameCount == 0 ? 1 : 3); i > 0; i--) {
            int first = s.nextInt(0, frameCount);
            int count = s.nextInt(0, frameCount - first);
            float framerate = switch (s.nextInt(0, 3)) {
                case 0 -> s.pick(List.of(24f, 25f, 30f, 60f));
                case 1 -> number();
                default -> s.nextFloat(0, 120);
            };
            int flags = s.nextBoolean() ? IqmAnim.LOOP : 0;
            if (s.nextInt(0, 9) == 0) {
                flags |= s.nextInt(1, Integer.MAX_VALUE) << 1;
            }
            anims.add(new IqmAnim(text.offset(s.pick(NAMES)), first, count, framerate, flags));
        }
        return anims;
    }

    /** Per frame: the box, min before max, and the two radii. */
    private float[] bounds(int frameCount) {
        float[] bounds = new float[8 * frameCount];
        for (int f = 0; f < frameCount; f++) {
            for (int axis = 0; axis < 3; axis++) {
                float min = s.nextFloat(-100, 100);
                bounds[8 * f + axis] = min;
                bounds[8 * f + 3 + axis] = min + s.nextFloat(0, 100);
            }
            bounds[8 * f + 6] = s.nextFloat(0, 200);
            bounds[8 * f + 7] = s.nextInt(0, 9) == 0 ? number() : s.nextFloat(0, 300);
        }
        return bounds;
    }

    /** None, UTF-8 text (with the NUL some tools end it with), or any bytes: the spec says {@code char[]}. */
    private byte[] comment() {
        return switch (s.nextInt(0, 5)) {
            case 0 -> "made by hand\nline 2 \u00e9".getBytes(StandardCharsets.UTF_8);
            case 1 -> (s.pick(NAMES) + "\0").getBytes(StandardCharsets.UTF_8);
            case 2 -> s.nextBytes(s.nextInt(1, 2 + size));
            default -> new byte[0];
        };
    }

    /** Raw extensions and meshport's, each of meshport's at most once, in any order. */
    private List<IqmExtension> extensions(List<IqmMesh> meshes) {
        List<IqmExtension> out = new ArrayList<>();
        for (int i = s.nextInt(0, 2) == 0 ? s.nextInt(1, 2) : 0; i > 0; i--) {
            int name = s.nextBoolean() ? 0 : text.offset(s.pick(List.of("lightmaps", "tool:notes", "caf\u00e9 ext")));
            out.add(new IqmExtension(name, s.nextBytes(s.nextInt(0, 3) == 0 ? 0 : s.nextInt(1, 4 + 4 * size))));
        }
        if (!meshes.isEmpty() && s.nextInt(0, 3) == 0) {
            out.add(named(IqmTriangleStreamsExtension.NAME, triangleStreams(meshes)));
        }
        if (s.nextInt(0, 3) == 0) {
            out.add(named(IqmExtraExtensions.MODEL_PREFIX + NOTE_CODEC,
                    new IqmPayloadWriter().u32(IqmExtraExtensions.VERSION).raw(note()).toBytes()));
        }
        if (!meshes.isEmpty() && s.nextInt(0, 3) == 0) {
            out.add(named(IqmExtraExtensions.MESH_PREFIX + NOTE_CODEC, meshExtras(meshes.size())));
        }
        if (s.nextInt(0, 5) == 0) {
            String prefix = s.nextBoolean() ? IqmExtraExtensions.MODEL_PREFIX : IqmExtraExtensions.MESH_PREFIX;
            out.add(named(prefix + UNKNOWN_CODEC, s.nextBytes(s.nextInt(0, 12))));
        }
        Collections.shuffle(out, new Random(s.nextLong()));
        return out;
    }

    private IqmExtension named(String name, byte[] data) {
        return new IqmExtension(text.offset(name), data);
    }

    /** {@code meshport.triangle-streams}: per mesh, streams of distinct names over its triangles. */
    private byte[] triangleStreams(List<IqmMesh> meshes) {
        IqmPayloadWriter entries = new IqmPayloadWriter();
        int count = 0;
        for (int mi = 0; mi < meshes.size(); mi++) {
            List<String> names = new ArrayList<>(List.of("", "vif:patch", "pie:flags", "x"));
            Collections.shuffle(names, new Random(s.nextLong()));
            for (int k = s.nextInt(0, 2) == 0 ? s.nextInt(1, 2) : 0; k > 0; k--) {
                int format = s.nextInt(IqmConstants.BYTE, IqmConstants.DOUBLE);
                int components = s.nextInt(1, 4);
                int triangles = meshes.get(mi).triangleCount();
                entries.u32(mi).string(names.remove(0)).u32(format).u32(components).u32(triangles)
                        .raw(s.nextBytes(triangles * components * IqmConstants.formatBytes(format)));
                count++;
            }
        }
        return new IqmPayloadWriter().u32(IqmTriangleStreamsExtension.VERSION).u32(count).raw(entries.toBytes())
                .toBytes();
    }

    /** {@code meshport.mesh-extra:test.note}: notes for some meshes, in increasing mesh order. */
    private byte[] meshExtras(int meshCount) {
        IqmPayloadWriter entries = new IqmPayloadWriter();
        int count = 0;
        for (int mi = 0; mi < meshCount; mi++) {
            if (s.nextBoolean()) {
                entries.u32(mi).block(note());
                count++;
            }
        }
        return new IqmPayloadWriter().u32(IqmExtraExtensions.VERSION).u32(count).raw(entries.toBytes()).toBytes();
    }

    private byte[] note() {
        return ("NOTE" + s.pick(NAMES)).getBytes(StandardCharsets.UTF_8);
    }

    private float number() {
        return switch (s.nextInt(0, 5)) {
            case 0 -> s.pick(AWKWARD);
            case 1 -> {
                float f = Float.intBitsToFloat(s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
                yield Float.isNaN(f) ? Float.NaN : f;
            }
            default -> s.nextFloat(-1, 1) * (float) Math.pow(10, s.nextInt(-6, 6));
        };
    }

    private double anyDouble() {
        double d = Double.longBitsToDouble(s.nextLong());
        return Double.isNaN(d) ? Double.NaN : d;
    }

    /**
     * The text block: "" first (iqm.txt: {@code text[0] == 0}), strings mostly shared, now and then
     * stored twice or named by an offset into another string's tail, and sometimes padded with NULs
     * to 4 bytes as the reference compiler does.
     */
    private static final class Text {
        private final Source s;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final Map<String, Integer> offsets = new HashMap<>();

        Text(Source s) {
            this.s = s;
            bytes.write(0);
            offsets.put("", 0);
        }

        int offset(String name) {
            Integer known = offsets.get(name);
            if (known != null && s.nextInt(0, 5) > 0) {
                return known;
            }
            if (!name.isEmpty() && s.nextInt(0, 5) == 0) {
                // A longer string whose tail is this name: the name's offset points inside it.
                byte[] prefix = s.pick(List.of("x", "left ", "\u00e9")).getBytes(StandardCharsets.UTF_8);
                return add(prefix, name) + prefix.length;
            }
            int at = add(new byte[0], name);
            offsets.putIfAbsent(name, at);
            return at;
        }

        private int add(byte[] prefix, String name) {
            int at = bytes.size();
            bytes.writeBytes(prefix);
            bytes.writeBytes(name.getBytes(StandardCharsets.UTF_8));
            bytes.write(0);
            return at;
        }

        byte[] bytes() {
            if (s.nextBoolean()) {
                while (bytes.size() % 4 != 0) {
                    bytes.write(0);
                }
            }
            return bytes.toByteArray();
        }
    }
}
