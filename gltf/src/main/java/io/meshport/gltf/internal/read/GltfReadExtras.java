package io.meshport.gltf.internal.read;

import io.meshport.gltf.internal.GltfExtras;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * meshport's own object in a glTF {@code extras} ({@code extras.meshport}), which other tools leave
 * alone: the comment, an animation's frame rate and loop flag, a mesh's set numbers, the meshes
 * without vertices (which have no glTF mesh), codec payloads ({@link GltfExtras}).
 */
final class GltfReadExtras {
    private GltfReadExtras() {
    }

    /** {@code extras.meshport} when {@code extras} is an object holding one, else null. */
    static Map<?, ?> ours(Object extras) {
        return extras instanceof Map<?, ?> map && map.get(GltfExtras.KEY) instanceof Map<?, ?> ours ? ours : null;
    }

    /**
     * The model's set number of each glTF set ({@code texcoordSets} or {@code colorSets}: the writer
     * numbers glTF sets without gaps, the model need not), or null when absent.
     */
    static int[] sets(Map<?, ?> ours, String key, String meshPath, GltfReadContext context)
            throws ModelFormatException {
        if (ours == null || ours.get(key) == null) {
            return null;
        }
        String path = meshPath + ".extras." + GltfExtras.KEY + "." + key;
        if (!(ours.get(key) instanceof List<?> list)) {
            throw context.error(path, "not a list of set numbers");
        }
        int[] sets = new int[list.size()];
        for (int i = 0; i < sets.length; i++) {
            if (!(list.get(i) instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
                    || n.doubleValue() < 0 || n.doubleValue() > 1 << 20) {
                throw context.error(path + "[" + i + "]", list.get(i) + " is not a set number");
            }
            sets[i] = n.intValue();
        }
        return sets;
    }

    /**
     * Puts back the meshes without vertices the root's {@code extras.meshport.emptyMeshes} lists,
     * each at its {@code index} in the model's mesh list. The writer lists them by their place,
     * ascending, so they are merged in one pass (inserting each into the list would move every mesh
     * after it, once per entry); an entry out of that order is an error.
     */
    static void insertEmptyMeshes(GltfReadContext context, Model.Builder model) throws ModelFormatException {
        Map<?, ?> ours = ours(context.gltf.getExtras());
        if (ours == null || ours.get("emptyMeshes") == null) {
            return;
        }
        String path = "extras." + GltfExtras.KEY + ".emptyMeshes";
        if (!(ours.get("emptyMeshes") instanceof List<?> list)) {
            throw context.error(path, "not a list");
        }
        List<Mesh> read = model.build().meshes();
        List<Mesh> meshes = new ArrayList<>(read.size() + list.size());
        int next = 0;
        for (int i = 0; i < list.size(); i++) {
            String at = path + "[" + i + "]";
            if (!(list.get(i) instanceof Map<?, ?> entry) || !(entry.get("index") instanceof Number index)) {
                throw context.error(at, "not an object with an index");
            }
            int where = index.intValue();
            if (where < 0 || where > read.size() + i || where != index.doubleValue()) {
                throw context.error(at + ".index", index + " is out of range (" + (read.size() + i)
                        + " meshes so far)");
            }
            if (where < meshes.size()) {
                throw context.error(at + ".index", index + " comes before the place of the entry before it");
            }
            while (meshes.size() < where) {
                meshes.add(read.get(next++));
            }
            Mesh.Builder mesh = Mesh.builder(entry.get("name") instanceof String s ? s : "mesh" + where)
                    .material(entry.get("material") instanceof String s ? s : "");
            GltfEmptyMeshStreams.read(entry.get(GltfEmptyMeshStreams.KEY), at + "." + GltfEmptyMeshStreams.KEY, mesh,
                    context);
            // the entry's "extras" is the codec map itself: decode it as if it stood in a glTF extras
            Object codecs = entry.get(GltfExtras.CODECS) == null ? null
                    : Map.of(GltfExtras.KEY, Map.of(GltfExtras.CODECS, entry.get(GltfExtras.CODECS)));
            GltfExtras.decode(codecs, context.source, at, new GltfExtras.Sink() {
                @Override
                public <T> void put(Class<T> type, T extra) {
                    mesh.extra(type, extra);
                }
            });
            GltfTriangleStreams.read(entry.get(GltfTriangleStreams.KEY), at + "." + GltfTriangleStreams.KEY, 0, mesh,
                    context);
            meshes.add(mesh.build());
        }
        meshes.addAll(read.subList(next, read.size()));
        model.meshes(meshes);
    }
}
