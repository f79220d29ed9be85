package io.meshport.iqm.internal;

import io.meshport.io.Beside;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmExtras;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmNamedExtension;
import io.meshport.iqm.IqmVertexArray;
import java.lang.invoke.MethodHandles;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The stages' way into the document's package-private parts: the arrays of an {@link IqmFile}
 * and its parts without a copy, the builder's setters that take ownership of freshly made arrays,
 * and the layout a read file remembers.
 *
 * <p>Why it exists: the reader, compiler, exporter and writer live in their own packages, but
 * copying every bulk array on its way in and out (what the document's public accessors do, to
 * stay immutable for users) would double the memory and time of reading and writing large files.
 * Those parts stay package-private in {@code io.meshport.iqm}, which alone implements this class
 * and installs the one instance when {@link IqmFile} is initialised; this package is not exported,
 * so a user of the module cannot reach it. Arrays handed out or taken in here are never modified
 * afterwards.
 */
public abstract class IqmDocumentAccess {
    private static volatile IqmDocumentAccess installed;

    /** For the one implementation, in {@code io.meshport.iqm}. */
    protected IqmDocumentAccess() {
    }

    /**
     * Installs the implementation; {@link IqmFile}'s static initialiser calls it once.
     *
     * @param access the implementation
     * @throws IllegalStateException when one is installed already
     */
    public static void install(IqmDocumentAccess access) {
        synchronized (IqmDocumentAccess.class) {
            if (installed != null) {
                throw new IllegalStateException("the IQM document access is installed already");
            }
            installed = access;
        }
    }

    /**
     * The installed implementation, initialising {@link IqmFile} first if no stage has touched it yet.
     *
     * @return the one instance
     */
    public static IqmDocumentAccess get() {
        IqmDocumentAccess access = installed;
        if (access == null) {
            try {
                MethodHandles.lookup().ensureInitialized(IqmFile.class);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            access = installed;
        }
        return access;
    }

    // ------------------------------------------------------------ IqmFile

    /**
     * Where the sections were in the file this was read from.
     *
     * @param file the document
     * @return the layout; empty for a file built in code
     */
    public abstract Optional<IqmLayout> layout(IqmFile file);

    /**
     * The text block itself.
     *
     * @param file the document
     * @return the document's array, not a copy; never to be modified
     */
    public abstract byte[] textUnsafe(IqmFile file);

    /**
     * The triangles themselves.
     *
     * @param file the document
     * @return the document's array, not a copy; never to be modified
     */
    public abstract int[] trianglesUnsafe(IqmFile file);

    /**
     * The adjacency table itself.
     *
     * @param file the document
     * @return the document's array, not a copy (empty when the file has none); never to be modified
     */
    public abstract int[] adjacencyUnsafe(IqmFile file);

    /**
     * The quantised frames themselves.
     *
     * @param file the document
     * @return the document's array, not a copy; never to be modified
     */
    public abstract short[] framesUnsafe(IqmFile file);

    /**
     * The bounds themselves, waiting for them if they are still being computed.
     *
     * @param file the document
     * @return the document's array, not a copy (empty when the file has none); never to be modified
     */
    public abstract float[] boundsUnsafe(IqmFile file);

    /**
     * The number of floats of the bounds, known before the bounds are.
     *
     * @param file the document
     * @return 8 per frame, or 0 when the file has no bounds
     */
    public abstract int boundsLength(IqmFile file);

    /**
     * The comment section itself.
     *
     * @param file the document
     * @return the document's array, not a copy; never to be modified
     */
    public abstract byte[] commentUnsafe(IqmFile file);

    // ------------------------------------------------------------ IqmFile.Builder

    /**
     * Sets the layout the file was read with, or none.
     *
     * @param builder the builder
     * @param layout where the sections were, or null for the reference compiler's layout
     * @return the builder
     */
    public abstract IqmFile.Builder layout(IqmFile.Builder builder, IqmLayout layout);

    /**
     * Sets the text block, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param text NUL-terminated strings; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder textOwned(IqmFile.Builder builder, byte[] text);

    /**
     * Sets the triangles, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param triangles three global vertex indices per triangle; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder trianglesOwned(IqmFile.Builder builder, int[] triangles);

    /**
     * Sets the triangles, taking ownership of the array, each index already checked to name one of
     * the vertexes counted by the builder's vertex count as set now (the reader's check, with the
     * offset of an index out of range): the file does not walk them again.
     *
     * @param builder the builder, its vertex count set
     * @param triangles three global vertex indices per triangle, each below that count; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder trianglesChecked(IqmFile.Builder builder, int[] triangles);

    /**
     * Sets the adjacency table, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param adjacency per triangle and edge the adjacent triangle, or -1; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder adjacencyOwned(IqmFile.Builder builder, int[] adjacency);

    /**
     * Sets the quantised frames, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param frameCount the number of frames
     * @param frameChannelCount ushorts per frame
     * @param values {@code frameCount * frameChannelCount} values; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder framesOwned(IqmFile.Builder builder, int frameCount, int frameChannelCount,
            short[] values);

    /**
     * Sets the bounds, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param bounds 8 floats per frame, or empty; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder boundsOwned(IqmFile.Builder builder, float[] bounds);

    /**
     * Sets bounds of {@code length} floats that {@code later} is still computing: a writer lays
     * the file out at once and waits for them only when it reaches their section.
     *
     * @param builder the builder
     * @param length the number of floats the bounds will have
     * @param later the computation that yields them
     * @return the builder
     */
    public abstract IqmFile.Builder boundsLater(IqmFile.Builder builder, int length, Beside<float[]> later);

    /**
     * Sets the comment section, taking ownership of the array instead of copying it.
     *
     * @param builder the builder
     * @param comment the bytes to store; never modified afterwards
     * @return the builder
     */
    public abstract IqmFile.Builder commentOwned(IqmFile.Builder builder, byte[] comment);

    // ------------------------------------------------------------ parts

    /**
     * A vertex array that takes ownership of {@code data} instead of copying it.
     *
     * @param type the stored type
     * @param flags the array's flags
     * @param format the component format, 0..8
     * @param size components per vertex, 1..4
     * @param data the packed little-endian components; never modified afterwards
     * @return the vertex array
     * @throws IllegalArgumentException as {@link IqmVertexArray}'s public constructor
     */
    public abstract IqmVertexArray vertexArrayOwned(int type, int flags, int format, int size, byte[] data);

    /**
     * A vertex array's data itself.
     *
     * @param array the vertex array
     * @return its array, not a copy; never to be modified
     */
    public abstract byte[] dataUnsafe(IqmVertexArray array);

    /**
     * An extension's payload itself.
     *
     * @param extension the extension
     * @return its array, not a copy; never to be modified
     */
    public abstract byte[] dataUnsafe(IqmExtension extension);

    /**
     * A named extension's payload itself.
     *
     * @param extension the extension
     * @return its array, not a copy; never to be modified
     */
    public abstract byte[] dataUnsafe(IqmNamedExtension extension);

    /**
     * Extras that share the arrays given (an {@link IqmFile}'s, never modified) instead of copying them.
     *
     * @param headerFlags the header's flags
     * @param vertexArrayFlags each vertex array's flags, by the model's attribute name
     * @param adjacency the stored adjacency table, or empty
     * @param adjacencyTriangles the triangles it was read with (shared, never modified), whose
     *     {@link IqmExtras#fingerprint(int[])} the extras take when first asked for it
     * @param poseParents the poses' parents of a file without joints, or empty
     * @param comment the comment section's bytes as stored
     * @param extensions the extensions the model does not decode, in file order
     * @return the extras
     */
    public abstract IqmExtras extrasShared(int headerFlags, Map<String, Integer> vertexArrayFlags, int[] adjacency,
            int[] adjacencyTriangles, int[] poseParents, byte[] comment, List<IqmNamedExtension> extensions);

    /**
     * The extras' adjacency table itself.
     *
     * @param extras the extras
     * @return its array, not a copy; never to be modified
     */
    public abstract int[] adjacencyUnsafe(IqmExtras extras);
}
