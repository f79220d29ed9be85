package io.meshport.iqe;

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
 * Inter-Quake Export in a line: the {@link IqeFormat}'s reader and writer objects, with the verbs
 * every meshport format has: files to models ({@code read}) and back ({@code write}), files to
 * documents ({@code readDocument}) and back ({@code writeDocument}), documents to models
 * ({@code toModel}) and back ({@code fromModel}).
 * Documents ({@link IqeDocument}) keep everything the file says; models are what all formats share.
 *
 * <pre>{@code
 * Model model = Iqe.reader().withDiagnostics(warnings).read(Path.of("drill.iqe"));
 * Iqe.writer().withLosses(losses).write(model, Path.of("out.iqe"));
 * IqeDocument doc = Iqe.reader().readDocument(Path.of("drill.iqe")); // everything the file says
 * Iqe.writer().writeDocument(doc, Path.of("copy.iqe"));              // lossless
 * }</pre>
 *
 * Every write to a path is atomic (a temporary file beside it, then a move) and replaces an
 * existing file; the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Iqe {
    private static final IqeFormat FORMAT = new IqeFormat();

    private Iqe() {
    }

    /** The IQE format. */
    public static IqeFormat format() {
        return FORMAT;
    }

    /** An IQE reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<IqeDocument> reader() {
        return FORMAT.newReader();
    }

    /** An IQE writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<IqeDocument> writer() {
        return FORMAT.newWriter();
    }
}
