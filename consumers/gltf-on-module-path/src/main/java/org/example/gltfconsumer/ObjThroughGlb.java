package org.example.gltfconsumer;

import io.meshport.gltf.Gltf;
import io.meshport.gltf.GltfDocument;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.obj.Obj;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Makes an OBJ of an IQE file, reads the OBJ, writes it as a .glb, reads the .glb back and writes
 * that as OBJ again: the second OBJ must be the first, byte for byte. Reading the .glb parses its
 * JSON with Jackson's databind into JglTF's classes, which is what fails when a module path lacks
 * databind.
 */
public final class ObjThroughGlb {
    private ObjThroughGlb() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]);
        Path work = Path.of(args[1]);
        Path first = Files.createDirectories(work.resolve("first")).resolve("model.obj");
        Path glb = work.resolve("model.glb");
        Path second = Files.createDirectories(work.resolve("second")).resolve("model.obj");

        Diagnostics losses = new Diagnostics();
        ModelIO.write(ModelIO.read(in), first, WriteOptions.DEFAULTS, losses); // IQE and OBJ found as services
        Model obj = Obj.reader().read(first);                                  // a format's own entry point
        ModelIO.write(obj, glb, WriteOptions.DEFAULTS, losses);
        GltfDocument document = Gltf.reader().readDocument(glb);
        Model back = document.model();
        Obj.writer().withLosses(losses).write(back, second);
        for (Diagnostic d : losses.all()) {
            System.out.println("report: " + d.message());
        }
        System.out.println(in.getFileName() + " -> OBJ -> " + glb.getFileName() + " (" + Files.size(glb) + " bytes) -> OBJ: "
                + back.meshes().size() + " meshes, " + back.triangleCount() + " triangles");
        if (back.triangleCount() != obj.triangleCount() || back.meshes().size() != obj.meshes().size()) {
            throw new AssertionError("the .glb lost meshes or triangles: " + obj.triangleCount() + " triangles before");
        }
        long at = Files.mismatch(first, second);
        if (at != -1) {
            throw new AssertionError("the OBJ written from the .glb differs from the OBJ read, at byte " + at);
        }
    }
}
