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
            begin(b, lineNumber);
            feed(b, text, from, to, lineNumber);
        } catch (ModelFormatException e) {
            failed(b, e);
        }
        return false;
    }

    /** A line too long for the engine: the block's error, as a bad statement on that line would be. */
    @Override
    public void refuse(ModelFormatException error, int lineNumber) throws ModelFormatException {
        ObjBlock b = block;
        if (b.error != null) {
            return; // the block ended at an earlier error
        }
        try {
            begin(b, lineNumber);
        } catch (ModelFormatException e) {
            failed(b, e);
            return;
        }
        failed(b, error);
    }

    /** Line {@code lineNumber} is read into {@code b}: what the block is, learnt from its first line. */
    private void begin(ObjBlock b, int lineNumber) throws ModelFormatException {
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
    }

    /**
     * The block's error at this line: kept, to be thrown once its statements are placed (an index
     * out of range above it is the first error in the file), or, in the file's own block, thrown
     * after placing them.
     */
    private void failed(ObjBlock b, ModelFormatException e) throws ModelFormatException {
        if (!b.known) {
            b.error = e;
            return;
        }
        b.placeOwn(format::newState);
        throw e;
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
