package io.meshport.md5;

import java.util.Objects;

/**
 * One line of an {@code .md5anim} file's {@code hierarchy} block: a joint, its parent, which of
 * its six components the frames animate and where in a frame they start.
 *
 * @param name the joint's name, without quotes
 * @param parent the index of the parent joint, or -1 for a root
 * @param flags the animated components: bits 0-2 position x, y, z; bits 3-5 orientation x, y, z
 * @param start the index in each frame's components of the joint's first animated component
 */
public record Md5AnimatedJoint(String name, int parent, int flags, int start) {
    /** The bits {@link #flags} may have. */
    public static final int ALL_COMPONENTS = 63;

    /**
     * Checks the name, the parent (-1 or more), the flags (0-63) and the start (0 or more).
     *
     * @throws NullPointerException when {@code name} is null
     * @throws IllegalArgumentException when a value is outside its range
     */
    public Md5AnimatedJoint {
        Md5Names.check(Objects.requireNonNull(name, "name"), "joint name");
        if (parent < -1) {
            throw new IllegalArgumentException("joint " + name + ": parent " + parent + " is below -1");
        }
        if ((flags & ~ALL_COMPONENTS) != 0) {
            throw new IllegalArgumentException("joint " + name + ": flags " + flags + " are not within 0-63");
        }
        if (start < 0) {
            throw new IllegalArgumentException("joint " + name + ": start index " + start + " is below 0");
        }
    }

    /** How many components the frames give this joint: the number of bits in {@link #flags}. */
    public int componentCount() {
        return Integer.bitCount(flags);
    }
}
