package io.meshport.engines.internal.iqm;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.edit.AnimationEdits;
import io.meshport.model.edit.ModelEdits;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a converter changes so that an IQM engine loads a model (the "converter" column of
 * {@code docs/engines.md}), as much as each engine asks: empty meshes left out; the standard
 * arrays in the layouts the loaders take (position and normal float×3, texcoord float×2, tangent
 * float×4, colour ubyte×4); wider component types the loader refuses made float; texture
 * coordinates and rigid weights added where a loader requires them; meshes split at 16-bit index
 * limits. Blend data is the IQM writer's (bytes by default). Each change is one conversion line
 * naming the rule it meets.
 *
 * @param engine the profile's name, for messages
 * @param emptyMeshes the rule that drops or refuses empty meshes, or null
 * @param layouts the rule on the standard arrays' layouts, or null
 * @param colourFloat4 whether colour float×4 is taken as well as ubyte×4
 * @param wideFormats the rule refusing short, ushort, half and double arrays (custom ones too), or null
 * @param texcoords the rule requiring texture coordinates, or null
 * @param rigidWhenJointed the rule requiring blend data in a file with joints or animations, or null
 * @param rigidWhenAnimated the rule requiring blend data in a file with animations, or null
 * @param meshVertexLimit the most vertices a mesh may index, or 0 for no limit
 * @param splitRule the rule of that limit
 * @param meshesRequired the rule refusing a file without meshes, or null
 * @param framesNeedJoints the rule on an animation-only file without joints, or null
 * @param scaleRule the rules refusing a joint's scale (in the bind pose or a frame), or null
 * @param refusedScale which scales those rules refuse (x, y, z), or null
 */
record IqmFits(String engine, String emptyMeshes, String layouts, boolean colourFloat4, String wideFormats,
        String texcoords, String rigidWhenJointed, String rigidWhenAnimated, int meshVertexLimit, String splitRule,
        String meshesRequired, String framesNeedJoints, String scaleRule, ScaleTest refusedScale) {

    /** Which joint scales an engine refuses. */
    @FunctionalInterface
    interface ScaleTest {
        boolean refuses(float x, float y, float z);
    }

    /** The fits of an engine that takes every joint scale. */
    IqmFits(String engine, String emptyMeshes, String layouts, boolean colourFloat4, String wideFormats,
            String texcoords, String rigidWhenJointed, String rigidWhenAnimated, int meshVertexLimit, String splitRule,
            String meshesRequired, String framesNeedJoints) {
        this(engine, emptyMeshes, layouts, colourFloat4, wideFormats, texcoords, rigidWhenJointed, rigidWhenAnimated,
                meshVertexLimit, splitRule, meshesRequired, framesNeedJoints, null, null);
    }

    /** {@code model} changed as this engine needs, each change reported to {@code changes}. */
    Model fitted(Model model, Diagnostics changes) throws ModelFormatException {
        Set<String> done = new LinkedHashSet<>();
        List<Mesh> meshes = new ArrayList<>();
        int empty = 0;
        boolean jointed = !model.joints().isEmpty() || !model.animations().isEmpty();
        for (Mesh mesh : model.meshes()) {
            if (emptyMeshes != null && (mesh.vertexCount() == 0 || mesh.triangleCount() == 0)) {
                empty++;
                continue;
            }
            meshes.add(mesh(mesh, jointed, !model.animations().isEmpty(), done));
        }
        if (empty > 0) {
            done.add(empty + " empty mesh" + (empty == 1 ? "" : "es") + " left out (" + emptyMeshes + ")");
        }
        if (meshesRequired != null && meshes.isEmpty()) {
            throw ModelFormatException.inSource(null, engine + " refuses a file without meshes (" + meshesRequired
                    + (model.animations().isEmpty() ? "), and this model has none with triangles"
                            : "): it takes animations only from the model's own file, so convert the mesh with its"
                                    + " animations (meshport convert mesh.iqe anim.iqe ... out.iqm)"));
        }
        if (framesNeedJoints != null && meshes.isEmpty() && model.joints().isEmpty()
                && !model.animations().isEmpty()) {
            throw ModelFormatException.inSource(null, engine + " writes past its pose buffer on frames without joints ("
                    + framesNeedJoints + "): convert the animations with their mesh, or from a file that has the"
                    + " skeleton");
        }
        Model fitted = model.toBuilder().meshes(meshes).build();
        if (meshVertexLimit > 0) {
            long split = fitted.meshes().stream().filter(m -> m.vertexCount() > meshVertexLimit).count();
            if (split > 0) {
                fitted = ModelEdits.splitMeshes(meshVertexLimit, 0).apply(fitted, "iqm", Diagnostics.discarding());
                done.add(split + " mesh" + (split == 1 ? "" : "es") + " of more than " + meshVertexLimit
                        + " vertices split (" + splitRule + ")");
            }
        }
        if (refusedScale != null && refusesAScale(fitted)) {
            // the scale moved into the children's translations: joints stay where they were; what that
            // cannot keep of the skin (animated or non-uniform scale) is said by the edit
            Diagnostics removal = new Diagnostics();
            fitted = AnimationEdits.removeJointScale().apply(fitted, "iqm", removal);
            done.add("joint scale the engine refuses removed (" + scaleRule + "): " + String.join("; ",
                    removal.all().stream().map(Diagnostic::message).toList()));
        }
        for (String change : done) {
            changes.converted("iqm", "for " + engine + ": " + change);
        }
        return fitted;
    }

    /** Whether a joint's scale in the bind pose or a frame is one the engine refuses. */
    private boolean refusesAScale(Model model) {
        for (Joint j : model.joints()) {
            if (refusedScale.refuses(j.basePose().sx(), j.basePose().sy(), j.basePose().sz())) {
                return true;
            }
        }
        for (Animation a : model.animations()) {
            for (int f = 0; f < a.frameCount(); f++) {
                for (int j = 0; j < a.jointCount(); j++) {
                    Transform t = a.pose(f, j);
                    if (refusedScale.refuses(t.sx(), t.sy(), t.sz())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private Mesh mesh(Mesh mesh, boolean jointed, boolean animated, Set<String> done) {
        Mesh.Builder b = mesh.toBuilder();
        for (VertexArray a : mesh.arrays()) {
            VertexArray changed = inEngineLayout(a);
            if (changed != a) {
                done.add(name(a) + " as " + Capabilities.Layout.of(a.descriptor()) + " written as "
                        + Capabilities.Layout.of(changed.descriptor())
                        + " (" + (standard(a) ? layouts : wideFormats) + ")");
                b.putArray(changed);
            }
        }
        int n = mesh.vertexCount();
        if (texcoords != null && n > 0 && mesh.array(AttributeKind.TEXCOORD).isEmpty()) {
            b.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                    new float[2 * n]));
            done.add("texture coordinates (zeros) added where a mesh had none (" + texcoords + ")");
        }
        String rigid = rigidWhenJointed != null && jointed ? rigidWhenJointed
                : rigidWhenAnimated != null && animated ? rigidWhenAnimated : null;
        if (rigid != null && n > 0 && (mesh.array(AttributeKind.BLEND_INDEXES).isEmpty()
                || mesh.array(AttributeKind.BLEND_WEIGHTS).isEmpty())) {
            int[] indexes = new int[4 * n];
            int[] weights = new int[4 * n];
            for (int v = 0; v < n; v++) {
                weights[4 * v] = 255;
            }
            b.putArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, ComponentType.UBYTE, 4),
                    indexes));
            b.putArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, ComponentType.UBYTE, 4),
                    weights));
            done.add("the vertices of a mesh without weights bound to joint 0 with all their weight, what Daemon"
                    + " makes of such a mesh (" + rigid + ")");
        }
        return b.build();
    }

    /** {@code a} in the layout the engine takes, or {@code a} itself when it takes it already. */
    private VertexArray inEngineLayout(VertexArray a) {
        VertexArrayDescriptor d = a.descriptor();
        if (standard(a)) {
            switch (a.kind()) {
                case POSITION, NORMAL:
                    return a.convert(ComponentType.FLOAT, 3);
                case TEXCOORD:
                    return a.convert(ComponentType.FLOAT, 2);
                case TANGENT:
                    return a.convert(ComponentType.FLOAT, 4, 0, 0, 0, 1);
                case COLOR:
                    return colourFloat4 && d.component() == ComponentType.FLOAT && d.size() == 4 ? a
                            : a.convert(ComponentType.UBYTE, 4, 0, 0, 0, 1);
                default:
                    break;
            }
        }
        boolean wide = d.component() == ComponentType.SHORT || d.component() == ComponentType.USHORT
                || d.component() == ComponentType.HALF || d.component() == ComponentType.DOUBLE;
        boolean blend = a.kind() == AttributeKind.BLEND_INDEXES || a.kind() == AttributeKind.BLEND_WEIGHTS;
        return wideFormats != null && wide && !blend ? a.convert(ComponentType.FLOAT, d.size()) : a;
    }

    /** Whether {@code a} is one of the arrays whose layout the engine fixes (the first set of a standard kind). */
    private boolean standard(VertexArray a) {
        return layouts != null && a.descriptor().set() == 0 && switch (a.kind()) {
            case POSITION, NORMAL, TEXCOORD, TANGENT, COLOR -> true;
            default -> false;
        };
    }

    private static String name(VertexArray a) {
        return a.kind() == AttributeKind.CUSTOM ? "custom array '" + a.descriptor().attributeName() + "'"
                : a.descriptor().attributeName();
    }
}
