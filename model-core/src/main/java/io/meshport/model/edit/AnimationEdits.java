package io.meshport.model.edit;

import io.meshport.model.Model;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The edits of animations and the skeleton ({@link ModelEdit}): renaming, removing, keeping,
 * looping, trimming, splitting and resampling animations, root motion, joint names, scale and order,
 * a bind pose from another model. Run them with {@link ModelEdits#apply}, in any order with the others.
 */
public final class AnimationEdits {
    private AnimationEdits() {
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
     * Animations made in place: root joints held at their first frame's position across the floor
     * (the motion along the up axis kept).
     *
     * @return the edit
     */
    public static ModelEdit zeroRoot() {
        return new RootMotionRemoval();
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

    /**
     * Every joint's scale set to 1 in the base pose and in every frame, carried into its children's
     * translations so that every joint keeps its place; the base-pose mesh keeps its shape, and a
     * frame its skin where each joint carries the scale it carries in the base pose (where it does
     * not, an animated scale say, the vertices that move are reported, with how far).
     *
     * @return the edit
     */
    public static ModelEdit removeJointScale() {
        return new JointScaleRemoval();
    }

    /**
     * The joints put in an order, blend indexes, animation poses and joint-index extras renumbered
     * with them: {@code parent-first} (how a model holds them always: nothing changes),
     * {@code depth-first} (each subtree contiguous, siblings in their old order) or
     * {@code breadth-first} (by depth, stably).
     *
     * @param order {@code parent-first}, {@code depth-first} or {@code breadth-first}
     * @return the edit
     * @throws IllegalArgumentException for another order
     */
    public static ModelEdit reorderJoints(String order) {
        return new JointReordering(Objects.requireNonNull(order, "order"), null);
    }

    /**
     * The joints put in the order given, everything that names a joint by index renumbered with
     * them; given a model's old order back ({@code order[i]} the joint that was at {@code i}), it
     * undoes a reordering. A model of another joint count, or an order that would put a joint
     * before its parent, is left as it is, reported.
     *
     * @param order for each new joint in turn, the index of the joint it was: each of 0 to
     *     {@code order.length - 1} once (copied)
     * @return the edit
     * @throws IllegalArgumentException when {@code order} is no such permutation
     */
    public static ModelEdit reorderJoints(int[] order) {
        return new JointReordering("given", Objects.requireNonNull(order, "order"));
    }
}
