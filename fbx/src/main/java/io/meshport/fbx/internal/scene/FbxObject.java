package io.meshport.fbx.internal.scene;

import io.meshport.fbx.internal.tree.FbxNode;

/**
 * One object of a file's {@code Objects} section: {@code Model: 123, "Model::hips", "LimbNode" {...}}.
 *
 * @param id the object's id (its first property)
 * @param name its name without the class ({@code hips})
 * @param type the node's name, FBX's object type ({@code Model}, {@code Geometry}, {@code Deformer}...)
 * @param subclass the third property ({@code Mesh}, {@code LimbNode}, {@code Skin}, {@code Cluster}...),
 *     empty when absent
 * @param node the object's node
 * @param path the node's path for messages ({@code Objects/Model})
 * @param properties its {@code Properties70}, with its type's template behind it
 */
public record FbxObject(long id, String name, String type, String subclass, FbxNode node, String path,
        FbxProperties properties) {
    /** {@code type} and {@code subclass} as FBX writes them in text, {@code Model "hips" (LimbNode)}, for messages. */
    public String describe() {
        return type + " \"" + name + "\"" + (subclass.isEmpty() ? "" : " (" + subclass + ")");
    }
}
