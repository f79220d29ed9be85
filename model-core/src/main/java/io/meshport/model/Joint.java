package io.meshport.model;

import java.util.Objects;

/** A joint of the skeleton: its name, the index of its parent (-1 for a root) and its base pose. */
public record Joint(String name, int parent, Transform basePose) {
    public Joint {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(basePose, "basePose");
        if (parent < -1) {
            parent = -1; // every negative parent means "root" in the formats; keep one spelling
        }
    }

    public boolean isRoot() {
        return parent < 0;
    }
}
