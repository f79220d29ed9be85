package io.meshport.io;

import java.io.IOException;
import java.util.Optional;

/**
 * Where a writer that carries images (glTF) finds the image files a model's materials name. A
 * model names its textures (a PIE's texture page, an IQE material {@code skin.png}) but holds no
 * pixels; the files lie beside the model, in a game's texture folders or inside its archive, which
 * only the caller knows. The command line searches as {@code render} does; a library user gives
 * {@link SideFiles}-backed folders, or {@link #NONE} to have images named by URI only.
 */
public interface TextureSource {
    /** Finds nothing: images are named by their URI, without their bytes. */
    TextureSource NONE = new TextureSource() {
        @Override
        public Optional<byte[]> find(String name) {
            return Optional.empty();
        }

        @Override
        public String searched() {
            return "no texture folders given";
        }
    };

    /**
     * The bytes of the image {@code name} names (as the model has it: a file name, perhaps with
     * folders), or empty when no such image is found. The name is the model's, hostile whenever the
     * model is: an implementation reads only inside its own folders, and only regular files of a
     * bounded size.
     *
     * @throws IOException when a file found cannot be read
     */
    Optional<byte[]> find(String name) throws IOException;

    /** Where {@link #find} looks, for a message naming what was searched ("beside the model, texpages/"). */
    String searched();
}
