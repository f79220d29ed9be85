package io.meshport.gltf.internal.write;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Image;
import de.javagl.jgltf.model.GltfModel;
import de.javagl.jgltf.model.ImageModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.TextureSource;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * The images of a written glTF, carried in it: a material's texture is written as an image whose
 * URI is the name the model gives it ({@link GltfMaterialBuilder}); when the {@link TextureSource}
 * finds that file, its bytes go into the file itself — a GLB's binary chunk after the model's
 * buffer (through a buffer view, as the spec has it), a {@code .gltf}'s data URI — so that Blender
 * and the viewers show the model textured wherever the file is moved. glTF holds PNG and JPEG;
 * other images (TGA, DDS) stay named by URI, and each image neither found nor embedded is reported.
 * The images are found as the model is exported ({@link #find}), where the loss report is, and
 * placed as the file is printed ({@link #embed}), when its container is known.
 */
final class GltfImages {
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    /** The images to append to the GLB's binary chunk, each at a 4-aligned place after the buffer. */
    record Tail(List<byte[]> images, long length) {
        static final Tail NONE = new Tail(List.of(), 0);
    }

    /**
     * An image found for the glTF's image {@code index} (its place among the images), PNG or JPEG.
     *
     * @param mimeType {@code image/png} or {@code image/jpeg}
     */
    record Found(int index, byte[] bytes, String mimeType) {
    }

    private GltfImages() {
    }

    /**
     * The images {@code textures} finds for {@code gltf}'s images named by URI, in image order; each
     * neither found nor PNG or JPEG is reported and stays named. Found while the model is exported,
     * where the loss report is; placed when the container is known ({@link #embed}). A source that
     * finds nothing by design ({@link TextureSource#NONE}) leaves the images named, silently: that
     * is what the caller asked for.
     *
     * @throws IOException when {@code textures} fails to read an image
     */
    static List<Found> find(GltfModel gltf, TextureSource textures, Diagnostics losses) throws IOException {
        List<ImageModel> images = gltf.getImageModels();
        if (images.isEmpty() || textures == TextureSource.NONE) {
            return List.of();
        }
        List<Found> found = new ArrayList<>();
        for (int i = 0; i < images.size(); i++) {
            String uri = images.get(i).getUri();
            if (uri == null || uri.startsWith("data:")) {
                continue;
            }
            String name = URLDecoder.decode(uri, StandardCharsets.UTF_8);
            Optional<byte[]> bytes = textures.find(name);
            if (bytes.isEmpty()) {
                losses.warn(GltfFormat.NAME, "texture '" + name + "' not found (" + textures.searched()
                        + "): the glTF names it, without its image");
                continue;
            }
            String mime = mimeType(bytes.get());
            if (mime == null) {
                losses.warn(GltfFormat.NAME, "texture '" + name + "' is not PNG or JPEG, the images glTF holds:"
                        + " the glTF names it, without its image");
                continue;
            }
            found.add(new Found(i, bytes.get(), mime));
        }
        return List.copyOf(found);
    }

    /**
     * Puts each {@code found} image into {@code json}: for a GLB ({@code binary}) as a buffer view of
     * buffer 0 after its {@code bufferLength} bytes (buffer 0 made when the model has none), else as
     * a data URI.
     *
     * @return what the GLB's binary chunk carries after the buffer
     */
    static Tail embed(GlTF json, long bufferLength, boolean binary, List<Found> found) {
        if (found.isEmpty()) {
            return Tail.NONE;
        }
        List<byte[]> tail = new ArrayList<>();
        long end = bufferLength;
        for (Found f : found) {
            Image image = json.getImages().get(f.index());
            byte[] bytes = f.bytes();
            image.setMimeType(f.mimeType());
            if (binary) {
                long start = end + (-end & 3);
                BufferView view = new BufferView();
                view.setBuffer(0);
                view.setByteOffset((int) Math.min(start, Integer.MAX_VALUE));
                view.setByteLength(bytes.length);
                json.addBufferViews(view);
                image.setUri(null);
                image.setBufferView(json.getBufferViews().size() - 1);
                tail.add(bytes);
                end = start + bytes.length;
            } else {
                image.setUri("data:" + f.mimeType() + ";base64," + Base64.getEncoder().encodeToString(bytes));
            }
        }
        if (tail.isEmpty()) {
            return Tail.NONE;
        }
        if (json.getBuffers() == null || json.getBuffers().isEmpty()) {
            json.addBuffers(new Buffer());
        }
        // the GLB's length check (writeGlb) refuses a file past 32 bits before any of this is read as an int
        json.getBuffers().get(0).setByteLength((int) Math.min(end, Integer.MAX_VALUE));
        return new Tail(tail, end - bufferLength);
    }

    /** {@code image/png} or {@code image/jpeg} by the file's signature, else null. */
    static String mimeType(byte[] bytes) {
        if (bytes.length >= PNG.length && Arrays.equals(bytes, 0, PNG.length, PNG, 0, PNG.length)) {
            return "image/png";
        }
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xd8 && (bytes[2] & 0xff) == 0xff) {
            return "image/jpeg";
        }
        return null;
    }
}
