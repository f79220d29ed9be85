package io.meshport.gltf.internal.read;

import io.meshport.gltf.internal.GltfBufferBuilder;
import de.javagl.jgltf.model.GltfConstants;
import io.meshport.io.ModelFormatException;
import io.meshport.model.ComponentType;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The values of float attributes as the model had them, where glTF's rules made the writer mend
 * them (a zero normal, a tangent with w 0, a colour above 1, NaN): other glTF readers get the
 * mended attribute, meshport takes the original back, bit for bit. Each is an accessor of the
 * floats' bits as unsigned ints (an accessor must not hold NaN or infinities as floats), one
 * element per vertex, named by attribute in the primitive's {@code extras.meshport.originals}:
 * {@code {"NORMAL": 7}}. Public for the writer, which keeps the originals;
 * the reader, in this package, puts them back.
 */
public final class GltfOriginalValues {
    /** The key in {@code extras.meshport}. */
    public static final String KEY = "originals";

    private GltfOriginalValues() {
    }

    /** The accessor (its index) holding the bits of {@code original}, a float stream, added to {@code buffers}. */
    public static int write(VertexArray original, GltfBufferBuilder buffers) {
        float[] values = original.toFloatArray();
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : values) {
            b.putInt(Float.floatToRawIntBits(v));
        }
        return buffers.data(ComponentType.UINT, original.size(), original.vertexCount(), b.array());
    }

    /**
     * The originals the primitive's {@code extras.meshport.originals} names, by attribute, each
     * checked against the attribute's array in {@code read} (same size, one element per vertex).
     *
     * @param read the arrays read from the attributes, by attribute name
     */
    static Map<String, VertexArray> read(Object entries, String path, Map<String, VertexArray> read,
            GltfReadContext context) throws ModelFormatException {
        Map<String, VertexArray> out = new LinkedHashMap<>();
        if (entries == null) {
            return out;
        }
        if (!(entries instanceof Map<?, ?> map)) {
            throw context.error(path, "not an object of attribute names and accessors");
        }
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String at = path + "." + e.getKey();
            VertexArray mended = read.get(String.valueOf(e.getKey()));
            if (mended == null || mended.descriptor().component() != ComponentType.FLOAT) {
                context.staleExtra(at, "names no float attribute of the primitive");
                continue;
            }
            if (!(e.getValue() instanceof Integer index) || index < 0 || index >= context.accessorCount()) {
                context.staleExtra(at, e.getValue() + " is no accessor of the file");
                continue;
            }
            GltfAccessorValues a = context.accessors.get(index, at);
            if (a.componentType() != GltfConstants.GL_UNSIGNED_INT || a.normalized() || a.size() != mended.size()
                    || a.count() != mended.vertexCount()) {
                context.staleExtra(at, a.path() + " is " + a.layoutWord() + " × " + a.size() + " of " + a.count()
                        + ", not the bits of " + mended.vertexCount() + " × " + mended.size() + " floats");
                continue;
            }
            VertexArrayDescriptor d = mended.descriptor();
            VertexArray.Builder b = new VertexArray.Builder(d, a.count());
            for (int v = 0; v < a.count(); v++) {
                for (int c = 0; c < a.size(); c++) {
                    b.set(v, c, Float.intBitsToFloat((int) (long) a.raw(v, c)));
                }
            }
            out.put(String.valueOf(e.getKey()), b.build());
        }
        return out;
    }
}
