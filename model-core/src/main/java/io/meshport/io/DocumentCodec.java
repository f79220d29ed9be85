package io.meshport.io;

import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads and writes a format's document — the file's meaning, faithful to the format — and
 * compiles it into the common model. {@code write(read(file))} keeps everything the format can
 * say: comments and order of a text file, every byte of a binary one.
 *
 * @param <D> the format's document type ({@code IqeDocument}, {@code IqmFile}, {@code PieDocument}...)
 */
public interface DocumentCodec<D> {
    /**
     * Reads a whole document from {@code in}; tolerated oddities go to {@code diagnostics} as
     * warnings, and {@code sourceName} names the input in error positions.
     *
     * @throws ModelFormatException when the bytes are not a valid document of this format, and for
     *     nothing else that the bytes can cause
     */
    D read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException;

    /** Reads a document from {@code in} as {@code options} say; a format with nothing to relax ignores them. */
    default D read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
            throws IOException {
        return read(in, sourceName, diagnostics);
    }

    /** Reads a file; a format may override this to map the file rather than stream it. */
    default D read(Path path, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, path.getFileName().toString(), diagnostics);
        }
    }

    /** Reads a file as {@code options} say; a format with nothing to relax reads it as {@link #read(Path, Diagnostics)}. */
    default D read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
        return read(path, diagnostics);
    }

    /**
     * Writes {@code document} to {@code out}, keeping everything the format can say: what
     * {@link #read(InputStream, String, Diagnostics)} gives back is the same document.
     *
     * @throws IOException when writing to {@code out} fails
     */
    void write(D document, OutputStream out) throws IOException;

    /** The document's model, as the format's reader would give it. */
    Model toModel(D document, String sourceName, Diagnostics diagnostics) throws ModelFormatException;

    /** A codec of a format facade's three verbs, e.g. {@code of(Pie::readDocument, Pie::writeDocument, Pie::toModel)}. */
    static <D> DocumentCodec<D> of(Reading<D> reading, Writing<D> writing, Compiling<D> compiling) {
        return new DocumentCodec<>() {
            @Override
            public D read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return reading.read(in, sourceName, diagnostics);
            }

            @Override
            public void write(D document, OutputStream out) throws IOException {
                writing.write(document, out);
            }

            @Override
            public Model toModel(D document, String sourceName, Diagnostics diagnostics)
                    throws ModelFormatException {
                return compiling.toModel(document, sourceName, diagnostics);
            }
        };
    }

    /** {@link #read(InputStream, String, Diagnostics)} as a function. */
    @FunctionalInterface
    interface Reading<D> {
        /**
         * Reads a document as {@link DocumentCodec#read(InputStream, String, Diagnostics)} does.
         *
         * @throws IOException as that method does
         */
        D read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException;
    }

    /** {@link #write} as a function. */
    @FunctionalInterface
    interface Writing<D> {
        /**
         * Writes a document as {@link DocumentCodec#write} does.
         *
         * @throws IOException when writing fails
         */
        void write(D document, OutputStream out) throws IOException;
    }

    /** {@link #toModel} as a function. */
    @FunctionalInterface
    interface Compiling<D> {
        /**
         * Compiles a document into the model as {@link DocumentCodec#toModel} does.
         *
         * @throws ModelFormatException when the document has no valid model
         */
        Model toModel(D document, String sourceName, Diagnostics diagnostics) throws ModelFormatException;
    }
}
