package io.meshport.iqm.internal.read;

import java.util.Locale;

/**
 * The 32-bit fields of {@code iqmheader} after the magic, with their byte offsets, in file order.
 * Public because the module's tests build and break headers field by field.
 */
public enum IqmHeaderField {
    /** {@code version}: 2, or 1 for a file the reader upgrades. */
    VERSION,
    /** {@code filesize}: the bytes the file declares. */
    FILESIZE,
    /** {@code flags}, which IQM leaves undefined. */
    FLAGS,
    /** {@code num_text}: the text block's length. */
    NUM_TEXT,
    /** {@code ofs_text}. */
    OFS_TEXT,
    /** {@code num_meshes}. */
    NUM_MESHES,
    /** {@code ofs_meshes}. */
    OFS_MESHES,
    /** {@code num_vertexarrays}. */
    NUM_VERTEXARRAYS,
    /** {@code num_vertexes}: how many vertexes every vertex array holds. */
    NUM_VERTEXES,
    /** {@code ofs_vertexarrays}. */
    OFS_VERTEXARRAYS,
    /** {@code num_triangles}. */
    NUM_TRIANGLES,
    /** {@code ofs_triangles}. */
    OFS_TRIANGLES,
    /** {@code ofs_adjacency}, 0 for none; as many entries as triangles. */
    OFS_ADJACENCY,
    /** {@code num_joints}. */
    NUM_JOINTS,
    /** {@code ofs_joints}. */
    OFS_JOINTS,
    /** {@code num_poses}. */
    NUM_POSES,
    /** {@code ofs_poses}. */
    OFS_POSES,
    /** {@code num_anims}. */
    NUM_ANIMS,
    /** {@code ofs_anims}. */
    OFS_ANIMS,
    /** {@code num_frames}. */
    NUM_FRAMES,
    /** {@code num_framechannels}: ushorts per frame. */
    NUM_FRAMECHANNELS,
    /** {@code ofs_frames}. */
    OFS_FRAMES,
    /** {@code ofs_bounds}, 0 for none; one entry per frame. */
    OFS_BOUNDS,
    /** {@code num_comment}. */
    NUM_COMMENT,
    /** {@code ofs_comment}. */
    OFS_COMMENT,
    /** {@code num_extensions}. */
    NUM_EXTENSIONS,
    /** {@code ofs_extensions}: the first extension of the linked list. */
    OFS_EXTENSIONS;

    static final int COUNT = values().length;

    /**
     * Byte offset of the field in the file: after the 16-byte magic, 4 bytes each.
     *
     * @return the offset
     */
    public int offset() {
        return 16 + 4 * ordinal();
    }

    /**
     * The spec's name of the field, as error messages quote it.
     *
     * @return the name in lower case, {@code ofs_text} for {@link #OFS_TEXT}
     */
    public String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
