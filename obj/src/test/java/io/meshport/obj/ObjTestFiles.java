package io.meshport.obj;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Test files and text: fixtures by name, and models to and from OBJ text in memory. */
final class ObjTestFiles {
    private ObjTestFiles() {
    }

    /** A file under {@code src/test/resources}, e.g. {@code io/meshport/obj/fixtures/crate.obj}. */
    static Path resource(String name) {
        try {
            return Path.of(ObjTestFiles.class.getClassLoader().getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new AssertionError(e);
        }
    }

    static Path fixture(String name) {
        return resource("io/meshport/obj/fixtures/" + name);
    }

    static Model read(String text, Diagnostics diagnostics) throws IOException {
        return Obj.reader().withDiagnostics(diagnostics).read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "test.obj");
    }

    static Model read(String text) throws IOException {
        return read(text, new Diagnostics());
    }

    static String written(Model model, Diagnostics losses) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Obj.writer().withLosses(losses).write(model, out);
        return out.toString(StandardCharsets.UTF_8);
    }
}
