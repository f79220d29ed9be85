package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.iqe.internal.rules.IqeBlend;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.edit.TriangleStreamVertices;
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntConsumer;

/**
 * Gives an {@link IqeDocument} its meaning as a {@link Model}, as iqe.txt says: attribute
 * defaults, blend weight reduction, vertex array layouts, meshes and materials, face index
 * resolution and fan triangulation, generated normals under the smoothing rules, tangents,
 * poses, joints, animations and the comment. Where the reference compiler has defects
 * (docs/iqe-conformance.md) this follows the spec instead.
 *
 * <p>Data flows one way: one walk over the commands fills the vertex data, the triangles
 * ({@link IqeTriangles}) and the skeleton ({@link IqeSkeletonCollector}); the file-wide geometry is
 * then handed, as one {@link IqeGeometry}, to {@link IqeMeshAssembler}, which cuts it into meshes.
 * Errors name the line of the command at fault. One compiler instance compiles one document.
 *
 * <p>Public for {@link io.meshport.iqe.IqeFormat}, whose compile stage this is.
 */
public final class IqeCompiler {
    private final IqeDocument doc;
    /** Frees the document's commands before an index; null when others may still hold the document. */
    private final IntConsumer discardBefore;
    private final String source;
    private final Diagnostics diagnostics;

    private final IqeVertexData vertices = new IqeVertexData();
    private final IqeVertexArrayDeclarations declarations;
    private final IqeTriangles triangles;
    private final IqeSkeletonCollector skeleton;
    private final int[] blendIndexes = new int[IqeBlend.SLOTS];
    private final float[] blendWeights = new float[IqeBlend.SLOTS];

    /** Model meshes in order: each {@code mesh} command, or material change, opens one when content follows. */
    private final List<IqeMeshKey> meshes = new ArrayList<>();
    /** For each vertex, the mesh that was open when it was defined. */
    private final IntList vertexOwner = new IntList(1024);
    /** The model mesh content goes to, or -1 until content follows a {@code mesh} or {@code material}. */
    private int openMesh = -1;
    private int meshFirstVertex;
    private String meshName = "";
    private String material = "";

    /**
     * @param discardBefore the document's own {@code discardBefore} when no one else holds the
     *     document, else null: the compiler then frees it as it goes, so a large file's document
     *     and model are never both whole in memory
     */
    private IqeCompiler(IqeDocument doc, IntConsumer discardBefore, String source, Diagnostics diagnostics) {
        this.doc = doc;
        this.discardBefore = discardBefore;
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.declarations = new IqeVertexArrayDeclarations(this.source, diagnostics);
        this.triangles = new IqeTriangles(IqeTriangles.faceSmoothing(doc), this.source, diagnostics);
        this.skeleton = new IqeSkeletonCollector(this.source, diagnostics);
    }

    /**
     * The document's meaning as a model; errors name {@code source} (null: {@code <input>}) and the
     * line at fault, warnings go to {@code diagnostics}. The document is left as it was.
     */
    public static Model compile(IqeDocument doc, String source, Diagnostics diagnostics) throws ModelFormatException {
        return compile(doc, null, source, diagnostics);
    }

    /**
     * Compiles a document only the caller held; it is unusable afterwards. {@code discardBefore}
     * (not null) frees the document's commands before an index: the document's own method, which
     * stays package-private so that only {@link io.meshport.iqe.IqeFormat} can hand it over.
     */
    public static Model compileOwned(IqeDocument doc, IntConsumer discardBefore, String source,
            Diagnostics diagnostics) throws ModelFormatException {
        return compile(doc, discardBefore, source, diagnostics);
    }

    private static Model compile(IqeDocument doc, IntConsumer discardBefore, String source, Diagnostics diagnostics)
            throws ModelFormatException {
        IqeCompiler compiler = new IqeCompiler(doc, discardBefore, source, diagnostics);
        try {
            return compiler.compile();
        } catch (IllegalArgumentException | IllegalStateException e) {
            // Limits of the model (more than 2^31 values in one array) or its validation:
            // the input is too big or inconsistent for a model, which is a fact about the input.
            throw ModelFormatException.inSource(compiler.source, e.getMessage()).withCause(e);
        }
    }

    private Model compile() throws ModelFormatException {
        Optional<String> comment = doc.comment();
        walk();
        if (discardBefore != null) {
            discardBefore.accept(doc.commandCount());
        }
        vertices.checkLengths(source);
        if (!triangles.anyFace()) {
            triangles.vertexGroups(vertexOwner, meshes);
        }
        List<Joint> joints = skeleton.joints();
        Model.Builder model = Model.builder();
        IqeGeometry geometry = new IqeGeometry(vertices, declarations, List.copyOf(meshes), vertexOwner,
                triangles.moveCorners(), triangles.meshOfTriangle(), triangles.smoothing());
        new IqeMeshAssembler(geometry, source, diagnostics, joints.size()).assemble(model);
        model.joints(joints);
        skeleton.animations(joints.size()).forEach(model::addAnimation);
        comment.ifPresent(model::comment);
        model.conventions(Conventions.Z_UP_RIGHT_CW);
        model.extra(SourceInfo.class, new SourceInfo("iqe", ""));
        // per-triangle streams ride as custom vertex streams (IQE has nothing per face)
        return TriangleStreamVertices.fromVertices(model.build());
    }

    private void walk() throws ModelFormatException {
        for (int i = 0; i < doc.commandCount(); i++) {
            if (discardBefore != null && (i & 0xFFFF) == 0) {
                discardBefore.accept(i);
            }
            IqeCommand c = doc.command(i);
            command(c, i);
            // Only vertex attributes define vertices; counting them after every command of a
            // file of millions would cost more than the commands themselves.
            if (c.isVertexAttribute()) {
                while (vertexOwner.size() < vertices.count()) {
                    vertexOwner.add(openMesh());
                }
            }
        }
        triangles.checkUnusedFaceSmoothing();
    }

    private void command(IqeCommand c, int i) throws ModelFormatException {
        switch (c) {
            case POSITION -> vertices.position(doc, i);
            case TEXCOORD -> vertices.texcoord(doc, i);
            case NORMAL -> vertices.normal(doc, i);
            case TANGENT -> vertices.tangent(doc, i);
            case BLEND -> blend(i);
            case COLOR -> vertices.color(doc, i);
            case CUSTOM0, CUSTOM1, CUSTOM2, CUSTOM3, CUSTOM4, CUSTOM5, CUSTOM6, CUSTOM7, CUSTOM8, CUSTOM9 ->
                    vertices.custom(c.customIndex(), doc, i);
            case SMOOTH_INDEX -> vertices.smoothIndex(doc.intArgument(i, 0), doc.sourceLine(i));
            case VERTEX_ARRAY -> declarations.declare(doc, i);
            case MESH -> {
                meshName = nameOrEmpty(i);
                meshFirstVertex = vertices.count();
                openMesh = -1;
            }
            case MATERIAL -> {
                material = nameOrEmpty(i);
                openMesh = -1;
            }
            case FACE_ABSOLUTE, FACE_MESH -> triangles.face(doc, i, vertices.count(), meshFirstVertex, openMesh());
            case SMOOTH_UV, SMOOTH_GROUP, SMOOTH_ANGLE -> triangles.smoothing(doc, i);
            case POSE_QUATERNION, POSE_MATRIX, POSE_ANGLES -> skeleton.pose(doc, i);
            case JOINT -> skeleton.joint(doc, i);
            case ANIMATION, LOOP, FRAMERATE, FRAME -> skeleton.animationCommand(doc, i);
            case FACE_SMOOTHING, HASH_COMMENT, UNKNOWN -> {
                // fs flags were collected before the walk; comments and unknown lines mean nothing
            }
        }
    }

    private void blend(int i) throws ModelFormatException {
        int line = doc.sourceLine(i);
        for (int k = 0; k + 1 < doc.argumentCount(i); k += 2) {
            if (doc.intArgument(i, k) < 0) {
                throw ModelFormatException.atLine(source, line, 0,
                        "vb joint index " + doc.intArgument(i, k) + " is negative");
            }
        }
        IqeBlend.reduce(doc, i, blendIndexes, blendWeights);
        vertices.blend(blendIndexes, blendWeights, line);
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
}
