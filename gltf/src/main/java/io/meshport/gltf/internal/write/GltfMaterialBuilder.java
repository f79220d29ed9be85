package io.meshport.gltf.internal.write;

import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultImageModel;
import de.javagl.jgltf.model.impl.DefaultTextureModel;
import de.javagl.jgltf.model.v2.MaterialModelV2;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Materials by name: one glTF material per material name the meshes use, made once. A name that is
 * an image file's ({@code skin.png}) also gets a base colour texture whose image has that name as
 * its URI, so that other tools show the texture; since glTF requires {@code TEXCOORD_0} of a
 * primitive whose material has a texture, a mesh without texcoords gets a material of the same name
 * without one. The material is plain (not metallic, fully rough): the model says nothing of its
 * surface.
 */
final class GltfMaterialBuilder {
    /** File name endings of images, as material names of the Quake family and Blender's exports have them. */
    private static final Set<String> IMAGE_ENDINGS = Set.of("png", "jpg", "jpeg", "tga", "bmp", "dds", "gif",
            "webp", "ktx2", "pcx");

    private final DefaultGltfModel gltf;
    private final Map<String, MaterialModelV2> plain = new HashMap<>();
    private final Map<String, MaterialModelV2> textured = new HashMap<>();

    GltfMaterialBuilder(DefaultGltfModel gltf) {
        this.gltf = gltf;
    }

    /** The material called {@code name} (null for the empty name: no material), textured if it may be. */
    MaterialModelV2 material(String name, boolean hasTexcoords) {
        if (name.isEmpty()) {
            return null;
        }
        boolean texture = hasTexcoords && isImageName(name);
        return (texture ? textured : plain).computeIfAbsent(name, n -> create(n, texture));
    }

    private MaterialModelV2 create(String name, boolean texture) {
        MaterialModelV2 m = new MaterialModelV2();
        m.setName(name);
        m.setMetallicFactor(0f);
        if (texture) {
            DefaultImageModel image = new DefaultImageModel();
            image.setUri(uriOf(name));
            gltf.addImageModel(image);
            DefaultTextureModel t = new DefaultTextureModel();
            t.setImageModel(image);
            gltf.addTextureModel(t);
            m.setBaseColorTexture(t);
        }
        gltf.addMaterialModel(m);
        return m;
    }

    static boolean isImageName(String name) {
        int dot = name.lastIndexOf('.');
        return dot > 0 && dot < name.length() - 1
                && IMAGE_ENDINGS.contains(name.substring(dot + 1).toLowerCase(Locale.ROOT));
    }

    /**
     * A file name as a relative URI reference: backslashes as slashes (Windows paths), and every
     * byte of its UTF-8 but unreserved characters and {@code /} percent-encoded (so a {@code :}
     * never reads as a scheme, a space or {@code %} never breaks the URI).
     */
    static String uriOf(String name) {
        StringBuilder b = new StringBuilder();
        for (byte x : name.replace('\\', '/').getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
                    || c == '_' || c == '~' || c == '/') {
                b.append((char) c);
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
            }
        }
        return b.toString();
    }
}
