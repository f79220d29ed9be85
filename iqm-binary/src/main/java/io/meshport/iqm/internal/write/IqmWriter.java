package io.meshport.iqm.internal.write;

import io.meshport.iqm.IqmAnim;
import io.meshport.iqm.IqmExtension;
import io.meshport.iqm.IqmFile;
import io.meshport.iqm.IqmJoint;
import io.meshport.iqm.IqmMesh;
import io.meshport.iqm.IqmPose;
import io.meshport.iqm.IqmVertexArray;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.IqmDocumentAccess;
import io.meshport.iqm.internal.IqmLayout;
import io.meshport.iqm.internal.IqmLayout.Section;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Writes an {@link IqmFile} as IQM v2. When the file remembers the layout it was read with and
 * every section still fits it, the sections go back where they were, so an unchanged file
 * comes out byte for byte as it came in. Otherwise the file is laid out as the reference
 * compiler does: header, text, meshes, vertex arrays, pad to 8, vertex data, triangles,
 * adjacency, joints, poses, anims, frames, bounds, comment, then extensions; every offset
 * 4-aligned (vertex data aligned to its component size), 0 for an empty section.
 */
public final class IqmWriter {
    /** The document's arrays are written from where they are, not copied first. */
    private static final IqmDocumentAccess ACCESS = IqmDocumentAccess.get();

    private IqmWriter() {
    }

    /**
     * The file's bytes in memory; see {@link #write(IqmFile, OutputStream)}.
     *
     * @param file the file to write
     * @return its bytes, a new array
     * @throws IllegalArgumentException when the file would exceed 2 GiB
     */
    public static byte[] write(IqmFile file) {
        IqmLayout layout = layoutOf(file);
        ByteArrayOutputStream out = new ByteArrayOutputStream(layout.fileLength());
        try {
            stream(file, layout, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array stream does not fail
        }
        return out.toByteArray();
    }

    /**
     * Writes the file to {@code out} section by section in file order, through a small buffer: no
     * image of the whole file is ever held, so writing costs no memory beyond the document.
     *
     * @param file the file to write
     * @param out where the bytes go; not closed
     * @throws IOException when the stream fails
     * @throws IllegalArgumentException when the file would exceed 2 GiB (before anything is written)
     */
    public static void write(IqmFile file, OutputStream out) throws IOException {
        stream(file, layoutOf(file), out);
    }

    private static IqmLayout layoutOf(IqmFile file) {
        return ACCESS.layout(file).filter(l -> fits(file, l)).orElseGet(
                () -> canonicalLayout(file, ACCESS.layout(file).map(IqmLayout::vertexDataPadded).orElse(true)));
    }

    /**
     * Byte lengths of the twelve header-placed sections of a file's contents, in {@link Section} order.
     *
     * @param f the file
     * @return a new array of {@link IqmLayout#SECTIONS} lengths
     */
    static long[] sectionLengths(IqmFile f) {
        long frames = (long) f.frameCount() * f.frameChannelCount() * 2;
        return new long[] {
            f.textLength(),
            (long) f.meshes().size() * IqmConstants.MESH_SIZE,
            (long) f.vertexArrays().size() * IqmConstants.VERTEX_ARRAY_SIZE,
            (long) f.triangleCount() * IqmConstants.TRIANGLE_SIZE,
            (long) ACCESS.adjacencyUnsafe(f).length * 4,
            (long) f.joints().size() * IqmConstants.JOINT_SIZE,
            (long) f.poses().size() * IqmConstants.POSE_SIZE,
            (long) f.anims().size() * IqmConstants.ANIM_SIZE,
            frames,
            (long) ACCESS.boundsLength(f) * 4,
            ACCESS.commentUnsafe(f).length,
            (long) f.extensions().size() * IqmConstants.EXTENSION_SIZE,
        };
    }

    /**
     * Whether the contents can go exactly where the layout says, without overlapping anything.
     *
     * @param f the file
     * @param l a layout, such as the one it was read with
     * @return true when the writer would follow the layout
     */
    static boolean fits(IqmFile f, IqmLayout l) {
        long[] lengths = sectionLengths(f);
        if (l.vertexArrayCount() != f.vertexArrays().size() || l.extensionCount() != f.extensions().size()) {
            return false;
        }
        List<long[]> ranges = new ArrayList<>();
        ranges.add(new long[] {0, IqmConstants.HEADER_SIZE});
        for (Section s : Section.values()) {
            if (lengths[s.ordinal()] != l.length(s)) {
                return false;
            }
            if (s != Section.EXTENSIONS && lengths[s.ordinal()] != 0) {
                ranges.add(new long[] {l.offset(s), l.offset(s) + lengths[s.ordinal()]});
            }
        }
        for (int i = 0; i < l.vertexArrayCount(); i++) {
            long start = l.vertexArrayOffset(i);
            ranges.add(new long[] {start, start + f.vertexArrays().get(i).dataLength()});
        }
        for (int i = 0; i < l.extensionCount(); i++) {
            long header = l.extensionHeaderOffset(i);
            ranges.add(new long[] {header, header + IqmConstants.EXTENSION_SIZE});
            long data = l.extensionDataOffset(i);
            ranges.add(new long[] {data, data + f.extensions().get(i).dataLength()});
        }
        for (int i = 0; i < l.strayCount(); i++) {
            ranges.add(new long[] {l.strayOffset(i), l.strayOffset(i) + l.strayBytes(i).length});
        }
        ranges.removeIf(r -> r[0] == r[1]);
        ranges.sort((a, b) -> Long.compare(a[0], b[0]));
        long end = 0;
        for (long[] r : ranges) {
            if (r[0] < end || r[1] > l.fileLength()) {
                return false;
            }
            end = r[1];
        }
        return true;
    }

    /**
     * The reference compiler's order and alignment.
     *
     * @param f the file
     * @param padVertexData whether vertex data starts 8-byte aligned (the reference compiler) or
     *     right after the vertex array table (the Blender exporter)
     * @return a new layout for the file's contents
     * @throws IllegalArgumentException when the file would exceed 2 GiB
     */
    static IqmLayout canonicalLayout(IqmFile f, boolean padVertexData) {
        long[] lengths = sectionLengths(f);
        int[] offsets = new int[IqmLayout.SECTIONS];
        long pos = IqmConstants.HEADER_SIZE;
        int[] arrayOffsets = new int[f.vertexArrays().size()];
        int[] extHeaders = new int[f.extensions().size()];
        int[] extData = new int[f.extensions().size()];
        for (Section s : Section.values()) {
            long length = lengths[s.ordinal()];
            if (s == Section.TRIANGLES && !f.vertexArrays().isEmpty()) {
                // Vertex data sits between the vertex array table and the triangles.
                if (padVertexData) {
                    pos = align(pos, 8);
                }
                for (int i = 0; i < arrayOffsets.length; i++) {
                    IqmVertexArray va = f.vertexArrays().get(i);
                    pos = align(pos, Math.max(4, IqmConstants.formatBytes(va.format())));
                    arrayOffsets[i] = checkedInt(pos);
                    pos += va.dataLength();
                }
            }
            if (s == Section.EXTENSIONS) {
                for (int i = 0; i < extHeaders.length; i++) {
                    pos = align(pos, 4);
                    extHeaders[i] = checkedInt(pos);
                    pos += IqmConstants.EXTENSION_SIZE;
                    int dataLength = f.extensions().get(i).dataLength();
                    extData[i] = dataLength == 0 ? 0 : checkedInt(pos);
                    pos += dataLength;
                }
                offsets[s.ordinal()] = extHeaders.length == 0 ? 0 : extHeaders[0];
                continue;
            }
            if (length != 0) {
                pos = align(pos, 4);
                offsets[s.ordinal()] = checkedInt(pos);
                pos += length;
            }
        }
        int total = checkedInt(pos);
        return new IqmLayout(total, total, offsets, lengths, arrayOffsets, extHeaders, extData, 0, new int[0],
                new byte[0][]);
    }

    private static long align(long pos, int to) {
        return (pos + to - 1) / to * to;
    }

    private static int checkedInt(long pos) {
        if (pos > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the file would be larger than 2 GiB, more than this writer supports");
        }
        return (int) pos;
    }

    /** One run of bytes the file holds at {@code offset}. */
    private record Piece(long offset, long length, Content content) {
    }

    @FunctionalInterface
    private interface Content {
        void writeTo(IqmSink sink) throws IOException;
    }

    /** The pieces in file order, gaps between them written as zeros, up to the layout's length. */
    private static void stream(IqmFile f, IqmLayout l, OutputStream out) throws IOException {
        List<Piece> pieces = pieces(f, l);
        pieces.sort(Comparator.comparingLong(Piece::offset));
        IqmSink sink = new IqmSink(out, l.fileLength());
        for (Piece p : pieces) {
            if (p.offset() < sink.position()) {
                // fits() and canonicalLayout() never let sections overlap
                throw new IllegalStateException("IQM sections overlap at " + p.offset());
            }
            sink.zeros(p.offset() - sink.position());
            p.content().writeTo(sink);
            if (sink.position() != p.offset() + p.length()) {
                throw new IllegalStateException("a section at " + p.offset() + " wrote " + (sink.position()
                        - p.offset()) + " bytes, not " + p.length());
            }
        }
        sink.zeros(l.fileLength() - sink.position());
        sink.flush();
    }

    private static List<Piece> pieces(IqmFile f, IqmLayout l) {
        List<Piece> pieces = new ArrayList<>();
        pieces.add(new Piece(0, IqmConstants.HEADER_SIZE, sink -> header(sink, f, l)));
        add(pieces, l.offset(Section.TEXT), ACCESS.textUnsafe(f).length, sink -> sink.put(ACCESS.textUnsafe(f)));
        add(pieces, l.offset(Section.MESHES), (long) f.meshes().size() * IqmConstants.MESH_SIZE, sink -> {
            for (IqmMesh m : f.meshes()) {
                sink.putInt(m.name()).putInt(m.material()).putInt(m.firstVertex()).putInt(m.vertexCount())
                        .putInt(m.firstTriangle()).putInt(m.triangleCount());
            }
        });
        add(pieces, l.offset(Section.VERTEX_ARRAYS), (long) f.vertexArrays().size() * IqmConstants.VERTEX_ARRAY_SIZE,
                sink -> {
                    for (int i = 0; i < f.vertexArrays().size(); i++) {
                        IqmVertexArray va = f.vertexArrays().get(i);
                        sink.putInt(va.type()).putInt(va.flags()).putInt(va.format()).putInt(va.size())
                                .putInt(l.vertexArrayOffset(i));
                    }
                });
        for (int i = 0; i < f.vertexArrays().size(); i++) {
            byte[] data = ACCESS.dataUnsafe(f.vertexArrays().get(i));
            add(pieces, l.vertexArrayOffset(i), data.length, sink -> sink.put(data));
        }
        add(pieces, l.offset(Section.TRIANGLES), ACCESS.trianglesUnsafe(f).length * 4L,
                sink -> sink.putInts(ACCESS.trianglesUnsafe(f)));
        add(pieces, l.offset(Section.ADJACENCY), ACCESS.adjacencyUnsafe(f).length * 4L,
                sink -> sink.putInts(ACCESS.adjacencyUnsafe(f)));
        add(pieces, l.offset(Section.JOINTS), (long) f.joints().size() * IqmConstants.JOINT_SIZE, sink -> {
            for (IqmJoint j : f.joints()) {
                sink.putInt(j.name()).putInt(j.parent());
                for (int c = 0; c < IqmPose.CHANNELS; c++) {
                    sink.putFloat(j.pose().channel(c));
                }
            }
        });
        add(pieces, l.offset(Section.POSES), (long) f.poses().size() * IqmConstants.POSE_SIZE, sink -> {
            for (IqmPose pose : f.poses()) {
                sink.putInt(pose.parent()).putInt(pose.channelMask());
                for (int c = 0; c < IqmPose.CHANNELS; c++) {
                    sink.putFloat(pose.channelOffset(c));
                }
                for (int c = 0; c < IqmPose.CHANNELS; c++) {
                    sink.putFloat(pose.channelScale(c));
                }
            }
        });
        add(pieces, l.offset(Section.ANIMS), (long) f.anims().size() * IqmConstants.ANIM_SIZE, sink -> {
            for (IqmAnim a : f.anims()) {
                sink.putInt(a.name()).putInt(a.firstFrame()).putInt(a.frameCount()).putFloat(a.framerate())
                        .putInt(a.flags());
            }
        });
        add(pieces, l.offset(Section.FRAMES), ACCESS.framesUnsafe(f).length * 2L,
                sink -> sink.putShorts(ACCESS.framesUnsafe(f)));
        // bounds may still be being computed: the sections before them are written meanwhile
        add(pieces, l.offset(Section.BOUNDS), ACCESS.boundsLength(f) * 4L,
                sink -> sink.putFloats(ACCESS.boundsUnsafe(f)));
        add(pieces, l.offset(Section.COMMENT), ACCESS.commentUnsafe(f).length,
                sink -> sink.put(ACCESS.commentUnsafe(f)));
        // the extension list, linked in list order; the last link is what the layout remembers (normally 0)
        for (int i = 0; i < f.extensions().size(); i++) {
            IqmExtension e = f.extensions().get(i);
            int data = l.extensionDataOffset(i);
            int next = i + 1 < f.extensions().size() ? l.extensionHeaderOffset(i + 1) : l.lastExtensionNext();
            add(pieces, l.extensionHeaderOffset(i), IqmConstants.EXTENSION_SIZE,
                    sink -> sink.putInt(e.name()).putInt(e.dataLength()).putInt(data).putInt(next));
            add(pieces, data, ACCESS.dataUnsafe(e).length, sink -> sink.put(ACCESS.dataUnsafe(e)));
        }
        for (int i = 0; i < l.strayCount(); i++) {
            byte[] stray = l.strayBytes(i);
            add(pieces, l.strayOffset(i), stray.length, sink -> sink.put(stray));
        }
        return pieces;
    }

    /** An empty section may keep any stored offset, even one past the end: nothing is written then. */
    private static void add(List<Piece> pieces, long offset, long length, Content content) {
        if (length != 0) {
            pieces.add(new Piece(offset, length, content));
        }
    }

    private static void header(IqmSink sink, IqmFile f, IqmLayout l) throws IOException {
        sink.put(IqmConstants.MAGIC);
        int[] header = {
            IqmConstants.VERSION, l.headerFilesize(), f.flags(),
            f.textLength(), l.offset(Section.TEXT),
            f.meshes().size(), l.offset(Section.MESHES),
            f.vertexArrays().size(), f.vertexCount(), l.offset(Section.VERTEX_ARRAYS),
            f.triangleCount(), l.offset(Section.TRIANGLES), l.offset(Section.ADJACENCY),
            f.joints().size(), l.offset(Section.JOINTS),
            f.poses().size(), l.offset(Section.POSES),
            f.anims().size(), l.offset(Section.ANIMS),
            f.frameCount(), f.frameChannelCount(), l.offset(Section.FRAMES), l.offset(Section.BOUNDS),
            ACCESS.commentUnsafe(f).length, l.offset(Section.COMMENT),
            f.extensions().size(), l.offset(Section.EXTENSIONS),
        };
        for (int value : header) {
            sink.putInt(value);
        }
    }
}
