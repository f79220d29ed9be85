package io.meshport.model.edit;

import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Conventions.Direction;
import io.meshport.model.Handedness;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.Winding;
import io.meshport.model.internal.ModelArrayAccess;
import io.meshport.model.math.SpatialMap;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts a model from its recorded {@link Conventions} to others: swaps and mirrors axes (Z-up
 * to Y-up, right- to left-handed), turns the model about its up axis where it faces otherwise than
 * the target's forward direction, and reverses triangles where the front-face rule asks. Positions,
 * normals, tangents (their handedness sign too), every joint's base and animated pose, per-frame
 * bounds, and every extra that holds coordinates ({@link io.meshport.model.FormatExtra#transformed})
 * are converted together, so the result looks the same in a program that reads the target
 * conventions.
 *
 * <p>The map is always a signed permutation of the axes, so the conversion is exact: no value is
 * rounded. Up axes map by the rotation about X that takes one to the other; a handedness change
 * mirrors the axis that is neither X nor up (Y in Z-up space, Z in Y-up space): the numbers are
 * mirrored so that the shape is not. The forward direction is mapped with the axes; every format's
 * default maps onto every other's (see {@link Conventions}), so a model that faces its format's way
 * is never turned, and one recorded as facing elsewhere (an id Software model facing +X) is given a
 * quarter or half turn about up, so that it faces the target's way in the target's program. A part that is
 * unknown on one side is taken to be the other side's (a model of unknown conventions is relabelled,
 * not moved); the result records the conventions it is in.
 */
public final class ConventionConversion {
    /** Vertices {@link #mapFloats} moves a block at a time: a few tens of KB, within the cache. */
    private static final int BLOCK_VERTICES = 4096;
    private final int[] axis = new int[3];
    private final int[] sign = new int[3];
    private final int determinant;
    private final boolean reverse;
    private final Conventions result;

    private ConventionConversion(Conventions from, Conventions to) {
        Axis fromUp = known(from.up(), to.up(), Axis.UNKNOWN, Axis.Z_UP);
        Axis toUp = known(to.up(), fromUp, Axis.UNKNOWN, Axis.Z_UP);
        Handedness fromHand = known(from.handedness(), to.handedness(), Handedness.UNKNOWN, Handedness.RIGHT);
        Handedness toHand = known(to.handedness(), fromHand, Handedness.UNKNOWN, Handedness.RIGHT);
        Winding fromFace = known(from.frontFace(), to.frontFace(), Winding.UNKNOWN, Winding.COUNTER_CLOCKWISE);
        Winding toFace = known(to.frontFace(), fromFace, Winding.UNKNOWN, Winding.COUNTER_CLOCKWISE);
        // new = C_to · C_from⁻¹ · old, with C mapping Z-up right-handed space to each convention's
        int[][] cFrom = basis(fromUp, fromHand);
        int[][] cTo = basis(toUp, toHand);
        for (int row = 0; row < 3; row++) {
            // C_from⁻¹ = C_fromᵀ for a signed permutation: canonical axis k comes from row r of C_from
            int canonical = cTo[row][0];
            int s = cTo[row][1];
            for (int r = 0; r < 3; r++) {
                if (cFrom[r][0] == canonical) {
                    axis[row] = r;
                    sign[row] = s * cFrom[r][1];
                }
            }
        }
        Direction toForward = from.up() == Axis.UNKNOWN && to.up() == Axis.UNKNOWN
                ? known(from.forward(), to.forward(), Direction.UNKNOWN, Direction.UNKNOWN) // no up to turn about
                : turned(from.forward(), to.forward(), toUp);
        this.determinant = permutationSign(axis) * sign[0] * sign[1] * sign[2];
        // Winding is what a viewer sees from the front, in the space the axes describe. Swapping
        // or mirroring axes relabels that space without moving anything in it, so the corners
        // keep the order a viewer sees whatever the determinant; they turn over only when the
        // front-face rule changes. (D3D's left-handed clockwise and OpenGL's right-handed
        // counter-clockwise: mirror Z and reverse, as Microsoft's porting notes say.)
        this.reverse = fromFace != toFace;
        this.result = new Conventions(
                from.up() == Axis.UNKNOWN && to.up() == Axis.UNKNOWN ? Axis.UNKNOWN : toUp,
                from.handedness() == Handedness.UNKNOWN && to.handedness() == Handedness.UNKNOWN
                        ? Handedness.UNKNOWN : toHand,
                from.frontFace() == Winding.UNKNOWN && to.frontFace() == Winding.UNKNOWN ? Winding.UNKNOWN : toFace,
                toForward);
    }

    /**
     * Where the model faces once its axes are mapped, and, when {@code wanted} is known and that is
     * elsewhere, turns the map about the up axis so that it faces {@code wanted}: the map stays a
     * signed permutation (a quarter or half turn), and a turn's determinant is 1, so nothing else in
     * the conversion changes. The model faces {@code forward} mapped (known or not) when
     * {@code wanted} is unknown, and {@code wanted} when {@code forward} is unknown (relabelled, as
     * the other parts are).
     */
    private Direction turned(Direction forward, Direction wanted, Axis toUp) {
        int upAxis = toUp == Axis.Y_UP ? 1 : 2;
        if (forward == Direction.UNKNOWN) {
            return wanted.axis() == upAxis ? Direction.UNKNOWN : wanted;
        }
        // mapped: component row of the new vector is sign[row] × old[axis[row]]
        Direction mapped = Direction.UNKNOWN;
        for (int row = 0; row < 3; row++) {
            if (axis[row] == forward.axis()) {
                mapped = Direction.of(row, sign[row] * forward.sign());
            }
        }
        if (mapped.axis() == upAxis) {
            // only where the source's up was not known and its forward lies along the target's up
            return wanted.axis() == upAxis ? Direction.UNKNOWN : wanted;
        }
        if (wanted == Direction.UNKNOWN || wanted == mapped || wanted.axis() == upAxis) {
            return mapped;
        }
        // R = u·uᵀ + t·fᵀ − f·tᵀ turns f to t a quarter turn about u (t ⟂ f); 2·u·uᵀ − I a half turn
        double[] f = mapped.vector();
        double[] t = wanted.vector();
        int[][] r = new int[3][3];
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                int uu = i == upAxis && j == upAxis ? 1 : 0;
                r[i][j] = mapped.axis() == wanted.axis() ? 2 * uu - (i == j ? 1 : 0)
                        : uu + (int) (t[i] * f[j] - f[i] * t[j]);
            }
        }
        // new map = R · old map, still one signed entry a row
        int[] newAxis = new int[3];
        int[] newSign = new int[3];
        for (int i = 0; i < 3; i++) {
            for (int k = 0; k < 3; k++) {
                if (r[i][k] != 0) {
                    newAxis[i] = axis[k];
                    newSign[i] = r[i][k] * sign[k];
                }
            }
        }
        System.arraycopy(newAxis, 0, axis, 0, 3);
        System.arraycopy(newSign, 0, sign, 0, 3);
        return wanted;
    }

    /** A map of given axes and signs that keeps the model's conventions (a mirror). */
    private ConventionConversion(int[] axis, int[] sign, boolean reverse, Conventions result) {
        System.arraycopy(axis, 0, this.axis, 0, 3);
        System.arraycopy(sign, 0, this.sign, 0, 3);
        this.determinant = permutationSign(axis) * sign[0] * sign[1] * sign[2];
        this.reverse = reverse;
        this.result = result;
    }

    /**
     * {@code model} with component {@code c} of every position, normal, tangent, pose and extra
     * negated, and triangles reversed so that the faces a viewer saw from the front stay front faces:
     * the mirror image, in the same conventions.
     */
    static Model mirrored(Model model, int c) {
        int[] sign = {1, 1, 1};
        sign[c] = -1;
        return new ConventionConversion(new int[] {0, 1, 2}, sign, true, model.conventions()).apply(model);
    }

    /** {@code model} in conventions {@code target}. */
    public static Model convert(Model model, Conventions target) {
        return new ConventionConversion(model.conventions(), target).apply(model);
    }

    /** The map of space that converting from {@code from} to {@code to} applies. */
    public static SpatialMap map(Conventions from, Conventions to) {
        return new ConventionConversion(from, to).spatialMap();
    }

    private static <E> E known(E value, E other, E unknown, E fallback) {
        return value != unknown ? value : other != unknown ? other : fallback;
    }

    /**
     * Row r says which canonical (Z-up, right-handed) axis becomes axis r, and with which sign: Y-up
     * is the rotation (x, y, z) → (x, z, −y); left-handed mirrors the axis that is neither X nor up.
     */
    private static int[][] basis(Axis up, Handedness hand) {
        int[][] rows = up == Axis.Y_UP ? new int[][] {{0, 1}, {2, 1}, {1, -1}} : new int[][] {{0, 1}, {1, 1}, {2, 1}};
        if (hand == Handedness.LEFT) {
            int depth = up == Axis.Y_UP ? 2 : 1;
            rows[depth][1] = -rows[depth][1];
        }
        return rows;
    }

    private static int permutationSign(int[] p) {
        int inversions = 0;
        for (int i = 0; i < 3; i++) {
            for (int j = i + 1; j < 3; j++) {
                if (p[i] > p[j]) {
                    inversions++;
                }
            }
        }
        return inversions % 2 == 0 ? 1 : -1;
    }

    private SpatialMap spatialMap() {
        double[] linear = new double[9];
        for (int row = 0; row < 3; row++) {
            linear[row * 3 + axis[row]] = sign[row];
        }
        return SpatialMap.of(linear, new double[3], reverse);
    }

    private Model apply(Model model) {
        SpatialMap map = spatialMap();
        Model.Builder b = model.toBuilder().conventions(result);
        List<Mesh> meshes = new ArrayList<>();
        for (Mesh mesh : model.meshes()) {
            meshes.add(mesh(mesh, map));
        }
        b.meshes(meshes);
        List<Joint> joints = new ArrayList<>();
        for (Joint j : model.joints()) {
            joints.add(new Joint(j.name(), j.parent(), pose(j.basePose())));
        }
        b.joints(joints);
        List<Animation> animations = new ArrayList<>();
        for (Animation a : model.animations()) {
            animations.add(animation(a));
        }
        b.animations(animations);
        List<Bounds> bounds = new ArrayList<>();
        for (Bounds old : model.frameBounds()) {
            bounds.add(bounds(old));
        }
        b.frameBounds(bounds);
        SpatialExtras.transform(model, b, map);
        return b.build();
    }

    private Mesh mesh(Mesh mesh, SpatialMap map) {
        Mesh.Builder b = mesh.toBuilder();
        for (VertexArray a : mesh.arrays()) {
            AttributeKind kind = a.kind();
            if (kind == AttributeKind.POSITION || kind == AttributeKind.NORMAL || kind == AttributeKind.TANGENT) {
                b.putArray(mapXyz(a, kind == AttributeKind.TANGENT));
            }
        }
        if (reverse) {
            // reversed while copied, from the mesh's own array: a copy and then a pass over it were
            // two walks of a large mesh's millions of indices; its corners in another order are as
            // checked as they were, so the mesh built does not walk them a third time
            ModelArrayAccess access = ModelArrayAccess.get();
            access.trianglesChecked(b, WindingFlip.reversedCopy(access.trianglesUnsafe(mesh)), mesh.vertexCount());
        }
        SpatialExtras.transform(mesh, b, map);
        return b.build();
    }

    /** Whether the first {@code size} components map onto themselves and the absent ones (zero) onto the absent. */
    private boolean keepsWithin(int size) {
        for (int c = 0; c < 3; c++) {
            if ((c < size) != (axis[c] < size)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Permutes and negates the first three components; a tangent's w follows the mirror. Unsigned
     * values that get negated are first widened to a signed type that holds them and their negation.
     */
    private VertexArray mapXyz(VertexArray original, boolean tangent) {
        VertexArray a = original;
        // x and y only, say, and y moves to z: the stream grows to three components, all of which may be negated
        boolean grows = a.size() < 3 && !keepsWithin(a.size());
        boolean negates = false;
        for (int c = 0; c < (grows ? 3 : Math.min(3, a.size())); c++) {
            negates |= sign[c] < 0;
        }
        if (negates) {
            a = WindingFlip.negatable(a);
        }
        if (grows) {
            a = a.convert(a.descriptor().component(), 3, 0);
        }
        int size = a.size();
        if (a.descriptor().component() == ComponentType.FLOAT) {
            return mapFloats(a, tangent);
        }
        VertexArray.Builder b = new VertexArray.Builder(a.descriptor(), a.vertexCount());
        double[] old = new double[3];
        for (int v = 0; v < a.vertexCount(); v++) {
            for (int c = 0; c < 3; c++) {
                old[c] = c < size ? a.getDouble(v, c) : 0;
            }
            for (int c = 0; c < size; c++) {
                double value = c < 3 ? signed(sign[c], old[axis[c]]) : a.getDouble(v, c);
                b.set(v, c, tangent && c == 3 ? signed(determinant, value) : value);
            }
        }
        return b.build();
    }

    /**
     * {@link #mapXyz} for floats, the common case (every position, normal and tangent of a 1M-vertex
     * model): the same values, moved as their bits. A float negated is its bits with the sign bit
     * flipped, so each output component is an input component's bits, the sign bit flipped or not.
     * The bits go through an int array a block of vertices at a time, with a bulk copy in and out:
     * plain array loops cost the same in both compiler tiers, where a buffer view's get and put per
     * value are calls to the first tier (a quarter of converting that model to glTF under it).
     */
    private VertexArray mapFloats(VertexArray a, boolean tangent) {
        int size = a.size();
        int[] from = new int[size];
        int[] flip = new int[size];
        for (int c = 0; c < size; c++) {
            from[c] = c < 3 ? axis[c] : c;
            int s = c < 3 ? sign[c] : tangent && c == 3 ? determinant : 1;
            flip[c] = s > 0 ? 0 : Integer.MIN_VALUE;
        }
        IntBuffer in = a.bytes().asIntBuffer();
        byte[] bytes = new byte[a.byteLength()];
        IntBuffer out = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer();
        int n = a.vertexCount();
        int block = Math.min(n, BLOCK_VERTICES);
        int[] source = new int[block * size];
        int[] target = new int[block * size];
        for (int first = 0; first < n; first += block) {
            int count = Math.min(block, n - first);
            in.get(first * size, source, 0, count * size);
            for (int c = 0; c < size; c++) {
                int f = from[c];
                int m = flip[c];
                // counts vertices by one: a loop stepping by the size, a variable, is no counted
                // loop to the second tier, which then neither unrolls it nor takes its range checks out
                for (int v = 0; v < count; v++) {
                    target[v * size + c] = source[v * size + f] ^ m;
                }
            }
            out.put(first * size, target, 0, count * size);
        }
        return VertexArray.ofOwnedBytes(a.descriptor(), bytes);
    }

    /**
     * {@code value} negated when {@code sign} is negative: a plain negation, so that converting
     * back negates again and gives every value's bits back, −0 and +0 included (a PIE written
     * through glTF, which mirrors its Z axis, is the same file again).
     */
    private static double signed(int sign, double value) {
        return sign > 0 ? value : -value;
    }

    /** {@link #signed(int, double)} for a float, its bits kept (no widening and narrowing). */
    private static float signed(int sign, float value) {
        return sign > 0 ? value : -value;
    }

    private float[] vector(float x, float y, float z) {
        float[] in = {x, y, z};
        return new float[] {signed(sign[0], in[axis[0]]), signed(sign[1], in[axis[1]]), signed(sign[2], in[axis[2]])};
    }

    /** {@code M·L·Mᵀ}: translation mapped, rotation about the mapped axis (negated by a mirror), scale permuted. */
    private Transform pose(Transform t) {
        float[] tr = vector(t.tx(), t.ty(), t.tz());
        float[] q = vector(t.qx(), t.qy(), t.qz());
        float[] s = {t.sx(), t.sy(), t.sz()};
        return new Transform(tr[0], tr[1], tr[2], signed(determinant, q[0]), signed(determinant, q[1]),
                signed(determinant, q[2]), t.qw(),
                s[axis[0]], s[axis[1]], s[axis[2]]);
    }

    private Animation animation(Animation a) {
        float[] channels = new float[a.frameCount() * a.jointCount() * Transform.CHANNELS];
        for (int f = 0; f < a.frameCount(); f++) {
            for (int j = 0; j < a.jointCount(); j++) {
                pose(a.pose(f, j)).toChannels(channels, (f * a.jointCount() + j) * Transform.CHANNELS);
            }
        }
        return Animation.of(a.name(), a.framerate(), a.loop(), a.jointCount(), channels);
    }

    private Bounds bounds(Bounds b) {
        float[] min = {b.minX(), b.minY(), b.minZ()};
        float[] max = {b.maxX(), b.maxY(), b.maxZ()};
        float[] lo = new float[3];
        float[] hi = new float[3];
        for (int c = 0; c < 3; c++) {
            lo[c] = sign[c] > 0 ? min[axis[c]] : signed(-1, max[axis[c]]);
            hi[c] = sign[c] > 0 ? max[axis[c]] : signed(-1, min[axis[c]]);
        }
        // the up axis maps to the up axis, so the horizontal radius stays what it was
        return new Bounds(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2], b.xyRadius(), b.radius());
    }
}
