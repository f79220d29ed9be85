package io.meshport.iqe.internal.compile;

/** What makes a model mesh in IQE: triangles given under one mesh name and one material. */
record IqeMeshKey(String name, String material) {
}
