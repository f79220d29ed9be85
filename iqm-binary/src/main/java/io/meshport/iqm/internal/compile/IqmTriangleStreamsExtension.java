package io.meshport.iqm.internal.compile;

import io.meshport.io.ModelFormatException;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The extension {@code meshport.triangle-streams}: the model's per-triangle streams (VIF patch IDs,
 * PIE polygon flags), which IQM has no section for. Payload, little-endian:
 * <pre>
 * u32 version (1)
 * u32 count
 * count × { u32 mesh; u32 name_length; name (UTF-8); u32 component (IQM format 0..8); u32 size (1..4);
 *           u32 triangles (the mesh's triangle count); triangles × size × component bytes }
 * </pre>
 * Entries go mesh by mesh, each mesh's streams in the model's order.
 *
 * <p>The compiler decodes it; the exporter encodes it ({@link #encode(List)}), and the test
 * generators write such payloads by hand, so the name and the version are public.
 */
public final class IqmTriangleStreamsExtension {
    /** The extension's name. */
    public static final String NAME = "meshport.triangle-streams";
    /** The payload layout version this class writes, and the newest it reads. */
    public static final int VERSION = 1;

    private IqmTriangleStreamsExtension() {
    }

    /**
     * The payload for the meshes' triangle streams, or nothing when no mesh has one.
     *
     * @param meshes the model's meshes, in order
     * @return the payload, or empty
     */
    public static Optional<byte[]> encode(List<Mesh> meshes) {
        IqmPayloadWriter out = new IqmPayloadWriter();
        int count = 0;
        for (Mesh m : meshes) {
            count += m.triangleStreams().size();
        }
        if (count == 0) {
            return Optional.empty();
        }
        out.u32(VERSION).u32(count);
        for (int mi = 0; mi < meshes.size(); mi++) {
            for (VertexArray s : meshes.get(mi).triangleStreams()) {
                VertexArrayDescriptor d = s.descriptor();
                byte[] data = new byte[s.byteLength()];
                s.copyBytesTo(data, 0);
                out.u32(mi).string(d.customName()).u32(d.component().ordinal()).u32(d.size()).u32(s.vertexCount())
                        .raw(data);
            }
        }
        return Optional.of(out.toBytes());
    }

    /** Adds the streams of the payload to their meshes. */
    static void decode(IqmPayloadReader in, List<Mesh.Builder> meshes, int[] triangleCounts)
            throws ModelFormatException {
        in.version(VERSION);
        // The smallest entry, an unnamed stream of a mesh without triangles, is five u32s.
        int count = in.u32("count", in.remaining() / 20);
        int lastMesh = 0;
        Set<String> names = new HashSet<>();
        for (int i = 0; i < count; i++) {
            String f = "streams[" + i + "].";
            int mesh = in.u32(f + "mesh", meshes.size() - 1L);
            if (mesh < lastMesh) {
                throw in.failAt(in.position() - 4, f + "mesh", "mesh " + mesh + " after mesh " + lastMesh
                        + " (entries go mesh by mesh)");
            }
            if (mesh != lastMesh) {
                names.clear();
            }
            lastMesh = mesh;
            int nameAt = in.position();
            String name = in.string(f + "name");
            if (!names.add(name)) {
                throw in.failAt(nameAt, f + "name", "mesh " + mesh + " has a second stream called '" + name + "'");
            }
            ComponentType component = ComponentType.values()[in.u32(f + "component", ComponentType.values().length - 1)];
            int size = in.u32(f + "size", 4);
            if (size == 0) {
                throw in.failAt(in.position() - 4, f + "size", "size is 0");
            }
            int triangles = in.u32(f + "triangles", triangleCounts[mesh]);
            if (triangles != triangleCounts[mesh]) {
                throw in.failAt(in.position() - 4, f + "triangles", triangles + " values for the "
                        + triangleCounts[mesh] + " triangles of mesh " + mesh);
            }
            VertexArrayDescriptor d = VertexArrayDescriptor.custom(name, component, size);
            byte[] data = in.raw((long) triangles * d.stride(), f + "data");
            meshes.get(mesh).addTriangleStream(VertexArray.copyOf(d, data, 0, triangles));
        }
        in.end();
    }
}
