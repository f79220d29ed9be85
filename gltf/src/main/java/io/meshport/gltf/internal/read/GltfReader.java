package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.impl.v2.Mesh;
import de.javagl.jgltf.impl.v2.MeshPrimitive;
import de.javagl.jgltf.impl.v2.Node;
import io.meshport.gltf.internal.GltfExtras;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Animation;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a glTF 2.0 asset ({@code .glb} or {@code .gltf}) into a {@link Model}, as the package
 * documentation of {@code io.meshport.gltf} describes: JglTF parses the container and the JSON; the
 * stages here check every index and byte range before using it and map the scene's meshes (and
 * their {@code MSFT_lod} levels), the skins, the animations and meshport's extras onto the model. Any bytes give a model or a
 * {@link ModelFormatException} that names the file and the glTF path of what is wrong. Public for
 * {@link io.meshport.gltf.GltfFormat}, whose parse it is; users read through the format.
 */
public final class GltfReader {
    /** Extensions without which the geometry cannot be read: compressed buffers meshport does not decode. */
    private static final Set<String> UNREADABLE_EXTENSIONS = Set.of("KHR_draco_mesh_compression",
            "EXT_meshopt_compression", "KHR_meshopt_compression");

    private GltfReader() {
    }

    /**
     * The model of the glTF in {@code in}.
     *
     * @param sourceName the name errors and warnings give (a file name)
     * @param baseDirectory where relative buffer URIs are found; null for a stream that has no place,
     *     which then reads only embedded buffers
     * @throws ModelFormatException when the bytes are no glTF 2.0 asset meshport can read
     * @throws IOException when reading {@code in} fails
     */
    public static Model read(InputStream in, String sourceName, Path baseDirectory, Diagnostics diagnostics)
            throws IOException {
        String source = sourceName == null ? "<input>" : sourceName;
        byte[] bytes = GltfInputBytes.read(in, source, GltfJsonLimits.DEFAULT);
        try {
            return read(bytes, source, baseDirectory, diagnostics);
        } catch (ModelFormatException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            // JglTF and Jackson throw unchecked exceptions of many kinds on input they do not expect
            throw ModelFormatException.inSource(source, "glTF not understood (" + e + ")").withCause(e);
        }
    }

    private static Model read(byte[] bytes, String source, Path baseDirectory, Diagnostics diagnostics)
            throws ModelFormatException {
        GltfReadAsset asset = GltfReadAsset.read(bytes, source, diagnostics);
        GlTF gltf = asset.gltf();
        GltfReadContext context = new GltfReadContext(gltf, source, diagnostics,
                new GltfReadBuffers.Sources(asset.binChunk(), baseDirectory), bytes.length);
        checkExtensions(context);
        GltfReadNodes nodes = new GltfReadNodes(context);
        GltfReadSkeleton skeleton = GltfReadSkeleton.read(context, nodes);
        Model.Builder model = Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW).joints(skeleton.joints);
        GltfReadLods lods = GltfReadLods.of(context, nodes);
        readMeshes(context, nodes, lods, skeleton, model);
        GltfReadExtras.insertEmptyMeshes(context, model);
        lods.nameLevels(model);
        readAnimations(context, nodes, skeleton, model);
        GltfExtras.decode(gltf.getExtras(), source, "extras", new GltfExtras.Sink() {
            @Override
            public <T> void put(Class<T> type, T extra) {
                model.extra(type, extra);
            }
        });
        Map<?, ?> ours = GltfReadExtras.ours(gltf.getExtras());
        if (ours != null && ours.get("comment") instanceof String comment) {
            model.comment(comment);
        }
        return model.build();
    }

    private static void checkExtensions(GltfReadContext context) throws ModelFormatException {
        List<String> required = context.gltf.getExtensionsRequired();
        for (int i = 0; i < GltfReadContext.size(required); i++) {
            if (UNREADABLE_EXTENSIONS.contains(required.get(i))) {
                throw context.error("extensionsRequired[" + i + "]", required.get(i)
                        + " (compressed geometry) is not read by meshport");
            }
        }
    }

    /**
     * Each triangle primitive of each mesh the scene shows, in scene order, with the lower levels of
     * {@code MSFT_lod} chains among them ({@link GltfReadLods}). What belongs to a glTF mesh rather
     * than to one showing of it (its set numbers, its decoded extras) is read once, however many
     * primitives it has and however many nodes show it.
     */
    private static void readMeshes(GltfReadContext context, GltfReadNodes nodes, GltfReadLods lods,
            GltfReadSkeleton skeleton, Model.Builder model) throws ModelFormatException {
        GltfReadPrimitive primitives = new GltfReadPrimitive(context, skeleton);
        Map<Integer, MeshParts> parts = new HashMap<>();
        for (GltfReadLods.Visit visit : lods.order()) {
            int n = visit.node();
            Node node = nodes.get(n);
            if (node.getMesh() == null) {
                continue;
            }
            Mesh mesh = context.element(context.gltf.getMeshes(), node.getMesh(), "meshes", "nodes[" + n + "].mesh");
            int skin = -1;
            if (node.getSkin() != null) {
                context.element(context.gltf.getSkins(), node.getSkin(), "skins", "nodes[" + n + "].skin");
                skin = node.getSkin();
            }
            String meshPath = "meshes[" + node.getMesh() + "]";
            String name = mesh.getName() != null ? mesh.getName()
                    : node.getName() != null ? node.getName() : "mesh" + node.getMesh();
            List<MeshPrimitive> list = mesh.getPrimitives() == null ? List.of() : mesh.getPrimitives();
            MeshParts shared = parts.get(node.getMesh());
            if (shared == null) {
                Map<?, ?> ours = GltfReadExtras.ours(mesh.getExtras());
                shared = new MeshParts(GltfReadExtras.sets(ours, "texcoordSets", meshPath, context),
                        GltfReadExtras.sets(ours, "colorSets", meshPath, context), new ArrayList<>());
                parts.put(node.getMesh(), shared);
            }
            for (int p = 0; p < list.size(); p++) {
                String path = meshPath + ".primitives[" + p + "]";
                MeshPrimitive primitive = context.element(list, p, "primitives", path);
                GltfReadPrimitive.Placement at = new GltfReadPrimitive.Placement(path,
                        list.size() > 1 ? name + "." + p : name, nodes.world(n), skin, shared.texcoordSets(),
                        shared.colorSets());
                io.meshport.model.Mesh.Builder built = primitives.read(primitive, at);
                if (built == null) {
                    continue;
                }
                if (!shared.extrasDecoded()) {
                    List<TypedExtra> extras = shared.extras();
                    GltfExtras.decode(mesh.getExtras(), context.source, meshPath + ".extras", new GltfExtras.Sink() {
                        @Override
                        public <T> void put(Class<T> type, T extra) {
                            extras.add(new TypedExtra(type, extra));
                        }
                    });
                    shared = new MeshParts(shared.texcoordSets(), shared.colorSets(), extras, true);
                    parts.put(node.getMesh(), shared);
                }
                for (TypedExtra extra : shared.extras()) {
                    put(built, extra.type(), extra.value());
                }
                io.meshport.model.Mesh read = built.build();
                lods.read(visit, read);
                model.addMesh(read);
            }
        }
    }

    /**
     * What a glTF mesh gives every mesh made of it.
     *
     * @param texcoordSets the model's set number of each {@code TEXCOORD_n}, or null
     * @param colorSets the same for {@code COLOR_n}
     * @param extras its decoded extras, type and value, once {@code extrasDecoded}
     * @param extrasDecoded whether its extras were decoded (only when one of its primitives gives a mesh)
     */
    private record MeshParts(int[] texcoordSets, int[] colorSets, List<TypedExtra> extras, boolean extrasDecoded) {
        MeshParts(int[] texcoordSets, int[] colorSets, List<TypedExtra> extras) {
            this(texcoordSets, colorSets, extras, false);
        }
    }

    /** One decoded extra and the type it is kept under. */
    private record TypedExtra(Class<?> type, Object value) {
    }

    private static <T> void put(io.meshport.model.Mesh.Builder mesh, Class<T> type, Object extra) {
        mesh.extra(type, type.cast(extra));
    }

    private static void readAnimations(GltfReadContext context, GltfReadNodes nodes, GltfReadSkeleton skeleton,
            Model.Builder model) throws ModelFormatException {
        int count = GltfReadContext.size(context.gltf.getAnimations());
        if (count == 0) {
            return;
        }
        if (skeleton.joints.isEmpty()) {
            context.warn("animations", count + " animations, but no skin gives a skeleton to animate: lost");
            return;
        }
        for (int i = 0; i < count; i++) {
            Animation animation = GltfReadAnimation.read(i, context, nodes, skeleton);
            if (animation != null) {
                model.addAnimation(animation);
            }
        }
    }
}
