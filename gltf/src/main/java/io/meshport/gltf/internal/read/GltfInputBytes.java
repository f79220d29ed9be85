package io.meshport.gltf.internal.read;

import io.meshport.gltf.internal.GlbContainer;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The bytes of a glTF asset taken from a stream, no more than the asset can be: a GLB's header
 * says its length, so no more is read (a stream that never ends, {@code /dev/zero} named as
 * {@code x.glb}, took 2.7 GB before it failed); glTF JSON must open with an object, so a stream
 * that starts with anything else is refused at its first bytes, and JSON is read no further than
 * its limit. What is read is then checked whole by {@link GltfReadAsset}.
 */
final class GltfInputBytes {
    private static final int PROBE = GlbContainer.HEADER;

    private GltfInputBytes() {
    }

    static byte[] read(InputStream in, String source, GltfJsonLimits limits) throws IOException {
        byte[] head = in.readNBytes(PROBE);
        if (head.length >= 4 && GltfReadAsset.le(head, 0) == GlbContainer.MAGIC) {
            if (head.length < PROBE) {
                return head;
            }
            long length = Integer.toUnsignedLong(GltfReadAsset.le(head, 8));
            if (length > Integer.MAX_VALUE - 8) {
                throw ModelFormatException.atOffset(source, 8, "length", "GLB of " + length
                        + " bytes: larger than 2 GiB, which meshport does not read");
            }
            int rest = (int) Math.max(0, length - PROBE);
            if (rest > 0 && rest <= in.available()) {
                // a file (whose stream knows what is left) that holds what the header says: read
                // into the whole asset's array at once, where reading the rest apart, in the
                // stream's growing blocks, then joining them copied a large file twice more
                byte[] all = Arrays.copyOf(head, PROBE + rest);
                int read = in.readNBytes(all, PROBE, rest);
                return read == rest ? all : Arrays.copyOf(all, PROBE + read);
            }
            return concat(head, in.readNBytes(rest));
        }
        if (!opensJson(head)) {
            throw ModelFormatException.inSource(source,
                    "not glTF JSON: it starts with neither '{' nor a GLB's magic 'glTF'");
        }
        byte[] rest = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxDocumentBytes() + 1 - head.length));
        return concat(head, rest);
    }

    /** Whether the first bytes are JSON's object start, after an optional byte-order mark and white space. */
    private static boolean opensJson(byte[] head) {
        int i = head.length >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF
                ? 3 : 0;
        while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r')) {
            i++;
        }
        return i == head.length || head[i] == '{';
    }

    private static byte[] concat(byte[] head, byte[] rest) {
        if (rest.length == 0) {
            return head;
        }
        byte[] all = Arrays.copyOf(head, head.length + rest.length);
        System.arraycopy(rest, 0, all, head.length, rest.length);
        return all;
    }
}
