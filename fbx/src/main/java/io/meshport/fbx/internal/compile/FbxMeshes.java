package io.meshport.fbx.internal.compile;

import io.meshport.fbx.internal.scene.FbxArrays;
import io.meshport.fbx.internal.scene.FbxMatrix;
import io.meshport.fbx.internal.scene.FbxObject;
import io.meshport.fbx.internal.scene.FbxScene;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The meshes of the scene's {@code Model}s: each {@code Geometry "Mesh"} connected below a
 * {@code Model}, once per {@code Model} that shows it, in the hierarchy's depth-first order.
 *
 * <p>{@code Vertices} are the control points; {@code PolygonVertexIndex} lists each polygon's
 * corners, the last of each written as {@code -1 - index}. A polygon of n ≥ 3 corners becomes the
 * triangle fan {@code (0, k, k+1)} of its corners in order (convex polygons, which exporters
 * write, triangulate exactly; Blender keeps n-gons and assimp ear-clips, both giving the same
 * triangles for convex quads up to the diagonal); one of fewer corners (a point or an edge) has no
 * triangle and is reported. Each corner's attributes come from the layer elements
 * ({@link FbxLayer}): the first {@code LayerElementNormal}, every {@code LayerElementUV} (texture
 * coordinate sets in file order, v turned down: {@code 1 - v}) and {@code LayerElementColor} (colour sets), the
 * first {@code LayerElementMaterial}. Corners whose every attribute is equal become one vertex
 * ({@link FbxCornerWelder}); polygons are split by material into one mesh each, named as the geometry (else
 * its {@code Model}), with {@code .n} (the material slot) when there are several, and material the
 * name of the {@code Material} of that slot ({@code ""} when there is none).
 *
 * <p>Placement: an unskinned mesh is baked into world space (its {@code Model}'s world matrix and
 * geometric transform); a skinned one into its bind pose ({@code TransformLink × Transform} of its
 * first cluster), with four joint influences per vertex from {@link FbxInfluences}; an unskinned
 * mesh below a joint (bone parenting) is bound to that joint with all its weight, placed where it
 * hangs at the skeleton's bind pose, so that it moves with the bone.
 */
final class FbxMeshes {
    private final FbxScene scene;
    private final FbxArrays arrays;
    private final FbxHierarchy nodes;
    private final FbxSkeleton skeleton;
    private final Map<Long, List<FbxCluster>> clusters;
    private final FbxBudget budget;
    private final Diagnostics diagnostics;

    FbxMeshes(FbxScene scene, FbxArrays arrays, FbxHierarchy nodes, FbxSkeleton skeleton,
            Map<Long, List<FbxCluster>> clusters, FbxBudget budget, Diagnostics diagnostics) {
        this.scene = scene;
        this.arrays = arrays;
        this.nodes = nodes;
        this.skeleton = skeleton;
        this.clusters = clusters;
        this.budget = budget;
        this.diagnostics = diagnostics;
    }

    void read(Model.Builder model) throws ModelFormatException {
        for (int i : nodes.order()) {
            FbxObject m = nodes.models.get(i);
            for (FbxObject g : scene.children(m.id(), "Geometry")) {
                if (g.subclass().equals("Mesh")) {
                    read(i, m, g, model);
                    reportBlendShapes(g);
                } else {
                    diagnostics.warn(scene.tree().source(), g.describe() + " below " + m.describe()
                            + " is not a polygon mesh: skipped");
                }
            }
        }
    }

    /** Blend shapes (morph targets) on a mesh: the model has no place for them, so they are reported. */
    private void reportBlendShapes(FbxObject g) {
        for (FbxObject d : scene.children(g.id(), "Deformer")) {
            if (d.subclass().equals("BlendShape")) {
                int channels = scene.children(d.id(), "Deformer").size();
                diagnostics.warn(scene.tree().source(), g.describe() + ": " + d.describe() + " with "
                        + channels + (channels == 1 ? " channel" : " channels") + " (morph targets) is not kept:"
                        + " the model holds no morph targets");
            }
        }
    }

    /** The geometry's control points ({@code Vertices}), checked. */
    static double[] controlPoints(FbxArrays arrays, FbxObject g) throws ModelFormatException {
        FbxNode v = arrays.required(g.node(), g.path(), "Vertices");
        double[] points = arrays.doubles(v, g.path() + "/Vertices");
        if (points.length % 3 != 0) {
            throw arrays.tree().error(v, g.path() + "/Vertices", points.length + " values do not make whole points"
                    + " of 3");
        }
        return points;
    }

    private void read(int node, FbxObject model, FbxObject g, Model.Builder out) throws ModelFormatException {
        double[] points = controlPoints(arrays, g);
        int controlPoints = points.length / 3;
        FbxNode pviNode = FbxArrays.child(g.node(), "PolygonVertexIndex");
        int[] pvi = pviNode == null ? new int[0] : arrays.ints(pviNode, g.path() + "/PolygonVertexIndex");
        int corners = pvi.length;
        // one pass: polygon count, control points in range, the last polygon closed
        int polygons = 0;
        for (int c = 0; c < corners; c++) {
            int v = pvi[c] < 0 ? -1 - pvi[c] : pvi[c];
            if (v >= controlPoints) {
                throw arrays.tree().error(pviNode, g.path() + "/PolygonVertexIndex", "corner " + c + " is control point "
                        + v + ", out of range (" + controlPoints + " control points)");
            }
            if (pvi[c] < 0) {
                polygons++;
            }
        }
        if (corners > 0 && pvi[corners - 1] >= 0) {
            throw arrays.tree().error(pviNode, g.path() + "/PolygonVertexIndex", "the last polygon is not closed"
                    + " (its last corner is not written as -1 - index)");
        }
        FbxLayer normals = layer(g, "LayerElementNormal", "Normals", "NormalsIndex", 3, corners, controlPoints,
                polygons);
        List<FbxLayer> uvs = layers(g, "LayerElementUV", "UV", "UVIndex", 2, corners, controlPoints, polygons);
        List<FbxLayer> colors = layers(g, "LayerElementColor", "Colors", "ColorIndex", 4, corners, controlPoints,
                polygons);
        List<FbxObject> materials = scene.children(model.id(), "Material");
        int[] materialOf = materials(g, polygons, Math.max(1, materials.size()));
        int slots = Math.max(1, materials.size());

        List<FbxCluster> skin = clusters.getOrDefault(g.id(), List.of());
        FbxInfluences influences = skin.isEmpty() ? rigid(node, controlPoints)
                : new FbxInfluences(skin, controlPoints, skeleton.jointOf);
        if (influences != null && influences.reduced > 0) {
            diagnostics.warn(scene.tree().source(), g.describe() + ": " + influences.reduced + " control points have"
                    + " more than 4 joint influences: the 4 largest kept, renormalised");
        }
        double[] placement = FbxMatrix.multiply(influences != null && influences.meshBind != null
                ? influences.meshBind : nodes.world(node), nodes.transforms[node].geometric());

        // a geometry shown by many Models is a mesh each: what the file wrote once, the model holds
        // many times, so each showing is paid for (its corner rows, then its arrays and triangles)
        budget.charge(3.0 * corners * (4 * (3 + 3 + 2 * uvs.size() + 4 * colors.size() + 8) * 2 + 8), g,
                "its mesh below " + model.describe());
        // triangles per material slot: a polygon of n corners gives n - 2
        long[] triangles = new long[slots];
        int small = 0;
        for (int c = 0, p = 0, start = 0; c < corners; c++) {
            if (pvi[c] < 0) {
                int n = c - start + 1;
                if (n >= 3) {
                    triangles[materialOf == null ? 0 : materialOf[p]] += n - 2;
                } else {
                    small++;
                }
                start = c + 1;
                p++;
            }
        }
        if (small > 0) {
            diagnostics.warn(scene.tree().source(), g.describe() + ": " + small + " polygons of fewer than 3 corners"
                    + " (points or edges) have no triangle: skipped");
        }
        int[][] cornersOf = new int[slots][];
        int[] filled = new int[slots];
        for (int s = 0; s < slots; s++) {
            cornersOf[s] = new int[Math.toIntExact(triangles[s] * 3)];
        }
        for (int c = 0, p = 0, start = 0; c < corners; c++) {
            if (pvi[c] < 0) {
                int s = materialOf == null ? 0 : materialOf[p];
                for (int k = start + 1; k < c && c - start >= 2; k++) {
                    cornersOf[s][filled[s]++] = start;
                    cornersOf[s][filled[s]++] = k;
                    cornersOf[s][filled[s]++] = k + 1;
                }
                start = c + 1;
                p++;
            }
        }
        int[] polygonOf = polygonOfCorner(pvi);
        String name = !g.name().isEmpty() ? g.name() : model.name();
        int used = 0;
        for (int s = 0; s < slots; s++) {
            used += cornersOf[s].length > 0 ? 1 : 0;
        }
        for (int s = 0; s < slots; s++) {
            if (cornersOf[s].length == 0) {
                continue;
            }
            int[] cs = cornersOf[s];
            int count = cs.length;
            int stride = 3 + (normals != null ? 3 : 0) + 2 * uvs.size() + 4 * colors.size()
                    + (influences != null ? 8 : 0);
            float[] rows = new float[Math.multiplyExact(count, stride)];
            double[] p = new double[3];
            double[] nm = normals == null ? null : FbxMatrix.normalMatrix(placement);
            for (int v = 0; v < count; v++) {
                int c = cs[v];
                int cp = vertexOf(pvi[c]);
                int at = v * stride;
                FbxMatrix.transformPoint(placement, points[cp * 3], points[cp * 3 + 1], points[cp * 3 + 2], p, 0);
                at = put(rows, at, p, 1);
                if (normals != null) {
                    int e = normals.element(c, cp, polygonOf[c]);
                    FbxMatrix.transformPoint(nm, normals.value(e, 0), normals.value(e, 1), normals.value(e, 2), p, 0);
                    double len = Math.sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
                    at = put(rows, at, p, len > 0 ? 1 / len : 0);
                }
                for (FbxLayer layer : uvs) {
                    at = putTexcoord(rows, at, layer, layer.element(c, cp, polygonOf[c]));
                }
                for (FbxLayer layer : colors) {
                    at = put(rows, at, layer, layer.element(c, cp, polygonOf[c]));
                }
                if (influences != null) {
                    for (int k = 0; k < 4; k++) {
                        rows[at++] = Float.intBitsToFloat(influences.joints[cp * 4 + k]);
                    }
                    System.arraycopy(influences.weights, cp * 4, rows, at, 4);
                }
            }
            FbxCornerWelder.Welded welded = FbxCornerWelder.weld(rows, stride, count);
            int vertices = welded.rows().length / stride;
            Mesh.Builder mesh = Mesh.builder(used > 1 ? name + "." + s : name)
                    .material(materials.isEmpty() ? "" : materials.get(s).name()).vertexCount(vertices);
            int column = 0;
            mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                    columns(welded.rows(), stride, column, 3)));
            column += 3;
            if (normals != null) {
                mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT,
                        3), columns(welded.rows(), stride, column, 3)));
                column += 3;
            }
            for (int set = 0; set < uvs.size(); set++, column += 2) {
                mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, set,
                        ComponentType.FLOAT, 2), columns(welded.rows(), stride, column, 2)));
            }
            for (int set = 0; set < colors.size(); set++, column += 4) {
                mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.COLOR, set,
                        ComponentType.FLOAT, 4), columns(welded.rows(), stride, column, 4)));
            }
            if (influences != null) {
                float[] jointBits = columns(welded.rows(), stride, column, 4);
                int[] joints = new int[jointBits.length];
                for (int k = 0; k < joints.length; k++) {
                    joints[k] = Float.floatToRawIntBits(jointBits[k]);
                }
                ComponentType indexType = skeleton.count() > 256 ? ComponentType.USHORT : ComponentType.UBYTE;
                mesh.addArray(VertexArray.ofInts(VertexArrayDescriptor.of(AttributeKind.BLEND_INDEXES, indexType, 4),
                        joints));
                mesh.addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.BLEND_WEIGHTS,
                        ComponentType.FLOAT, 4), columns(welded.rows(), stride, column + 4, 4)));
            }
            out.addMesh(mesh.trianglesOwned(welded.vertexOf()).build());
        }
    }

    /**
     * A mesh without a skin below a joint (Blender's bone parenting, a prop in a hand) bound to its
     * nearest joint above with all its weight, placed where it hangs at the skeleton's bind pose (its
     * place relative to the bone, times the bone's bind matrix); null for a mesh below no joint.
     */
    private FbxInfluences rigid(int node, int controlPoints) {
        for (int p = nodes.parent[node]; p >= 0; p = nodes.parent[p]) {
            int joint = skeleton.jointOf[p];
            if (joint >= 0) {
                double[] relative = FbxMatrix.multiply(FbxMatrix.inverse(nodes.world(p)), nodes.world(node));
                return FbxInfluences.rigid(joint, controlPoints, FbxMatrix.multiply(skeleton.bindWorld[joint],
                        relative));
            }
        }
        return null;
    }

    private static int put(float[] rows, int at, double[] p, double scale) {
        rows[at] = (float) (p[0] * scale);
        rows[at + 1] = (float) (p[1] * scale);
        rows[at + 2] = (float) (p[2] * scale);
        return at + 3;
    }

    private static int put(float[] rows, int at, FbxLayer layer, int element) {
        for (int i = 0; i < layer.components; i++) {
            rows[at + i] = (float) layer.value(element, i);
        }
        return at + layer.components;
    }

    /**
     * A texture coordinate with v turned down: FBX's v is up (OpenGL's, as OBJ's), the model's is
     * down (glTF's, IQM's, and what the reference IQM compiler makes of FBX: {@code 1 - v}).
     */
    private static int putTexcoord(float[] rows, int at, FbxLayer layer, int element) {
        rows[at] = (float) layer.value(element, 0);
        rows[at + 1] = (float) (1 - layer.value(element, 1));
        return at + 2;
    }

    /** Columns {@code first .. first + width - 1} of every row. */
    private static float[] columns(float[] rows, int stride, int first, int width) {
        int n = rows.length / stride;
        float[] out = new float[n * width];
        for (int v = 0; v < n; v++) {
            System.arraycopy(rows, v * stride + first, out, v * width, width);
        }
        return out;
    }

    private static int vertexOf(int written) {
        return written < 0 ? -1 - written : written;
    }

    private static int[] polygonOfCorner(int[] pvi) {
        int[] out = new int[pvi.length];
        for (int c = 0, p = 0; c < pvi.length; c++) {
            out[c] = p;
            if (pvi[c] < 0) {
                p++;
            }
        }
        return out;
    }

    private FbxLayer layer(FbxObject g, String element, String values, String index, int components, int corners,
            int controlPoints, int polygons) throws ModelFormatException {
        FbxNode n = FbxArrays.child(g.node(), element);
        return n == null ? null : FbxLayer.read(arrays, n, g.path() + "/" + element, values, index, components,
                corners, controlPoints, polygons);
    }

    private List<FbxLayer> layers(FbxObject g, String element, String values, String index, int components,
            int corners, int controlPoints, int polygons) throws ModelFormatException {
        List<FbxLayer> out = new ArrayList<>();
        for (FbxNode n : g.node().children(element)) {
            out.add(FbxLayer.read(arrays, n, g.path() + "/" + element, values, index, components, corners,
                    controlPoints, polygons));
        }
        return out;
    }

    /**
     * Each polygon's material slot from the first {@code LayerElementMaterial} ({@code AllSame} or
     * {@code ByPolygon}; its {@code Materials} are slots, whatever its reference type says), or null
     * when there is none (all slot 0).
     */
    private int[] materials(FbxObject g, int polygons, int slots) throws ModelFormatException {
        FbxNode n = FbxArrays.child(g.node(), "LayerElementMaterial");
        if (n == null || polygons == 0) {
            return null;
        }
        String path = g.path() + "/LayerElementMaterial";
        FbxLayer.Mapping mapping = FbxLayer.mapping(arrays, n, path);
        FbxNode m = arrays.required(n, path, "Materials");
        int[] slot = arrays.ints(m, path + "/Materials");
        int[] out = new int[polygons];
        if (mapping == FbxLayer.Mapping.ALL_SAME) {
            if (slot.length < 1) {
                throw arrays.tree().error(m, path + "/Materials", "AllSame with no material");
            }
            java.util.Arrays.fill(out, slot[0]);
        } else if (mapping == FbxLayer.Mapping.POLYGON) {
            if (slot.length < polygons) {
                throw arrays.tree().error(m, path + "/Materials", slot.length + " materials for " + polygons
                        + " polygons");
            }
            System.arraycopy(slot, 0, out, 0, polygons);
        } else {
            throw arrays.tree().error(n, path + "/MappingInformationType", "materials are mapped AllSame or ByPolygon,"
                    + " not by corner or control point");
        }
        for (int p = 0; p < polygons; p++) {
            if (out[p] < 0 || out[p] >= slots) {
                throw arrays.tree().error(m, path + "/Materials", "polygon " + p + " has material " + out[p]
                        + ", out of range (" + slots + (slots == 1 ? " slot" : " slots") + ")");
            }
        }
        return out;
    }
}
