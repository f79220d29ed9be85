package io.meshport.iqm.internal;

import io.meshport.iqm.IqmFile;
import java.util.Arrays;

/**
 * Where the sections of a file were, so that writing an unchanged {@link IqmFile} reproduces
 * its bytes exactly, whichever producer wrote it (the reference compiler pads text to 4 bytes
 * and vertex data to 8; the Blender exporter pads neither; other tools order sections
 * differently). It also records each section's byte length: the writer uses a layout only when
 * every section still has that length, and lays the file out afresh otherwise.
 *
 * <p>Bytes of the file that no section claims (padding, or anything a producer left there) are
 * kept when they are not zero.
 *
 * <p>The document holds it, the reader records it and the writer follows it (or makes the
 * reference compiler's), so it lives here, beside the document's other internals.
 */
public final class IqmLayout {
    /** The sections whose offset the header stores, in header order. */
    public enum Section {
        /** The text block ({@code ofs_text}). */
        TEXT,
        /** The meshes ({@code ofs_meshes}). */
        MESHES,
        /** The vertex array table ({@code ofs_vertexarrays}), without the arrays' data. */
        VERTEX_ARRAYS,
        /** The triangles ({@code ofs_triangles}). */
        TRIANGLES,
        /** The adjacency table ({@code ofs_adjacency}). */
        ADJACENCY,
        /** The joints ({@code ofs_joints}). */
        JOINTS,
        /** The poses ({@code ofs_poses}). */
        POSES,
        /** The animations ({@code ofs_anims}). */
        ANIMS,
        /** The quantised frames ({@code ofs_frames}). */
        FRAMES,
        /** The per-frame bounds ({@code ofs_bounds}). */
        BOUNDS,
        /** The comment ({@code ofs_comment}). */
        COMMENT,
        /** The first extension header ({@code ofs_extensions}); the others follow its links. */
        EXTENSIONS
    }

    /** The number of {@link Section}s. */
    public static final int SECTIONS = Section.values().length;

    private final int headerFilesize;
    private final int fileLength;
    private final int[] sectionOffsets;
    private final long[] sectionLengths;
    private final int[] vertexArrayOffsets;
    private final int[] extensionHeaderOffsets;
    private final int[] extensionDataOffsets;
    private final int lastExtensionNext;
    private final int[] strayOffsets;
    private final byte[][] strayBytes;

    /**
     * A layout as read or laid out; the arrays are kept, not copied.
     *
     * @param headerFilesize the header's {@code filesize} field
     * @param fileLength the length of the whole file, {@code filesize} or more
     * @param sectionOffsets per {@link Section}, the header's {@code ofs_*} field (0 for an absent section)
     * @param sectionLengths per {@link Section}, its byte length
     * @param vertexArrayOffsets per vertex array, the offset of its data
     * @param extensionHeaderOffsets per extension, the offset of its header
     * @param extensionDataOffsets per extension, the offset of its payload
     * @param lastExtensionNext the link stored in the last extension (normally 0)
     * @param strayOffsets where each run of bytes that no section claims starts
     * @param strayBytes those runs of bytes, each with a non-zero byte
     */
    public IqmLayout(int headerFilesize, int fileLength, int[] sectionOffsets, long[] sectionLengths,
            int[] vertexArrayOffsets, int[] extensionHeaderOffsets, int[] extensionDataOffsets, int lastExtensionNext,
            int[] strayOffsets, byte[][] strayBytes) {
        this.headerFilesize = headerFilesize;
        this.fileLength = fileLength;
        this.sectionOffsets = sectionOffsets;
        this.sectionLengths = sectionLengths;
        this.vertexArrayOffsets = vertexArrayOffsets;
        this.extensionHeaderOffsets = extensionHeaderOffsets;
        this.extensionDataOffsets = extensionDataOffsets;
        this.lastExtensionNext = lastExtensionNext;
        this.strayOffsets = strayOffsets;
        this.strayBytes = strayBytes;
    }

    /**
     * The header's {@code filesize} field as stored.
     *
     * @return the field
     */
    public int headerFilesize() {
        return headerFilesize;
    }

    /**
     * The length of the whole file, which may exceed {@code filesize} when a producer appended bytes.
     *
     * @return the length in bytes
     */
    public int fileLength() {
        return fileLength;
    }

    /**
     * The header's {@code ofs_*} field for a section, as stored (0 for an absent section).
     *
     * @param section the section
     * @return its offset
     */
    public int offset(Section section) {
        return sectionOffsets[section.ordinal()];
    }

    /**
     * A section's byte length in the file.
     *
     * @param section the section
     * @return its length, 0 for an absent section
     */
    public long length(Section section) {
        return sectionLengths[section.ordinal()];
    }

    /**
     * Where a vertex array's data starts.
     *
     * @param index the vertex array, in file order
     * @return its data's offset
     */
    public int vertexArrayOffset(int index) {
        return vertexArrayOffsets[index];
    }

    /**
     * The number of vertex arrays the layout places.
     *
     * @return the count
     */
    public int vertexArrayCount() {
        return vertexArrayOffsets.length;
    }

    /**
     * The number of extensions the layout places.
     *
     * @return the count
     */
    public int extensionCount() {
        return extensionHeaderOffsets.length;
    }

    /**
     * Where an extension's header is.
     *
     * @param index the extension, in list order
     * @return its header's offset
     */
    public int extensionHeaderOffset(int index) {
        return extensionHeaderOffsets[index];
    }

    /**
     * Where an extension's payload is.
     *
     * @param index the extension, in list order
     * @return its payload's offset
     */
    public int extensionDataOffset(int index) {
        return extensionDataOffsets[index];
    }

    /**
     * The {@code ofs_extensions} link stored in the last extension (normally 0).
     *
     * @return the link
     */
    public int lastExtensionNext() {
        return lastExtensionNext;
    }

    /**
     * The number of runs of bytes that no section claims and that are not all zero.
     *
     * @return the count
     */
    public int strayCount() {
        return strayOffsets.length;
    }

    /**
     * Where a run of stray bytes starts.
     *
     * @param index the run, in file order
     * @return its offset
     */
    public int strayOffset(int index) {
        return strayOffsets[index];
    }

    /**
     * A run of stray bytes.
     *
     * @param index the run, in file order
     * @return the layout's array, not a copy; never to be modified
     */
    public byte[] strayBytes(int index) {
        return strayBytes[index];
    }

    /**
     * Whether vertex data starts 8-byte aligned after padding, as the reference compiler writes it.
     *
     * @return true when it does, or when there is no vertex data
     */
    public boolean vertexDataPadded() {
        if (vertexArrayOffsets.length == 0) {
            return true;
        }
        long end = (long) sectionOffsets[Section.VERTEX_ARRAYS.ordinal()]
                + (long) vertexArrayOffsets.length * IqmConstants.VERTEX_ARRAY_SIZE;
        return end % 8 == 0 || vertexArrayOffsets[0] != end;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmLayout l && headerFilesize == l.headerFilesize && fileLength == l.fileLength
                && Arrays.equals(sectionOffsets, l.sectionOffsets) && Arrays.equals(sectionLengths, l.sectionLengths)
                && Arrays.equals(vertexArrayOffsets, l.vertexArrayOffsets)
                && Arrays.equals(extensionHeaderOffsets, l.extensionHeaderOffsets)
                && Arrays.equals(extensionDataOffsets, l.extensionDataOffsets)
                && lastExtensionNext == l.lastExtensionNext && Arrays.equals(strayOffsets, l.strayOffsets)
                && Arrays.deepEquals(strayBytes, l.strayBytes);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * fileLength + Arrays.hashCode(sectionOffsets)) + Arrays.hashCode(vertexArrayOffsets);
    }

    @Override
    public String toString() {
        return "IqmLayout[filesize=" + headerFilesize + ", length=" + fileLength + ", offsets="
                + Arrays.toString(sectionOffsets) + ", stray regions=" + strayOffsets.length + "]";
    }
}
