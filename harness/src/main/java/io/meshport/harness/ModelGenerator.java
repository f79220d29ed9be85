package io.meshport.harness;

import io.meshport.io.Capabilities;
import io.meshport.io.ExtraCodecs;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.math.Quaternion;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Generates valid models that a format with the given {@link Capabilities} can hold. Everything
 * grows with {@code size}: at size 1 a model is one small mesh, so the first failure a property
 * finds is small. Values are drawn so that they survive the format's own storage (for integer
 * component types, integers in range; normals of unit length; unit quaternions).
 */
public final class ModelGenerator {
    private static final int MAX_SETS = 4;
    private static final String NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_-. ";

    private final Capabilities caps;
    private final List<ExtraGenerator<?>> extras;

    /** Models a format with {@code caps} holds, without extras. */
    public ModelGenerator(Capabilities caps) {
        this(caps, List.of());
    }

    /**
     * Models a format with {@code caps} holds, with model and mesh extras drawn from those of
     * {@code extraGenerators} whose type the format holds (natively, or through a codec when it
     * carries codec extras).
     */
    public ModelGenerator(Capabilities caps, List<ExtraGenerator<?>> extraGenerators) {
        this.caps = Objects.requireNonNull(caps, "caps");
        this.extras = extraGenerators.stream().filter(g -> caps.extras().contains(g.type())
                || caps.codecExtras() && ExtraCodecs.forType(g.type()).isPresent()).toList();
    }

    /**
     * A model the format holds, from the choices of {@code s}: more meshes, vertices, joints and
     * frames as {@code size} grows (1 and up), every stream, set and layout the capabilities declare.
     */
    public Model generate(Source s, int size) {
        Model.Builder model = Model.builder().conventions(caps.conventions());
        List<Joint> joints = new ArrayList<>();
        if (caps.skeleton() && s.nextInt(0, 3) > 0) {
            int count = s.nextInt(1, Math.min(250, 1 + size));
            for (int i = 0; i < count; i++) {
                int parent = i == 0 ? -1 : s.nextInt(-1, i - 1);
                joints.add(new Joint(name(s, "joint" + i), parent, pose(s, caps)));
            }
            model.joints(joints);
        }
        int meshes = s.nextInt(caps.skeleton() && !joints.isEmpty() ? 0 : 1, Math.min(8, 1 + size / 4));
        if (caps.singleMesh()) {
            meshes = Math.min(meshes, 1);
        }
        List<VertexArrayDescriptor> shared = streams(s, joints.size());
        List<VertexArrayDescriptor> sharedPerTriangle = triangleStreams(s);
        for (int m = 0; m < meshes; m++) {
            boolean uniform = caps.uniformStreams();
            model.addMesh(mesh(s, size, m, joints.size(), uniform ? shared : streams(s, joints.size()),
                    uniform ? sharedPerTriangle : triangleStreams(s)));
        }
        int frames = 0;
        if (caps.animations() && !joints.isEmpty()) {
            int anims = s.nextInt(0, Math.min(4, 1 + size / 8));
            for (int a = 0; a < anims; a++) {
                int count = s.nextInt(1, Math.min(60, 1 + size));
                List<List<Transform>> poses = new ArrayList<>();
                for (int f = 0; f < count; f++) {
                    List<Transform> frame = new ArrayList<>();
                    for (int j = 0; j < joints.size(); j++) {
                        // mostly the base pose, sometimes moved: real animations leave many channels constant
                        frame.add(s.nextInt(0, 3) == 0 ? pose(s, caps) : joints.get(j).basePose());
                    }
                    poses.add(frame);
                }
                float fps = s.nextBoolean() ? 0 : s.nextInt(1, 120);
                model.addAnimation(Animation.ofFrames(name(s, "anim" + a), fps, s.nextBoolean(), poses));
                frames += count;
            }
        }
        if (caps.bounds() && frames > 0) {
            List<Bounds> bounds = new ArrayList<>();
            for (int f = 0; f < frames; f++) {
                float lo = s.nextFloat(-100, 0), hi = s.nextFloat(0, 100);
                bounds.add(new Bounds(lo, lo, lo, hi, hi, hi, s.nextFloat(0, 150), s.nextFloat(0, 200)));
            }
            model.frameBounds(bounds);
        }
        if (caps.comment() && s.nextBoolean()) {
            model.comment(s.nextString(Math.min(200, 4 * size), "abc xyz\n\t019#\"é"));
        }
        for (ExtraGenerator<?> g : extras) {
            if (s.nextBoolean()) {
                putExtra(model, g, g.generate(s, size, null));
            }
        }
        return model.build();
    }

    private String name(Source s, String fallback) {
        if (!caps.meshNames()) {
            return fallback;
        }
        String n = s.nextString(12, NAME_CHARS).strip();
        return n.isEmpty() ? fallback : n;
    }

    /** The streams a mesh gets: position, optional standard kinds, skinning when there are joints, customs. */
    private List<VertexArrayDescriptor> streams(Source s, int jointCount) {
        List<VertexArrayDescriptor> plan = new ArrayList<>();
        boolean hasTexcoord = false;
        for (AttributeKind kind : AttributeKind.values()) {
            List<Capabilities.Layout> layouts = caps.layouts().getOrDefault(kind, List.of());
            boolean skin = kind == AttributeKind.BLEND_INDEXES || kind == AttributeKind.BLEND_WEIGHTS;
            if (layouts.isEmpty() || skin || kind == AttributeKind.CUSTOM) {
                continue;
            }
            boolean required = kind == AttributeKind.POSITION || caps.required().contains(kind)
                    || (kind == AttributeKind.TANGENT && hasTexcoord && caps.tangentsWithTexcoords());
            if (!required && !s.nextBoolean()) {
                continue;
            }
            hasTexcoord |= kind == AttributeKind.TEXCOORD;
            Capabilities.Layout layout = s.pick(layouts);
            plan.add(VertexArrayDescriptor.of(kind, layout.component(), layout.size()));
        }
        for (AttributeKind kind : new AttributeKind[] {AttributeKind.TEXCOORD, AttributeKind.COLOR}) {
            // at most four sets: a format may hold any number, and a fuzzer's source may always say "another"
            int sets = Math.min(caps.sets(kind), MAX_SETS);
            for (int set = 1; set < sets && s.nextInt(0, 2) == 0; set++) {
                Capabilities.Layout layout = s.pick(caps.layoutsOf(kind));
                plan.add(VertexArrayDescriptor.of(kind, set, layout.component(), layout.size()));
            }
        }
        List<Capabilities.Layout> indexLayouts = caps.layouts().getOrDefault(AttributeKind.BLEND_INDEXES, List.of());
        List<Capabilities.Layout> weightLayouts = caps.layouts().getOrDefault(AttributeKind.BLEND_WEIGHTS, List.of());
        if (jointCount > 0 && !indexLayouts.isEmpty() && !weightLayouts.isEmpty()) {
            Capabilities.Layout il = s.pick(indexLayouts);
            Capabilities.Layout wl = s.pick(weightLayouts);
            plan.add(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, il.component(), il.size()));
            plan.add(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS, wl.component(), wl.size()));
        }
        if (!caps.customLayouts().isEmpty()) {
            int customs = s.nextInt(0, 2);
            for (int c = 0; c < customs; c++) {
                Capabilities.Layout layout = s.pick(caps.customLayouts());
                plan.add(VertexArrayDescriptor.custom("custom" + c, layout.component(), layout.size()));
            }
        }
        return plan;
    }

    /** The per-triangle streams a mesh gets: up to two, of the layouts the format holds. */
    private List<VertexArrayDescriptor> triangleStreams(Source s) {
        List<VertexArrayDescriptor> plan = new ArrayList<>();
        if (!caps.triangleStreamLayouts().isEmpty()) {
            for (int t = s.nextInt(0, 2); t > 0; t--) {
                Capabilities.Layout layout = s.pick(caps.triangleStreamLayouts());
                plan.add(VertexArrayDescriptor.custom("per-triangle" + t, layout.component(), layout.size()));
            }
        }
        return plan;
    }

    private Mesh mesh(Source s, int size, int index, int jointCount, List<VertexArrayDescriptor> plan,
            List<VertexArrayDescriptor> perTriangle) {
        int vertices = s.nextInt(3, 3 + 4 * size);
        // A format without mesh names gives its meshes none: a name is data LossCheck reports.
        Mesh.Builder mesh = Mesh.builder(caps.meshNames() ? name(s, "mesh" + index) : "")
                .material(caps.materials() ? name(s, "material" + index) : "");
        VertexArray weights = null;
        for (VertexArrayDescriptor d : plan) {
            if (d.kind() == AttributeKind.BLEND_WEIGHTS) {
                VertexArray.Builder wb = new VertexArray.Builder(d, vertices);
                for (int v = 0; v < vertices; v++) {
                    weights(s, wb, v, d, jointCount);
                }
                weights = wb.build();
            }
        }
        for (VertexArrayDescriptor d : plan) {
            if (d.kind() == AttributeKind.BLEND_WEIGHTS) {
                mesh.addArray(weights);
            } else if (d.kind() == AttributeKind.BLEND_INDEXES) {
                VertexArray.Builder ib = new VertexArray.Builder(d, vertices);
                for (int v = 0; v < vertices; v++) {
                    blendIndexes(s, ib, v, d, jointCount, weights);
                }
                mesh.addArray(ib.build());
            } else {
                mesh.addArray(array(s, d, vertices));
            }
        }
        int triangles = s.nextInt(1, 2 * size + 1);
        int[] idx = new int[triangles * 3];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = s.nextInt(0, vertices - 1);
        }
        for (VertexArrayDescriptor d : perTriangle) {
            mesh.addTriangleStream(array(s, d, triangles));
        }
        for (ExtraGenerator<?> g : extras) {
            if (s.nextInt(0, 2) == 0) {
                putExtra(mesh, g, g.generate(s, size, new ExtraGenerator.MeshShape(vertices, triangles)));
            }
        }
        return mesh.triangles(idx).build();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void putExtra(Model.Builder model, ExtraGenerator g, Object value) {
        model.extra(g.type(), value);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void putExtra(Mesh.Builder mesh, ExtraGenerator g, Object value) {
        mesh.extra(g.type(), value);
    }

    private static VertexArray array(Source s, VertexArrayDescriptor d, int vertices) {
        VertexArray.Builder b = new VertexArray.Builder(d, vertices);
        ComponentType t = d.component();
        for (int v = 0; v < vertices; v++) {
            switch (d.kind()) {
                case NORMAL:
                case TANGENT:
                    unitVector(s, b, v, d);
                    break;
                case COLOR:
                    // colours mean 0..1 (glTF requires it of float colours); integer ones are normalized anyway
                    for (int c = 0; c < d.size(); c++) {
                        b.set(v, c, t.isInteger() ? value(s, t) : s.nextFloat(0, 1));
                    }
                    break;
                default:
                    for (int c = 0; c < d.size(); c++) {
                        b.set(v, c, value(s, t));
                    }
            }
        }
        return b.build();
    }

    /**
     * Weights that sum to one in the stored representation (255 for ubyte, 1.0 for floats), in
     * the canonical form formats store: sorted by weight, largest first, with distinct joints,
     * and joint 0 in unused (zero-weight) slots. No more slots weigh than there are joints to
     * give them (glTF forbids one joint twice with weight).
     */
    private static void weights(Source s, VertexArray.Builder b, int v, VertexArrayDescriptor d, int jointCount) {
        ComponentType t = d.component();
        double total = t.isInteger() ? (t == ComponentType.UBYTE ? 255 : t == ComponentType.BYTE ? 127 : 65535) : 1;
        double[] w = new double[d.size()];
        int weighing = Math.max(1, Math.min(d.size(), Math.min(jointCount, d.component() == ComponentType.BYTE ? 128 : 256)));
        double left = total;
        for (int c = 0; c < weighing; c++) {
            w[c] = c == weighing - 1 ? left : (t.isInteger() ? s.nextInt(0, (int) left) : s.nextFloat(0, (float) left));
            left -= w[c];
        }
        java.util.Arrays.sort(w);
        for (int c = 0; c < d.size(); c++) {
            b.set(v, c, w[d.size() - 1 - c]);
        }
    }

    /** Blend indexes matching {@link #weights}: distinct joints where the weight is non-zero, 0 elsewhere. */
    private static void blendIndexes(Source s, VertexArray.Builder b, int v, VertexArrayDescriptor d, int jointCount,
            VertexArray weights) {
        int max = Math.min(jointCount - 1, d.component() == ComponentType.BYTE ? 127 : 255);
        java.util.Set<Integer> used = new java.util.HashSet<>();
        for (int c = 0; c < d.size(); c++) {
            int j = 0;
            if (c < weights.size() && weights.getDouble(v, c) > 0 && used.size() <= max) {
                // a random start, then the next free joint: terminates even when the source repeats itself
                j = s.nextInt(0, max);
                while (!used.add(j)) {
                    j = j == max ? 0 : j + 1;
                }
            }
            b.set(v, c, j);
        }
    }

    private static void unitVector(Source s, VertexArray.Builder b, int v, VertexArrayDescriptor d) {
        double x = s.nextFloat(-1, 1), y = s.nextFloat(-1, 1), z = s.nextFloat(-1, 1);
        double len = Math.sqrt(x * x + y * y + z * z);
        if (len < 1e-3) {
            x = 0;
            y = 0;
            z = 1;
            len = 1;
        }
        double[] u = {x / len, y / len, z / len, s.nextBoolean() ? 1 : -1};
        double scale = d.component().isInteger() ? (d.component().isSigned() ? 127 : 255) : 1;
        for (int c = 0; c < d.size(); c++) {
            double value = d.component().isInteger() && !d.component().isSigned() ? (u[c] * 0.5 + 0.5) : u[c];
            b.set(v, c, value * scale);
        }
    }

    private static double value(Source s, ComponentType t) {
        switch (t) {
            case BYTE: return s.nextInt(-128, 127);
            case UBYTE: return s.nextInt(0, 255);
            case SHORT: return s.nextInt(-32768, 32767);
            case USHORT: return s.nextInt(0, 65535);
            case INT: return s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE);
            case UINT: return Integer.toUnsignedLong(s.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE));
            case HALF: return s.nextFloat(-1000, 1000);
            default: return s.nextInt(0, 9) == 0 ? s.nextInt(-5, 5) : s.nextFloat(-1000, 1000);
        }
    }

    /** {@link #transform}, without scale where the format keeps none ({@link Capabilities#jointScale()}). */
    private static Transform pose(Source s, Capabilities caps) {
        Transform t = transform(s);
        return caps.jointScale() ? t : new Transform(t.tx(), t.ty(), t.tz(), t.qx(), t.qy(), t.qz(), t.qw(), 1, 1, 1);
    }

    /** A pose with a unit rotation (w ≤ 0, the convention IQM and IQE keep) and a mostly unit scale. */
    public static Transform transform(Source s) {
        Quaternion q = new Quaternion(s.nextFloat(-1, 1), s.nextFloat(-1, 1), s.nextFloat(-1, 1), s.nextFloat(-1, 1))
                .normalized().withNonPositiveW();
        float scale = s.nextInt(0, 3) == 0 ? s.nextFloat(0.25f, 4) : 1;
        return new Transform(s.nextFloat(-50, 50), s.nextFloat(-50, 50), s.nextFloat(-50, 50), (float) q.x(),
                (float) q.y(), (float) q.z(), (float) q.w(), scale, scale, scale);
    }
}
