package io.meshport.iqm.internal.read;

import static io.meshport.iqm.internal.read.IqmHeaderField.*;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmJoint;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmParents;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.model.Transform;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads IQM v2 (and v1, upgraded) from a little-endian view of the whole file into an
 * {@link IqmFile}. The file is untrusted: every section's offset and length is checked in 64-bit
 * arithmetic against the file before anything is allocated or read (by {@link IqmSectionBounds},
 * which also records the layout), and every index is checked here before it is used, so any input
 * yields either a valid file or a {@link ModelFormatException} naming the field and its byte offset.
 *
 * <p>Lenient where real exporters need it: the Blender exporter packs sections without padding,
 * so an offset that is not 4-aligned is accepted (with a warning) when it directly follows
 * another section; it pads vertex data to nothing rather than 8 bytes; Noesis writes int blend
 * indexes and float weights; animation-only files have poses but no joints; frames may have zero
 * channels with {@code ofs_frames} 0.
 */
public final class IqmReader {
    /** The document's arrays are taken over as decoded, not copied again. */
    private static final IqmDocumentAccess ACCESS = IqmDocumentAccess.get();

    private final ByteBuffer buf;
    private final String source;
    private final Diagnostics diagnostics;
    /** The checked header and section ranges; every section read below lies inside them. */
    private final IqmSectionBounds sections;
    private final int version;

    private IqmReader(ByteBuffer buf, IqmSectionBounds sections, String source, Diagnostics diagnostics) {
        this.buf = buf;
        this.source = source;
        this.diagnostics = diagnostics;
        this.sections = sections;
        this.version = sections.version();
    }

    /**
     * Reads the whole of {@code bytes}, in place.
     *
     * @param bytes a whole IQM file, version 1 or 2; not modified
     * @param source the name diagnostics and errors give the input
     * @param diagnostics where warnings go
     * @return the file as stored (version 1 upgraded to 2)
     * @throws ModelFormatException when the bytes are not an IQM file this reader accepts
     */
    public static IqmFile read(byte[] bytes, String source, Diagnostics diagnostics) throws ModelFormatException {
        return read(ByteBuffer.wrap(bytes), source, diagnostics);
    }

    /**
     * Reads the file held in {@code bytes} from its position to its limit.
     *
     * @param bytes the file, for instance mapped; its position and order are not changed
     * @param source the name diagnostics and errors give the input
     * @param diagnostics where warnings go
     * @return the file as stored (version 1 upgraded to 2)
     * @throws ModelFormatException when the bytes are not an IQM file this reader accepts
     */
    public static IqmFile read(ByteBuffer bytes, String source, Diagnostics diagnostics) throws ModelFormatException {
        ByteBuffer buf = bytes.slice().duplicate().order(ByteOrder.LITTLE_ENDIAN);
        IqmSectionBounds sections = new IqmSectionBounds(buf, source, diagnostics);
        return new IqmReader(buf, sections, source, diagnostics).read();
    }

    private float f32(long pos) {
        return buf.getFloat((int) pos);
    }

    private long h(IqmHeaderField f) {
        return sections.h(f);
    }

    private IqmFile read() throws ModelFormatException {
        sections.claimSections();
        long[] extensionHeaders = sections.walkExtensions();
        byte[] text = bytes(h(OFS_TEXT), h(NUM_TEXT));
        // Everything placed by the vertex array table and the extension list is claimed before
        // any structure is interpreted, so alignment is judged against every section's end.
        long[] arrayOffsets = new long[(int) h(NUM_VERTEXARRAYS)];
        List<int[]> arrayHeads = readVertexArrayTable(text, arrayOffsets);
        int[] extensionData = claimExtensionData(extensionHeaders, text);
        sections.checkAlignment();
        checkText(text);
        warnUnlessSpecOrder(arrayHeads);

        IqmFile.Builder file = ACCESS.textOwned(IqmFile.builder().sourceVersion(version).flags((int) h(FLAGS)), text);
        file.meshes(readMeshes(text));
        file.vertexCount((int) h(NUM_VERTEXES)).vertexArrays(readVertexArrays(arrayHeads, arrayOffsets));
        IqmTriangleTables tables = new IqmTriangleTables(buf, sections);
        ACCESS.trianglesChecked(file, tables.triangles()); // checked against NUM_VERTEXES, the count set above
        int[] adjacency = tables.adjacency();
        if (adjacency != null) {
            ACCESS.adjacencyOwned(file, adjacency);
        }
        file.joints(readJoints(text));
        file.anims(readAnims(text));
        readPosesAndFrames(file);
        if (h(OFS_BOUNDS) != 0 && h(NUM_FRAMES) != 0) {
            float[] bounds = new float[(int) h(NUM_FRAMES) * 8];
            buf.slice((int) h(OFS_BOUNDS), bounds.length * 4).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer()
                    .get(bounds);
            ACCESS.boundsOwned(file, bounds);
        }
        ACCESS.commentOwned(file, bytes(h(OFS_COMMENT), h(NUM_COMMENT)));
        file.extensions(readExtensions(extensionHeaders, extensionData));
        if (version == IqmConstants.VERSION) {
            ACCESS.layout(file, sections.layout(arrayOffsets, extensionHeaders, extensionData));
        }
        try {
            return file.build();
        } catch (IllegalArgumentException e) {
            // Every invariant of IqmFile is checked above with a position; reaching this is a reader bug.
            throw new IllegalStateException("reader accepted an inconsistent file: " + e.getMessage(), e);
        }
    }

    /** Checks each extension's name and claims its data; returns the data offsets. */
    private int[] claimExtensionData(long[] extensionHeaders, byte[] text) throws ModelFormatException {
        int[] extensionData = new int[extensionHeaders.length];
        for (int i = 0; i < extensionHeaders.length; i++) {
            long pos = extensionHeaders[i];
            checkString(pos, "extensions[" + i + "].name", sections.i32(pos), text);
            long numData = sections.u32(pos + 4);
            long ofsData = sections.u32(pos + 8);
            if (numData != 0) {
                sections.checkRange(pos + 8, "extensions[" + i + "].ofs_data", ofsData, numData, 1, "extension data");
            }
            extensionData[i] = (int) ofsData;
        }
        return extensionData;
    }

    private List<IqmExtension> readExtensions(long[] extensionHeaders, int[] extensionData) {
        List<IqmExtension> extensions = new ArrayList<>(extensionHeaders.length);
        for (int i = 0; i < extensionHeaders.length; i++) {
            byte[] data = bytes(extensionData[i], sections.u32(extensionHeaders[i] + 4));
            extensions.add(new IqmExtension(sections.i32(extensionHeaders[i]), data));
        }
        return extensions;
    }

    private void checkText(byte[] text) throws ModelFormatException {
        long ofsText = h(OFS_TEXT);
        if (text.length != 0 && text[text.length - 1] != 0) {
            throw sections.fail(ofsText + text.length - 1, "text", "the text block does not end with a NUL byte");
        }
        if (text.length != 0 && text[0] != 0) {
            sections.warn(ofsText, "text", "the text block does not start with the empty string");
        }
    }

    private void warnUnlessSpecOrder(List<int[]> arrayHeads) {
        for (int i = 1; i < arrayHeads.size(); i++) {
            if (Integer.compareUnsigned(typeOrder(arrayHeads.get(i)[0]), typeOrder(arrayHeads.get(i - 1)[0])) < 0) {
                sections.warn(h(OFS_VERTEXARRAYS) + (long) i * IqmConstants.VERTEX_ARRAY_SIZE, "vertexarrays[" + i + "].type",
                        "vertex arrays are not in the order the specification requires (position, texcoord, "
                                + "normal, tangent, blend indexes, blend weights, color, custom)");
                return;
            }
        }
    }

    private List<IqmVertexArray> readVertexArrays(List<int[]> arrayHeads, long[] arrayOffsets) {
        List<IqmVertexArray> arrays = new ArrayList<>(arrayHeads.size());
        for (int i = 0; i < arrayHeads.size(); i++) {
            int[] a = arrayHeads.get(i);
            int length = (int) (h(NUM_VERTEXES) * a[3] * IqmConstants.formatBytes(a[2]));
            arrays.add(ACCESS.vertexArrayOwned(a[0], a[1], a[2], a[3], bytes(arrayOffsets[i], length)));
        }
        return arrays;
    }

    /** Custom types all rank after the standard ones, whatever their name offset. */
    private static int typeOrder(int type) {
        return Integer.compareUnsigned(type, IqmConstants.CUSTOM) >= 0 ? IqmConstants.CUSTOM : type;
    }

    private void checkString(long fieldPos, String field, int offset, byte[] text) throws ModelFormatException {
        if (offset == 0 && text.length == 0) {
            return;
        }
        if (Integer.toUnsignedLong(offset) >= text.length) {
            throw sections.fail(fieldPos, field, "string offset " + Integer.toUnsignedString(offset)
                    + " is outside the text block of " + text.length + " bytes");
        }
    }

    private List<IqmMesh> readMeshes(byte[] text) throws ModelFormatException {
        long ofs = h(OFS_MESHES);
        int count = (int) h(NUM_MESHES);
        long numVertexes = h(NUM_VERTEXES);
        long numTriangles = h(NUM_TRIANGLES);
        List<IqmMesh> meshes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * IqmConstants.MESH_SIZE;
            String f = "meshes[" + i + "].";
            int name = sections.i32(p);
            int material = sections.i32(p + 4);
            checkString(p, f + "name", name, text);
            checkString(p + 4, f + "material", material, text);
            long firstVertex = sections.u32(p + 8);
            long vertexes = sections.u32(p + 12);
            long firstTriangle = sections.u32(p + 16);
            long triangles = sections.u32(p + 20);
            if (firstVertex + vertexes > numVertexes) {
                throw sections.fail(p + 8, f + "first_vertex", "vertex range " + firstVertex + "+" + vertexes
                        + " is outside the " + numVertexes + " vertexes of the file");
            }
            if (firstTriangle + triangles > numTriangles) {
                throw sections.fail(p + 16, f + "first_triangle", "triangle range " + firstTriangle + "+" + triangles
                        + " is outside the " + numTriangles + " triangles of the file");
            }
            meshes.add(new IqmMesh(name, material, (int) firstVertex, (int) vertexes, (int) firstTriangle,
                    (int) triangles));
        }
        return meshes;
    }

    /** Reads and checks the vertex array entries; returns type, flags, format, size per array. */
    private List<int[]> readVertexArrayTable(byte[] text, long[] offsets) throws ModelFormatException {
        long ofs = h(OFS_VERTEXARRAYS);
        int count = offsets.length;
        long numVertexes = h(NUM_VERTEXES);
        List<int[]> heads = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * IqmConstants.VERTEX_ARRAY_SIZE;
            String f = "vertexarrays[" + i + "].";
            int type = sections.i32(p);
            int flags = sections.i32(p + 4);
            long format = sections.u32(p + 8);
            long size = sections.u32(p + 12);
            long offset = sections.u32(p + 16);
            if (!IqmConstants.isKnownType(type)) {
                // "reserved for future use": a reader that follows the spec skips what it does not know
                sections.warn(p, f + "type", "vertex array type " + type + " is reserved (7..15); tolerated, and "
                        + "the model does not keep the array");
            }
            if (Integer.compareUnsigned(type, IqmConstants.CUSTOM) >= 0) {
                checkString(p, f + "type", type - IqmConstants.CUSTOM, text);
            }
            if (format > IqmConstants.DOUBLE) {
                throw sections.fail(p + 8, f + "format", "unknown vertex array format " + format);
            }
            if (size < 1 || size > 4) {
                throw sections.fail(p + 12, f + "size", "vertex array size " + size + " is not 1..4");
            }
            if (numVertexes != 0) {
                sections.checkRange(p + 16, f + "offset", offset, numVertexes,
                        size * IqmConstants.formatBytes((int) format), "vertex array data");
            }
            offsets[i] = offset;
            heads.add(new int[] {type, flags, (int) format, (int) size});
        }
        return heads;
    }

    /**
     * A bulk copy of a range already checked against the file. An empty section may have any
     * offset (it is never used), so nothing is touched then.
     */
    private byte[] bytes(long ofs, long length) {
        byte[] out = new byte[(int) length];
        if (length != 0) {
            buf.get((int) ofs, out);
        }
        return out;
    }

    private int[] readInts(long ofs, int count) {
        return IqmTriangleTables.ints(buf, ofs, count);
    }

    private List<IqmJoint> readJoints(byte[] text) throws ModelFormatException {
        long ofs = h(OFS_JOINTS);
        int count = (int) h(NUM_JOINTS);
        List<IqmJoint> joints = new ArrayList<>(count);
        int size = version == 1 ? IqmConstants.JOINT_V1_SIZE : IqmConstants.JOINT_SIZE;
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * size;
            String f = "joints[" + i + "].";
            int name = sections.i32(p);
            checkString(p, f + "name", name, text);
            int parent = sections.i32(p + 4);
            // version 1's upgrade composes poses in order: there a parent must come first
            if (version == 1 ? parent >= i : parent >= count || parent == i) {
                throw sections.fail(p + 4, f + "parent", "parent " + parent + (version == 1 ? " is not an earlier joint"
                        : parent == i ? " is the joint itself" : " is past the " + count + " joints"));
            }
            if (version == 1) {
                float[] t = floats(p + 8, 3);
                float[] r = floats(p + 20, 3);
                float[] s = floats(p + 32, 3);
                joints.add(IqmVersion1Upgrade.joint(name, parent, t, r, s));
            } else {
                float[] v = floats(p + 8, 10);
                joints.add(new IqmJoint(name, parent, Transform.fromChannels(v, 0)));
            }
        }
        int[] parents = joints.stream().mapToInt(IqmJoint::parent).toArray();
        int broken = IqmParents.firstBroken(parents);
        if (broken >= 0) {
            throw sections.fail(ofs + (long) broken * size + 4, "joints[" + broken + "].parent", "the parents of joint "
                    + broken + " loop back to it");
        }
        return joints;
    }

    private float[] floats(long pos, int n) {
        float[] out = new float[n];
        for (int k = 0; k < n; k++) {
            out[k] = f32(pos + 4L * k);
        }
        return out;
    }

    private List<IqmAnim> readAnims(byte[] text) throws ModelFormatException {
        long ofs = h(OFS_ANIMS);
        int count = (int) h(NUM_ANIMS);
        long numFrames = h(NUM_FRAMES);
        List<IqmAnim> anims = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * IqmConstants.ANIM_SIZE;
            String f = "anims[" + i + "].";
            int name = sections.i32(p);
            checkString(p, f + "name", name, text);
            long first = sections.u32(p + 4);
            long frames = sections.u32(p + 8);
            if (first + frames > numFrames) {
                throw sections.fail(p + 4, f + "first_frame", "frame range " + first + "+" + frames + " is past the "
                        + numFrames + " frames of the file");
            }
            if (frames * Math.max(1, h(NUM_POSES)) * IqmPose.CHANNELS > Integer.MAX_VALUE - 8) {
                throw sections.fail(p + 8, f + "num_frames", frames + " frames of " + h(NUM_POSES)
                        + " poses are more than one animation of the model can hold");
            }
            anims.add(new IqmAnim(name, (int) first, (int) frames, f32(p + 12), sections.i32(p + 16)));
        }
        return anims;
    }

    /** The stored poses of one file: per pose its parent, channel mask, offsets and scales. */
    private record StoredPoses(int[] parents, int[] masks, float[][] offsets, float[][] scales) {
    }

    private void readPosesAndFrames(IqmFile.Builder file) throws ModelFormatException {
        int numFrames = (int) h(NUM_FRAMES);
        long numChannels = h(NUM_FRAMECHANNELS);
        StoredPoses poses = readPoses();
        short[] frames = new short[(int) ((long) numFrames * numChannels)];
        if (frames.length != 0) {
            buf.slice((int) h(OFS_FRAMES), frames.length * 2).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer()
                    .get(frames);
        }
        if (version == 1) {
            IqmVersion1Upgrade.Result up = IqmVersion1Upgrade.upgrade(poses.parents(), poses.masks(), poses.offsets(),
                    poses.scales(), frames, numFrames);
            file.poses(up.poses());
            ACCESS.framesOwned(file, numFrames, up.frameChannelCount(), up.frames());
        } else {
            List<IqmPose> list = new ArrayList<>(poses.parents().length);
            for (int i = 0; i < poses.parents().length; i++) {
                list.add(new IqmPose(poses.parents()[i], poses.masks()[i], poses.offsets()[i], poses.scales()[i]));
            }
            file.poses(list);
            ACCESS.framesOwned(file, numFrames, (int) numChannels, frames);
        }
    }

    /**
     * Reads the poses and checks that their channel masks store exactly {@code num_framechannels}
     * channels. Mask bits above the last channel are tolerated with a warning: the reference loader
     * tests only the channels it knows, so they store nothing.
     */
    private StoredPoses readPoses() throws ModelFormatException {
        long ofs = h(OFS_POSES);
        int count = (int) h(NUM_POSES);
        int size = version == 1 ? IqmConstants.POSE_V1_SIZE : IqmConstants.POSE_SIZE;
        int channelsPerPose = version == 1 ? IqmVersion1Upgrade.V1_CHANNELS : IqmPose.CHANNELS;
        int channelBits = (1 << channelsPerPose) - 1;
        StoredPoses poses = new StoredPoses(new int[count], new int[count], new float[count][], new float[count][]);
        long maskBits = 0;
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * size;
            String f = "poses[" + i + "].";
            int parent = sections.i32(p);
            if (version == 1 ? parent >= i : parent >= count || parent == i) {
                throw sections.fail(p, f + "parent", "parent " + parent + (version == 1 ? " is not an earlier pose"
                        : parent == i ? " is the pose itself" : " is past the " + count + " poses"));
            }
            int mask = sections.i32(p + 4);
            if ((mask & ~channelBits) != 0) {
                sections.warn(p + 4, f + "channelmask", "channel mask 0x" + Integer.toHexString(mask) + " has bits beyond the "
                        + channelsPerPose + " channels (tolerated: they store nothing)");
            }
            maskBits += Integer.bitCount(mask & channelBits);
            poses.parents()[i] = parent;
            poses.masks()[i] = mask;
            poses.offsets()[i] = floats(p + 8, channelsPerPose);
            poses.scales()[i] = floats(p + 8 + 4L * channelsPerPose, channelsPerPose);
        }
        if (maskBits != h(NUM_FRAMECHANNELS)) {
            throw sections.fail(NUM_FRAMECHANNELS, "num_framechannels is " + h(NUM_FRAMECHANNELS)
                    + " but the poses' channel masks set " + maskBits + " channels");
        }
        int broken = IqmParents.firstBroken(poses.parents());
        if (broken >= 0) {
            throw sections.fail(ofs + (long) broken * size, "poses[" + broken + "].parent", "the parents of pose "
                    + broken + " loop back to it");
        }
        return poses;
    }

}
