package io.meshport.iqm;

import static io.meshport.iqm.IqmHeaderField.*;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Transform;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads IQM v2 (and v1, upgraded) from a little-endian view of the whole file into an
 * {@link IqmFile}. The file is untrusted: every section's offset and length is checked in 64-bit
 * arithmetic against the file before anything is allocated or read, and every index is checked
 * before it is used, so any input yields either a valid file or a {@link ModelFormatException}
 * naming the field and its byte offset.
 *
 * <p>Lenient where real exporters need it: the Blender exporter packs sections without padding,
 * so an offset that is not 4-aligned is accepted (with a warning) when it directly follows
 * another section; it pads vertex data to nothing rather than 8 bytes; Noesis writes int blend
 * indexes and float weights; animation-only files have poses but no joints; frames may have zero
 * channels with {@code ofs_frames} 0.
 */
final class IqmReader {
    /**
     * A file's frames dequantise to {@code frames * poses * 10} floats (40 bytes per pose and
     * frame). A pose that stores at least one channel costs 2 bytes per frame, so real files
     * expand at most 20-fold; frames with zero channels cost nothing, so a tiny file could claim
     * billions of them. A file that would expand more than this (plus a fixed allowance for small
     * files) is rejected rather than allowed to demand gigabytes downstream. Vertexes without vertex
     * arrays cost nothing in the file either and are bounded the same way, at 12 bytes each.
     */
    static final long MAX_DEQUANTISED_BYTES_PER_FILE_BYTE = 24;
    static final long DEQUANTISED_BYTES_ALLOWANCE = 16L << 20;

    private final ByteBuffer buf;
    private final String source;
    private final Diagnostics diagnostics;
    private final long[] h = new long[IqmHeaderField.COUNT];
    private long limit;
    private int version;
    /** Every claimed range: start, length, and what claimed it (for alignment and layout). */
    private final List<Claim> claims = new ArrayList<>();

    private record Claim(long start, long length, long fieldPos, String field) {
    }

    private IqmReader(ByteBuffer buf, String source, Diagnostics diagnostics) {
        this.buf = buf.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        this.source = source;
        this.diagnostics = diagnostics;
    }

    static IqmFile read(byte[] bytes, String source, Diagnostics diagnostics) throws ModelFormatException {
        return read(ByteBuffer.wrap(bytes), source, diagnostics);
    }

    /** Reads the file held in {@code bytes} from its position to its limit. */
    static IqmFile read(ByteBuffer bytes, String source, Diagnostics diagnostics) throws ModelFormatException {
        return new IqmReader(bytes.slice(), source, diagnostics).read();
    }

    private ModelFormatException fail(long offset, String field, String reason) {
        return ModelFormatException.atOffset(source, offset, field, reason);
    }

    private ModelFormatException fail(IqmHeaderField f, String reason) {
        return fail(f.offset(), f.specName(), reason);
    }

    private void warn(long offset, String field, String message) {
        diagnostics.report(Diagnostic.warningAtOffset(source, offset, field, message));
    }

    private long u32(long pos) {
        return Integer.toUnsignedLong(buf.getInt((int) pos));
    }

    private int i32(long pos) {
        return buf.getInt((int) pos);
    }

    private float f32(long pos) {
        return buf.getFloat((int) pos);
    }

    /** a * b, or Long.MAX_VALUE when that overflows; both are non-negative. */
    private static long mul(long a, long b) {
        if (a != 0 && b > Long.MAX_VALUE / a) {
            return Long.MAX_VALUE;
        }
        return a * b;
    }

    private IqmFile read() throws ModelFormatException {
        readHeader();
        claimSections();
        long[] extensionHeaders = walkExtensions();
        byte[] text = bytes(h(OFS_TEXT), h(NUM_TEXT));
        // Everything placed by the vertex array table and the extension list is claimed before
        // any structure is interpreted, so alignment is judged against every section's end.
        long[] arrayOffsets = new long[(int) h(NUM_VERTEXARRAYS)];
        List<int[]> arrayHeads = readVertexArrayTable(text, arrayOffsets);
        int[] extensionData = claimExtensionData(extensionHeaders, text);
        checkAlignment();
        checkText(text);
        warnUnlessSpecOrder(arrayHeads);

        IqmFile.Builder file = IqmFile.builder().sourceVersion(version).flags((int) h(FLAGS)).textOwned(text);
        file.meshes(readMeshes(text));
        file.vertexCount((int) h(NUM_VERTEXES)).vertexArrays(readVertexArrays(arrayHeads, arrayOffsets));
        file.trianglesOwned(readTriangles());
        if (h(OFS_ADJACENCY) != 0 && h(NUM_TRIANGLES) != 0) {
            file.adjacencyOwned(readAdjacency());
        }
        file.joints(readJoints(text));
        file.anims(readAnims(text));
        readPosesAndFrames(file);
        if (h(OFS_BOUNDS) != 0 && h(NUM_FRAMES) != 0) {
            float[] bounds = new float[(int) h(NUM_FRAMES) * 8];
            buf.slice((int) h(OFS_BOUNDS), bounds.length * 4).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer()
                    .get(bounds);
            file.boundsOwned(bounds);
        }
        file.commentOwned(bytes(h(OFS_COMMENT), h(NUM_COMMENT)));
        file.extensions(readExtensions(extensionHeaders, extensionData));
        if (version == IqmConstants.VERSION) {
            file.layout(layout(arrayOffsets, extensionHeaders, extensionData));
        }
        try {
            return file.build();
        } catch (IllegalArgumentException e) {
            // Every invariant of IqmFile is checked above with a position; reaching this is a reader bug.
            throw new IllegalStateException("reader accepted an inconsistent file: " + e.getMessage(), e);
        }
    }

    /** Checks and claims every section the header places, and the counts that must agree. */
    private void claimSections() throws ModelFormatException {
        section(OFS_TEXT, h(NUM_TEXT), 1, "text");
        section(OFS_MESHES, h(NUM_MESHES), IqmConstants.MESH_SIZE, "meshes");
        section(OFS_VERTEXARRAYS, h(NUM_VERTEXARRAYS), IqmConstants.VERTEX_ARRAY_SIZE, "vertex arrays");
        if (h(NUM_VERTEXES) != 0 && h(NUM_VERTEXARRAYS) == 0) {
            // Vertexes without arrays cost nothing in the file but something in the model: bounded as frames are.
            if (mul(h(NUM_VERTEXES), 12) > mul(limit, MAX_DEQUANTISED_BYTES_PER_FILE_BYTE)
                    + DEQUANTISED_BYTES_ALLOWANCE) {
                throw fail(NUM_VERTEXES, "num_vertexes " + h(NUM_VERTEXES) + " without vertex arrays is implausible"
                        + " for a file of " + limit + " bytes");
            }
            // Red Eclipse's animation files say how many vertexes their mesh file has; the game reads them.
            warn(NUM_VERTEXES.offset(), NUM_VERTEXES.specName(), "num_vertexes is " + h(NUM_VERTEXES)
                    + " but the file has no vertex arrays (tolerated: the vertexes have no data)");
        }
        long numTriangles = h(NUM_TRIANGLES);
        section(OFS_TRIANGLES, numTriangles, IqmConstants.TRIANGLE_SIZE, "triangles");
        section(OFS_ADJACENCY, h(OFS_ADJACENCY) != 0 ? numTriangles : 0, IqmConstants.TRIANGLE_SIZE, "adjacency");
        long numJoints = h(NUM_JOINTS);
        long numPoses = h(NUM_POSES);
        section(OFS_JOINTS, numJoints, version == 1 ? IqmConstants.JOINT_V1_SIZE : IqmConstants.JOINT_SIZE, "joints");
        section(OFS_POSES, numPoses, version == 1 ? IqmConstants.POSE_V1_SIZE : IqmConstants.POSE_SIZE, "poses");
        if (numJoints != 0 && numPoses != 0 && numJoints != numPoses) {
            throw fail(NUM_POSES, "num_poses is " + numPoses + " but num_joints is " + numJoints
                    + " (each pose animates the joint of the same index)");
        }
        section(OFS_ANIMS, h(NUM_ANIMS), IqmConstants.ANIM_SIZE, "anims");
        long numFrames = h(NUM_FRAMES);
        if (numFrames > Integer.MAX_VALUE) {
            throw fail(NUM_FRAMES, "num_frames " + numFrames + " is more than any file can hold");
        }
        section(OFS_FRAMES, mul(numFrames, h(NUM_FRAMECHANNELS)), 2, "frames");
        long dequantised = mul(mul(numFrames, Math.max(numPoses, 1)), 40);
        if (dequantised > mul(limit, MAX_DEQUANTISED_BYTES_PER_FILE_BYTE) + DEQUANTISED_BYTES_ALLOWANCE) {
            throw fail(NUM_FRAMES, "num_frames " + numFrames + " of " + numPoses + " poses is implausible for a file of "
                    + limit + " bytes");
        }
        section(OFS_BOUNDS, h(OFS_BOUNDS) != 0 ? numFrames : 0, IqmConstants.BOUNDS_SIZE, "bounds");
        section(OFS_COMMENT, h(NUM_COMMENT), 1, "comment");
    }

    /** Checks each extension's name and claims its data; returns the data offsets. */
    private int[] claimExtensionData(long[] extensionHeaders, byte[] text) throws ModelFormatException {
        int[] extensionData = new int[extensionHeaders.length];
        for (int i = 0; i < extensionHeaders.length; i++) {
            long pos = extensionHeaders[i];
            checkString(pos, "extensions[" + i + "].name", i32(pos), text);
            long numData = u32(pos + 4);
            long ofsData = u32(pos + 8);
            if (numData != 0) {
                checkRange(pos + 8, "extensions[" + i + "].ofs_data", ofsData, numData, 1, "extension data");
            }
            extensionData[i] = (int) ofsData;
        }
        return extensionData;
    }

    private List<IqmExtension> readExtensions(long[] extensionHeaders, int[] extensionData) {
        List<IqmExtension> extensions = new ArrayList<>(extensionHeaders.length);
        for (int i = 0; i < extensionHeaders.length; i++) {
            byte[] data = bytes(extensionData[i], u32(extensionHeaders[i] + 4));
            extensions.add(new IqmExtension(i32(extensionHeaders[i]), data));
        }
        return extensions;
    }

    private void checkText(byte[] text) throws ModelFormatException {
        long ofsText = h(OFS_TEXT);
        if (text.length != 0 && text[text.length - 1] != 0) {
            throw fail(ofsText + text.length - 1, "text", "the text block does not end with a NUL byte");
        }
        if (text.length != 0 && text[0] != 0) {
            warn(ofsText, "text", "the text block does not start with the empty string");
        }
    }

    private void warnUnlessSpecOrder(List<int[]> arrayHeads) {
        for (int i = 1; i < arrayHeads.size(); i++) {
            if (Integer.compareUnsigned(typeOrder(arrayHeads.get(i)[0]), typeOrder(arrayHeads.get(i - 1)[0])) < 0) {
                warn(h(OFS_VERTEXARRAYS) + (long) i * IqmConstants.VERTEX_ARRAY_SIZE, "vertexarrays[" + i + "].type",
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
            arrays.add(new IqmVertexArray(a[0], a[1], a[2], a[3], bytes(arrayOffsets[i], length), true));
        }
        return arrays;
    }

    private int[] readTriangles() throws ModelFormatException {
        long ofsTriangles = h(OFS_TRIANGLES);
        int[] triangles = readInts(ofsTriangles, (int) (h(NUM_TRIANGLES) * 3));
        for (int i = 0; i < triangles.length; i++) {
            if (Integer.toUnsignedLong(triangles[i]) >= h(NUM_VERTEXES)) {
                throw fail(ofsTriangles + 4L * i, "triangles[" + i / 3 + "].vertex[" + i % 3 + "]",
                        "vertex index " + Integer.toUnsignedString(triangles[i]) + " >= num_vertexes "
                                + h(NUM_VERTEXES));
            }
        }
        return triangles;
    }

    /**
     * The adjacency table as stored. An entry that names no triangle (nor -1) is wrong, but nothing
     * in a file depends on it and the reference loader never reads the table: tolerated with a
     * warning at the first such entry, and kept so that the file writes back unchanged.
     */
    private int[] readAdjacency() {
        long ofsAdjacency = h(OFS_ADJACENCY);
        long numTriangles = h(NUM_TRIANGLES);
        int[] adjacency = readInts(ofsAdjacency, (int) (numTriangles * 3));
        for (int i = 0; i < adjacency.length; i++) {
            if (adjacency[i] != -1 && Integer.toUnsignedLong(adjacency[i]) >= numTriangles) {
                warn(ofsAdjacency + 4L * i, "adjacency[" + i / 3 + "].triangle[" + i % 3 + "]",
                        "triangle index " + Integer.toUnsignedString(adjacency[i]) + " >= num_triangles "
                                + numTriangles + " and not -1 (tolerated: the adjacency is derived again for "
                                + "a model whose triangles change)");
                break;
            }
        }
        return adjacency;
    }

    private long h(IqmHeaderField f) {
        return h[f.ordinal()];
    }

    private void readHeader() throws ModelFormatException {
        int length = buf.limit();
        int magicBytes = Math.min(length, IqmConstants.MAGIC.length);
        for (int i = 0; i < magicBytes; i++) {
            if (buf.get(i) != IqmConstants.MAGIC[i]) {
                throw fail(i, "magic", "not an IQM file: the magic is not \"INTERQUAKEMODEL\\0\"");
            }
        }
        if (length < IqmConstants.HEADER_SIZE) {
            throw fail(length, "header", "truncated header: the file ends after " + length + " of "
                    + IqmConstants.HEADER_SIZE + " header bytes");
        }
        for (IqmHeaderField f : IqmHeaderField.values()) {
            h[f.ordinal()] = u32(f.offset());
        }
        long v = h(VERSION);
        if (v != IqmConstants.VERSION && v != IqmConstants.VERSION_1) {
            throw fail(VERSION, "unsupported IQM version " + v + " (1 and 2 are known)");
        }
        version = (int) v;
        long filesize = h(FILESIZE);
        if (filesize > length) {
            throw fail(FILESIZE, "filesize says " + filesize + " bytes but the file has " + length);
        }
        if (filesize < IqmConstants.HEADER_SIZE) {
            throw fail(FILESIZE, "filesize " + filesize + " is smaller than the " + IqmConstants.HEADER_SIZE
                    + "-byte header");
        }
        if (filesize < length) {
            warn(filesize, "filesize", (length - filesize) + " bytes after the end the header's filesize declares");
        }
        limit = filesize;
        claims.add(new Claim(0, IqmConstants.HEADER_SIZE, 0, "header"));
    }

    /** Checks a section the header places, claims it, and returns its offset. */
    private long section(IqmHeaderField ofsField, long count, long elementSize, String what)
            throws ModelFormatException {
        long ofs = h(ofsField);
        if (count != 0) {
            checkRange(ofsField.offset(), ofsField.specName(), ofs, count, elementSize, what);
        }
        return ofs;
    }

    private void checkRange(long fieldPos, String field, long ofs, long count, long elementSize, String what)
            throws ModelFormatException {
        long bytes = mul(count, elementSize);
        if (ofs < IqmConstants.HEADER_SIZE) {
            throw fail(fieldPos, field, what + " (" + count + " x " + elementSize + " bytes) at offset " + ofs
                    + " overlaps the header");
        }
        if (bytes > limit - ofs) {
            throw fail(fieldPos, field, what + " (" + count + " x " + elementSize + " bytes at offset " + ofs
                    + ") run past the end of the file (" + limit + " bytes)");
        }
        claims.add(new Claim(ofs, bytes, fieldPos, field));
    }

    /**
     * Offsets must be 4-aligned. Real writers that do not pad (the reference compiler, lsalzman/iqm's
     * {@code writeiqm}, aligns only the vertex arrays, so after an odd-length text block the
     * sections of an animation file follow unaligned) put a section directly after the previous one
     * instead; that is accepted with a {@link io.meshport.io.Severity#NOTE}. Any other misaligned
     * offset is an error.
     */
    private void checkAlignment() throws ModelFormatException {
        Set<Long> ends = new HashSet<>();
        for (Claim c : claims) {
            ends.add(c.start + c.length);
        }
        for (Claim c : claims) {
            if (c.start % 4 != 0) {
                if (!ends.contains(c.start)) {
                    throw fail(c.fieldPos, c.field, "offset " + c.start + " is not 4-aligned");
                }
                // the reference compiler puts the meshes, poses, anims and frames right after the text:
                // every animation file of Red Eclipse has this, so it is a note, not a warning
                diagnostics.report(Diagnostic.noteAtOffset(source, c.fieldPos, c.field, "offset " + c.start
                        + " is not 4-aligned (tolerated: it directly follows the previous section, as the reference"
                        + " compiler writes it after an odd-length text block)"));
            }
        }
    }

    /** Walks the extension list by count, refusing chains that leave the file or loop. */
    private long[] walkExtensions() throws ModelFormatException {
        long count = h(NUM_EXTENSIONS);
        if (count == 0) {
            return new long[0];
        }
        if (mul(count, IqmConstants.EXTENSION_SIZE) > limit - IqmConstants.HEADER_SIZE) {
            throw fail(NUM_EXTENSIONS, count + " extensions cannot fit in a file of " + limit + " bytes");
        }
        long[] headers = new long[(int) count];
        Set<Long> visited = new HashSet<>();
        long pos = h(OFS_EXTENSIONS);
        long linkPos = OFS_EXTENSIONS.offset();
        String linkField = OFS_EXTENSIONS.specName();
        for (int i = 0; i < count; i++) {
            if (pos == 0) {
                throw fail(linkPos, linkField, "the extension list ends after " + i + " of " + count + " extensions");
            }
            if (!visited.add(pos)) {
                throw fail(linkPos, linkField, "the extension list loops back to offset " + pos);
            }
            checkRange(linkPos, linkField, pos, 1, IqmConstants.EXTENSION_SIZE, "extension");
            headers[i] = pos;
            linkPos = pos + 12;
            linkField = "extensions[" + i + "].ofs_extensions";
            pos = u32(linkPos);
        }
        return headers;
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
            throw fail(fieldPos, field, "string offset " + Integer.toUnsignedString(offset)
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
            int name = i32(p);
            int material = i32(p + 4);
            checkString(p, f + "name", name, text);
            checkString(p + 4, f + "material", material, text);
            long firstVertex = u32(p + 8);
            long vertexes = u32(p + 12);
            long firstTriangle = u32(p + 16);
            long triangles = u32(p + 20);
            if (firstVertex + vertexes > numVertexes) {
                throw fail(p + 8, f + "first_vertex", "vertex range " + firstVertex + "+" + vertexes
                        + " is outside the " + numVertexes + " vertexes of the file");
            }
            if (firstTriangle + triangles > numTriangles) {
                throw fail(p + 16, f + "first_triangle", "triangle range " + firstTriangle + "+" + triangles
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
            int type = i32(p);
            int flags = i32(p + 4);
            long format = u32(p + 8);
            long size = u32(p + 12);
            long offset = u32(p + 16);
            if (!IqmConstants.isKnownType(type)) {
                // "reserved for future use": a reader that follows the spec skips what it does not know
                warn(p, f + "type", "vertex array type " + type + " is reserved (7..15); tolerated, and "
                        + "the model does not keep the array");
            }
            if (Integer.compareUnsigned(type, IqmConstants.CUSTOM) >= 0) {
                checkString(p, f + "type", type - IqmConstants.CUSTOM, text);
            }
            if (format > IqmConstants.DOUBLE) {
                throw fail(p + 8, f + "format", "unknown vertex array format " + format);
            }
            if (size < 1 || size > 4) {
                throw fail(p + 12, f + "size", "vertex array size " + size + " is not 1..4");
            }
            if (numVertexes != 0) {
                checkRange(p + 16, f + "offset", offset, numVertexes, size * IqmConstants.formatBytes((int) format),
                        "vertex array data");
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
        int[] out = new int[count];
        if (count != 0) {
            buf.slice((int) ofs, count * 4).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        }
        return out;
    }

    private List<IqmJoint> readJoints(byte[] text) throws ModelFormatException {
        long ofs = h(OFS_JOINTS);
        int count = (int) h(NUM_JOINTS);
        List<IqmJoint> joints = new ArrayList<>(count);
        int size = version == 1 ? IqmConstants.JOINT_V1_SIZE : IqmConstants.JOINT_SIZE;
        for (int i = 0; i < count; i++) {
            long p = ofs + (long) i * size;
            String f = "joints[" + i + "].";
            int name = i32(p);
            checkString(p, f + "name", name, text);
            int parent = i32(p + 4);
            if (parent >= i) {
                throw fail(p + 4, f + "parent", "parent " + parent + " is not an earlier joint");
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
            int name = i32(p);
            checkString(p, f + "name", name, text);
            long first = u32(p + 4);
            long frames = u32(p + 8);
            if (first + frames > numFrames) {
                throw fail(p + 4, f + "first_frame", "frame range " + first + "+" + frames + " is past the "
                        + numFrames + " frames of the file");
            }
            if (frames * Math.max(1, h(NUM_POSES)) * IqmPose.CHANNELS > Integer.MAX_VALUE - 8) {
                throw fail(p + 8, f + "num_frames", frames + " frames of " + h(NUM_POSES)
                        + " poses are more than one animation of the model can hold");
            }
            anims.add(new IqmAnim(name, (int) first, (int) frames, f32(p + 12), i32(p + 16)));
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
            file.framesOwned(numFrames, up.frameChannelCount(), up.frames());
        } else {
            List<IqmPose> list = new ArrayList<>(poses.parents().length);
            for (int i = 0; i < poses.parents().length; i++) {
                list.add(new IqmPose(poses.parents()[i], poses.masks()[i], poses.offsets()[i], poses.scales()[i]));
            }
            file.poses(list);
            file.framesOwned(numFrames, (int) numChannels, frames);
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
            int parent = i32(p);
            if (parent >= i) {
                throw fail(p, f + "parent", "parent " + parent + " is not an earlier pose");
            }
            int mask = i32(p + 4);
            if ((mask & ~channelBits) != 0) {
                warn(p + 4, f + "channelmask", "channel mask 0x" + Integer.toHexString(mask) + " has bits beyond the "
                        + channelsPerPose + " channels (tolerated: they store nothing)");
            }
            maskBits += Integer.bitCount(mask & channelBits);
            poses.parents()[i] = parent;
            poses.masks()[i] = mask;
            poses.offsets()[i] = floats(p + 8, channelsPerPose);
            poses.scales()[i] = floats(p + 8 + 4L * channelsPerPose, channelsPerPose);
        }
        if (maskBits != h(NUM_FRAMECHANNELS)) {
            throw fail(NUM_FRAMECHANNELS, "num_framechannels is " + h(NUM_FRAMECHANNELS)
                    + " but the poses' channel masks set " + maskBits + " channels");
        }
        return poses;
    }

    /** Where everything was, and the non-zero bytes no section claims. */
    private IqmLayout layout(long[] arrayOffsets, long[] extensionHeaders, int[] extensionData) {
        int[] sectionOffsets = new int[IqmLayout.SECTIONS];
        IqmHeaderField[] ofsFields = {OFS_TEXT, OFS_MESHES, OFS_VERTEXARRAYS, OFS_TRIANGLES, OFS_ADJACENCY,
            OFS_JOINTS, OFS_POSES, OFS_ANIMS, OFS_FRAMES, OFS_BOUNDS, OFS_COMMENT, OFS_EXTENSIONS};
        for (int i = 0; i < ofsFields.length; i++) {
            sectionOffsets[i] = (int) h(ofsFields[i]);
        }
        long numFrames = h(NUM_FRAMES);
        long[] lengths = {
            h(NUM_TEXT),
            h(NUM_MESHES) * IqmConstants.MESH_SIZE,
            h(NUM_VERTEXARRAYS) * IqmConstants.VERTEX_ARRAY_SIZE,
            h(NUM_TRIANGLES) * IqmConstants.TRIANGLE_SIZE,
            h(OFS_ADJACENCY) != 0 ? h(NUM_TRIANGLES) * IqmConstants.TRIANGLE_SIZE : 0,
            h(NUM_JOINTS) * IqmConstants.JOINT_SIZE,
            h(NUM_POSES) * IqmConstants.POSE_SIZE,
            h(NUM_ANIMS) * IqmConstants.ANIM_SIZE,
            numFrames * h(NUM_FRAMECHANNELS) * 2,
            h(OFS_BOUNDS) != 0 ? numFrames * IqmConstants.BOUNDS_SIZE : 0,
            h(NUM_COMMENT),
            h(NUM_EXTENSIONS) * IqmConstants.EXTENSION_SIZE,
        };
        int[] vertexArrayOffsets = new int[arrayOffsets.length];
        for (int i = 0; i < arrayOffsets.length; i++) {
            vertexArrayOffsets[i] = (int) arrayOffsets[i];
        }
        int[] headerOffsets = new int[extensionHeaders.length];
        for (int i = 0; i < extensionHeaders.length; i++) {
            headerOffsets[i] = (int) extensionHeaders[i];
        }
        int lastNext = extensionHeaders.length == 0 ? 0 : i32(extensionHeaders[extensionHeaders.length - 1] + 12);
        List<Integer> strayOffsets = new ArrayList<>();
        List<byte[]> strayBytes = new ArrayList<>();
        collectStrayBytes(strayOffsets, strayBytes);
        return new IqmLayout((int) h(FILESIZE), buf.limit(), sectionOffsets, lengths, vertexArrayOffsets,
                headerOffsets, extensionData, lastNext, strayOffsets.stream().mapToInt(Integer::intValue).toArray(),
                strayBytes.toArray(new byte[0][]));
    }

    /** The ranges of the whole file (bytes after filesize too) that no section claims and are not all zero. */
    private void collectStrayBytes(List<Integer> strayOffsets, List<byte[]> strayBytes) {
        long[][] ranges = new long[claims.size()][];
        for (int i = 0; i < ranges.length; i++) {
            ranges[i] = new long[] {claims.get(i).start, claims.get(i).start + claims.get(i).length};
        }
        Arrays.sort(ranges, (a, b) -> Long.compare(a[0], b[0]));
        long cursor = 0;
        for (long[] r : ranges) {
            if (r[0] > cursor) {
                keepIfNonZero(cursor, r[0], strayOffsets, strayBytes);
            }
            cursor = Math.max(cursor, r[1]);
        }
        keepIfNonZero(cursor, buf.limit(), strayOffsets, strayBytes);
    }

    private void keepIfNonZero(long from, long to, List<Integer> offsets, List<byte[]> bytes) {
        for (long i = from; i < to; i++) {
            if (buf.get((int) i) != 0) {
                byte[] b = new byte[(int) (to - from)];
                buf.get((int) from, b);
                offsets.add((int) from);
                bytes.add(b);
                return;
            }
        }
    }
}
