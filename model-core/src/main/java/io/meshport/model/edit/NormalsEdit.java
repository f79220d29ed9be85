package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.Winding;
import io.meshport.model.derive.SmoothNormals;
import io.meshport.model.derive.Welding;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --normals [ANGLE]}: every mesh's normals computed again, smooth across the triangles that
 * meet at a position ({@link SmoothNormals}: area-weighted) where their faces differ by at most
 * ANGLE degrees (180, the default: everywhere); a vertex whose corners end up with different
 * normals (a hard edge) is split, its other streams copied, and extras that hold vertex indices
 * keep its first copy. Normals become float×3. A mesh without positions keeps what it has.
 *
 * @param angle the largest angle between two faces that are smoothed, in degrees (0 to 180)
 */
record NormalsEdit(double angle) implements ModelEdit {
    private static final VertexArrayDescriptor NORMAL = VertexArrayDescriptor.of(AttributeKind.NORMAL,
            ComponentType.FLOAT, 3);

    NormalsEdit {
        if (!(angle >= 0 && angle <= 180)) {
            throw new IllegalArgumentException("a smoothing angle is 0 to 180 degrees, not " + angle);
        }
    }

    @Override
    public String name() {
        return "normals";
    }

    @Override
    public String parameters() {
        return angle == 180 ? "" : (angle == Math.rint(angle) ? String.valueOf((long) angle) : String.valueOf(angle));
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        boolean clockwise = model.conventions().frontFace() == Winding.CLOCKWISE;
        double cos = Math.cos(Math.toRadians(angle));
        List<Mesh> meshes = new ArrayList<>();
        long split = 0;
        int done = 0;
        for (Mesh mesh : model.meshes()) {
            VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
            if (p == null || mesh.triangleCount() == 0) {
                meshes.add(mesh);
                continue;
            }
            float[] positions = p.convert(ComponentType.FLOAT, 3, 0).toFloatArray();
            int[] triangles = mesh.triangleIndices();
            float[] faces = SmoothNormals.faceNormals(positions, triangles, clockwise);
            SmoothNormals.Result r = SmoothNormals.compute(positions, triangles, clockwise, angle >= 180
                    ? SmoothNormals.CornerRule.ALWAYS
                    : (a, ca, b, cb) -> faces[3 * a] * faces[3 * b] + faces[3 * a + 1] * faces[3 * b + 1]
                            + faces[3 * a + 2] * faces[3 * b + 2] >= cos - 1e-9);
            Mesh rebuilt = withNormals(mesh, triangles, r);
            split += rebuilt.vertexCount() - mesh.vertexCount();
            meshes.add(rebuilt);
            done++;
        }
        EditReport.changed(this, source, report, "normals of " + EditReport.count(done, "mesh") + " computed"
                + (angle >= 180 ? ", smooth everywhere" : ", smooth up to " + parameters() + " degrees")
                + (split == 0 ? "" : "; " + EditReport.count(split, "vertex") + " added where a vertex's corners differ"));
        return done == 0 ? model : model.toBuilder().meshes(meshes).build();
    }

    /** The mesh with a vertex for each (vertex, normal group) its corners use, and those normals. */
    private static Mesh withNormals(Mesh mesh, int[] triangles, SmoothNormals.Result r) {
        int n = mesh.vertexCount();
        int[] firstGroup = new int[n];
        java.util.Arrays.fill(firstGroup, -1);
        Map<Long, Integer> extra = new HashMap<>();
        // per new vertex: the old vertex it copies and its normal group; a vertex's first group keeps its place
        int[] from = new int[n + triangles.length];
        int[] group = new int[n + triangles.length];
        int[] newIndex = new int[n];
        int[] corners = new int[triangles.length];
        for (int v = 0; v < n; v++) {
            from[v] = v;
            group[v] = -1;
            newIndex[v] = v;
        }
        int count = n;
        for (int i = 0; i < triangles.length; i++) {
            int v = triangles[i];
            int g = r.cornerGroup()[i];
            if (firstGroup[v] < 0 || firstGroup[v] == g) {
                firstGroup[v] = g;
                group[v] = g;
                corners[i] = v;
            } else {
                Integer known = extra.get(((long) v << 32) | g);
                if (known == null) {
                    known = count;
                    from[count] = v;
                    group[count++] = g;
                    extra.put(((long) v << 32) | g, known);
                }
                corners[i] = known;
            }
        }
        int[] order = java.util.Arrays.copyOf(from, count);
        float[] normals = new float[3 * count];
        for (int k = 0; k < count; k++) {
            if (group[k] >= 0) {
                System.arraycopy(r.normals(), 3 * group[k], normals, 3 * k, 3);
            }
        }
        Mesh.Builder b = mesh.toBuilder().vertexCount(count);
        for (VertexArray a : mesh.arrays()) {
            if (a.kind() != AttributeKind.NORMAL) {
                b.putArray(count == n ? a : a.gather(order));
            }
        }
        b.removeArrays(AttributeKind.NORMAL).addArray(VertexArray.ofFloats(NORMAL, normals));
        b.trianglesOwned(corners);
        if (count != n) {
            // a split vertex's extras keep its first copy, which kept its index
            Welding.renumberExtras(mesh, b, newIndex, count);
        }
        return b.build();
    }
}
