package io.meshport.iqe.internal.read;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqe.IqeDocument;
import io.meshport.text.ordered.LineFormat;
import io.meshport.text.ordered.LineReader;
import io.meshport.text.ordered.OrderedBlockReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Reads IQE text into an {@link IqeDocument}. IQE lines are independent until the document is
 * compiled, so the text engine parses blocks of lines on all cores, each into its own builder,
 * and appends them in file order ({@link OrderedBlockReader}); a {@code comment} command ends
 * parsing, and the rest of the file becomes the document's verbatim comment section.
 *
 * <p>Public for {@link io.meshport.iqe.IqeFormat}, whose read stage this is.
 */
public final class IqeReader implements LineFormat<IqeDocument.Builder> {
    private final String source;
    private final OrderedBlockReader<IqeDocument.Builder> blocks;

    /**
     * A reader that names {@code source} in its messages (null: {@code <input>}) and reports warnings to
     * {@code diagnostics}, parsing on the text engine's usual threads and block sizes.
     */
    public IqeReader(String source, Diagnostics diagnostics) {
        this.source = source == null ? "<input>" : source;
        this.blocks = new OrderedBlockReader<>(this.source, diagnostics, this);
    }

    IqeReader(String source, Diagnostics diagnostics, int threads, int blockChars) {
        this.source = source == null ? "<input>" : source;
        this.blocks = new OrderedBlockReader<>(this.source, diagnostics, this, threads, blockChars);
    }

    /** UTF-8 bytes, {@code expectedBytes} of them (-1: not known), each block decoded where it is parsed. */
    public IqeDocument read(InputStream in, long expectedBytes) throws IOException {
        return blocks.read(in, StandardCharsets.UTF_8, expectedBytes)
                .orElseThrow(() -> ModelFormatException.atLine(source, 1, 1,
                        "empty file; an IQE file starts with '# Inter-Quake Export'"))
                .build();
    }

    @Override
    public IqeDocument.Builder newBuilder() {
        return IqeDocument.builder();
    }

    @Override
    public void append(IqeDocument.Builder file, IqeDocument.Builder block) {
        file.append(block);
    }

    @Override
    public LineReader<IqeDocument.Builder> newLineReader() {
        return new IqeLineReader(source);
    }

    @Override
    public void rest(IqeDocument.Builder file, String comment) {
        file.comment(comment);
    }
}
