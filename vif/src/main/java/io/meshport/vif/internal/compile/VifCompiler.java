package io.meshport.vif.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifExtra;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifTriangles;
import io.meshport.vif.VifVertices;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.rules.VifClusters;
import io.meshport.vif.internal.rules.VifProblem;
import java.util.Arrays;

/**
 * A VIF document as a model: one mesh whose vertices are the file's vertices in order (interior
 * hierarchy vertices too, used by no triangle; a 2.0/2.1 cluster file's clones after them), each
 * with the attributes of its position; the triangles with their patch IDs as the triangle stream
 * {@value #PATCH_STREAM}; everything else in a {@link VifExtra}.
 *
 * <p>Public for the format, which runs it, and the exporter, which takes back what it makes; the
 * package is internal, not exported.
 */
public final class VifCompiler {
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    /**
     * VIF states no axes. VDSlib renders with OpenGL and its inputs are Stanford PLY models through
     * GLOD: Y up, right-handed, counter-clockwise front faces.
     */
    public static final Conventions CONVENTIONS = Conventions.Y_UP_RIGHT_CCW;
    /** Per triangle its patch ID (2.2 and 2.3). */
    public static final String PATCH_STREAM = "vif:patch";

    private VifCompiler() {
    }

    /**
     * {@code doc} as a model, as the class says; clusters that make no tree (read leniently) are
     * left out, with a warning to {@code diagnostics} at {@code source}.
     */
    public static Model compile(VifDocument doc, String source, Diagnostics diagnostics) {
        VifPositions p = doc.positions();
        VifVertices vertices = doc.vertices();
        VifMerges hierarchy = doc.hierarchy();
        int[] cloneOf = new int[0];
        if (hierarchy.kind() == VifMerges.Kind.CLUSTERS) {
            VifClusters.Conversion c = VifClusters.toMerges(hierarchy, vertices.count());
            if (c.problems().stream().anyMatch(VifProblem::breaksRule)) {
                // A lenient read of clusters that make no tree: the clusters cannot be kept.
                diagnostics.warn(source, "the clusters make no hierarchy; the model has none");
                hierarchy = VifMerges.NONE;
            } else {
                hierarchy = c.merges();
                cloneOf = c.cloneOf();
                vertices = withClones(vertices, cloneOf);
            }
        }
        int n = vertices.count();
        if (n == 0 && p.count() == 0) {
            // Nothing at all (an animation-only model written as VIF): no mesh, as it came.
            return Model.builder().conventions(CONVENTIONS).build();
        }
        VifVertexAttributes positions = VifVertexAttributes.of(p);
        VifVertexAttributes perVertex = VifVertexAttributes.like(positions, n);
        for (int v = 0; v < n; v++) {
            positions.copyTo(vertices.position(v), perVertex, v);
        }
        float[] xyz = perVertex.xyz;
        int[] rgba = perVertex.rgba;
        float[] normals = perVertex.normals;
        int sets = p.texcoordSets();
        float[][] texcoords = new float[sets][2 * n];
        for (int v = 0; v < n; v++) {
            for (int s = 0; s < sets; s++) {
                texcoords[s][2 * v] = perVertex.texcoords[2 * (v * sets + s)];
                texcoords[s][2 * v + 1] = perVertex.texcoords[2 * (v * sets + s) + 1];
            }
        }
        Mesh.Builder mesh = Mesh.builder("").vertexCount(n)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        xyz));
        if (normals.length > 0) {
            mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                    normals));
        }
        for (int s = 0; s < sets; s++) {
            mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, s, ComponentType.FLOAT,
                    2), texcoords[s]));
        }
        if (rgba.length > 0) {
            mesh.addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.COLOR, ComponentType.UBYTE, 4),
                    rgba));
        }
        VifTriangles t = doc.triangles();
        mesh.triangles(t.cornersArray());
        if (doc.version().hasPositions()) {
            mesh.addTriangleStream(VertexArray.ofInts(VertexArrayDescriptor.custom(PATCH_STREAM, ComponentType.UINT, 1),
                    ACCESS.patchUnsafe(t).clone()));
        }
        mesh.extra(VifExtra.class, extra(doc, vertices, hierarchy, cloneOf));
        return Model.builder().addMesh(mesh.build()).conventions(CONVENTIONS).build();
    }

    /** The file's vertices and then the clones, each using the position of the vertex it clones. */
    private static VifVertices withClones(VifVertices vertices, int[] cloneOf) {
        int n = vertices.count();
        int[] position = Arrays.copyOf(ACCESS.positionUnsafe(vertices), n + cloneOf.length);
        int[] patch = Arrays.copyOf(ACCESS.patchUnsafe(vertices), n + cloneOf.length);
        int[] coincident = Arrays.copyOf(ACCESS.coincidentUnsafe(vertices), n + cloneOf.length);
        for (int i = 0; i < cloneOf.length; i++) {
            position[n + i] = vertices.position(cloneOf[i]);
            patch[n + i] = vertices.patch(cloneOf[i]);
            coincident[n + i] = -1;
        }
        return ACCESS.verticesOwned(position, patch, coincident);
    }

    private static VifExtra extra(VifDocument doc, VifVertices vertices, VifMerges hierarchy, int[] cloneOf) {
        VifPositions p = doc.positions();
        boolean[] used = new boolean[p.count()];
        for (int v = 0; v < vertices.count(); v++) {
            used[vertices.position(v)] = true;
        }
        int unused = 0;
        for (boolean u : used) {
            unused += u ? 0 : 1;
        }
        int[] index = new int[unused];
        VifVertexAttributes all = VifVertexAttributes.of(p);
        VifVertexAttributes kept = VifVertexAttributes.like(all, unused);
        int k = 0;
        for (int i = 0; i < used.length; i++) {
            if (!used[i]) {
                index[k] = i;
                all.copyTo(i, kept, k++);
            }
        }
        VifPositions unusedPositions = kept.toPositions();
        return new VifExtra(doc.version(), doc.errorSizeJoined(), doc.countLine(), vertices, p.count(), index,
                unusedPositions, doc.patches(), doc.errors(), hierarchy, cloneOf);
    }
}
