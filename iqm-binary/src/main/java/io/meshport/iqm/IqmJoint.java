package io.meshport.iqm;

import io.meshport.model.Transform;
import java.util.Objects;

/**
 * One v2 {@code iqmjoint}: name offset, parent index (negative for a root) and the base pose,
 * relative to the parent: translate, rotate (quaternion x, y, z, w) and scale.
 */
public record IqmJoint(int name, int parent, Transform pose) {
    public IqmJoint {
        Objects.requireNonNull(pose, "pose");
    }
}
