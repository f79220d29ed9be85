package io.meshport.vif;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * VDSlib's VIF in a line: the {@link VifFormat}'s reader and writer objects, with the verbs every
 * meshport format has: files to models ({@code read}) and back ({@code write}), files to documents
 * ({@code readDocument}) and back ({@code writeDocument}), documents to models ({@code toModel})
 * and back ({@code fromModel}).
 *
 * <pre>{@code
 * Model model = Vif.reader().withDiagnostics(warnings).read(Path.of("bunny.vif")); // one mesh, a VifExtra
 * Vif.writer().withSetting(VifFormat.VERSION_SETTING, "2.2").write(model, Path.of("out.vif"));
 * VifDocument doc = Vif.reader().readDocument(Path.of("bunny.vif"));  // everything the file says
 * Vif.writer().writeDocument(doc, Path.of("copy.vif"));              // lossless, comments kept
 * }</pre>
 *
 * Reading is strict by default; the reader's {@code withOptions(ReadOptions.LENIENT)} reports breaches of VIF's rules as warnings. Every write to a path is
 * atomic (a temporary file beside it, then a move) and replaces an existing file; the writer's
 * {@code withOverwrite(false)} keeps it. A document that breaks the rules is never written.
 */
public final class Vif {
    private static final VifFormat FORMAT = new VifFormat();

    private Vif() {
    }

    /** The version meshport writes unless asked for another. */
    public static final VifVersion DEFAULT_VERSION = VifVersion.V2_3;

    /** The VIF format. */
    public static VifFormat format() {
        return FORMAT;
    }

    /** A VIF reader, strict: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<VifDocument> reader() {
        return FORMAT.newReader();
    }

    /** A VIF writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<VifDocument> writer() {
        return FORMAT.newWriter();
    }

    /** The version a model read from VIF came in, or {@link #DEFAULT_VERSION}. */
    static VifVersion versionFor(Model model) {
        if (model.meshes().size() == 1) {
            return model.meshes().get(0).extra(VifExtra.class).map(VifExtra::version).orElse(DEFAULT_VERSION);
        }
        return DEFAULT_VERSION;
    }
}
