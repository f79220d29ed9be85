package io.meshport.iqm;

import io.meshport.io.Beside;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.iqm.internal.IqmLayout;
import io.meshport.iqm.internal.IqmParents;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An IQM file, faithful to what is stored: the text block with names as offsets into it, the
 * shared vertex arrays as raw little-endian bytes, triangles and adjacency as flat {@code int}
 * arrays, joints, poses, animations, quantised frames as raw ushorts, bounds, comment and
 * extensions. A v1 file is held upgraded to v2 (explicit quaternion w, ten channels).
 *
 * <p>{@link #layout()} remembers where the sections were, so that an unchanged file writes back
 * to the same bytes. Bulk arrays are shared with the module's reader, compiler, exporter and
 * writer (in {@code io.meshport.iqm.internal.*}, through {@link IqmStageAccess}) and are never
 * modified; accessors return copies.
 *
 * <p>Why one class of over 500 lines: it is the file's twelve sections with their accessors and
 * their {@link Builder}, the one way a file is made (by the reader, the exporter and the test
 * generators); each accessor is a few lines, and a section moved to a class of its own would
 * only hand its arrays over to this one.
 */
public final class IqmFile {
    static {
        // the stages in io.meshport.iqm.internal.* reach the arrays below without copies through it
        IqmDocumentAccess.install(new IqmStageAccess());
    }

    private final int sourceVersion;
    private final int flags;
    private final byte[] text;
    private final List<IqmMesh> meshes;
    private final int vertexCount;
    private final List<IqmVertexArray> vertexArrays;
    private final int[] triangles;
    private final int[] adjacency;
    private final List<IqmJoint> joints;
    private final List<IqmPose> poses;
    private final List<IqmAnim> anims;
    private final int frameCount;
    private final int frameChannelCount;
    private final short[] frames;
    /** Null while {@link #laterBounds} computes them. */
    private final float[] bounds;
    /** Bounds still being computed while the sections before them are written; else null. */
    private final Beside<float[]> laterBounds;
    private final int boundsLength;
    private final byte[] comment;
    private final List<IqmExtension> extensions;
    private final IqmLayout layout;

    /** Whether {@link #triangles} were checked, by the reader, against this file's vertex count. */
    private final boolean trianglesChecked;

    private IqmFile(Builder b) {
        this.sourceVersion = b.sourceVersion;
        this.flags = b.flags;
        this.text = b.text;
        this.meshes = List.copyOf(b.meshes);
        this.vertexCount = b.vertexCount;
        this.vertexArrays = List.copyOf(b.vertexArrays);
        this.triangles = b.triangles;
        this.adjacency = b.adjacency;
        this.joints = List.copyOf(b.joints);
        this.poses = List.copyOf(b.poses);
        this.anims = List.copyOf(b.anims);
        this.frameCount = b.frameCount;
        this.frameChannelCount = b.frameChannelCount;
        this.frames = b.frames;
        this.bounds = b.laterBounds == null ? b.bounds : null;
        this.laterBounds = b.laterBounds;
        this.boundsLength = b.laterBounds == null ? b.bounds.length : b.laterBoundsLength;
        this.comment = b.comment;
        this.extensions = List.copyOf(b.extensions);
        this.layout = b.layout;
        this.trianglesChecked = b.checkedTriangles == b.triangles && b.checkedBelow == b.vertexCount;
        if (triangles.length % 3 != 0) {
            throw new IllegalArgumentException("triangles must hold 3 indices each");
        }
        if (adjacency.length != 0 && adjacency.length != triangles.length) {
            throw new IllegalArgumentException("adjacency must be absent or hold 3 entries per triangle");
        }
        for (IqmVertexArray va : vertexArrays) {
            if (va.vertexCount() != vertexCount) {
                throw new IllegalArgumentException(va + " does not hold " + vertexCount + " vertices");
            }
        }
        if (frameCount < 0 || frameChannelCount < 0 || (long) frameCount * frameChannelCount != frames.length) {
            throw new IllegalArgumentException("frames must hold frameCount * frameChannelCount values");
        }
        if (boundsLength != 0 && boundsLength != 8L * frameCount) {
            throw new IllegalArgumentException("bounds must be absent or hold 8 floats per frame");
        }
        checkReferences();
    }

    /**
     * The rules the reader enforces on content (not layout), so that every IqmFile, however
     * built, writes as a file the reader accepts. What the reader only warns about (reserved
     * vertex array types, vertexes without arrays, adjacency naming no triangle, channel-mask bits
     * above channel 9) is allowed here too, so that such a file writes back unchanged.
     */
    private void checkReferences() {
        if (text.length != 0 && text[text.length - 1] != 0) {
            throw new IllegalArgumentException("the text block must end with a NUL byte");
        }
        checkGeometryReferences();
        checkSkeletonReferences();
        for (IqmAnim a : anims) {
            checkString(a.name(), "animation name");
            if (Integer.toUnsignedLong(a.firstFrame()) + Integer.toUnsignedLong(a.frameCount()) > frameCount) {
                throw new IllegalArgumentException(a + " is outside the " + frameCount + " frames");
            }
        }
        for (IqmExtension e : extensions) {
            checkString(e.name(), "extension name");
        }
    }

    /** Meshes inside the vertexes and triangles, names in the text, triangles naming existing vertexes. */
    private void checkGeometryReferences() {
        for (IqmMesh m : meshes) {
            checkString(m.name(), "mesh name");
            checkString(m.material(), "mesh material");
            if (Integer.toUnsignedLong(m.firstVertex()) + Integer.toUnsignedLong(m.vertexCount()) > vertexCount
                    || Integer.toUnsignedLong(m.firstTriangle()) + Integer.toUnsignedLong(m.triangleCount())
                            > triangleCount()) {
                throw new IllegalArgumentException(m + " is outside the file's vertexes or triangles");
            }
        }
        for (IqmVertexArray va : vertexArrays) {
            if (va.isCustom()) {
                checkString(va.customNameOffset(), "custom vertex array name");
            }
        }
        if (vertexCount < 0) {
            throw new IllegalArgumentException("negative vertex count");
        }
        // the reader checked every index against the same count already (with the file offset of
        // one out of range): a second walk of a large file's millions of indices would find nothing
        for (int i = 0; !trianglesChecked && i < triangles.length; i++) {
            if (Integer.toUnsignedLong(triangles[i]) >= vertexCount) {
                throw new IllegalArgumentException("triangle " + i / 3 + " uses vertex "
                        + Integer.toUnsignedString(triangles[i]) + " of " + vertexCount);
            }
        }
    }

    /**
     * Joints and poses name parents that make a skeleton (a later parent too, which engines do not
     * take but which is still a skeleton: {@link IqmParents}), agree in number, and store as many
     * channels as a frame holds.
     */
    private void checkSkeletonReferences() {
        for (int i = 0; i < joints.size(); i++) {
            checkString(joints.get(i).name(), "joint name");
        }
        int broken = IqmParents.firstBroken(joints.stream().mapToInt(IqmJoint::parent).toArray());
        if (broken >= 0) {
            throw new IllegalArgumentException("joint " + broken + " has parent " + joints.get(broken).parent()
                    + ", which makes no skeleton (past the end, itself, or a loop)");
        }
        broken = IqmParents.firstBroken(poses.stream().mapToInt(IqmPose::parent).toArray());
        if (broken >= 0) {
            throw new IllegalArgumentException("pose " + broken + ": " + poses.get(broken)
                    + " has a parent that makes no skeleton");
        }
        int channels = 0;
        for (int i = 0; i < poses.size(); i++) {
            IqmPose p = poses.get(i);
            channels += p.storedChannelCount();
        }
        if (!joints.isEmpty() && !poses.isEmpty() && joints.size() != poses.size()) {
            throw new IllegalArgumentException(poses.size() + " poses for " + joints.size() + " joints");
        }
        if (channels != frameChannelCount) {
            throw new IllegalArgumentException("the poses store " + channels + " channels, frames have "
                    + frameChannelCount);
        }
    }

    private void checkString(int offset, String what) {
        if (!(offset == 0 && text.length == 0) && Integer.toUnsignedLong(offset) >= text.length) {
            throw new IllegalArgumentException(what + " offset " + Integer.toUnsignedString(offset)
                    + " is outside the text block of " + text.length + " bytes");
        }
    }

    /**
     * A builder for a file made in code: version 2, everything empty, no remembered layout.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this file's contents, to change a part of it. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.sourceVersion = sourceVersion;
        b.flags = flags;
        b.text = text;
        b.meshes = new ArrayList<>(meshes);
        b.vertexCount = vertexCount;
        b.vertexArrays = new ArrayList<>(vertexArrays);
        b.triangles = triangles;
        b.adjacency = adjacency;
        b.joints = new ArrayList<>(joints);
        b.poses = new ArrayList<>(poses);
        b.anims = new ArrayList<>(anims);
        b.frameCount = frameCount;
        b.frameChannelCount = frameChannelCount;
        b.frames = frames;
        b.bounds = boundsUnsafe();
        b.comment = comment;
        b.extensions = new ArrayList<>(extensions);
        b.layout = layout;
        return b;
    }

    /** The version the file was stored as: 2, or 1 for a file upgraded on read. */
    public int sourceVersion() {
        return sourceVersion;
    }

    /** The header's {@code flags} field. */
    public int flags() {
        return flags;
    }

    /** The text block: NUL-terminated strings, the first of them "" by convention. */
    public byte[] text() {
        return text.clone();
    }

    /**
     * The size of the text block, without copying it.
     *
     * @return the number of bytes ({@code num_text}), NUL terminators included
     */
    public int textLength() {
        return text.length;
    }

    /**
     * The NUL-terminated string at {@code offset} of the text block, decoded as UTF-8. Offset 0 of
     * an empty text block is "".
     *
     * @param offset byte offset into the text block, as a name field stores it
     * @return the string up to the next NUL (or the end of the block)
     * @throws IllegalArgumentException when the offset is outside the text block
     */
    public String string(int offset) {
        if (offset == 0 && text.length == 0) {
            return "";
        }
        if (offset < 0 || offset >= text.length) {
            throw new IllegalArgumentException("string offset " + Integer.toUnsignedString(offset)
                    + " outside the text block of " + text.length + " bytes");
        }
        int end = offset;
        while (end < text.length && text[end] != 0) {
            end++;
        }
        return new String(text, offset, end - offset, StandardCharsets.UTF_8);
    }

    /**
     * The {@code iqmmesh} entries.
     *
     * @return an unmodifiable list, in file order
     */
    public List<IqmMesh> meshes() {
        return meshes;
    }

    /**
     * The header's {@code num_vertexes}: how many vertexes every vertex array holds.
     *
     * @return the vertex count, 0 or more
     */
    public int vertexCount() {
        return vertexCount;
    }

    /**
     * The shared vertex arrays, one per attribute, each holding {@link #vertexCount()} vertexes.
     *
     * @return an unmodifiable list, in file order
     */
    public List<IqmVertexArray> vertexArrays() {
        return vertexArrays;
    }

    /**
     * The header's {@code num_triangles}, over all meshes.
     *
     * @return the triangle count
     */
    public int triangleCount() {
        return triangles.length / 3;
    }

    /** Three vertex indices per triangle, indexes into the shared vertex arrays. */
    public int[] triangles() {
        return triangles.clone();
    }

    /**
     * Whether the file stores an adjacency table.
     *
     * @return true when {@link #adjacency()} is not empty
     */
    public boolean hasAdjacency() {
        return adjacency.length != 0;
    }

    /** Per triangle and edge the adjacent triangle, or -1; empty when the file has none. */
    public int[] adjacency() {
        return adjacency.clone();
    }

    /**
     * The skeleton's joints, each naming an earlier one as its parent.
     *
     * @return an unmodifiable list, in file order; empty for a file without a skeleton
     */
    public List<IqmJoint> joints() {
        return joints;
    }

    /**
     * How each joint's channels are stored in the frames: one pose per joint when the file has
     * joints, or the only skeleton of an animation-only file.
     *
     * @return an unmodifiable list, in file order; empty for a file without animation frames
     */
    public List<IqmPose> poses() {
        return poses;
    }

    /**
     * The animations, each a range of {@link #frameCount()} frames.
     *
     * @return an unmodifiable list, in file order
     */
    public List<IqmAnim> anims() {
        return anims;
    }

    /**
     * The header's {@code num_frames}, over all animations.
     *
     * @return the frame count
     */
    public int frameCount() {
        return frameCount;
    }

    /**
     * The header's {@code num_framechannels}: ushorts per frame, the sum of the poses' stored channels.
     *
     * @return the channel count per frame
     */
    public int frameChannelCount() {
        return frameChannelCount;
    }

    /** {@code frameCount * frameChannelCount} quantised channel values (unsigned shorts). */
    public short[] frames() {
        return frames.clone();
    }

    /**
     * The stored value of one channel of one frame, 0..65535; the pose of that channel dequantises it.
     *
     * @param frame the frame, 0 to {@code frameCount() - 1}
     * @param channel the stored channel within the frame, 0 to {@code frameChannelCount() - 1}: the
     *     poses in order, and within a pose its stored channels in ascending order
     * @return the unsigned value
     * @throws ArrayIndexOutOfBoundsException when the frame and channel fall outside the frames
     */
    public int frameValue(int frame, int channel) {
        return Short.toUnsignedInt(frames[frame * frameChannelCount + channel]);
    }

    /**
     * Whether the file stores per-frame bounds.
     *
     * @return true when {@link #bounds()} holds 8 floats per frame, false when it is empty
     */
    public boolean hasBounds() {
        return boundsLength != 0;
    }

    /** Per frame bbmin xyz, bbmax xyz, xyradius, radius; empty when the file has none. */
    public float[] bounds() {
        return boundsUnsafe().clone();
    }

    /**
     * The comment section as stored: usually UTF-8 text with NUL padding, but any bytes are kept.
     *
     * @return a copy of the bytes; empty when the file has no comment
     */
    public byte[] comment() {
        return comment.clone();
    }

    /**
     * The {@code iqmextension} entries.
     *
     * @return an unmodifiable list, in the order of the linked list in the file
     */
    public List<IqmExtension> extensions() {
        return extensions;
    }

    /** Where the sections were in the file this was read from; empty for a file built in code. */
    Optional<IqmLayout> layout() {
        return Optional.ofNullable(layout);
    }

    /**
     * The same contents without the remembered layout: the writer then lays it out as the
     * reference compiler does.
     *
     * @return a new file equal to this one
     */
    public IqmFile withoutLayout() {
        return toBuilder().layout(null).build();
    }

    byte[] textUnsafe() {
        return text;
    }

    int[] trianglesUnsafe() {
        return triangles;
    }

    int[] adjacencyUnsafe() {
        return adjacency;
    }

    short[] framesUnsafe() {
        return frames;
    }

    /** The bounds, waiting for them if they are still being computed. */
    float[] boundsUnsafe() {
        if (bounds != null) {
            return bounds;
        }
        float[] b = laterBounds.join();
        if (b.length != boundsLength) {
            throw new IllegalStateException("bounds came as " + b.length + " floats, not the " + boundsLength
                    + " the file was laid out for");
        }
        return b;
    }

    /** Whether the bounds were handed over while still being computed ({@link Builder#boundsLater}). */
    boolean boundsCameLater() {
        return laterBounds != null;
    }

    /** The number of floats of the bounds, known before they are. */
    int boundsLength() {
        return boundsLength;
    }

    byte[] commentUnsafe() {
        return comment;
    }

    /** Equal contents; the layout is not compared (it says where, not what). */
    @Override
    public boolean equals(Object o) {
        return o instanceof IqmFile f && sourceVersion == f.sourceVersion && flags == f.flags
                && Arrays.equals(text, f.text) && meshes.equals(f.meshes) && vertexCount == f.vertexCount
                && vertexArrays.equals(f.vertexArrays) && Arrays.equals(triangles, f.triangles)
                && Arrays.equals(adjacency, f.adjacency) && joints.equals(f.joints) && poses.equals(f.poses)
                && anims.equals(f.anims) && frameCount == f.frameCount && frameChannelCount == f.frameChannelCount
                && Arrays.equals(frames, f.frames) && Arrays.equals(boundsUnsafe(), f.boundsUnsafe())
                && Arrays.equals(comment, f.comment) && extensions.equals(f.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(flags, Arrays.hashCode(text), meshes, vertexCount, vertexArrays,
                Arrays.hashCode(triangles), joints, poses, anims, frameCount, Arrays.hashCode(frames));
    }

    @Override
    public String toString() {
        return "IqmFile[v" + sourceVersion + ", text=" + text.length + "B, meshes=" + meshes.size() + ", vertexes="
                + vertexCount + ", arrays=" + vertexArrays.size() + ", triangles=" + triangleCount() + ", joints="
                + joints.size() + ", poses=" + poses.size() + ", anims=" + anims.size() + ", frames=" + frameCount
                + "x" + frameChannelCount + ", bounds=" + hasBounds() + ", comment=" + comment.length
                + "B, extensions=" + extensions.size() + "]";
    }

    /** Collects the parts of a file; arrays given to it are copied. */
    public static final class Builder {
        private int sourceVersion = IqmConstants.VERSION;
        private int flags;
        private byte[] text = new byte[0];
        private List<IqmMesh> meshes = new ArrayList<>();
        private int vertexCount;
        private List<IqmVertexArray> vertexArrays = new ArrayList<>();
        private int[] triangles = new int[0];
        private int[] adjacency = new int[0];
        /** Triangles the reader checked ({@link #trianglesChecked}), and the vertex count they were checked below. */
        private int[] checkedTriangles;
        private int checkedBelow;
        private List<IqmJoint> joints = new ArrayList<>();
        private List<IqmPose> poses = new ArrayList<>();
        private List<IqmAnim> anims = new ArrayList<>();
        private int frameCount;
        private int frameChannelCount;
        private short[] frames = new short[0];
        private float[] bounds = new float[0];
        private Beside<float[]> laterBounds;
        private int laterBoundsLength;
        private byte[] comment = new byte[0];
        private List<IqmExtension> extensions = new ArrayList<>();
        private IqmLayout layout;

        private Builder() {
        }

        /**
         * Sets the version the file was stored as; the writer always writes version 2.
         *
         * @param v 2, or 1 for a file upgraded from version 1
         * @return this builder
         */
        public Builder sourceVersion(int v) {
            this.sourceVersion = v;
            return this;
        }

        /**
         * Sets the header's {@code flags} field.
         *
         * @param f the flags, kept as given
         * @return this builder
         */
        public Builder flags(int f) {
            this.flags = f;
            return this;
        }

        /**
         * Sets the text block that names refer to by offset.
         *
         * @param t NUL-terminated strings, the first of them "" by convention; empty or ending in
         *     NUL; copied
         * @return this builder
         */
        public Builder text(byte[] t) {
            this.text = t.clone();
            return this;
        }

        /**
         * Sets the meshes.
         *
         * @param m the meshes, in file order; copied
         * @return this builder
         */
        public Builder meshes(List<IqmMesh> m) {
            this.meshes = new ArrayList<>(m);
            return this;
        }

        /**
         * Sets the number of vertexes, which every vertex array must hold.
         *
         * @param n the vertex count, 0 or more
         * @return this builder
         */
        public Builder vertexCount(int n) {
            this.vertexCount = n;
            return this;
        }

        /**
         * Sets the shared vertex arrays.
         *
         * @param v the arrays, in file order; the list is copied
         * @return this builder
         */
        public Builder vertexArrays(List<IqmVertexArray> v) {
            this.vertexArrays = new ArrayList<>(v);
            return this;
        }

        /**
         * Sets the triangles.
         *
         * @param t three global vertex indices per triangle; copied
         * @return this builder
         */
        public Builder triangles(int[] t) {
            this.triangles = t.clone();
            return this;
        }

        /**
         * Sets the adjacency table.
         *
         * @param a per triangle and edge the adjacent triangle, or -1; empty for none, otherwise as
         *     long as the triangles; copied
         * @return this builder
         */
        public Builder adjacency(int[] a) {
            this.adjacency = a.clone();
            return this;
        }

        /**
         * Sets the skeleton's joints.
         *
         * @param j the joints, parents before children; copied
         * @return this builder
         */
        public Builder joints(List<IqmJoint> j) {
            this.joints = new ArrayList<>(j);
            return this;
        }

        /**
         * Sets the poses, one per joint when there are joints.
         *
         * @param p the poses, parents before children; copied
         * @return this builder
         */
        public Builder poses(List<IqmPose> p) {
            this.poses = new ArrayList<>(p);
            return this;
        }

        /**
         * Sets the animations.
         *
         * @param a the animations, each inside the frames; copied
         * @return this builder
         */
        public Builder anims(List<IqmAnim> a) {
            this.anims = new ArrayList<>(a);
            return this;
        }

        /**
         * Sets the quantised frames.
         *
         * @param frameCount the number of frames
         * @param frameChannelCount ushorts per frame, which must equal the poses' stored channels
         * @param values {@code frameCount * frameChannelCount} unsigned values, frame after frame; copied
         * @return this builder
         */
        public Builder frames(int frameCount, int frameChannelCount, short[] values) {
            this.frameCount = frameCount;
            this.frameChannelCount = frameChannelCount;
            this.frames = values.clone();
            return this;
        }

        /**
         * Sets the per-frame bounds.
         *
         * @param b per frame bbmin xyz, bbmax xyz, xyradius, radius (8 floats), or empty for none; copied
         * @return this builder
         */
        public Builder bounds(float[] b) {
            this.bounds = b.clone();
            this.laterBounds = null;
            return this;
        }

        /**
         * Sets the comment section.
         *
         * @param c the bytes to store, written as given (add NUL padding if wanted); copied
         * @return this builder
         */
        public Builder comment(byte[] c) {
            this.comment = c.clone();
            return this;
        }

        /**
         * Sets the extensions.
         *
         * @param e the extensions, in linked-list order; copied
         * @return this builder
         */
        public Builder extensions(List<IqmExtension> e) {
            this.extensions = new ArrayList<>(e);
            return this;
        }

        Builder layout(IqmLayout l) {
            this.layout = l;
            return this;
        }

        /** Reader-internal setters that take ownership of freshly decoded arrays instead of copying them. */
        Builder textOwned(byte[] t) {
            this.text = t;
            return this;
        }

        Builder trianglesOwned(int[] t) {
            this.triangles = t;
            return this;
        }

        /** {@link #trianglesOwned}, each index already checked to be below the vertex count set now. */
        Builder trianglesChecked(int[] t) {
            this.triangles = t;
            this.checkedTriangles = t;
            this.checkedBelow = vertexCount;
            return this;
        }

        Builder adjacencyOwned(int[] a) {
            this.adjacency = a;
            return this;
        }

        Builder framesOwned(int frameCount, int frameChannelCount, short[] values) {
            this.frameCount = frameCount;
            this.frameChannelCount = frameChannelCount;
            this.frames = values;
            return this;
        }

        Builder boundsOwned(float[] b) {
            this.bounds = b;
            this.laterBounds = null;
            return this;
        }

        /**
         * Bounds of {@code length} floats that {@code later} is still computing: a writer lays
         * the file out at once and waits for them only when it reaches their section, so that
         * the sections before it are written meanwhile.
         */
        Builder boundsLater(int length, Beside<float[]> later) {
            this.laterBounds = later;
            this.laterBoundsLength = length;
            return this;
        }

        Builder commentOwned(byte[] c) {
            this.comment = c;
            return this;
        }

        /**
         * The file of the parts set so far.
         *
         * @return a new file; the builder can go on being used
         * @throws IllegalArgumentException when the parts do not fit together or break a rule the
         *     reader enforces (so that what is built always writes as a readable file)
         */
        public IqmFile build() {
            return new IqmFile(this);
        }
    }
}
