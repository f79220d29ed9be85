package io.meshport.model;

import java.util.Objects;

/**
 * A joint of the skeleton: its name, the index of its parent (-1 for a root) and its base pose.
 *
 * @param name the joint's name; never null, possibly empty
 * @param parent the index of the parent joint in the model's skeleton, an earlier joint; -1 for a root
 * @param basePose the rest pose relative to the parent (to the model for a root)
 */
public record Joint(String name, int parent, Transform basePose) {
    /**
     * Checks the name and base pose are given, and spells every negative parent as -1.
     *
     * @throws NullPointerException when {@code name} or {@code basePose} is null
     */
    public Joint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(basePose, "basePose");
        if (parent < -1) {
            parent = -1; // every negative parent means "root" in the formats; keep one spelling
        }
    }

    /** Whether the joint has no parent. */
    public boolean isRoot() {
        return parent < 0;
    }
}
