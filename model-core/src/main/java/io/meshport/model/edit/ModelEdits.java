package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.Axis;
import io.meshport.model.Handedness;
import io.meshport.model.Model;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The model edits ({@link ModelEdit}) and the pipeline that runs them in order: what
 * {@code meshport convert --mirror x --ground --rename-material a=b ...} does, for a library user.
 * <pre>{@code
 * Model edited = ModelEdits.apply(model, List.of(ModelEdits.up(Axis.Y_UP), ModelEdits.ground(),
 *         ModelEdits.limitWeights(4)), "hero.iqm", report);
 * }</pre>
 * Every edit reports what it changed to the diagnostics given ({@code docs/edits.md} lists them).
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
     * A material renamed.
     *
     * @param from the old name
     * @param to the new name
     * @return the edit
     */
    public static ModelEdit renameMaterial(String from, String to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        return new MaterialRenaming("rename-material", from + "=" + to, m -> m.equals(from) ? to : m);
    }

    /**
     * Every material name prefixed.
     *
     * @param prefix the prefix
     * @return the edit
     */
    public static ModelEdit materialPrefix(String prefix) {
        Objects.requireNonNull(prefix, "prefix");
        return new MaterialRenaming("material-prefix", prefix, m -> prefix + m);
    }

    /**
     * Every material name suffixed.
     *
     * @param suffix the suffix
     * @return the edit
     */
    public static ModelEdit materialSuffix(String suffix) {
        Objects.requireNonNull(suffix, "suffix");
        return new MaterialRenaming("material-suffix", suffix, m -> m + suffix);
    }

    /**
     * Materials renamed by a map (names not in it kept).
     *
     * @param map old names to new ones
     * @param described how the map is named in the report (its file, say)
     * @return the edit
     */
    public static ModelEdit materialMap(Map<String, String> map, String described) {
        Map<String, String> copy = Map.copyOf(map);
        return new MaterialRenaming("material-map", described, m -> copy.getOrDefault(m, m));
    }

    /**
     * Materials renamed by a regular expression, every match replaced ({@link java.util.regex.Matcher#replaceAll}:
     * {@code $1} names a group).
     *
     * @param regex the expression
     * @param replacement the replacement
     * @return the edit
     * @throws java.util.regex.PatternSyntaxException when the expression is not one
     */
    public static ModelEdit materialRegex(String regex, String replacement) {
        Pattern p = Pattern.compile(regex);
        Objects.requireNonNull(replacement, "replacement");
        return new MaterialRenaming("material-regex", regex + "=" + replacement,
                m -> p.matcher(m).replaceAll(replacement));
    }

    /**
     * An animation renamed.
     *
     * @param from the old name
     * @param to the new name
     * @return the edit
     */
    public static ModelEdit renameAnimation(String from, String to) {
        return new AnimationEdit("rename-animation", List.of(from), Objects.requireNonNull(to, "to"), 0, -1);
    }

    /**
     * The named animations left out.
     *
     * @param names animation names
     * @return the edit
     */
    public static ModelEdit removeAnimations(Collection<String> names) {
        return new AnimationEdit("remove-animation", List.copyOf(names), null, 0, -1);
    }

    /**
     * Every animation but the named ones left out.
     *
     * @param names animation names
     * @return the edit
     */
    public static ModelEdit keepAnimations(Collection<String> names) {
        return new AnimationEdit("keep-animation", List.copyOf(names), null, 0, -1);
    }

    /**
     * An animation marked as looping, or as playing once.
     *
     * @param name the animation
     * @param loop whether it loops
     * @return the edit
     */
    public static ModelEdit loop(String name, boolean loop) {
        return new AnimationEdit(loop ? "loop-animation" : "no-loop-animation", List.of(name), null, 0, -1);
    }

    /**
     * An animation cut to frames {@code first} to {@code last} (0-based, inclusive; past its end: to its end).
     *
     * @param name the animation
     * @param first the first frame kept
     * @param last the last frame kept
     * @return the edit
     * @throws IllegalArgumentException when the frames are no range
     */
    public static ModelEdit trim(String name, int first, int last) {
        return new AnimationEdit("trim", List.of(name), null, first, last);
    }

    /**
     * Frames {@code first} to {@code last} of an animation as a new animation, added after the others.
     *
     * @param name the animation
     * @param first the first frame
     * @param last the last frame, inclusive
     * @param newName the new animation's name
     * @return the edit
     * @throws IllegalArgumentException when the frames are no range
     */
    public static ModelEdit splitAnimation(String name, int first, int last, String newName) {
        return new AnimationEdit("split-animation", List.of(name), Objects.requireNonNull(newName, "newName"), first,
                last);
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
     * Joints renamed by a map (animations and weights follow: they name joints by index).
     *
     * @param map old names to new ones
     * @param described how the map is named in the report (its file, say)
     * @return the edit
     */
    public static ModelEdit renameJoints(Map<String, String> map, String described) {
        return new JointRenaming(map, Objects.requireNonNull(described, "described"));
    }

    /**
     * Every animation sampled again at a frame rate (slerp for rotations; exact where the new rate
     * divides the old).
     *
     * @param fps the new frame rate
     * @return the edit
     * @throws IllegalArgumentException when {@code fps} is not a positive number
     */
    public static ModelEdit resample(double fps) {
        return new Resample(fps);
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
     * Animations made in place: root joints held at their first frame's position across the floor
     * (the motion along the up axis kept).
     *
     * @return the edit
     */
    public static ModelEdit zeroRoot() {
        return new RootMotionRemoval();
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

    /**
     * Every joint's base pose taken from the joint of the same name in another model.
     *
     * @param from the model whose joints give the poses
     * @param described how it is named in the report (its file, say)
     * @return the edit
     */
    public static ModelEdit bindPoseFrom(Model from, String described) {
        return new BindPoseCopy(Objects.requireNonNull(from, "from"), Objects.requireNonNull(described, "described"));
    }
}
