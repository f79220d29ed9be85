package io.meshport.iqm;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The model extra for what only IQM knows, so that IQM → model → IQM keeps it:
 * <ul>
 * <li>the header's {@code flags} and each vertex array's {@code flags} (by attribute name);</li>
 * <li>the stored adjacency table, valid for the triangles it was read with (identified by a
 * fingerprint: a model whose triangles changed gets fresh adjacency instead);</li>
 * <li>the pose parents, which an animation-only file (poses, no joints) has nowhere else;</li>
 * <li>the comment bytes as stored (NUL padding, bytes that are not UTF-8), used while the
 * model's comment still reads the same;</li>
 * <li>the extensions, with their names resolved.</li>
 * </ul>
 */
public final class IqmExtras {
    private final int headerFlags;
    private final Map<String, Integer> vertexArrayFlags;
    private final int[] adjacency;
    private final long adjacencyTrianglesFingerprint;
    private final int[] poseParents;
    private final byte[] comment;
    private final List<IqmNamedExtension> extensions;

    public IqmExtras(int headerFlags, Map<String, Integer> vertexArrayFlags, int[] adjacency,
            long adjacencyTrianglesFingerprint, int[] poseParents, byte[] comment, List<IqmNamedExtension> extensions) {
        this.headerFlags = headerFlags;
        this.vertexArrayFlags = Map.copyOf(vertexArrayFlags);
        this.adjacency = adjacency.clone();
        this.adjacencyTrianglesFingerprint = adjacencyTrianglesFingerprint;
        this.poseParents = poseParents.clone();
        this.comment = comment.clone();
        this.extensions = List.copyOf(extensions);
    }

    /** Nothing IQM-specific: what a model from another format amounts to. */
    public static IqmExtras none() {
        return new IqmExtras(0, Map.of(), new int[0], 0, new int[0], new byte[0], List.of());
    }

    public int headerFlags() {
        return headerFlags;
    }

    public Map<String, Integer> vertexArrayFlags() {
        return vertexArrayFlags;
    }

    public int[] adjacency() {
        return adjacency.clone();
    }

    int[] adjacencyUnsafe() {
        return adjacency;
    }

    public long adjacencyTrianglesFingerprint() {
        return adjacencyTrianglesFingerprint;
    }

    public int[] poseParents() {
        return poseParents.clone();
    }

    public byte[] comment() {
        return comment.clone();
    }

    public List<IqmNamedExtension> extensions() {
        return extensions;
    }

    /** The same extras with other extensions. */
    public IqmExtras withExtensions(List<IqmNamedExtension> newExtensions) {
        return new IqmExtras(headerFlags, vertexArrayFlags, adjacency, adjacencyTrianglesFingerprint, poseParents,
                comment, newExtensions);
    }

    /** A 64-bit FNV-1a fingerprint of global triangle indices, to tell whether stored adjacency still applies. */
    public static long fingerprint(int[] triangles) {
        long h = 0xcbf29ce484222325L;
        for (int v : triangles) {
            h = (h ^ v) * 0x100000001b3L;
        }
        return h ^ triangles.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmExtras e && headerFlags == e.headerFlags && vertexArrayFlags.equals(e.vertexArrayFlags)
                && Arrays.equals(adjacency, e.adjacency)
                && adjacencyTrianglesFingerprint == e.adjacencyTrianglesFingerprint
                && Arrays.equals(poseParents, e.poseParents) && Arrays.equals(comment, e.comment)
                && extensions.equals(e.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(headerFlags, vertexArrayFlags, adjacencyTrianglesFingerprint, extensions)
                + 31 * Arrays.hashCode(poseParents);
    }

    @Override
    public String toString() {
        return "IqmExtras[flags=" + headerFlags + ", arrayFlags=" + vertexArrayFlags + ", adjacency="
                + adjacency.length / 3 + " triangles, poseParents=" + poseParents.length + ", comment="
                + comment.length + "B, extensions=" + extensions + "]";
    }
}
