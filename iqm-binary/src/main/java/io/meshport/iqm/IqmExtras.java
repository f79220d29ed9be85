package io.meshport.iqm;

import io.meshport.model.FormatExtra;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
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
 * <li>the pose parents of an animation-only file (poses, no joints), which the model has nowhere
 * else (empty when the file has joints);</li>
 * <li>the comment bytes as stored (NUL padding, bytes that are not UTF-8), used while the
 * model's comment still reads the same;</li>
 * <li>the extensions, with their names resolved.</li>
 * </ul>
 */
public final class IqmExtras implements FormatExtra {
    private final int headerFlags;
    private final Map<String, Integer> vertexArrayFlags;
    private final int[] adjacency;
    /**
     * The triangles the adjacency table was read with, until their fingerprint is first asked for
     * (then null, and the fingerprint below): only writing IQM again, or comparing extras, asks,
     * and a conversion to another format would otherwise hash a large file's millions of indices
     * for nothing. Guarded by this.
     */
    private int[] fingerprinted;
    private long adjacencyTrianglesFingerprint;
    private final int[] poseParents;
    private final byte[] comment;
    private final List<IqmNamedExtension> extensions;

    /**
     * Extras with copies of the arrays given.
     *
     * @param headerFlags the header's {@code flags} field
     * @param vertexArrayFlags each vertex array's {@code flags}, by the model's attribute name
     *     ({@code position}, {@code texcoord}, a custom name, ...)
     * @param adjacency the stored adjacency table, three triangle indices per triangle (-1 for no
     *     neighbour), or empty
     * @param adjacencyTrianglesFingerprint {@link #fingerprint(int[])} of the triangles the
     *     adjacency table was read with
     * @param poseParents the poses' parents of a file without joints (negative for a root); empty
     *     when the file has joints
     * @param comment the comment section's bytes as stored, NUL padding included
     * @param extensions the extensions meshport did not decode into the model, in file order
     */
    public IqmExtras(int headerFlags, Map<String, Integer> vertexArrayFlags, int[] adjacency,
            long adjacencyTrianglesFingerprint, int[] poseParents, byte[] comment, List<IqmNamedExtension> extensions) {
        this(headerFlags, vertexArrayFlags, adjacency.clone(), null, adjacencyTrianglesFingerprint, poseParents.clone(),
                comment.clone(), extensions);
    }

    /**
     * Shares the arrays of an {@link IqmFile} (never modified) instead of copying them: the
     * adjacency table alone is 12 bytes per triangle. The fingerprint is {@code fingerprinted}'s
     * when that is not null (taken when first asked for), else {@code adjacencyTrianglesFingerprint}.
     */
    IqmExtras(int headerFlags, Map<String, Integer> vertexArrayFlags, int[] adjacency, int[] fingerprinted,
            long adjacencyTrianglesFingerprint, int[] poseParents, byte[] comment, List<IqmNamedExtension> extensions) {
        this.headerFlags = headerFlags;
        this.vertexArrayFlags = Map.copyOf(vertexArrayFlags);
        this.adjacency = adjacency;
        this.fingerprinted = fingerprinted;
        this.adjacencyTrianglesFingerprint = adjacencyTrianglesFingerprint;
        this.poseParents = poseParents;
        this.comment = comment;
        this.extensions = List.copyOf(extensions);
    }

    /**
     * Nothing IQM-specific: what a model from another format amounts to.
     *
     * @return extras with zero flags and empty tables, comment and extensions
     */
    public static IqmExtras none() {
        return new IqmExtras(0, Map.of(), new int[0], 0, new int[0], new byte[0], List.of());
    }

    /**
     * The header's {@code flags} field, written back as it was.
     *
     * @return the flags; 0 when none were set or the model came from elsewhere
     */
    public int headerFlags() {
        return headerFlags;
    }

    /**
     * Each vertex array's {@code flags}, written back on the array of the same name.
     *
     * @return an unmodifiable map from the model's attribute name to the array's flags
     */
    public Map<String, Integer> vertexArrayFlags() {
        return vertexArrayFlags;
    }

    /**
     * The stored adjacency table, written back only while the model's triangles still match
     * {@link #adjacencyTrianglesFingerprint()}.
     *
     * @return a copy: per triangle and edge the adjacent triangle's global index, or -1; empty when
     *     the file had none
     */
    public int[] adjacency() {
        return adjacency.clone();
    }

    int[] adjacencyUnsafe() {
        return adjacency;
    }

    /**
     * Identifies the triangles the adjacency table belongs to.
     *
     * @return {@link #fingerprint(int[])} of the file's triangles when it was read
     */
    public synchronized long adjacencyTrianglesFingerprint() {
        if (fingerprinted != null) {
            adjacencyTrianglesFingerprint = fingerprint(fingerprinted);
            fingerprinted = null;
        }
        return adjacencyTrianglesFingerprint;
    }

    /**
     * The poses' parents of an animation-only file, used when the model has no joints to take them from.
     *
     * @return a copy: per pose the index of its parent pose, negative for a root; empty when the file
     *     had joints
     */
    public int[] poseParents() {
        return poseParents.clone();
    }

    /**
     * The comment section as stored, written back instead of the model's comment while that still
     * reads the same.
     *
     * @return a copy of the bytes, NUL padding included; empty when the file had no comment
     */
    public byte[] comment() {
        return comment.clone();
    }

    /**
     * The extensions kept as they are: those meshport does not know, and its own whose codec is not
     * installed.
     *
     * @return an unmodifiable list, in file order
     */
    public List<IqmNamedExtension> extensions() {
        return extensions;
    }

    /**
     * What another format loses without these extras: extensions, non-zero flags, the pose
     * hierarchy of an animation-only file, comment bytes that are not text. The adjacency table
     * and the layout of the comment are not losses: they are derived again.
     */
    @Override
    public List<String> lossesElsewhere() {
        List<String> losses = new ArrayList<>();
        for (IqmNamedExtension e : extensions) {
            losses.add("IQM extension '" + e.name() + "' (" + e.dataUnsafe().length + " bytes)");
        }
        if (headerFlags != 0) {
            losses.add("IQM header flags 0x" + Integer.toHexString(headerFlags));
        }
        vertexArrayFlags.forEach((name, flags) -> {
            if (flags != 0) {
                losses.add("IQM flags 0x" + Integer.toHexString(flags) + " of vertex array " + name);
            }
        });
        if (Arrays.stream(poseParents).anyMatch(p -> p >= 0)) {
            losses.add("IQM pose parents (" + poseParents.length + " poses; kept only while the model has no joints)");
        }
        int end = comment.length;
        while (end > 0 && comment[end - 1] == 0) {
            end--;
        }
        byte[] text = Arrays.copyOf(comment, end);
        if (!Arrays.equals(text, new String(text, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8))) {
            losses.add("IQM comment bytes that are not UTF-8 text");
        }
        return losses;
    }

    /**
     * The same extras with other extensions.
     *
     * @param newExtensions the extensions to keep instead; copied
     * @return new extras; this one is unchanged
     */
    public IqmExtras withExtensions(List<IqmNamedExtension> newExtensions) {
        return new IqmExtras(headerFlags, vertexArrayFlags, adjacency, null, adjacencyTrianglesFingerprint(),
                poseParents, comment, newExtensions);
    }

    /**
     * A 64-bit fingerprint of global triangle indices, to tell whether stored adjacency still
     * applies: FNV-1a over four interleaved lanes (index i feeds lane i mod 4), so that the CPU
     * runs four multiply chains at once instead of one, then the lanes folded together. It lives
     * in memory only (never written to a file), so its values may change between versions.
     *
     * @param triangles three global vertex indices per triangle, as {@link IqmFile#triangles()}
     * @return the fingerprint, which also depends on the array's length
     */
    public static long fingerprint(int[] triangles) {
        final long prime = 0x100000001b3L;
        long h0 = 0xcbf29ce484222325L;
        long h1 = h0 ^ 1;
        long h2 = h0 ^ 2;
        long h3 = h0 ^ 3;
        int n = triangles.length;
        int i = 0;
        for (; i + 3 < n; i += 4) {
            h0 = (h0 ^ triangles[i]) * prime;
            h1 = (h1 ^ triangles[i + 1]) * prime;
            h2 = (h2 ^ triangles[i + 2]) * prime;
            h3 = (h3 ^ triangles[i + 3]) * prime;
        }
        for (; i < n; i++) {
            h0 = (h0 ^ triangles[i]) * prime;
        }
        long h = ((((h0 ^ h1) * prime) ^ h2) * prime ^ h3) * prime;
        return h ^ n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof IqmExtras e && headerFlags == e.headerFlags && vertexArrayFlags.equals(e.vertexArrayFlags)
                && Arrays.equals(adjacency, e.adjacency)
                && adjacencyTrianglesFingerprint() == e.adjacencyTrianglesFingerprint()
                && Arrays.equals(poseParents, e.poseParents) && Arrays.equals(comment, e.comment)
                && extensions.equals(e.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(headerFlags, vertexArrayFlags, adjacencyTrianglesFingerprint(), extensions)
                + 31 * Arrays.hashCode(poseParents);
    }

    @Override
    public String toString() {
        return "IqmExtras[flags=" + headerFlags + ", arrayFlags=" + vertexArrayFlags + ", adjacency="
                + adjacency.length / 3 + " triangles, poseParents=" + poseParents.length + ", comment="
                + comment.length + "B, extensions=" + extensions + "]";
    }
}
