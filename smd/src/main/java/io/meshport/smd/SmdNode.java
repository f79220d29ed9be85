package io.meshport.smd;

import java.util.Objects;

/**
 * One line of an SMD file's {@code nodes} block: a bone's name and its parent. The bone's index is
 * its place in the block (the file's first number, which must count up from 0).
 *
 * @param name the bone's name, without quotes; not empty
 * @param parent the index of the parent bone, or -1 for a root
 */
public record SmdNode(String name, int parent) {
    /**
     * Checks the name is given, not empty, and has no double quote or line end, and the parent is -1 or more.
     *
     * @throws NullPointerException when {@code name} is null
     * @throws IllegalArgumentException when the name cannot be written or the parent is below -1
     */
    public SmdNode {
        SmdNames.checkBone(Objects.requireNonNull(name, "name"));
        if (parent < -1) {
            throw new IllegalArgumentException("bone " + name + ": parent " + parent + " is below -1");
        }
    }
}
