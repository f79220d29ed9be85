package io.meshport.pie;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads and writes Warzone 2100 PIE 2, 3 and 4, with the verbs every meshport format has: files
 * to models ({@code read}) and back ({@code write}), files to documents ({@code readDocument})
 * and back ({@code writeDocument}), documents to models ({@code toModel}) and back
 * ({@code fromModel}). Documents ({@link PieDocument}) keep everything the file says, comments and
 * order included; models are what all formats share.
 *
 * <pre>{@code
 * Model model = Pie.read(Path.of("blderik.pie"));               // meaning, shared with other formats
 * Pie.write(model, Path.of("out.pie"));                          // its own version (PIE 3 from elsewhere)
 * PieDocument doc = Pie.readDocument(Path.of("blderik.pie"));   // everything the file says
 * Pie.writeDocument(doc, Path.of("copy.pie"));                  // lossless
 * }</pre>
 *
 * Text is read as ISO-8859-1, byte for char: PIE's syntax is ASCII, and a stray byte is an
 * error at its column rather than a decoding failure. Bad input throws
 * {@link ModelFormatException} with {@code file:line:col}, where the game's loader fails; what
 * the game tolerates is reported to the {@link Diagnostics} given. Every write to a path is
 * atomic (a temporary file beside it, then a move) and replaces an existing file.
 */
public final class Pie {
    private Pie() {
    }

    /**
     * The version meshport writes a model that was not read from PIE, unless asked for another:
     * what every game version since 2.3 reads. A model read from PIE is written in its own version.
     */
    public static final int DEFAULT_VERSION = 3;

    // ------------------------------------------------------------ file ⇄ model

    public static Model read(Path file) throws IOException {
        return read(file, Diagnostics.discarding());
    }

    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        return toModel(readDocument(file, diagnostics), sourceName(file), diagnostics);
    }

    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return toModel(readDocument(in, sourceName, diagnostics), sourceName, diagnostics);
    }

    public static void write(Model model, Path file) throws IOException {
        write(model, file, Diagnostics.discarding());
    }

    /**
     * Writes the model in its own PIE version ({@link #versionFor}); what PIE cannot hold is
     * reported to {@code losses}.
     */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), file);
    }

    /**
     * Writes the model in its own PIE version ({@link #versionFor}); what PIE cannot hold is
     * reported to {@code losses}.
     */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), out);
    }

    // ------------------------------------------------------------ document ⇄ model

    /**
     * The document's meaning as a model, as the game builds it: a mesh per level, Y up,
     * left-handed, clockwise ({@link PieCompiler}).
     */
    public static Model toModel(PieDocument doc, String sourceName, Diagnostics diagnostics) {
        return PieCompiler.compile(doc, sourceName, diagnostics);
    }

    /**
     * A document of the model in its own PIE version ({@link #versionFor}); what PIE cannot hold
     * is reported to {@code losses}.
     */
    public static PieDocument fromModel(Model model, Diagnostics losses) throws ModelFormatException {
        return fromModel(model, versionFor(model), losses);
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

    /**
     * A document of the model in PIE {@code version} (2, 3 or 4). A model in other known
     * conventions is converted to PIE's first (reported); what PIE cannot hold is reported to
     * {@code losses}.
     *
     * @throws ModelFormatException when a mesh is over the game's limits (8192 polygons a level)
     */
    public static PieDocument fromModel(Model model, int version, Diagnostics losses) throws ModelFormatException {
        return fromModel(model, version, false, losses);
    }

    /**
     * A document of the model in PIE {@code version}; with {@code splitLevels}, a mesh over the
     * game's 8192 polygons a level is written as several levels (reported) instead of failing.
     */
    public static PieDocument fromModel(Model model, int version, boolean splitLevels, Diagnostics losses)
            throws ModelFormatException {
        Model inPieSpace = FormatConventions.convert(model, PieCompiler.CONVENTIONS, "pie", losses);
        try {
            return PieExporter.export(inPieSpace, version, splitLevels, losses);
        } catch (IllegalArgumentException e) {
            // PIE extras that came from elsewhere (an IQM extension, an edit) and break the
            // game's rules: a fact about the input, not a defect
            throw ModelFormatException.inSource("pie", "the model's PIE data does not make a valid PIE "
                    + version + " file: " + e.getMessage()).withCause(e);
        }
    }

    // ------------------------------------------------------------ file ⇄ document

    public static PieDocument readDocument(Path file) throws IOException {
        return readDocument(file, Diagnostics.discarding());
    }

    public static PieDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            return new PieReader(sourceName(file), diagnostics).read(in);
        }
    }

    public static PieDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return new PieReader(sourceName, diagnostics)
                .read(new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1)));
    }

    /** Writes the document; the stream is flushed, not closed. */
    public static void writeDocument(PieDocument doc, OutputStream out) throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.ISO_8859_1));
        PieDocumentWriter.write(doc, w);
        w.flush();
    }

    public static void writeDocument(PieDocument doc, Path file) throws IOException {
        AtomicFiles.write(file, true, out -> writeDocument(doc, out));
    }

    /** Errors name the file as the other formats do: by its file name. */
    private static String sourceName(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }
}
