package io.meshport.iqm;

import io.meshport.iqm.IqmLayout.Section;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes an {@link IqmFile} as IQM v2. When the file remembers the layout it was read with and
 * every section still fits it, the sections go back where they were, so an unchanged file
 * comes out byte for byte as it came in. Otherwise the file is laid out as the reference
 * compiler does: header, text, meshes, vertex arrays, pad to 8, vertex data, triangles,
 * adjacency, joints, poses, anims, frames, bounds, comment, then extensions; every offset
 * 4-aligned (vertex data aligned to its component size), 0 for an empty section.
 */
final class IqmWriter {
    private IqmWriter() {
    }

    static byte[] write(IqmFile file) {
        IqmLayout layout = file.layout().filter(l -> fits(file, l)).orElseGet(
                () -> canonicalLayout(file, file.layout().map(IqmLayout::vertexDataPadded).orElse(true)));
        return place(file, layout);
    }

    /** Byte lengths of the twelve header-placed sections of a file's contents, in {@link Section} order. */
    static long[] sectionLengths(IqmFile f) {
        long frames = (long) f.frameCount() * f.frameChannelCount() * 2;
        return new long[] {
            f.textLength(),
            (long) f.meshes().size() * IqmConstants.MESH_SIZE,
            (long) f.vertexArrays().size() * IqmConstants.VERTEX_ARRAY_SIZE,
            (long) f.triangleCount() * IqmConstants.TRIANGLE_SIZE,
            (long) f.adjacencyUnsafe().length * 4,
            (long) f.joints().size() * IqmConstants.JOINT_SIZE,
            (long) f.poses().size() * IqmConstants.POSE_SIZE,
            (long) f.anims().size() * IqmConstants.ANIM_SIZE,
            frames,
            (long) f.boundsUnsafe().length * 4,
            f.commentUnsafe().length,
            (long) f.extensions().size() * IqmConstants.EXTENSION_SIZE,
        };
    }

    /** Whether the contents can go exactly where the layout says, without overlapping anything. */
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

    /** The reference compiler's order and alignment. */
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

    private static byte[] place(IqmFile f, IqmLayout l) {
        byte[] out = new byte[l.fileLength()];
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        b.put(0, IqmConstants.MAGIC);
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
            f.commentUnsafe().length, l.offset(Section.COMMENT),
            f.extensions().size(), l.offset(Section.EXTENSIONS),
        };
        for (int i = 0; i < header.length; i++) {
            b.putInt(16 + 4 * i, header[i]);
        }
        putBytes(b, l.offset(Section.TEXT), f.textUnsafe());
        putMeshesAndVertexArrays(b, f, l);
        putInts(b, l.offset(Section.TRIANGLES), f.trianglesUnsafe());
        putInts(b, l.offset(Section.ADJACENCY), f.adjacencyUnsafe());
        putSkeletonAndAnimations(b, f, l);
        putBytes(b, l.offset(Section.COMMENT), f.commentUnsafe());
        putExtensions(b, f, l);
        for (int i = 0; i < l.strayCount(); i++) {
            b.put(l.strayOffset(i), l.strayBytes(i));
        }
        return out;
    }

    private static void putMeshesAndVertexArrays(ByteBuffer b, IqmFile f, IqmLayout l) {
        int p = l.offset(Section.MESHES);
        for (IqmMesh m : f.meshes()) {
            b.putInt(p, m.name()).putInt(p + 4, m.material()).putInt(p + 8, m.firstVertex())
                    .putInt(p + 12, m.vertexCount()).putInt(p + 16, m.firstTriangle()).putInt(p + 20, m.triangleCount());
            p += IqmConstants.MESH_SIZE;
        }
        p = l.offset(Section.VERTEX_ARRAYS);
        for (int i = 0; i < f.vertexArrays().size(); i++) {
            IqmVertexArray va = f.vertexArrays().get(i);
            b.putInt(p, va.type()).putInt(p + 4, va.flags()).putInt(p + 8, va.format()).putInt(p + 12, va.size())
                    .putInt(p + 16, l.vertexArrayOffset(i));
            putBytes(b, l.vertexArrayOffset(i), va.dataUnsafe());
            p += IqmConstants.VERTEX_ARRAY_SIZE;
        }
    }

    /** Joints, poses, anims, frames and bounds. */
    private static void putSkeletonAndAnimations(ByteBuffer b, IqmFile f, IqmLayout l) {
        int p = l.offset(Section.JOINTS);
        for (IqmJoint j : f.joints()) {
            b.putInt(p, j.name()).putInt(p + 4, j.parent());
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                b.putFloat(p + 8 + 4 * c, j.pose().channel(c));
            }
            p += IqmConstants.JOINT_SIZE;
        }
        p = l.offset(Section.POSES);
        for (IqmPose pose : f.poses()) {
            b.putInt(p, pose.parent()).putInt(p + 4, pose.channelMask());
            for (int c = 0; c < IqmPose.CHANNELS; c++) {
                b.putFloat(p + 8 + 4 * c, pose.channelOffset(c));
                b.putFloat(p + 48 + 4 * c, pose.channelScale(c));
            }
            p += IqmConstants.POSE_SIZE;
        }
        p = l.offset(Section.ANIMS);
        for (IqmAnim a : f.anims()) {
            b.putInt(p, a.name()).putInt(p + 4, a.firstFrame()).putInt(p + 8, a.frameCount())
                    .putFloat(p + 12, a.framerate()).putInt(p + 16, a.flags());
            p += IqmConstants.ANIM_SIZE;
        }
        short[] frames = f.framesUnsafe();
        if (frames.length != 0) {
            b.slice(l.offset(Section.FRAMES), frames.length * 2).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer()
                    .put(frames);
        }
        float[] bounds = f.boundsUnsafe();
        if (bounds.length != 0) {
            b.slice(l.offset(Section.BOUNDS), bounds.length * 4).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer()
                    .put(bounds);
        }
    }

    /** The extension list, linked in list order; the last link is what the layout remembers (normally 0). */
    private static void putExtensions(ByteBuffer b, IqmFile f, IqmLayout l) {
        for (int i = 0; i < f.extensions().size(); i++) {
            IqmExtension e = f.extensions().get(i);
            int h = l.extensionHeaderOffset(i);
            int next = i + 1 < f.extensions().size() ? l.extensionHeaderOffset(i + 1) : l.lastExtensionNext();
            b.putInt(h, e.name()).putInt(h + 4, e.dataLength()).putInt(h + 8, l.extensionDataOffset(i))
                    .putInt(h + 12, next);
            putBytes(b, l.extensionDataOffset(i), e.dataUnsafe());
        }
    }

    /** An empty section may keep any stored offset, even one past the end: nothing is written then. */
    private static void putBytes(ByteBuffer b, int offset, byte[] values) {
        if (values.length != 0) {
            b.put(offset, values);
        }
    }

    private static void putInts(ByteBuffer b, int offset, int[] values) {
        if (values.length != 0) {
            b.slice(offset, values.length * 4).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().put(values);
        }
    }
}
