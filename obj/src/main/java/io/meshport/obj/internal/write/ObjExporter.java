package io.meshport.obj.internal.write;

import de.javagl.obj.Mtl;
import de.javagl.obj.MtlWriter;
import de.javagl.obj.Mtls;
import de.javagl.obj.ObjFaces;
import de.javagl.obj.ObjWriter;
import de.javagl.obj.Objs;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.obj.internal.read.ObjFileReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A model as OBJ text, one mesh after the other as Blender writes them: {@code o} with the mesh's
 * name, its {@code v}, {@code vt} (texcoord set 0, u v) and {@code vn} lines, {@code usemtl} with its
 * material, and its triangles as {@code f} lines; each part but the {@code o} line written by
 * javagl's {@code ObjWriter} from a javagl {@code Obj} of the mesh whose faces hold the file's
 * indices. Only the vertices the triangles use are written, in order of first use: what the reader
 * gives back. The format template has reported what OBJ cannot hold of the model (other streams and
 * sets, the skeleton, animations, bounds, comment, extras); {@link #export} reports what only OBJ's
 * spelling loses: meshes without triangles and names an OBJ line cannot carry as they are
 * ({@link ObjNames}). The material library beside the file is javagl's too ({@link #writeMaterials}).
 *
 * <p>Public for {@code ObjFormat} and {@code Obj}, whose export and print stages and material calls
 * are these; internal like its package: not meshport's API.
 */
public final class ObjExporter {
    private ObjExporter() {
    }

    /**
     * {@code model} (in OBJ's conventions and loss-checked already) as the document {@link #write}
     * prints, which is the model itself; what its OBJ text will not keep as it is goes to
     * {@code losses}, mesh by mesh.
     */
    public static Model export(Model model, Diagnostics losses) {
        for (int i = 0; i < model.meshes().size(); i++) {
            Mesh mesh = model.meshes().get(i);
            if (mesh.triangleCount() == 0) {
                losses.lost(ObjFileReader.NAME, "mesh " + label(mesh, i) + " has no triangles: OBJ keeps faces and the"
                        + " vertices they use, so nothing of it is written", LossScope.of("meshes[" + i + "]"));
                continue;
            }
            checked(mesh.name(), i, "name", losses);
            checked(mesh.material(), i, "material", losses);
        }
        return model;
    }

    /**
     * Writes {@code model} ({@link #export exported}: its losses reported); with
     * {@code materialLibrary} not null, an {@code mtllib} line names it. The writer is flushed, not
     * closed.
     */
    public static void write(Model model, Writer out, String materialLibrary) throws IOException {
        out.write("# Wavefront OBJ written by meshport\n");
        if (materialLibrary != null) {
            out.write("mtllib " + materialLibrary + "\n");
        }
        String material = "";
        boolean first = true;
        int[] bases = new int[3];
        for (Mesh mesh : model.meshes()) {
            if (mesh.triangleCount() == 0) {
                continue;
            }
            String name = ObjNames.writable(mesh.name());
            String meshMaterial = ObjNames.writable(mesh.material());
            if (!first || !name.isEmpty()) {
                out.write("o " + name + "\n");
            }
            first = false;
            // every mesh says its material, as Blender writes them; no material only after one that has one
            boolean says = !meshMaterial.isEmpty() || !material.isEmpty();
            material = meshMaterial;
            writeMesh(mesh, says ? meshMaterial : null, bases, out);
        }
        out.flush();
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

    /** An MTL library with one material of javagl's defaults per name, UTF-8; {@code out} is flushed, not closed. */
    public static void writeMaterials(List<String> names, OutputStream out) throws IOException {
        List<Mtl> mtls = new ArrayList<>();
        for (String name : names) {
            mtls.add(Mtls.create(name));
        }
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        MtlWriter.write(mtls, w);
        w.flush();
    }

    private static void checked(String name, int mesh, String part, Diagnostics losses) {
        String writable = ObjNames.writable(name);
        if (!writable.equals(name)) {
            losses.lost(ObjFileReader.NAME, "mesh " + (mesh + 1) + "'s " + part + " '" + ObjFileReader.shown(name)
                    + "' is written as '" + writable + "': an OBJ line cannot carry it as it is",
                    LossScope.of(LossScope.meshPath(mesh, part)));
        }
    }

    private static String label(Mesh mesh, int index) {
        return mesh.name().isEmpty() ? Integer.toString(index + 1) : "'" + ObjFileReader.shown(mesh.name()) + "'";
    }

    /**
     * One mesh's tables and faces, with a {@code usemtl} line unless {@code material} is null;
     * {@code bases} are the counts of v, vt and vn lines before it.
     */
    private static void writeMesh(Mesh mesh, String material, int[] bases, Writer out) throws IOException {
        int[] triangles = mesh.triangleIndices();
        int[] local = new int[mesh.vertexCount()];
        Arrays.fill(local, -1);
        int[] order = new int[triangles.length];
        int count = 0;
        for (int i = 0; i < triangles.length; i++) {
            int v = triangles[i];
            if (local[v] < 0) {
                local[v] = count;
                order[count++] = v;
            }
        }
        Optional<VertexArray> position = mesh.array(AttributeKind.POSITION);
        Optional<VertexArray> texcoord = mesh.array(AttributeKind.TEXCOORD, 0);
        Optional<VertexArray> normal = mesh.array(AttributeKind.NORMAL);
        de.javagl.obj.Obj obj = Objs.create();
        for (int k = 0; k < count; k++) {
            int v = order[k];
            obj.addVertex(component(position, v, 0, false), component(position, v, 1, false),
                    component(position, v, 2, false));
            if (texcoord.isPresent()) {
                obj.addTexCoord(component(texcoord, v, 0, false), component(texcoord, v, 1, false));
            }
            if (normal.isPresent()) {
                obj.addNormal(component(normal, v, 0, true), component(normal, v, 1, true),
                        component(normal, v, 2, true));
            }
        }
        if (material != null) {
            obj.setActiveMaterialGroupName(material);
        }
        for (int t = 0; t < triangles.length; t += 3) {
            int[] v = new int[3];
            int[] vt = texcoord.isPresent() ? new int[3] : null;
            int[] vn = normal.isPresent() ? new int[3] : null;
            for (int c = 0; c < 3; c++) {
                int k = local[triangles[t + c]];
                v[c] = bases[0] + k;
                if (vt != null) {
                    vt[c] = bases[1] + k;
                }
                if (vn != null) {
                    vn[c] = bases[2] + k;
                }
            }
            obj.addFace(ObjFaces.create(v, vt, vn));
        }
        ObjWriter.write(obj, out);
        bases[0] += count;
        bases[1] += texcoord.isPresent() ? count : 0;
        bases[2] += normal.isPresent() ? count : 0;
    }

    /** Component {@code c} of vertex {@code v} as a float: 0 where the stream has none (or there is no stream). */
    private static float component(Optional<VertexArray> array, int v, int c, boolean normalized) {
        if (array.isEmpty() || c >= array.get().size()) {
            return 0;
        }
        return (float) (normalized ? array.get().getNormalized(v, c) : array.get().getDouble(v, c));
    }
}
