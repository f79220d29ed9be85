package io.meshport.cli.command;

import io.meshport.io.ModelFormatException;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The files of one comma-listed input ({@code body.iqe,head.iqe}) merged into one model, as the
 * reference compiler merges them: the meshes of all files, those of one name and material joined into
 * one mesh (the first one's place, the later ones' vertices and triangles appended), the animations of
 * all files in order, the comment of the first file that has one. The files must share one skeleton
 * (joint count, and names and parents joint by joint; with {@code compat}, the count only: the
 * reference then takes the names and parents of the last file and the bind pose of the first) and
 * their conventions; meshes joined must have the same vertex arrays. Frame bounds are left for the
 * writer to derive.
 *
 * <p>Each file's normals are made before the merge, by its own reader: where two files' vertices meet,
 * the reference, which welds the files' vertices before making normals, smooths across them.
 */
final class CommaListMerge {
    private CommaListMerge() {
    }

    /**
     * {@code parts}, read from the files {@code names}, as one model.
     *
     * @throws ModelFormatException naming the file whose skeleton, conventions or mesh layout differ
     */
    static Model merge(List<Model> parts, List<String> names, boolean compat) throws ModelFormatException {
        if (parts.size() == 1) {
            return parts.get(0);
        }
        Model first = parts.get(0);
        for (int k = 1; k < parts.size(); k++) {
            checkSameSkeleton(first, names.get(0), parts.get(k), names.get(k), compat);
            if (!parts.get(k).conventions().equals(first.conventions())) {
                throw ModelFormatException.inSource(names.get(k), "its conventions (" + parts.get(k).conventions()
                        + ") are not those of " + names.get(0) + " (" + first.conventions() + "): a comma list merges"
                        + " files of one format");
            }
        }
        Map<String, List<Mesh>> byKey = new LinkedHashMap<>();
        Map<String, String> fileOf = new LinkedHashMap<>();
        Model.Builder merged = first.toBuilder().meshes(List.of()).animations(List.of()).frameBounds(List.of());
        String comment = null;
        for (int k = 0; k < parts.size(); k++) {
            for (Mesh mesh : parts.get(k).meshes()) {
                // a name and a material cannot contain NUL in any format: the pair is one key
                String key = mesh.name() + '\u0000' + mesh.material();
                List<Mesh> same = byKey.computeIfAbsent(key, x -> new ArrayList<>());
                if (!same.isEmpty()) {
                    checkSameLayout(same.get(0), fileOf.get(key), mesh, names.get(k));
                } else {
                    fileOf.put(key, names.get(k));
                }
                same.add(mesh);
            }
            parts.get(k).animations().forEach(merged::addAnimation);
            if (comment == null) {
                comment = parts.get(k).comment().orElse(null);
            }
        }
        for (Map.Entry<String, List<Mesh>> same : byKey.entrySet()) {
            merged.addMesh(joined(same.getValue(), fileOf.get(same.getKey())));
        }
        merged.comment(comment);
        if (compat) {
            merged.joints(jointsAsTheReferenceTakesThem(first.joints(), parts.get(parts.size() - 1).joints()));
        }
        return merged.build();
    }

    private static void checkSameSkeleton(Model first, String firstName, Model other, String otherName, boolean compat)
            throws ModelFormatException {
        List<Joint> a = first.joints();
        List<Joint> b = other.joints();
        if (a.size() != b.size()) {
            throw ModelFormatException.inSource(otherName, "has " + b.size() + " joints, " + firstName + " has "
                    + a.size() + ": a comma list merges meshes of one skeleton");
        }
        for (int j = 0; !compat && j < a.size(); j++) {
            if (!a.get(j).name().equals(b.get(j).name()) || a.get(j).parent() != b.get(j).parent()) {
                throw ModelFormatException.inSource(otherName, "joint " + j + " is '" + b.get(j).name() + "' (parent "
                        + b.get(j).parent() + "), in " + firstName + " '" + a.get(j).name() + "' (parent "
                        + a.get(j).parent() + "): a comma list merges meshes of one skeleton (--compat takes the"
                        + " joints by position, as the reference does)");
            }
        }
    }

    private static void checkSameLayout(Mesh first, String firstName, Mesh other, String otherName)
            throws ModelFormatException {
        if (!descriptors(first.arrays()).equals(descriptors(other.arrays()))
                || !descriptors(first.triangleStreams()).equals(descriptors(other.triangleStreams()))) {
            throw ModelFormatException.inSource(otherName, "mesh '" + other.name() + "' (material '" + other.material()
                    + "') has the vertex arrays " + descriptors(other.arrays()) + ", in " + firstName + " "
                    + descriptors(first.arrays()) + ": a comma list joins meshes of one vertex layout");
        }
    }

    private static List<VertexArrayDescriptor> descriptors(List<VertexArray> arrays) {
        return arrays.stream().map(VertexArray::descriptor).toList();
    }

    /** The reference's skeleton of a comma list: names and parents of the last file, bind pose of the first. */
    private static List<Joint> jointsAsTheReferenceTakesThem(List<Joint> first, List<Joint> last) {
        List<Joint> joints = new ArrayList<>(first.size());
        for (int j = 0; j < first.size(); j++) {
            joints.add(new Joint(last.get(j).name(), last.get(j).parent(), first.get(j).basePose()));
        }
        return joints;
    }

    /** One mesh of {@code same} (one name, material and layout): vertices, triangles and triangle streams appended. */
    private static Mesh joined(List<Mesh> same, String firstName) throws ModelFormatException {
        Mesh first = same.get(0);
        if (same.size() == 1) {
            return first;
        }
        Mesh.Builder b = first.toBuilder().clearArrays().clearTriangleStreams();
        for (int a = 0; a < first.arrays().size(); a++) {
            int index = a;
            b.addArray(appended(same.stream().map(m -> m.arrays().get(index)).toList(), firstName));
        }
        for (int s = 0; s < first.triangleStreams().size(); s++) {
            int index = s;
            b.addTriangleStream(appended(same.stream().map(m -> m.triangleStreams().get(index)).toList(), firstName));
        }
        long vertices = 0;
        long corners = 0;
        for (Mesh m : same) {
            vertices += m.vertexCount();
            corners += 3L * m.triangleCount();
        }
        if (vertices > Integer.MAX_VALUE || corners > Integer.MAX_VALUE - 8) {
            throw ModelFormatException.inSource(firstName, "mesh '" + first.name() + "': more than 2^31 vertices or"
                    + " corners once joined");
        }
        int[] triangles = new int[(int) corners];
        int at = 0;
        int offset = 0;
        for (Mesh m : same) {
            for (int index : m.triangleIndices()) {
                triangles[at++] = index + offset;
            }
            offset += m.vertexCount();
        }
        return b.vertexCount((int) vertices).trianglesOwned(triangles).build();
    }

    /** The arrays (one descriptor) one after another. */
    private static VertexArray appended(List<VertexArray> arrays, String firstName) throws ModelFormatException {
        long length = 0;
        for (VertexArray a : arrays) {
            length += a.byteLength();
        }
        if (length > Integer.MAX_VALUE - 8) {
            throw ModelFormatException.inSource(firstName, arrays.get(0).descriptor().attributeName()
                    + ": more than 2 GiB once joined");
        }
        byte[] bytes = new byte[(int) length];
        int at = 0;
        for (VertexArray a : arrays) {
            a.copyBytesTo(bytes, at);
            at += a.byteLength();
        }
        return VertexArray.ofOwnedBytes(arrays.get(0).descriptor(), bytes);
    }
}
