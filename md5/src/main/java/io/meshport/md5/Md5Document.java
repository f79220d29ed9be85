package io.meshport.md5;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one MD5 file says: an {@code .md5mesh} file ({@link Kind#MESH}: joints in model space and
 * meshes) or an {@code .md5anim} file ({@link Kind#ANIMATION}: the joint hierarchy, per-frame
 * bounds, the base frame and each frame's animated components). Numbers are kept as the file
 * writes them, in double precision: the reference compiler computes positions from weights in
 * double, and so does meshport. Comments are not kept, except each mesh's {@code // meshes:}
 * name, which the reference compiler reads.
 *
 * <p>A document made from a model with animations ({@code Md5.writer().fromModel}) is a mesh
 * document that also carries one animation document per animation ({@link #animations()}):
 * written to an {@code .md5mesh} file, they go beside it as {@code .md5anim} files. Immutable;
 * array accessors return copies.
 */
public final class Md5Document {
    /** The version every MD5 file meshport reads and writes has: idTech 4's. */
    public static final int VERSION = 10;

    /**
     * The command line of a mesh file meshport wrote for a model without a skeleton: its one joint,
     * {@code origin}, at the origin, was made to hang the vertices on, and reading leaves it out
     * (with the blend weights) so that the model comes back without a skeleton.
     */
    public static final String UNSKINNED = "meshport: unskinned, every vertex on the joint origin";

    /**
     * The command line of a mesh file meshport wrote for animations without a skeleton (an
     * animation-only IQM file): its joints {@code joint0}, {@code joint1}... were named to write the
     * animations, and reading the mesh file leaves them out.
     */
    public static final String UNNAMED_JOINTS = "meshport: joints named for animations without a skeleton";

    /** Which of the two MD5 files a document is. */
    public enum Kind {
        /** An {@code .md5mesh} file: a skeleton in its bind pose and meshes weighted to it. */
        MESH,
        /** An {@code .md5anim} file: frames of a skeleton's poses. */
        ANIMATION
    }

    private final Kind kind;
    private final String commandLine;
    private final List<Md5Joint> joints;
    private final List<Md5Mesh> meshes;
    private final List<Md5AnimatedJoint> hierarchy;
    private final double frameRate;
    private final int frameCount;
    private final int animatedComponents;
    private final double[] bounds;
    private final double[] baseFrame;
    private final double[] frames;
    private final List<Md5Document> animations;
    private final String animationName;

    private Md5Document(Kind kind, String commandLine, List<Md5Joint> joints, List<Md5Mesh> meshes,
            List<Md5AnimatedJoint> hierarchy, double frameRate, int frameCount, int animatedComponents,
            double[] bounds, double[] baseFrame, double[] frames, List<Md5Document> animations, String animationName) {
        this.kind = kind;
        this.commandLine = Objects.requireNonNull(commandLine, "commandLine");
        Md5Names.check(commandLine, "command line");
        this.joints = List.copyOf(joints);
        this.meshes = List.copyOf(meshes);
        this.hierarchy = List.copyOf(hierarchy);
        this.frameRate = frameRate;
        this.frameCount = frameCount;
        this.animatedComponents = animatedComponents;
        this.bounds = bounds.clone();
        this.baseFrame = baseFrame.clone();
        this.frames = frames.clone();
        this.animations = List.copyOf(animations);
        this.animationName = animationName;
    }

    /**
     * An {@code .md5mesh} document.
     *
     * @param commandLine the {@code commandline} string (often "")
     * @param joints the joints in file order, with model-space bind poses
     * @param meshes the mesh blocks in file order
     * @throws IllegalArgumentException when a joint's parent is not an earlier joint, or a weight
     *     names a joint that does not exist
     */
    public static Md5Document mesh(String commandLine, List<Md5Joint> joints, List<Md5Mesh> meshes) {
        checkParents(joints.stream().mapToInt(Md5Joint::parent).toArray());
        for (Md5Mesh m : meshes) {
            if (m.largestJoint() >= joints.size()) {
                throw new IllegalArgumentException("mesh " + m.name() + ": a weight names joint " + m.largestJoint()
                        + " of " + joints.size());
            }
        }
        return new Md5Document(Kind.MESH, commandLine, joints, meshes, List.of(), 0, 0, 0, new double[0],
                new double[0], new double[0], List.of(), null);
    }

    /**
     * This mesh document with {@code animations} to write beside it (each an animation document).
     *
     * @throws IllegalStateException when this is an animation document
     * @throws IllegalArgumentException when one of {@code animations} is not an animation document
     */
    public Md5Document withAnimations(List<Md5Document> animations) {
        if (kind != Kind.MESH) {
            throw new IllegalStateException("only a mesh document has animations beside it");
        }
        for (Md5Document a : animations) {
            if (a.kind != Kind.ANIMATION) {
                throw new IllegalArgumentException("a mesh document is not an animation");
            }
        }
        return new Md5Document(kind, commandLine, joints, meshes, hierarchy, frameRate, frameCount, animatedComponents, bounds,
                baseFrame, frames, animations, animationName);
    }

    /**
     * An {@code .md5anim} document.
     *
     * @param commandLine the {@code commandline} string (often "")
     * @param hierarchy the joints in file order, with what each frame animates
     * @param frameRate frames per second
     * @param frameCount the number of frames
     * @param animatedComponents the number of components in each frame
     * @param bounds per frame, min x, y, z and max x, y, z: six values a frame, or none (a file
     *     without a {@code bounds} block)
     * @param baseFrame per joint, position x, y, z and orientation x, y, z relative to its parent
     * @param frames per frame, its {@code animatedComponents} values
     * @throws IllegalArgumentException when the lengths disagree with the joint and frame counts, a
     *     parent is not an earlier joint, or a joint's components run past a frame's
     */
    public static Md5Document animation(String commandLine, List<Md5AnimatedJoint> hierarchy, double frameRate,
            int frameCount, int animatedComponents, double[] bounds, double[] baseFrame, double[] frames) {
        checkParents(hierarchy.stream().mapToInt(Md5AnimatedJoint::parent).toArray());
        if (animatedComponents < 0) {
            throw new IllegalArgumentException("numAnimatedComponents " + animatedComponents + " is below 0");
        }
        if (baseFrame.length != 6 * hierarchy.size()) {
            throw new IllegalArgumentException(hierarchy.size() + " joints need " + 6 * hierarchy.size()
                    + " base frame values, not " + baseFrame.length);
        }
        if (frameCount < 0 || (bounds.length != 0 && bounds.length != 6L * frameCount)
                || (long) frameCount * animatedComponents != frames.length) {
            throw new IllegalArgumentException(bounds.length + " bound values and " + frames.length
                    + " frame values are not six (or none) and " + animatedComponents + " for each of " + frameCount
                    + " frames");
        }
        for (Md5AnimatedJoint j : hierarchy) {
            if (j.flags() != 0 && (long) j.start() + j.componentCount() > animatedComponents) {
                throw new IllegalArgumentException("joint " + j.name() + "'s components " + j.start() + " ("
                        + j.componentCount() + " of them) run past the frame's " + animatedComponents);
            }
        }
        return new Md5Document(Kind.ANIMATION, commandLine, List.of(), List.of(), hierarchy, frameRate, frameCount,
                animatedComponents, bounds, baseFrame, frames, List.of(), null);
    }

    /**
     * This animation document under the name of the model's animation it was made from: beside an
     * {@code .md5mesh} file {@code m.md5mesh} it is written as {@code m-<name>.md5anim} (or
     * {@code <name>.md5anim} when the name already starts with {@code m-}).
     *
     * @throws NullPointerException when {@code name} is null
     */
    public Md5Document named(String name) {
        Objects.requireNonNull(name, "name");
        return new Md5Document(kind, commandLine, joints, meshes, hierarchy, frameRate, frameCount, animatedComponents, bounds,
                baseFrame, frames, animations, name);
    }

    private static void checkParents(int[] parents) {
        for (int i = 0; i < parents.length; i++) {
            if (parents[i] >= i) {
                throw new IllegalArgumentException("joint " + i + "'s parent " + parents[i]
                        + " is not an earlier joint");
            }
        }
    }

    /** Which file this is. */
    public Kind kind() {
        return kind;
    }

    /** The {@code commandline} string. */
    public String commandLine() {
        return commandLine;
    }

    /** A mesh document's joints (empty for an animation). */
    public List<Md5Joint> joints() {
        return joints;
    }

    /** A mesh document's meshes (empty for an animation). */
    public List<Md5Mesh> meshes() {
        return meshes;
    }

    /** An animation document's joints (empty for a mesh). */
    public List<Md5AnimatedJoint> hierarchy() {
        return hierarchy;
    }

    /** An animation's frames per second (0 for a mesh). */
    public double frameRate() {
        return frameRate;
    }

    /** The number of components each frame of an animation has. */
    public int animatedComponents() {
        return animatedComponents;
    }

    /** The number of frames of an animation (0 for a mesh). */
    public int frameCount() {
        return frameCount;
    }

    /** Per frame, min x, y, z and max x, y, z, or nothing when the file has no bounds (a copy). */
    public double[] bounds() {
        return bounds.clone();
    }

    /** Per joint, position x, y, z and orientation x, y, z relative to its parent (a copy). */
    public double[] baseFrame() {
        return baseFrame.clone();
    }

    /** Per frame, its animated components (a copy). */
    public double[] frames() {
        return frames.clone();
    }

    /** The animation documents written beside a mesh document made from a model (else empty). */
    public List<Md5Document> animations() {
        return animations;
    }

    /** The name of the model's animation this document was made from ({@link #named}), if it has one. */
    public java.util.Optional<String> animationName() {
        return java.util.Optional.ofNullable(animationName);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Md5Document d && kind == d.kind && commandLine.equals(d.commandLine)
                && joints.equals(d.joints) && meshes.equals(d.meshes) && hierarchy.equals(d.hierarchy)
                && Double.compare(frameRate, d.frameRate) == 0 && frameCount == d.frameCount
                && animatedComponents == d.animatedComponents
                && Arrays.equals(bounds, d.bounds) && Arrays.equals(baseFrame, d.baseFrame)
                && Arrays.equals(frames, d.frames) && animations.equals(d.animations)
                && Objects.equals(animationName, d.animationName);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, commandLine, joints, meshes, hierarchy, frameRate, Arrays.hashCode(frames));
    }

    @Override
    public String toString() {
        return kind == Kind.MESH
                ? "Md5Document[mesh, " + joints.size() + " joints, " + meshes.size() + " meshes, "
                        + animations.size() + " animations beside]"
                : "Md5Document[animation, " + hierarchy.size() + " joints, " + frameCount() + " frames at "
                        + frameRate + " fps]";
    }
}
