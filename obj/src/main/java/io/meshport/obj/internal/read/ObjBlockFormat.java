package io.meshport.obj.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.SideFiles;
import io.meshport.model.Model;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import java.io.UncheckedIOException;

/**
 * OBJ on the text engine: blocks of lines read on several threads ({@link ObjLineReader} into
 * {@link ObjBlock}s), put together here in file order on the reading thread. Putting a block after
 * the ones before it joins its first statement to the statement the block before left unfinished
 * (or reads it alone), places its statements ({@link ObjFileState#place}: indices checked, faces
 * into their groups) and keeps its unfinished last statement for the next.
 */
final class ObjBlockFormat implements LineFormat<ObjBlock> {
    private final String source;
    private final Diagnostics diagnostics;
    /** The reading thread's, for the statements between blocks. */
    private final ObjLineReader between;

    ObjBlockFormat(String source, Diagnostics diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
        this.between = new ObjLineReader(source, this);
    }

    /** The state of a file of which nothing is placed yet. */
    ObjFileState newState() {
        return new ObjFileState(source, diagnostics);
    }

    @Override
    public ObjBlock newBuilder() {
        return new ObjBlock();
    }

    @Override
    public LineReader<ObjBlock> newLineReader() {
        return new ObjLineReader(source, this);
    }

    /**
     * Places {@code block} after what {@code file} holds.
     *
     * @throws UncheckedIOException carrying the {@link ModelFormatException} of the first error in
     *     the block: the engine's append cannot throw it as it is
     */
    @Override
    public void append(ObjBlock file, ObjBlock block) {
        try {
            place(file, block);
        } catch (ModelFormatException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void place(ObjBlock file, ObjBlock block) throws ModelFormatException {
        file.started = true;
        file.known = true;
        file.placeOwn(this::newState);
        if (block.known) {
            // the file's first block: nothing above it, no statement cut off before it
            file.state.place(block.statements);
            file.pending = block.pending;
            return;
        }
        ObjLines head = block.inHead ? block.pending : block.head;
        if (head != null) {
            ObjLines joined = head;
            if (file.pending != null) {
                file.pending.append(head);
                joined = file.pending;
            } else {
                head.check();
            }
            file.pending = null;
            if (block.inHead) {
                file.pending = joined; // the block is one statement, continued into the next
            } else {
                between.read(joined, file.statements);
                file.placeOwn(this::newState);
            }
        }
        file.state.place(block.statements);
        if (!block.inHead) {
            file.pending = block.pending;
        }
        if (block.error != null) {
            throw block.error;
        }
    }

    /** Never called: no line stops the reading. */
    @Override
    public void rest(ObjBlock file, String rest) {
        throw new IllegalStateException("OBJ is read to its end");
    }

    /**
     * The model of {@code file}, every block placed: a statement a backslash on the last line
     * continues is read as it is (the backslash continues nothing).
     */
    Model finish(ObjBlock file, SideFiles sideFiles) throws ModelFormatException {
        if (file.pending != null) {
            ObjLines last = file.pending;
            file.pending = null;
            between.read(last, file.statements);
        }
        file.placeOwn(this::newState);
        return file.state.model(sideFiles);
    }
}
