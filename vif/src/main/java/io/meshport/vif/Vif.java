package io.meshport.vif;

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
 * Reads and writes VDSlib's VIF 1.0, 2.0, 2.1, 2.2 and 2.3, with the verbs every meshport format
 * has: files to models ({@code read}) and back ({@code write}), files to documents
 * ({@code readDocument}) and back ({@code writeDocument}), documents to models ({@code toModel})
 * and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Vif.read(Path.of("bunny.vif"));             // one mesh, the hierarchy as a VifExtra
 * Vif.write(model, Path.of("out.vif"));                      // VIF 2.3
 * VifDocument doc = Vif.readDocument(Path.of("bunny.vif"));  // everything the file says
 * Vif.writeDocument(doc, Path.of("copy.vif"));               // lossless, comments kept
 * }</pre>
 *
 * Reading is strict by default: a file that breaks VIF's rules (the hierarchy not a tree, a
 * coincident chain that is no ring, a patch ID out of range...) is a {@link ModelFormatException} at
 * the record's {@code file:line:col}, since VDSlib crashes or hangs on many such files. Lenient
 * reading ({@code lenient = true}) reports those as warnings. Text is read as ISO-8859-1, byte for
 * char. Every write to a path is atomic and replaces an existing file; a document that breaks the
 * rules is never written.
 */
public final class Vif {
    private Vif() {
    }

    /** The version meshport writes unless asked for another. */
    public static final VifVersion DEFAULT_VERSION = VifVersion.V2_3;

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

    /** Writes the model as VIF (its own version if read from VIF, else 2.3); losses go to {@code losses}. */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), file);
    }

    /** Writes the model as VIF (its own version if read from VIF, else 2.3); losses go to {@code losses}. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        writeDocument(fromModel(model, losses), out);
    }

    // ------------------------------------------------------------ document ⇄ model

    /** The document's meaning as a model: one mesh, Y up, right-handed, counter-clockwise ({@link VifCompiler}). */
    public static Model toModel(VifDocument doc, String sourceName, Diagnostics diagnostics) {
        return VifCompiler.compile(doc, sourceName == null ? "<input>" : sourceName, diagnostics);
    }

    /**
     * A document of the model in the version it was read in, if it was read from VIF, else in 2.3;
     * what VIF cannot hold is reported to {@code losses}.
     */
    public static VifDocument fromModel(Model model, Diagnostics losses) {
        return fromModel(model, versionFor(model), losses);
    }

    /** The version a model read from VIF came in, or {@link #DEFAULT_VERSION}. */
    static VifVersion versionFor(Model model) {
        if (model.meshes().size() == 1) {
            return model.meshes().get(0).extra(VifExtra.class).map(VifExtra::version).orElse(DEFAULT_VERSION);
        }
        return DEFAULT_VERSION;
    }

    /**
     * A document of the model in {@code version}. A mesh read from VIF keeps its hierarchy; any other
     * model gets one built (2.0 on). A model in other known conventions is converted first (reported).
     */
    public static VifDocument fromModel(Model model, VifVersion version, Diagnostics losses) {
        Model inVifSpace = FormatConventions.convert(model, VifCompiler.CONVENTIONS, "vif", losses);
        return VifExporter.export(inVifSpace, version, losses);
    }

    // ------------------------------------------------------------ file ⇄ document

    public static VifDocument readDocument(Path file) throws IOException {
        return readDocument(file, Diagnostics.discarding());
    }

    public static VifDocument readDocument(Path file, Diagnostics diagnostics) throws IOException {
        return readDocument(file, diagnostics, false);
    }

    /** Reads strictly, or with {@code lenient} the rule breaches as warnings. */
    public static VifDocument readDocument(Path file, Diagnostics diagnostics, boolean lenient) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
            return new VifReader(sourceName(file), diagnostics, lenient).read(in);
        }
    }

    public static VifDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics)
            throws IOException {
        return readDocument(in, sourceName, diagnostics, false);
    }

    public static VifDocument readDocument(InputStream in, String sourceName, Diagnostics diagnostics,
            boolean lenient) throws IOException {
        return new VifReader(sourceName, diagnostics, lenient)
                .read(new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1)));
    }

    /**
     * Writes the document; the stream is flushed, not closed.
     *
     * @throws ModelFormatException if the document breaks VIF's rules ({@link VifRules}): such a file
     *     crashes or hangs VDSlib, and nothing is written
     */
    public static void writeDocument(VifDocument doc, OutputStream out) throws IOException {
        VifProblem breach = VifRules.firstBreach(doc);
        if (breach != null) {
            throw ModelFormatException.inSource("vif", "not written: the document breaks VIF's rules ("
                    + breach.message() + ")");
        }
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.ISO_8859_1));
        VifDocumentWriter.write(doc, w);
        w.flush();
    }

    public static void writeDocument(VifDocument doc, Path file) throws IOException {
        VifProblem breach = VifRules.firstBreach(doc);
        if (breach != null) {
            throw ModelFormatException.inSource(sourceName(file), "not written: the document breaks VIF's rules ("
                    + breach.message() + ")");
        }
        AtomicFiles.write(file, true, out -> writeDocument(doc, out));
    }

    private static String sourceName(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }
}
