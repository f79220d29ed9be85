package io.meshport.engines.internal.iqm;

import static io.meshport.engines.internal.iqm.IqmView.FILESIZE;
import static io.meshport.engines.internal.iqm.IqmView.HEADER;
import static io.meshport.engines.internal.iqm.IqmView.NUM_ANIMS;
import static io.meshport.engines.internal.iqm.IqmView.NUM_COMMENT;
import static io.meshport.engines.internal.iqm.IqmView.NUM_FRAMECHANNELS;
import static io.meshport.engines.internal.iqm.IqmView.NUM_FRAMES;
import static io.meshport.engines.internal.iqm.IqmView.NUM_JOINTS;
import static io.meshport.engines.internal.iqm.IqmView.NUM_MESHES;
import static io.meshport.engines.internal.iqm.IqmView.NUM_POSES;
import static io.meshport.engines.internal.iqm.IqmView.NUM_TEXT;
import static io.meshport.engines.internal.iqm.IqmView.NUM_TRIANGLES;
import static io.meshport.engines.internal.iqm.IqmView.NUM_VERTEXARRAYS;
import static io.meshport.engines.internal.iqm.IqmView.NUM_VERTEXES;
import static io.meshport.engines.internal.iqm.IqmView.OFS_ADJACENCY;
import static io.meshport.engines.internal.iqm.IqmView.OFS_BOUNDS;
import static io.meshport.engines.internal.iqm.IqmView.OFS_FRAMES;
import static io.meshport.engines.internal.iqm.IqmView.OFS_TRIANGLES;
import static io.meshport.engines.internal.iqm.IqmView.OFS_VERTEXARRAYS;
import static io.meshport.engines.internal.iqm.IqmView.VERSION;

import io.meshport.engines.internal.iqm.IqmBreak.Kind;
import io.meshport.engines.internal.iqm.IqmBreak.Section;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The breaks of an IQM file that meshport's reader refuses, found in its bytes as the engines'
 * loaders meet them (they check less than the reader, and each something else), and the file
 * repaired where a loader that does not refuse it goes on: out-of-range triangle indexes set to 0
 * (as DarkPlaces' {@code Mod_ValidateElements} does), the filesize set to the file's length, mesh
 * and animation ranges cut to what exists, names past the text block made empty, parents past the
 * joints made roots, {@code num_framechannels} set to what the poses' masks ask for. The
 * repaired file is read again by meshport's reader, so that a verdict of "loads" also covers every
 * rule the reader and the profiles check; a break the scan does not model leaves the repaired
 * file unreadable, and then no verdict is given.
 *
 * <p>Every read is bounds-checked in 64-bit arithmetic; the scan is linear in the file's size.
 */
final class IqmBreaks {
    private static final byte[] MAGIC = "INTERQUAKEMODEL\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** Component bytes by array format (byte … double); formats past it are not IQM's. */
    private static final int[] FORMAT_BYTES = {1, 1, 2, 2, 4, 4, 2, 4, 8};
    private static final long NORMAL_TYPE = 2;
    private static final long TANGENT_TYPE = 3;
    private static final long FLOAT_FORMAT = 7;

    private final ByteBuffer bytes;
    private final long length;
    private final List<IqmBreak> found = new ArrayList<>();
    /** The repairs: a 32-bit value to write at a position of a copy. */
    private final List<long[]> repairs = new ArrayList<>();
    private boolean repairable = true;
    private int version;
    /** Whether the file has normals and float x4 tangents (else a loader may compute them, reading every vertex). */
    private boolean storedTangents;

    private IqmBreaks(ByteBuffer bytes) {
        this.bytes = bytes.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        this.length = this.bytes.remaining();
    }

    /**
     * The breaks of a file.
     *
     * @param bytes the whole file, from its position to its limit (not changed)
     * @return the breaks found, in file order; repairable or not
     */
    static IqmBreaks scan(ByteBuffer bytes) {
        IqmBreaks b = new IqmBreaks(bytes);
        b.scan();
        return b;
    }

    /** The breaks found. */
    List<IqmBreak> breaks() {
        return List.copyOf(found);
    }

    /** What the loaders' handling of a break may depend on. */
    Facts facts() {
        return new Facts(version, storedTangents);
    }

    /**
     * What a loader's handling of a break may depend on besides the break.
     *
     * @param version the file's IQM version
     * @param storedTangents whether the file has normals and float x4 tangents (a loader that computes
     *     tangents otherwise reads every vertex a triangle names at load)
     */
    record Facts(int version, boolean storedTangents) {
    }

    /** The file with every break repaired, or empty when one cannot be (magic, header, version, poses). */
    Optional<byte[]> repaired() {
        if (!repairable) {
            return Optional.empty();
        }
        byte[] copy = new byte[(int) length];
        bytes.duplicate().get(copy);
        ByteBuffer w = ByteBuffer.wrap(copy).order(ByteOrder.LITTLE_ENDIAN);
        for (long[] r : repairs) {
            w.putInt((int) r[0], (int) r[1]);
        }
        return Optional.of(copy);
    }

    private void scan() {
        for (int i = 0; i < Math.min(length, MAGIC.length); i++) {
            if (bytes.get(bytes.position() + i) != MAGIC[i]) {
                unrepairable(Kind.MAGIC, "file", "the first 16 bytes are not INTERQUAKEMODEL\\0");
                return;
            }
        }
        if (length < HEADER) {
            unrepairable(Kind.SHORT_HEADER, "file", length + " bytes, less than the " + HEADER + "-byte header");
            return;
        }
        version = (int) u32(VERSION);
        if (version != 1 && version != 2) {
            unrepairable(Kind.VERSION, "file", "version " + Integer.toUnsignedString(version));
            return;
        }
        long filesize = u32(FILESIZE);
        if (filesize > length) {
            add(Kind.FILESIZE_PAST_END, null, "file", "the header's filesize is " + filesize + ", the file has " + length
                    + " bytes");
            repair(FILESIZE, length);
        } else if (filesize < HEADER) {
            add(Kind.FILESIZE_BELOW_HEADER, null, "file", "the header's filesize is " + filesize + ", less than the header");
            repair(FILESIZE, length);
        }
        long limit = Math.max(HEADER, Math.min(filesize, length));
        boolean v1 = version == 1;
        boolean text = section(Section.TEXT, NUM_TEXT + 4, u32(NUM_TEXT), 1, limit);
        boolean meshes = section(Section.MESHES, NUM_MESHES + 4, u32(NUM_MESHES), 24, limit);
        boolean arrays = section(Section.VERTEX_ARRAYS, OFS_VERTEXARRAYS, u32(NUM_VERTEXARRAYS), 20, limit);
        boolean triangles = section(Section.TRIANGLES, OFS_TRIANGLES, u32(NUM_TRIANGLES), 12, limit);
        section(Section.ADJACENCY, OFS_ADJACENCY, u32(OFS_ADJACENCY) != 0 ? u32(NUM_TRIANGLES) : 0, 12, limit);
        boolean joints = section(Section.JOINTS, NUM_JOINTS + 4, u32(NUM_JOINTS), v1 ? 44 : 48, limit);
        boolean poses = section(Section.POSES, NUM_POSES + 4, u32(NUM_POSES), v1 ? 80 : 88, limit);
        boolean anims = section(Section.ANIMS, NUM_ANIMS + 4, u32(NUM_ANIMS), 20, limit);
        long frames = u32(NUM_FRAMES);
        section(Section.FRAMES, OFS_FRAMES, saturated(frames, u32(NUM_FRAMECHANNELS)), 2, limit);
        section(Section.BOUNDS, OFS_BOUNDS, u32(OFS_BOUNDS) != 0 ? frames : 0, 32, limit);
        section(Section.COMMENT, NUM_COMMENT + 4, u32(NUM_COMMENT), 1, limit);
        long textSize = text ? u32(NUM_TEXT) : -1;
        if (arrays) {
            arrays();
        }
        if (triangles) {
            triangleIndexes();
        }
        if (meshes) {
            meshes(textSize);
        }
        long jointCount = u32(NUM_JOINTS);
        long poseCount = u32(NUM_POSES);
        if (joints) {
            joints(textSize, v1);
        }
        if (jointCount != 0 && poseCount != 0 && jointCount != poseCount) {
            unrepairable(Kind.POSES_NOT_JOINTS, "file", poseCount + " poses for " + jointCount + " joints");
        }
        if (poses) {
            poseParents(v1);
            frames(v1);
        }
        if (anims) {
            anims(textSize);
        }
    }

    /** Checks a section against the file and the filesize; whether it lies inside the file. */
    private boolean section(Section s, int ofsField, long count, long size, long limit) {
        if (count == 0) {
            return true;
        }
        long ofs = u32(ofsField);
        long end = ofs + saturated(count, size);
        if (end > length) {
            add(Kind.SECTION_PAST_END, s, s.word, count + " x " + size + " bytes at offset " + ofs + " run past the end"
                    + " of the file (" + length + " bytes)");
            // the frames as num_framechannels counts them are repaired to what the masks ask for
            repairable &= s == Section.FRAMES;
            return false;
        }
        if (end > limit) {
            add(Kind.SECTION_PAST_FILESIZE, s, s.word, "ends at " + end + ", past the header's filesize "
                    + u32(FILESIZE));
        }
        return true;
    }

    private void arrays() {
        long vertexes = u32(NUM_VERTEXES);
        long at = u32(OFS_VERTEXARRAYS);
        boolean normals = false;
        boolean tangents = false;
        for (long i = 0; i < u32(NUM_VERTEXARRAYS); i++) {
            long a = at + 20 * i;
            long type = u32(a);
            long format = u32(a + 8);
            long size = u32(a + 12);
            normals |= type == NORMAL_TYPE;
            tangents |= type == TANGENT_TYPE && format == FLOAT_FORMAT && size == 4;
            if (size < 1 || size > 4) {
                add(Kind.ARRAY_SIZE, null, "array " + i, "size " + size + ", not 1 to 4");
                repairable = false;
            } else if (format < FORMAT_BYTES.length
                    && u32(a + 16) + saturated(vertexes, size * FORMAT_BYTES[(int) format]) > length) {
                add(Kind.ARRAY_PAST_END, null, "array " + i, vertexes + " vertexes of " + size + " components at offset "
                        + u32(a + 16) + " run past the end of the file");
                repairable = false;
            }
        }
        storedTangents = normals && tangents;
    }

    private void triangleIndexes() {
        long vertexes = u32(NUM_VERTEXES);
        long at = u32(OFS_TRIANGLES);
        long past = -1;
        long atCount = -1;
        long pastIndex = 0;
        for (long t = 0; t < u32(NUM_TRIANGLES); t++) {
            for (int c = 0; c < 3; c++) {
                long pos = at + 12 * t + 4 * c;
                long index = u32(pos);
                if (index > vertexes) {
                    past = past < 0 ? t : past;
                    pastIndex = past == t ? Math.max(pastIndex, index) : pastIndex;
                    repair(pos, 0);
                } else if (index == vertexes) {
                    atCount = atCount < 0 ? t : atCount;
                    repair(pos, 0);
                }
            }
        }
        if (past >= 0) {
            add(Kind.TRIANGLE_INDEX_PAST, null, "triangle " + past, "index " + pastIndex + " of " + vertexes
                    + " vertexes");
        } else if (atCount >= 0) {
            add(Kind.TRIANGLE_INDEX_AT_COUNT, null, "triangle " + atCount, "index " + vertexes + " of " + vertexes
                    + " vertexes (one past the last)");
        }
    }

    private void meshes(long textSize) {
        long vertexes = u32(NUM_VERTEXES);
        long triangles = u32(NUM_TRIANGLES);
        long at = u32(NUM_MESHES + 4);
        for (long m = 0; m < u32(NUM_MESHES); m++) {
            long mesh = at + 24 * m;
            name(mesh, textSize, "mesh " + m + " name");
            name(mesh + 4, textSize, "mesh " + m + " material");
            String vertexRange = "vertexes " + u32(mesh + 8) + "+" + u32(mesh + 12) + " of " + vertexes;
            if (!range(mesh + 8, vertexes)) {
                add(Kind.MESH_VERTEX_RANGE, null, "mesh " + m, vertexRange);
            }
            long first = u32(mesh + 16);
            long count = u32(mesh + 20);
            if (!range(mesh + 16, triangles)) {
                boolean pastFile = u32(OFS_TRIANGLES) + 12 * (first + count) > length;
                add(pastFile ? Kind.MESH_TRIANGLES_PAST_FILE : Kind.MESH_TRIANGLE_RANGE, null, "mesh " + m,
                        "triangles " + first + "+" + count + " of " + triangles + (pastFile ? ", past the end of the file"
                                : ""));
            }
        }
    }

    /** Whether the (first, count) pair at {@code pos} lies within {@code total}; cut to it when not. */
    private boolean range(long pos, long total) {
        long first = u32(pos);
        long count = u32(pos + 4);
        if (first + count <= total) {
            return true;
        }
        repair(pos, Math.min(first, total));
        repair(pos + 4, total - Math.min(first, total));
        return false;
    }

    private void name(long pos, long textSize, String what) {
        if (textSize >= 0 && u32(pos) != 0 && u32(pos) >= textSize) {
            add(Kind.NAME_PAST_TEXT, null, what, "starts at " + u32(pos) + " of a " + textSize + "-byte text block");
            repair(pos, 0);
        }
    }

    private void joints(long textSize, boolean v1) {
        long count = u32(NUM_JOINTS);
        long at = u32(NUM_JOINTS + 4);
        for (long j = 0; j < count; j++) {
            long joint = at + (v1 ? 44 : 48) * j;
            name(joint, textSize, "joint " + j + " name");
            int parent = (int) u32(joint + 4);
            // a parent below -1 is read as a root (the profiles judge it on the document)
            if (parent >= count) {
                add(Kind.JOINT_PARENT_PAST, null, "joint " + j, "parent " + parent + " of " + count + " joints");
                repair(joint + 4, -1);
            }
        }
    }

    /** IQM 2 poses whose parent is past the poses (IQM 1's must name an earlier pose: not repaired here). */
    private void poseParents(boolean v1) {
        long count = u32(NUM_POSES);
        long at = u32(NUM_POSES + 4);
        for (long p = 0; p < count && !v1; p++) {
            int parent = (int) u32(at + 88 * p);
            if (parent >= count) {
                add(Kind.POSE_PARENT_PAST, null, "pose " + p, "parent " + parent + " of " + count + " poses");
                repair(at + 88 * p, -1);
            }
        }
    }

    /** The poses' masks against num_framechannels, and the frame data they ask for against the file. */
    private void frames(boolean v1) {
        long at = u32(NUM_POSES + 4);
        long channels = 0;
        for (long p = 0; p < u32(NUM_POSES); p++) {
            long mask = u32(at + (v1 ? 80 : 88) * p + 4);
            channels += Long.bitCount(mask & (v1 ? 0x1ff : 0x3ff));
        }
        long frames = u32(NUM_FRAMES);
        if (channels != u32(NUM_FRAMECHANNELS)) {
            add(Kind.FRAMECHANNELS, null, "file", "num_framechannels is " + u32(NUM_FRAMECHANNELS) + ", the poses' masks"
                    + " have " + channels);
            repair(NUM_FRAMECHANNELS, channels);
        }
        long end = u32(OFS_FRAMES) + saturated(frames, channels * 2);
        if (frames > 0 && channels > 0 && end > length) {
            add(Kind.FRAMES_PAST_END, null, "frames", frames + " frames of " + channels + " channels at offset "
                    + u32(OFS_FRAMES) + " run past the end of the file (" + length + " bytes)");
            repairable = false;
        }
    }

    private void anims(long textSize) {
        long frames = u32(NUM_FRAMES);
        long at = u32(NUM_ANIMS + 4);
        for (long a = 0; a < u32(NUM_ANIMS); a++) {
            long anim = at + 20 * a;
            name(anim, textSize, "animation " + a + " name");
            if (!range(anim + 4, frames)) {
                add(Kind.ANIM_RANGE, null, "animation " + a, "frames " + u32(anim + 4) + "+" + u32(anim + 8) + " of "
                        + frames);
            }
        }
    }

    private void add(Kind kind, Section section, String part, String detail) {
        found.add(new IqmBreak(kind, section, part, detail));
    }

    private void unrepairable(Kind kind, String part, String detail) {
        add(kind, null, part, detail);
        repairable = false;
    }

    private void repair(long pos, long value) {
        repairs.add(new long[] {pos, value});
    }

    /** The unsigned 32-bit value at {@code pos} of the file, or 0 past its end. */
    private long u32(long pos) {
        if (pos < 0 || pos + 4 > length) {
            return 0;
        }
        return Integer.toUnsignedLong(bytes.getInt(bytes.position() + (int) pos));
    }

    /** a * b for non-negative values, saturating instead of overflowing. */
    private static long saturated(long a, long b) {
        return a != 0 && b > Long.MAX_VALUE / 4 / a ? Long.MAX_VALUE / 4 : a * b;
    }
}
