package io.meshport.gltf.internal.read;

import io.meshport.gltf.internal.GltfBufferBuilder;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.ModelFormatException;
import io.meshport.model.ComponentType;
import java.util.Map;

/**
 * The layout of a stream that holds no values, written where an accessor would stand (a glTF
 * accessor holds at least one element): {@code "componentType": 5126, "type": "VEC2"}, as an
 * accessor spells them. Used by the entries of streams of meshes without vertices or triangles.
 *
 * @param component the model's component type
 * @param size components per element, 1 to 4
 */
record GltfLayoutEntry(ComponentType component, int size) {

    /** Puts this layout's {@code componentType} and {@code type} into {@code entry}. */
    void putInto(Map<String, Object> entry) {
        entry.put("componentType", GltfBufferBuilder.glComponent(component));
        entry.put("type", GltfBufferBuilder.elementType(size).name());
    }

    /** The layout an entry at {@code at} names: a glTF accessor component type, SCALAR to VEC4. */
    static GltfLayoutEntry read(Map<?, ?> entry, String at, GltfReadContext context) throws ModelFormatException {
        ComponentType component = entry.get("componentType") instanceof Integer gl ? modelComponent(gl) : null;
        if (component == null) {
            throw context.error(at + ".componentType", entry.get("componentType")
                    + " is not a glTF accessor component type");
        }
        ElementType type = entry.get("type") instanceof String s ? ElementType.forString(s) : null;
        if (type == null || type.getNumComponents() > 4) {
            throw context.error(at + ".type", entry.get("type") + " is not SCALAR, VEC2, VEC3 or VEC4");
        }
        return new GltfLayoutEntry(component, type.getNumComponents());
    }

    /** The model's component type of a glTF accessor component type, or null for one glTF does not have. */
    static ComponentType modelComponent(int gl) {
        return switch (gl) {
            case GltfConstants.GL_BYTE -> ComponentType.BYTE;
            case GltfConstants.GL_UNSIGNED_BYTE -> ComponentType.UBYTE;
            case GltfConstants.GL_SHORT -> ComponentType.SHORT;
            case GltfConstants.GL_UNSIGNED_SHORT -> ComponentType.USHORT;
            case GltfConstants.GL_UNSIGNED_INT -> ComponentType.UINT;
            case GltfConstants.GL_FLOAT -> ComponentType.FLOAT;
            default -> null;
        };
    }
}
