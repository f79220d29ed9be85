package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.Image;
import de.javagl.jgltf.impl.v2.Material;
import de.javagl.jgltf.impl.v2.MeshPrimitive;
import de.javagl.jgltf.impl.v2.Texture;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.io.IO;
import io.meshport.gltf.internal.GltfExtras;
import io.meshport.gltf.internal.GltfMatrix;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One triangle primitive as a model mesh: its attributes as vertex streams in the order the file
 * lists them, its triangles and their streams ({@link GltfTriangleStreams}), its material's name, and — for a mesh without a skin — its node's
 * world transform baked into positions, normals (by the inverse transpose, so they stay
 * perpendicular under non-uniform scale) and tangents, with the triangles reversed under a mirror
 * so that they keep facing out.
 */
final class GltfReadPrimitive {
    private static final Pattern SET = Pattern.compile("(TEXCOORD|COLOR|JOINTS|WEIGHTS)_(0|[1-9][0-9]{0,5})");

    /**
     * Where the primitive is and what applies to it.
     *
     * @param texcoordSets the model's set number of each glTF {@code TEXCOORD_n} (the mesh's
     *     {@code extras.meshport.texcoordSets}), or null for n itself
     * @param colorSets the same for {@code COLOR_n}
     */
    record Placement(String path, String meshName, double[] world, int skin, int[] texcoordSets, int[] colorSets) {
    }

    private final GltfReadContext context;
    private final GltfReadSkeleton skeleton;

    GltfReadPrimitive(GltfReadContext context, GltfReadSkeleton skeleton) {
        this.context = context;
        this.skeleton = skeleton;
    }

    /** The mesh, or null when the primitive holds no triangles (reported). */
    Mesh.Builder read(MeshPrimitive primitive, Placement at) throws ModelFormatException {
        String path = at.path();
        int mode = primitive.getMode() == null ? GltfConstants.GL_TRIANGLES : primitive.getMode();
        // the writer's mesh of vertices without triangles: points, without indices
        boolean vertexOnly = mode == 0 && primitive.getIndices() == null;
        if (!GltfReadTriangles.isTriangles(mode) && !vertexOnly) {
            String what = switch (mode) {
                case 0 -> "points";
                case 1, 2, 3 -> "lines";
                default -> "no triangles";
            };
            context.warn(path + ".mode", mode + " draws " + what + ", which a model cannot hold: skipped");
            return null;
        }
        Map<String, Integer> attributes = primitive.getAttributes();
        if (attributes == null || attributes.get("POSITION") == null) {
            context.warn(path, "no POSITION attribute: skipped");
            return null;
        }
        GltfAccessorValues positions = attribute(attributes, "POSITION", path);
        int vertexCount = positions.count();
        boolean skinned = at.skin() >= 0 && attributes.containsKey("JOINTS_0") && attributes.containsKey("WEIGHTS_0");
        double[] world = skinned || GltfMatrix.isIdentity(at.world()) ? null : at.world();
        List<VertexArray> arrays = new ArrayList<>();
        List<GltfAccessorValues> jointSets = new ArrayList<>();
        List<GltfAccessorValues> weightSets = new ArrayList<>();
        int influencesAt = -1;
        Map<String, Integer> arrayOf = new java.util.HashMap<>();
        for (String name : attributes.keySet()) {
            arrayOf.put(name, arrays.size());
            String where = path + ".attributes." + name;
            Matcher set = SET.matcher(name);
            if (name.equals("POSITION")) {
                arrays.add(vectors(positions, AttributeKind.POSITION, 3, where, world, false));
            } else if (name.equals("NORMAL")) {
                arrays.add(vectors(attribute(attributes, name, path), AttributeKind.NORMAL, 3, where, world, true));
            } else if (name.equals("TANGENT")) {
                arrays.add(vectors(attribute(attributes, name, path), AttributeKind.TANGENT, 4, where, world, true));
            } else if (set.matches() && set.group(1).equals("TEXCOORD")) {
                arrays.add(setArray(attribute(attributes, name, path), AttributeKind.TEXCOORD,
                        modelSet(at.texcoordSets(), Integer.parseInt(set.group(2))), where));
            } else if (set.matches() && set.group(1).equals("COLOR")) {
                arrays.add(setArray(attribute(attributes, name, path), AttributeKind.COLOR,
                        modelSet(at.colorSets(), Integer.parseInt(set.group(2))), where));
            } else if (set.matches()) {
                if (influencesAt < 0) {
                    influencesAt = arrays.size();
                }
            } else if (name.startsWith("_") && name.length() > 1) {
                VertexArray custom = custom(attribute(attributes, name, path), name.substring(1), where);
                if (custom != null) {
                    arrays.add(custom);
                }
            } else {
                context.warn(where, "not an attribute meshport knows: skipped");
            }
        }
        originals(primitive, world, arrays, arrayOf, path);
        for (VertexArray a : arrays) {
            if (a.vertexCount() != vertexCount) {
                throw context.error(path, a.descriptor().attributeName() + " has " + a.vertexCount()
                        + " elements, POSITION " + vertexCount);
            }
        }
        if (influencesAt >= 0) {
            for (int s = 0; attributes.containsKey("JOINTS_" + s) || attributes.containsKey("WEIGHTS_" + s); s++) {
                if (!attributes.containsKey("JOINTS_" + s) || !attributes.containsKey("WEIGHTS_" + s)) {
                    context.warn(path, "JOINTS_" + s + " and WEIGHTS_" + s + " come in pairs: set " + s
                            + " and any after it skipped");
                    break;
                }
                jointSets.add(attribute(attributes, "JOINTS_" + s, path));
                weightSets.add(attribute(attributes, "WEIGHTS_" + s, path));
            }
            if (!skinned) {
                context.warn(path, "joints and weights without a skin on the node: dropped");
            } else if (!jointSets.isEmpty()) {
                arrays.addAll(influencesAt, GltfReadInfluences.of(jointSets, weightSets,
                        skeleton.jointOfSkinEntry[at.skin()], skeleton.joints.size(), vertexCount, path, context));
            }
        }
        GltfAccessorValues indices = null;
        if (primitive.getIndices() != null) {
            indices = context.accessors.get(primitive.getIndices(), path + ".indices");
            if (indices.size() != 1 || indices.normalized() || indices.isFloat()
                    || !indices.modelType().isInteger() || indices.modelType().isSigned()) {
                throw context.error(path + ".indices", indices.path() + " is " + indices.layoutWord() + " × "
                        + indices.size() + ", not an unsigned integer SCALAR");
            }
        }
        int[] triangles = vertexOnly ? new int[0] : GltfReadTriangles.of(mode, indices, vertexCount, path, context);
        if (world != null && GltfMatrix.determinant(world) < 0) {
            for (int t = 0; t + 2 < triangles.length; t += 3) {
                int b = triangles[t + 1];
                triangles[t + 1] = triangles[t + 2];
                triangles[t + 2] = b;
            }
        }
        if (primitive.getTargets() != null && !primitive.getTargets().isEmpty()) {
            context.warn(path + ".targets", primitive.getTargets().size()
                    + " morph targets, which a model cannot hold: lost");
        }
        Mesh.Builder mesh = Mesh.builder(at.meshName()).material(material(primitive.getMaterial(), path))
                .vertexCount(vertexCount).trianglesOwned(triangles);
        arrays.forEach(mesh::addArray);
        triangleStreams(primitive, mode, triangles.length / 3, mesh, path);
        return mesh;
    }

    /**
     * The streams the primitive's {@code extras.meshport.triangleStreams} lists, one value per
     * triangle: taken for a triangle list (or the writer's points of a mesh without triangles),
     * whose triangles are the file's one for one; a strip or a fan loses its degenerate triangles
     * here, so its values would no longer line up, and they are dropped (warned).
     */
    private void triangleStreams(MeshPrimitive primitive, int mode, int triangleCount, Mesh.Builder mesh,
            String path) throws ModelFormatException {
        Map<?, ?> ours = GltfReadExtras.ours(primitive.getExtras());
        if (ours == null || ours.get(GltfTriangleStreams.KEY) == null) {
            return;
        }
        String at = path + ".extras." + GltfExtras.KEY + "." + GltfTriangleStreams.KEY;
        if (mode != GltfConstants.GL_TRIANGLES && mode != GltfConstants.GL_POINTS) {
            context.warn(at, "per-triangle values of a triangle strip or fan, whose triangles do not stay one for"
                    + " one: dropped");
            return;
        }
        GltfTriangleStreams.read(ours.get(GltfTriangleStreams.KEY), at, triangleCount, mesh, context);
    }

    /**
     * Puts back the values glTF made meshport's writer mend, which the primitive's
     * {@code extras.meshport.originals} holds ({@link GltfOriginalValues}); not under a node
     * transform, which the originals never had (the writer places meshes without one).
     */
    private void originals(MeshPrimitive primitive, double[] world, List<VertexArray> arrays,
            Map<String, Integer> arrayOf, String path) throws ModelFormatException {
        Map<?, ?> ours = GltfReadExtras.ours(primitive.getExtras());
        if (ours == null || ours.get(GltfOriginalValues.KEY) == null) {
            return;
        }
        String at = path + ".extras." + GltfExtras.KEY + "." + GltfOriginalValues.KEY;
        if (world != null) {
            context.warn(at, "original values of a mesh placed by a node transform: not taken");
            return;
        }
        Map<String, VertexArray> read = new java.util.HashMap<>();
        arrayOf.forEach((name, index) -> {
            if (index < arrays.size()) {
                read.put(name, arrays.get(index));
            }
        });
        for (Map.Entry<String, VertexArray> e : GltfOriginalValues.read(ours.get(GltfOriginalValues.KEY), at, read,
                context).entrySet()) {
            arrays.set(arrayOf.get(e.getKey()), e.getValue());
        }
    }

    private static int modelSet(int[] sets, int gltfSet) {
        return sets != null && gltfSet < sets.length ? sets[gltfSet] : gltfSet;
    }

    private GltfAccessorValues attribute(Map<String, Integer> attributes, String name, String path)
            throws ModelFormatException {
        GltfAccessorValues a = context.accessors.get(attributes.get(name), path + ".attributes." + name);
        long bytes = (long) a.count() * a.size() * 4;
        context.charge(bytes, path + ".attributes." + name);
        return a;
    }

    /**
     * Positions, normals or tangents as floats (glTF also allows normalized integers and, with
     * KHR_mesh_quantization, plain ones: the model's layout for these is float), mapped by
     * {@code world} when not null: a point, or a direction by the inverse transpose (normals) or the
     * linear part (tangents, whose handedness {@code w} flips with a mirror).
     */
    private VertexArray vectors(GltfAccessorValues a, AttributeKind kind, int size, String where, double[] world,
            boolean direction) throws ModelFormatException {
        if (a.size() != size) {
            throw context.error(where, a.path() + " has " + a.size() + " components, not " + size);
        }
        if (!a.isFloat()) {
            context.warn(where, a.layoutWord() + " values converted to float");
        }
        int n = a.count();
        VertexArrayDescriptor d = VertexArrayDescriptor.of(kind, ComponentType.FLOAT, size);
        VertexArray asWritten = world == null ? a.rawArray(d) : null;
        if (asWritten != null) {
            return asWritten; // floats placed by no node transform: the bytes as they are
        }
        VertexArray.Builder out = new VertexArray.Builder(d, n);
        double[] linear = world == null ? null
                : kind == AttributeKind.NORMAL ? GltfMatrix.normalMatrix(world) : linearPart(world);
        double[] m = linear == null ? new double[9] : linear; // a singular normal matrix: no direction left
        double flip = world != null && GltfMatrix.determinant(world) < 0 ? -1 : 1;
        for (int v = 0; v < n; v++) {
            double x = a.value(v, 0);
            double y = a.value(v, 1);
            double z = a.value(v, 2);
            if (world != null) {
                double tx = m[0] * x + m[3] * y + m[6] * z;
                double ty = m[1] * x + m[4] * y + m[7] * z;
                double tz = m[2] * x + m[5] * y + m[8] * z;
                if (direction) {
                    double len = Math.sqrt(tx * tx + ty * ty + tz * tz);
                    double scale = len > 0 ? 1 / len : 0;
                    x = tx * scale;
                    y = ty * scale;
                    z = tz * scale;
                } else {
                    x = tx + world[12];
                    y = ty + world[13];
                    z = tz + world[14];
                }
            }
            out.set(v, 0, x).set(v, 1, y).set(v, 2, z);
            if (size == 4) {
                out.set(v, 3, a.value(v, 3) * flip);
            }
        }
        return out.build();
    }

    private static double[] linearPart(double[] m) {
        return new double[] {m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]};
    }

    /**
     * A texcoord or colour set: floats, and normalized unsigned bytes or shorts, stay as they are (the
     * model reads integer colours as fractions, and glTF's integer texcoords are always fractions);
     * other integers (KHR_mesh_quantization) become the floats they mean.
     */
    private VertexArray setArray(GltfAccessorValues a, AttributeKind kind, int set, String where)
            throws ModelFormatException {
        boolean texcoord = kind == AttributeKind.TEXCOORD;
        if (texcoord ? a.size() != 2 : a.size() != 3 && a.size() != 4) {
            throw context.error(where, a.path() + " has " + a.size() + " components, not " + (texcoord ? "2" : "3 or 4"));
        }
        boolean keep = a.isFloat() || a.normalized() && (a.componentType() == GltfConstants.GL_UNSIGNED_BYTE
                || a.componentType() == GltfConstants.GL_UNSIGNED_SHORT);
        if (!keep) {
            context.warn(where, a.layoutWord() + " values converted to float");
        }
        VertexArrayDescriptor d = VertexArrayDescriptor.of(kind, set, keep ? a.modelType() : ComponentType.FLOAT,
                a.size());
        return copy(a, d, !keep);
    }

    /**
     * An application-specific attribute as a custom stream named without its underscore: its values
     * as written, except that normalized integers (which a custom stream cannot mark) become the
     * floats they mean. Matrices do not fit a stream and are skipped.
     */
    private VertexArray custom(GltfAccessorValues a, String name, String where) {
        if (a.size() > 4) {
            context.warn(where, "a matrix attribute, which a vertex stream cannot hold: skipped");
            return null;
        }
        boolean convert = a.normalized() && !a.isFloat();
        if (convert) {
            context.warn(where, a.layoutWord() + " values converted to float");
        }
        return copy(a, VertexArrayDescriptor.custom(name, convert ? ComponentType.FLOAT : a.modelType(), a.size()),
                convert);
    }

    private static VertexArray copy(GltfAccessorValues a, VertexArrayDescriptor d, boolean meaning) {
        VertexArray asWritten = !meaning || a.isFloat() ? a.rawArray(d) : null;
        if (asWritten != null) {
            return asWritten;
        }
        VertexArray.Builder out = new VertexArray.Builder(d, a.count());
        for (int v = 0; v < a.count(); v++) {
            for (int c = 0; c < a.size(); c++) {
                out.set(v, c, meaning ? a.value(v, c) : a.raw(v, c));
            }
        }
        return out.build();
    }

    /** The material's name, else its base colour image's file name, else none. */
    private String material(Integer index, String path) throws ModelFormatException {
        if (index == null) {
            return "";
        }
        Material material = context.element(context.gltf.getMaterials(), index, "materials", path + ".material");
        if (material.getName() != null) {
            return material.getName();
        }
        if (material.getPbrMetallicRoughness() == null
                || material.getPbrMetallicRoughness().getBaseColorTexture() == null) {
            return "";
        }
        String at = "materials[" + index + "].pbrMetallicRoughness.baseColorTexture.index";
        Texture texture = context.element(context.gltf.getTextures(),
                material.getPbrMetallicRoughness().getBaseColorTexture().getIndex(), "textures", at);
        if (texture.getSource() == null) {
            return "";
        }
        Image image = context.element(context.gltf.getImages(), texture.getSource(), "images",
                "textures[" + material.getPbrMetallicRoughness().getBaseColorTexture().getIndex() + "].source");
        String uri = image.getUri();
        if (uri == null || IO.isDataUriString(uri)) {
            return "";
        }
        try {
            return new java.net.URI(uri).getPath() != null ? new java.net.URI(uri).getPath() : uri;
        } catch (java.net.URISyntaxException notEncoded) {
            return uri; // written by a tool that did not percent-encode: the name as it stands
        }
    }
}
