package io.meshport.smd;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one SMD file says: its bones ({@code nodes}), its skeleton's frames ({@code skeleton}, one
 * {@code time} each) and, in a reference file ({@link Kind#REFERENCE}), its triangles. A file without
 * a {@code triangles} block is an animation ({@link Kind#ANIMATION}), as the reference IQM compiler
 * tells them apart. Numbers are kept as the file writes them, in double precision. Comments and
 * {@code vertexanimation} blocks (flex animation, which meshport does not read) are not kept.
 *
 * <p>A document made from a model with animations ({@code Smd.writer().fromModel}) also carries one
 * animation document per animation to write beside it ({@link #animations()}). Immutable.
 */
public final class SmdDocument {
    /** The version every SMD file meshport reads and writes has. */
    public static final int VERSION = 1;

    /**
     * The comment line that marks a file meshport wrote for a model without a skeleton: its one
     * bone, at rest at the origin, was made to hang the vertices on, and reading leaves it out (with
     * the blend weights) so that the model comes back without a skeleton.
     */
    public static final String UNSKINNED_MARK = "// meshport: unskinned, every vertex on bone 0";

    /** Which of the two SMD files a document is. */
    public enum Kind {
        /** A reference file: a skeleton in its bind pose (the first frame) and triangles weighted to it. */
        REFERENCE,
        /** An animation file: frames of a skeleton's poses, no triangles block. */
        ANIMATION
    }

    private final List<SmdNode> nodes;
    private final List<SmdFrame> frames;
    private final SmdTriangles triangles;
    private final boolean unskinnedMark;
    private final List<SmdDocument> animations;
    private final String animationName;

    private SmdDocument(List<SmdNode> nodes, List<SmdFrame> frames, SmdTriangles triangles, boolean unskinnedMark,
            List<SmdDocument> animations, String animationName) {
        this.nodes = List.copyOf(nodes);
        this.frames = List.copyOf(frames);
        this.triangles = triangles;
        this.unskinnedMark = unskinnedMark;
        this.animations = List.copyOf(animations);
        this.animationName = animationName;
    }

    /**
     * A document.
     *
     * @param nodes the bones in file order
     * @param frames the skeleton's frames, {@code time 0} first
     * @param triangles the triangles block, or null for an animation file (no such block)
     * @throws IllegalArgumentException when a parent is not an earlier bone, a frame names a bone
     *     that does not exist or one twice, the first frame does not pose every bone, or a vertex
     *     names a bone that does not exist
     */
    public static SmdDocument of(List<SmdNode> nodes, List<SmdFrame> frames, SmdTriangles triangles) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).parent() >= i) {
                throw new IllegalArgumentException("bone " + i + "'s parent " + nodes.get(i).parent()
                        + " is not an earlier bone");
            }
        }
        int[] seenIn = new int[nodes.size()];
        for (int f = 0; f < frames.size(); f++) {
            SmdFrame frame = frames.get(f);
            for (int line = 0; line < frame.size(); line++) {
                int b = frame.bone(line);
                if (b >= nodes.size()) {
                    throw new IllegalArgumentException("time " + f + " poses bone " + b + " of " + nodes.size());
                }
                if (seenIn[b] == f + 1) {
                    throw new IllegalArgumentException("time " + f + " poses bone " + b + " twice");
                }
                seenIn[b] = f + 1;
            }
            if (f == 0 && frame.size() != nodes.size()) {
                throw new IllegalArgumentException("time 0 poses " + frame.size() + " of the " + nodes.size()
                        + " bones: the first frame is the bind pose, and poses every bone");
            }
        }
        if (frames.isEmpty() && !nodes.isEmpty()) {
            throw new IllegalArgumentException("no time 0: the first frame is the bind pose of the " + nodes.size()
                    + " bones");
        }
        if (triangles != null && triangles.largestBone() >= nodes.size()) {
            throw new IllegalArgumentException("a vertex names bone " + triangles.largestBone() + " of " + nodes.size());
        }
        return new SmdDocument(nodes, frames, triangles, false, List.of(), null);
    }

    /** This document with the {@link #UNSKINNED_MARK} comment line or without it. */
    public SmdDocument withUnskinnedMark(boolean mark) {
        return new SmdDocument(nodes, frames, triangles, mark, animations, animationName);
    }

    /**
     * This document with {@code animations} to write beside it (each an animation document).
     *
     * @throws IllegalArgumentException when one of {@code animations} is not an animation document
     */
    public SmdDocument withAnimations(List<SmdDocument> animations) {
        for (SmdDocument a : animations) {
            if (a.kind() != Kind.ANIMATION) {
                throw new IllegalArgumentException("a reference document is not an animation");
            }
        }
        return new SmdDocument(nodes, frames, triangles, unskinnedMark, animations, animationName);
    }

    /**
     * This document under the name of the model's animation it was made from: beside {@code m.smd} it
     * is written as {@code m-<name>.smd} (or {@code <name>.smd} when the name already starts with
     * {@code m-}).
     *
     * @throws NullPointerException when {@code name} is null
     */
    public SmdDocument named(String name) {
        Objects.requireNonNull(name, "name");
        return new SmdDocument(nodes, frames, triangles, unskinnedMark, animations, name);
    }

    /** Which file this is: a reference file has a triangles block. */
    public Kind kind() {
        return triangles == null ? Kind.ANIMATION : Kind.REFERENCE;
    }

    /** The bones. */
    public List<SmdNode> nodes() {
        return nodes;
    }

    /** The skeleton's frames, {@code time 0} first. */
    public List<SmdFrame> frames() {
        return frames;
    }

    /** The triangles block, if the file has one (a reference file). */
    public Optional<SmdTriangles> triangles() {
        return Optional.ofNullable(triangles);
    }

    /** Whether the file has the {@link #UNSKINNED_MARK} comment line. */
    public boolean unskinnedMark() {
        return unskinnedMark;
    }

    /** The animation documents written beside a document made from a model (else empty). */
    public List<SmdDocument> animations() {
        return animations;
    }

    /** The name of the model's animation this document was made from ({@link #named}), if it has one. */
    public Optional<String> animationName() {
        return Optional.ofNullable(animationName);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SmdDocument d && nodes.equals(d.nodes) && frames.equals(d.frames)
                && Objects.equals(triangles, d.triangles) && unskinnedMark == d.unskinnedMark
                && animations.equals(d.animations) && Objects.equals(animationName, d.animationName);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nodes, frames, triangles, unskinnedMark, animations, animationName);
    }

    @Override
    public String toString() {
        return "SmdDocument[" + kind().name().toLowerCase(java.util.Locale.ROOT) + ", " + nodes.size() + " bones, "
                + frames.size() + " frames" + (triangles == null ? "" : ", " + triangles.triangleCount() + " triangles")
                + ", " + animations.size() + " animations beside]";
    }
}
