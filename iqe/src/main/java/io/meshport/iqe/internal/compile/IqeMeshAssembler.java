package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.iqe.internal.rules.IqeBlend;
import io.meshport.iqe.internal.rules.IqeVertexArrayLayout;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.model.derive.SmoothNormals;
import io.meshport.model.derive.Tangents;
import io.meshport.text.pool.FloatList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;

/**
 * Builds the model's meshes from the file-wide geometry the compiler hands over
 * ({@link IqeGeometry}); it never calls the compiler back. A mesh holds the vertices its triangles use plus the vertices defined in it that
 * no triangle uses (the reference compiler drops those; keeping them loses nothing), in file
 * order; a mesh with neither vertices nor triangles is dropped. When normals are
 * generated, a vertex whose corners fall into different smoothing groups becomes one vertex
 * per group (in group order), so each carries its own normal.
 */
final class IqeMeshAssembler {
    private final IqeGeometry geometry;
    private final IqeVertexData data;
    private final String source;
    private final Diagnostics diagnostics;
    private final IqeVertexArrayDeclarations declarations;
    private final int jointCount;

    /** True while the last mesh is built: the file-wide vertex values it gathers are then freed. */
    private boolean lastMesh;
    private float[] generatedNormals;
    private int[] cornerGroup;

    /** Takes over {@code geometry}: it is freed while the meshes are built. */
    IqeMeshAssembler(IqeGeometry geometry, String source, Diagnostics diagnostics, int jointCount) {
        this.geometry = geometry;
        this.data = geometry.vertices();
        this.source = source;
        this.diagnostics = diagnostics;
        this.declarations = geometry.declarations();
        this.jointCount = jointCount;
    }

    void assemble(Model.Builder model) {
        int[] tris = geometry.triangles();
        generateNormalsIfAbsent(tris);
        warnAboutUnusedValues();
        IqeMeshContents contents = IqeMeshContents.of(geometry);
        // What the walk kept per triangle and per vertex to sort them into meshes and smoothing
        // groups is not read again: freed before the meshes are built, the peak of a large file.
        geometry.triangleMesh().discard();
        geometry.vertexOwner().discard();
        geometry.smoothing().stateOfTriangle().discard();
        if (geometry.smoothing().edgeFlags() != null) {
            geometry.smoothing().edgeFlags().discard();
        }
        int lastBuilt = -1;
        for (int m = 0; m < geometry.meshes().size(); m++) {
            if (!contents.isEmpty(m)) {
                lastBuilt = m;
            }
        }
        for (int m = 0; m <= lastBuilt; m++) {
            if (!contents.isEmpty(m)) {
                lastMesh = m == lastBuilt;
                model.addMesh(mesh(geometry.meshes().get(m), tris, new MeshTriangles(contents, m),
                        contents.unreferenced(m)));
            }
        }
    }

    /** iqe.txt: normals are generated, under the smoothing rules, when the file gives none. */
    private void generateNormalsIfAbsent(int[] tris) {
        if (data.normalCount() != 0 || data.positionCount() == 0 || tris.length == 0) {
            return;
        }
        float[] p = data.positions3();
        SmoothNormals.Result r = SmoothNormals.averaged(p, tris, true, cornerGroups(p, tris));
        generatedNormals = r.normals();
        cornerGroup = r.cornerGroup();
    }

    /** Which corners smooth together; what the rule holds (face normals) goes with this frame, before the sums. */
    private int[] cornerGroups(float[] p, int[] tris) {
        SmoothNormals.CornerRule rule = IqeSmoothingRule.of(tris, p, geometry.smoothing(),
                data.texcoordCount() > 0 ? data.texcoords2() : null, data.smoothIndexes());
        return SmoothNormals.cornerGroups(p, tris, rule);
    }

    private void warnAboutUnusedValues() {
        for (int c = 0; c < 10; c++) {
            if (data.customCount(c) > 0 && !declarations.isDeclared(IqeVertexArrayLayout.custom(c))) {
                diagnostics.warn(source, "v" + c + " values unused: no 'vertexarray custom" + c
                        + "' declares their format (iqe.txt)");
            }
        }
        if (data.largestBlendIndex >= jointCount && jointCount > 0) {
            diagnostics.warn(source, data.largestBlendIndexLine, 0, "vb joint index " + data.largestBlendIndex
                    + " but the skeleton has " + jointCount + " joints");
        }
    }

    /**
     * Numbers the mesh's vertices in file order when a corner is just its vertex (no generated
     * normals split vertices by smoothing group): a map over the range of file vertices the mesh
     * uses replaces sorting millions of corner keys. Fills {@code local} with each corner's mesh
     * vertex; returns the file vertex of each mesh vertex, or null when the mesh's vertices are
     * spread too thinly over the file for a map to pay.
     */
    private static int[] numberByVertex(int[] tris, MeshTriangles meshTriangles, int[] unreferenced, int[] local) {
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int i = 0; i < meshTriangles.count(); i++) {
            int t = meshTriangles.get(i);
            for (int k = 0; k < 3; k++) {
                min = Math.min(min, tris[t * 3 + k]);
                max = Math.max(max, tris[t * 3 + k]);
            }
        }
        for (int v : unreferenced) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        if (max < 0) {
            return new int[0];
        }
        long range = (long) max - min + 1;
        if (range > 4L * (local.length + unreferenced.length) + 1024) {
            return null;
        }
        int[] map = new int[(int) range];
        for (int i = 0; i < meshTriangles.count(); i++) {
            int t = meshTriangles.get(i);
            for (int k = 0; k < 3; k++) {
                map[tris[t * 3 + k] - min] = 1;
            }
        }
        for (int v : unreferenced) {
            map[v - min] = 1;
        }
        int n = 0;
        for (int i = 0; i < map.length; i++) {
            if (map[i] != 0) {
                map[i] = ++n;
            }
        }
        int[] vertex = new int[n];
        for (int i = 0; i < map.length; i++) {
            if (map[i] != 0) {
                vertex[map[i] - 1] = min + i;
            }
        }
        int at = 0;
        for (int i = 0; i < meshTriangles.count(); i++) {
            int t = meshTriangles.get(i);
            for (int k = 0; k < 3; k++) {
                local[at++] = map[tris[t * 3 + k] - min] - 1;
            }
        }
        return vertex;
    }

    /**
     * The key of corner {@code c}: its file vertex in the high half, its normal group + 1 in the low
     * half (0 then means no corner: an unreferenced vertex).
     */
    private long cornerKey(int[] tris, int c) {
        return (long) tris[c] << 32 | (cornerGroup == null ? 0 : cornerGroup[c] + 1);
    }

    /**
     * Numbers the mesh's vertices by (file vertex, normal group) in that order, filling
     * {@code local}; returns the file vertex and the group (-1: none) of each mesh vertex.
     */
    private int[][] numberByCorner(int[] tris, MeshTriangles meshTriangles, int[] unreferenced, int[] local) {
        // Corner keys (cornerKey), sorted and made unique; each corner's key is made again to look
        // its vertex up rather than kept: one array of keys, not two, at the peak of a large mesh.
        int corners = meshTriangles.count() * 3;
        long[] unique = new long[corners + unreferenced.length];
        int at = 0;
        for (int i = 0; i < meshTriangles.count(); i++) {
            int t = meshTriangles.get(i);
            for (int k = 0; k < 3; k++) {
                unique[at++] = cornerKey(tris, t * 3 + k);
            }
        }
        for (int e = 0; e < unreferenced.length; e++) {
            unique[corners + e] = (long) unreferenced[e] << 32;
        }
        Arrays.sort(unique);
        int n = 0;
        for (int i = 0; i < unique.length; i++) {
            if (i == 0 || unique[i] != unique[i - 1]) {
                unique[n++] = unique[i];
            }
        }
        at = 0;
        for (int i = 0; i < meshTriangles.count(); i++) {
            int t = meshTriangles.get(i);
            for (int k = 0; k < 3; k++) {
                local[at++] = Arrays.binarySearch(unique, 0, n, cornerKey(tris, t * 3 + k));
            }
        }
        int[] vertex = new int[n];
        int[] group = new int[n];
        for (int i = 0; i < n; i++) {
            vertex[i] = (int) (unique[i] >>> 32);
            group[i] = (int) unique[i] - 1;
        }
        return new int[][] {vertex, group};
    }

    /**
     * A mesh's vertices: for each mesh vertex its file vertex and its normal group (-1: none; the
     * array is null when no normals are generated), and for each corner of the mesh's triangles
     * its mesh vertex.
     */
    private record Numbering(int[] vertex, int[] group, int[] local) {
    }

    /** Mesh {@code m}'s triangles, by their file-wide numbers in file order. */
    private record MeshTriangles(IqeMeshContents contents, int m) {
        int count() {
            return contents.triangleCount(m);
        }

        int get(int i) {
            return contents.triangle(m, i);
        }
    }

    /**
     * @param meshTriangles the (file-wide) numbers of the mesh's triangles, in file order
     * @param unreferenced the file vertices this mesh defined that no triangle uses
     */
    private Mesh mesh(IqeMeshKey key, int[] tris, MeshTriangles meshTriangles, int[] unreferenced) {
        Numbering numbering = number(tris, meshTriangles, unreferenced);
        Map<IqeVertexArrayLayout, VertexArray> arrays = new EnumMap<>(IqeVertexArrayLayout.class);
        addSurfaceStreams(arrays, numbering);
        addSkinningStreams(arrays, numbering.vertex());
        addColorAndCustomStreams(arrays, numbering.vertex());
        Mesh.Builder b = Mesh.builder(key.name()).material(key.material()).vertexCount(numbering.vertex().length)
                .trianglesOwned(numbering.local());
        for (IqeVertexArrayLayout type : declarations.order()) {
            VertexArray a = arrays.get(type);
            if (a != null) {
                b.addArray(a);
            }
        }
        return b.build();
    }

    private Numbering number(int[] tris, MeshTriangles meshTriangles, int[] unreferenced) {
        // A mesh with every triangle of the file numbers its corners in place: corner c of the
        // mesh is corner c of the file, read before it is written, and no other mesh has
        // triangles to read. On a large single-mesh file that is a copy of the triangles less.
        int[] local = meshTriangles.contents().hasEveryTriangle(meshTriangles.m()) ? tris
                : new int[meshTriangles.count() * 3];
        int[] vertex = cornerGroup == null ? numberByVertex(tris, meshTriangles, unreferenced, local) : null;
        if (vertex != null) {
            return new Numbering(vertex, null, local);
        }
        int[][] vertexAndGroup = numberByCorner(tris, meshTriangles, unreferenced, local);
        return new Numbering(vertexAndGroup[0], vertexAndGroup[1], local);
    }

    /**
     * Positions, texcoords, normals (given, or generated per normal group) and tangents (given, or
     * computed from the other three): they depend on one another. All four are gathered as floats
     * and the tangents computed before any becomes a vertex array, each float array let go as its
     * vertex array is made: a large mesh's streams then never exist three times over (values as
     * floats, as vertex arrays and the tangents' sums at once).
     */
    private void addSurfaceStreams(Map<IqeVertexArrayLayout, VertexArray> arrays, Numbering numbering) {
        int[] vertex = numbering.vertex();
        // positions in the declared size (at least x y z, which tangents need): the file-wide
        // values carry a w that is seldom kept
        int positionSize = Math.max(3, declarations.descriptor(IqeVertexArrayLayout.POSITION).size());
        float[] positions = data.positionCount() > 0 ? gather(data.positions, 4, positionSize, vertex) : null;
        float[] texcoords = data.texcoordCount() > 0 ? gather(data.texcoords, 2, 2, vertex) : null;
        float[] normals = normals(numbering);
        float[] tangents = null;
        if (data.tangentCount() > 0) {
            tangents = explicitTangents(vertex, normals);
        } else if (normals != null && texcoords != null && positions != null) {
            tangents = Tangents.compute(stride(positions, positionSize, 3), texcoords, normals, numbering.local());
        }
        if (positions != null) {
            arrays.put(IqeVertexArrayLayout.POSITION, array(IqeVertexArrayLayout.POSITION, positions, positionSize));
            positions = null;
        }
        if (texcoords != null) {
            arrays.put(IqeVertexArrayLayout.TEXCOORD, array(IqeVertexArrayLayout.TEXCOORD, texcoords, 2));
            texcoords = null;
        }
        if (normals != null) {
            arrays.put(IqeVertexArrayLayout.NORMAL, array(IqeVertexArrayLayout.NORMAL, normals, 3));
            normals = null;
        }
        if (tangents != null) {
            arrays.put(IqeVertexArrayLayout.TANGENT, array(IqeVertexArrayLayout.TANGENT, tangents, 4));
        }
    }

    /** The given normals, or the generated normal of each vertex's group; null when there are none. */
    private float[] normals(Numbering numbering) {
        if (data.normalCount() > 0) {
            return gather(data.normals, 3, numbering.vertex());
        }
        if (generatedNormals == null) {
            return null;
        }
        int[] group = numbering.group();
        float[] normals = new float[group.length * 3];
        for (int i = 0; i < group.length; i++) {
            if (group[i] >= 0) {
                System.arraycopy(generatedNormals, group[i] * 3, normals, i * 3, 3);
            }
        }
        return normals;
    }

    private void addSkinningStreams(Map<IqeVertexArrayLayout, VertexArray> arrays, int[] vertex) {
        if (data.blendCount() == 0) {
            return;
        }
        int n = vertex.length;
        float[] indexes = new float[n * 4];
        for (int i = 0; i < n; i++) {
            for (int s = 0; s < 4; s++) {
                indexes[i * 4 + s] = data.blendIndexes.get(vertex[i] * 4 + s);
            }
        }
        if (lastMesh) {
            data.blendIndexes.discard();
        }
        arrays.put(IqeVertexArrayLayout.BLEND_INDEXES, array(IqeVertexArrayLayout.BLEND_INDEXES, indexes, 4));
        arrays.put(IqeVertexArrayLayout.BLEND_WEIGHTS, weights(gather(data.blendWeights, 4, vertex)));
    }

    /** Colours, and the custom streams a {@code vertexarray} declares (iqe.txt: the others are unused). */
    private void addColorAndCustomStreams(Map<IqeVertexArrayLayout, VertexArray> arrays, int[] vertex) {
        if (data.colorCount() > 0) {
            arrays.put(IqeVertexArrayLayout.COLOR, array(IqeVertexArrayLayout.COLOR, gather(data.colors, 4, vertex), 4));
        }
        for (int c = 0; c < 10; c++) {
            IqeVertexArrayLayout type = IqeVertexArrayLayout.custom(c);
            if (data.customCount(c) > 0 && declarations.isDeclared(type)) {
                arrays.put(type, array(type, gather(data.customs[c], 4, vertex), 4));
            }
        }
    }

    /** vx values; the 6-value form's bitangent becomes the handedness against the vertex normal. */
    private float[] explicitTangents(int[] vertex, float[] normals) {
        int[] withBitangent = data.bitangentOf.toArray();
        float[] out = gather(data.tangents, 4, vertex);
        for (int i = 0; i < vertex.length; i++) {
            int b = Arrays.binarySearch(withBitangent, vertex[i]);
            if (b < 0) {
                continue;
            }
            double nx = normals == null ? 0 : normals[i * 3];
            double ny = normals == null ? 0 : normals[i * 3 + 1];
            double nz = normals == null ? 0 : normals[i * 3 + 2];
            out[i * 4 + 3] = Tangents.handedness(nx, ny, nz, out[i * 4], out[i * 4 + 1], out[i * 4 + 2],
                    data.bitangents.get(b * 3), data.bitangents.get(b * 3 + 1), data.bitangents.get(b * 3 + 2));
        }
        return out;
    }

    private VertexArray weights(float[] weights) {
        VertexArrayDescriptor d = declarations.descriptor(IqeVertexArrayLayout.BLEND_WEIGHTS);
        int n = weights.length / 4;
        if (!d.component().isInteger()) {
            return array(IqeVertexArrayLayout.BLEND_WEIGHTS, weights, 4);
        }
        double max = d.component().maxValue();
        VertexArray.Builder b = new VertexArray.Builder(d, n);
        for (int v = 0; v < n; v++) {
            long[] q = IqeBlend.quantize(weights, v * 4, d.size(), max);
            for (int c = 0; c < d.size(); c++) {
                b.set(v, c, q[c]);
            }
        }
        return b.build();
    }

    /** Values with {@code stride} floats per vertex, in the declared (or default) layout. */
    private VertexArray array(IqeVertexArrayLayout type, float[] values, int stride) {
        VertexArrayDescriptor d = declarations.descriptor(type);
        float[] sized = stride(values, stride, d.size());
        if (d.component() == ComponentType.FLOAT || !d.kind().normalizedWhenInteger()) {
            // straight into the declared type (raw values, as convert takes them for these kinds),
            // without a float array in between: on a large mesh that is tens of MB at its peak
            return VertexArray.ofFloats(d, sized);
        }
        VertexArrayDescriptor asFloat = new VertexArrayDescriptor(d.kind(), d.customName(), ComponentType.FLOAT,
                d.size());
        return VertexArray.ofFloats(asFloat, sized).convert(d.component(), d.size());
    }

    /** Takes the first {@code size} of every {@code stride} values (padding with 0 if size > stride). */
    private static float[] stride(float[] values, int stride, int size) {
        if (stride == size) {
            return values;
        }
        int n = values.length / stride;
        float[] out = new float[n * size];
        for (int v = 0; v < n; v++) {
            for (int c = 0; c < size && c < stride; c++) {
                out[v * size + c] = values[v * stride + c];
            }
        }
        return out;
    }

    private float[] gather(FloatList list, int stride, int[] vertex) {
        return gather(list, stride, stride, vertex);
    }

    /** The first {@code size} of the {@code stride} values of each vertex (zeros past the stride). */
    private float[] gather(FloatList list, int stride, int size, int[] vertex) {
        float[] out = new float[vertex.length * size];
        int kept = Math.min(size, stride);
        for (int i = 0; i < vertex.length; i++) {
            for (int c = 0; c < kept; c++) {
                out[i * size + c] = list.get(vertex[i] * stride + c);
            }
        }
        if (lastMesh) {
            // No mesh reads these file-wide values again: free them while the model grows.
            list.discard();
        }
        return out;
    }
}
