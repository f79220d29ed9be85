package io.meshport.obj;

import io.meshport.format.DocumentFormat;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.SideFiles;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import io.meshport.obj.internal.read.ObjFileReader;
import io.meshport.obj.internal.write.ObjExporter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Wavefront OBJ with the material names of its MTL library, read on meshport's text engine and
 * written through javagl's Obj library: its stages on meshport's format template. Read and write through {@link #newReader()} and
 * {@link #newWriter()} (or {@link Obj}'s reader() and writer()); found by {@link io.meshport.io.ModelIO}
 * through {@code META-INF/services}.
 *
 * <p>OBJ has no document of its own in meshport: the model is what an OBJ file means to the
 * programs that read it (Blender among them), so it is the document ({@code compile} and
 * {@code export} give it back as it is) and a same-format copy goes through it ({@link #documents()}
 * is empty). Text is UTF-8, as Blender writes it (bytes that are not are read as U+FFFD). A file's
 * {@code mtllib} is looked for in its folder; a stream has none. Writing a file writes its material
 * library beside it (the file's name with {@code .mtl}) and an {@code mtllib} line naming it;
 * writing a stream writes neither.
 */
public final class ObjFormat extends DocumentFormat<Model> {
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
            .meshNames(true).materials(true).keepsVertices(false).conventions(ObjFileReader.CONVENTIONS).build();

    /** Statements a probe takes as OBJ (not {@code vp}, which IQE has too). */
    private static final List<String> KEYWORDS = List.of("v", "vt", "vn", "f", "o", "g", "s", "usemtl", "mtllib");

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

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public ObjFormat() {
        super(ObjFileReader.NAME, List.of("obj"), CAPABILITIES, false);
    }

    @Override
    protected Model parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        // a stream has no folder: its mtllib is not looked for
        return new ObjFileReader(sourceName, null, diagnostics).read(in, -1);
    }

    /**
     * The file's model, its {@code mtllib} looked for in its folder ({@link SideFiles}: nothing outside
     * it is read); a library that is missing or not read is a warning.
     */
    @Override
    protected Model parse(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new ObjFileReader(ModelIO.sourceName(file), SideFiles.beside(file), diagnostics)
                    .read(in, Files.size(file));
        }
    }

    /** The model itself: it is OBJ's document. */
    @Override
    protected Model compile(Model document, String sourceName, Diagnostics diagnostics) {
        return document;
    }

    /**
     * The model itself, with what only OBJ's spelling loses reported: meshes without triangles,
     * names an OBJ line cannot carry as they are ({@code ObjExporter}).
     */
    @Override
    protected Model export(Model model, WriteOptions options, Diagnostics losses) {
        return ObjExporter.export(model, losses);
    }

    /**
     * The OBJ text of {@code document}, UTF-8; for a file with materials, an {@code mtllib} line names
     * the library {@link #printBeside} writes.
     */
    @Override
    protected void print(Model document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        print(document, out, fileName == null || ObjExporter.materials(document).isEmpty() ? null
                : materialLibrary(fileName));
    }

    /**
     * The material library of {@code file} (its name with {@code .mtl}; one {@code newmtl} per material,
     * with javagl's defaults) when a mesh has a material, atomically, replacing one by
     * {@code options.overwrite()}.
     */
    @Override
    protected void printBeside(Model document, Path file, WriteOptions options) throws IOException {
        List<String> materials = ObjExporter.materials(document);
        if (materials.isEmpty()) {
            return;
        }
        Path library = file.resolveSibling(materialLibrary(ModelIO.sourceName(file)));
        if (library.equals(file)) {
            // a file called x.mtl: it would replace its own library at once
            return;
        }
        AtomicFiles.write(library, options.overwrite(), out -> ObjExporter.writeMaterials(materials, out));
    }

    /** Writes {@code document} with an {@code mtllib} line naming {@code materialLibrary} (none when null). */
    static void print(Model document, OutputStream out, String materialLibrary) throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        ObjExporter.write(document, w, materialLibrary);
        w.flush();
    }

    /** The material library's name for the file called {@code fileName}: its name with {@code .mtl}. */
    private static String materialLibrary(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return (dot > 0 ? fileName.substring(0, dot) : fileName) + ".mtl";
    }
}
