package io.meshport.iqm;

import io.meshport.model.Transform;
import java.util.Objects;

/**
 * One v2 {@code iqmjoint}: name offset, parent index (negative for a root) and the base pose,
 * relative to the parent: translate, rotate (quaternion x, y, z, w) and scale.
 *
 * @param name byte offset of the joint's name in the text block
 * @param parent index of the parent joint, which must come earlier in the list; negative for a root
 * @param pose the base (bind) pose in the parent's space: {@code output = (input * scale) * rotation + translation}
 */
public record IqmJoint(int name, int parent, Transform pose) {
    /**
     * Checks that a pose is given.
     *
     * @param name byte offset of the joint's name in the text block
     * @param parent index of the parent joint, or negative for a root
     * @param pose the base pose relative to the parent
     * @throws NullPointerException when {@code pose} is null
     */
    public IqmJoint {
        Objects.requireNonNull(pose, "pose");
    }
}
