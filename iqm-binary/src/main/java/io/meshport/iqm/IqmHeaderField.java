package io.meshport.iqm;

import java.util.Locale;

/** The 32-bit fields of {@code iqmheader} after the magic, with their byte offsets, in file order. */
enum IqmHeaderField {
    VERSION, FILESIZE, FLAGS,
    NUM_TEXT, OFS_TEXT,
    NUM_MESHES, OFS_MESHES,
    NUM_VERTEXARRAYS, NUM_VERTEXES, OFS_VERTEXARRAYS,
    NUM_TRIANGLES, OFS_TRIANGLES, OFS_ADJACENCY,
    NUM_JOINTS, OFS_JOINTS,
    NUM_POSES, OFS_POSES,
    NUM_ANIMS, OFS_ANIMS,
    NUM_FRAMES, NUM_FRAMECHANNELS, OFS_FRAMES, OFS_BOUNDS,
    NUM_COMMENT, OFS_COMMENT,
    NUM_EXTENSIONS, OFS_EXTENSIONS;

    static final int COUNT = values().length;

    /** Byte offset of the field in the file: after the 16-byte magic, 4 bytes each. */
    int offset() {
        return 16 + 4 * ordinal();
    }

    /** The spec's name of the field, as error messages quote it. */
    String specName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
