package io.meshport.md5.internal.read;

import io.meshport.grammars.md5.Md5Parser;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.md5.Md5Document;
import io.meshport.text.ordered.OneThreadLineFormat;
import java.io.IOException;
import java.io.Reader;

/**
 * Reads MD5 text ({@code .md5mesh} or {@code .md5anim}, told apart by what the file says) into an
 * {@link Md5Document}, line by line on the caller's thread: an MD5 line means something only
 * inside the block the lines before it opened.
 *
 * <p>Public for {@link io.meshport.md5.Md5Format}'s parse stage; the package is internal, not exported.
 */
public final class Md5Reader extends OneThreadLineFormat<Md5Parser, Md5DocumentBuilder> {
    /** A reader of one file, named {@code source} in messages (null: {@code <input>}), warning to {@code diagnostics}. */
    public Md5Reader(String source, Diagnostics diagnostics) {
        super(source, diagnostics, "MD5", Md5LineReader::new);
    }

    /**
     * The document the text says.
     *
     * @throws ModelFormatException where the text breaks MD5's rules, at its line and column
     * @throws IOException when {@code in} fails
     */
    public Md5Document read(Reader in) throws IOException {
        return readAll(in, Md5DocumentBuilder::build);
    }

    /** A builder for the whole file, which every line is read into. */
    @Override
    public Md5DocumentBuilder newBuilder() {
        return new Md5DocumentBuilder(source(), diagnostics(), parser());
    }
}
