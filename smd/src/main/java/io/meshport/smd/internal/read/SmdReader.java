package io.meshport.smd.internal.read;

import io.meshport.grammars.smd.SmdParser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.smd.SmdDocument;
import io.meshport.text.ordered.OneThreadLineFormat;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads SMD text (a reference or an animation file, told apart by whether it has a triangles block)
 * into an {@link SmdDocument}, line by line on the caller's thread: an SMD line means something only
 * inside the block the lines before it opened.
 *
 * <p>Public for {@link io.meshport.smd.SmdFormat}'s parse stage; the package is internal, not exported.
 */
public final class SmdReader extends OneThreadLineFormat<SmdParser, SmdDocumentBuilder> {
    /** A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to {@code diagnostics}. */
    public SmdReader(String source, Diagnostics diagnostics) {
        super(source, diagnostics, "SMD", SmdLineReader::new);
    }

    /**
     * The document the text says.
     *
     * @throws ModelFormatException where the text breaks SMD's rules, at its line and column
     * @throws IOException when {@code in} fails
     */
    public SmdDocument read(Reader in) throws IOException {
        return readAll(in, SmdDocumentBuilder::build);
    }

    /** A builder for the whole file, which every line is read into. */
    @Override
    public SmdDocumentBuilder newBuilder() {
        return new SmdDocumentBuilder(source(), diagnostics(), parser());
    }
}
