package io.meshport.iqe.internal.compile;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeCommand;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.List;

/**
 * The triangles of a file as its face commands give them, collected during the compiler's walk:
 * indexes resolved to file-wide vertices (iqe.txt: {@code fa} from the file's first vertex,
 * {@code fm} from the mesh's, negative ones back from the last vertex defined), convex polygons
 * fan-triangulated, and each triangle tagged with its mesh, the smoothing parameters in force
 * and the flags of its matching {@code fs} command.
 *
 * <p>{@code fs} commands pair with face commands in order (the k-th {@code fs} with the k-th face),
 * which is why all of them are collected before the walk ({@link #faceSmoothing}).
 */
final class IqeTriangles {
    private final String source;
    private final Diagnostics diagnostics;
    /** Global vertex indexes, three per triangle. */
    private final IntList corners = new IntList(1024);
    private final IntList meshOfTriangle = new IntList(256);
    private final IntList stateOfTriangle = new IntList(256);
    /** Null when the file has no {@code fs}: then every edge smooths. */
    private final IntList edgeFlags;
    private final List<IqeSmoothingState> states = new ArrayList<>();
    private boolean stateUsed;
    private final List<int[]> faceSmoothing;
    private int faceCount;
    private boolean warnedFs;

    /** @param faceSmoothing the flags of every {@code fs} command of the file, in order */
    IqeTriangles(List<int[]> faceSmoothing, String source, Diagnostics diagnostics) {
        this.faceSmoothing = faceSmoothing;
        this.source = source;
        this.diagnostics = diagnostics;
        this.edgeFlags = faceSmoothing.isEmpty() ? null : new IntList(256);
        states.add(IqeSmoothingState.DEFAULT);
    }

    /** The flags of every {@code fs} command of {@code doc}, in order (any value above 0 smooths). */
    static List<int[]> faceSmoothing(IqeDocument doc) {
        List<int[]> all = new ArrayList<>();
        for (int i = 0; i < doc.commandCount(); i++) {
            if (doc.command(i) == IqeCommand.FACE_SMOOTHING) {
                int[] flags = new int[doc.argumentCount(i)];
                for (int k = 0; k < flags.length; k++) {
                    flags[k] = doc.intArgument(i, k) > 0 ? 1 : 0;
                }
                all.add(flags);
            }
        }
        return all;
    }

    /** Whether the file had any face command (else each group of three vertices is a triangle). */
    boolean anyFace() {
        return faceCount > 0;
    }

    /**
     * An {@code fa} or {@code fm} command.
     *
     * @param defined the vertices defined so far
     * @param meshFirstVertex the first vertex of the current mesh
     * @param mesh the model mesh the triangles belong to
     */
    void face(IqeDocument doc, int i, int defined, int meshFirstVertex, int mesh) throws ModelFormatException {
        IqeCommand c = doc.command(i);
        int n = doc.argumentCount(i);
        int[] polygon = new int[n];
        for (int k = 0; k < n; k++) {
            polygon[k] = resolve(c, doc.intArgument(i, k), defined, meshFirstVertex, doc.sourceLine(i));
        }
        stateUsed = true;
        addPolygon(polygon, mesh, states.size() - 1, edgesOfFace(n, doc.sourceLine(i)));
        faceCount++;
    }

    /** The flags of the {@code fs} paired with the next face, or null (all smooth) when none matches. */
    private int[] edgesOfFace(int corners, int line) {
        if (edgeFlags == null) {
            return null;
        }
        if (faceCount < faceSmoothing.size() && faceSmoothing.get(faceCount).length == corners) {
            return faceSmoothing.get(faceCount);
        }
        if (!warnedFs) {
            warnedFs = true;
            diagnostics.warn(source, line, 0, "fs commands do not match the face commands one"
                    + " for one; unmatched faces smooth along all edges");
        }
        return null;
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
            throw ModelFormatException.atLine(source, line, 0,
                    c.keyword() + " index " + index + " out of range (" + scope + ")");
        }
        return (int) v;
    }

    /** A {@code smoothuv}, {@code smoothgroup} or {@code smoothangle} command: applies to the triangles that follow. */
    void smoothing(IqeDocument doc, int i) {
        IqeSmoothingState state = states.get(states.size() - 1);
        IqeSmoothingState next = switch (doc.command(i)) {
            case SMOOTH_UV -> new IqeSmoothingState(state.key(), state.minCos(),
                    doc.argumentCount(i) == 0 || doc.intArgument(i, 0) > 0);
            case SMOOTH_GROUP -> new IqeSmoothingState(doc.intArgument(i, 0), state.minCos(), state.uv());
            case SMOOTH_ANGLE -> new IqeSmoothingState(state.key(),
                    IqeSmoothingState.cosOfDegrees(doc.floatArgument(i, 0)), state.uv());
            default -> throw new IllegalArgumentException(doc.command(i) + " is no smoothing command");
        };
        // Triangles already given keep the state they were given under.
        if (stateUsed) {
            states.add(next);
            stateUsed = false;
        } else {
            states.set(states.size() - 1, next);
        }
    }

    /** Fan-triangulates a convex polygon; fs flags (one per polygon edge) follow their edges. */
    private void addPolygon(int[] p, int mesh, int stateIndex, int[] polygonEdges) {
        int n = p.length;
        for (int k = 1; k + 1 < n; k++) {
            corners.add(p[0]);
            corners.add(p[k]);
            corners.add(p[k + 1]);
            meshOfTriangle.add(mesh);
            stateOfTriangle.add(stateIndex);
            if (edgeFlags != null) {
                int flags;
                if (polygonEdges == null) {
                    flags = 7;
                } else {
                    // Edge p0→pk is the polygon's first edge only in the first triangle, edge
                    // pk+1→p0 its last only in the last; inner diagonals always smooth.
                    int first = k == 1 ? polygonEdges[0] : 1;
                    int middle = polygonEdges[k];
                    int last = k + 2 == n ? polygonEdges[n - 1] : 1;
                    flags = first | middle << 1 | last << 2;
                }
                edgeFlags.add(flags);
            }
        }
    }

    /**
     * For a file without any face command: each group of three vertices of a mesh is a triangle
     * (iqe.txt); left-over vertices are reported.
     */
    void vertexGroups(IntList vertexOwner, List<IqeMeshKey> meshes) {
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

    /** Warns about {@code fs} commands no face used; call after the walk. */
    void checkUnusedFaceSmoothing() {
        if (faceSmoothing.size() > faceCount && !warnedFs) {
            diagnostics.warn(source, "more fs commands (" + faceSmoothing.size() + ") than face commands ("
                    + faceCount + "); the extra ones are ignored");
        }
    }

    /** The corners, three per triangle; the list is freed, so this is called once. */
    int[] moveCorners() {
        return corners.moveToArray();
    }

    IntList meshOfTriangle() {
        return meshOfTriangle;
    }

    IqeTriangleSmoothing smoothing() {
        return new IqeTriangleSmoothing(stateOfTriangle, List.copyOf(states), edgeFlags);
    }
}
