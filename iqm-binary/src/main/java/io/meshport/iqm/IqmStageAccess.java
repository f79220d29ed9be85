package io.meshport.iqm;

import io.meshport.io.Beside;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.iqm.internal.IqmLayout;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one {@link IqmDocumentAccess}: hands the stages in {@code io.meshport.iqm.internal.*} this
 * package's package-private parts (arrays without copies, builders that take ownership, the
 * remembered layout), which stay out of the document's public API. {@link IqmFile} installs it.
 */
final class IqmStageAccess extends IqmDocumentAccess {
    @Override
    public Optional<IqmLayout> layout(IqmFile file) {
        return file.layout();
    }

    @Override
    public byte[] textUnsafe(IqmFile file) {
        return file.textUnsafe();
    }

    @Override
    public int[] trianglesUnsafe(IqmFile file) {
        return file.trianglesUnsafe();
    }

    @Override
    public int[] adjacencyUnsafe(IqmFile file) {
        return file.adjacencyUnsafe();
    }

    @Override
    public short[] framesUnsafe(IqmFile file) {
        return file.framesUnsafe();
    }

    @Override
    public float[] boundsUnsafe(IqmFile file) {
        return file.boundsUnsafe();
    }

    @Override
    public int boundsLength(IqmFile file) {
        return file.boundsLength();
    }

    @Override
    public byte[] commentUnsafe(IqmFile file) {
        return file.commentUnsafe();
    }

    @Override
    public IqmFile.Builder layout(IqmFile.Builder builder, IqmLayout layout) {
        return builder.layout(layout);
    }

    @Override
    public IqmFile.Builder textOwned(IqmFile.Builder builder, byte[] text) {
        return builder.textOwned(text);
    }

    @Override
    public IqmFile.Builder trianglesOwned(IqmFile.Builder builder, int[] triangles) {
        return builder.trianglesOwned(triangles);
    }

    @Override
    public IqmFile.Builder trianglesChecked(IqmFile.Builder builder, int[] triangles) {
        return builder.trianglesChecked(triangles);
    }

    @Override
    public IqmFile.Builder adjacencyOwned(IqmFile.Builder builder, int[] adjacency) {
        return builder.adjacencyOwned(adjacency);
    }

    @Override
    public IqmFile.Builder framesOwned(IqmFile.Builder builder, int frameCount, int frameChannelCount,
            short[] values) {
        return builder.framesOwned(frameCount, frameChannelCount, values);
    }

    @Override
    public IqmFile.Builder boundsOwned(IqmFile.Builder builder, float[] bounds) {
        return builder.boundsOwned(bounds);
    }

    @Override
    public IqmFile.Builder boundsLater(IqmFile.Builder builder, int length, Beside<float[]> later) {
        return builder.boundsLater(length, later);
    }

    @Override
    public IqmFile.Builder commentOwned(IqmFile.Builder builder, byte[] comment) {
        return builder.commentOwned(comment);
    }

    @Override
    public IqmVertexArray vertexArrayOwned(int type, int flags, int format, int size, byte[] data) {
        return new IqmVertexArray(type, flags, format, size, data, true);
    }

    @Override
    public byte[] dataUnsafe(IqmVertexArray array) {
        return array.dataUnsafe();
    }

    @Override
    public byte[] dataUnsafe(IqmExtension extension) {
        return extension.dataUnsafe();
    }

    @Override
    public byte[] dataUnsafe(IqmNamedExtension extension) {
        return extension.dataUnsafe();
    }

    @Override
    public IqmExtras extrasShared(int headerFlags, Map<String, Integer> vertexArrayFlags, int[] adjacency,
            int[] adjacencyTriangles, int[] poseParents, byte[] comment, List<IqmNamedExtension> extensions) {
        return new IqmExtras(headerFlags, vertexArrayFlags, adjacency, adjacencyTriangles, 0, poseParents, comment,
                extensions);
    }

    @Override
    public int[] adjacencyUnsafe(IqmExtras extras) {
        return extras.adjacencyUnsafe();
    }
}
