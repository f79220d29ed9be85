package io.meshport.gltf.internal.read;

import de.javagl.jgltf.impl.v2.GlTF;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * What every stage of reading one glTF asset shares: the parsed JSON, where it came from, where
 * warnings go, and the checks that turn a bad index or an oversized declaration into a
 * {@link ModelFormatException} naming the file and the glTF path ({@code accessors[3].bufferView}).
 */
final class GltfReadContext {
    /**
     * The most the reader makes (vertex data, triangles, animation frames) beyond a fixed allowance
     * per byte of input: a few hundred bytes of JSON must not make gigabytes (a node tree instancing
     * one mesh thousands of times, an animation declared to last for years).
     */
    private static final long OUTPUT_PER_INPUT_BYTE = 32;
    private static final long OUTPUT_ALLOWANCE = 64L << 20;

    final GlTF gltf;
    final String source;
    final Diagnostics diagnostics;
    final GltfReadBuffers buffers;
    /** The asset's accessors, each read and checked when first used. */
    final GltfReadAccessors accessors;
    /**
     * The key times of each animation input accessor, read once: channels of many animations may
     * share one accessor, and each reading its own copy would grow with channels times keys.
     */
    final Map<GltfAccessorValues, float[]> keyTimes = new IdentityHashMap<>();
    private long outputBudget;
    private long output;

    GltfReadContext(GlTF gltf, String source, Diagnostics diagnostics, GltfReadBuffers.Sources bufferSources,
            long inputBytes) {
        this.gltf = gltf;
        this.source = source;
        this.diagnostics = diagnostics;
        this.outputBudget = OUTPUT_ALLOWANCE + OUTPUT_PER_INPUT_BYTE * inputBytes;
        this.buffers = new GltfReadBuffers(this, bufferSources);
        this.accessors = new GltfReadAccessors(this);
    }

    /** An error at {@code path}: {@code x.glb: accessors[3].bufferView: 9 is out of range}. */
    ModelFormatException error(String path, String reason) {
        return ModelFormatException.inSource(source, path + ": " + reason);
    }

    /** Warns, naming the file and {@code path}, of {@code message}. */
    void warn(String path, String message) {
        diagnostics.warn(source, path + ": " + message);
    }

    /**
     * Warns of a part of {@code extras.meshport} at {@code path} that does not fit the file: another
     * tool rewrote it (renumbering its accessors, say) and kept meshport's extras as they were. The
     * file's own data is read; the caller leaves the stale part out.
     */
    void staleExtra(String path, String why) {
        warn(path, why + ": the file was changed after meshport wrote it, so this part of extras.meshport is"
                + " left out");
    }

    /** The file's accessors. */
    int accessorCount() {
        return gltf.getAccessors() == null ? 0 : gltf.getAccessors().size();
    }

    /**
     * Element {@code index} of the top-level array {@code arrayName} (possibly absent), referred to
     * from {@code path}; an error when the index is missing, out of range or names a null entry.
     */
    <T> T element(List<T> array, Integer index, String arrayName, String path) throws ModelFormatException {
        if (index == null) {
            throw error(path, "missing");
        }
        int size = array == null ? 0 : array.size();
        if (index < 0 || index >= size) {
            throw error(path, index + " is out of range (" + size + " " + arrayName + ")");
        }
        T t = array.get(index);
        if (t == null) {
            throw error(arrayName + "[" + index + "]", "null");
        }
        return t;
    }

    /** A required number, which JglTF leaves null when absent or when its setter rejected it. */
    static int required(Integer value, String path, GltfReadContext context) throws ModelFormatException {
        if (value == null) {
            throw context.error(path, "missing or invalid");
        }
        return value;
    }

    /** Accounts for {@code bytes} more of output, failing when the input cannot justify them. */
    void charge(long bytes, String path) throws ModelFormatException {
        if (bytes < 0 || bytes > outputBudget - output) {
            throw error(path, "makes more data than a file of this size can (over " + (outputBudget >> 20)
                    + " MiB in all)");
        }
        output += bytes;
    }

    /** Widens the output allowance by {@code bytes} more of input (an external buffer, once read). */
    void input(long bytes) {
        outputBudget += OUTPUT_PER_INPUT_BYTE * bytes;
    }

    static <T> int size(List<T> list) {
        return list == null ? 0 : list.size();
    }

    /** A string from the file as a message shows it: control characters escaped, at most 200 characters. */
    static String shown(String text) {
        return shown(text, 200);
    }

    /** {@code text} as a message shows it: control characters escaped, at most {@code max} characters. */
    static String shown(String text, int max) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < text.length() && b.length() < max; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                b.append(String.format("\\x%02x", (int) c));
            } else {
                b.append(c);
            }
        }
        if (b.length() >= max && text.length() > max) {
            b.setLength(max);
            b.append('…');
        }
        return b.toString();
    }
}
