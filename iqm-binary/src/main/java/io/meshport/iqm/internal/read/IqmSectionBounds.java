package io.meshport.iqm.internal.read;

import static io.meshport.iqm.internal.read.IqmHeaderField.*;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmLayout;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The header of one IQM file and every byte range it and its tables claim, checked against the
 * file. {@link IqmReader} decodes what the sections hold; this class only decides where they may
 * be: each offset and length is checked in 64-bit arithmetic before the reader allocates or reads
 * anything, the extension list is walked without leaving the file or looping, the offsets are
 * checked for alignment once every range is known, and the ranges become the file's
 * {@link IqmLayout}, with the non-zero bytes that nothing claims.
 *
 * <p>It stands apart because the bounds are one concern with one state (the header fields, the
 * file's limit and the list of claims) that every section shares, while the decoding of each
 * section needs only the checked result. It reads the reader's own little-endian view of the
 * file: nothing is copied.
 */
final class IqmSectionBounds {
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
    private final long limit;
    private final int version;
    /** Every claimed range: start, length, and what claimed it (for alignment and layout). */
    private final List<Claim> claims = new ArrayList<>();

    private record Claim(long start, long length, long fieldPos, String field) {
    }

    /**
     * Reads and checks the header of the file {@code buf} holds (little-endian, from 0 to its
     * limit) and claims it; the sections are claimed by {@link #claimSections()}.
     */
    IqmSectionBounds(ByteBuffer buf, String source, Diagnostics diagnostics) throws ModelFormatException {
        this.buf = buf;
        this.source = source;
        this.diagnostics = diagnostics;
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

    /** The header field {@code f}, as an unsigned 32-bit value. */
    long h(IqmHeaderField f) {
        return h[f.ordinal()];
    }

    /** 2 for IQM v2; 1 for a v1 file, which the reader upgrades. */
    int version() {
        return version;
    }

    /** An error at {@code offset} of the file, in header {@code field} (or null). */
    ModelFormatException fail(long offset, String field, String reason) {
        return ModelFormatException.atOffset(source, offset, field, reason);
    }

    /** An error at header field {@code f}. */
    ModelFormatException fail(IqmHeaderField f, String reason) {
        return fail(f.offset(), f.specName(), reason);
    }

    /** A warning at {@code offset} of the file, in header {@code field} (or null). */
    void warn(long offset, String field, String message) {
        diagnostics.report(Diagnostic.warningAtOffset(source, offset, field, message));
    }

    /** The unsigned 32-bit value at {@code pos}. */
    long u32(long pos) {
        return Integer.toUnsignedLong(buf.getInt((int) pos));
    }

    /** The signed 32-bit value at {@code pos}. */
    int i32(long pos) {
        return buf.getInt((int) pos);
    }

    /** a * b, or Long.MAX_VALUE when that overflows; both are non-negative. */
    private static long mul(long a, long b) {
        if (a != 0 && b > Long.MAX_VALUE / a) {
            return Long.MAX_VALUE;
        }
        return a * b;
    }

    /** Checks and claims every section the header places, and the counts that must agree. */
    void claimSections() throws ModelFormatException {
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

    /** Checks a section the header places, claims it, and returns its offset. */
    private long section(IqmHeaderField ofsField, long count, long elementSize, String what)
            throws ModelFormatException {
        long ofs = h(ofsField);
        if (count != 0) {
            checkRange(ofsField.offset(), ofsField.specName(), ofs, count, elementSize, what);
        }
        return ofs;
    }

    /**
     * Checks that {@code count} elements of {@code elementSize} bytes at {@code ofs} lie past the
     * header and inside the file, and claims them; an error points at the field that placed them.
     */
    void checkRange(long fieldPos, String field, long ofs, long count, long elementSize, String what)
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
    void checkAlignment() throws ModelFormatException {
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
    long[] walkExtensions() throws ModelFormatException {
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

    /** Where everything was, and the non-zero bytes no section claims. */
    IqmLayout layout(long[] arrayOffsets, long[] extensionHeaders, int[] extensionData) {
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
