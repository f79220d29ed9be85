package io.meshport.gltf.internal.write;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import de.javagl.jgltf.impl.v2.Accessor;
import de.javagl.jgltf.impl.v2.Animation;
import de.javagl.jgltf.impl.v2.AnimationChannel;
import de.javagl.jgltf.impl.v2.AnimationChannelTarget;
import de.javagl.jgltf.impl.v2.AnimationSampler;
import de.javagl.jgltf.impl.v2.Asset;
import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.BufferView;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Image;
import de.javagl.jgltf.impl.v2.Material;
import de.javagl.jgltf.impl.v2.MaterialPbrMetallicRoughness;
import de.javagl.jgltf.impl.v2.Mesh;
import de.javagl.jgltf.impl.v2.MeshPrimitive;
import de.javagl.jgltf.impl.v2.Node;
import de.javagl.jgltf.impl.v2.Sampler;
import de.javagl.jgltf.impl.v2.Scene;
import de.javagl.jgltf.impl.v2.Skin;
import de.javagl.jgltf.impl.v2.Texture;
import de.javagl.jgltf.impl.v2.TextureInfo;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.io.JacksonUtils;
import io.meshport.io.Beside;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

/**
 * The JSON of a glTF, written as JglTF's {@code GltfWriter} writes it (the mapper of its
 * {@code JacksonUtils.createObjectMapper}, indented or not), with one mapper kept for the JVM and
 * made ready on a thread of its own while the model is exported ({@link #warmBeside}). JglTF's
 * writer makes a new mapper for each write, and a mapper's first write looks at every glTF class
 * by reflection to build its serializers: 0.1 s of the single thread under the first-tier compiler
 * (a tenth of converting a 1M-vertex IQM to {@code .glb}), spent beside the export instead, on the
 * other core. Indentation is chosen per write ({@code ObjectMapper.writer}), as JglTF's enabling
 * it on the mapper does, so both containers share the serializers.
 */
final class GltfJson {
    private static final Object LOCK = new Object();
    /** The mapper, made and warmed on its own thread once per JVM; null until first asked for. */
    private static Beside<ObjectMapper> mapper;

    private GltfJson() {
    }

    /** Starts making the mapper ready beside the caller, unless that was started before. */
    static void warmBeside() {
        synchronized (LOCK) {
            if (mapper == null) {
                mapper = Beside.start("gltf-json", GltfJson::warmed);
            }
        }
    }

    /** Writes {@code json} to {@code out} (which Jackson closes, as JglTF's writer has it), indented or compact. */
    static void write(GlTF json, OutputStream out, boolean indenting) throws IOException {
        warmBeside();
        ObjectMapper ready = mapper.join();
        (indenting ? ready.writer(SerializationFeature.INDENT_OUTPUT) : ready.writer()).writeValue(out, json);
    }

    /**
     * JglTF's mapper, after a write of a glTF with one of each part meshport writes: the write
     * only warms (classes loaded, serializers built and cached in the mapper), so a failure of it
     * is no failure of the mapper.
     */
    private static ObjectMapper warmed() {
        ObjectMapper made = JacksonUtils.createObjectMapper();
        try {
            made.writer().writeValue(OutputStream.nullOutputStream(), sample());
        } catch (IOException | RuntimeException e) {
            // the real write builds what this did not
        }
        return made;
    }

    /** A material with a base colour texture and factor. */
    private static Material material() {
        MaterialPbrMetallicRoughness pbr = new MaterialPbrMetallicRoughness();
        pbr.setBaseColorFactor(new float[] {1, 1, 1, 1});
        TextureInfo textureInfo = new TextureInfo();
        pbr.setBaseColorTexture(textureInfo);
        textureInfo.setIndex(0);
        Material material = new Material();
        material.setPbrMetallicRoughness(pbr);
        material.setName("material");
        material.setDoubleSided(true);
        return material;
    }

    /** A glTF with every part the writer makes, each with its fields set, and extras of every JSON kind. */
    private static GlTF sample() {
        GlTF gltf = new GlTF();
        Asset asset = new Asset();
        asset.setVersion("2.0");
        asset.setGenerator("meshport");
        gltf.setAsset(asset);
        Accessor accessor = new Accessor();
        accessor.setBufferView(0);
        accessor.setByteOffset(0);
        accessor.setComponentType(GltfConstants.GL_FLOAT);
        accessor.setNormalized(false);
        accessor.setCount(1);
        accessor.setType("VEC3");
        accessor.setMin(new Number[] {0f, 0L, 0});
        accessor.setMax(new Number[] {1f, 1L, 1});
        gltf.addAccessors(accessor);
        BufferView view = new BufferView();
        view.setBuffer(0);
        view.setByteOffset(0);
        view.setByteLength(12);
        view.setByteStride(12);
        view.setTarget(GltfConstants.GL_ARRAY_BUFFER);
        gltf.addBufferViews(view);
        Buffer buffer = new Buffer();
        buffer.setByteLength(12);
        buffer.setUri("data:application/octet-stream;base64,");
        gltf.addBuffers(buffer);
        MeshPrimitive primitive = new MeshPrimitive();
        primitive.addAttributes("POSITION", 0);
        primitive.setIndices(0);
        primitive.setMaterial(0);
        primitive.setMode(GltfConstants.GL_TRIANGLES);
        primitive.setExtras(Map.of("meshport", Map.of("list", List.of(1, 2.5, "text", true, 3L))));
        Mesh mesh = new Mesh();
        mesh.setName("mesh");
        mesh.addPrimitives(primitive);
        gltf.addMeshes(mesh);
        Node node = new Node();
        node.setName("node");
        node.setMesh(0);
        node.setSkin(0);
        node.addChildren(0);
        node.setTranslation(new float[] {0, 0, 0});
        node.setRotation(new float[] {0, 0, 0, 1});
        node.setScale(new float[] {1, 1, 1});
        gltf.addNodes(node);
        Skin skin = new Skin();
        skin.addJoints(0);
        skin.setInverseBindMatrices(0);
        skin.setSkeleton(0);
        gltf.addSkins(skin);
        AnimationChannelTarget target = new AnimationChannelTarget();
        target.setNode(0);
        target.setPath("rotation");
        AnimationChannel channel = new AnimationChannel();
        channel.setTarget(target);
        channel.setSampler(0);
        AnimationSampler sampler = new AnimationSampler();
        sampler.setInput(0);
        sampler.setOutput(0);
        sampler.setInterpolation("LINEAR");
        Animation animation = new Animation();
        animation.setName("animation");
        animation.addChannels(channel);
        animation.addSamplers(sampler);
        gltf.addAnimations(animation);
        gltf.addMaterials(material());
        Texture texture = new Texture();
        texture.setSource(0);
        texture.setSampler(0);
        gltf.addTextures(texture);
        Image image = new Image();
        image.setUri("image.png");
        image.setMimeType("image/png");
        gltf.addImages(image);
        gltf.addSamplers(new Sampler());
        Scene scene = new Scene();
        scene.addNodes(0);
        gltf.addScenes(scene);
        gltf.setScene(0);
        gltf.setExtras(Map.of("meshport", Map.of("version", 1)));
        return gltf;
    }
}
