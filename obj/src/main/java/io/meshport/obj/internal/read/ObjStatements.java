package io.meshport.obj.internal.read;

import io.meshport.text.pool.IntList;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements of a run of lines, read but not placed: what a thread can know of a block of
 * lines without the blocks before it. Numbers are read; face indices are kept as written, with
 * the table sizes of the run at the face and each index's line and column, since which element
 * a negative index names, and whether a positive one is defined yet, depends on how many elements
 * came before the run; {@code o}, {@code g}, {@code usemtl} and {@code mtllib} are kept as events
 * between the faces. {@link ObjFileState#place} places them in file order.
 */
final class ObjStatements {
    /** Event kinds: {@code o}, {@code g}, {@code usemtl}, {@code mtllib}. */
    static final int OBJECT = 0;
    static final int GROUP = 1;
    static final int MATERIAL = 2;
    static final int LIBRARY = 3;
    /** Ints per face in {@link #faces}. */
    static final int FACE_INTS = 7;

    // sized for a block of the text engine's (1 M chars), which holds tens of thousands of
    // statements: lists that grew there from a few were a tenth of reading it
    final ObjTables tables = new ObjTables(8 * 1024);
    /** The line of each {@code v}, {@code vt}, {@code vn}: where a table overflows. */
    final IntList positionLines = new IntList(8 * 1024);
    final IntList texcoordLines = new IntList(8 * 1024);
    final IntList normalLines = new IntList(8 * 1024);
    /**
     * Per face: corner count, line, the run's positions, texture coordinates, normals before it,
     * and where its statement is: {@code text[from..to)}, or (from &lt; 0) joined statement -from-1.
     */
    final IntList faces = new IntList(FACE_INTS * 16 * 1024);
    /** Per corner: v, vt, vn as written (0: none given). */
    final IntList corners = new IntList(3 * 48 * 1024);
    /**
     * The text of the run's one-line statements: the block's, which the engine holds until the block
     * is placed anyway. A face is read again from it only for an error's column: a line and column
     * kept for every index were a third of reading a block.
     */
    private char[] text;
    private final List<ObjLines> joined = new ArrayList<>();
    /** Per event: its kind, line, and the number of faces before it. */
    final IntList events = new IntList(3 * 16);
    final List<String> eventNames = new ArrayList<>();
    /** Warnings of the run, each once with its count, at its first line. */
    final ObjWarnings warnings = new ObjWarnings();

    int faceCount() {
        return faces.size() / FACE_INTS;
    }

    int eventCount() {
        return eventNames.size();
    }

    void event(int kind, String name, int line) {
        events.add(kind);
        events.add(line);
        events.add(faceCount());
        eventNames.add(name);
    }

    /** Records a face of {@code c.count} corners, {@code line}. */
    void face(ObjFaceCorners c, ObjLine line) {
        faces.add(c.count);
        faces.add(line.line());
        faces.add(tables.positionCount());
        faces.add(tables.texcoordCount());
        faces.add(tables.normalCount());
        if (line.joinedFrom == null) {
            text = line.text;
            faces.add(line.from);
            faces.add(line.to);
        } else {
            joined.add(line.joinedFrom);
            faces.add(-joined.size());
            faces.add(0);
        }
        for (int k = 0; k < c.count; k++) {
            corners.add(c.v[k]);
            corners.add(c.vt[k]);
            corners.add(c.vn[k]);
        }
    }

    /** Face {@code f}'s statement, in {@code into}. */
    ObjLine faceLine(int f, ObjLine into) {
        int from = faces.get(FACE_INTS * f + 5);
        if (from < 0) {
            return joined.get(-from - 1).statement(into);
        }
        return into.single(text, from, faces.get(FACE_INTS * f + 6), faces.get(FACE_INTS * f + 1));
    }

    boolean isEmpty() {
        return tables.positions.size() == 0 && tables.texcoords.size() == 0 && tables.normals.size() == 0
                && faces.size() == 0
                && eventNames.isEmpty() && warnings.isEmpty();
    }
}
