package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Small IQE texts for tests: a header plus the given lines. Public for the stages' tests in
 * {@code io.meshport.iqe.internal}.
 */
public final class IqeTestFiles {
    /** The source name the lines are read under. */
    public static final String SOURCE = "test.iqe";

    private IqeTestFiles() {
    }

    /** The header, then the lines, each ending in a line feed. */
    public static String text(String... lines) {
        return "# Inter-Quake Export\n" + String.join("\n", lines) + "\n";
    }

    /** Reads IQE text through the facade, as a file's UTF-8 bytes. */
    public static IqeDocument read(String text, String sourceName) throws IOException {
        return read(text, sourceName, Diagnostics.discarding());
    }

    /** As {@link #read(String, String)}, warnings to {@code diagnostics}. */
    public static IqeDocument read(String text, String sourceName, Diagnostics diagnostics) throws IOException {
        return Iqe.reader().withDiagnostics(diagnostics).readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName);
    }

    /** The document as IQE text, written through the facade. */
    public static String written(IqeDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Iqe.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The document of the header and the lines. */
    public static IqeDocument document(String... lines) throws IOException {
        return read(text(lines), SOURCE);
    }

    /** The model of the header and the lines, warnings dropped. */
    public static Model model(String... lines) throws IOException {
        return model(Diagnostics.discarding(), lines);
    }

    /** The model of the header and the lines, warnings to {@code diagnostics}. */
    public static Model model(Diagnostics diagnostics, String... lines) throws IOException {
        IqeDocument doc = read(text(lines), SOURCE, diagnostics);
        return Iqe.reader().withDiagnostics(diagnostics).toModel(doc, SOURCE);
    }

    /** The error reading and compiling the lines, or an AssertionError when there is none. */
    public static ModelFormatException error(String... lines) {
        try {
            model(lines);
        } catch (ModelFormatException e) {
            return e;
        } catch (IOException e) {
            throw new AssertionError("not a ModelFormatException", e);
        }
        throw new AssertionError("no error for:\n" + text(lines));
    }
}
