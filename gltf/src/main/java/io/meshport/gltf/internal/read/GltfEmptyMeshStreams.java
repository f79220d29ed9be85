package io.meshport.gltf.internal.read;

import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The vertex streams of a mesh without vertices, which has no glTF mesh (a glTF accessor holds at
 * least one element): they hold no values, so their entry in {@code extras.meshport.emptyMeshes}
 * lists only what they are, {@code "streams": [{"attribute": "TEXCOORD_1", "componentType": 5126,
 * "type": "VEC2"}, ...]}, in the mesh's order. The attribute is named as glTF names it, with the
 * model's own set number (there is no glTF primitive whose sets need numbering without gaps), and
 * the layout is the one the writer gives the stream in a mesh with vertices. Public for the writer,
 * which lists the streams; the reader, in this package, puts them back.
 */
public final class GltfEmptyMeshStreams {
    /** The key in an {@code emptyMeshes} entry. */
    public static final String KEY = "streams";

    private static final Pattern SET = Pattern.compile("(TEXCOORD|COLOR)_(0|[1-9][0-9]{0,5})");

    private GltfEmptyMeshStreams() {
    }

    /**
     * The entries of mesh {@code meshIndex}'s streams. Blend streams are kept as glTF keeps them
     * in a mesh with vertices: both, with a skeleton; else they are reported lost, as there.
     */
    public static List<Object> write(Mesh mesh, int meshIndex, int jointCount, Diagnostics losses) {
        boolean blend = jointCount > 0 && mesh.array(AttributeKind.BLEND_INDEXES).isPresent()
                && mesh.array(AttributeKind.BLEND_WEIGHTS).isPresent();
        List<Object> out = new ArrayList<>();
        for (VertexArray a : mesh.arrays()) {
            VertexArrayDescriptor d = a.descriptor();
            boolean influences = d.kind() == AttributeKind.BLEND_INDEXES || d.kind() == AttributeKind.BLEND_WEIGHTS;
            if (influences && !blend) {
                continue;
            }
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("attribute", attribute(d));
            VertexArrayDescriptor stored = stored(d, jointCount);
            new GltfLayoutEntry(stored.component(), stored.size()).putInto(entry);
            out.add(entry);
        }
        boolean anyBlend = mesh.array(AttributeKind.BLEND_INDEXES).isPresent()
                || mesh.array(AttributeKind.BLEND_WEIGHTS).isPresent();
        if (anyBlend && !blend) {
            String label = mesh.name().isEmpty() ? "mesh " + (meshIndex + 1) : "mesh \"" + mesh.name() + "\"";
            String why = jointCount == 0 ? "the model has no skeleton"
                    : mesh.array(AttributeKind.BLEND_INDEXES).isEmpty() ? "the mesh has no blend indexes"
                    : "the mesh has no blend weights";
            List<String> paths = new ArrayList<>();
            for (AttributeKind k : List.of(AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS)) {
                if (mesh.array(k).isPresent()) {
                    paths.add(LossScope.meshPath(meshIndex, "streams." + k.word()));
                }
            }
            losses.lost(GltfFormat.NAME, label + ": blend data is not stored in glTF when " + why,
                    LossScope.of(paths.toArray(String[]::new)));
        }
        return out;
    }

    /** The glTF attribute of a stream, with the model's set number. */
    private static String attribute(VertexArrayDescriptor d) {
        return switch (d.kind()) {
            case POSITION -> "POSITION";
            case NORMAL -> "NORMAL";
            case TANGENT -> "TANGENT";
            case TEXCOORD -> "TEXCOORD_" + d.set();
            case COLOR -> "COLOR_" + d.set();
            case BLEND_INDEXES -> "JOINTS_0";
            case BLEND_WEIGHTS -> "WEIGHTS_0";
            case CUSTOM -> "_" + d.customName();
        };
    }

    /** The layout the writer gives the stream in a mesh with vertices (and the reader takes back). */
    private static VertexArrayDescriptor stored(VertexArrayDescriptor d, int jointCount) {
        ComponentType t = d.component();
        boolean smallUnsigned = t == ComponentType.UBYTE || t == ComponentType.USHORT;
        return switch (d.kind()) {
            case POSITION, NORMAL -> d.withLayout(ComponentType.FLOAT, 3);
            case TANGENT -> d.withLayout(ComponentType.FLOAT, 4);
            case TEXCOORD -> d.size() == 2 && smallUnsigned ? d : d.withLayout(ComponentType.FLOAT, 2);
            case COLOR -> d.size() >= 3 && smallUnsigned ? d : d.withLayout(ComponentType.FLOAT, Math.max(3, d.size()));
            case BLEND_INDEXES -> d.withLayout(smallUnsigned ? t
                    : jointCount <= 256 ? ComponentType.UBYTE : ComponentType.USHORT, 4);
            case BLEND_WEIGHTS -> d.withLayout(smallUnsigned || t == ComponentType.FLOAT ? t : ComponentType.FLOAT, 4);
            case CUSTOM -> switch (t) {
                case BYTE, UBYTE, SHORT, USHORT -> d;
                default -> d.withLayout(ComponentType.FLOAT, d.size());
            };
        };
    }

    /**
     * The streams an entry's {@code streams} (at {@code path}, or null) lists, each of no values,
     * added to {@code mesh}.
     */
    static void read(Object entries, String path, Mesh.Builder mesh, GltfReadContext context)
            throws ModelFormatException {
        if (entries == null) {
            return;
        }
        if (!(entries instanceof List<?> list)) {
            throw context.error(path, "not a list of streams");
        }
        Set<String> names = new HashSet<>();
        for (int k = 0; k < list.size(); k++) {
            String at = path + "[" + k + "]";
            if (!(list.get(k) instanceof Map<?, ?> entry) || !(entry.get("attribute") instanceof String attribute)) {
                throw context.error(at, "not an object with an attribute");
            }
            GltfLayoutEntry layout = GltfLayoutEntry.read(entry, at, context);
            VertexArrayDescriptor d = descriptor(attribute, layout.component(), layout.size());
            if (d == null) {
                throw context.error(at + ".attribute", attribute + " is not an attribute meshport writes");
            }
            if (!names.add(d.attributeName())) {
                throw context.error(at + ".attribute", "a second " + attribute);
            }
            mesh.addArray(new VertexArray.Builder(d, 0).build());
        }
    }

    private static VertexArrayDescriptor descriptor(String attribute, ComponentType component, int size) {
        Matcher set = SET.matcher(attribute);
        if (set.matches()) {
            AttributeKind kind = set.group(1).equals("TEXCOORD") ? AttributeKind.TEXCOORD : AttributeKind.COLOR;
            return VertexArrayDescriptor.of(kind, Integer.parseInt(set.group(2)), component, size);
        }
        if (attribute.startsWith("_") && attribute.length() > 1) {
            return VertexArrayDescriptor.custom(attribute.substring(1), component, size);
        }
        AttributeKind kind = switch (attribute) {
            case "POSITION" -> AttributeKind.POSITION;
            case "NORMAL" -> AttributeKind.NORMAL;
            case "TANGENT" -> AttributeKind.TANGENT;
            case "JOINTS_0" -> AttributeKind.BLEND_INDEXES;
            case "WEIGHTS_0" -> AttributeKind.BLEND_WEIGHTS;
            default -> null;
        };
        return kind == null ? null : VertexArrayDescriptor.of(kind, component, size);
    }

}
