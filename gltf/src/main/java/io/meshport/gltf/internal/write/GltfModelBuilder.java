package io.meshport.gltf.internal.write;

import io.meshport.gltf.internal.GltfAccessorRange;
import io.meshport.gltf.internal.GltfBufferBuilder;
import io.meshport.gltf.internal.GltfBufferChunks;
import io.meshport.gltf.internal.read.GltfEmptyMeshStreams;
import io.meshport.gltf.internal.read.GltfOriginalValues;
import io.meshport.gltf.internal.read.GltfTriangleStreams;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.impl.DefaultMeshModel;
import de.javagl.jgltf.model.impl.DefaultMeshPrimitiveModel;
import de.javagl.jgltf.model.impl.DefaultNodeModel;
import de.javagl.jgltf.model.impl.DefaultSceneModel;
import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.GltfExtras;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.internal.ModelArrayAccess;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model (already in glTF's conventions) as a JglTF model, as the package documentation of
 * {@code io.meshport.gltf} maps it: one scene with a node and a glTF mesh per model mesh, then the
 * skeleton's nodes and its skin, the animations, materials by name, in each primitive's
 * {@code extras.meshport} its mesh's triangle streams, and in the root's {@code extras.meshport}
 * the comment, the model's codec extras and the meshes without vertices. Level-of-detail chains
 * are {@code MSFT_lod} on their base's node, their levels' nodes outside the scene
 * ({@link GltfWriteLods}). All bulk data ends in one buffer.
 */
final class GltfModelBuilder {
    /** The most buffer bytes written: JglTF holds a buffer in one {@link java.nio.ByteBuffer}. */
    static final long MAX_BUFFER_BYTES = Integer.MAX_VALUE - 1024;

    private GltfModelBuilder() {
    }

    /**
     * A glTF model built, and the min and max of each of its accessors, which its accessor data
     * does not hold ({@link GltfBufferBuilder#setRanges}).
     *
     * @param gltf JglTF's model
     * @param ranges each accessor's min and max, in accessor order
     */
    record Made(DefaultGltfModel gltf, List<GltfAccessorRange> ranges, GltfBufferChunks buffer) {
    }

    /**
     * The glTF model of {@code model}; what it mends is reported to {@code losses}.
     *
     * @throws ModelFormatException when the model's data is too large for one glTF buffer (checked
     *     before anything is made)
     */
    static Made build(Model model, Diagnostics losses) throws ModelFormatException {
        long bytes = bufferBytes(model);
        if (bytes > MAX_BUFFER_BYTES) {
            throw ModelFormatException.inSource(GltfFormat.NAME, "not written: the model needs about " + bytes
                    + " bytes of buffer data, more than one glTF buffer can hold here (" + MAX_BUFFER_BYTES + ")");
        }
        DefaultGltfModel gltf = new DefaultGltfModel();
        gltf.getAssetModel().setGenerator("meshport");
        GltfBufferBuilder buffers = new GltfBufferBuilder(gltf);
        GltfMaterialBuilder materials = new GltfMaterialBuilder(gltf);
        DefaultSceneModel scene = new DefaultSceneModel();
        List<DefaultNodeModel> skinned = new ArrayList<>();
        List<Object> withoutVertices = new ArrayList<>();
        int jointCount = model.joints().size();
        GltfWriteLods lods = new GltfWriteLods(model.meshes());
        for (int i = 0; i < model.meshes().size(); i++) {
            Mesh mesh = model.meshes().get(i);
            if (mesh.vertexCount() == 0) {
                withoutVertices.add(withoutVertices(mesh, i, jointCount, losses));
                continue;
            }
            GltfWriteStreams.Written streams = GltfWriteStreams.write(mesh, i, buffers, losses);
            Map<String, DefaultAccessorModel> attributes = new LinkedHashMap<>(streams.attributes());
            attributes.putAll(GltfWriteSkinning.attributes(mesh, i, jointCount, !model.frameBounds().isEmpty(),
                    buffers, losses));
            boolean triangles = mesh.triangleCount() > 0;
            DefaultMeshPrimitiveModel primitive = new DefaultMeshPrimitiveModel(
                    triangles ? GltfConstants.GL_TRIANGLES : GltfConstants.GL_POINTS);
            attributes.forEach(primitive::putAttribute);
            if (triangles) {
                // the mesh's own array (only read here): a copy of a large mesh's millions of indices
                // was fresh memory the kernel zeroed, the largest array of the export after the buffer
                primitive.setIndices(buffers.indices(ModelArrayAccess.get().trianglesUnsafe(mesh), mesh.vertexCount()));
            }
            primitive.setMaterialModel(materials.material(mesh.material(), attributes.containsKey("TEXCOORD_0")));
            Map<String, Object> primitiveExtras = new LinkedHashMap<>();
            List<Object> triangleStreams = GltfTriangleStreams.write(mesh, i, buffers, losses);
            if (!triangleStreams.isEmpty()) {
                primitiveExtras.put(GltfTriangleStreams.KEY, triangleStreams);
            }
            if (!streams.originals().isEmpty()) {
                primitiveExtras.put(GltfOriginalValues.KEY, streams.originals());
            }
            if (!primitiveExtras.isEmpty()) {
                primitive.setExtras(Map.of(GltfExtras.KEY, primitiveExtras));
            }
            DefaultMeshModel gltfMesh = new DefaultMeshModel();
            gltfMesh.setName(mesh.name());
            gltfMesh.addMeshPrimitiveModel(primitive);
            Map<String, Object> ours = new LinkedHashMap<>(GltfWriteStreams.setNumbers(mesh));
            Map<String, Object> codecs = GltfExtras.encode(mesh::extra);
            if (!codecs.isEmpty()) {
                ours.put(GltfExtras.CODECS, codecs);
            }
            if (!ours.isEmpty()) {
                gltfMesh.setExtras(Map.of(GltfExtras.KEY, ours));
            }
            gltf.addMeshModel(gltfMesh);
            DefaultNodeModel node = new DefaultNodeModel();
            node.setName(mesh.name());
            node.addMeshModel(gltfMesh);
            gltf.addNodeModel(node);
            lods.placed(i, node, gltf.getNodeModels().size() - 1);
            if (!lods.isLevel(i)) {
                scene.addNode(node);
            }
            if (attributes.containsKey("JOINTS_0")) {
                skinned.add(node);
            }
        }
        lods.link(gltf, model.meshes());
        List<DefaultNodeModel> jointNodes = List.of();
        if (jointCount > 0) {
            GltfSkinBuilder.Skeleton skeleton = GltfSkinBuilder.build(model.joints(), gltf, buffers, losses);
            skinned.forEach(node -> node.setSkinModel(skeleton.skin()));
            if (skeleton.roots().size() == 1) {
                scene.addNode(skeleton.roots().get(0));
            } else {
                // glTF wants a skin's joints under one node: a plain node (no joint) above the roots
                DefaultNodeModel top = new DefaultNodeModel();
                top.setName("skeleton");
                skeleton.roots().forEach(top::addChild);
                gltf.addNodeModel(top);
                scene.addNode(top);
            }
            jointNodes = skeleton.nodes();
        }
        GltfAnimationBuilder.build(model.animations(), jointNodes, gltf, buffers, losses);
        Map<String, Object> ours = new LinkedHashMap<>();
        model.comment().ifPresent(c -> ours.put("comment", c));
        Map<String, Object> codecs = GltfExtras.encode(model::extra);
        if (!codecs.isEmpty()) {
            ours.put(GltfExtras.CODECS, codecs);
        }
        if (!withoutVertices.isEmpty()) {
            ours.put("emptyMeshes", withoutVertices);
        }
        if (!ours.isEmpty()) {
            gltf.setExtras(Map.of(GltfExtras.KEY, ours));
        }
        GltfBufferBuilder.Finished laid = buffers.finish();
        gltf.addSceneModel(scene);
        return new Made(gltf, laid.ranges(), laid.buffer());
    }

    /** A mesh without vertices, which no glTF mesh can be: its place, name, material, streams and extras. */
    private static Map<String, Object> withoutVertices(Mesh mesh, int index, int jointCount, Diagnostics losses) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("index", index);
        out.put("name", mesh.name());
        out.put("material", mesh.material());
        List<Object> streams = GltfEmptyMeshStreams.write(mesh, index, jointCount, losses);
        if (!streams.isEmpty()) {
            out.put(GltfEmptyMeshStreams.KEY, streams);
        }
        List<Object> triangleStreams = GltfTriangleStreams.withoutValues(mesh);
        if (!triangleStreams.isEmpty()) {
            out.put(GltfTriangleStreams.KEY, triangleStreams);
        }
        Map<String, Object> codecs = GltfExtras.encode(mesh::extra);
        if (!codecs.isEmpty()) {
            out.put(GltfExtras.CODECS, codecs);
        }
        return out;
    }

    /**
     * An upper bound of the buffer bytes the model needs: every stream as four-byte components
     * (floats, or padded), four influences a skinned vertex, 32-bit indices, a matrix a joint, and
     * the animation keys.
     */
    static long bufferBytes(Model model) {
        long bytes = 0;
        for (Mesh m : model.meshes()) {
            long perVertex = 0;
            for (VertexArray a : m.arrays()) {
                perVertex += 4L * Math.max(4, a.size());
            }
            long perTriangle = 12;
            for (VertexArray s : m.triangleStreams()) {
                perTriangle += 4L * Math.max(4, s.size());
            }
            // twice the vertex data at worst: a mended stream's originals ride along (GltfOriginalValues)
            bytes += 2 * perVertex * m.vertexCount() + perTriangle * m.triangleCount() + 64;
        }
        bytes += 64L * model.joints().size();
        for (var a : model.animations()) {
            bytes += (long) a.frameCount() * (4 + (long) a.jointCount() * Transform.CHANNELS * 4) + 64;
        }
        return bytes;
    }
}
