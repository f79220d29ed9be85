package io.meshport.pie;

import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
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
 * to documents ({@code readDocument}) and back ({@code writeDocument}). Documents
 * ({@link PieDocument}) keep everything the file says, comments and order included.
 *
 * <pre>{@code
 * PieDocument doc = Pie.readDocument(Path.of("blderik.pie"));
 * Pie.writeDocument(doc, Path.of("copy.pie"));
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
