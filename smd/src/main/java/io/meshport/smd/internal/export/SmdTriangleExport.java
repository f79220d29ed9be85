package io.meshport.smd.internal.export;

import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.ReferenceBlend;
import io.meshport.smd.SmdTriangles;
import io.meshport.smd.internal.compile.SmdCompiler;
import io.meshport.smd.internal.rules.SmdBlend;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A model's meshes as one SMD triangles block: each triangle's material and, for each corner (in
 * reverse order: SMD's front faces are counterclockwise, the model's clockwise), its vertex's parent bone, position, normal, u and {@code 1 - v} (the reader turns v back), and its
 * blend weights as links. The weights are reduced and quantised as the reader keeps them
 * ({@link SmdBlend}), and the parent bone is picked so that the reader, which adds the parent's
 * weight last, gives back the same bones in the same order: so that what is written reads back as
 * it was and writes the same again. A mesh without normals gets area-weighted ones from its
 * triangles, as an SMD vertex has a normal.
 */
final class SmdTriangleExport {
    private final Model model;
    private final int bones;
    private final boolean unskinned;
    private final Diagnostics losses;
    private final ReferenceBlend blend = new ReferenceBlend();
    private final ReferenceBlend check = new ReferenceBlend();
    // one vertex's links, its bytes and the parents tried, refilled vertex by vertex (no allocation per vertex)
    private final int[] b = new int[ReferenceBlend.SLOTS];
    private final double[] w = new double[ReferenceBlend.SLOTS];
    private final int[] expected = new int[ReferenceBlend.SLOTS];
    private final int[] order = new int[ReferenceBlend.SLOTS + 1];

    private final List<String> materials = new ArrayList<>();
    private final Map<String, Integer> materialIndex = new HashMap<>();
    private int[] material = new int[64];
    private int triangles;
    private int[] parent = new int[192];
    private double[] values = new double[192 * SmdTriangles.VALUES];
    private int[] linkCount = new int[192];
    private int vertices;
    private int[] linkBone = new int[192];
    private double[] linkWeight = new double[192];
    private int links;
    private int unweighted;
    /** Vertices whose weights the reader gives back other than the model has them (requantised, or a slot lost). */
    private int requantised;
    private int unskinnedMeshes;

    /** {@code bones}: how many bones the document has; {@code unskinned}: whether every vertex hangs on bone 0 without links. */
    SmdTriangleExport(Model model, int bones, boolean unskinned, Diagnostics losses) {
        this.model = model;
        this.bones = bones;
        this.unskinned = unskinned;
        this.losses = losses;
    }

    SmdTriangles export() {
        List<String> meshMaterials = new ArrayList<>();
        List<Mesh> meshes = model.meshes();
        int unnamed = 0;
        for (int m = 0; m < meshes.size(); m++) {
            String word = meshes.get(m).material().isEmpty() ? SmdCompiler.noMaterial(unnamed++)
                    : SmdExporter.material(meshes.get(m), m, losses);
            meshMaterials.add(word);
            mesh(meshes.get(m), word);
        }
        SmdExporter.sharedMaterials(meshMaterials, losses);
        if (blend.dropped() > 0) {
            losses.lost(SmdExporter.NAME, blend.dropped() + " blend weights of 1e-3 or less, or past a vertex's four"
                    + " largest, are left out (the others renormalised), as SMD's reader keeps four",
                    LossScope.maybe(LossScope.meshPath(-1, "streams.blendweights"),
                            LossScope.meshPath(-1, "streams.blendindexes")));
        }
        if (requantised > 0) {
            losses.lost(SmdExporter.NAME, requantised + " vertices' blend weights come back requantised (renormalised"
                    + " to bytes that sum to 255, a weight too small for a byte left out), as SMD's readers keep them",
                    LossScope.maybe(LossScope.meshPath(-1, "streams.blendweights"),
                            LossScope.meshPath(-1, "streams.blendindexes")));
        }
        if (unskinnedMeshes > 0) {
            losses.converted(SmdExporter.NAME, unskinnedMeshes + " meshes without blend weights hang on bone 0 (an SMD"
                    + " vertex has a parent bone): they follow it when it moves");
        }
        if (unweighted > 0) {
            losses.lost(SmdExporter.NAME, unweighted + " vertices without blend weights hang on bone 0 (an SMD vertex"
                    + " has a parent bone)", LossScope.of(LossScope.meshPath(-1, "streams.blendweights"),
                            LossScope.meshPath(-1, "streams.blendindexes")));
        }
        return new SmdTriangles(materials, Arrays.copyOf(material, triangles), Arrays.copyOf(parent, vertices),
                Arrays.copyOf(values, vertices * SmdTriangles.VALUES), Arrays.copyOf(linkCount, vertices),
                Arrays.copyOf(linkBone, links), Arrays.copyOf(linkWeight, links));
    }

    private void mesh(Mesh mesh, String word) {
        Integer index = materialIndex.get(word);
        if (index == null) {
            index = materials.size();
            materials.add(word);
            materialIndex.put(word, index);
        }
        Optional<VertexArray> positions = mesh.array(AttributeKind.POSITION);
        Optional<VertexArray> texcoords = mesh.array(AttributeKind.TEXCOORD);
        Optional<VertexArray> indexes = mesh.array(AttributeKind.BLEND_INDEXES);
        Optional<VertexArray> weights = mesh.array(AttributeKind.BLEND_WEIGHTS);
        double[] normals = normals(mesh);
        boolean skinned = !unskinned && indexes.isPresent() && weights.isPresent();
        if (!unskinned && !skinned && mesh.triangleCount() > 0) {
            unskinnedMeshes++;
        }
        int slots = skinned ? Math.min(indexes.get().size(), weights.get().size()) : 0;
        int[] tri = mesh.triangleIndices();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            if (triangles == material.length) {
                material = Arrays.copyOf(material, triangles * 2);
            }
            material[triangles++] = index;
            for (int k = 0; k < 3; k++) {
                // counterclockwise in the file: the corners in reverse order, as the reader reverses them again
                int v = tri[t * 3 + 2 - k];
                grow();
                int at = vertices * SmdTriangles.VALUES;
                for (int c = 0; c < 3; c++) {
                    values[at + c] = component(positions, v, c);
                    values[at + 3 + c] = normals[v * 3 + c];
                }
                values[at + 6] = component(texcoords, v, 0);
                values[at + 7] = 1 - component(texcoords, v, 1);
                if (skinned) {
                    links(indexes.get(), weights.get(), slots, v);
                } else {
                    parent[vertices] = 0;
                    linkCount[vertices] = SmdTriangles.GOLDSRC;
                }
                vertices++;
            }
        }
    }

    /** Vertex {@code v}'s weights as links, with a parent the reader combines them with to give them back. */
    private void links(VertexArray indexes, VertexArray weights, int slots, int v) {
        blend.clear();
        for (int s = 0; s < slots; s++) {
            int bone = (int) indexes.getLong(v, s);
            if (bone >= 0 && bone < bones) {
                blend.add(weights.getNormalized(v, s), bone);
            }
        }
        int[] bytes = blend.bytes();
        Arrays.fill(expected, 0);
        int k = 0;
        for (int s = 0; s < blend.used(); s++) {
            if (bytes[s] > 0) {
                b[k] = blend.joint(s);
                w[k] = bytes[s] / 255.0;
                expected[k] = bytes[s];
                k++;
            }
        }
        if (k == 0) {
            unweighted++;
            parent[vertices] = 0;
            linkCount[vertices] = 0;
            return;
        }
        int chosen = parent(k);
        if (chosen < 0 || !keptAsGiven(indexes, weights, slots, v, k)) {
            requantised++;
        }
        parent[vertices] = chosen < 0 ? b[0] : chosen;
        if (k == 1 && expected[0] == 255) {
            // all of the vertex on one bone: GoldSrc's line, its parent alone, as an unweighted mesh is written
            parent[vertices] = b[0];
            linkCount[vertices] = 0;
            return;
        }
        linkCount[vertices] = k;
        if (links + k > linkBone.length) {
            linkBone = Arrays.copyOf(linkBone, Math.max(2 * linkBone.length, links + k));
            linkWeight = Arrays.copyOf(linkWeight, linkBone.length);
        }
        System.arraycopy(b, 0, linkBone, links, k);
        System.arraycopy(w, 0, linkWeight, links, k);
        links += k;
    }

    /**
     * The parent bone for the first {@code k} links in {@code b}, {@code w}: the first of the links' bones (the largest
     * weight first, then the smallest), else a bone no link names, with which the reader gives back
     * {@code expected} (bytes) on the same bones in the same order; -1 when no bone does.
     */
    private int parent(int k) {
        order[0] = b[0];
        order[1] = b[k - 1];
        for (int i = 1; i + 1 < k; i++) {
            order[i + 1] = b[i];
        }
        int free = 0;
        while (contains(b, k, free)) {
            free++;
        }
        order[k] = free < bones ? free : b[0];
        for (int i = 0; i <= k; i++) {
            int candidate = order[i];
            SmdBlend.links(check, candidate, b, w, 0, k);
            if (check.used() == k && Arrays.equals(check.bytes(), expected) && sameBones(b, k)) {
                return candidate;
            }
        }
        return -1;
    }

    /**
     * Whether the bytes {@code expected} on bones {@code b} are vertex {@code v}'s weights as the model
     * has them: each weight's byte on its bone, no weight left out.
     */
    private boolean keptAsGiven(VertexArray indexes, VertexArray weights, int slots, int v, int k) {
        int given = 0;
        for (int s = 0; s < slots; s++) {
            double weight = weights.getNormalized(v, s);
            if (weight <= 0) {
                continue;
            }
            given++;
            long bone = indexes.getLong(v, s);
            long asByte = Math.round(weight * 255);
            boolean found = false;
            for (int i = 0; i < k && !found; i++) {
                found = b[i] == bone && expected[i] == asByte;
            }
            if (!found) {
                return false;
            }
        }
        return given == k;
    }

    private boolean sameBones(int[] b, int k) {
        for (int s = 0; s < k; s++) {
            if (check.joint(s) != b[s]) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] b, int k, int bone) {
        for (int s = 0; s < k; s++) {
            if (b[s] == bone) {
                return true;
            }
        }
        return false;
    }

    private void grow() {
        if (vertices == parent.length) {
            int n = vertices * 2;
            parent = Arrays.copyOf(parent, n);
            linkCount = Arrays.copyOf(linkCount, n);
            values = Arrays.copyOf(values, n * SmdTriangles.VALUES);
        }
    }

    /**
     * The mesh's normals, or, without them, each vertex's sum of its triangles' normals (their
     * areas' weight, {@code (p2 - p0) × (p1 - p0)} for clockwise faces as the reference computes a
     * face's), made unit.
     */
    private static double[] normals(Mesh mesh) {
        int n = mesh.vertexCount();
        double[] out = new double[n * 3];
        Optional<VertexArray> given = mesh.array(AttributeKind.NORMAL);
        if (given.isPresent()) {
            for (int v = 0; v < n; v++) {
                for (int c = 0; c < 3; c++) {
                    out[v * 3 + c] = component(given, v, c);
                }
            }
            return out;
        }
        Optional<VertexArray> p = mesh.array(AttributeKind.POSITION);
        int[] tri = mesh.triangleIndices();
        for (int t = 0; t + 2 < tri.length; t += 3) {
            int a = tri[t];
            int b = tri[t + 1];
            int c = tri[t + 2];
            double ex = component(p, c, 0) - component(p, a, 0);
            double ey = component(p, c, 1) - component(p, a, 1);
            double ez = component(p, c, 2) - component(p, a, 2);
            double fx = component(p, b, 0) - component(p, a, 0);
            double fy = component(p, b, 1) - component(p, a, 1);
            double fz = component(p, b, 2) - component(p, a, 2);
            double nx = ey * fz - ez * fy;
            double ny = ez * fx - ex * fz;
            double nz = ex * fy - ey * fx;
            for (int v : new int[] {a, b, c}) {
                out[v * 3] += nx;
                out[v * 3 + 1] += ny;
                out[v * 3 + 2] += nz;
            }
        }
        for (int v = 0; v < n; v++) {
            double len = Math.sqrt(out[v * 3] * out[v * 3] + out[v * 3 + 1] * out[v * 3 + 1]
                    + out[v * 3 + 2] * out[v * 3 + 2]);
            if (len > 0 && Double.isFinite(len)) {
                for (int c = 0; c < 3; c++) {
                    out[v * 3 + c] = (float) (out[v * 3 + c] / len);
                }
            } else {
                Arrays.fill(out, v * 3, v * 3 + 3, 0);
            }
        }
        return out;
    }

    /**
     * Component {@code c} of vertex {@code v} as the value it stands for (a byte normal -29 is -29/127),
     * or 0 where the stream is absent or has fewer components.
     */
    private static double component(Optional<VertexArray> stream, int v, int c) {
        if (stream.isEmpty() || c >= stream.get().size()) {
            return 0;
        }
        return stream.get().getNormalized(v, c);
    }
}
