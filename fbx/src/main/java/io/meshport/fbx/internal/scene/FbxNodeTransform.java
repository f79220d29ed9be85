package io.meshport.fbx.internal.scene;

import io.meshport.io.ModelFormatException;

/**
 * A {@code Model}'s transform as the FBX SDK documents it ("Computing transformation matrix"),
 * local to its parent:
 *
 * <pre>T × Roff × Rp × Rpre × R × Rpost⁻¹ × Rp⁻¹ × Soff × Sp × S × Sp⁻¹</pre>
 *
 * <p>T, R and S are {@code Lcl Translation}, {@code Lcl Rotation} (degrees, in
 * {@code RotationOrder}) and {@code Lcl Scaling}, the three an animation drives; Roff, Rp, Soff,
 * Sp the rotation and scaling offsets and pivots; Rpre and Rpost {@code PreRotation} and
 * {@code PostRotation}, always XYZ. As the SDK says (and Blender reads), {@code RotationOrder} and
 * the pre- and post-rotation count only when {@code RotationActive} is set. The geometric transform
 * ({@code GeometricTranslation/Rotation/Scaling}) applies to the object's own geometry and is not
 * inherited by its children. {@code InheritType} 2 ({@code eInheritRrs}: the parent's scale is not
 * inherited, Maya's segment scale compensation) divides out the parent's own {@code Lcl Scaling};
 * 0 ({@code eInheritRrSs}) differs from 1 ({@code eInheritRSrs}, the plain product) only under a
 * non-uniform parent scale, and is taken as 1, as Blender and assimp take it.
 */
public final class FbxNodeTransform {
    private static final double[] ZERO = {0, 0, 0};
    private static final double[] ONE = {1, 1, 1};

    private final double[] translation;
    private final double[] rotation;
    private final double[] scaling;
    private final int order;
    private final int inherit;
    /** Roff × Rp × Rpre. */
    private final double[] beforeRotation;
    /** Rpost⁻¹ × Rp⁻¹ × Soff × Sp. */
    private final double[] afterRotation;
    /** Sp⁻¹. */
    private final double[] afterScaling;
    private final double[] geometric;

    private FbxNodeTransform(double[] translation, double[] rotation, double[] scaling, int order, int inherit,
            double[] beforeRotation, double[] afterRotation, double[] afterScaling, double[] geometric) {
        this.translation = translation;
        this.rotation = rotation;
        this.scaling = scaling;
        this.order = order;
        this.inherit = inherit;
        this.beforeRotation = beforeRotation;
        this.afterRotation = afterRotation;
        this.afterScaling = afterScaling;
        this.geometric = geometric;
    }

    /** The identity: the scene root's transform. */
    public static final FbxNodeTransform IDENTITY = new FbxNodeTransform(ZERO, ZERO, ONE, 0, 1,
            FbxMatrix.identity(), FbxMatrix.identity(), FbxMatrix.identity(), FbxMatrix.identity());

    /**
     * The transform {@code model}'s properties give.
     *
     * @throws ModelFormatException at a property that is not a vector of finite numbers, or an
     *     order or inherit type FBX does not have
     */
    public static FbxNodeTransform of(FbxObject model, FbxScene scene) throws ModelFormatException {
        FbxProperties p = model.properties();
        boolean active = p.integer("RotationActive", 0) != 0;
        int order = active ? (int) checkedEnum(p, "RotationOrder", 6, scene, model) : FbxMatrix.XYZ;
        int inherit = (int) checkedEnum(p, "InheritType", 2, scene, model);
        double[] pre = active ? p.vector("PreRotation", ZERO) : ZERO;
        double[] post = active ? p.vector("PostRotation", ZERO) : ZERO;
        double[] rOff = p.vector("RotationOffset", ZERO);
        double[] rPiv = p.vector("RotationPivot", ZERO);
        double[] sOff = p.vector("ScalingOffset", ZERO);
        double[] sPiv = p.vector("ScalingPivot", ZERO);
        double[] before = FbxMatrix.product(FbxMatrix.translation(rOff), FbxMatrix.translation(rPiv),
                FbxMatrix.rotation(pre, FbxMatrix.XYZ));
        double[] after = FbxMatrix.product(FbxMatrix.inverse(FbxMatrix.rotation(post, FbxMatrix.XYZ)),
                FbxMatrix.translation(negate(rPiv)), FbxMatrix.translation(sOff), FbxMatrix.translation(sPiv));
        double[] geometric = FbxMatrix.product(FbxMatrix.translation(p.vector("GeometricTranslation", ZERO)),
                FbxMatrix.rotation(p.vector("GeometricRotation", ZERO), FbxMatrix.XYZ),
                FbxMatrix.scaling(p.vector("GeometricScaling", ONE)));
        return new FbxNodeTransform(p.vector("Lcl Translation", ZERO), p.vector("Lcl Rotation", ZERO),
                p.vector("Lcl Scaling", ONE), order, inherit, before, after,
                FbxMatrix.translation(negate(sPiv)), geometric);
    }

    private static long checkedEnum(FbxProperties p, String name, int max, FbxScene scene, FbxObject model)
            throws ModelFormatException {
        long v = p.integer(name, 0);
        if (v < 0 || v > max) {
            throw p.error(name, v + " is not one of FBX's values (0 to " + max + ")");
        }
        return v;
    }

    private static double[] negate(double[] v) {
        return new double[] {-v[0], -v[1], -v[2]};
    }

    /** {@code Lcl Translation}. */
    public double[] translation() {
        return translation.clone();
    }

    /** {@code Lcl Rotation}, degrees. */
    public double[] rotation() {
        return rotation.clone();
    }

    /** {@code Lcl Scaling}. */
    public double[] scaling() {
        return scaling.clone();
    }

    /** Whether the parent's scale is not inherited ({@code InheritType} 2). */
    public boolean ignoresParentScale() {
        return inherit == 2;
    }

    /** The local matrix of the object's own properties. */
    public double[] local() {
        return local(translation, rotation, scaling);
    }

    /** The local matrix with {@code t}, {@code r} (degrees), {@code s} in place of the object's own (an animation's values). */
    public double[] local(double[] t, double[] r, double[] s) {
        return FbxMatrix.product(FbxMatrix.translation(t), beforeRotation, FbxMatrix.rotation(r, order),
                afterRotation, FbxMatrix.scaling(s), afterScaling);
    }

    /** The geometric transform: of the object's geometry only, not inherited. */
    public double[] geometric() {
        return geometric.clone();
    }
}
