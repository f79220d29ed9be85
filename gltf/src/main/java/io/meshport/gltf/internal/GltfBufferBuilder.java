package io.meshport.gltf.internal;

import de.javagl.jgltf.impl.v2.Accessor;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.AccessorDatas;
import de.javagl.jgltf.model.ElementType;
import de.javagl.jgltf.model.GltfConstants;
import de.javagl.jgltf.model.impl.DefaultAccessorModel;
import de.javagl.jgltf.model.impl.DefaultBufferModel;
import de.javagl.jgltf.model.impl.DefaultBufferViewModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import io.meshport.io.Beside;
import io.meshport.model.ComponentType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * The accessors of one glTF model and the one buffer that holds them. Each accessor gets a buffer
 * view of its own (vertex attributes with the {@code ARRAY_BUFFER} target, indices with
 * {@code ELEMENT_ARRAY_BUFFER}, the rest without), starting on a four-byte boundary, so no view is
 * shared; a vertex attribute whose elements are not a multiple of four bytes (ubyte × 3, say) gets
 * the stride glTF requires, its elements padded. The layout is laid here, in bulk copies, rather
 * than by JglTF's {@code BufferStructureBuilder}, which copies byte by byte (a third of the time of
 * writing a large model). Shared by the writer's stages and the write halves of meshport's own extras (triangle
 * streams, originals, in {@code internal.read}), whose accessors it holds too.
 */
public final class GltfBufferBuilder {
    /**
     * Values from which an accessor's range is taken on a thread beside the writer's: the streams
     * of a large mesh (a 1M-vertex mesh's are millions, their ranges a tenth of its export under
     * the first-tier compiler), not an animation's keys or a small model's, which would wait on the
     * thread's start longer than the work takes.
     */
    static final long BESIDE = 1 << 16;

    private final DefaultGltfModel gltf;
    /** The accessors in order, each with its packed bytes and its view's target (null: none). */
    private final List<Pending> pending = new ArrayList<>();
    /**
     * Each accessor's min and max, in the order the accessors were added to the model: taken at
     * once for a small accessor, beside the writer's thread for a large one ({@link #BESIDE}).
     */
    private final List<Supplier<GltfAccessorRange>> ranges = new ArrayList<>();

    /** An accessor with its packed bytes, or its ints themselves ({@link GltfBufferChunks.Chunk}), and its target. */
    private record Pending(DefaultAccessorModel accessor, byte[] data, int[] ints, Integer target) {
    }

    /** A builder that adds its accessors, views and buffer to {@code gltf}. */
    public GltfBufferBuilder(DefaultGltfModel gltf) {
        this.gltf = gltf;
    }

    /** The glTF component type of a model component type glTF has (byte, short, their unsigned kin, uint, float). */
    public static int glComponent(ComponentType t) {
        return switch (t) {
            case BYTE -> GltfConstants.GL_BYTE;
            case UBYTE -> GltfConstants.GL_UNSIGNED_BYTE;
            case SHORT -> GltfConstants.GL_SHORT;
            case USHORT -> GltfConstants.GL_UNSIGNED_SHORT;
            case UINT -> GltfConstants.GL_UNSIGNED_INT;
            case FLOAT -> GltfConstants.GL_FLOAT;
            default -> throw new IllegalArgumentException("glTF accessors have no " + t.word() + " components");
        };
    }

    /** The glTF element type of {@code size} components: SCALAR to VEC4, or MAT4 for 16. */
    public static ElementType elementType(int size) {
        return switch (size) {
            case 1 -> ElementType.SCALAR;
            case 2 -> ElementType.VEC2;
            case 3 -> ElementType.VEC3;
            case 4 -> ElementType.VEC4;
            case 16 -> ElementType.MAT4;
            default -> throw new IllegalArgumentException("no glTF element of " + size + " components");
        };
    }

    /** A vertex attribute of {@code count} elements whose packed little-endian bytes are {@code data}. */
    public DefaultAccessorModel attribute(ComponentType component, int size, boolean normalized, int count, byte[] data) {
        return accessor(glComponent(component), elementType(size), normalized, count, data, null,
                GltfConstants.GL_ARRAY_BUFFER);
    }

    /**
     * Triangle indices: unsigned shorts when every vertex index fits below the restart value 65535,
     * else unsigned ints, which the buffer holds as {@code triangles} itself (only read, written out
     * a block at a time): a copy as bytes was a large mesh's millions of indices in fresh memory.
     */
    public DefaultAccessorModel indices(int[] triangles, int vertexCount) {
        if (vertexCount > 0xffff) {
            return accessor(GltfConstants.GL_UNSIGNED_INT, ElementType.SCALAR, false, triangles.length, null, triangles,
                    GltfConstants.GL_ELEMENT_ARRAY_BUFFER);
        }
        ByteBuffer b = ByteBuffer.allocate(triangles.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        for (int i : triangles) {
            b.putShort((short) i);
        }
        return accessor(GltfConstants.GL_UNSIGNED_SHORT, ElementType.SCALAR, false, triangles.length, b.array(), null,
                GltfConstants.GL_ELEMENT_ARRAY_BUFFER);
    }

    /** Floats that are no vertex data (inverse bind matrices, animation keys), {@code size} to an element. */
    public DefaultAccessorModel floats(float[] values, int size) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        return accessor(GltfConstants.GL_FLOAT, elementType(size), false, values.length / size, b.array(), null, null);
    }

    /**
     * Data that is neither vertex attributes nor indices nor floats of the scene ({@code count}
     * elements of {@code size} components, packed little-endian in {@code data}), which only
     * meshport's {@code extras} refer to: hence the index the accessor will have in the file.
     */
    public int data(ComponentType component, int size, int count, byte[] data) {
        accessor(glComponent(component), elementType(size), false, count, data, null, null);
        return gltf.getAccessorModels().size() - 1;
    }

    /** An accessor of {@code data}, or of {@code ints} (unsigned ints, one a scalar element) when {@code data} is null. */
    private DefaultAccessorModel accessor(int glComponent, ElementType type, boolean normalized, int count,
            byte[] data, int[] ints, Integer target) {
        DefaultAccessorModel a = new DefaultAccessorModel(glComponent, count, type);
        a.setNormalized(normalized);
        // JglTF's creator takes each accessor's min and max from its data, a generic getter call a
        // value: it gets none, and the writer sets the range taken here in one pass over the bytes
        a.setAccessorData(AccessorDatas.create(glComponent, ByteBuffer.allocate(0), 0, 0, type, null));
        gltf.addAccessorModel(a);
        int size = type.getNumComponents();
        Supplier<GltfAccessorRange> range = () -> data == null ? GltfAccessorRange.ofUnsignedInts(ints)
                : GltfAccessorRange.of(glComponent, size, count, data);
        if ((long) count * size >= BESIDE) {
            ranges.add(beside(range)::join);
        } else {
            GltfAccessorRange taken = range.get();
            ranges.add(() -> taken);
        }
        pending.add(new Pending(a, data, ints, target));
        return a;
    }

    /**
     * What {@link #finish()} laid out: each accessor's min and max, in the model's accessor order,
     * for {@link #setRanges(GlTF, List)}, and the bytes of the buffer, or null when there is none.
     *
     * @param ranges the accessors' ranges
     * @param buffer the buffer's bytes, which the model's buffer does not hold (its data is a
     *     stand-in: {@link #setLength} gives the JSON its length)
     */
    public record Finished(List<GltfAccessorRange> ranges, GltfBufferChunks buffer) {
    }

    /**
     * Lays the accessors out in one buffer and adds the views and the buffer to the model; the
     * buffer's bytes stay in the accessors' arrays ({@link GltfBufferChunks}).
     */
    public Finished finish() {
        List<GltfAccessorRange> all = new ArrayList<>();
        for (Supplier<GltfAccessorRange> range : ranges) {
            all.add(range.get());
        }
        all = List.copyOf(all);
        if (pending.isEmpty()) {
            return new Finished(all, null);
        }
        long total = 0;
        for (Pending p : pending) {
            total = align(total) + (long) p.accessor.getCount() * stride(p);
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("a glTF buffer of " + total + " bytes: GltfModelBuilder checks the size first");
        }
        DefaultBufferModel bufferModel = new DefaultBufferModel();
        bufferModel.setUri("buffer.bin");
        List<GltfBufferChunks.Chunk> chunks = new ArrayList<>();
        int at = 0;
        for (Pending p : pending) {
            at = (int) align(at);
            int packed = p.accessor.getElementType().getByteStride(p.accessor.getComponentType());
            int stride = stride(p);
            int count = p.accessor.getCount();
            chunks.add(new GltfBufferChunks.Chunk(p.data, p.ints, at, packed, stride, count));
            DefaultBufferViewModel view = new DefaultBufferViewModel(p.target);
            view.setBufferModel(bufferModel);
            view.setByteOffset(at);
            view.setByteLength(count * stride);
            view.setByteStride(stride == packed ? null : stride);
            p.accessor.setBufferViewModel(view);
            p.accessor.setByteOffset(0);
            gltf.addBufferViewModel(view);
            at += count * stride;
        }
        // a stand-in of one byte (JglTF's creator refuses a buffer of none), whose length setLength
        // puts right in the JSON: the bytes themselves stay in the chunks
        bufferModel.setBufferData(ByteBuffer.allocate((int) Math.min(1, total)));
        gltf.addBufferModel(bufferModel);
        pending.clear();
        return new Finished(all, new GltfBufferChunks(chunks, (int) total));
    }

    /**
     * Gives the buffer of the JSON JglTF's creator made of this builder's model the length of
     * {@code buffer}, in place of the stand-in's it took from the buffer model.
     */
    public static void setLength(GlTF json, GltfBufferChunks buffer) {
        if (buffer != null && json.getBuffers() != null && !json.getBuffers().isEmpty()) {
            json.getBuffers().get(0).setByteLength(buffer.length());
        }
    }

    /**
     * Sets on the accessors JglTF's creator made of this builder's model the min and max
     * {@link #finish()} returned, in place of the ones it took from accessor data of no elements.
     *
     * @throws IllegalStateException when the numbers of accessors differ (an accessor not made here)
     */
    public static void setRanges(GlTF json, List<GltfAccessorRange> ranges) {
        List<Accessor> accessors = json.getAccessors() == null ? List.of() : json.getAccessors();
        if (accessors.size() != ranges.size()) {
            throw new IllegalStateException(accessors.size() + " accessors and " + ranges.size() + " ranges");
        }
        for (int i = 0; i < ranges.size(); i++) {
            accessors.get(i).setMin(ranges.get(i).min().clone());
            accessors.get(i).setMax(ranges.get(i).max().clone());
        }
    }

    /**
     * {@code range} taken on a thread of its own ({@link Beside}), or by the writer when it comes
     * to it before that thread has started it, so that the writer never waits for a start.
     */
    private static Beside<GltfAccessorRange> beside(Supplier<GltfAccessorRange> range) {
        AtomicBoolean taken = new AtomicBoolean();
        Supplier<GltfAccessorRange> once = () -> taken.compareAndSet(false, true) ? range.get() : null;
        return Beside.start("gltf-accessor-range", once, once);
    }

    /** Bytes from one element to the next: packed, or for a vertex attribute rounded up to four bytes as glTF requires. */
    private static int stride(Pending p) {
        int packed = p.accessor.getElementType().getByteStride(p.accessor.getComponentType());
        boolean vertex = p.target != null && p.target == GltfConstants.GL_ARRAY_BUFFER;
        return vertex ? (packed + 3) & ~3 : packed;
    }

    private static long align(long offset) {
        return (offset + 3) & ~3L;
    }
}
