package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Small IQE texts for tests: a header plus the given lines. */
final class IqeTestFiles {
    static final String SOURCE = "test.iqe";

    private IqeTestFiles() {
    }

    static String text(String... lines) {
        return "# Inter-Quake Export\n" + String.join("\n", lines) + "\n";
    }

    /** Reads IQE text through the facade, as a file's UTF-8 bytes. */
    static IqeDocument read(String text, String sourceName) throws IOException {
        return read(text, sourceName, Diagnostics.discarding());
    }

    static IqeDocument read(String text, String sourceName, Diagnostics diagnostics) throws IOException {
        return Iqe.reader().withDiagnostics(diagnostics).readDocument(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName);
    }

    /** The document as IQE text, written through the facade. */
    static String written(IqeDocument doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            Iqe.writer().writeDocument(doc, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    static IqeDocument document(String... lines) throws IOException {
        return read(text(lines), SOURCE);
    }

    static Model model(String... lines) throws IOException {
        return model(Diagnostics.discarding(), lines);
    }

    static Model model(Diagnostics diagnostics, String... lines) throws IOException {
        IqeDocument doc = read(text(lines), SOURCE, diagnostics);
        return Iqe.reader().withDiagnostics(diagnostics).toModel(doc, SOURCE);
    }

    /** The error reading and compiling the lines, or an AssertionError when there is none. */
    static ModelFormatException error(String... lines) {
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
