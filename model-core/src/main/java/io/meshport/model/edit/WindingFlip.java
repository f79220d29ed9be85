package io.meshport.model.edit;

import io.meshport.io.Diagnostics;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.internal.ModelArrayAccess;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --flip-winding}: every face turned around (an inside-out model made right): each
 * triangle's corners reversed, normals negated to point out of the new front, tangents' handedness
 * negated so the bitangent stays where it was. Its own inverse.
 */
record WindingFlip() implements ModelEdit {
    @Override
    public String name() {
        return "flip-winding";
    }

    @Override
    public Model apply(Model model, String source, Diagnostics report) {
        List<Mesh> meshes = new ArrayList<>();
        long triangles = 0;
        for (Mesh mesh : model.meshes()) {
            Mesh.Builder b = mesh.toBuilder();
            // the mesh's corners in another order are as checked as they were: not walked again
            ModelArrayAccess access = ModelArrayAccess.get();
            access.trianglesChecked(b, reversedCopy(access.trianglesUnsafe(mesh)), mesh.vertexCount());
            triangles += mesh.triangleCount();
            for (VertexArray a : mesh.arrays()) {
                if (a.kind() == AttributeKind.NORMAL) {
                    b.putArray(negated(a, 0, Math.min(3, a.size())));
                } else if (a.kind() == AttributeKind.TANGENT && a.size() == 4) {
                    b.putArray(negated(a, 3, 4));
                }
            }
            meshes.add(b.build());
        }
        EditReport.changed(this, source, report, EditReport.count(triangles, "triangle") + " of "
                + EditReport.count(meshes.size(), "mesh") + " turned around (corners reversed, normals negated)");
        return model.toBuilder().meshes(meshes).build();
    }

    /** Each triangle's corners of {@code t} in the other order (the first kept), in a new array; {@code t} unchanged. */
    static int[] reversedCopy(int[] t) {
        int[] out = new int[t.length];
        for (int i = 0; i < t.length; i += 3) {
            out[i] = t[i];
            out[i + 1] = t[i + 2];
            out[i + 2] = t[i + 1];
        }
        return out;
    }

    /** {@code a} in a signed type that holds its values and their negations: unsigned types widened, others as they are. */
    static VertexArray negatable(VertexArray a) {
        return switch (a.descriptor().component()) {
            case UBYTE -> a.convert(ComponentType.SHORT, a.size());
            case USHORT -> a.convert(ComponentType.INT, a.size());
            case UINT -> a.convert(ComponentType.DOUBLE, a.size());
            default -> a;
        };
    }

    /** Components {@code from..to-1} negated; an unsigned type first widened ({@link #negatable}). */
    static VertexArray negated(VertexArray original, int from, int to) {
        VertexArray a = negatable(original);
        // the most negative integer has no negation in its type: it becomes the largest (both are -1 normalised)
        double max = switch (a.descriptor().component()) {
            case BYTE -> Byte.MAX_VALUE;
            case SHORT -> Short.MAX_VALUE;
            case INT -> Integer.MAX_VALUE;
            default -> Double.POSITIVE_INFINITY;
        };
        VertexArray.Builder b = new VertexArray.Builder(a.descriptor(), a.vertexCount());
        for (int v = 0; v < a.vertexCount(); v++) {
            for (int c = 0; c < a.size(); c++) {
                double value = a.getDouble(v, c);
                b.set(v, c, c >= from && c < to ? Math.min(max, -value) : value);
            }
        }
        return b.build();
    }
}
