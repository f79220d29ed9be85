package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.derive.Welding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code --weld [TOLERANCE]}: in each mesh, vertices whose positions lie within TOLERANCE of each
 * other (in every axis; by default a ten-thousandth of the model's bounds' diagonal, near what
 * {@code gltf-transform weld} 3 took: a ten-thousandth of each primitive's bounds) and whose other streams agree within {@link #ATTRIBUTE_TOLERANCE}
 * (normalised values: normals, texture coordinates, weights) made one: the first of them in order,
 * where the others' triangles now point; triangles that lose a corner that way are left out with
 * their triangle-stream values; extras that hold vertex indices are renumbered. Greedy and linear:
 * positions are hashed to a grid of TOLERANCE cells and each vertex is compared with the kept
 * vertices of the 27 cells around it, at most {@link #COMPARISONS} of them (so that a million
 * vertices at one place with different texture coordinates cost no more than a million apart).
 * {@code --dedup} is the exact form.
 *
 * @param tolerance the largest distance in an axis between welded positions; negative: the default
 */
record ToleranceWeld(double tolerance) implements ModelEdit {
    /** How far other streams' normalised values may differ between welded vertices. */
    static final double ATTRIBUTE_TOLERANCE = 1e-3;
    /** The kept vertices a vertex is compared with at most: a bound for a million vertices in one cell. */
    static final int COMPARISONS = 64;
    /** The default tolerance as a fraction of the bounds' diagonal. */
    private static final double DEFAULT_FRACTION = 1e-4;

    ToleranceWeld {
        if (Double.isNaN(tolerance) || Double.isInfinite(tolerance)) {
            throw new IllegalArgumentException("a weld's tolerance is a number, not " + tolerance);
        }
    }

    @Override
    public String name() {
        return "weld";
    }

    @Override
    public String parameters() {
        return tolerance < 0 ? "" : String.valueOf(tolerance);
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        double tol = tolerance;
        if (tol < 0) {
            double[] b = WholeModelShift.bounds(model);
            tol = b == null ? 0 : DEFAULT_FRACTION * Math.sqrt(Math.pow(b[3] - b[0], 2) + Math.pow(b[4] - b[1], 2)
                    + Math.pow(b[5] - b[2], 2));
        }
        List<Mesh> meshes = new ArrayList<>();
        long merged = 0;
        long dropped = 0;
        for (Mesh mesh : model.meshes()) {
            Mesh welded = welded(mesh, tol);
            merged += mesh.vertexCount() - welded.vertexCount();
            dropped += mesh.triangleCount() - welded.triangleCount();
            meshes.add(welded);
        }
        String within = String.format(Locale.ROOT, "within %.6g", tol);
        if (merged == 0) {
            EditReport.changed(this, source, report, "no vertices " + within + " of each other");
            return model;
        }
        EditReport.changed(this, source, report, EditReport.count(merged, "vertex") + " merged into others " + within
                + (dropped == 0 ? "" : "; " + EditReport.count(dropped, "triangle") + " that lost a corner left out"));
        return model.toBuilder().meshes(meshes).build();
    }

    private static Mesh welded(Mesh mesh, double tol) {
        VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
        int n = mesh.vertexCount();
        if (p == null || n == 0) {
            return mesh;
        }
        List<VertexArray> others = new ArrayList<>();
        for (VertexArray a : mesh.arrays()) {
            if (a != p) {
                others.add(a);
            }
        }
        double cell = tol > 0 ? tol : 1;
        Map<Cell, int[]> grid = new HashMap<>();
        int[] newIndex = new int[n];
        int[] kept = new int[n];
        int count = 0;
        for (int v = 0; v < n; v++) {
            double x = p.getDouble(v, 0);
            double y = p.size() > 1 ? p.getDouble(v, 1) : 0;
            double z = p.size() > 2 ? p.getDouble(v, 2) : 0;
            long cx = (long) Math.floor(x / cell);
            long cy = (long) Math.floor(y / cell);
            long cz = (long) Math.floor(z / cell);
            int match = -1;
            int compared = 0;
            for (int dx = -1; dx <= 1 && match < 0; dx++) {
                for (int dy = -1; dy <= 1 && match < 0; dy++) {
                    for (int dz = -1; dz <= 1 && match < 0; dz++) {
                        int[] list = grid.get(new Cell(cx + dx, cy + dy, cz + dz));
                        if (list == null) {
                            continue;
                        }
                        for (int i = 1; i <= list[0] && match < 0 && compared < COMPARISONS; i++, compared++) {
                            int k = kept[list[i]];
                            if (near(p, k, v, tol) && alike(others, k, v)) {
                                match = list[i];
                            }
                        }
                    }
                }
            }
            if (match < 0) {
                match = count;
                kept[count++] = v;
                Cell c = new Cell(cx, cy, cz);
                int[] list = grid.getOrDefault(c, new int[] {0});
                if (list[0] + 1 == list.length) {
                    list = Arrays.copyOf(list, list.length * 2);
                }
                list[++list[0]] = match;
                grid.put(c, list);
            }
            newIndex[v] = match;
        }
        if (count == n) {
            return mesh;
        }
        int[] t = mesh.triangleIndices();
        int[] out = new int[t.length];
        int[] keptTriangles = new int[t.length / 3];
        int triangles = 0;
        for (int i = 0; i < t.length; i += 3) {
            int a = newIndex[t[i]];
            int b = newIndex[t[i + 1]];
            int c = newIndex[t[i + 2]];
            boolean collapsed = (a == b || b == c || a == c) && !(t[i] == t[i + 1] || t[i + 1] == t[i + 2]
                    || t[i] == t[i + 2]);
            if (!collapsed) {
                out[3 * triangles] = a;
                out[3 * triangles + 1] = b;
                out[3 * triangles + 2] = c;
                keptTriangles[triangles++] = i / 3;
            }
        }
        Mesh.Builder b = mesh.toBuilder().vertexCount(count);
        int[] first = Arrays.copyOf(kept, count);
        for (VertexArray a : mesh.arrays()) {
            b.putArray(a.gather(first));
        }
        if (triangles < t.length / 3 && !mesh.triangleStreams().isEmpty()) {
            int[] which = Arrays.copyOf(keptTriangles, triangles);
            b.clearTriangleStreams();
            for (VertexArray s : mesh.triangleStreams()) {
                b.addTriangleStream(s.gather(which));
            }
        }
        b.trianglesOwned(Arrays.copyOf(out, 3 * triangles));
        Welding.renumberExtras(mesh, b, newIndex, count);
        return b.build();
    }

    private static boolean near(VertexArray p, int a, int b, double tol) {
        for (int c = 0; c < p.size(); c++) {
            if (!(Math.abs(p.getDouble(a, c) - p.getDouble(b, c)) <= tol)) {
                return false;
            }
        }
        return true;
    }

    private static boolean alike(List<VertexArray> arrays, int a, int b) {
        for (VertexArray s : arrays) {
            for (int c = 0; c < s.size(); c++) {
                if (!(Math.abs(s.getNormalized(a, c) - s.getNormalized(b, c)) <= ATTRIBUTE_TOLERANCE)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A grid cell. */
    private record Cell(long x, long y, long z) {
    }
}
