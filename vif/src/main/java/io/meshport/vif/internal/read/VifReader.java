package io.meshport.vif.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.ordered.OrderedBlockReader;
import io.meshport.text.parse.TextSyntaxError;
import io.meshport.vif.VifDocument;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads VIF text into a {@link VifDocument} on the caller's thread: a record means something only
 * after the ones before it (the header's counts, the format line, the section), so lines cannot be
 * parsed ahead in blocks as IQE's are. Memory grows with what the file holds, never with what its
 * header claims.
 *
 * <p>Public for the format, which runs it; the package is internal, not exported.
 */
public final class VifReader implements LineFormat<VifRecordDispatcher> {
    private static final int BLOCK_CHARS = 1 << 20;

    private final String source;
    private final Diagnostics diagnostics;
    private final boolean lenient;
    private final VifLineReader lines;
    /** The commonest records read without the grammar, or null: every record by the grammar. */
    private final VifNumberRecords plain;

    /**
     * A reader of one file: problems are placed in {@code source} ({@code <input>} when null),
     * warnings go to {@code diagnostics}, and {@code lenient} makes breaches of VIF's rules warnings.
     */
    public VifReader(String source, Diagnostics diagnostics, boolean lenient) {
        this(source, diagnostics, lenient, new VifNumberRecords());
    }

    /** With {@code plain} null, every record by the grammar: what {@code VifNumberRecordsTest} compares with. */
    VifReader(String source, Diagnostics diagnostics, boolean lenient, VifNumberRecords plain) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.lenient = lenient;
        this.lines = new VifLineReader(this.source, plain != null);
        this.plain = plain;
    }

    /**
     * The document {@code in} holds, read to its end.
     *
     * @throws io.meshport.io.ModelFormatException at the first error, at its line and column
     * @throws IOException when {@code in} fails
     */
    public VifDocument read(Reader in) throws IOException {
        try {
            VifRecordDispatcher doc = new OrderedBlockReader<>(source, diagnostics, this, 1, BLOCK_CHARS).read(in)
                    .orElseGet(this::newBuilder);
            lines.startBlock(doc, diagnostics);
            lines.finish();
            return doc.build(Math.max(1, lines.lastLine()));
        } catch (TextSyntaxError e) {
            throw e.error();
        }
    }

    @Override
    public VifRecordDispatcher newBuilder() {
        return new VifRecordDispatcher(source, diagnostics, lines.parser(), plain, lenient);
    }

    @Override
    public void append(VifRecordDispatcher file, VifRecordDispatcher block) {
        throw new IllegalStateException("VIF is read on one thread");
    }

    @Override
    public LineReader<VifRecordDispatcher> newLineReader() {
        return lines;
    }

    @Override
    public void rest(VifRecordDispatcher file, String rest) {
        throw new IllegalStateException("VIF reads to the end");
    }

}
