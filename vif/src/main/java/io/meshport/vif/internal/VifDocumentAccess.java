package io.meshport.vif.internal;

import io.meshport.vif.VifDocument;
import io.meshport.vif.VifErrors;
import io.meshport.vif.VifExtra;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifTriangles;
import io.meshport.vif.VifVertices;
import java.lang.invoke.MethodHandles;

/**
 * The stages' way into the document's package-private parts: the constructors of
 * {@link VifPositions}, {@link VifVertices}, {@link VifTriangles}, {@link VifErrors} and
 * {@link VifMerges} that take the arrays they are given instead of copying them, those parts'
 * arrays themselves, and what the exporter asks of a {@link VifExtra}.
 *
 * <p>Why it exists: the reader, compiler and exporter live in their own packages, but copying
 * every bulk array on its way in and out (what the public constructors do, to keep the documents
 * immutable for users) would hold a large file's values twice while it is read, and cost a copy
 * per record where the exporter reads them. Those parts stay package-private in
 * {@code io.meshport.vif}, which alone implements this class and installs the one instance when
 * {@link VifDocument} is initialised; this package is not exported, so a user of the module cannot
 * reach it. Arrays handed out or taken in here are never modified afterwards.
 */
public abstract class VifDocumentAccess {
    private static volatile VifDocumentAccess installed;

    /** For the one implementation, in {@code io.meshport.vif}. */
    protected VifDocumentAccess() {
    }

    /**
     * Installs the implementation; {@link VifDocument}'s static initialiser calls it once.
     *
     * @param access the implementation
     * @throws IllegalStateException when one is installed already
     */
    public static void install(VifDocumentAccess access) {
        synchronized (VifDocumentAccess.class) {
            if (installed != null) {
                throw new IllegalStateException("the VIF document access is installed already");
            }
            installed = access;
        }
    }

    /**
     * The installed implementation, initialising {@link VifDocument} first if nothing has touched it yet.
     *
     * @return the one instance
     */
    public static VifDocumentAccess get() {
        VifDocumentAccess access = installed;
        if (access == null) {
            try {
                MethodHandles.lookup().ensureInitialized(VifDocument.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            access = installed;
        }
        return access;
    }

    // ------------------------------------------------------------ VifPositions

    /**
     * Positions that take the arrays given instead of copying them (the reader's and the
     * exporter's, which no one else holds).
     *
     * @param xyz x, y and z per position
     * @param rgba four values per position, 0..255 each, or none
     * @param normals three per position, or none
     * @param texcoordSets the texture-coordinate sets per position
     * @param texcoords {@code 2 * texcoordSets} per position
     * @return the positions
     * @throws IllegalArgumentException as {@link VifPositions}' public constructor
     */
    public abstract VifPositions positionsOwned(float[] xyz, int[] rgba, float[] normals, int texcoordSets,
            float[] texcoords);

    /**
     * The coordinates themselves.
     *
     * @param positions the positions
     * @return their array, not a copy: x, y and z per position; never to be modified
     */
    public abstract float[] xyzUnsafe(VifPositions positions);

    /**
     * The colours themselves.
     *
     * @param positions the positions
     * @return their array, not a copy: four values per position, or empty; never to be modified
     */
    public abstract int[] rgbaUnsafe(VifPositions positions);

    /**
     * The normals themselves.
     *
     * @param positions the positions
     * @return their array, not a copy: three per position, or empty; never to be modified
     */
    public abstract float[] normalsUnsafe(VifPositions positions);

    /**
     * The texture coordinates themselves.
     *
     * @param positions the positions
     * @return their array, not a copy: position 0's sets in order, then position 1's...; never to be modified
     */
    public abstract float[] texcoordsUnsafe(VifPositions positions);

    // ------------------------------------------------------------ VifVertices

    /**
     * Vertices that take the arrays given instead of copying them.
     *
     * @param position per vertex the index of the position it uses
     * @param patch per vertex its patch ID
     * @param coincident per vertex the next vertex of its coincident ring, or -1
     * @return the vertices
     * @throws IllegalArgumentException as {@link VifVertices}' public constructor
     */
    public abstract VifVertices verticesOwned(int[] position, int[] patch, int[] coincident);

    /**
     * The vertices of VIF before 2.2: vertex {@code i} uses position {@code i}, has no patch and no
     * coincident vertex.
     *
     * @param count the number of vertices
     * @return the vertices
     */
    public abstract VifVertices identityVertices(int count);

    /**
     * The vertices' positions themselves.
     *
     * @param vertices the vertices
     * @return their array, not a copy; never to be modified
     */
    public abstract int[] positionUnsafe(VifVertices vertices);

    /**
     * The vertices' patches themselves.
     *
     * @param vertices the vertices
     * @return their array, not a copy; never to be modified
     */
    public abstract int[] patchUnsafe(VifVertices vertices);

    /**
     * The vertices' coincident links themselves.
     *
     * @param vertices the vertices
     * @return their array, not a copy; never to be modified
     */
    public abstract int[] coincidentUnsafe(VifVertices vertices);

    // ------------------------------------------------------------ VifTriangles

    /**
     * Triangles that take the arrays given instead of copying them.
     *
     * @param corners three vertex indices per triangle
     * @param patch per triangle its patch ID
     * @return the triangles
     * @throws IllegalArgumentException as {@link VifTriangles}' public constructor
     */
    public abstract VifTriangles trianglesOwned(int[] corners, int[] patch);

    /**
     * The triangles' patches themselves.
     *
     * @param triangles the triangles
     * @return their array, not a copy; never to be modified
     */
    public abstract int[] patchUnsafe(VifTriangles triangles);

    // ------------------------------------------------------------ VifErrors

    /**
     * Error parameters that take the array given instead of copying it.
     *
     * @param size the floats per entry
     * @param values entry 0's floats, then entry 1's...
     * @return the error parameters
     * @throws IllegalArgumentException as {@link VifErrors}' public constructor
     */
    public abstract VifErrors errorsOwned(int size, float[] values);

    // ------------------------------------------------------------ VifMerges

    /**
     * A hierarchy that takes the arrays given instead of copying them.
     *
     * @param kind which records the hierarchy is written with
     * @param parent per merge its parent vertex
     * @param error per merge its error entry, or -1
     * @param childStart per merge where its children start in {@code children}, and the end
     * @param children the children of all merges, merge 0's first
     * @return the hierarchy
     * @throws IllegalArgumentException as {@link VifMerges}' public constructor
     */
    public abstract VifMerges mergesOwned(VifMerges.Kind kind, int[] parent, int[] error, int[] childStart,
            int[] children);

    /**
     * The merges' parents themselves.
     *
     * @param merges the hierarchy
     * @return its array, not a copy; never to be modified
     */
    public abstract int[] parentUnsafe(VifMerges merges);

    /**
     * Where the merges' children start, and their end, themselves.
     *
     * @param merges the hierarchy
     * @return its array, not a copy; never to be modified
     */
    public abstract int[] childStartUnsafe(VifMerges merges);

    /**
     * The children of all merges themselves.
     *
     * @param merges the hierarchy
     * @return its array, not a copy; never to be modified
     */
    public abstract int[] childrenUnsafe(VifMerges merges);

    // ------------------------------------------------------------ VifExtra

    /**
     * How many clones a 2.0 or 2.1 file's clusters became, without copying {@link VifExtra#cloneOf()}.
     *
     * @param extra the extra
     * @return the number of clones; 0 without clusters
     */
    public abstract int cloneCount(VifExtra extra);

    /**
     * One entry of {@link VifExtra#unusedIndex()}, without copying it.
     *
     * @param extra the extra
     * @param i which unused position
     * @return its index among the file's positions
     */
    public abstract int unusedIndexAt(VifExtra extra, int i);

    /**
     * What makes {@code extra} unusable for its own vertices (an index past the end), or null.
     *
     * @param extra the extra
     * @return the problem in words, or null
     */
    public abstract String integrityProblem(VifExtra extra);
}
