package io.meshport.format;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads files of one format, into the common {@link Model} or into the format's own document, with
 * the settings it was configured with: where warnings go, and how strictly to read. A reader is
 * immutable: each {@code with...} gives another, and one reader may read many files, from many
 * threads.
 *
 * <pre>{@code
 * Diagnostics warnings = new Diagnostics();
 * FormatReader<VifDocument> reader = new VifFormat().newReader().withDiagnostics(warnings)
 *         .withOptions(ReadOptions.LENIENT);
 * Model model = reader.read(Path.of("bunny.vif"));
 * }</pre>
 *
 * Bad input throws {@link ModelFormatException} with the file's name and the place in it.
 *
 * @param <D> the format's document type
 */
public final class FormatReader<D> {
    private final DocumentFormat<D> format;
    private final Diagnostics diagnostics;
    private final ReadOptions options;

    FormatReader(DocumentFormat<D> format, Diagnostics diagnostics, ReadOptions options) {
        this.format = format;
        this.diagnostics = diagnostics;
        this.options = options;
    }

    /** The format this reader reads. */
    public DocumentFormat<D> format() {
        return format;
    }

    /** This reader with warnings (what the format's consumers tolerate) going to {@code newDiagnostics}. */
    public FormatReader<D> withDiagnostics(Diagnostics newDiagnostics) {
        return new FormatReader<>(format, Objects.requireNonNull(newDiagnostics, "diagnostics"), options);
    }

    /** This reader reading as {@code newOptions} say (strictly, or with rule breaches as warnings). */
    public FormatReader<D> withOptions(ReadOptions newOptions) {
        return new FormatReader<>(format, diagnostics, Objects.requireNonNull(newOptions, "options"));
    }

    /**
     * The model of {@code file}; side files it names are looked for in its folder only.
     *
     * @throws ModelFormatException when the file is not a valid file of this format
     * @throws IOException when reading the file fails
     */
    public Model read(Path file) throws IOException {
        return format.readModel(file, options, diagnostics);
    }

    /**
     * The model of the bytes of {@code in} (read to its end, not closed); {@code sourceName} names
     * them in diagnostics. A stream has no folder, so side files are not looked for.
     *
     * @throws ModelFormatException when the bytes are not a valid file of this format
     * @throws IOException when reading {@code in} fails
     */
    public Model read(InputStream in, String sourceName) throws IOException {
        return format.readModel(in, sourceName, options, diagnostics);
    }

    /**
     * The document of {@code file}: everything it says, faithfully.
     *
     * @throws ModelFormatException when the file is not a valid file of this format
     * @throws IOException when reading the file fails
     */
    public D readDocument(Path file) throws IOException {
        return format.readDocument(file, options, diagnostics);
    }

    /**
     * The document of the bytes of {@code in} (read to its end, not closed), named
     * {@code sourceName} in diagnostics.
     *
     * @throws ModelFormatException when the bytes are not a valid file of this format
     * @throws IOException when reading {@code in} fails
     */
    public D readDocument(InputStream in, String sourceName) throws IOException {
        return format.readDocument(in, sourceName, options, diagnostics);
    }

    /**
     * The meaning of {@code document} as a model, as the format's consumers build it;
     * {@code sourceName} names it in diagnostics.
     *
     * @throws ModelFormatException when the document has no valid model
     */
    public Model toModel(D document, String sourceName) throws ModelFormatException {
        return format.toModel(document, sourceName, diagnostics);
    }
}
