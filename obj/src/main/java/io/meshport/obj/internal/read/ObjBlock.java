package io.meshport.obj.internal.read;

import io.meshport.io.ModelFormatException;

/**
 * What the text engine reads a block of OBJ lines into, on whichever thread parses it, and what
 * the blocks are put together into in file order ({@link ObjBlockFormat#append}): the file.
 *
 * <p>A block that starts at the file's first line (the file's own, and the first block) knows
 * everything above it, so it places its statements itself ({@link #state}). Any other block reads
 * its statements ({@link #statements}) but keeps its first statement apart, unread
 * ({@link #head}): the block before may end inside a statement that a backslash continues into
 * this one. A statement that the block's end cuts off is its {@link #pending} tail. An error in a
 * block that does not know what is above it waits in {@link #error} for the blocks before it to be
 * placed: an index out of range above it is the first error in the file.
 */
final class ObjBlock {
    /** Whether the block starts at the file's first line: then it has nothing above it to wait for. */
    boolean known;
    /** Whether any line was read into it. */
    boolean started;
    /** The statements read and not placed yet. */
    ObjStatements statements = new ObjStatements();
    /** Whether the first statement is still being read: kept apart, in {@link #pending} until complete. */
    boolean inHead;
    /** The block's first statement, unread (not for a known block). */
    ObjLines head;
    /** The statement being joined, continued on the next line: at the block's end, its tail. */
    ObjLines pending;
    /** The first error in a block that is not known, thrown once the blocks before it are placed. */
    ModelFormatException error;
    /** The file read so far: for the file's builder, and a known block once it placed its statements. */
    ObjFileState state;

    /** Places the statements read so far into {@link #state}, made from {@code fresh} the first time. */
    void placeOwn(java.util.function.Supplier<ObjFileState> fresh) throws ModelFormatException {
        if (state == null) {
            state = fresh.get();
        }
        if (!statements.isEmpty()) {
            ObjStatements s = statements;
            statements = new ObjStatements();
            state.place(s);
        }
    }
}
