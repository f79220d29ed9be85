package io.meshport.iqe.internal.export;

import io.meshport.io.Diagnostics;
import io.meshport.io.LossCheck;
import io.meshport.io.LossScope;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.internal.rules.IqeBlend;
import io.meshport.iqe.internal.rules.IqeNames;
import io.meshport.iqe.internal.rules.IqeVertexArrayLayout;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.edit.TriangleStreamVertices;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.text.ordered.OrderedBatches;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Says a model in IQE: joints and base poses ({@code pq} with explicit w), {@code vertexarray}
 * lines when a layout is not IQE's default or the streams are not in IQE's order, each mesh with its vertices interleaved and
 * {@code fm} faces, animations frame by frame, the comment. What IQE cannot hold is reported to
 * the loss diagnostics, once per kind of loss: after the format template's loss check against
 * {@link io.meshport.iqe.IqeFormat}'s capabilities, what only IQE's spelling can tell (names it
 * cannot quote, more than ten custom streams, blend indexes without weights, a stream some meshes
 * lack, layouts that differ between meshes, empty meshes, frames without poses).
 *
 * <p>Public for {@link io.meshport.iqe.IqeFormat}, whose export stage this is.
 */
public final class IqeExporter {
    private static final String LOSS = "iqe";

    private final Model model;
    private final Diagnostics losses;
    /** Vertices per part when a mesh's vertices are made on several threads. */
    private static final int VERTEX_BATCH = 16_384;
    private final IqeDocument.Builder doc = IqeDocument.builder();
    private final Set<String> reported = new LinkedHashSet<>();
    /** The layout declared (or defaulted) per IQE type, taken from the first mesh that has it. */
    private final Map<IqeVertexArrayLayout, VertexArrayDescriptor> layouts = new LinkedHashMap<>();
    /** Custom stream names in the order they get custom0..custom9. */
    private final List<String> customNames = new ArrayList<>();
    /** Whether the mesh being written leaves its tangents to the compiler (see {@link IqeDerivedTangents}). */
    private boolean skipTangents;
    /** Whether no mesh has data IQE holds, so that positions at the origin define the vertices. */
    private boolean positionsAtOrigin;
    /** The meshes whose tangents are exactly what IQE's compiler derives: neither declared nor written. */
    private final Set<Mesh> tangentsLeftToCompiler = Collections.newSetFromMap(new IdentityHashMap<>());

    private IqeExporter(Model model, Diagnostics losses) {
        this.model = model;
        this.losses = losses;
    }

    /**
     * The document of a model in IQE's conventions and checked against
     * {@link io.meshport.iqe.IqeFormat}'s capabilities already (by the format template: other sets,
     * layouts, bounds, extras); this class reports only what depends on how IQE spells a model.
     */
    public static IqeDocument export(Model model, Diagnostics losses) {
        // IQE has nothing per face: triangle streams ride as custom vertex streams
        return new IqeExporter(TriangleStreamVertices.toVertices(model), losses).export();
    }

    private IqeDocument export() {
        for (Joint j : model.joints()) {
            doc.command(IqeCommand.JOINT).addString(name(j.name(), "joint", LossScope.of("joints")))
                    .addInt(j.isRoot() ? -1 : j.parent());
        }
        for (Joint j : model.joints()) {
            pose(j.basePose());
        }
        collectLayouts();
        declareLayouts();
        if (model.triangleCount() == 0 && model.vertexCount() >= 3) {
            loss("the model has vertices but no triangles; IQE reads a file without faces as one triangle"
                    + " per three vertices", LossScope.of(LossScope.meshPath(-1, "triangles")));
        }
        for (int i = 0; i < model.meshes().size(); i++) {
            mesh(model.meshes().get(i), i);
        }
        for (Animation a : model.animations()) {
            animation(a);
        }
        model.comment().ifPresent(doc::comment);
        return doc.build();
    }

    private void collectLayouts() {
        tangentsLeftToCompiler.addAll(IqeDerivedTangents.leftToCompiler(model.meshes()));
        for (Mesh mesh : model.meshes()) {
            boolean derived = tangentsLeftToCompiler.contains(mesh);
            for (VertexArray a : mesh.arrays()) {
                IqeVertexArrayLayout type = typeOf(a.descriptor());
                if (type == null || type == IqeVertexArrayLayout.TANGENT && derived) {
                    continue;
                }
                VertexArrayDescriptor first = layouts.putIfAbsent(type, a.descriptor());
                if (first != null && !sameLayout(first, a.descriptor())) {
                    loss("mesh \"" + mesh.name() + "\" stores " + what(a.descriptor()) + " as "
                            + a.descriptor().component().word() + " " + a.descriptor().size()
                            + "; IQE declares one layout per file, so it is written as "
                            + first.component().word() + " " + first.size(),
                            LossScope.maybe(partOf(a.descriptor())));
                }
            }
        }
        // An IQE vertex exists only through its lines: vertices without any data IQE holds (a
        // lenient reading that dropped every array it could not place) get positions at the
        // origin, reported per mesh, rather than triangles naming vertices the file never defines
        if (layouts.isEmpty() && model.meshes().stream().anyMatch(m -> m.vertexCount() > 0)) {
            layouts.put(IqeVertexArrayLayout.POSITION,
                    VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3));
            positionsAtOrigin = true;
        }
    }

    /**
     * The loss path of the model's part a stream of the exported model holds: a stream carrying a
     * triangle stream ({@link TriangleStreamVertices}) is the model's triangle stream, which is what
     * comes back changed, not a vertex stream the model never had.
     */
    private static String partOf(VertexArrayDescriptor d) {
        String name = d.attributeName();
        if (d.kind() == AttributeKind.CUSTOM && name.startsWith(TriangleStreamVertices.PREFIX)) {
            return LossScope.meshPath(-1, "triangleStreams." + name.substring(TriangleStreamVertices.PREFIX.length()));
        }
        return LossScope.meshPath(-1, "streams." + name);
    }

    /** A stream of the exported model as the model's own words name it ({@link #partOf}). */
    private static String what(VertexArrayDescriptor d) {
        String name = d.attributeName();
        if (d.kind() == AttributeKind.CUSTOM && name.startsWith(TriangleStreamVertices.PREFIX)) {
            return "per-triangle stream '" + name.substring(TriangleStreamVertices.PREFIX.length()) + "'";
        }
        return d.kind() == AttributeKind.CUSTOM ? "custom stream \"" + name + "\"" : name;
    }

    private static boolean sameLayout(VertexArrayDescriptor a, VertexArrayDescriptor b) {
        return a.component() == b.component() && a.size() == b.size();
    }

    /**
     * The IQE type a model stream maps to, or null when IQE has no room for it: a texcoord or
     * colour set after the first (which {@link LossCheck} reports), an eleventh custom stream.
     */
    private IqeVertexArrayLayout typeOf(VertexArrayDescriptor d) {
        if (d.set() > 0) {
            return null;
        }
        switch (d.kind()) {
            case POSITION: return IqeVertexArrayLayout.POSITION;
            case TEXCOORD: return IqeVertexArrayLayout.TEXCOORD;
            case NORMAL: return IqeVertexArrayLayout.NORMAL;
            case TANGENT: return IqeVertexArrayLayout.TANGENT;
            case BLEND_INDEXES: return IqeVertexArrayLayout.BLEND_INDEXES;
            case BLEND_WEIGHTS: return IqeVertexArrayLayout.BLEND_WEIGHTS;
            case COLOR: return IqeVertexArrayLayout.COLOR;
            case CUSTOM:
            default:
                int n = customNames.indexOf(d.customName());
                if (n < 0) {
                    if (customNames.size() == 10) {
                        loss(what(d) + ": IQE holds at most 10 custom streams", LossScope.of(partOf(d)));
                        return null;
                    }
                    customNames.add(d.customName());
                    n = customNames.size() - 1;
                }
                return IqeVertexArrayLayout.custom(n);
        }
    }

    private void declareLayouts() {
        if (layouts.containsKey(IqeVertexArrayLayout.BLEND_INDEXES)
                != layouts.containsKey(IqeVertexArrayLayout.BLEND_WEIGHTS)) {
            loss("blend indexes or weights alone: IQE's vb pairs need both, so neither is written",
                    LossScope.of(LossScope.meshPath(-1, "streams.blendindexes"),
                            LossScope.meshPath(-1, "streams.blendweights")));
            layouts.remove(IqeVertexArrayLayout.BLEND_INDEXES);
            layouts.remove(IqeVertexArrayLayout.BLEND_WEIGHTS);
        }
        // Declarations also fix the order of the streams: when the model's order is not IQE's
        // own, or any layout needs a line anyway, every stream is declared, in the model's order.
        boolean needed = false;
        IqeVertexArrayLayout previous = null;
        for (Map.Entry<IqeVertexArrayLayout, VertexArrayDescriptor> e : layouts.entrySet()) {
            IqeVertexArrayLayout type = e.getKey();
            VertexArrayDescriptor d = e.getValue();
            needed |= type.kind == AttributeKind.CUSTOM || d.component() != type.defaultComponent
                    || d.size() != type.defaultSize || previous != null && previous.compareTo(type) > 0;
            previous = type;
        }
        if (!needed) {
            return;
        }
        for (Map.Entry<IqeVertexArrayLayout, VertexArrayDescriptor> e : layouts.entrySet()) {
            IqeVertexArrayLayout type = e.getKey();
            VertexArrayDescriptor d = e.getValue();
            boolean custom = type.kind == AttributeKind.CUSTOM;
            doc.command(IqeCommand.VERTEX_ARRAY).addString(type.word).addString(d.component().word()).addInt(d.size())
                    .addString(custom ? name(d.customName(), "custom stream", LossScope.of(partOf(d))) : null);
        }
    }

    private void mesh(Mesh mesh, int index) {
        if (mesh.vertexCount() == 0) {
            loss("mesh \"" + mesh.name() + "\" is empty; an IQE mesh exists only through its vertices",
                    LossScope.of("meshes[" + index + "]"));
            return;
        }
        doc.command(IqeCommand.MESH).addString(name(mesh.name(), "mesh", LossScope.of(LossScope.meshPath(index, "name"))));
        doc.command(IqeCommand.MATERIAL)
                .addString(name(mesh.material(), "material", LossScope.of(LossScope.meshPath(index, "material"))));
        Map<IqeVertexArrayLayout, VertexArray> arrays = new EnumMap<>(IqeVertexArrayLayout.class);
        for (VertexArray a : mesh.arrays()) {
            IqeVertexArrayLayout type = typeOf(a.descriptor());
            if (type != null) {
                arrays.put(type, a);
            }
        }
        for (IqeVertexArrayLayout type : layouts.keySet()) {
            // carried triangle streams: the zeros written for a mesh without them mean "none"
            String custom = layouts.get(type).customName();
            boolean carried = custom != null && (custom.startsWith(TriangleStreamVertices.PREFIX)
                    || custom.equals(TriangleStreamVertices.COPY_OF));
            if (positionsAtOrigin) {
                losses.converted(LOSS, "mesh \"" + mesh.name() + "\" has " + mesh.vertexCount()
                        + " vertices without data IQE holds; IQE defines a vertex by its lines, so they are"
                        + " written at the origin");
            } else if (!arrays.containsKey(type) && !carried) {
                losses.converted(LOSS, "mesh \"" + mesh.name() + "\" has no " + layouts.get(type).attributeName()
                        + " but another mesh does; IQE vertex arrays span the file, so defaults are written");
            }
        }
        // Tangents IQE's compiler derives of itself are not written, so that a file without
        // them is rewritten as it was (the reference compiler derives the same way).
        skipTangents = tangentsLeftToCompiler.contains(mesh);
        // The file's arrays in order with this mesh's data, looked up once, not per vertex.
        IqeVertexArrayLayout[] types = layouts.keySet().toArray(new IqeVertexArrayLayout[0]);
        VertexArray[] data = new VertexArray[types.length];
        for (int i = 0; i < types.length; i++) {
            data[i] = arrays.get(types[i]);
        }
        VertexArray blendIndexes = arrays.get(IqeVertexArrayLayout.BLEND_INDEXES);
        // Vertices print independently of each other: batches of them are made into document
        // parts on all cores and appended in order (a large mesh's vertices are most of the work).
        boolean[] rescaled = {false};
        try {
            OrderedBatches.run(mesh.vertexCount(), VERTEX_BATCH, OrderedBatches.defaultThreads(), (from, to) -> {
                IqeDocument.Builder part = IqeDocument.builder();
                boolean partRescaled = false;
                for (int v = from; v < to; v++) {
                    partRescaled |= vertex(part, types, data, blendIndexes, v);
                }
                return new VertexPart(part, partRescaled);
            }, part -> {
                doc.append(part.commands());
                rescaled[0] |= part.rescaled();
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e); // only an interruption: nothing is read or written here
        }
        if (rescaled[0]) {
            loss("blend weights that do not sum to 1: IQE readers (and the IQM compiler) scale them to sum to 1",
                    LossScope.of(LossScope.meshPath(-1, "streams." + arrays.get(IqeVertexArrayLayout.BLEND_WEIGHTS)
                            .descriptor().attributeName())));
        }
        for (int t = 0; t < mesh.triangleCount(); t++) {
            doc.command(IqeCommand.FACE_MESH).addInt(mesh.corner(t, 0)).addInt(mesh.corner(t, 1))
                    .addInt(mesh.corner(t, 2));
        }
    }

    /** A batch of vertices as document commands, and whether any of their weights read back rescaled. */
    private record VertexPart(IqeDocument.Builder commands, boolean rescaled) {
    }

    /** Vertex {@code v}'s commands into {@code out}; true if its blend weights read back rescaled. */
    private boolean vertex(IqeDocument.Builder out, IqeVertexArrayLayout[] types, VertexArray[] data,
            VertexArray blendIndexes, int v) {
        boolean rescaled = false;
        for (int i = 0; i < types.length; i++) {
            IqeVertexArrayLayout type = types[i];
            VertexArray a = data[i];
            switch (type) {
                case POSITION:
                    values(out, IqeCommand.POSITION, a, v, 4, false, 0, 0, 0, 1);
                    break;
                case TEXCOORD:
                    values(out, IqeCommand.TEXCOORD, a, v, 2, false, 0, 0);
                    break;
                case NORMAL:
                    values(out, IqeCommand.NORMAL, a, v, 3, true, 0, 0, 0);
                    break;
                case TANGENT:
                    if (!skipTangents) {
                        values(out, IqeCommand.TANGENT, a, v, 4, true, 0, 0, 0, 1);
                    }
                    break;
                case BLEND_INDEXES:
                    break;
                case BLEND_WEIGHTS:
                    rescaled = blend(out, blendIndexes, a, v);
                    break;
                case COLOR:
                    values(out, IqeCommand.COLOR, a, v, 4, true, 0, 0, 0, 1);
                    break;
                default:
                    values(out, IqeCommand.custom(type.ordinal() - IqeVertexArrayLayout.CUSTOM0.ordinal()), a, v, 4,
                            false, 0, 0, 0, 0);
                    break;
            }
        }
        return rescaled;
    }

    /** One attribute command with the array's values, or {@code defaults} when the mesh lacks it. */
    private static void values(IqeDocument.Builder out, IqeCommand c, VertexArray a, int v, int max,
            boolean normalized, float... defaults) {
        out.command(c);
        if (a == null) {
            for (float d : defaults) {
                out.addFloat(d);
            }
            return;
        }
        int n = Math.min(a.size(), max);
        if (a.descriptor().component() == ComponentType.FLOAT) {
            // the common case, read directly: floats are never normalized
            for (int k = 0; k < n; k++) {
                out.addFloat(a.getFloat(v, k));
            }
            return;
        }
        for (int k = 0; k < n; k++) {
            out.addFloat((float) (normalized ? a.getNormalized(v, k) : a.getDouble(v, k)));
        }
    }

    /** Vertex {@code v}'s joint and weight pairs; true if its weights read back rescaled. */
    private static boolean blend(IqeDocument.Builder out, VertexArray indexes, VertexArray weights, int v) {
        out.command(IqeCommand.BLEND);
        if (indexes == null || weights == null) {
            return false;
        }
        int n = Math.min(indexes.size(), weights.size());
        for (int s = 0; s < n; s++) {
            float w = (float) weights.getNormalized(v, s);
            if (w > 0) {
                out.addInt((int) Math.max(0, Math.min(Integer.MAX_VALUE, indexes.getLong(v, s)))).addFloat(w);
            }
        }
        return rescaledOnReading(weights, v, n);
    }

    /**
     * Whether vertex {@code v}'s weights read back other than they are: the reader scales them to
     * sum to 1 ({@link IqeBlend}), which changes nothing when they already do in their own type.
     */
    private static boolean rescaledOnReading(VertexArray weights, int v, int n) {
        // Slots by weight, largest first, ties in slot order: a stable insertion sort, since
        // there are a handful of slots and this runs for every vertex.
        int[] order = new int[n];
        double[] weight = new double[n];
        for (int s = 0; s < n; s++) {
            double w = weights.getNormalized(v, s);
            int at = s;
            while (at > 0 && Double.compare(weight[at - 1], w) < 0) {
                order[at] = order[at - 1];
                weight[at] = weight[at - 1];
                at--;
            }
            order[at] = s;
            weight[at] = w;
        }
        float[] sorted = new float[n];
        double total = 0;
        for (int s = 0; s < n; s++) {
            sorted[s] = (float) weight[s];
            total += sorted[s] > 0 ? sorted[s] : 0;
        }
        if (!(total > 0) || !Double.isFinite(total)) {
            return false;
        }
        float[] back = new float[n];
        for (int s = 0; s < n; s++) {
            back[s] = sorted[s] > 0 ? (float) (sorted[s] / total) : 0;
        }
        ComponentType t = weights.descriptor().component();
        if (t.isInteger()) {
            long[] q = IqeBlend.quantize(back, 0, n, t.maxValue());
            for (int s = 0; s < n; s++) {
                if (q[s] != weights.getLong(v, order[s])) {
                    return true;
                }
            }
            return false;
        }
        VertexArray.Builder one = new VertexArray.Builder(weights.descriptor(), 1);
        for (int s = 0; s < n; s++) {
            one.set(0, s, back[s]);
        }
        VertexArray read = one.build();
        for (int s = 0; s < n; s++) {
            // a float a last bit off is not worth a report (the harness compares at float precision)
            double x = read.getDouble(0, s);
            double y = weights.getDouble(v, order[s]);
            if (!(Math.abs(x - y) <= 0x1p-23 * Math.max(Math.abs(x), Math.abs(y)))) {
                return true;
            }
        }
        return false;
    }

    private void animation(Animation a) {
        doc.command(IqeCommand.ANIMATION).addString(name(a.name(), "animation", LossScope.of("animations")));
        doc.command(IqeCommand.FRAMERATE).addFloat(a.framerate());
        if (a.loop()) {
            doc.command(IqeCommand.LOOP);
        }
        if (a.jointCount() == 0 && a.frameCount() > 0) {
            loss("animation \"" + a.name() + "\" has " + a.frameCount()
                    + " frames without poses; IQE has no empty frames", LossScope.of("animations"));
            return;
        }
        for (int f = 0; f < a.frameCount(); f++) {
            doc.command(IqeCommand.FRAME);
            for (int j = 0; j < a.jointCount(); j++) {
                pose(a.pose(f, j));
            }
        }
    }

    /** {@code pq} with an explicit w; the scale only when it is not 1. */
    private void pose(Transform t) {
        doc.command(IqeCommand.POSE_QUATERNION);
        boolean unitScale = t.sx() == 1 && t.sy() == 1 && t.sz() == 1;
        int n = unitScale ? 7 : Transform.CHANNELS;
        for (int c = 0; c < n; c++) {
            doc.addFloat(t.channel(c));
        }
    }

    private String name(String name, String what, LossScope scope) {
        if (IqeNames.isQuotable(name)) {
            return name;
        }
        loss(what + " names with double quotes or line breaks: IQE cannot quote them; quotes became"
                + " apostrophes, line breaks spaces", scope);
        return IqeNames.quotable(name);
    }

    private void loss(String message, LossScope scope) {
        if (reported.add(message)) {
            losses.lost(LOSS, message, scope);
        }
    }
}
