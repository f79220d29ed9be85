package io.meshport.obj;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.io.SideFiles;
import io.meshport.model.Model;
import io.meshport.obj.internal.write.ObjExporter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;

/**
 * Wavefront OBJ in a line: the {@link ObjFormat}'s reader and writer objects: files to models
 * ({@code read}) and back ({@code write}), with the material library beside the file.
 *
 * <pre>{@code
 * Model model = Obj.reader().withDiagnostics(warnings).read(Path.of("crate.obj"));  // crate.mtl checked
 * Obj.writer().withLosses(losses).write(model, Path.of("out.obj"));  // out.obj with "mtllib out.mtl", and out.mtl
 * }</pre>
 *
 * OBJ has no document of its own in meshport: the model is what an OBJ file means to the programs
 * that read it (Blender among them), and a same-format copy goes through it. Text is UTF-8, as
 * Blender writes it (bytes that are not are read as U+FFFD). The model is Y up, right-handed,
 * counter-clockwise, as Blender's OBJ files are; texture coordinates are as written (v up). Every
 * write to a path is atomic (a temporary file beside it, then a move) and replaces an existing file;
 * the writer's {@code withOverwrite(false)} keeps it.
 */
public final class Obj {
    private static final ObjFormat FORMAT = new ObjFormat();

    private Obj() {
    }

    /** The OBJ format. */
    public static ObjFormat format() {
        return FORMAT;
    }

    /** An OBJ reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<Model> reader() {
        return FORMAT.newReader();
    }

    /** An OBJ writer: the loss report dropped until {@code withLosses} says where it goes. */
    public static FormatWriter<Model> writer() {
        return FORMAT.newWriter();
    }

    // ------------------------------------------------------------ OBJ's own

    /**
     * Writes {@code model} with an {@code mtllib} line naming {@code materialLibrary} (none when null),
     * whether or not a mesh has a material; the library itself is not written.
     */
    public static void write(Model model, OutputStream out, String materialLibrary, Diagnostics losses)
            throws IOException {
        ObjFormat.print(writer().withLosses(losses).fromModel(model), out, materialLibrary);
    }

    /** The material names of {@code model}'s meshes with triangles as OBJ writes them, each once, in order. */
    public static List<String> materials(Model model) {
        return ObjExporter.materials(model);
    }

    /** An MTL library with one material of javagl's defaults per name. */
    public static void writeMaterials(List<String> names, OutputStream out) throws IOException {
        ObjExporter.writeMaterials(names, out);
    }
}
