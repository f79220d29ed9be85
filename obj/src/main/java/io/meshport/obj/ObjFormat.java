package io.meshport.obj;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** Wavefront OBJ for {@link io.meshport.io.ModelIO}: found through {@code META-INF/services}. */
public final class ObjFormat implements ModelFormat {
    static final String NAME = "obj";

    /** Blender's OBJ files: Y up, right-handed, counter-clockwise front faces. */
    static final Conventions CONVENTIONS = Conventions.Y_UP_RIGHT_CCW;

    /**
     * What an OBJ file holds as meshport writes and reads it: float positions, one set of float
     * (u, v) texture coordinates, float normals, mesh names (the {@code o} line) and material names
     * ({@code usemtl}). No skeleton, animations, colours, tangents, bounds, comment or extras.
     * Vertices do not come back as they were: a face corner is a (v, vt, vn) index triple, and a
     * mesh's vertices are the distinct triples its faces use, in order of first use; vertices no
     * triangle uses are gone. So a model is compared corner by corner, as for PIE.
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .meshNames(true).materials(true).keepsVertices(false).conventions(CONVENTIONS).build();

    /** Statements a probe takes as OBJ (not {@code vp}, which IQE has too). */
    private static final List<String> KEYWORDS = List.of("v", "vt", "vn", "f", "o", "g", "s", "usemtl", "mtllib");

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> extensions() {
        return List.of("obj");
    }

    /**
     * OBJ has no magic, so this looks at whole lines: text without control characters, every
     * complete line blank, a {@code #} comment or an OBJ statement, and at least one statement
     * (a line of comments alone could be anything); never IQE's {@code # Inter-Quake Export}.
     * A file whose first 64 bytes are all comment is left to its {@code .obj} extension.
     */
    @Override
    public boolean probe(byte[] head) {
        if (head == null || head.length == 0) {
            return false;
        }
        for (byte b : head) {
            int c = b & 0xff;
            if (c < ' ' && c != '\t' && c != '\n' && c != '\r' || c == 0x7f) {
                return false;
            }
        }
        String text = new String(head, java.nio.charset.StandardCharsets.ISO_8859_1);
        if (text.startsWith("# Inter-Quake Export")) {
            return false;
        }
        String[] lines = text.split("[\r\n]", -1);
        boolean statement = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            boolean complete = i < lines.length - 1;
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int blank = 0;
            while (blank < line.length() && line.charAt(blank) != ' ' && line.charAt(blank) != '\t') {
                blank++;
            }
            if (blank == line.length() && !complete) {
                continue; // the keyword may go on beyond the head
            }
            if (!KEYWORDS.contains(line.substring(0, blank))) {
                return false;
            }
            statement = true;
        }
        return statement;
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** OBJ has no document of its own in meshport: a same-format conversion goes through the model. */
    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Obj.read(in, sourceName, diagnostics);
            }

            /** A file's {@code mtllib} is found beside it. */
            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                return Obj.read(path, diagnostics);
            }
        });
    }

    /** Writes to a stream, so without an {@code mtllib} line; {@link Obj#write(Model, Path)} writes the library too. */
    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                Obj.write(model, out, losses);
            }
        });
    }
}
