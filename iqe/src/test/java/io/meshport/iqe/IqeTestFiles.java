package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.StringReader;

/** Small IQE texts for tests: a header plus the given lines. */
final class IqeTestFiles {
    static final String SOURCE = "test.iqe";

    private IqeTestFiles() {
    }

    static String text(String... lines) {
        return "# Inter-Quake Export\n" + String.join("\n", lines) + "\n";
    }

    static IqeDocument document(String... lines) throws IOException {
        return Iqe.readDocument(new StringReader(text(lines)), SOURCE);
    }

    static Model model(String... lines) throws IOException {
        return model(Diagnostics.discarding(), lines);
    }

    static Model model(Diagnostics diagnostics, String... lines) throws IOException {
        IqeDocument doc = Iqe.readDocument(new StringReader(text(lines)), SOURCE, diagnostics);
        return Iqe.compile(doc, SOURCE, diagnostics);
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
