package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code --split-meshes max-vertices N|max-indices N} and {@code --split-joints N}: meshes split
 * into parts of at most N vertices (an engine's 16-bit indexes: 65,536), N triangle corners, or N
 * joints their vertices are weighted to (a bone palette: a skinning shader's joint uniforms), in
 * triangle order: a part takes triangles until the next would bring one too many, with the
 * vertices its triangles use, renumbered in order of use (copied where parts share them). A
 * triangle that alone weights more joints than the limit is a part of its own, reported. Linear in
 * the triangles: the renumbering tables are cleared entry by entry after each part. A split
 * mesh's extras are left out (they describe the whole mesh), reported; its parts keep its name and
 * material.
 *
 * @param name the option's name
 * @param maxVertices the most vertices a part holds (0: no limit)
 * @param maxCorners the most triangle corners (indexes) a part holds (0: no limit)
 * @param maxJoints the most joints a part's vertices are weighted to (0: no limit)
 */
record MeshSplit(String name, int maxVertices, int maxCorners, int maxJoints) implements ModelEdit {
    MeshSplit {
        if ((maxVertices != 0 && maxVertices < 3) || (maxCorners != 0 && maxCorners < 3) || maxJoints < 0
                || maxVertices < 0 || maxCorners < 0) {
            throw new IllegalArgumentException("a part holds at least a triangle: 3 vertices, 3 indexes, 1 joint");
        }
    }

    @Override
    public String parameters() {
        return maxJoints > 0 ? String.valueOf(maxJoints) : maxVertices > 0 ? "max-vertices " + maxVertices
                : "max-indices " + maxCorners;
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        List<String> split = new ArrayList<>();
        List<String> extrasLeft = new ArrayList<>();
        int[] oversized = new int[1];
        for (Mesh mesh : model.meshes()) {
            int before = meshes.size();
            parts(mesh, meshes, oversized);
            if (meshes.size() - before > 1) {
                split.add(mesh.name() + " (" + (meshes.size() - before) + " parts)");
                if (!mesh.extras().isEmpty()) {
                    extrasLeft.add(mesh.name());
                }
            } else if (meshes.size() == before) {
                meshes.add(mesh); // no triangles: nothing to split
            } else if (maxVertices == 0 || mesh.vertexCount() <= maxVertices) {
                meshes.set(before, mesh); // one part: the mesh itself, extras and all
            } else {
                // one part once the vertices no triangle uses are left out
                split.add(mesh.name() + " (1 part: vertices no triangle uses left out)");
            }
        }
        if (oversized[0] > 0) {
            EditReport.unchanged(this, source, report, EditReport.count(oversized[0], "triangle") + " alone weight more"
                    + " than " + EditReport.count(maxJoints, "joint") + ": each is a part of its own");
        }
        if (!extrasLeft.isEmpty()) {
            EditReport.unchanged(this, source, report, "the format extras of split meshes are left out: "
                    + EditReport.names(extrasLeft));
        }
        if (split.isEmpty()) {
            EditReport.changed(this, source, report, "no mesh is over the limit");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(split.size(), "mesh") + " split: "
                + String.join(", ", split));
        return model.toBuilder().meshes(meshes).build();
    }

    private void parts(Mesh mesh, List<Mesh> out, int[] oversized) {
        int n = mesh.vertexCount();
        int[] newIndex = new int[n];
        Arrays.fill(newIndex, -1);
        int[] order = new int[n];
        int triangles = mesh.triangleCount();
        int[] corners = new int[3 * triangles];
        VertexArray idx = maxJoints > 0 ? mesh.array(AttributeKind.BLEND_INDEXES).orElse(null) : null;
        VertexArray w = idx == null ? null : mesh.array(AttributeKind.BLEND_WEIGHTS).orElse(null);
        int jointSpace = idx == null || w == null ? 0 : maxJointIndex(idx) + 1;
        boolean[] inPart = new boolean[jointSpace];
        int[] partJoints = new int[jointSpace];
        int[] fresh = new int[3 * (idx == null ? 0 : idx.size())];
        int first = 0;
        while (first < triangles) {
            int vertices = 0;
            int joints = 0;
            int t = first;
            for (; t < triangles; t++) {
                int freshVertices = 0;
                for (int c = 0; c < 3; c++) {
                    int v = mesh.corner(t, c);
                    freshVertices += newIndex[v] < 0 && !repeats(mesh, t, c) ? 1 : 0;
                }
                int freshJoints = jointSpace == 0 ? 0 : freshJoints(mesh, t, idx, w, inPart, fresh);
                boolean over = (maxVertices > 0 && vertices + freshVertices > maxVertices)
                        || (maxCorners > 0 && 3 * (t - first + 1) > maxCorners)
                        || (jointSpace > 0 && joints + freshJoints > maxJoints);
                if (over && t > first) {
                    break;
                }
                if (over) {
                    oversized[0]++;
                }
                for (int c = 0; c < 3; c++) {
                    int v = mesh.corner(t, c);
                    if (newIndex[v] < 0) {
                        newIndex[v] = vertices;
                        order[vertices++] = v;
                    }
                    corners[3 * t + c] = newIndex[v];
                }
                for (int k = 0; k < freshJoints; k++) {
                    inPart[fresh[k]] = true;
                    partJoints[joints++] = fresh[k];
                }
                if (over) {
                    t++;
                    break;
                }
            }
            out.add(part(mesh, first, t - first, Arrays.copyOf(order, vertices),
                    Arrays.copyOfRange(corners, 3 * first, 3 * t)));
            for (int i = 0; i < vertices; i++) {
                newIndex[order[i]] = -1;
            }
            for (int i = 0; i < joints; i++) {
                inPart[partJoints[i]] = false;
            }
            first = t;
        }
    }

    /** The joints triangle {@code t}'s vertices are weighted to that the part has not: into {@code fresh}, counted. */
    private static int freshJoints(Mesh mesh, int t, VertexArray idx, VertexArray w, boolean[] inPart, int[] fresh) {
        int count = 0;
        for (int c = 0; c < 3; c++) {
            int v = mesh.corner(t, c);
            for (int k = 0; k < Math.min(idx.size(), w.size()); k++) {
                if (w.getDouble(v, k) <= 0) {
                    continue;
                }
                int j = (int) idx.getDouble(v, k);
                if (j < 0 || j >= inPart.length || inPart[j]) {
                    continue;
                }
                boolean seen = false;
                for (int i = 0; i < count; i++) {
                    seen |= fresh[i] == j;
                }
                if (!seen) {
                    fresh[count++] = j;
                }
            }
        }
        return count;
    }

    private static int maxJointIndex(VertexArray idx) {
        int max = 0;
        for (int v = 0; v < idx.vertexCount(); v++) {
            for (int k = 0; k < idx.size(); k++) {
                max = Math.max(max, (int) Math.min(Integer.MAX_VALUE - 1, idx.getDouble(v, k)));
            }
        }
        return max;
    }

    /** Whether corner {@code c} of triangle {@code t} repeats an earlier corner of the same triangle. */
    private static boolean repeats(Mesh mesh, int t, int c) {
        int v = mesh.corner(t, c);
        for (int k = 0; k < c; k++) {
            if (mesh.corner(t, k) == v) {
                return true;
            }
        }
        return false;
    }

    private static Mesh part(Mesh mesh, int first, int count, int[] used, int[] triangles) {
        Mesh.Builder b = Mesh.builder(mesh.name()).material(mesh.material()).vertexCount(used.length)
                .triangles(triangles);
        for (VertexArray a : mesh.arrays()) {
            b.addArray(a.gather(used));
        }
        for (VertexArray s : mesh.triangleStreams()) {
            b.addTriangleStream(s.slice(first, count));
        }
        return b.build();
    }
}
