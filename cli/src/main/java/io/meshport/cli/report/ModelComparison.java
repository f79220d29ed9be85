package io.meshport.cli.report;

import io.meshport.harness.ModelDiff;
import io.meshport.io.ModelFormat;
import io.meshport.iqm.IqmExtras;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.ConventionConversion;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code meshport diff} compares: two models as the harness's {@link ModelDiff} compares them,
 * once they are comparable. B is turned into A's conventions when both say theirs and they
 * differ, so that an IQE and the PIE made of it compare by what they show, not by their axes. A
 * format's own record of its file (IQM's header extras, VIF's hierarchy), an extra only one of the
 * two formats has at all, is no difference when only that side holds it: it says how the file
 * was written, not what the model is. {@code allExtras} compares them anyway. Frame bounds are
 * compared unless one side's format holds none: they are derived data a writer computes.
 */
public final class ModelComparison {
    /** One difference: where in the model (as {@link ModelDiff} names it) and what differs there. */
    public record Difference(String path, String message) {
        static Difference of(String line) {
            int colon = line.indexOf(": ");
            return colon < 0 ? new Difference(line, "") : new Difference(line.substring(0, colon),
                    line.substring(colon + 2));
        }

        @Override
        public String toString() {
            return message.isEmpty() ? path : path + ": " + message;
        }
    }

    /** The notes on what was done to compare (conventions), and the differences, first first. */
    public record Result(List<String> notes, List<Difference> differences) {
    }

    private ModelComparison() {
    }

    static Result compare(Model a, ModelFormat aFormat, Model b, ModelFormat bFormat, ModelDiff.Tolerance tolerance,
            boolean allExtras) {
        return compare(a, aFormat, b, bFormat, tolerance, allExtras, true);
    }

    /**
     * The comparison; without {@code derived}, what a writer derives from the rest (frame bounds, IQM's
     * adjacency table) is left out: two files of the same model may hold it computed differently, or
     * one not at all, and it is no difference in the model.
     */
    public static Result compare(Model a, ModelFormat aFormat, Model b, ModelFormat bFormat,
            ModelDiff.Tolerance tolerance, boolean allExtras, boolean derived) {
        List<String> notes = new ArrayList<>();
        if (!derived) {
            a = withoutDerived(a);
            b = withoutDerived(b);
        }
        if (a.conventions().isKnown() && b.conventions().isKnown()) {
            if (!a.conventions().equals(b.conventions())) {
                notes.add("B converted from " + b.conventions() + " (" + bFormat.name() + ") to A's "
                        + a.conventions() + " (" + aFormat.name() + ") before comparing");
                b = ConventionConversion.convert(b, a.conventions());
            }
        } else if (!a.conventions().equals(b.conventions())) {
            // a model that does not say its axes cannot be turned; compare its numbers as they are
            notes.add("conventions not compared: " + (a.conventions().isKnown() ? "B" : "A")
                    + " does not record its own; values compared as they are");
            b = b.toBuilder().conventions(a.conventions()).build();
        }
        if (a.frameBounds().isEmpty() != b.frameBounds().isEmpty()
                && !(aFormat.capabilities().bounds() && bFormat.capabilities().bounds())) {
            // bounds are derived from the vertices and poses: a writer computes them where its format
            // has them (the IQM compiler does), so their absence where a format has none says nothing
            String none = aFormat.capabilities().bounds() ? bFormat.name() : aFormat.name();
            notes.add("frame bounds not compared: " + none + " files hold none");
            a = a.toBuilder().frameBounds(List.of()).build();
            b = b.toBuilder().frameBounds(List.of()).build();
        }
        if (!allExtras) {
            Set<Class<?>> own = formatsOwn(aFormat, bFormat);
            Model strippedA = withoutExtrasOnlyIn(a, b, own);
            b = withoutExtrasOnlyIn(b, a, own);
            a = strippedA;
        }
        List<Difference> differences = new ArrayList<>();
        for (String line : ModelDiff.between(a, b, tolerance)) {
            differences.add(Difference.of(line));
        }
        return new Result(notes, differences);
    }

    /** {@code m} without frame bounds and IQM's adjacency table. */
    private static Model withoutDerived(Model m) {
        Model.Builder b = m.toBuilder().frameBounds(List.of());
        m.extra(IqmExtras.class).ifPresent(x -> b.extra(IqmExtras.class, new IqmExtras(x.headerFlags(),
                x.vertexArrayFlags(), new int[0], 0, x.poseParents(), x.comment(), x.extensions())));
        return b.build();
    }

    /** The extra types one of the two formats holds and the other does not. */
    private static Set<Class<?>> formatsOwn(ModelFormat aFormat, ModelFormat bFormat) {
        Set<Class<?>> aOwn = aFormat.capabilities().extras();
        Set<Class<?>> bOwn = bFormat.capabilities().extras();
        Set<Class<?>> own = new HashSet<>();
        aOwn.stream().filter(t -> !bOwn.contains(t)).forEach(own::add);
        bOwn.stream().filter(t -> !aOwn.contains(t)).forEach(own::add);
        return own;
    }

    /** {@code m} without the extras of the types {@code own} that {@code other} lacks at the same place. */
    private static Model withoutExtrasOnlyIn(Model m, Model other, Set<Class<?>> own) {
        Model.Builder b = m.toBuilder();
        onlyHere(m.extras(), other.extras(), own).forEach(b::removeExtra);
        List<Mesh> meshes = new ArrayList<>();
        for (int i = 0; i < m.meshes().size(); i++) {
            Mesh mesh = m.meshes().get(i);
            Map<Class<?>, Object> there = i < other.meshes().size() ? other.meshes().get(i).extras() : Map.of();
            Mesh.Builder mb = mesh.toBuilder();
            onlyHere(mesh.extras(), there, own).forEach(mb::removeExtra);
            meshes.add(mb.build());
        }
        return b.meshes(meshes).build();
    }

    private static List<Class<?>> onlyHere(Map<Class<?>, Object> here, Map<Class<?>, Object> there,
            Set<Class<?>> own) {
        return here.keySet().stream().filter(t -> own.contains(t) && !there.containsKey(t))
                .<Class<?>>map(t -> t).toList();
    }
}
