package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.ordered.LineReader;

/**
 * Reads OBJ lines on one thread into the block the text engine gives it ({@link ObjBlock}): joins
 * continued lines ({@link ObjLines}), keeps a block's first statement apart when the block does not
 * start the file, and reads every other statement ({@link ObjStatementReader}). The thread that puts
 * the blocks together reads the statements between two blocks with one of its own
 * ({@link ObjBlockFormat#append}).
 */
final class ObjLineReader implements LineReader<ObjBlock> {
    private final String source;
    private final ObjBlockFormat format;
    private final ObjStatementReader reader;
    private final ObjLine line = new ObjLine();
    private ObjBlock block;
    /** Whether no line of the block just started was read yet. */
    private boolean blockStart;

    ObjLineReader(String source, ObjBlockFormat format) {
        this.source = source;
        this.format = format;
        this.reader = new ObjStatementReader(source);
    }

    @Override
    public void startBlock(ObjBlock into, Diagnostics diagnostics) {
        // warnings wait in the statements, to be said once each when the file is read
        block = into;
        blockStart = true;
    }

    @Override
    public boolean readLine(char[] text, int from, int to, int lineNumber) throws ModelFormatException {
        ObjBlock b = block;
        if (b.error != null) {
            return false; // the rest of the block waits for nothing: the error is the block's end
        }
        try {
            if (!b.started) {
                b.started = true;
                b.known = lineNumber == 1;
                b.inHead = !b.known;
            } else if (blockStart && b.known) {
                // read line by line into the file's own builder: the block before is placed, so that
                // what is held is one block's statements
                b.placeOwn(format::newState);
            }
            blockStart = false;
            feed(b, text, from, to, lineNumber);
        } catch (ModelFormatException e) {
            if (!b.known) {
                b.error = e;
                return false;
            }
            b.placeOwn(format::newState); // an index out of range above it is the first error
            throw e;
        }
        return false;
    }

    /** Reads physical line {@code lineNumber}, {@code text[from..to)}, into {@code b}. */
    void feed(ObjBlock b, char[] text, int from, int to, int lineNumber) throws ModelFormatException {
        if (b.pending != null) {
            if (b.pending.add(text, from, to, lineNumber, !b.inHead)) {
                ObjLines done = b.pending;
                b.pending = null;
                complete(b, done);
            }
            return;
        }
        if (ObjLines.continues(text, from, to)) {
            b.pending = new ObjLines(source);
            b.pending.add(text, from, to, lineNumber, !b.inHead);
            return;
        }
        if (b.inHead) {
            ObjLines head = new ObjLines(source);
            head.add(text, from, to, lineNumber, false);
            complete(b, head);
            return;
        }
        reader.read(line.single(text, from, to, lineNumber), b.statements);
    }

    /** A statement of joined lines is complete: a block's first is kept, any other read. */
    private void complete(ObjBlock b, ObjLines statement) throws ModelFormatException {
        if (b.inHead) {
            b.head = statement;
            b.inHead = false;
        } else {
            read(statement, b.statements);
        }
    }

    /** Reads the joined {@code statement} into {@code into}. */
    void read(ObjLines statement, ObjStatements into) throws ModelFormatException {
        reader.read(statement.statement(line), into);
    }
}
