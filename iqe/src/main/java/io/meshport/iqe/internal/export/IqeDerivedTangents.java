package io.meshport.iqe.internal.export;

import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.Tangents;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * The meshes whose tangents an IQE file leaves to its compiler: neither declared nor written, so
 * that a file without them is rewritten as it was (the reference compiler derives the same way).
 * IQE's vertex arrays span the file, so the compiler derives every mesh's tangents or none: they
 * are left to it only when every mesh's are what it derives. (A mesh of tangents of its own beside
 * one of derived ones left the derived mesh without the lines the file's tangent array asks of
 * every vertex, and the file did not read back.)
 */
final class IqeDerivedTangents {
    private IqeDerivedTangents() {
    }

    /** Of {@code meshes}, those whose tangents the file leaves to the compiler (all that have tangents, or none). */
    static Set<Mesh> leftToCompiler(List<Mesh> meshes) {
        Set<Mesh> left = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Mesh mesh : meshes) {
            if (mesh.array(AttributeKind.TANGENT).isPresent()) {
                if (!derived(mesh)) {
                    return Set.of();
                }
                left.add(mesh);
            }
        }
        return left;
    }

    /** Whether the mesh's tangents are exactly those IQE's compiler computes from its positions, texcoords and normals. */
    private static boolean derived(Mesh mesh) {
        VertexArray tangents = mesh.array(AttributeKind.TANGENT).orElseThrow();
        VertexArray positions = mesh.array(AttributeKind.POSITION).orElse(null);
        VertexArray texcoords = mesh.array(AttributeKind.TEXCOORD).orElse(null);
        VertexArray normals = mesh.array(AttributeKind.NORMAL).orElse(null);
        if (positions == null || texcoords == null || normals == null || tangents.size() != 4) {
            return false;
        }
        float[] derived = Tangents.compute(firstComponents(positions, 3), firstComponents(texcoords, 2),
                firstComponents(normals, 3), mesh.triangleIndices());
        float[] given = tangents.toFloatArray();
        for (int i = 0; i < given.length; i++) {
            if (Float.floatToIntBits(given[i]) != Float.floatToIntBits(derived[i])) {
                return false;
            }
        }
        return derived.length == given.length;
    }

    /** Components 0..n-1 of every vertex as IQE text gives them back (absent ones 0). */
    private static float[] firstComponents(VertexArray a, int n) {
        float[] out = new float[a.vertexCount() * n];
        for (int v = 0; v < a.vertexCount(); v++) {
            for (int c = 0; c < Math.min(n, a.size()); c++) {
                out[v * n + c] = a.getFloat(v, c);
            }
        }
        return out;
    }
}
