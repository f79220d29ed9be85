package io.meshport.iqm;

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
 */
final class IqmLayout {
    /** The sections whose offset the header stores, in header order. */
    enum Section {
        TEXT, MESHES, VERTEX_ARRAYS, TRIANGLES, ADJACENCY, JOINTS, POSES, ANIMS, FRAMES, BOUNDS, COMMENT, EXTENSIONS
    }

    static final int SECTIONS = Section.values().length;

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

    IqmLayout(int headerFilesize, int fileLength, int[] sectionOffsets, long[] sectionLengths,
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

    /** The header's {@code filesize} field as stored. */
    int headerFilesize() {
        return headerFilesize;
    }

    /** The length of the whole file, which may exceed {@code filesize} when a producer appended bytes. */
    int fileLength() {
        return fileLength;
    }

    /** The header's {@code ofs_*} field for a section, as stored (0 for an absent section). */
    int offset(Section section) {
        return sectionOffsets[section.ordinal()];
    }

    long length(Section section) {
        return sectionLengths[section.ordinal()];
    }

    int vertexArrayOffset(int index) {
        return vertexArrayOffsets[index];
    }

    int vertexArrayCount() {
        return vertexArrayOffsets.length;
    }

    int extensionCount() {
        return extensionHeaderOffsets.length;
    }

    int extensionHeaderOffset(int index) {
        return extensionHeaderOffsets[index];
    }

    int extensionDataOffset(int index) {
        return extensionDataOffsets[index];
    }

    /** The {@code ofs_extensions} link stored in the last extension (normally 0). */
    int lastExtensionNext() {
        return lastExtensionNext;
    }

    int strayCount() {
        return strayOffsets.length;
    }

    int strayOffset(int index) {
        return strayOffsets[index];
    }

    byte[] strayBytes(int index) {
        return strayBytes[index];
    }

    /** Whether vertex data starts 8-byte aligned after padding, as the reference compiler writes it. */
    boolean vertexDataPadded() {
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
