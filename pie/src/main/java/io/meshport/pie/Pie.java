package io.meshport.pie;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Warzone 2100 PIE in a line: the {@link PieFormat}'s reader and writer objects, and shortcuts
 * for the verbs every meshport format has, each one call on them: files to models ({@code read})
 * and back ({@code write}), files to documents ({@code readDocument}) and back
 * ({@code writeDocument}), documents to models ({@code toModel}) and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Pie.reader().withDiagnostics(warnings).read(Path.of("blderik.pie"));
 * Pie.writer().withSetting(PieFormat.VERSION_SETTING, "4").write(model, Path.of("out.pie"));
 * PieDocument doc = Pie.readDocument(Path.of("blderik.pie"));   // everything the file says
 * Pie.writeDocument(doc, Path.of("copy.pie"));                  // lossless
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Pie {
    private static final PieFormat FORMAT = new PieFormat();

    private Pie() {
    }

    /**
     * The version meshport writes a model that was not read from PIE, unless asked for another:
     * what every game version since 2.3 reads. A model read from PIE is written in its own version.
     */
    public static final int DEFAULT_VERSION = 3;

    /** The PIE format. */
    public static PieFormat format() {
        return FORMAT;
    }

    /** A PIE reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<PieDocument> reader() {
        return FORMAT.newReader();
    }

    /** A PIE writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<PieDocument> writer() {
        return FORMAT.newWriter();
    }

    /**
     * The version a model read from PIE came in (its {@link PieFileExtra}, which rides through IQM
     * too), else {@link #DEFAULT_VERSION}. Rewriting a PIE 2 file as PIE 3 because nobody asked
     * otherwise would change every game file of that age on a round trip; and the version records
     * nothing the model could have outgrown: PIE 2 keeps what PIE 3 keeps of such a model (its
     * texture coordinates were read in 1/256 units, its polygons of more points only PIE 2 holds),
     * and what needs PIE 4 the exporter reports lost in 2 as in 3.
     */
    public static int versionFor(Model model) {
        return model.extra(PieFileExtra.class).map(PieFileExtra::version)
                .filter(v -> PieRules.versionProblem(v) == null).orElse(DEFAULT_VERSION);
    }

    // ------------------------------------------------------------ shortcuts

    /** The model of {@code file}, warnings dropped. */
    public static Model read(Path file) throws IOException {
        return reader().read(file);
    }

    /** The model of {@code file}, warnings to {@code diagnostics}. */
    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(file);
    }

    /** The model of {@code in}'s bytes, named {@code sourceName} in diagnostics. */
    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).read(in, sourceName);
    }

    /** Writes {@code model} in its own PIE version ({@link #versionFor}), losses dropped. */
    public static void write(Model model, Path file) throws IOException {
        writer().write(model, file);
    }

    /** Writes {@code model} in its own PIE version ({@link #versionFor}), losses to {@code losses}. */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, file);
    }

    /** Writes {@code model} in its own PIE version ({@link #versionFor}), losses to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writer().withLosses(losses).write(model, out);
    }

    /** The document's meaning as a model, as the game builds it ({@link PieCompiler}). */
    public static Model toModel(PieDocument doc, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return reader().withDiagnostics(diagnostics).toModel(doc, sourceName);
    }

    /** A document of {@code model} in its own PIE version ({@link #versionFor}), losses to {@code losses}. */
    public static PieDocument fromModel(Model model, Diagnostics losses) throws ModelFormatException {
        return writer().withLosses(losses).fromModel(model);
    }

    /**
     * A document of {@code model} in PIE {@code version} (2, 3 or 4), losses to {@code losses}.
     *
     * @throws ModelFormatException when a mesh is over the game's limits (8192 polygons a level)
     */
    public static PieDocument fromModel(Model model, int version, Diagnostics losses) throws ModelFormatException {
        return fromModel(model, version, false, losses);
    }

    /**
     * A document of {@code model} in PIE {@code version}; with {@code splitLevels}, a mesh over the
     * game's 8192 polygons a level is written as several levels (reported) instead of failing.
     */
    public static PieDocument fromModel(Model model, int version, boolean splitLevels, Diagnostics losses)
            throws ModelFormatException {
        return writer().withSetting(PieFormat.VERSION_SETTING, Integer.toString(version))
                .withSetting(PieFormat.SPLIT_LEVELS_SETTING, Boolean.toString(splitLevels))
                .withLosses(losses).fromModel(model);
    }

    /** The document of {@code file}, warnings dropped. */
    public static PieDocument readDocument(Path file) throws IOException {
        return reader().readDocument(file);
    }

    /** The document of {@code file}, warnings to {@code diagnostics}. */
    public static PieDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(file);
    }

    /** The document of {@code in}'s bytes, named {@code sourceName} in diagnostics. */
    public static PieDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return reader().withDiagnostics(diagnostics).readDocument(in, sourceName);
    }

    /** Writes the document; the stream is flushed, not closed. */
    public static void writeDocument(PieDocument doc, OutputStream out) throws IOException {
        writer().writeDocument(doc, out);
    }

    /** Writes the document to {@code file}, atomically. */
    public static void writeDocument(PieDocument doc, Path file) throws IOException {
        writer().writeDocument(doc, file);
    }
}
