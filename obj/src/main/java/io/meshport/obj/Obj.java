package io.meshport.obj;

import de.javagl.obj.Mtl;
import de.javagl.obj.MtlWriter;
import de.javagl.obj.Mtls;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.SideFiles;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads and writes Wavefront OBJ with the material names of its MTL library, through javagl's Obj
 * library, with the verbs every meshport format has.
 *
 * <pre>{@code
 * Model model = Obj.read(Path.of("crate.obj"));   // groups × materials as meshes, crate.mtl checked
 * Obj.write(model, Path.of("out.obj"));            // out.obj with "mtllib out.mtl", and out.mtl
 * }</pre>
 *
 * OBJ has no document of its own in meshport: the model is what an OBJ file means to the programs
 * that read it (Blender among them), and a same-format copy goes through it. Text is UTF-8, as
 * Blender writes it (bytes that are not are read as U+FFFD). The model is Y up, right-handed,
 * counter-clockwise, as Blender's OBJ files are; texture coordinates are as written (v up).
 */
public final class Obj {
    private Obj() {
    }

    // ------------------------------------------------------------ read

    /** Reads {@code file}, its warnings dropped. */
    public static Model read(Path file) throws IOException {
        return read(file, Diagnostics.discarding());
    }

    /**
     * Reads {@code file}; its {@code mtllib} is looked for in its folder ({@link SideFiles}: nothing
     * outside it is read), and a library that is missing or not read is a warning.
     */
    public static Model read(Path file, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new ObjFileReader(sourceName(file), SideFiles.beside(file), diagnostics).read(reader(in));
        }
    }

    /** Reads OBJ text from {@code in}; its {@code mtllib} is not looked for (a stream has no place beside it). */
    public static Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
        return new ObjFileReader(sourceName == null ? "<input>" : sourceName, null, diagnostics).read(reader(in));
    }

    private static Reader reader(InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)));
    }

    // ------------------------------------------------------------ write

    /** Writes {@code file} and its material library beside it, what OBJ cannot hold dropped without a word. */
    public static void write(Model model, Path file) throws IOException {
        write(model, file, Diagnostics.discarding());
    }

    /**
     * Writes {@code file} and, when a mesh has a material, the material library beside it (the file's
     * name with {@code .mtl}; one {@code newmtl} per material, with javagl's defaults), which the
     * {@code mtllib} line names. Both atomically; what OBJ cannot hold goes to {@code losses}.
     */
    public static void write(Model model, Path file, Diagnostics losses) throws IOException {
        List<String> materials = materials(model);
        String library = null;
        if (!materials.isEmpty()) {
            String name = sourceName(file);
            int dot = name.lastIndexOf('.');
            library = (dot > 0 ? name.substring(0, dot) : name) + ".mtl";
            Path mtl = file.resolveSibling(library);
            AtomicFiles.write(mtl, true, out -> writeMaterials(materials, out));
        }
        String mtllib = library;
        AtomicFiles.write(file, true, out -> write(model, out, mtllib, losses));
    }

    /** Writes {@code model} to {@code out} without an {@code mtllib} line: a stream has no place for the library. */
    public static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        write(model, out, null, losses);
    }

    /** Writes {@code model} with an {@code mtllib} line naming {@code materialLibrary} (none when null). */
    public static void write(Model model, OutputStream out, String materialLibrary, Diagnostics losses)
            throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        ObjExporter.write(model, w, materialLibrary, losses);
        w.flush();
    }

    /** The material names of {@code model}'s meshes with triangles as OBJ writes them, each once, in order. */
    public static List<String> materials(Model model) {
        Set<String> names = new LinkedHashSet<>();
        for (Mesh mesh : model.meshes()) {
            String name = ObjNames.writable(mesh.material());
            if (mesh.triangleCount() > 0 && !name.isEmpty()) {
                names.add(name);
            }
        }
        return List.copyOf(names);
    }

    /** An MTL library with one material of javagl's defaults per name. */
    public static void writeMaterials(List<String> names, OutputStream out) throws IOException {
        List<Mtl> mtls = new ArrayList<>();
        for (String name : names) {
            mtls.add(Mtls.create(name));
        }
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        MtlWriter.write(mtls, w);
        w.flush();
    }

    private static String sourceName(Path file) {
        return file.getFileName() == null ? file.toString() : file.getFileName().toString();
    }
}
