package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.io.ModelFormatException;

/**
 * The memory a file's model may take beyond the file itself: 64 MiB plus 64 bytes per byte of the
 * file. What the model holds can outgrow the file where the scene reuses what it wrote once: a
 * geometry shown by many {@code Model}s becomes a mesh each, a stack spans time the file does not
 * pay for. Each such part is charged before it is allocated; past the budget the read stops with an
 * error at the object that asked, so any file is read in memory linear in its size.
 */
final class FbxBudget {
    /** Every file may take this much. */
    static final long FLOOR = 64L << 20;
    /** And this much per byte of the file. */
    static final long PER_FILE_BYTE = 64;

    private final FbxScene scene;
    private long remaining;

    FbxBudget(FbxScene scene, long fileBytes) {
        this.scene = scene;
        this.remaining = FLOOR + PER_FILE_BYTE * Math.max(0, fileBytes);
    }

    /**
     * Takes {@code bytes} (a double: a product of counts may pass a long) for {@code what} of {@code object}.
     *
     * @throws ModelFormatException when they are more than what remains
     */
    void charge(double bytes, FbxObject object, String what) throws ModelFormatException {
        if (!(bytes <= remaining)) {
            throw scene.error(object, what + " would take " + (long) Math.min(bytes, Long.MAX_VALUE)
                    + " bytes, more than this file's model may take (64 MiB and 64 bytes per byte of the file)");
        }
        remaining -= (long) bytes;
    }
}
