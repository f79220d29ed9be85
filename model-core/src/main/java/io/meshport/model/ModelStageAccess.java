package io.meshport.model;

import io.meshport.model.internal.ModelArrayAccess;

/**
 * The one {@link ModelArrayAccess}: hands the format modules this package's arrays without a copy,
 * which stay out of the model's public API. {@link VertexArray} installs it.
 */
final class ModelStageAccess extends ModelArrayAccess {
    @Override
    public byte[] bytesUnsafe(VertexArray array) {
        return array.bytesUnsafe();
    }

    @Override
    public int[] trianglesUnsafe(Mesh mesh) {
        return mesh.trianglesUnsafe();
    }

    @Override
    public Mesh.Builder trianglesChecked(Mesh.Builder builder, int[] indices, int vertexCount) {
        return builder.trianglesChecked(indices, vertexCount);
    }
}
