package io.meshport.iqm.internal.read;

import static io.meshport.iqm.internal.read.IqmHeaderField.NUM_TRIANGLES;
import static io.meshport.iqm.internal.read.IqmHeaderField.NUM_VERTEXES;
import static io.meshport.iqm.internal.read.IqmHeaderField.OFS_ADJACENCY;
import static io.meshport.iqm.internal.read.IqmHeaderField.OFS_TRIANGLES;

import io.meshport.io.Beside;
import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * The reader's triangle and adjacency tables: each copied out of the file in bulk and checked in
 * one plain loop over its largest entry (the entry out of range looked for only when there is
 * one). A large file's adjacency table is read on a thread of its own while the triangles are,
 * the two being alike (millions of ints each for a 1M-vertex model).
 */
final class IqmTriangleTables {
    /**
     * Triangles from which the adjacency table is read beside the triangles: a table of millions
     * of entries (a 1M-vertex model's 6M), not a small file's, which would wait on the thread's
     * start longer than the work takes.
     */
    private static final long BESIDE = 1 << 16;
    private final ByteBuffer buf;
    private final IqmSectionBounds sections;
    /** The adjacency table being read beside, or null when it is read on the reading thread. */
    private Beside<Adjacency> adjacency;

    /** The tables of the file in {@code buf} (little-endian), whose sections {@code sections} has checked. */
    IqmTriangleTables(ByteBuffer buf, IqmSectionBounds sections) {
        this.buf = buf;
        this.sections = sections;
    }

    private long h(IqmHeaderField f) {
        return sections.h(f);
    }

    /** Whether the file has an adjacency table (and triangles for it). */
    private boolean adjacent() {
        return h(OFS_ADJACENCY) != 0 && h(NUM_TRIANGLES) != 0;
    }

    /** {@code count} little-endian ints of {@code buf} at {@code ofs}, in one bulk copy. */
    static int[] ints(ByteBuffer buf, long ofs, int count) {
        int[] out = new int[count];
        if (count != 0) {
            buf.slice((int) ofs, count * 4).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().get(out);
        }
        return out;
    }

    /** The triangles' vertex indices as stored, each checked to name a vertex of the file. */
    int[] triangles() throws ModelFormatException {
        // the adjacency table is started first, so that it is read beside the triangles
        if (adjacent() && h(NUM_TRIANGLES) >= BESIDE) {
            adjacency = Beside.start("iqm-adjacency", this::readAdjacency);
        }
        long ofsTriangles = h(OFS_TRIANGLES);
        int[] triangles = ints(buf, ofsTriangles, (int) (h(NUM_TRIANGLES) * 3));
        long vertexes = h(NUM_VERTEXES);
        // the largest index (unsigned: its order key, the sign bit flipped) in a plain loop, which
        // the first-tier compiler runs several times faster than the loop before it, which looked
        // the vertex count up in the header an index; the first index out of range only when
        // there is one
        int largest = Integer.MIN_VALUE;
        for (int t : triangles) {
            largest = Math.max(largest, t ^ Integer.MIN_VALUE);
        }
        if (Integer.toUnsignedLong(largest ^ Integer.MIN_VALUE) < vertexes) {
            return triangles;
        }
        for (int i = 0; i < triangles.length; i++) {
            if (Integer.toUnsignedLong(triangles[i]) >= vertexes) {
                throw sections.fail(ofsTriangles + 4L * i, "triangles[" + i / 3 + "].vertex[" + i % 3 + "]",
                        "vertex index " + Integer.toUnsignedString(triangles[i]) + " >= num_vertexes "
                                + vertexes);
            }
        }
        return triangles;
    }

    /**
     * The adjacency table as stored, and whether every entry names a triangle or is -1 (none).
     *
     * @param table the entries
     * @param valid whether every entry names a triangle or none
     */
    private record Adjacency(int[] table, boolean valid) {
    }

    /**
     * The adjacency table as stored, checked in a plain loop: its largest entry plus one (so that
     * -1, no neighbour, is 0), unsigned, against the triangles; where it touches nothing but the
     * buffer, which it only reads, so that it can run beside the rest of the reading.
     */
    private Adjacency readAdjacency() {
        long numTriangles = h(NUM_TRIANGLES);
        int[] adjacency = ints(buf, h(OFS_ADJACENCY), (int) (numTriangles * 3));
        int largest = Integer.MIN_VALUE;
        for (int a : adjacency) {
            largest = Math.max(largest, (a + 1) ^ Integer.MIN_VALUE);
        }
        return new Adjacency(adjacency, Integer.toUnsignedLong(largest ^ Integer.MIN_VALUE) <= numTriangles);
    }

    /**
     * The adjacency table as stored (after {@link #triangles}), or null when the file has none; a
     * stray entry is warned of here, on the reading thread, in the order of the reader's warnings.
     */
    int[] adjacency() {
        if (!adjacent()) {
            return null;
        }
        return warnStray(adjacency != null ? adjacency.join() : readAdjacency());
    }

    /**
     * The adjacency table, with a warning at its first entry that names no triangle (nor -1) when
     * there is one. Such an entry is wrong, but nothing in a file depends on it and the reference
     * loader never reads the table: tolerated, and kept so that the file writes back unchanged.
     */
    private int[] warnStray(Adjacency read) {
        int[] adjacency = read.table();
        long ofsAdjacency = h(OFS_ADJACENCY);
        long numTriangles = h(NUM_TRIANGLES);
        for (int i = 0; !read.valid() && i < adjacency.length; i++) {
            if (adjacency[i] != -1 && Integer.toUnsignedLong(adjacency[i]) >= numTriangles) {
                sections.warn(ofsAdjacency + 4L * i, "adjacency[" + i / 3 + "].triangle[" + i % 3 + "]",
                        "triangle index " + Integer.toUnsignedString(adjacency[i]) + " >= num_triangles "
                                + numTriangles + " and not -1 (tolerated: the adjacency is derived again for "
                                + "a model whose triangles change)");
                break;
            }
        }
        return adjacency;
    }
}
