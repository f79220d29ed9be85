package io.meshport.format;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.TextureSource;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Writes files of one format, from the common {@link Model} or from the format's own document,
 * with the settings it was configured with: where the loss report goes, whether an existing file
 * may be replaced, the format's own settings, and where textures to carry are found. A writer is
 * immutable: each {@code with...} gives another, and one writer may write many files.
 *
 * <pre>{@code
 * Diagnostics losses = new Diagnostics();
 * new PieFormat().newWriter().withSetting(PieFormat.VERSION_SETTING, "4").withLosses(losses)
 *         .write(model, Path.of("out.pie"));
 * losses.all().forEach(System.err::println);   // what PIE could not hold, one line per kind
 * }</pre>
 *
 * A model in other conventions than the format's is brought into them first (a note in the
 * report); what the format cannot hold is reported, never dropped silently. Every write to a path
 * is atomic: a complete file or none, and an existing file is kept when anything fails.
 *
 * @param <D> the format's document type
 */
public final class FormatWriter<D> {
    private final DocumentFormat<D> format;
    private final Diagnostics losses;
    private final WriteOptions options;

    FormatWriter(DocumentFormat<D> format, Diagnostics losses, WriteOptions options) {
        this.format = format;
        this.losses = losses;
        this.options = options;
    }

    /** The format this writer writes. */
    public DocumentFormat<D> format() {
        return format;
    }

    /** This writer reporting what the format cannot hold (and conversions) to {@code newLosses}. */
    public FormatWriter<D> withLosses(Diagnostics newLosses) {
        return new FormatWriter<>(format, Objects.requireNonNull(newLosses, "losses"), options);
    }

    /**
     * This writer with {@code newOptions}' overwrite rule, format settings and texture source (its
     * format name is not used: this writer writes its own format).
     */
    public FormatWriter<D> withOptions(WriteOptions newOptions) {
        return new FormatWriter<>(format, losses, newOptions.withFormat(format.name()));
    }

    /** This writer replacing an existing file ({@code true}, the default) or refusing to. */
    public FormatWriter<D> withOverwrite(boolean overwrite) {
        return new FormatWriter<>(format, losses, options.withOverwrite(overwrite));
    }

    /**
     * This writer with one of the format's settings ({@code pie.version}, say: each format names
     * its own as constants).
     */
    public FormatWriter<D> withSetting(String name, String value) {
        return new FormatWriter<>(format, losses, options.withSetting(name, value));
    }

    /** This writer finding the textures a format that carries images embeds in {@code source}. */
    public FormatWriter<D> withTextures(TextureSource source) {
        return new FormatWriter<>(format, losses, options.withTextures(source));
    }

    /**
     * Writes {@code model} to {@code file}, atomically, with the files that belong beside it when
     * the format has any.
     *
     * @throws ModelFormatException when the model cannot be written in this format at all; no file
     *     is written then
     * @throws IllegalArgumentException when a format setting has a value the format does not take
     * @throws IOException when writing fails, or the file exists and this writer does not replace it
     */
    public void write(Model model, Path file) throws IOException {
        format.writeModel(model, file, options, losses);
    }

    /**
     * Writes {@code model} to {@code out} (flushed, not closed). A stream has no folder, so no
     * files are written beside it.
     *
     * @throws ModelFormatException when the model cannot be written in this format at all
     * @throws IllegalArgumentException when a format setting has a value the format does not take
     * @throws IOException when writing fails
     */
    public void write(Model model, OutputStream out) throws IOException {
        format.writeModel(model, out, null, options, losses);
    }

    /**
     * A document of {@code model}, in the format's conventions, with what the format cannot hold
     * reported.
     *
     * @throws ModelFormatException when the model cannot be written in this format at all
     * @throws IllegalArgumentException when a format setting has a value the format does not take
     */
    public D fromModel(Model model) throws ModelFormatException {
        return format.fromModel(model, options, losses);
    }

    /**
     * Writes {@code document} to {@code file}, atomically, keeping everything it says.
     *
     * @throws ModelFormatException when the document breaks the format's rules; nothing is written then
     * @throws IOException when writing fails, or the file exists and this writer does not replace it
     */
    public void writeDocument(D document, Path file) throws IOException {
        format.writeDocument(document, file, options);
    }

    /**
     * Writes {@code document} to {@code out} (flushed, not closed), keeping everything it says.
     *
     * @throws ModelFormatException when the document breaks the format's rules; nothing is written then
     * @throws IOException when writing fails
     */
    public void writeDocument(D document, OutputStream out) throws IOException {
        format.writeDocument(document, out, null, options);
    }
}
