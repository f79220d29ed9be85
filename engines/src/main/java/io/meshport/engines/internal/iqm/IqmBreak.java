package io.meshport.engines.internal.iqm;

import io.meshport.engines.internal.EngineBreak;

/**
 * One way an IQM file breaks the format so that meshport's reader refuses it while an engine,
 * which checks less, may still load it: found by {@link IqmBreaks} in the file's bytes.
 *
 * @param kind what is broken
 * @param section for {@link Kind#SECTION_PAST_END} and {@link Kind#SECTION_PAST_FILESIZE}, the section;
 *     otherwise null
 * @param part the part of the file: {@code file}, {@code triangle 3}, {@code mesh 0}, {@code joint 2},
 *     {@code animation 1}, {@code array 4}, or a section's name
 * @param detail what is wrong, in numbers
 */
record IqmBreak(Kind kind, Section section, String part, String detail) implements EngineBreak {
    /** What is broken. */
    enum Kind {
        /** The file is shorter than the 124-byte header. */
        SHORT_HEADER,
        /** The first 16 bytes are not {@code INTERQUAKEMODEL\0}. */
        MAGIC,
        /** A version other than 1 and 2. */
        VERSION,
        /** The header's filesize is more than the file's length. */
        FILESIZE_PAST_END,
        /** The header's filesize is less than the header. */
        FILESIZE_BELOW_HEADER,
        /** A section runs past the end of the file. */
        SECTION_PAST_END,
        /** A section is inside the file but runs past the header's (smaller) filesize. */
        SECTION_PAST_FILESIZE,
        /** A vertex array's data runs past the end of the file. */
        ARRAY_PAST_END,
        /** A vertex array's size is not 1 to 4. */
        ARRAY_SIZE,
        /** A triangle index is more than the vertex count. */
        TRIANGLE_INDEX_PAST,
        /** A triangle index equals the vertex count (one past the last vertex), none is more. */
        TRIANGLE_INDEX_AT_COUNT,
        /** A mesh's vertex range runs past the file's vertexes. */
        MESH_VERTEX_RANGE,
        /** A mesh's triangle range runs past the file's triangles, not past the end of the file. */
        MESH_TRIANGLE_RANGE,
        /** A mesh's triangle range runs past the end of the file. */
        MESH_TRIANGLES_PAST_FILE,
        /** A joint's parent is past the file's joints. */
        JOINT_PARENT_PAST,
        /** A pose's parent is past the file's poses (IQM 2). */
        POSE_PARENT_PAST,
        /** A name (joint, mesh, material, animation) starts past the text block. */
        NAME_PAST_TEXT,
        /** The file has poses and joints, of different counts. */
        POSES_NOT_JOINTS,
        /** {@code num_framechannels} is not the channel count of the poses' masks. */
        FRAMECHANNELS,
        /** The frame data the poses' masks ask for runs past the end of the file. */
        FRAMES_PAST_END,
        /** An animation's frames run past the file's frames. */
        ANIM_RANGE
    }

    /** The sections the header places, as the engines check them. */
    enum Section {
        TEXT("text"), MESHES("meshes"), VERTEX_ARRAYS("vertex arrays"), TRIANGLES("triangles"),
        ADJACENCY("adjacency"), JOINTS("joints"), POSES("poses"), ANIMS("anims"),
        FRAMES("frames (num_frames x num_framechannels)"), BOUNDS("bounds"), COMMENT("comment");

        final String word;

        Section(String word) {
            this.word = word;
        }
    }
}
