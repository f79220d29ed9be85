package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.derive.SmoothNormals;
import io.meshport.text.IntList;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Gives an {@link IqeDocument} its meaning as a {@link Model}, as iqe.txt says: attribute
 * defaults, blend weight reduction, vertex array layouts, meshes and materials, face index
 * resolution and fan triangulation, generated normals under the smoothing rules, tangents,
 * poses, joints, animations and the comment. Where the reference compiler has defects
 * (docs/iqe-conformance.md) this follows the spec instead.
 *
 * <p>Errors name the line of the command at fault. One compiler instance compiles one document.
 */
final class IqeCompiler {
    private final IqeDocument doc;
    private final boolean ownsDocument;
    private final String source;
    private final Diagnostics diagnostics;

    /** Vertex attributes over the whole file, in the order defined. */
    final IqeVertexData vertices = new IqeVertexData();

    /** Triangles over the whole file: global vertex indexes, three per triangle. */
    final IntList triangles = new IntList(1024);
    final IntList triangleMesh = new IntList(256);
    final IntList triangleState = new IntList(256);
    IntList triangleEdges;
    final List<IqeSmoothingState> states = new ArrayList<>();
    /** Model meshes in order: each {@code mesh} command, or material change, opens one when content follows. */
    final List<IqeMeshKey> meshes = new ArrayList<>();
    /** For each vertex, the mesh that was open when it was defined. */
    final IntList vertexOwner = new IntList(1024);
    private int openMesh = -1;
    private String meshName = "";
    private String material = "";

    private final List<int[]> faceSmoothing = new ArrayList<>();
    private final List<String> jointNames = new ArrayList<>();
    private final List<Integer> jointParents = new ArrayList<>();
    private final List<Transform> basePoses = new ArrayList<>();
    private final List<IqeAnimationBuilder> animations = new ArrayList<>();
    private final IqeVertexArrayDeclarations declarations;

    IqeCompiler(IqeDocument doc, String source, Diagnostics diagnostics) {
        this(doc, false, source, diagnostics);
    }

    /**
     * @param ownsDocument true when no one else holds the document: the compiler then frees
     *     it as it goes, so a large file's document and model are never both whole in memory
     */
    private IqeCompiler(IqeDocument doc, boolean ownsDocument, String source, Diagnostics diagnostics) {
        this.doc = doc;
        this.ownsDocument = ownsDocument;
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.declarations = new IqeVertexArrayDeclarations(this.source, diagnostics);
    }

    static Model compile(IqeDocument doc, String source, Diagnostics diagnostics) throws ModelFormatException {
        return compile(doc, false, source, diagnostics);
    }

    /** Compiles a document only the caller held; it is unusable afterwards. */
    static Model compileOwned(IqeDocument doc, String source, Diagnostics diagnostics) throws ModelFormatException {
        return compile(doc, true, source, diagnostics);
    }

    private static Model compile(IqeDocument doc, boolean ownsDocument, String source, Diagnostics diagnostics)
            throws ModelFormatException {
        IqeCompiler compiler = new IqeCompiler(doc, ownsDocument, source, diagnostics);
        try {
            return compiler.compile();
        } catch (IllegalArgumentException | IllegalStateException e) {
            // Limits of the model (more than 2^31 values in one array) or its validation:
            // the input is too big or inconsistent for a model, which is a fact about the input.
            throw ModelFormatException.inSource(compiler.source, e.getMessage()).withCause(e);
        }
    }

    Model compile() throws ModelFormatException {
        collectFaceSmoothing();
        Optional<String> comment = doc.comment();
        walk();
        if (ownsDocument) {
            doc.discardBefore(doc.commandCount());
        }
        vertices.checkLengths(source);
        if (!vertices.anyFace) {
            vertexGroupTriangles();
        }
        Model.Builder model = Model.builder();
        List<Joint> joints = joints();
        new IqeMeshAssembler(this, source, diagnostics, declarations, joints.size()).assemble(model);
        model.joints(joints);
        int jointCount = joints.size();
        if (jointCount == 0) {
            for (IqeAnimationBuilder a : animations) {
                jointCount = Math.max(jointCount, a.widestFrame());
            }
        }
        Set<String> names = new HashSet<>();
        for (IqeAnimationBuilder a : animations) {
            if (a.name != null) {
                names.add(a.name);
            }
        }
        int dummy = 0;
        for (IqeAnimationBuilder a : animations) {
            if (a.name == null) {
                // iqe.txt: an unnamed animation gets a name no other animation of the file has.
                String n;
                do {
                    n = "animation" + ++dummy;
                } while (names.contains(n));
                names.add(n);
                a.name = n;
            }
            model.addAnimation(a.build(jointCount, diagnostics, source));
        }
        comment.ifPresent(model::comment);
        model.conventions(Conventions.Z_UP_RIGHT_CCW);
        model.extra(SourceInfo.class, new SourceInfo("iqe", ""));
        return model.build();
    }

    private void collectFaceSmoothing() {
        for (int i = 0; i < doc.commandCount(); i++) {
            if (doc.command(i) == IqeCommand.FACE_SMOOTHING) {
                int[] flags = new int[doc.argumentCount(i)];
                for (int k = 0; k < flags.length; k++) {
                    flags[k] = doc.intArgument(i, k) > 0 ? 1 : 0;
                }
                faceSmoothing.add(flags);
            }
        }
        if (!faceSmoothing.isEmpty()) {
            triangleEdges = new IntList(256);
        }
    }

    private void walk() throws ModelFormatException {
        int meshFirstVertex = 0;
        int faceCount = 0;
        boolean warnedFs = false;
        IqeSmoothingState state = IqeSmoothingState.DEFAULT;
        boolean stateUsed = false;
        states.add(state);
        IqeAnimationBuilder animation = null;
        int[] blendIndexes = new int[IqeBlend.SLOTS];
        float[] blendWeights = new float[IqeBlend.SLOTS];
        for (int i = 0; i < doc.commandCount(); i++) {
            if (ownsDocument && (i & 0xFFFF) == 0) {
                doc.discardBefore(i);
            }
            IqeCommand c = doc.command(i);
            int line = doc.sourceLine(i);
            switch (c) {
                case POSITION:
                    vertices.position(doc, i);
                    break;
                case TEXCOORD:
                    vertices.texcoord(doc, i);
                    break;
                case NORMAL:
                    vertices.normal(doc, i);
                    break;
                case TANGENT:
                    vertices.tangent(doc, i);
                    break;
                case BLEND:
                    for (int k = 0; k + 1 < doc.argumentCount(i); k += 2) {
                        if (doc.intArgument(i, k) < 0) {
                            throw error(line, "vb joint index " + doc.intArgument(i, k) + " is negative");
                        }
                    }
                    IqeBlend.reduce(doc, i, blendIndexes, blendWeights);
                    vertices.blend(blendIndexes, blendWeights, line);
                    break;
                case COLOR:
                    vertices.color(doc, i);
                    break;
                case CUSTOM0: case CUSTOM1: case CUSTOM2: case CUSTOM3: case CUSTOM4:
                case CUSTOM5: case CUSTOM6: case CUSTOM7: case CUSTOM8: case CUSTOM9:
                    vertices.custom(c.customIndex(), doc, i);
                    break;
                case SMOOTH_INDEX:
                    vertices.smoothIndex(doc.intArgument(i, 0), line);
                    break;
                case VERTEX_ARRAY:
                    declarations.declare(doc, i);
                    break;
                case MESH:
                    meshName = nameOrEmpty(i);
                    meshFirstVertex = vertices.count();
                    openMesh = -1;
                    break;
                case MATERIAL:
                    material = nameOrEmpty(i);
                    openMesh = -1;
                    break;
                case FACE_ABSOLUTE:
                case FACE_MESH: {
                    int n = doc.argumentCount(i);
                    int[] polygon = new int[n];
                    int defined = vertices.count();
                    for (int k = 0; k < n; k++) {
                        polygon[k] = resolve(c, doc.intArgument(i, k), defined, meshFirstVertex, line);
                    }
                    int[] edges = null;
                    if (triangleEdges != null) {
                        if (faceCount < faceSmoothing.size() && faceSmoothing.get(faceCount).length == n) {
                            edges = faceSmoothing.get(faceCount);
                        } else if (!warnedFs) {
                            warnedFs = true;
                            diagnostics.warn(source, line, 0, "fs commands do not match the face commands one"
                                    + " for one; unmatched faces smooth along all edges");
                        }
                    }
                    stateUsed = true;
                    addPolygon(polygon, openMesh(), states.size() - 1, edges);
                    faceCount++;
                    vertices.anyFace = true;
                    break;
                }
                case FACE_SMOOTHING:
                    break;
                case SMOOTH_UV:
                case SMOOTH_GROUP:
                case SMOOTH_ANGLE: {
                    IqeSmoothingState next;
                    if (c == IqeCommand.SMOOTH_UV) {
                        boolean on = doc.argumentCount(i) == 0 || doc.intArgument(i, 0) > 0;
                        next = new IqeSmoothingState(state.key(), state.minCos(), on);
                    } else if (c == IqeCommand.SMOOTH_GROUP) {
                        next = new IqeSmoothingState(doc.intArgument(i, 0), state.minCos(), state.uv());
                    } else {
                        next = new IqeSmoothingState(state.key(),
                                IqeSmoothingState.cosOfDegrees(doc.floatArgument(i, 0)), state.uv());
                    }
                    // Triangles already given keep the state they were given under.
                    if (stateUsed) {
                        states.add(next);
                        stateUsed = false;
                    } else {
                        states.set(states.size() - 1, next);
                    }
                    state = next;
                    break;
                }
                case POSE_QUATERNION:
                case POSE_MATRIX:
                case POSE_ANGLES:
                    if (animation == null) {
                        basePoses.add(IqePoses.pose(doc, i));
                    } else {
                        animation.pose(IqePoses.pose(doc, i));
                    }
                    break;
                case JOINT: {
                    int parent = doc.intArgument(i, 1);
                    parent = parent == IqeDocument.ABSENT_INT || parent < 0 ? -1 : parent;
                    if (parent >= jointNames.size()) {
                        throw error(line, "joint \"" + doc.stringArgument(i, 0) + "\" has parent " + parent
                                + ", which is not an earlier joint");
                    }
                    jointNames.add(doc.stringArgument(i, 0));
                    jointParents.add(parent);
                    break;
                }
                case ANIMATION:
                    animation = new IqeAnimationBuilder(doc.stringArgument(i, 0), line);
                    animations.add(animation);
                    break;
                case LOOP:
                    if (animation == null) {
                        diagnostics.warn(source, line, 0, "loop before any animation ignored");
                    } else {
                        animation.loop = true;
                    }
                    break;
                case FRAMERATE:
                    if (animation == null) {
                        diagnostics.warn(source, line, 0, "framerate before any animation ignored");
                    } else {
                        float fps = doc.floatArgument(i, 0);
                        if (!(fps >= 0) || Float.isInfinite(fps)) {
                            diagnostics.warn(source, line, 0, "framerate " + fps + " is not a rate; 0 used");
                            fps = 0;
                        }
                        animation.framerate = fps;
                    }
                    break;
                case FRAME:
                    if (animation == null) {
                        diagnostics.warn(source, line, 0, "frame before any animation ignored");
                    } else {
                        animation.frame();
                    }
                    break;
                case HASH_COMMENT:
                case UNKNOWN:
                    break;
            }
            // Only vertex attributes define vertices; counting them after every command of a
            // file of millions would cost more than the commands themselves.
            if (c.isVertexAttribute()) {
                while (vertexOwner.size() < vertices.count()) {
                    vertexOwner.add(openMesh());
                }
            }
        }
        if (faceSmoothing.size() > faceCount && !warnedFs) {
            diagnostics.warn(source, "more fs commands (" + faceSmoothing.size() + ") than face commands ("
                    + faceCount + "); the extra ones are ignored");
        }
    }

    private int openMesh() {
        if (openMesh < 0) {
            meshes.add(new IqeMeshKey(meshName, material));
            openMesh = meshes.size() - 1;
        }
        return openMesh;
    }

    private String nameOrEmpty(int i) {
        String s = doc.stringArgument(i, 0);
        return s == null ? "" : s;
    }

    private int resolve(IqeCommand c, int index, int defined, int meshFirstVertex, int line)
            throws ModelFormatException {
        long v;
        if (index < 0) {
            // iqe.txt: negative indexes count back from the last vertex defined so far (-1).
            v = (long) defined + index;
        } else {
            v = c == IqeCommand.FACE_MESH ? (long) meshFirstVertex + index : index;
        }
        if (v < 0 || v >= defined) {
            String scope = c == IqeCommand.FACE_MESH && index >= 0
                    ? "mesh has " + (defined - meshFirstVertex) + " vertices"
                    : defined + " vertices defined";
            throw error(line, c.keyword() + " index " + index + " out of range (" + scope + ")");
        }
        return (int) v;
    }

    /** Fan-triangulates a convex polygon; fs flags (one per polygon edge) follow their edges. */
    private void addPolygon(int[] p, int mesh, int stateIndex, int[] edgeFlags) {
        int n = p.length;
        for (int k = 1; k + 1 < n; k++) {
            triangles.add(p[0]);
            triangles.add(p[k]);
            triangles.add(p[k + 1]);
            triangleMesh.add(mesh);
            triangleState.add(stateIndex);
            if (triangleEdges != null) {
                int flags;
                if (edgeFlags == null) {
                    flags = 7;
                } else {
                    // Edge p0→pk is the polygon's first edge only in the first triangle, edge
                    // pk+1→p0 its last only in the last; inner diagonals always smooth.
                    int first = k == 1 ? edgeFlags[0] : 1;
                    int middle = edgeFlags[k];
                    int last = k + 2 == n ? edgeFlags[n - 1] : 1;
                    flags = first | middle << 1 | last << 2;
                }
                triangleEdges.add(flags);
            }
        }
    }

    /** No face command anywhere: each group of three vertices of a mesh is a triangle. */
    private void vertexGroupTriangles() {
        int[] owned = new int[meshes.size()];
        int[][] pending = new int[meshes.size()][3];
        for (int v = 0; v < vertexOwner.size(); v++) {
            int m = vertexOwner.get(v);
            pending[m][owned[m]++ % 3] = v;
            if (owned[m] % 3 == 0) {
                addPolygon(pending[m].clone(), m, 0, null);
            }
        }
        for (int m = 0; m < meshes.size(); m++) {
            if (owned[m] % 3 != 0) {
                diagnostics.warn(source, "mesh \"" + meshes.get(m).name() + "\" has " + owned[m]
                        + " vertices and no faces; the last " + owned[m] % 3 + " form no triangle");
            }
        }
    }

    private List<Joint> joints() {
        List<Joint> joints = new ArrayList<>();
        for (int j = 0; j < jointNames.size(); j++) {
            Transform base = j < basePoses.size() ? basePoses.get(j) : Transform.IDENTITY;
            joints.add(new Joint(jointNames.get(j), jointParents.get(j), base));
        }
        if (basePoses.size() < jointNames.size()) {
            diagnostics.warn(source, (jointNames.size() - basePoses.size()) + " joints have no base pose; identity used");
        } else if (basePoses.size() > jointNames.size()) {
            diagnostics.warn(source, (basePoses.size() - jointNames.size())
                    + " base poses have no joint and are ignored");
        }
        return joints;
    }

    /** Per-triangle smoothing data for normal generation. */
    SmoothNormals.CornerRule smoothingRule(int[] tris, float[] positions, float[] faceNormals) {
        int n = triangleEdges == null ? 0 : triangleEdges.size();
        byte[] edges = null;
        if (triangleEdges != null) {
            edges = new byte[n];
            for (int t = 0; t < n; t++) {
                edges[t] = (byte) triangleEdges.get(t);
            }
        }
        return new IqeSmoothingRule(tris, positions, faceNormals, triangleState.toArray(), states,
                vertices.texcoordCount() > 0 ? vertices.texcoords2() : null, vertices.smoothIndexes(), edges);
    }

    private ModelFormatException error(int line, String reason) {
        return ModelFormatException.atLine(source, line, 0, reason);
    }
}
