package io.meshport.iqm.internal.compile;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ExtraCodec;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmExtras;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmJoint;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmNamedExtension;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.iqm.internal.IqmParents;
import io.meshport.iqm.internal.IqmLayout;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.internal.ModelArrayAccess;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link IqmFile} → {@link Model}: splits the shared vertex arrays into each mesh's own streams
 * (custom arrays with {@link IqmStreamNames reserved names} back into texcoord and colour sets),
 * makes triangles mesh-local, dequantises frames ({@code offset + value × scale} per stored channel),
 * gives bounds per animation frame, and turns meshport's extensions back into triangle streams and
 * extras. What only IQM knows goes into {@link IqmExtras}; the conventions are IQM's, Z up,
 * right-handed, clockwise.
 */
public final class IqmCompiler {
    /** The document's arrays are read in place, and shared with the extras, not copied. */
    private static final IqmDocumentAccess ACCESS = IqmDocumentAccess.get();
    private static final AttributeKind[] KINDS = {AttributeKind.POSITION, AttributeKind.TEXCOORD, AttributeKind.NORMAL,
        AttributeKind.TANGENT, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS, AttributeKind.COLOR};

    private final IqmFile file;
    private final String source;
    private final Diagnostics diagnostics;
    private final Model.Builder model = Model.builder().conventions(Conventions.Z_UP_RIGHT_CW);
    /** The joints parents first, by file index, when some parent comes after its child; else null. */
    private int[] order;
    /** The inverse of {@link #order}. */
    private int[] place;

    /** A vertex array the model keeps, with the stream it becomes. */
    private record Stream(VertexArrayDescriptor descriptor, IqmVertexArray array) {
    }

    private IqmCompiler(IqmFile file, String source, Diagnostics diagnostics) {
        this.file = file;
        this.source = source;
        this.diagnostics = diagnostics;
    }

    /**
     * The model of a file.
     *
     * @param file the file as stored
     * @param source the name diagnostics and errors give the input
     * @param diagnostics where warnings about what the model does not keep go
     * @return the model, with {@link IqmExtras} for what only IQM holds
     * @throws ModelFormatException when the file holds what the model cannot
     */
    public static Model compile(IqmFile file, String source, Diagnostics diagnostics) throws ModelFormatException {
        try {
            return new IqmCompiler(file, source, diagnostics).model();
        } catch (IllegalArgumentException e) {
            // The model refuses what IQM allows (checked first where a position is known).
            throw ModelFormatException.inSource(source, "cannot hold this file in the model: " + e.getMessage())
                    .withCause(e);
        }
    }

    private Model model() throws ModelFormatException {
        Map<String, Integer> arrayFlags = new LinkedHashMap<>();
        List<Stream> streams = streams(arrayFlags);
        List<Mesh.Builder> meshes = meshes(streams);
        List<IqmNamedExtension> rawExtensions = extensions(meshes);
        int[] parents = file.joints().stream().mapToInt(IqmJoint::parent).toArray();
        if (IqmParents.anyLater(parents)) {
            order = IqmParents.parentFirst(parents);
            place = IqmParents.placeOf(order);
            int child = 0;
            while (parents[child] <= child) {
                child++;
            }
            warn("joint " + child + " '" + file.string(file.joints().get(child).name()) + "' comes before its parent "
                    + parents[child] + " '" + file.string(file.joints().get(parents[child]).name()) + "', which Daemon"
                    + " and DarkPlaces refuse and FTE and Tesseract show wrong: the joints are read parents first,"
                    + " their blend indexes and animations with them");
        }
        for (Mesh.Builder m : meshes) {
            model.addMesh(order == null ? m.build() : remapped(m.build()));
        }
        for (int k = 0; k < file.joints().size(); k++) {
            IqmJoint j = file.joints().get(order == null ? k : order[k]);
            model.addJoint(new Joint(file.string(j.name()), j.parent() < 0 || order == null ? j.parent()
                    : place[j.parent()], j.pose()));
        }
        animations();
        byte[] comment = ACCESS.commentUnsafe(file);
        if (comment.length != 0) {
            model.comment(commentText(comment));
        }
        // With joints, the poses' parents are the joints'; only an animation-only file needs them kept.
        int[] poseParents = file.joints().isEmpty()
                ? file.poses().stream().mapToInt(IqmPose::parent).toArray() : new int[0];
        model.extra(SourceInfo.class, new SourceInfo("iqm", Integer.toString(file.sourceVersion())));
        model.extra(IqmExtras.class, ACCESS.extrasShared(file.flags(), arrayFlags, ACCESS.adjacencyUnsafe(file),
                ACCESS.trianglesUnsafe(file), poseParents, comment, rawExtensions));
        return model.build();
    }

    /**
     * The streams every mesh gets, ordered by kind and set (the file's order for custom streams),
     * so that a model's streams in that order come back in it. A second stream of the same name,
     * or an array of a reserved type, is dropped with a warning.
     */
    private List<Stream> streams(Map<String, Integer> arrayFlags) {
        List<Stream> streams = new ArrayList<>();
        for (int i = 0; i < file.vertexArrays().size(); i++) {
            IqmVertexArray va = file.vertexArrays().get(i);
            if (!va.isCustom() && va.type() >= KINDS.length) {
                warn("vertex array " + i + " has the reserved type " + va.type() + "; the model does not keep it");
                continue;
            }
            VertexArrayDescriptor d = descriptor(va);
            if (arrayFlags.containsKey(d.attributeName())) {
                warn("vertex array " + i + " is a second " + d.attributeName()
                        + " stream, which the model cannot hold; it is dropped");
                continue;
            }
            streams.add(new Stream(d, va));
            arrayFlags.put(d.attributeName(), va.flags());
        }
        streams.sort(Comparator.comparingInt((Stream s) -> s.descriptor().kind().ordinal())
                .thenComparingInt(s -> s.descriptor().set()));
        return streams;
    }

    private VertexArrayDescriptor descriptor(IqmVertexArray va) {
        ComponentType component = ComponentType.values()[va.format()];
        if (va.isCustom()) {
            return IqmStreamNames.descriptor(file.string(va.customNameOffset()), component, va.size());
        }
        return VertexArrayDescriptor.of(KINDS[va.type()], component, va.size());
    }

    private List<Mesh.Builder> meshes(List<Stream> streams) throws ModelFormatException {
        List<long[]> vertexesUsed = new ArrayList<>();
        List<long[]> trianglesUsed = new ArrayList<>();
        List<Mesh.Builder> meshes = new ArrayList<>();
        for (int mi = 0; mi < file.meshes().size(); mi++) {
            IqmMesh m = file.meshes().get(mi);
            Mesh.Builder mesh = Mesh.builder(file.string(m.name())).material(file.string(m.material()))
                    .vertexCount(m.vertexCount());
            for (Stream s : streams) {
                VertexArrayDescriptor d = s.descriptor();
                byte[] data = ACCESS.dataUnsafe(s.array());
                // a mesh that spans the whole array shares it (both are immutable): no second copy
                boolean whole = m.firstVertex() == 0 && (long) m.vertexCount() * d.stride() == data.length;
                mesh.addArray(whole ? VertexArray.ofOwnedBytes(d, data)
                        : VertexArray.copyOf(d, data, m.firstVertex() * d.stride(), m.vertexCount()));
            }
            vertexesUsed.add(new long[] {m.firstVertex(), m.vertexCount()});
            trianglesUsed.add(new long[] {m.firstTriangle(), m.triangleCount()});
            // a fresh array, or the file's own (both immutable): handed over, not copied, and each
            // corner checked to be one of the mesh's vertexes, so the mesh does not walk them again
            meshes.add(ModelArrayAccess.get().trianglesChecked(mesh, localTriangles(mi, m), m.vertexCount()));
        }
        warnUnused(uncovered(file.vertexCount(), vertexesUsed), "vertexes", "mesh");
        warnUnused(uncovered(file.triangleCount(), trianglesUsed), "triangles", "mesh");
        return meshes;
    }

    /**
     * The mesh's triangles numbered from its first vertex; IQM's are global and may reach any mesh.
     * A mesh that is the whole file (every vertex and triangle, as in most files) gets the file's
     * own array, shared as its vertex arrays are: every index is below the file's vertex count
     * (an {@link io.meshport.iqm.IqmFile} holds no other), which is then the mesh's range, so
     * numbering and checking would copy the millions of indices of a large file unchanged.
     */
    private int[] localTriangles(int mi, IqmMesh m) throws ModelFormatException {
        int[] triangles = ACCESS.trianglesUnsafe(file);
        if (m.firstVertex() == 0 && m.vertexCount() == file.vertexCount() && m.firstTriangle() == 0
                && (long) m.triangleCount() * 3 == triangles.length) {
            return triangles;
        }
        int[] local = new int[m.triangleCount() * 3];
        for (int i = 0; i < local.length; i++) {
            int global = m.firstTriangle() * 3 + i;
            int v = triangles[global] - m.firstVertex();
            if (v < 0 || v >= m.vertexCount()) {
                String field = "triangles[" + global / 3 + "].vertex[" + global % 3 + "]";
                String reason = "vertex " + triangles[global] + " of mesh " + mi + " is outside its vertexes "
                        + m.firstVertex() + ".." + (m.firstVertex() + (long) m.vertexCount() - 1);
                Optional<IqmLayout> layout = ACCESS.layout(file);
                if (layout.isPresent()) {
                    throw ModelFormatException.atOffset(source,
                            layout.get().offset(IqmLayout.Section.TRIANGLES) + 4L * global, field, reason);
                }
                throw ModelFormatException.inSource(source, field + ": " + reason);
            }
            local[i] = v;
        }
        return local;
    }

    /** Frames of {@code joints} joints' channels with the joints parents first; the same array without reordering. */
    private float[] inOrder(float[] channels, int joints) {
        if (order == null || joints != order.length) {
            return channels;
        }
        float[] out = new float[channels.length];
        int per = Transform.CHANNELS;
        for (int f = 0; f < channels.length / (joints * per); f++) {
            for (int k = 0; k < joints; k++) {
                System.arraycopy(channels, (f * joints + order[k]) * per, out, (f * joints + k) * per, per);
            }
        }
        return out;
    }

    /** {@code mesh} with its blend indexes naming the joints in their parents-first places. */
    private Mesh remapped(Mesh mesh) {
        VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
        if (indexes == null) {
            return mesh;
        }
        VertexArray.Builder b = new VertexArray.Builder(indexes.descriptor(), indexes.vertexCount());
        for (int v = 0; v < indexes.vertexCount(); v++) {
            for (int c = 0; c < indexes.size(); c++) {
                double old = indexes.getDouble(v, c);
                boolean joint = old >= 0 && old < place.length && old == Math.rint(old);
                b.set(v, c, joint ? place[(int) old] : old);
            }
        }
        return mesh.toBuilder().putArray(b.build()).build();
    }

    private void animations() {
        List<IqmPose> poses = file.poses();
        float[] bounds = ACCESS.boundsUnsafe(file);
        List<Bounds> frameBounds = new ArrayList<>();
        List<long[]> framesUsed = new ArrayList<>();
        for (IqmAnim a : file.anims()) {
            String name = file.string(a.name());
            framesUsed.add(new long[] {a.firstFrame(), a.frameCount()});
            if (poses.isEmpty()) {
                model.addAnimation(Animation.empty(name, a.framerate(), a.loops(), a.frameCount()));
            } else {
                model.addAnimation(Animation.of(name, a.framerate(), a.loops(), poses.size(),
                        inOrder(dequantise(file, a.firstFrame(), a.frameCount()), poses.size())));
            }
            if (bounds.length != 0) {
                for (int f = a.firstFrame(); f < a.firstFrame() + a.frameCount(); f++) {
                    int b = f * 8;
                    frameBounds.add(new Bounds(bounds[b], bounds[b + 1], bounds[b + 2], bounds[b + 3], bounds[b + 4],
                            bounds[b + 5], bounds[b + 6], bounds[b + 7]));
                }
            }
        }
        warnUnused(uncovered(file.frameCount(), framesUsed), "frames", "animation");
        model.frameBounds(frameBounds);
    }

    /**
     * Decodes meshport's extensions into the meshes and the model; returns the others (and those
     * whose codec is not installed), which {@link IqmExtras} keeps as they are.
     */
    private List<IqmNamedExtension> extensions(List<Mesh.Builder> meshes) throws ModelFormatException {
        int[] triangleCounts = file.meshes().stream().mapToInt(IqmMesh::triangleCount).toArray();
        List<IqmNamedExtension> raw = new ArrayList<>();
        for (int i = 0; i < file.extensions().size(); i++) {
            IqmExtension e = file.extensions().get(i);
            String name = file.string(e.name());
            int index = i;
            long base = ACCESS.layout(file).map(l -> (long) l.extensionDataOffset(index)).orElse(0L);
            IqmPayloadReader in = new IqmPayloadReader(ACCESS.dataUnsafe(e), source, base,
                    "extensions[" + i + "](" + name + ")");
            Optional<ExtraCodec<?>> codec = IqmExtraExtensions.codecOf(name);
            if (name.equals(IqmTriangleStreamsExtension.NAME)) {
                IqmTriangleStreamsExtension.decode(in, meshes, triangleCounts);
            } else if (codec.isPresent() && name.startsWith(IqmExtraExtensions.MODEL_PREFIX)) {
                IqmExtraExtensions.decodeModelExtra(codec.get(), in, model);
            } else if (codec.isPresent()) {
                IqmExtraExtensions.decodeMeshExtras(codec.get(), in, meshes);
            } else {
                raw.add(new IqmNamedExtension(name, ACCESS.dataUnsafe(e)));
            }
        }
        return raw;
    }

    /**
     * How many of {@code total} items (vertexes, triangles, frames) no range {@code {first, count}}
     * covers, each range within them (the file's rules): counted over the ranges in order, where
     * marking each item used filled and counted arrays of millions for a 1M-vertex file.
     */
    static long uncovered(long total, List<long[]> ranges) {
        List<long[]> sorted = new ArrayList<>(ranges);
        sorted.sort(Comparator.comparingLong(r -> r[0]));
        long covered = 0;
        long end = 0;
        for (long[] r : sorted) {
            long from = Math.max(r[0], end);
            long to = r[0] + r[1];
            if (to > from) {
                covered += to - from;
                end = to;
            }
        }
        return total - covered;
    }

    private void warnUnused(long unused, String what, String owner) {
        if (unused != 0) {
            warn(unused + " " + what + " belong to no " + owner + "; the model does not keep them");
        }
    }

    private void warn(String message) {
        diagnostics.report(Diagnostic.warning(source, message));
    }

    /** Frames {@code first .. first+count-1} as {@code count × poses × 10} floats, as the reference loader computes them. */
    static float[] dequantise(IqmFile file, int first, int count) {
        List<IqmPose> poses = file.poses();
        short[] frames = ACCESS.framesUnsafe(file);
        float[] out = new float[count * poses.size() * IqmPose.CHANNELS];
        int o = 0;
        for (int f = first; f < first + count; f++) {
            int src = f * file.frameChannelCount();
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

    /**
     * The comment as text: UTF-8 without the NUL padding writers append. The exporter keeps the
     * stored bytes while the model's comment still reads as this.
     *
     * @param comment the comment section as stored
     * @return the text
     */
    public static String commentText(byte[] comment) {
        int end = comment.length;
        while (end > 0 && comment[end - 1] == 0) {
            end--;
        }
        return new String(comment, 0, end, StandardCharsets.UTF_8);
    }
}
