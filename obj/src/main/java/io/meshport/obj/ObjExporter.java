package io.meshport.obj;

import de.javagl.obj.ObjFaces;
import de.javagl.obj.ObjWriter;
import de.javagl.obj.Objs;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossCheck;
import io.meshport.io.LossScope;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.edit.FormatConventions;
import java.io.IOException;
import java.io.Writer;
import java.util.Arrays;
import java.util.Optional;

/**
 * A model as OBJ text, one mesh after the other as Blender writes them: {@code o} with the mesh's
 * name, its {@code v}, {@code vt} (texcoord set 0, u v) and {@code vn} lines, {@code usemtl} with its
 * material, and its triangles as {@code f} lines; each part but the {@code o} line written by
 * javagl's {@code ObjWriter} from a javagl {@code Obj} of the mesh whose faces hold the file's
 * indices. Only the vertices the triangles use are written, in order of first use: what the reader
 * gives back. Everything else the model holds is reported lost ({@link LossCheck}: other streams
 * and sets, the skeleton, animations, bounds, comment, extras), as are meshes without triangles
 * and names an OBJ line cannot carry as they are ({@link ObjNames}).
 */
final class ObjExporter {
    private ObjExporter() {
    }

    /**
     * Writes {@code model}; with {@code materialLibrary} not null, an {@code mtllib} line names it.
     * The writer is flushed, not closed.
     */
    static void write(Model model, Writer out, String materialLibrary, Diagnostics losses) throws IOException {
        Model m = FormatConventions.convert(model, ObjFormat.CONVENTIONS, ObjFormat.NAME, losses);
        LossCheck.report(m, ObjFormat.NAME, ObjFormat.CAPABILITIES, losses);
        out.write("# Wavefront OBJ written by meshport\n");
        if (materialLibrary != null) {
            out.write("mtllib " + materialLibrary + "\n");
        }
        String material = "";
        boolean first = true;
        int[] bases = new int[3];
        for (int i = 0; i < m.meshes().size(); i++) {
            Mesh mesh = m.meshes().get(i);
            if (mesh.triangleCount() == 0) {
                losses.lost(ObjFormat.NAME, "mesh " + label(mesh, i) + " has no triangles: OBJ keeps faces and the"
                        + " vertices they use, so nothing of it is written", LossScope.of("meshes[" + i + "]"));
                continue;
            }
            String name = checked(mesh.name(), i, "name", losses);
            String meshMaterial = checked(mesh.material(), i, "material", losses);
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

    private static String checked(String name, int mesh, String part, Diagnostics losses) {
        String writable = ObjNames.writable(name);
        if (!writable.equals(name)) {
            losses.lost(ObjFormat.NAME, "mesh " + (mesh + 1) + "'s " + part + " '" + ObjFileReader.shown(name)
                    + "' is written as '" + writable + "': an OBJ line cannot carry it as it is",
                    LossScope.of(LossScope.meshPath(mesh, part)));
        }
        return writable;
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
