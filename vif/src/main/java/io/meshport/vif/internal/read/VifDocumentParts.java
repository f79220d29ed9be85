package io.meshport.vif.internal.read;

import io.meshport.text.pool.FloatList;
import io.meshport.text.pool.IntList;
import io.meshport.text.LineComment;
import io.meshport.vif.VifDocument;
import io.meshport.vif.VifErrors;
import io.meshport.vif.VifMerges;
import io.meshport.vif.VifPositions;
import io.meshport.vif.VifTriangles;
import io.meshport.vif.VifVersion;
import io.meshport.vif.VifVertices;
import io.meshport.vif.internal.VifDocumentAccess;
import io.meshport.vif.internal.rules.VifProblem;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The parts of a {@link VifDocument} as the reader collects them, in primitive lists, with where
 * each record is for the rules' problems, and the comments. The reader's classes fill the lists
 * directly, in file order: they are this package's working state, not an API, and a record's
 * values go in as fast as the plain-number path reads them.
 */
final class VifDocumentParts {
    private static final VifDocumentAccess ACCESS = VifDocumentAccess.get();

    final FloatList xyz = new FloatList(1024);
    final IntList rgba = new IntList(1024);
    final FloatList normalValues = new FloatList(1024);
    final FloatList texcoords = new FloatList(1024);
    /** 1.0 and 2.0: which vertices had a colour or normal line (optional per vertex, but all or none). */
    final BitSet colorGiven = new BitSet();
    final BitSet normalGiven = new BitSet();
    final IntList vertexPosition = new IntList(1024);
    final IntList vertexPatch = new IntList(1024);
    final IntList vertexCoincident = new IntList(1024);
    final IntList corners = new IntList(3072);
    final IntList trianglePatch = new IntList(1024);
    final FloatList errorValues = new FloatList(64);
    int errorsRead;
    final IntList mergeParent = new IntList(256);
    final IntList mergeError = new IntList(256);
    final IntList mergeStart = new IntList(256);
    final IntList mergeChildren = new IntList(1024);
    /** Where records are, for the rules' problems: line and column (0 first) per record of each kind. */
    final IntList positionAt = new IntList(1024);
    final IntList vertexAt = new IntList(2048);
    final IntList triangleAt = new IntList(2048);
    final IntList errorAt = new IntList(64);
    final IntList mergeAt = new IntList(512);

    private final List<LineComment> comments = new ArrayList<>();
    /** Lines the document holds so far: the number the writer will give the next one. */
    private int linesWritten;

    /** A comment: of its own line, before the next line written, or ending the last one written. */
    void comment(String text, boolean trailing) {
        comments.add(new LineComment(trailing ? Math.max(0, linesWritten - 1) : linesWritten, text, trailing));
    }

    /** A header line or record went into the document. */
    void lineWritten() {
        linesWritten++;
    }

    int positionCount() {
        return xyz.size() / 3;
    }

    /** Vertices read: {@code v} records from 2.2 on, positions before. */
    int vertexCount(VifVersion version) {
        return version.hasPositions() ? vertexPosition.size() : positionCount();
    }

    int triangleCount() {
        return trianglePatch.size();
    }

    int mergeCount() {
        return mergeParent.size();
    }

    /** Sets or (at the end) appends colour channel {@code i}: 1.0 and 2.0 fill a slot ahead. */
    void channel(int i, int value) {
        if (i < rgba.size()) {
            rgba.set(i, value);
        } else {
            rgba.add(value);
        }
    }

    /** Sets or (at the end) appends normal component {@code i}. */
    void normalComponent(int i, float value) {
        if (i < normalValues.size()) {
            normalValues.set(i, value);
        } else {
            normalValues.add(value);
        }
    }

    /** Appends a record's place: {@code line} and {@code column} (0 first). */
    static void place(IntList at, int line, int column) {
        at.add(line);
        at.add(column);
    }

    /** Where records of {@code place} are (null for the file), as the version numbers them. */
    IntList places(VifProblem.Place place, VifVersion version) {
        return switch (place) {
            case POSITION -> version.hasPositions() ? positionAt : vertexAt;
            case VERTEX -> vertexAt;
            case TRIANGLE -> triangleAt;
            case ERROR -> errorAt;
            case MERGE -> mergeAt;
            case FILE -> null;
        };
    }

    /**
     * The document, its arrays taken from the lists, each list freed as soon as its values are
     * in the document: the values exist once, not twice, while the rules are checked.
     */
    VifDocument document(VifHeaderState header, boolean colors, boolean normals) {
        VifVersion version = header.version();
        int texcoordSets = header.format().texcoordSets();
        int count = positionCount();
        VifPositions positions = ACCESS.positionsOwned(values(xyz), colors ? rgba.moveToArray() : new int[0],
                normals ? values(normalValues) : new float[0], texcoordSets, values(texcoords));
        rgba.discard();
        normalValues.discard();
        VifVertices vertices = version.hasPositions()
                ? ACCESS.verticesOwned(vertexPosition.moveToArray(), vertexPatch.moveToArray(),
                        vertexCoincident.moveToArray())
                : ACCESS.identityVertices(count);
        VifTriangles triangles = ACCESS.trianglesOwned(corners.moveToArray(), trianglePatch.moveToArray());
        VifErrors errors = header.errorParams() > 0 ? ACCESS.errorsOwned(header.errorSize(), values(errorValues))
                : VifErrors.NONE;
        mergeStart.add(mergeChildren.size());
        VifMerges merges = ACCESS.mergesOwned(header.kind(), mergeParent.moveToArray(), mergeError.moveToArray(),
                mergeStart.moveToArray(), mergeChildren.moveToArray());
        try {
            return new VifDocument(version, header.errorSizeJoined(), header.countLine(), positions, vertices,
                    triangles, header.patches(), errors, merges, comments);
        } catch (IllegalArgumentException e) {
            // The reader checks everything the document does as it reads; this is a reader bug.
            throw new IllegalStateException("the reader let through what a document refuses: " + e.getMessage(), e);
        }
    }

    /** The values of {@code list}, which is freed. */
    private static float[] values(FloatList list) {
        float[] values = list.toArray();
        list.discard();
        return values;
    }
}
