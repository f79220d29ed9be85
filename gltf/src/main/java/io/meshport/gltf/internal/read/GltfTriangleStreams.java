package io.meshport.gltf.internal.read;

import io.meshport.gltf.internal.GltfBufferBuilder;
import io.meshport.gltf.GltfFormat;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A mesh's triangle streams (per-triangle data: PIE's polygon flags, VIF's patch IDs), which glTF
 * has no place for: each an accessor of one element per triangle, listed in the primitive's
 * {@code extras.meshport.triangleStreams} as {@code {"name": ..., "accessor": i}} in the model's
 * order. A triangle stream is always a custom stream, so its name and the accessor's layout are the
 * whole descriptor. A mesh without triangles has streams of no values, and a glTF accessor holds at
 * least one element: such an entry has no accessor but the layout itself,
 * {@code {"name": ..., "componentType": 5125, "type": "SCALAR"}}. Public for the writer, which
 * writes the streams; the reader, in this package, takes them back.
 */
public final class GltfTriangleStreams {
    /** The key in {@code extras.meshport}. */
    public static final String KEY = "triangleStreams";

    private GltfTriangleStreams() {
    }

    /**
     * The entries of mesh {@code meshIndex}'s triangle streams, their accessors added to
     * {@code buffers}; empty when it has none. Streams of a type glTF accessors lack (int, half,
     * double) are written as floats ({@link io.meshport.io.LossCheck} reports that); float values
     * that are not finite, which an accessor must not hold, as 0, reported.
     */
    public static List<Object> write(Mesh mesh, int meshIndex, GltfBufferBuilder buffers, Diagnostics losses) {
        List<Object> out = new ArrayList<>();
        for (VertexArray s : mesh.triangleStreams()) {
            VertexArray stream = glComponent(s.descriptor().component()) ? s : s.convert(ComponentType.FLOAT, s.size());
            if (stream.vertexCount() == 0) {
                out.add(withoutValues(stream.descriptor()));
                continue;
            }
            VertexArrayDescriptor d = stream.descriptor();
            byte[] data = d.component() == ComponentType.FLOAT ? finite(stream, mesh, meshIndex, losses) : bytes(stream);
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", d.customName());
            entry.put("accessor", buffers.data(d.component(), d.size(), stream.vertexCount(), data));
            out.add(entry);
        }
        return out;
    }

    /** The entries of a mesh without vertices (so without triangles): its streams hold no values. */
    public static List<Object> withoutValues(Mesh mesh) {
        List<Object> out = new ArrayList<>();
        for (VertexArray s : mesh.triangleStreams()) {
            ComponentType t = s.descriptor().component();
            out.add(withoutValues(s.descriptor().withLayout(glComponent(t) ? t : ComponentType.FLOAT, s.size())));
        }
        return out;
    }

    private static Map<String, Object> withoutValues(VertexArrayDescriptor d) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("name", d.customName());
        new GltfLayoutEntry(d.component(), d.size()).putInto(entry);
        return entry;
    }

    private static byte[] bytes(VertexArray a) {
        byte[] data = new byte[a.byteLength()];
        a.copyBytesTo(data, 0);
        return data;
    }

    /** The stream's float bytes with NaN and infinities as 0. */
    private static byte[] finite(VertexArray a, Mesh mesh, int meshIndex, Diagnostics losses) {
        float[] values = a.toFloatArray();
        int changed = 0;
        for (int i = 0; i < values.length; i++) {
            if (!Float.isFinite(values[i])) {
                values[i] = 0;
                changed++;
            }
        }
        if (changed > 0) {
            String name = a.descriptor().customName();
            String meshLabel = mesh.name().isEmpty() ? "mesh " + (meshIndex + 1) : "mesh \"" + mesh.name() + "\"";
            losses.lost(GltfFormat.NAME, meshLabel + ": per-triangle stream '" + name + "' has " + changed
                    + " values that are not finite numbers, written as 0 (glTF accessors hold finite numbers)",
                    LossScope.maybe(LossScope.meshPath(meshIndex, KEY + "." + name)));
        }
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        return b.array();
    }

    /** Whether glTF accessors have this component type. */
    private static boolean glComponent(ComponentType t) {
        return switch (t) {
            case BYTE, UBYTE, SHORT, USHORT, UINT, FLOAT -> true;
            default -> false;
        };
    }


    /**
     * Adds to {@code mesh} the streams that {@code entries} (the value of
     * {@code extras.meshport.triangleStreams} at {@code path}, or null) lists for its
     * {@code triangleCount} triangles. Every entry's accessor must hold exactly one element per
     * triangle, SCALAR to VEC4: anything else is no stream of this mesh (the file was rewritten by a
     * tool that renumbered its accessors), left out with a warning. Normalized
     * integers, which a custom stream cannot mark, become the floats they mean (warned).
     */
    static void read(Object entries, String path, int triangleCount, Mesh.Builder mesh, GltfReadContext context)
            throws ModelFormatException {
        if (entries == null) {
            return;
        }
        if (!(entries instanceof List<?> list)) {
            throw context.error(path, "not a list of triangle streams");
        }
        Set<String> names = new HashSet<>();
        for (int k = 0; k < list.size(); k++) {
            String at = path + "[" + k + "]";
            if (!(list.get(k) instanceof Map<?, ?> entry) || !(entry.get("name") instanceof String name)) {
                throw context.error(at, "not an object with a name");
            }
            if (!names.add(name)) {
                throw context.error(at + ".name", "a second triangle stream called '" + name + "'");
            }
            VertexArray stream = entry.get("accessor") == null ? empty(entry, name, at, triangleCount, context)
                    : stream(entry.get("accessor"), name, at, triangleCount, context);
            if (stream != null) {
                mesh.addTriangleStream(stream);
            }
        }
    }

    /** The stream of the entry's accessor, or null when the accessor does not fit (warned). */
    private static VertexArray stream(Object index, String name, String at, int triangleCount,
            GltfReadContext context) throws ModelFormatException {
        if (!(index instanceof Integer i) || i < 0 || i >= context.accessorCount()) {
            context.staleExtra(at + ".accessor", index + " is no accessor of the file");
            return null;
        }
        GltfAccessorValues a = context.accessors.get(i, at + ".accessor");
        if (a.size() > 4 || a.count() != triangleCount) {
            context.staleExtra(at + ".accessor", a.path() + " has " + a.count() + " elements of "
                    + a.size() + " for " + triangleCount + " triangles");
            return null;
        }
        context.charge((long) a.count() * a.size() * 4, at);
        boolean convert = a.normalized() && !a.isFloat();
        if (convert) {
            context.warn(at, a.layoutWord() + " values converted to float");
        }
        VertexArray.Builder out = new VertexArray.Builder(
                VertexArrayDescriptor.custom(name, convert ? ComponentType.FLOAT : a.modelType(), a.size()), a.count());
        for (int e = 0; e < a.count(); e++) {
            for (int c = 0; c < a.size(); c++) {
                out.set(e, c, convert ? a.value(e, c) : a.raw(e, c));
            }
        }
        return out.build();
    }

    /** A stream of no values, for a mesh without triangles: its layout stands in the entry. */
    private static VertexArray empty(Map<?, ?> entry, String name, String at, int triangleCount,
            GltfReadContext context) throws ModelFormatException {
        if (triangleCount != 0) {
            throw context.error(at, "no accessor for the " + triangleCount + " triangles");
        }
        GltfLayoutEntry layout = GltfLayoutEntry.read(entry, at, context);
        return new VertexArray.Builder(VertexArrayDescriptor.custom(name, layout.component(), layout.size()), 0)
                .build();
    }
}
