package io.meshport.vif.internal.export;

import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.vif.VifVersion;
import io.meshport.vif.internal.compile.VifCompiler;
import io.meshport.vif.internal.compile.VifVertexAttributes;
import io.meshport.vif.internal.rules.VifRules;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The leaves of the hierarchy {@link VifExporter} builds for a model not read from VIF: the meshes'
 * vertices, one after another, each in the patch of the triangles that use it (a mesh's own patch
 * stream, or one patch per mesh, numbered on from the previous mesh's). A vertex that triangles of
 * two patches use is split: one leaf per patch after the meshes' vertices, the copies joined with
 * the vertex in a coincident ring. It stands apart because patch numbering and splitting is one
 * stage of its own, done before the tree is clustered over the leaves and knowing nothing of it.
 *
 * @param source per leaf its vertex in the meshes' attributes
 * @param patch per leaf its patch (1-based; 0 where the version has no patches)
 * @param coincident per leaf the next leaf of its ring, or -1
 * @param corners the meshes' triangles, by leaf
 * @param patches how many patches there are
 */
record VifLeaves(int[] source, int[] patch, int[] coincident, int[] corners, int patches) {
    private static final String NAME = VifExporter.NAME;

    /**
     * The leaves of {@code meshes}, whose attributes {@code a} holds; the split vertices and the
     * patches past VIF's numbering are reported to {@code losses}.
     */
    static VifLeaves of(List<Mesh> meshes, VifVertexAttributes a, VifVersion version, Diagnostics losses) {
        int base = 0;
        long patchBase = 0;
        int[] source = VifExporter.identity(a.count);
        int[] patch = new int[a.count];
        List<Integer> extraSource = new ArrayList<>();
        List<Integer> extraPatch = new ArrayList<>();
        int total = 0;
        for (Mesh m : meshes) {
            total += m.triangleCount() * 3;
        }
        int[] corners = new int[total];
        int at = 0;
        // Ring links of split vertices: leaf -> next leaf of its ring.
        Map<Integer, List<Integer>> copies = new HashMap<>();
        for (Mesh m : meshes) {
            int vc = m.vertexCount();
            if (vc == 0) {
                continue; // an empty mesh takes no patch
            }
            int[] tri = m.triangleIndices();
            VertexArray stream = version.hasPositions() ? m.triangleStream(VifCompiler.PATCH_STREAM).orElse(null) : null;
            int maxPatch = 1;
            // VIF numbers patches up to 65,535: the meshes past that share the last (reported below)
            int defaultPatch = version.hasPositions() ? (int) Math.min(patchBase + 1, VifRules.MAX_PATCHES) : 0;
            Arrays.fill(patch, base, base + vc, -1);
            Map<Long, Integer> split = new HashMap<>();
            for (int t = 0; t < tri.length / 3; t++) {
                int p = defaultPatch;
                if (stream != null) {
                    long value = stream.getLong(t, 0);
                    int own = value >= 1 && value <= VifRules.MAX_PATCHES ? (int) value : 1;
                    maxPatch = Math.max(maxPatch, own);
                    p = (int) Math.min(patchBase + own, VifRules.MAX_PATCHES);
                }
                for (int k = 0; k < 3; k++) {
                    int v = base + tri[3 * t + k];
                    if (patch[v] < 0 || patch[v] == p) {
                        patch[v] = p;
                        corners[at++] = v;
                    } else {
                        long key = (long) v << 32 | p;
                        Integer copy = split.get(key);
                        if (copy == null) {
                            copy = a.count + extraSource.size();
                            extraSource.add(v);
                            extraPatch.add(p);
                            split.put(key, copy);
                            copies.computeIfAbsent(v, x -> new ArrayList<>()).add(copy);
                        }
                        corners[at++] = copy;
                    }
                }
            }
            for (int v = base; v < base + vc; v++) {
                if (patch[v] < 0) {
                    patch[v] = defaultPatch;
                }
            }
            patchBase += version.hasPositions() ? maxPatch : 0;
            base += vc;
        }
        if (patchBase > VifRules.MAX_PATCHES) {
            losses.lost(NAME, "the meshes make " + patchBase + " patches and VIF numbers at most "
                    + VifRules.MAX_PATCHES + ": the patches past that are written as patch " + VifRules.MAX_PATCHES,
                    LossScope.of("meshes"));
            patchBase = VifRules.MAX_PATCHES;
        }
        int l = a.count + extraSource.size();
        int[] allSource = Arrays.copyOf(source, l);
        int[] allPatch = Arrays.copyOf(patch, l);
        for (int i = 0; i < extraSource.size(); i++) {
            allSource[a.count + i] = extraSource.get(i);
            allPatch[a.count + i] = extraPatch.get(i);
        }
        int[] coincident = new int[l];
        Arrays.fill(coincident, -1);
        for (Map.Entry<Integer, List<Integer>> e : copies.entrySet()) {
            int first = e.getKey();
            int previous = first;
            for (int c : e.getValue()) {
                coincident[previous] = c;
                previous = c;
            }
            coincident[previous] = first;
        }
        if (!extraSource.isEmpty()) {
            losses.converted(NAME, extraSource.size() + " vertices shared by two patches written once per patch, joined "
                    + "as coincident vertices");
        }
        return new VifLeaves(allSource, allPatch, coincident, corners, (int) patchBase);
    }

    /** The leaves' coordinates, in leaf order, for clustering. */
    float[] xyz(VifVertexAttributes a) {
        float[] xyz = new float[3 * source.length];
        for (int i = 0; i < source.length; i++) {
            System.arraycopy(a.xyz, 3 * source[i], xyz, 3 * i, 3);
        }
        return xyz;
    }
}
