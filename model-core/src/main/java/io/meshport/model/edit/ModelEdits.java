package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Axis;
import io.meshport.model.Handedness;
import io.meshport.model.Model;
import io.meshport.model.simplify.AttributeWeights;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The model edits ({@link ModelEdit}) and the pipeline that runs them in order: what
 * {@code meshport convert --mirror x --ground --rename-material a=b ...} does, for a library user.
 * <pre>{@code
 * Model edited = ModelEdits.apply(model, List.of(ModelEdits.up(Axis.Y_UP), ModelEdits.ground(),
 *         ModelEdits.limitWeights(4)), "hero.iqm", report);
 * }</pre>
 * Every edit reports what it changed to the diagnostics given ({@code docs/edits.md} lists them).
 * The edits of space, meshes, geometry and skinning are made here; those of animations and the
 * skeleton by {@link AnimationEdits}, those of materials by {@link MaterialEdits}.
 */
public final class ModelEdits {
    private ModelEdits() {
    }

    /**
     * Runs edits in order, each on the model the one before gave.
     *
     * @param model the model
     * @param edits the edits, in order
     * @param source the name the reports name (the file written, say)
     * @param report where each edit reports what it changed
     * @return the edited model
     */
    public static Model apply(Model model, List<ModelEdit> edits, String source, Diagnostics report) {
        Model m = Objects.requireNonNull(model, "model");
        for (ModelEdit e : edits) {
            m = e.apply(m, source, report);
        }
        return m;
    }

    /**
     * The mirror image across the plane through the origin normal to an axis; triangles reversed so
     * that front faces stay front faces. Its own inverse.
     *
     * @param axis {@code x}, {@code y} or {@code z}
     * @return the edit
     * @throws IllegalArgumentException for another axis
     */
    public static ModelEdit mirror(char axis) {
        int i = "xyz".indexOf(Character.toLowerCase(axis));
        if (i < 0) {
            throw new IllegalArgumentException("a mirror's axis is x, y or z, not " + axis);
        }
        return new Mirror(i);
    }

    /**
     * Every face turned around: corners reversed, normals negated. Its own inverse.
     *
     * @return the edit
     */
    public static ModelEdit flipWinding() {
        return new WindingFlip();
    }

    /**
     * The whole model (skeleton and animations too) moved so that its bind pose's bounds are centred
     * on the origin.
     *
     * @param acrossTheFloorOnly centre only across the floor (the axes other than up), keeping the height
     * @return the edit
     */
    public static ModelEdit center(boolean acrossTheFloorOnly) {
        return new Placement(acrossTheFloorOnly ? "center-xy" : "center");
    }

    /**
     * The whole model moved along its up axis so that its lowest point is at 0.
     *
     * @return the edit
     */
    public static ModelEdit ground() {
        return new Placement("ground");
    }

    /**
     * The model's data said to be of an up axis: recorded so, nothing moved; writers convert from it
     * to their format's axes (a model exported lying on its back stands up).
     *
     * @param up {@link Axis#Y_UP} or {@link Axis#Z_UP}
     * @return the edit
     * @throws IllegalArgumentException for {@link Axis#UNKNOWN}
     */
    public static ModelEdit up(Axis up) {
        return new ConventionPreset(Objects.requireNonNull(up, "up"), null);
    }

    /**
     * The model's data said to be of a handedness: recorded so, nothing moved; writers convert from it.
     *
     * @param handedness {@link Handedness#LEFT} or {@link Handedness#RIGHT}
     * @return the edit
     * @throws IllegalArgumentException for {@link Handedness#UNKNOWN}
     */
    public static ModelEdit handedness(Handedness handedness) {
        return new ConventionPreset(null, Objects.requireNonNull(handedness, "handedness"));
    }

    /**
     * The named meshes left out.
     *
     * @param names mesh names
     * @return the edit
     * @throws IllegalArgumentException when no name is given
     */
    public static ModelEdit removeMeshes(Collection<String> names) {
        return new MeshSelection(Set.copyOf(names), false);
    }

    /**
     * Every mesh but the named ones left out.
     *
     * @param names mesh names
     * @return the edit
     * @throws IllegalArgumentException when no name is given
     */
    public static ModelEdit keepMeshes(Collection<String> names) {
        return new MeshSelection(Set.copyOf(names), true);
    }

    /**
     * Meshes of one material, with the same streams and extras, made one.
     *
     * @return the edit
     */
    public static ModelEdit mergeMeshes() {
        return new MeshMerge();
    }

    /**
     * A chain of levels of detail for every mesh, added after the meshes as {@code <mesh>_lod1},
     * {@code <mesh>_lod2}, ..., each simplified to {@code ratio} of the one before.
     *
     * @param levels the levels, the mesh itself included (2 or more)
     * @param ratio the share of triangles each level keeps of the one before (0 to 1)
     * @return the edit
     * @throws IllegalArgumentException for fewer than 2 levels or a ratio not between 0 and 1
     */
    public static ModelEdit lod(int levels, double ratio) {
        return lod(levels, ratio, AttributeWeights.NONE);
    }

    /**
     * {@link #lod(int, double)} with the meshes' attributes counted in the simplifier's error.
     *
     * @param levels the levels, the mesh itself included (2 or more)
     * @param ratio the share of triangles each level keeps of the one before (0 to 1)
     * @param weights how much texture coordinates, normals and colours count
     * @return the edit
     * @throws IllegalArgumentException for fewer than 2 levels or a ratio not between 0 and 1
     */
    public static ModelEdit lod(int levels, double ratio, AttributeWeights weights) {
        return new LodChain(levels, ratio, weights);
    }

    /**
     * Every mesh simplified to a share of its triangles ({@link io.meshport.model.simplify.Simplifier}).
     *
     * @param ratio the share kept, 0 to 1
     * @return the edit
     * @throws IllegalArgumentException when the ratio is not 0 to 1
     */
    public static ModelEdit simplify(double ratio) {
        return simplify(ratio, AttributeWeights.NONE);
    }

    /**
     * {@link #simplify(double)} with the meshes' attributes counted in the error.
     *
     * @param ratio the share kept, 0 to 1
     * @param weights how much texture coordinates, normals and colours count
     * @return the edit
     * @throws IllegalArgumentException when the ratio is not 0 to 1
     */
    public static ModelEdit simplify(double ratio, AttributeWeights weights) {
        return new MeshSimplification("simplify", ratio, -1, Double.MAX_VALUE, weights);
    }

    /**
     * The model simplified to a number of triangles, shared among its meshes by their triangle counts.
     *
     * @param triangles the triangles to keep
     * @return the edit
     * @throws IllegalArgumentException when the number is negative
     */
    public static ModelEdit simplifyTriangles(long triangles) {
        return simplifyTriangles(triangles, AttributeWeights.NONE);
    }

    /**
     * {@link #simplifyTriangles(long)} with the meshes' attributes counted in the error.
     *
     * @param triangles the triangles to keep
     * @param weights how much texture coordinates, normals and colours count
     * @return the edit
     * @throws IllegalArgumentException when the number is negative
     */
    public static ModelEdit simplifyTriangles(long triangles, AttributeWeights weights) {
        return new MeshSimplification("simplify-triangles", -1, triangles, Double.MAX_VALUE, weights);
    }

    /**
     * Every mesh simplified as far as the error stays within a share of its extent.
     *
     * @param error the largest error, relative to a mesh's extent (0.01: a hundredth of its longest side)
     * @return the edit
     * @throws IllegalArgumentException when the error is negative or NaN
     */
    public static ModelEdit simplifyError(double error) {
        return simplifyError(error, AttributeWeights.NONE);
    }

    /**
     * {@link #simplifyError(double)} with the meshes' attributes counted in the error.
     *
     * @param error the largest error, relative to a mesh's extent, the attributes' part included
     * @param weights how much texture coordinates, normals and colours count
     * @return the edit
     * @throws IllegalArgumentException when the error is negative or NaN
     */
    public static ModelEdit simplifyError(double error, AttributeWeights weights) {
        return new MeshSimplification("simplify-error", -1, -1, error, weights);
    }

    /**
     * No vertex influenced by more than {@code limit} joints: the smallest weights dropped, the rest renormalised.
     *
     * @param limit the most influences a vertex keeps
     * @return the edit
     * @throws IllegalArgumentException when {@code limit} is below 1
     */
    public static ModelEdit limitWeights(int limit) {
        return new WeightLimit(limit);
    }

    /**
     * Equal vertices of each mesh made one, and meshes equal in everything but their name left out
     * after the first. Exact.
     *
     * @return the edit
     */
    public static ModelEdit dedup() {
        return new Dedup();
    }

    /**
     * Every mesh's normals computed again, smooth where the faces meeting at a position differ by
     * at most {@code angle} degrees, vertices split at harder edges.
     *
     * @param angle 0 to 180; 180 smooths everywhere
     * @return the edit
     * @throws IllegalArgumentException for an angle outside 0 to 180
     */
    public static ModelEdit normals(double angle) {
        return new NormalsEdit(angle);
    }

    /**
     * Every mesh's tangents computed again from positions, texture coordinates and normals.
     *
     * @return the edit
     */
    public static ModelEdit tangents() {
        return new TangentsEdit();
    }

    /**
     * Each mesh's triangles in vertex-cache order (Forsyth's) and its vertices in fetch order; the
     * report gives the average cache miss ratio before and after.
     *
     * @return the edit
     */
    public static ModelEdit optimize() {
        return new Optimize();
    }

    /**
     * Meshes split into parts of at most {@code maxVertices} vertices and {@code maxIndices}
     * triangle corners, in triangle order.
     *
     * @param maxVertices the most vertices a part holds, at least 3 (0: no limit)
     * @param maxIndices the most triangle corners a part holds, at least 3 (0: no limit)
     * @return the edit
     * @throws IllegalArgumentException for a limit below 3, or none
     */
    public static ModelEdit splitMeshes(int maxVertices, int maxIndices) {
        if (maxVertices == 0 && maxIndices == 0) {
            throw new IllegalArgumentException("no limit to split meshes at");
        }
        return new MeshSplit("split-meshes", maxVertices, maxIndices, 0);
    }

    /**
     * Meshes split so that no part's vertices are weighted to more than {@code maxJoints} joints
     * (bone palettes).
     *
     * @param maxJoints the most joints a part uses, at least 1
     * @return the edit
     * @throws IllegalArgumentException for a limit below 1
     */
    public static ModelEdit splitJoints(int maxJoints) {
        if (maxJoints < 1) {
            throw new IllegalArgumentException("a part uses at least 1 joint, not " + maxJoints);
        }
        return new MeshSplit("split-joints", 0, 0, maxJoints);
    }

    /**
     * Vertices within a tolerance of each other (positions; other streams within 1e-3) made one.
     *
     * @param tolerance the largest distance in an axis between welded positions; negative for the
     *     default, a ten-thousandth of the model's bounds' diagonal
     * @return the edit
     * @throws IllegalArgumentException when the tolerance is not a number
     */
    public static ModelEdit weld(double tolerance) {
        return new ToleranceWeld(tolerance);
    }

}
