package io.meshport.iqm.internal.export;

import io.meshport.io.Beside;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
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
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.iqm.internal.compile.IqmCompiler;
import io.meshport.iqm.internal.compile.IqmExtraExtensions;
import io.meshport.iqm.internal.compile.IqmStreamNames;
import io.meshport.iqm.internal.compile.IqmTriangleStreamsExtension;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.EdgeAdjacency;
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.derive.SkinnedBoundsComputation;
import io.meshport.model.internal.ModelArrayAccess;
import java.nio.IntBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@link Model} → {@link IqmFile}: concatenates the meshes' streams into one vertex array per
 * stream (converted to one shape for all meshes; texcoord and colour sets above 0 as custom arrays
 * with {@link IqmStreamNames reserved names}), quantises the animations as the reference compiler
 * does, derives adjacency and skinned bounds when the model does not carry them, and stores
 * triangle streams and extras that have a codec in meshport's extensions. What IQM cannot hold is
 * reported first by the format template's {@link io.meshport.io.LossCheck} ({@link io.meshport.iqm.IqmFormat}); this
 * class reports only what that check cannot know.
 */
public final class IqmExporter {
    /** The file takes over the arrays made here, and the extras' adjacency, without copies. */
    private static final IqmDocumentAccess ACCESS = IqmDocumentAccess.get();
    private static final ModelArrayAccess ARRAYS = ModelArrayAccess.get();

    private final Model model;
    private final boolean withExtensions;
    private final Diagnostics losses;
    private final IqmExtras extras;
    /**
     * Vertex-frames (vertices times frames) from which the bounds are computed beside the rest
     * rather than after it: about a millisecond of work, against a tenth of one to start a thread.
     * Game models are small and long (a few thousand vertices, hundreds of frames), so it is the
     * frames as much as the vertices that make bounds worth a thread.
     */
    private static final long CONCURRENT_BOUNDS = 1L << 20;
    /**
     * Frames that the setup costs, counted with the frames: unpacking positions, grouping blend
     * combinations and the first frame's splitting of the trees grow with the vertices alone (a
     * 62,500-vertex model with 6 frames spent 5 ms on its bounds, on the writing thread, when
     * its vertex-frames were under the threshold).
     */
    private static final long SETUP_FRAMES = 32;
    private final IqmStringTable strings = new IqmStringTable();
    private final IqmFile.Builder file;

    private IqmExporter(Model model, boolean withExtensions, Diagnostics losses) {
        this.model = model;
        this.withExtensions = withExtensions;
        this.losses = losses;
        this.extras = model.extra(IqmExtras.class).orElse(IqmExtras.none());
        this.file = IqmFile.builder().flags(extras.headerFlags());
    }

    /**
     * The file of {@code model}, in IQM's conventions and loss-checked already.
     *
     * @param model the model, in IQM's conventions
     * @param withExtensions whether extensions are written (the model's own and meshport's); without,
     *     those read with the model are reported lost here (the loss check reports the rest)
     * @param losses where what this class alone knows IQM loses goes
     * @return the file, without a remembered layout
     * @throws ModelFormatException when the model has what IQM cannot store at all
     */
    public static IqmFile export(Model model, boolean withExtensions, Diagnostics losses) throws ModelFormatException {
        try {
            return new IqmExporter(model, withExtensions, losses).file();
        } catch (IllegalArgumentException | ArithmeticException e) {
            // e.g. a name with a NUL in it, which a NUL-terminated text block cannot store, or more
            // frames or vertex data than 32-bit counts and offsets address
            throw ModelFormatException.inSource(null, "cannot write this model as IQM: " + e.getMessage())
                    .withCause(e);
        }
    }

    private IqmFile file() throws ModelFormatException {
        long totalVertexes = model.vertexCount();
        long totalTriangles = model.triangleCount();
        if (totalVertexes > Integer.MAX_VALUE || totalTriangles * 3 > Integer.MAX_VALUE) {
            throw ModelFormatException.inSource(null, "the model has " + totalVertexes + " vertexes and "
                    + totalTriangles + " triangles, more than one IQM file can hold");
        }
        // Bounds take their frames in order on one thread (boxes of vertices skipped, split as
        // frames need them); deriving adjacency is one core's work too. On a large model the
        // bounds start on a thread of their own before anything else, needing only the model;
        // this thread copies the vertex data and derives adjacency meanwhile, and the writer
        // waits for the bounds only when it reaches their section, near the end of the file, so
        // both cores stay busy; if they are not done by then, it takes on frames from the last
        // backwards, or all of them if the bounds' thread has not started (a model with little
        // to skin is not worth a thread).
        Beside<float[]> skinned = null;
        if (totalVertexes * (model.frameCount() + SETUP_FRAMES) >= CONCURRENT_BOUNDS
                && model.frameBounds().isEmpty() && SkinnedBounds.derivable(model)) {
            SkinnedBoundsComputation bounds = SkinnedBoundsComputation.of(model);
            skinned = Beside.start("iqm-bounds", () -> packed(bounds.run()), () -> {
                List<Bounds> helped = bounds.help();
                return helped == null ? null : packed(helped);
            });
        }
        int[] triangles = meshesAndVertexes((int) totalVertexes, (int) totalTriangles);
        List<IqmJoint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            joints.add(new IqmJoint(strings.offset(j.name()), j.parent(), j.basePose()));
        }
        file.joints(joints);
        animations();
        if (triangles.length != 0) {
            // both holders are immutable
            ACCESS.adjacencyOwned(file, storedAdjacencyFits(triangles) ? ACCESS.adjacencyUnsafe(extras)
                    : EdgeAdjacency.of(model, triangles));
        }
        if (skinned != null) {
            ACCESS.boundsLater(file, model.frameCount() * 8, skinned);
        } else {
            ACCESS.boundsOwned(file, packed(model.frameBounds().isEmpty() ? SkinnedBounds.of(model)
                    : model.frameBounds()));
        }
        comment();
        file.extensions(extensions());
        ACCESS.textOwned(file, strings.toBytes());
        return file.build();
    }

    /** Meshes, their vertex arrays and their triangles (made global); returns the triangles. */
    private int[] meshesAndVertexes(int totalVertexes, int totalTriangles) {
        List<VertexArrayDescriptor> shapes = vertexArrayShapes();
        // The arrays of a model of one mesh are the file's as they are: shared (model and file are
        // both immutable), not copied, so that a large model is not held twice while it is written.
        Mesh only = model.meshes().size() == 1 ? model.meshes().get(0) : null;
        byte[][] data = new byte[shapes.size()][];
        boolean[] shared = new boolean[shapes.size()];
        for (int a = 0; a < shapes.size(); a++) {
            VertexArrayDescriptor d = shapes.get(a);
            Optional<VertexArray> own = only == null ? Optional.empty()
                    : only.array(d.attributeName()).filter(va -> va.descriptor().equals(d));
            shared[a] = own.isPresent();
            data[a] = shared[a] ? ARRAYS.bytesUnsafe(own.get())
                    : new byte[Math.multiplyExact(totalVertexes, d.stride())];
        }
        List<IqmMesh> meshes = new ArrayList<>();
        int[] triangles = only != null ? ARRAYS.trianglesUnsafe(only) : new int[totalTriangles * 3];
        int firstVertex = 0;
        int firstTriangle = 0;
        for (int mi = 0; mi < model.meshes().size(); mi++) {
            Mesh m = model.meshes().get(mi);
            for (int a = 0; a < shapes.size(); a++) {
                VertexArrayDescriptor d = shapes.get(a);
                Optional<VertexArray> own = m.array(d.attributeName());
                if (own.isPresent() && !shared[a]) {
                    VertexArray va = own.get().descriptor().equals(d) ? own.get() : converted(own.get(), d, m, mi);
                    va.copyBytesTo(data[a], firstVertex * d.stride());
                }
            }
            IntBuffer local = m.triangles(); // a view, not a copy of a large mesh's triangles
            for (int i = 0; only == null && i < local.limit(); i++) {
                triangles[firstTriangle * 3 + i] = local.get(i) + firstVertex;
            }
            meshes.add(new IqmMesh(strings.offset(m.name()), strings.offset(m.material()), firstVertex,
                    m.vertexCount(), firstTriangle, m.triangleCount()));
            firstVertex += m.vertexCount();
            firstTriangle += m.triangleCount();
        }
        List<IqmVertexArray> arrays = new ArrayList<>();
        for (int a = 0; a < shapes.size(); a++) {
            VertexArrayDescriptor d = shapes.get(a);
            int type = IqmStreamNames.isCustomInIqm(d) ? IqmConstants.CUSTOM + strings.offset(IqmStreamNames.arrayName(d))
                    : d.kind().ordinal();
            arrays.add(ACCESS.vertexArrayOwned(type, extras.vertexArrayFlags().getOrDefault(d.attributeName(), 0),
                    d.component().ordinal(), d.size(), data[a]));
        }
        ACCESS.trianglesOwned(file.meshes(meshes).vertexCount(totalVertexes).vertexArrays(arrays), triangles);
        return triangles;
    }

    /**
     * Mesh {@code meshIndex}'s stream {@code own} in the shape of the one array all meshes share:
     * where that changes a value (a float texcoord of -3 in another mesh's unsigned bytes) or drops
     * a component, the change is a loss of that mesh's stream; where every value stays (bytes
     * widened to floats) only the layout changed, and a warning says so.
     */
    private VertexArray converted(VertexArray own, VertexArrayDescriptor shape, Mesh mesh, int meshIndex) {
        VertexArray va = own.convert(shape.component(), shape.size());
        VertexArrayDescriptor d = own.descriptor();
        String message = "mesh " + mesh.name() + ": " + d.attributeName() + " is converted from " + d.size() + " "
                + d.component().word() + " to " + shape.size() + " " + shape.component().word()
                + " (IQM has one vertex array per attribute for all meshes)";
        String path = LossScope.meshPath(meshIndex, "streams." + d.attributeName());
        if (valuesChange(own, va)) {
            losses.lost(IqmConstants.FORMAT_NAME, message + ", which changes its values", LossScope.of(path));
        } else if (va.size() < own.size()) {
            // a reader compares the components both have: the ones cut off need not show
            losses.lost(IqmConstants.FORMAT_NAME, message + ", which drops its last components", LossScope.maybe(path));
        } else {
            losses.report(Diagnostic.warning(null, message));
        }
        return va;
    }

    /** Whether a component both have reads differently (as a float) in {@code after} than in {@code before}. */
    private static boolean valuesChange(VertexArray before, VertexArray after) {
        int size = Math.min(before.size(), after.size());
        for (int v = 0; v < before.vertexCount(); v++) {
            for (int c = 0; c < size; c++) {
                if (Float.compare((float) before.getNormalized(v, c), (float) after.getNormalized(v, c)) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * One shape per stream over all meshes, in the order IQM requires (position, texcoord, normal,
     * tangent, blend indexes, blend weights, color, then custom arrays: sets above 0 by kind and
     * set, then the model's custom streams): the first mesh's shape wins, other meshes' streams are
     * converted to it, and meshes without a stream get zeros.
     */
    private List<VertexArrayDescriptor> vertexArrayShapes() {
        Map<String, VertexArrayDescriptor> shapes = new LinkedHashMap<>();
        for (Mesh m : model.meshes()) {
            for (VertexArray a : m.arrays()) {
                VertexArrayDescriptor d = a.descriptor();
                shapes.putIfAbsent(d.attributeName(), d); // other meshes' streams are converted(): reported there
            }
        }
        for (Mesh m : model.meshes()) {
            for (VertexArrayDescriptor d : shapes.values()) {
                if (m.array(d.attributeName()).isEmpty() && m.vertexCount() != 0) {
                    loss("mesh " + m.name() + " has no " + d.attributeName() + "; IQM stores zeros for it");
                }
            }
        }
        List<VertexArrayDescriptor> ordered = new ArrayList<>(shapes.values());
        ordered.sort(Comparator.comparing(IqmStreamNames::isCustomInIqm)
                .thenComparing(d -> d.kind() == AttributeKind.CUSTOM)
                .thenComparingInt((VertexArrayDescriptor d) -> d.kind().ordinal())
                .thenComparingInt(VertexArrayDescriptor::set));
        return ordered;
    }

    /** Whether the stored table belongs to these triangles (those it was read with): it is then kept, else derived. */
    private boolean storedAdjacencyFits(int[] triangles) {
        return ACCESS.adjacencyUnsafe(extras).length == triangles.length
                && extras.adjacencyTrianglesFingerprint() == IqmExtras.fingerprint(triangles);
    }

    private void animations() {
        int poseCount = model.joints().size();
        for (Animation a : model.animations()) {
            poseCount = Math.max(poseCount, a.jointCount());
        }
        List<IqmAnim> anims = new ArrayList<>();
        List<float[]> frames = new ArrayList<>();
        int firstFrame = 0;
        for (Animation a : model.animations()) {
            anims.add(new IqmAnim(strings.offset(a.name()), firstFrame, a.frameCount(), a.framerate(),
                    a.loop() ? IqmAnim.LOOP : 0));
            firstFrame = Math.addExact(firstFrame, a.frameCount());
            if (poseCount != 0) {
                frames.add(a.jointCount() == poseCount ? a.channels() : restFrames(a.frameCount(), poseCount));
            }
        }
        file.anims(anims);
        if (poseCount == 0) {
            ACCESS.framesOwned(file, firstFrame, 0, new short[0]);
            return;
        }
        IqmAnimationQuantizer.Quantized q = IqmAnimationQuantizer.quantize(poseParents(poseCount), frames);
        if (model.animations().isEmpty()) {
            // A skeleton without animations has no poses, as the reference compiler writes it.
            return;
        }
        file.poses(q.poses());
        ACCESS.framesOwned(file, q.frameCount(), q.frameChannelCount(), q.frames());
    }

    /** The joints' parents, or those an animation-only file was read with (roots when unknown). */
    private int[] poseParents(int poseCount) {
        int[] parents = new int[poseCount];
        int[] storedParents = extras.poseParents();
        for (int i = 0; i < poseCount; i++) {
            if (!model.joints().isEmpty()) {
                parents[i] = model.joints().get(i).parent();
            } else {
                parents[i] = storedParents.length == poseCount ? storedParents[i] : -1;
            }
        }
        return parents;
    }

    /** An animation without poses in a model with a skeleton: every frame is the rest pose. */
    private float[] restFrames(int frameCount, int poseCount) {
        float[] rest = new float[Math.multiplyExact(frameCount, poseCount * IqmPose.CHANNELS)];
        for (int f = 0; f < frameCount; f++) {
            for (int j = 0; j < poseCount; j++) {
                Transform t = j < model.joints().size() ? model.joints().get(j).basePose() : Transform.IDENTITY;
                t.toChannels(rest, (f * poseCount + j) * IqmPose.CHANNELS);
            }
        }
        return rest;
    }

    /** Per frame bbmin xyz, bbmax xyz, xyradius, radius, as IQM stores them. */
    private static float[] packed(List<Bounds> bounds) {
        float[] b = new float[bounds.size() * 8];
        for (int i = 0; i < bounds.size(); i++) {
            Bounds x = bounds.get(i);
            System.arraycopy(new float[] {x.minX(), x.minY(), x.minZ(), x.maxX(), x.maxY(), x.maxZ(),
                x.xyRadius(), x.radius()}, 0, b, i * 8, 8);
        }
        return b;
    }

    /** The stored bytes while the text still reads the same; else as the reference compiler stores it. */
    private void comment() {
        Optional<String> comment = model.comment();
        if (comment.isPresent()) {
            byte[] stored = extras.comment();
            if (stored.length != 0 && IqmCompiler.commentText(stored).equals(comment.get())) {
                ACCESS.commentOwned(file, stored);
            } else {
                // the text, a NUL, padded to 4 bytes
                byte[] utf8 = comment.get().getBytes(StandardCharsets.UTF_8);
                ACCESS.commentOwned(file, Arrays.copyOf(utf8, (utf8.length + 1 + 3) & ~3));
            }
        }
    }

    /**
     * The extensions read with the model, then meshport's: triangle streams, then extras by codec.
     * A kept extension that one of meshport's replaces (same name) is not written twice.
     */
    private List<IqmExtension> extensions() {
        if (!withExtensions) {
            if (!extras.extensions().isEmpty()) {
                List<String> names = new ArrayList<>();
                extras.extensions().forEach(e -> names.add("'" + e.name() + "'"));
                loss("IQM extensions " + String.join(", ", names) + " left out (iqm.extensions=none, --no-extensions)");
            }
            return List.of();
        }
        List<IqmNamedExtension> ours = new ArrayList<>();
        IqmTriangleStreamsExtension.encode(model.meshes())
                .ifPresent(data -> ours.add(new IqmNamedExtension(IqmTriangleStreamsExtension.NAME, data)));
        ours.addAll(IqmExtraExtensions.encode(model));
        Set<String> replaced = new HashSet<>();
        ours.forEach(p -> replaced.add(p.name()));
        List<IqmExtension> extensions = new ArrayList<>();
        for (IqmNamedExtension e : extras.extensions()) {
            if (!replaced.contains(e.name())) {
                extensions.add(new IqmExtension(strings.offset(e.name()), ACCESS.dataUnsafe(e)));
            }
        }
        for (IqmNamedExtension p : ours) {
            extensions.add(new IqmExtension(strings.offset(p.name()), ACCESS.dataUnsafe(p)));
        }
        return extensions;
    }

    private void loss(String message) {
        losses.report(Diagnostic.warning(null, message));
    }
}
