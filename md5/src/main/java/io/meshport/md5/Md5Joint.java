package io.meshport.md5;

import java.util.Objects;

/**
 * One line of an {@code .md5mesh} file's {@code joints} block: a joint's name, its parent and its
 * bind pose in model space (not relative to the parent), as the file says it.
 *
 * @param name the joint's name, without quotes
 * @param parent the index of the parent joint, or -1 for a root
 * @param x the position's x in model space
 * @param y the position's y
 * @param z the position's z
 * @param qx the orientation's x: a unit quaternion whose w is {@code -sqrt(1 - qx² - qy² - qz²)}
 * @param qy the orientation's y
 * @param qz the orientation's z
 */
public record Md5Joint(String name, int parent, double x, double y, double z, double qx, double qy, double qz) {
    /**
     * Checks the name is given, has no double quote or line end, and the parent is -1 or more.
     *
     * @throws NullPointerException when {@code name} is null
     * @throws IllegalArgumentException when the name cannot be written or the parent is below -1
     */
    public Md5Joint {
        Md5Names.check(Objects.requireNonNull(name, "name"), "joint name");
        if (parent < -1) {
            throw new IllegalArgumentException("joint " + name + ": parent " + parent + " is below -1");
        }
    }
}
