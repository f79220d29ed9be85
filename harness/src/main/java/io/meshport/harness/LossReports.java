package io.meshport.harness;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostic;
import io.meshport.io.LossCheck;
import io.meshport.io.Severity;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.FormatExtra;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.SkinnedBounds;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The law that a writer's loss report is exact: it names every part of the model that did not
 * come back, and nothing that did. Each loss names its parts ({@link io.meshport.io.LossScope});
 * the law checks that
 * <ol>
 * <li>every loss names parts, and the model written has each of them;</li>
 * <li>every loss said to be certain shows in what came back: at least one difference
 * ({@link ModelDiff}) lies in one of its parts (a loss whose values only may change need not);</li>
 * <li>with the reported parts taken out of both models, they are the same: nothing else was lost.</li>
 * </ol>
 * The comparison is the target's own: corner by corner for a format that does not keep vertices,
 * meshes joined for a format of one mesh (vertex streams only some meshes have are filled by such a
 * format, as it reports, and are not compared; triangle streams are, NaN where a mesh lacks one or
 * some of its components), values normalised whatever their layout, and what
 * the reader adds of itself (derived streams, its own extras, bounds computed for a model without)
 * left out.
 */
public final class LossReports {
    /** Relative precision of a float: 2^-23. */
    private static final double FLOAT_PRECISION = 0x1p-23;

    private LossReports() {
    }

    /**
     * Fails unless {@code report} names exactly what of {@code written} is not in {@code readBack}.
     *
     * @param writtenModel the model given to the writer, already in the target's conventions
     * @param readAsIs what the target's reader gave back
     * @param report what the writer reported; its {@link Severity#LOSS} entries are checked
     * @param target the target format's capabilities
     * @param tol value tolerances of the trip
     * @param addedByReader extra types the target's reader adds of itself
     */
    public static void assertExact(Model writtenModel, Model readAsIs, List<Diagnostic> report, Capabilities target,
            ModelDiff.Tolerance tol, Set<Class<?>> addedByReader) {
        Model readBack = target.meshNames() ? readAsIs : unnamedStayUnnamed(writtenModel, readAsIs);
        Model written = withoutSilentExtras(writtenModel, readBack);
        List<String> problems = new ArrayList<>();
        Map<Diagnostic, List<ModelPart>> losses = new LinkedHashMap<>();
        for (Diagnostic d : report) {
            if (d.severity() != Severity.LOSS) {
                continue;
            }
            List<ModelPart> parts = new ArrayList<>();
            if (d.scope().paths().isEmpty()) {
                problems.add("the loss \"" + d.message() + "\" names no part of the model");
            }
            for (String path : d.scope().paths()) {
                ModelPart part = ModelPart.parse(path).orElse(null);
                if (part == null) {
                    problems.add("the loss \"" + d.message() + "\" names " + path + ", which is no part of a model");
                } else if (!part.presentIn(written)) {
                    problems.add("the loss \"" + d.message() + "\" names " + path + ", which the model does not have");
                } else {
                    parts.add(part);
                }
            }
            losses.put(d, parts);
        }
        fail(problems);

        Model kept = withoutDroppedMeshes(written, losses);
        boolean joined = target.singleMesh() && kept.meshes().size() > 1;
        // a part of one mesh is looked for in any mesh where meshes were joined (all, or by material)
        boolean anyMesh = joined || target.joinsByMaterial()
                && kept.meshes().stream().map(Mesh::material).distinct().count() < kept.meshes().size();
        // values normalised, at float precision whatever their layout: a byte normal -29 is
        // -29/127, which a float holds to its last bit
        ModelDiff.Tolerance values = new ModelDiff.Tolerance(Math.max(tol.vertex(), FLOAT_PRECISION), tol.pose(),
                tol.bounds(), false);
        Model expected = view(kept, target, joined);
        List<String> shown = paths(ModelDiff.between(expected, Laws.withoutAdded(expected, view(readBack, target, false)),
                values, addedByReader));
        boolean fewerMeshes = readBack.meshes().size() < written.meshes().size();
        losses.forEach((d, parts) -> {
            boolean meshDropped = fewerMeshes && parts.stream().anyMatch(ModelPart::wholeMesh);
            // a stream only some of the joined meshes had is not compared: its loss shows as its absence
            boolean goneUnjoined = joined && parts.stream().anyMatch(part -> part.field().equals("streams")
                    && !part.inJoinedMesh().presentIn(expected) && !part.inJoinedMesh().presentIn(readBack));
            if (d.scope().certain() && !meshDropped && !goneUnjoined && shown.stream().noneMatch(p -> parts.stream()
                    .anyMatch(part -> (anyMesh ? part.inJoinedMesh() : part).covers(p)))) {
                problems.add("the loss \"" + d.message() + "\" is reported, but " + d.scope().paths()
                        + " came back as written");
            }
        });

        if (joined) {
            // and a stream only some meshes had that did not come back must be reported lost
            for (Mesh mesh : kept.meshes()) {
                for (VertexArray a : mesh.arrays()) {
                    ModelPart part = ModelPart.parse("meshes[*].streams." + a.descriptor().attributeName())
                            .orElseThrow();
                    boolean reported = losses.values().stream().flatMap(List::stream)
                            .anyMatch(p -> p.field().equals("streams") && p.key().equals(part.key()));
                    String problem = "not reported lost: " + part.path() + ": dropped";
                    if (!part.presentIn(expected) && !part.presentIn(readBack) && !reported
                            && !problems.contains(problem)) {
                        problems.add(problem);
                    }
                }
            }
        }
        Model writtenRest = written;
        Model backRest = readBack;
        for (List<ModelPart> parts : losses.values()) {
            for (ModelPart part : parts) {
                writtenRest = part.removedFrom(writtenRest);
                if (!part.wholeMesh()) {
                    backRest = (anyMesh ? part.inJoinedMesh() : part).removedFrom(backRest);
                }
            }
        }
        Model expectedRest = view(writtenRest, target, joined);
        Model actualRest = Laws.withoutAdded(expectedRest, view(backRest, target, false));
        if (!target.bounds() && actualRest.frameBounds().isEmpty() && !expectedRest.frameBounds().isEmpty()
                && LossCheck.derivable(written.frameBounds(), SkinnedBounds.of(written))) {
            expectedRest = expectedRest.toBuilder().frameBounds(List.of()).build(); // computed again on demand
        }
        for (String diff : ModelDiff.between(expectedRest, actualRest, values, addedByReader)) {
            problems.add("not reported lost: " + diff);
        }
        fail(problems);
    }

    /**
     * {@code model} without the parts of it that {@code report}'s losses ({@link Severity#LOSS})
     * name: what a trip through a format that reported them can be held to (a whole mesh named
     * lost stays, as a mesh count tells it apart; paths that name no part are ignored).
     */
    public static Model withoutLost(Model model, List<Diagnostic> report) {
        Model m = model;
        for (Diagnostic d : report) {
            if (d.severity() != Severity.LOSS) {
                continue;
            }
            for (String path : d.scope().paths()) {
                ModelPart part = ModelPart.parse(path).orElse(null);
                if (part != null && !part.wholeMesh()) {
                    m = part.removedFrom(m);
                }
            }
        }
        return m;
    }

    /**
     * {@code model} without the extras the target did not keep that say dropping them loses
     * nothing ({@link FormatExtra#lossesElsewhere()} empty: a format's record of its own file).
     */
    private static Model withoutSilentExtras(Model model, Model readBack) {
        Set<Class<?>> keptOnMeshes = new java.util.HashSet<>();
        readBack.meshes().forEach(m -> keptOnMeshes.addAll(m.extras().keySet()));
        Model.Builder b = model.toBuilder();
        model.extras().forEach((type, value) -> {
            if (silent(value) && !readBack.extras().containsKey(type)) {
                b.removeExtra(type);
            }
        });
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder m = mesh.toBuilder();
            mesh.extras().forEach((type, value) -> {
                if (silent(value) && !keptOnMeshes.contains(type)) {
                    m.removeExtra(type);
                }
            });
            meshes.add(m.build());
        }
        return b.meshes(meshes).build();
    }

    private static boolean silent(Object extra) {
        return extra instanceof FormatExtra f && f.lossesElsewhere().isEmpty();
    }

    private static void fail(List<String> problems) {
        if (!problems.isEmpty()) {
            throw new AssertionError("the loss report is not exact:\n  "
                    + String.join("\n  ", problems.subList(0, Math.min(problems.size(), ModelDiff.LIMIT))));
        }
    }

    private static Model withoutDroppedMeshes(Model model, Map<Diagnostic, List<ModelPart>> losses) {
        Model m = model;
        for (List<ModelPart> parts : losses.values()) {
            for (ModelPart part : parts) {
                if (part.wholeMesh()) {
                    m = part.removedFrom(m);
                }
            }
        }
        return m;
    }

    /** The paths of {@link ModelDiff}'s differences ("meshes[0].streams.color[3][1]: 1.0 != 0.5"). */
    private static List<String> paths(List<String> diffs) {
        return diffs.stream().map(d -> d.substring(0, Math.max(0, d.indexOf(": ")))).toList();
    }

    /** {@code model} as the target gives it back: corners, and its meshes joined into one if {@code join}. */
    /**
     * {@code readBack} with each mesh that was written without a name unnamed again: a format that
     * keeps no mesh names may give a mesh that has none a name of its own (SMD: its material's),
     * which loses nothing.
     */
    private static Model unnamedStayUnnamed(Model written, Model readBack) {
        List<Mesh> meshes = new ArrayList<>(readBack.meshes());
        boolean changed = false;
        for (int i = 0; i < Math.min(meshes.size(), written.meshes().size()); i++) {
            if (written.meshes().get(i).name().isEmpty() && !meshes.get(i).name().isEmpty()) {
                meshes.set(i, meshes.get(i).toBuilder().name("").build());
                changed = true;
            }
        }
        return changed ? readBack.toBuilder().meshes(meshes).build() : readBack;
    }

    private static Model view(Model model, Capabilities target, boolean join) {
        Model m = withoutIdleJoints(Laws.comparable(target, model));
        if (!target.keepsVertices()) {
            // a format that keeps triangle corners only has nothing of a mesh without triangles
            m = m.toBuilder().meshes(m.meshes().stream().filter(x -> x.triangleCount() > 0).toList()).build();
        }
        if (join && m.meshes().size() > 1) {
            return joined(m);
        }
        return target.joinsByMaterial() ? joinedByMaterial(m) : m;
    }

    /** {@code model} with the meshes of each material joined into one ({@link #joined}), where the first of them was. */
    private static Model joinedByMaterial(Model model) {
        Map<String, List<Mesh>> byMaterial = new LinkedHashMap<>();
        model.meshes().forEach(m -> byMaterial.computeIfAbsent(m.material(), k -> new ArrayList<>()).add(m));
        if (byMaterial.size() == model.meshes().size()) {
            return model;
        }
        List<Mesh> meshes = new ArrayList<>();
        for (List<Mesh> group : byMaterial.values()) {
            meshes.add(group.size() == 1 ? group.get(0)
                    : joined(model.toBuilder().meshes(group).build()).meshes().get(0));
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /**
     * {@code model} with the joint of every blend slot of weight 0 as 0: a joint that has no
     * influence is not part of the model, and a writer need not keep it (IQE writes no pair for it).
     */
    private static Model withoutIdleJoints(Model model) {
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            VertexArray indexes = mesh.array(AttributeKind.BLEND_INDEXES).orElse(null);
            VertexArray weights = mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
            if (indexes == null || weights == null) {
                meshes.add(mesh);
                continue;
            }
            VertexArray.Builder b = new VertexArray.Builder(indexes.descriptor(), indexes.vertexCount());
            for (int v = 0; v < indexes.vertexCount(); v++) {
                for (int c = 0; c < indexes.size(); c++) {
                    boolean idle = c < weights.size() && weights.getNormalized(v, c) == 0;
                    b.set(v, c, idle ? 0 : indexes.getDouble(v, c));
                }
            }
            meshes.add(mesh.toBuilder().putArray(b.build()).build());
        }
        return model.toBuilder().meshes(meshes).build();
    }

    /**
     * The meshes (corner by corner already, or sharing no vertex) as one: corners one after the
     * other, the streams every mesh has, as doubles; name and material of the first; the extras
     * of all.
     */
    static Model joined(Model model) {
        List<Mesh> meshes = model.meshes();
        int vertices = 0;
        int triangles = 0;
        for (Mesh m : meshes) {
            vertices += m.vertexCount();
            triangles += m.triangleCount();
        }
        Mesh first = meshes.get(0);
        Mesh.Builder b = Mesh.builder(common(meshes.stream().map(Mesh::name).toList()))
                .material(common(meshes.stream().map(Mesh::material).toList())).vertexCount(vertices);
        int[] corners = new int[3 * triangles];
        int base = 0;
        int at = 0;
        for (Mesh m : meshes) {
            for (int c : m.triangleIndices()) {
                corners[at++] = base + c;
            }
            base += m.vertexCount();
        }
        b.triangles(corners);
        for (VertexArray a : first.arrays()) {
            List<VertexArray> parts = meshes.stream().map(m -> m.array(a.descriptor().attributeName()).orElse(null))
                    .toList();
            if (parts.stream().allMatch(p -> p != null && p.size() == a.size())) {
                b.addArray(concatenated(a.descriptor(), parts));
            }
        }
        // a triangle stream some meshes lack, or hold with fewer components, is NaN there: no target
        // fills one, so it is compared whatever its layout in each mesh, and its loss shows
        Map<String, VertexArray> triangleStreams = new LinkedHashMap<>();
        meshes.forEach(m -> m.triangleStreams().forEach(t -> triangleStreams.putIfAbsent(t.descriptor().attributeName(), t)));
        for (VertexArray s : triangleStreams.values()) {
            b.addTriangleStream(padded(s.descriptor(), meshes, triangles));
        }
        for (int i = meshes.size() - 1; i >= 0; i--) {
            meshes.get(i).extras().forEach((type, value) -> put(b, type, value));
        }
        return model.toBuilder().meshes(List.of(b.build())).build();
    }

    /** The one value all meshes have, else all of them with "|" between: no format's value. */
    private static String common(List<String> values) {
        return values.stream().distinct().count() == 1 ? values.get(0) : String.join("|", values);
    }

    /**
     * The triangle stream named as {@code d} of all {@code meshes} ({@code triangles} in all), one
     * mesh's after the other, as doubles of the most components any mesh has; NaN where a mesh
     * lacks the stream or a component.
     */
    private static VertexArray padded(VertexArrayDescriptor d, List<Mesh> meshes, int triangles) {
        String name = d.attributeName();
        int size = meshes.stream().flatMap(m -> m.triangleStream(name).stream()).mapToInt(VertexArray::size).max()
                .orElse(d.size());
        double[] values = new double[triangles * size];
        java.util.Arrays.fill(values, Double.NaN);
        int base = 0;
        for (Mesh m : meshes) {
            VertexArray s = m.triangleStream(name).orElse(null);
            for (int t = 0; s != null && t < s.vertexCount(); t++) {
                for (int c = 0; c < s.size(); c++) {
                    values[(base + t) * size + c] = s.getNormalized(t, c);
                }
            }
            base += m.triangleCount();
        }
        return VertexArray.ofDoubles(wide(d, size), values);
    }

    @SuppressWarnings("unchecked")
    private static <T> void put(Mesh.Builder b, Class<T> type, Object value) {
        b.extra(type, (T) value);
    }

    private static VertexArray concatenated(VertexArrayDescriptor d, List<VertexArray> parts) {
        int size = d.size();
        int count = parts.stream().mapToInt(VertexArray::vertexCount).sum();
        double[] values = new double[count * size];
        int at = 0;
        for (VertexArray p : parts) {
            for (int v = 0; v < p.vertexCount(); v++) {
                for (int c = 0; c < size; c++) {
                    values[at++] = p.getNormalized(v, c);
                }
            }
        }
        return VertexArray.ofDoubles(wide(d, size), values);
    }

    /** {@code d} as doubles of {@code size} components. */
    private static VertexArrayDescriptor wide(VertexArrayDescriptor d, int size) {
        return d.customName() != null ? VertexArrayDescriptor.custom(d.customName(), ComponentType.DOUBLE, size)
                : VertexArrayDescriptor.of(d.kind(), d.set(), ComponentType.DOUBLE, size);
    }
}
