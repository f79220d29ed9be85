package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
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
import io.meshport.model.derive.SkinnedBounds;
import io.meshport.model.math.Quaternion;
import io.meshport.model.math.SpatialMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Scale, rotation and mesh translation applied to a whole model, with the semantics of the
 * IQM compiler's {@code --scale}, {@code --rotate} and {@code --meshtrans}:
 * <ul>
 *   <li>vertex positions become {@code rotation × (scale × p) + translation}; normals and the
 *       xyz of tangents are rotated (the tangent's handedness w is kept);</li>
 *   <li>every joint translation (base poses and animation poses) is scaled; root joints'
 *       poses are then rotated ({@code orientation = rotation × orientation}, translation
 *       rotated), so skinned vertices turn with the mesh;</li>
 *   <li>the translation moves mesh vertices only, never the skeleton;</li>
 *   <li>frame bounds, when the model has them, are recomputed from the skinned vertices;</li>
 *   <li>extras that hold coordinates (model and mesh extras) are mapped like the vertices.</li>
 * </ul>
 * Repeated scales multiply and repeated rotations compose, as repeated options do in the
 * reference compiler. Immutable.
 */
public final class ModelTransform {
    private static final ModelTransform IDENTITY = new ModelTransform(1, Quaternion.IDENTITY, 0, 0, 0);

    private final double scale;
    private final Quaternion rotation;
    private final double tx;
    private final double ty;
    private final double tz;

    private ModelTransform(double scale, Quaternion rotation, double tx, double ty, double tz) {
        this.scale = scale;
        this.rotation = rotation;
        this.tx = tx;
        this.ty = ty;
        this.tz = tz;
    }

    /** The transform that changes nothing: scale 1, no rotation, no translation. */
    public static ModelTransform identity() {
        return IDENTITY;
    }

    /** This transform with its scale multiplied by {@code factor} (must be finite and positive). */
    public ModelTransform scaledBy(double factor) {
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw new IllegalArgumentException("scale must be a positive number, was " + factor);
        }
        return new ModelTransform(scale * factor, rotation, tx, ty, tz);
    }

    /**
     * This transform composed with the rotation of Euler angles in degrees about
     * X, Y and Z (the reference's {@code --rotate X,Y,Z}: {@code rotation = rotation × euler}).
     */
    public ModelTransform rotatedByDegrees(double x, double y, double z) {
        Quaternion euler = Quaternion.fromEuler(Math.toRadians(x), Math.toRadians(y), Math.toRadians(z));
        return new ModelTransform(scale, rotation.multiply(euler), tx, ty, tz);
    }

    /** This transform with {@code (x, y, z)} added to its mesh translation. */
    public ModelTransform translatedBy(double x, double y, double z) {
        return new ModelTransform(scale, rotation, tx + x, ty + y, tz + z);
    }

    /** The factor every position and joint translation is scaled by; positive, 1 for none. */
    public double scale() {
        return scale;
    }

    /** The rotation applied after scaling; {@link Quaternion#IDENTITY} for none. */
    public Quaternion rotation() {
        return rotation;
    }

    /** Whether applying this transform would change nothing: scale 1, no rotation, no translation. */
    public boolean isIdentity() {
        return scale == 1 && !rotates() && tx == 0 && ty == 0 && tz == 0;
    }

    private boolean rotates() {
        return !(rotation.x() == 0 && rotation.y() == 0 && rotation.z() == 0);
    }

    /**
     * {@code model} transformed. What cannot be transformed faithfully is reported to
     * {@code warnings}: rotating animations of a model without a skeleton (nothing says which
     * joints are roots).
     */
    public Model applyTo(Model model, Diagnostics warnings) {
        Objects.requireNonNull(warnings, "warnings");
        if (isIdentity()) {
            return model;
        }
        double[] r = rotation.normalized().toMatrix();
        SpatialMap map = meshMap(r);
        Model.Builder b = model.toBuilder();
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            meshes.add(transformMesh(mesh, r, map));
        }
        b.meshes(meshes);
        SpatialExtras.transform(model, b, map);

        List<Joint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            joints.add(new Joint(j.name(), j.parent(), transformPose(j.basePose(), j.isRoot(), r)));
        }
        b.joints(joints);

        boolean knowsRoots = !model.joints().isEmpty();
        if (!knowsRoots && rotates() && model.animations().stream().anyMatch(a -> a.jointCount() > 0)) {
            warnings.warn(null, "rotation not applied to animation poses: the model has no skeleton that says"
                    + " which joints are roots");
        }
        List<Animation> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            animations.add(transformAnimation(a, model.joints(), knowsRoots, r));
        }
        b.animations(animations);

        Model moved = b.build();
        if (model.frameBounds().isEmpty()) {
            return moved;
        }
        List<Bounds> skinned = SkinnedBounds.of(moved);
        if (!skinned.isEmpty()) {
            return moved.toBuilder().frameBounds(skinned).build();
        }
        // no vertices to skin: bounds of an animation-only model scale and rotate exactly with
        // the skeleton, and the mesh translation does not apply to them
        List<Bounds> bounds = new ArrayList<>();
        for (Bounds old : model.frameBounds()) {
            bounds.add(transformBounds(old, r));
        }
        return moved.toBuilder().frameBounds(bounds).build();
    }

    /** What happens to a mesh vertex: {@code rotation × (scale × p) + translation}. */
    private SpatialMap meshMap(double[] r) {
        double[] linear = new double[9];
        for (int i = 0; i < 9; i++) {
            linear[i] = r[i] * scale;
        }
        return SpatialMap.of(linear, new double[] {tx, ty, tz}, false);
    }

    private Mesh transformMesh(Mesh mesh, double[] r, SpatialMap map) {
        Mesh.Builder b = mesh.toBuilder();
        SpatialExtras.transform(mesh, b, map);
        for (VertexArray a : mesh.arrays()) {
            if (a.kind() == AttributeKind.POSITION) {
                b.putArray(mapXyz(a, true, r));
            } else if ((a.kind() == AttributeKind.NORMAL || a.kind() == AttributeKind.TANGENT) && rotates()) {
                b.putArray(mapXyz(a, false, r));
            }
        }
        return b.build();
    }

    /** Maps the first three components of every vertex; further components (tangent w) are kept. */
    private VertexArray mapXyz(VertexArray a, boolean isPosition, double[] r) {
        int size = a.size();
        double[] values = new double[a.vertexCount() * size];
        double[] p = new double[3];
        for (int v = 0; v < a.vertexCount(); v++) {
            for (int c = 0; c < 3; c++) {
                p[c] = c < size ? a.getNormalized(v, c) : 0;
            }
            if (isPosition) {
                for (int c = 0; c < 3; c++) {
                    p[c] *= scale;
                }
            }
            double x = r[0] * p[0] + r[1] * p[1] + r[2] * p[2];
            double y = r[3] * p[0] + r[4] * p[1] + r[5] * p[2];
            double z = r[6] * p[0] + r[7] * p[1] + r[8] * p[2];
            if (isPosition) {
                x += tx;
                y += ty;
                z += tz;
            }
            double[] xyz = {x, y, z};
            for (int c = 0; c < size; c++) {
                values[v * size + c] = c < 3 ? xyz[c] : a.getNormalized(v, c);
            }
        }
        // computed as fractions in doubles, then stored back in the array's own component type
        VertexArrayDescriptor d = a.descriptor();
        VertexArrayDescriptor asDouble = d.withLayout(ComponentType.DOUBLE, size);
        return VertexArray.ofDoubles(asDouble, values).convert(d.component(), size);
    }

    private Transform transformPose(Transform t, boolean root, double[] r) {
        double x = t.tx() * scale, y = t.ty() * scale, z = t.tz() * scale;
        float qx = t.qx(), qy = t.qy(), qz = t.qz(), qw = t.qw();
        if (root && rotates()) {
            double rx = r[0] * x + r[1] * y + r[2] * z;
            double ry = r[3] * x + r[4] * y + r[5] * z;
            double rz = r[6] * x + r[7] * y + r[8] * z;
            x = rx;
            y = ry;
            z = rz;
            Quaternion q = rotation.normalized().multiply(new Quaternion(qx, qy, qz, qw));
            qx = (float) q.x();
            qy = (float) q.y();
            qz = (float) q.z();
            qw = (float) q.w();
        }
        return new Transform((float) x, (float) y, (float) z, qx, qy, qz, qw, t.sx(), t.sy(), t.sz());
    }

    private Animation transformAnimation(Animation a, List<Joint> joints, boolean knowsRoots, double[] r) {
        if (a.jointCount() == 0) {
            return a;
        }
        float[] channels = new float[a.frameCount() * a.jointCount() * Transform.CHANNELS];
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < a.jointCount(); j++) {
                boolean root = knowsRoots && joints.get(j).isRoot();
                transformPose(a.pose(f, j), root, r)
                        .toChannels(channels, (f * a.jointCount() + j) * Transform.CHANNELS);
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), a.jointCount(), channels);
    }

    private Bounds transformBounds(Bounds b, double[] r) {
        double[] min = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] max = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int corner = 0; corner < 8; corner++) {
            double x = ((corner & 1) == 0 ? b.minX() : b.maxX()) * scale;
            double y = ((corner & 2) == 0 ? b.minY() : b.maxY()) * scale;
            double z = ((corner & 4) == 0 ? b.minZ() : b.maxZ()) * scale;
            double[] p = {r[0] * x + r[1] * y + r[2] * z, r[3] * x + r[4] * y + r[5] * z, r[6] * x + r[7] * y + r[8] * z};
            for (int k = 0; k < 3; k++) {
                min[k] = Math.min(min[k], p[k]);
                max[k] = Math.max(max[k], p[k]);
            }
        }
        // a rotation that tilts the Z axis can move any point off it as far as the sphere allows
        boolean keepsZ = Math.abs(r[8] - 1) < 1e-9;
        float xy = (float) ((keepsZ ? b.xyRadius() : b.radius()) * scale);
        return new Bounds((float) min[0], (float) min[1], (float) min[2], (float) max[0], (float) max[1],
                (float) max[2], xy, (float) (b.radius() * scale));
    }
}
