package io.meshport.io;

import io.meshport.io.Capabilities.Layout;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.FormatExtra;
import io.meshport.model.Handedness;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.SourceInfo;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Winding;
import io.meshport.model.derive.RecordedBounds;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The one loss check every writer runs: compares a model with the {@link Capabilities} its format
 * declares and reports, once per kind of loss, what the file will not hold — streams, sets and
 * layouts, triangle streams, skeleton, animations, bounds, comment, names, conventions, and extras
 * (each extra says itself what dropping it loses). Nothing is dropped silently. A format reports
 * only what this check cannot know (IQE's quoting rules, say) itself. Each loss names the parts of
 * the model it is about ({@link LossScope}), so that a test can hold the report to what came back.
 */
public final class LossCheck {
    private final String format;
    private final Capabilities caps;
    /** Whether the model's per-frame bounds are skinning's ({@link RecordedBounds#derived(Model)}), asked only when needed. */
    private final BooleanSupplier boundsDerived;
    private final Map<String, LossScope> found = new LinkedHashMap<>();

    private LossCheck(String format, Capabilities caps, BooleanSupplier boundsDerived) {
        this.format = format;
        this.caps = caps;
        this.boundsDerived = boundsDerived;
    }

    /** What writing {@code model} as {@code format} loses, one message per kind of loss. */
    public static List<String> losses(Model model, ModelFormat format) {
        return losses(model, format.name(), format.capabilities());
    }

    /** What a format called {@code formatName} with {@code caps} loses of {@code model}. */
    public static List<String> losses(Model model, String formatName, Capabilities caps) {
        return List.copyOf(scoped(model, formatName, caps).keySet());
    }

    /** {@link #losses}, each with the parts of the model it is about. */
    public static Map<String, LossScope> scoped(Model model, String formatName, Capabilities caps) {
        return scoped(model, formatName, caps, () -> RecordedBounds.derived(model));
    }

    /**
     * {@link #scoped(Model, String, Capabilities)} with whether {@code model}'s per-frame bounds are
     * what skinning it gives answered by {@code boundsDerived} (asked only when the format cannot
     * hold them): for a writer that asked {@link RecordedBounds#derived(Model)}, the check's one
     * long question, beside its other work before it had the model checked here.
     */
    public static Map<String, LossScope> scoped(Model model, String formatName, Capabilities caps,
            BooleanSupplier boundsDerived) {
        LossCheck check = new LossCheck(formatName, caps, boundsDerived);
        check.model(model);
        return java.util.Collections.unmodifiableMap(check.found);
    }

    /** Reports {@link #losses} as losses ({@link Severity#LOSS}) from {@code formatName} to {@code diagnostics}. */
    public static void report(Model model, String formatName, Capabilities caps, Diagnostics diagnostics) {
        scoped(model, formatName, caps).forEach((message, scope) -> diagnostics.lost(formatName, message, scope));
    }

    private void model(Model model) {
        for (int i = 0; i < model.meshes().size(); i++) {
            mesh(model.meshes().get(i), i);
        }
        if (!model.joints().isEmpty() && !caps.skeleton()) {
            loss("the skeleton (" + model.joints().size() + " joints) is not stored in " + format,
                    LossScope.of("joints"));
        }
        if (!model.joints().isEmpty() && caps.skeleton() && !caps.jointScale()) {
            model.joints().stream().filter(j -> scaled(j.basePose())).findFirst().ifPresent(j -> loss(
                    "joint scale is not stored in " + format + " (joint " + j.name() + " is scaled)",
                    LossScope.of("joints")));
        }
        if (!model.animations().isEmpty() && caps.animations() && !caps.jointScale()) {
            model.animations().stream().filter(LossCheck::scales).findFirst().ifPresent(a -> loss(
                    "joint scale in animations is not stored in " + format + " (animation " + a.name() + " scales)",
                    LossScope.of("animations")));
        }
        if (!model.animations().isEmpty() && !caps.animations()) {
            loss(model.animations().size() + " animation(s) are not stored in " + format, LossScope.of("animations"));
        }
        if (!model.frameBounds().isEmpty() && !caps.bounds() && !boundsDerived.getAsBoolean()) {
            loss("per-frame bounds are not stored in " + format + " (and differ from what skinning the model gives)",
                    LossScope.of("frameBounds"));
        }
        if (model.comment().isPresent() && !caps.comment()) {
            loss("the comment is not stored in " + format, LossScope.of("comment"));
        }
        conventions(model.conventions());
        extras(model.extras(), -1, "");
    }

    private static boolean scaled(Transform t) {
        return t.sx() != 1 || t.sy() != 1 || t.sz() != 1;
    }

    private static boolean scales(Animation a) {
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < a.jointCount(); j++) {
                if (scaled(a.pose(f, j))) {
                    return true;
                }
            }
        }
        return false;
    }

    private void mesh(Mesh mesh, int index) {
        if (!caps.keepsVertices() && mesh.triangleCount() == 0) {
            return; // a format of triangle corners keeps nothing of it: the format says so of the whole mesh
        }
        for (VertexArray a : mesh.arrays()) {
            stream(a.descriptor());
        }
        for (VertexArray a : mesh.triangleStreams()) {
            VertexArrayDescriptor d = a.descriptor();
            String path = LossScope.meshPath(-1, "triangleStreams." + d.attributeName());
            if (caps.triangleStreamLayouts().isEmpty()) {
                loss("per-triangle stream '" + d.attributeName() + "' is not stored in " + format, LossScope.of(path));
            } else if (!heldExactly(d, caps.triangleStreamLayouts())) {
                loss("per-triangle stream '" + d.attributeName() + "' as " + Layout.of(d) + ": " + format
                        + " stores " + described(caps.triangleStreamLayouts()) + " and the values may change",
                        LossScope.maybe(path));
            }
        }
        if (!caps.materials() && !mesh.material().isEmpty()) {
            loss("materials are not stored in " + format, LossScope.of(LossScope.meshPath(-1, "material")));
        }
        if (!caps.meshNames() && !mesh.name().isEmpty()) {
            // maybe: a format that names meshes its own way (SMD, after the material) may give one its name back
            loss("mesh names are not stored in " + format, LossScope.maybe(LossScope.meshPath(-1, "name")));
        }
        extras(mesh.extras(), index, mesh.name());
    }

    private void stream(VertexArrayDescriptor d) {
        AttributeKind kind = d.kind();
        String name = kind == AttributeKind.CUSTOM ? "custom stream '" + d.attributeName() + "'" : d.attributeName();
        String path = LossScope.meshPath(-1, "streams." + d.attributeName());
        if (!caps.holds(kind) && caps.required().contains(kind)) {
            // the reader derives it again (MD5's smoothed normals): what comes back may be what was written
            loss(name + " is not stored in " + format + ": its reader derives it again", LossScope.maybe(path));
        } else if (!caps.holds(kind)) {
            loss(name + " is not stored in " + format, LossScope.of(path));
        } else if (d.set() >= caps.sets(kind)) {
            loss(name + " (" + kind.word() + " set " + d.set() + ") is not stored: " + format + " holds "
                    + caps.sets(kind) + " " + kind.word() + " set(s)", LossScope.of(path));
        } else if (!heldExactly(d, caps.layoutsOf(kind))) {
            loss(name + " as " + Layout.of(d) + ": " + format + " stores " + described(caps.layoutsOf(kind))
                    + " and the values may change", LossScope.maybe(path));
        }
    }

    private void conventions(Conventions c) {
        Conventions f = caps.conventions();
        if (c.up() != Axis.UNKNOWN && f.up() != Axis.UNKNOWN && c.up() != f.up()) {
            loss("the model is " + word(c.up()) + "; " + format + " files are " + word(f.up())
                    + " and the axes are not converted", LossScope.of("conventions"));
        }
        if (c.handedness() != Handedness.UNKNOWN && f.handedness() != Handedness.UNKNOWN
                && c.handedness() != f.handedness()) {
            loss("the model is " + word(c.handedness()) + "-handed; " + format + " files are "
                    + word(f.handedness()) + "-handed and the model is not mirrored", LossScope.of("conventions"));
        }
        if (c.frontFace() != Winding.UNKNOWN && f.frontFace() != Winding.UNKNOWN && c.frontFace() != f.frontFace()) {
            loss("the model's front faces wind " + word(c.frontFace()) + "; " + format + " reads them "
                    + word(f.frontFace()) + " and the triangles are not reversed", LossScope.of("conventions"));
        }
    }

    /**
     * The extras of mesh {@code mesh} (named {@code meshName}), or of the model when {@code mesh}
     * is -1. An unnamed mesh (a PIE level, a VIF file's one mesh) is named by its place, in the
     * word its extra uses: "level 2".
     */
    private void extras(Map<Class<?>, Object> extras, int mesh, String meshName) {
        extras.forEach((type, value) -> {
            if (type == SourceInfo.class || caps.extras().contains(type)
                    || caps.codecExtras() && ExtraCodecs.forType(type).isPresent()) {
                return;
            }
            String path = mesh < 0 ? "extras." + type.getSimpleName()
                    : LossScope.meshPath(mesh, "extras." + type.getSimpleName());
            String owner = mesh < 0 ? "" : !meshName.isEmpty() ? "mesh \"" + meshName + "\""
                    : (value instanceof FormatExtra f ? f.meshNoun() : "mesh") + " " + (mesh + 1);
            if (value instanceof FormatExtra extra) {
                // the extra says itself what dropping it loses (maybe nothing)
                for (String item : extra.lossesElsewhere()) {
                    loss(ofOwner(item, owner) + ": not representable in " + format + ", dropped", LossScope.of(path));
                }
            } else {
                loss((owner.isEmpty() ? "the model's" : owner) + " extra " + type.getSimpleName()
                        + ": not representable in " + format + ", dropped", LossScope.of(path));
            }
        });
    }

    /** "PIE connectors (3 points)" of "level 2" is "PIE connectors of level 2 (3 points)". */
    private static String ofOwner(String item, String owner) {
        if (owner.isEmpty()) {
            return item;
        }
        int detail = item.endsWith(")") ? item.lastIndexOf(" (") : -1;
        return detail < 0 ? item + " of " + owner
                : item.substring(0, detail) + " of " + owner + item.substring(detail);
    }

    /**
     * Whether bounds are what skinning the model gives anyway (as after IQE → IQM, whose writer
     * computes them), so that dropping them loses nothing: {@link RecordedBounds#derived(List, List)},
     * which the check itself asks of a model ({@link RecordedBounds#derived(Model)}) so as to skin
     * as few frames as the answer needs.
     */
    public static boolean derivable(List<Bounds> given, List<Bounds> computed) {
        return RecordedBounds.derived(given, computed);
    }

    /** Whether some held layout has at least the stream's components, of a type holding every value of its type. */
    static boolean heldExactly(VertexArrayDescriptor d, List<Layout> held) {
        for (Layout l : held) {
            if (l.size() >= d.size() && widens(d.component(), l.component())) {
                return true;
            }
        }
        return false;
    }

    /** Whether every value of {@code from} is a value of {@code to}. */
    static boolean widens(ComponentType from, ComponentType to) {
        if (from == to || to == ComponentType.DOUBLE) {
            return true;
        }
        return switch (from) {
            case BYTE -> to == ComponentType.SHORT || to == ComponentType.INT || to == ComponentType.HALF
                    || to == ComponentType.FLOAT;
            case UBYTE -> to == ComponentType.SHORT || to == ComponentType.USHORT || to == ComponentType.INT
                    || to == ComponentType.UINT || to == ComponentType.HALF || to == ComponentType.FLOAT;
            case SHORT -> to == ComponentType.INT || to == ComponentType.FLOAT;
            case USHORT -> to == ComponentType.INT || to == ComponentType.UINT || to == ComponentType.FLOAT;
            case HALF -> to == ComponentType.FLOAT;
            default -> false;
        };
    }

    /**
     * Layouts for a message, components with the same sizes together: "float×3", "ubyte or
     * float×4", "byte, ubyte, short, ushort, half or float×1–4".
     */
    static String described(List<Layout> layouts) {
        Map<ComponentType, java.util.SortedSet<Integer>> sizes = new LinkedHashMap<>();
        for (Layout l : layouts) {
            sizes.computeIfAbsent(l.component(), c -> new java.util.TreeSet<>()).add(l.size());
        }
        Map<String, List<String>> bySizes = new LinkedHashMap<>();
        sizes.forEach((component, s) -> bySizes.computeIfAbsent(sizesWord(s), k -> new java.util.ArrayList<>())
                .add(component.word()));
        List<String> parts = new java.util.ArrayList<>();
        bySizes.forEach((s, components) -> {
            String names = components.size() == 1 ? components.get(0)
                    : String.join(", ", components.subList(0, components.size() - 1)) + " or "
                            + components.get(components.size() - 1);
            parts.add(names + "×" + s);
        });
        return String.join("; ", parts);
    }

    private static String sizesWord(java.util.SortedSet<Integer> s) {
        if (s.size() > 2 && s.last() - s.first() == s.size() - 1) {
            return s.first() + "–" + s.last();
        }
        return String.join(",", s.stream().map(String::valueOf).toList());
    }

    private static String word(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private void loss(String message, LossScope scope) {
        found.putIfAbsent(message, scope);
    }
}
