package io.meshport.iqm;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.EdgeAdjacency;
import io.meshport.model.derive.SkinnedBounds;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * {@link IqmFile} ⇄ {@link Model}. Reading splits the shared vertex arrays into each mesh's own
 * streams, makes triangles mesh-local, dequantises frames ({@code offset + value × scale} per
 * stored channel) and gives bounds per animation frame; what only IQM knows goes into
 * {@link IqmExtras}. Writing concatenates the meshes' streams (converted to one shape per
 * attribute), quantises the animations as the reference compiler does, and derives adjacency
 * and skinned bounds when the model does not carry them.
 */
final class IqmModelMapper {
    private static final AttributeKind[] KINDS = {AttributeKind.POSITION, AttributeKind.TEXCOORD, AttributeKind.NORMAL,
        AttributeKind.TANGENT, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS, AttributeKind.COLOR};

    private IqmModelMapper() {
    }

    // ---------------------------------------------------------------- IQM -> model

    static Model toModel(IqmFile file, String source, Diagnostics diagnostics) throws ModelFormatException {
        try {
            return buildModel(file, source, diagnostics);
        } catch (IllegalArgumentException e) {
            // The model refuses what IQM allows (checked above where a position is known).
            throw ModelFormatException.inSource(source, "cannot hold this file in the model: " + e.getMessage())
                    .withCause(e);
        }
    }

    private static Model buildModel(IqmFile file, String source, Diagnostics diagnostics)
            throws ModelFormatException {
        Model.Builder model = Model.builder().conventions(Conventions.Z_UP_RIGHT_CCW);
        int[] triangles = file.trianglesUnsafe();
        List<VertexArrayDescriptor> descriptors = new ArrayList<>();
        List<IqmVertexArray> arrays = new ArrayList<>();
        Map<String, Integer> arrayFlags = new LinkedHashMap<>();
        for (int i = 0; i < file.vertexArrays().size(); i++) {
            IqmVertexArray va = file.vertexArrays().get(i);
            VertexArrayDescriptor d = descriptor(file, va);
            if (arrayFlags.containsKey(d.attributeName())) {
                diagnostics.report(Diagnostic.warning(source, "vertex array " + i + " is a second "
                        + d.attributeName() + " stream, which the model cannot hold; it is dropped"));
                continue;
            }
            descriptors.add(d);
            arrays.add(va);
            arrayFlags.put(d.attributeName(), va.flags());
        }
        boolean[] vertexUsed = new boolean[file.vertexCount()];
        boolean[] triangleUsed = new boolean[file.triangleCount()];
        for (int mi = 0; mi < file.meshes().size(); mi++) {
            IqmMesh m = file.meshes().get(mi);
            Mesh.Builder mesh = Mesh.builder(file.string(m.name())).material(file.string(m.material()))
                    .vertexCount(m.vertexCount());
            for (int a = 0; a < arrays.size(); a++) {
                VertexArrayDescriptor d = descriptors.get(a);
                mesh.addArray(VertexArray.copyOf(d, arrays.get(a).dataUnsafe(), m.firstVertex() * d.stride(),
                        m.vertexCount()));
            }
            Arrays.fill(vertexUsed, m.firstVertex(), m.firstVertex() + m.vertexCount(), true);
            Arrays.fill(triangleUsed, m.firstTriangle(), m.firstTriangle() + m.triangleCount(), true);
            int[] local = new int[m.triangleCount() * 3];
            for (int i = 0; i < local.length; i++) {
                int global = m.firstTriangle() * 3 + i;
                int v = triangles[global];
                if (v - m.firstVertex() < 0 || v - m.firstVertex() >= m.vertexCount()) {
                    String field = "triangles[" + global / 3 + "].vertex[" + global % 3 + "]";
                    String reason = "vertex " + v + " of mesh " + mi + " is outside its vertexes " + m.firstVertex()
                            + ".." + (m.firstVertex() + (long) m.vertexCount() - 1);
                    Optional<IqmLayout> layout = file.layout();
                    if (layout.isPresent()) {
                        throw ModelFormatException.atOffset(source,
                                layout.get().offset(IqmLayout.Section.TRIANGLES) + 4L * global, field, reason);
                    }
                    throw ModelFormatException.inSource(source, field + ": " + reason);
                }
                local[i] = v - m.firstVertex();
            }
            model.addMesh(mesh.triangles(local).build());
        }
        warnUnused(vertexUsed, "vertexes", "mesh", source, diagnostics);
        warnUnused(triangleUsed, "triangles", "mesh", source, diagnostics);

        for (IqmJoint j : file.joints()) {
            model.addJoint(new Joint(file.string(j.name()), j.parent(), j.pose()));
        }

        List<IqmPose> poses = file.poses();
        float[] bounds = file.boundsUnsafe();
        List<Bounds> frameBounds = new ArrayList<>();
        boolean[] frameUsed = new boolean[file.frameCount()];
        for (IqmAnim a : file.anims()) {
            String name = file.string(a.name());
            Arrays.fill(frameUsed, a.firstFrame(), a.firstFrame() + a.frameCount(), true);
            if (poses.isEmpty()) {
                model.addAnimation(Animation.empty(name, a.framerate(), a.loops(), a.frameCount()));
            } else {
                model.addAnimation(Animation.of(name, a.framerate(), a.loops(), poses.size(),
                        dequantise(file, a.firstFrame(), a.frameCount())));
            }
            if (bounds.length != 0) {
                for (int f = a.firstFrame(); f < a.firstFrame() + a.frameCount(); f++) {
                    int b = f * 8;
                    frameBounds.add(new Bounds(bounds[b], bounds[b + 1], bounds[b + 2], bounds[b + 3], bounds[b + 4],
                            bounds[b + 5], bounds[b + 6], bounds[b + 7]));
                }
            }
        }
        warnUnused(frameUsed, "frames", "animation", source, diagnostics);
        model.frameBounds(frameBounds);

        byte[] comment = file.commentUnsafe();
        if (comment.length != 0) {
            model.comment(commentText(comment));
        }

        List<IqmNamedExtension> extensions = new ArrayList<>();
        Map<String, IqmExtraCodec<?>> codecs = codecs();
        for (IqmExtension e : file.extensions()) {
            String name = file.string(e.name());
            IqmExtraCodec<?> codec = codecs.get(name);
            if (codec != null) {
                putDecoded(model, codec, e.dataUnsafe(), source);
            } else {
                extensions.add(new IqmNamedExtension(name, e.dataUnsafe()));
            }
        }
        // With joints, the poses' parents are the joints'; only an animation-only file needs them kept.
        int[] poseParents = file.joints().isEmpty() ? poses.stream().mapToInt(IqmPose::parent).toArray() : new int[0];
        model.extra(SourceInfo.class, new SourceInfo("iqm", Integer.toString(file.sourceVersion())));
        model.extra(IqmExtras.class, new IqmExtras(file.flags(), arrayFlags, file.adjacencyUnsafe(),
                IqmExtras.fingerprint(triangles), poseParents, comment, extensions, true));
        return model.build();
    }

    private static <T> void putDecoded(Model.Builder model, IqmExtraCodec<T> codec, byte[] data, String source)
            throws ModelFormatException {
        T decoded;
        try {
            decoded = codec.decode(data, source);
        } catch (RuntimeException e) {
            // The payload is untrusted input; a codec that trips over it has still met a bad file.
            throw ModelFormatException.inSource(source, "extension " + codec.extensionName() + " cannot be decoded: "
                    + e).withCause(e);
        }
        model.extra(codec.extraType(), decoded);
    }

    private static void warnUnused(boolean[] used, String what, String owner, String source, Diagnostics d) {
        int unused = 0;
        for (boolean u : used) {
            unused += u ? 0 : 1;
        }
        if (unused != 0) {
            d.report(Diagnostic.warning(source, unused + " " + what + " belong to no " + owner
                    + "; the model does not keep them"));
        }
    }

    static VertexArrayDescriptor descriptor(IqmFile file, IqmVertexArray va) {
        ComponentType component = ComponentType.values()[va.format()];
        if (va.isCustom()) {
            return VertexArrayDescriptor.custom(file.string(va.customNameOffset()), component, va.size());
        }
        return VertexArrayDescriptor.of(KINDS[va.type()], component, va.size());
    }

    /** Frames {@code first .. first+count-1} as {@code count × poses × 10} floats, as the reference loader computes them. */
    static float[] dequantise(IqmFile file, int first, int count) {
        List<IqmPose> poses = file.poses();
        int channels = file.frameChannelCount();
        short[] frames = file.framesUnsafe();
        float[] out = new float[count * poses.size() * IqmPose.CHANNELS];
        int o = 0;
        for (int f = first; f < first + count; f++) {
            int src = f * channels;
            for (IqmPose p : poses) {
                for (int c = 0; c < IqmPose.CHANNELS; c++) {
                    float v = p.channelOffset(c);
                    if (p.hasChannel(c)) {
                        v += Short.toUnsignedInt(frames[src++]) * p.channelScale(c);
                    }
                    out[o++] = v;
                }
            }
        }
        return out;
    }

    /** The comment as text: UTF-8 without the NUL padding writers append. */
    static String commentText(byte[] comment) {
        int end = comment.length;
        while (end > 0 && comment[end - 1] == 0) {
            end--;
        }
        return new String(comment, 0, end, StandardCharsets.UTF_8);
    }

    @SuppressWarnings("rawtypes")
    private static Map<String, IqmExtraCodec<?>> codecs() {
        Map<String, IqmExtraCodec<?>> byName = new HashMap<>();
        for (IqmExtraCodec c : ServiceLoader.load(IqmExtraCodec.class, IqmModelMapper.class.getClassLoader())) {
            byName.put(c.extensionName(), c);
        }
        return byName;
    }

    // ---------------------------------------------------------------- model -> IQM

    static IqmFile toFile(Model model, Diagnostics losses) throws ModelFormatException {
        try {
            return buildFile(model, losses);
        } catch (IllegalArgumentException | ArithmeticException e) {
            // e.g. a name with a NUL in it, which a NUL-terminated text block cannot store, or more
            // frames or vertex data than 32-bit counts and offsets address
            throw ModelFormatException.inSource(null, "cannot write this model as IQM: " + e.getMessage())
                    .withCause(e);
        }
    }

    private static IqmFile buildFile(Model model, Diagnostics losses) throws ModelFormatException {
        IqmExtras extras = model.extra(IqmExtras.class).orElse(IqmExtras.none());
        IqmStringTable strings = new IqmStringTable();
        IqmFile.Builder file = IqmFile.builder().flags(extras.headerFlags());

        long totalVertexes = model.vertexCount();
        long totalTriangles = model.triangleCount();
        if (totalVertexes > Integer.MAX_VALUE || totalTriangles * 3 > Integer.MAX_VALUE) {
            throw ModelFormatException.inSource(null, "the model has " + totalVertexes + " vertexes and "
                    + totalTriangles + " triangles, more than one IQM file can hold");
        }
        List<VertexArrayDescriptor> layout = vertexArrayShapes(model, losses);
        if (layout.isEmpty() && totalVertexes != 0) {
            throw ModelFormatException.inSource(null, "the meshes have " + totalVertexes
                    + " vertexes but no vertex streams; IQM stores vertexes only as vertex arrays");
        }
        List<IqmMesh> meshes = new ArrayList<>();
        int[] triangles = new int[(int) totalTriangles * 3];
        byte[][] data = new byte[layout.size()][];
        for (int a = 0; a < layout.size(); a++) {
            data[a] = new byte[Math.multiplyExact((int) totalVertexes, layout.get(a).stride())];
        }
        int firstVertex = 0;
        int firstTriangle = 0;
        for (Mesh m : model.meshes()) {
            for (int a = 0; a < layout.size(); a++) {
                VertexArrayDescriptor d = layout.get(a);
                Optional<VertexArray> own = m.array(d.attributeName());
                if (own.isPresent()) {
                    VertexArray va = own.get().descriptor().equals(d) ? own.get()
                            : own.get().convert(d.component(), d.size());
                    va.copyBytesTo(data[a], firstVertex * d.stride());
                }
            }
            int[] local = m.triangleIndices();
            for (int i = 0; i < local.length; i++) {
                triangles[firstTriangle * 3 + i] = local[i] + firstVertex;
            }
            meshes.add(new IqmMesh(strings.offset(m.name()), strings.offset(m.material()), firstVertex, m.vertexCount(),
                    firstTriangle, m.triangleCount()));
            firstVertex += m.vertexCount();
            firstTriangle += m.triangleCount();
        }
        List<IqmVertexArray> arrays = new ArrayList<>();
        for (int a = 0; a < layout.size(); a++) {
            VertexArrayDescriptor d = layout.get(a);
            int type = d.kind() == AttributeKind.CUSTOM ? IqmConstants.CUSTOM + strings.offset(d.customName())
                    : d.kind().ordinal();
            arrays.add(new IqmVertexArray(type, extras.vertexArrayFlags().getOrDefault(d.attributeName(), 0),
                    d.component().ordinal(), d.size(), data[a], true));
        }
        file.meshes(meshes).vertexCount((int) totalVertexes).vertexArrays(arrays).trianglesOwned(triangles);
        if (triangles.length != 0) {
            int[] stored = extras.adjacencyUnsafe();
            boolean keep = stored.length == triangles.length
                    && extras.adjacencyTrianglesFingerprint() == IqmExtras.fingerprint(triangles);
            file.adjacencyOwned(keep ? stored : EdgeAdjacency.of(model)); // both holders are immutable
        }

        List<IqmJoint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            joints.add(new IqmJoint(strings.offset(j.name()), j.parent(), j.basePose()));
        }
        file.joints(joints);
        animations(model, extras, strings, file);

        List<Bounds> bounds = model.frameBounds().isEmpty() ? SkinnedBounds.of(model) : model.frameBounds();
        if (!bounds.isEmpty()) {
            float[] b = new float[bounds.size() * 8];
            for (int i = 0; i < bounds.size(); i++) {
                Bounds x = bounds.get(i);
                System.arraycopy(new float[] {x.minX(), x.minY(), x.minZ(), x.maxX(), x.maxY(), x.maxZ(), x.xyRadius(),
                    x.radius()}, 0, b, i * 8, 8);
            }
            file.boundsOwned(b);
        }

        Optional<String> comment = model.comment();
        if (comment.isPresent()) {
            byte[] stored = extras.comment();
            if (stored.length != 0 && commentText(stored).equals(comment.get())) {
                file.commentOwned(stored);
            } else {
                // As the reference compiler stores it: the text, a NUL, padded to 4 bytes.
                byte[] utf8 = comment.get().getBytes(StandardCharsets.UTF_8);
                file.commentOwned(Arrays.copyOf(utf8, (utf8.length + 1 + 3) & ~3));
            }
        }

        List<IqmExtension> extensions = new ArrayList<>();
        for (IqmNamedExtension e : extras.extensions()) {
            extensions.add(new IqmExtension(strings.offset(e.name()), e.dataUnsafe()));
        }
        for (IqmExtraCodec<?> codec : codecs().values()) {
            encoded(model, codec).ifPresent(bytes -> extensions.add(new IqmExtension(
                    strings.offset(codec.extensionName()), bytes)));
        }
        file.extensions(extensions);
        file.textOwned(strings.toBytes());
        return file.build();
    }

    private static <T> Optional<byte[]> encoded(Model model, IqmExtraCodec<T> codec) {
        return model.extra(codec.extraType()).map(codec::encode);
    }

    /**
     * One shape per attribute over all meshes, in the order IQM requires (position, texcoord,
     * normal, tangent, blend indexes, blend weights, color, customs): the first mesh's shape wins,
     * other meshes' streams are converted to it, and meshes without a stream get zeros.
     */
    private static List<VertexArrayDescriptor> vertexArrayShapes(Model model, Diagnostics losses) {
        Map<String, VertexArrayDescriptor> shapes = new LinkedHashMap<>();
        for (Mesh m : model.meshes()) {
            for (VertexArray a : m.arrays()) {
                VertexArrayDescriptor known = shapes.putIfAbsent(a.descriptor().attributeName(), a.descriptor());
                if (known != null && !known.equals(a.descriptor())) {
                    losses.report(Diagnostic.warning(null, "mesh " + m.name() + ": " + a.descriptor().attributeName()
                            + " is converted from " + a.descriptor().size() + " " + a.descriptor().component().word()
                            + " to " + known.size() + " " + known.component().word()
                            + " (IQM has one vertex array per attribute for all meshes)"));
                }
            }
        }
        for (Mesh m : model.meshes()) {
            for (VertexArrayDescriptor d : shapes.values()) {
                if (m.array(d.attributeName()).isEmpty() && m.vertexCount() != 0) {
                    losses.report(Diagnostic.warning(null, "mesh " + m.name() + " has no " + d.attributeName()
                            + "; IQM stores zeros for it"));
                }
            }
        }
        List<VertexArrayDescriptor> ordered = new ArrayList<>(shapes.values());
        ordered.sort((x, y) -> Integer.compare(x.kind().ordinal(), y.kind().ordinal()));
        return ordered;
    }

    private static void animations(Model model, IqmExtras extras, IqmStringTable strings, IqmFile.Builder file) {
        int poseCount = model.joints().size();
        for (Animation a : model.animations()) {
            poseCount = Math.max(poseCount, a.jointCount());
        }
        int[] parents = new int[poseCount];
        int[] storedParents = extras.poseParents();
        for (int i = 0; i < poseCount; i++) {
            if (!model.joints().isEmpty()) {
                parents[i] = model.joints().get(i).parent();
            } else {
                parents[i] = storedParents.length == poseCount ? storedParents[i] : -1;
            }
        }
        List<IqmAnim> anims = new ArrayList<>();
        List<float[]> frames = new ArrayList<>();
        int firstFrame = 0;
        for (Animation a : model.animations()) {
            anims.add(new IqmAnim(strings.offset(a.name()), firstFrame, a.frameCount(), a.framerate(),
                    a.loop() ? IqmAnim.LOOP : 0));
            firstFrame = Math.addExact(firstFrame, a.frameCount());
            if (poseCount == 0) {
                continue;
            }
            if (a.jointCount() == poseCount) {
                frames.add(a.channels());
            } else {
                // An animation without poses in a model with a skeleton: every frame is the rest pose.
                float[] rest = new float[Math.multiplyExact(a.frameCount(), poseCount * IqmPose.CHANNELS)];
                for (int f = 0; f < a.frameCount(); f++) {
                    for (int j = 0; j < poseCount; j++) {
                        Transform t = j < model.joints().size() ? model.joints().get(j).basePose() : Transform.IDENTITY;
                        t.toChannels(rest, (f * poseCount + j) * IqmPose.CHANNELS);
                    }
                }
                frames.add(rest);
            }
        }
        file.anims(anims);
        if (poseCount == 0) {
            file.framesOwned(firstFrame, 0, new short[0]);
            return;
        }
        IqmAnimationQuantizer.Quantized q = IqmAnimationQuantizer.quantize(parents, frames);
        if (model.animations().isEmpty()) {
            // A skeleton without animations has no poses, as the reference compiler writes it.
            return;
        }
        file.poses(q.poses());
        file.framesOwned(q.frameCount(), q.frameChannelCount(), q.frames());
    }
}
