package io.meshport.iqm;

import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.iqm.internal.IqmConstants;
import io.meshport.iqm.internal.compile.IqmCompiler;
import io.meshport.iqm.internal.export.IqmEngineBlends;
import io.meshport.iqm.internal.export.IqmExporter;
import io.meshport.iqm.internal.read.IqmReader;
import io.meshport.iqm.internal.write.IqmWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;

/**
 * Inter-Quake Model binary files (v2 read and written, v1 read and upgraded to v2): its four stages
 * on meshport's format template. Read and write through {@link #newReader()} and
 * {@link #newWriter()} (or {@link Iqm}'s reader() and writer()); found by {@link io.meshport.io.ModelIO}
 * through {@code META-INF/services}, and detected by its magic {@code INTERQUAKEMODEL\0}.
 *
 * <p>Files are memory-mapped, never copied whole; documents ({@link IqmFile}) write back the bytes
 * of any file they were read from. Bad input throws {@link ModelFormatException} naming the header
 * field and byte offset.
 */
public final class IqmFormat extends DocumentFormat<IqmFile> {
    /** The largest file the reader maps: IQM offsets are 32-bit and Java buffers stop at 2 GiB. */
    private static final long MAX_FILE_BYTES = Integer.MAX_VALUE;

    /**
     * IQM stores any component type and size for every kind and for named custom streams, a
     * skeleton, animations, per-frame bounds and a comment; all meshes share one set of vertex
     * arrays. Through meshport's own custom arrays and extensions it also holds any number of
     * texcoord and colour sets, triangle streams of any layout and every extra that has an
     * {@link io.meshport.io.ExtraCodec}, so that model → IQM → model loses nothing. Blend data is
     * declared in the layouts the engines load (weights ubyte×4, indexes ubyte×4, ushort×4 past 256
     * joints): the writer re-encodes any other unless {@link #BLENDS_SETTING} keeps it
     * ({@link #KEEPING_BLENDS}).
     */
    static final Capabilities CAPABILITIES = capabilitiesOfIqm(false, true);

    /** What IQM holds with {@link #BLENDS_SETTING} {@code keep}: blend data in any layout too. */
    static final Capabilities KEEPING_BLENDS = capabilitiesOfIqm(true, true);

    /**
     * The setting that leaves every extension out ({@code none}; default {@code keep}): the ones read
     * with the model (FTE's, say) and meshport's own (triangle streams, other formats' data), as FTE's
     * {@code iqmtool -n} does, for a loader that trips on them or a smaller file.
     */
    public static final String EXTENSIONS_SETTING = "iqm.extensions";

    /**
     * The setting that chooses how blend data is written: {@code bytes} (the default) writes blend
     * weights in another layout than ubyte×4 as ubyte×4 summing to 255, as the reference compiler
     * keeps them (indexes ubyte×4), the only layout Tesseract, Daemon and DarkPlaces load;
     * {@code keep} writes them in the model's layout (float weights from glTF or FBX, which only FTE
     * loads), losing nothing.
     */
    public static final String BLENDS_SETTING = "iqm.blends";

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public IqmFormat() {
        super(IqmConstants.FORMAT_NAME, List.of("iqm"), CAPABILITIES, true);
    }

    private static Capabilities capabilitiesOfIqm(boolean anyBlendLayout, boolean extensions) {
        Capabilities.Builder caps = Capabilities.builder();
        for (AttributeKind kind : AttributeKind.values()) {
            caps.layouts(kind, Capabilities.anyLayout());
        }
        if (!anyBlendLayout) {
            caps.layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                    Capabilities.layout(ComponentType.USHORT, 4)));
            caps.layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)));
        }
        // Sets are custom arrays named meshport:texcoordN / meshport:colorN: no limit but int's.
        return caps.texcoordSets(Integer.MAX_VALUE).colorSets(Integer.MAX_VALUE)
                .triangleStreams(extensions ? Capabilities.anyLayout() : List.of()).codecExtras(extensions)
                .skeleton(true).animations(true).bounds(true).comment(true).meshNames(true).materials(true)
                .conventions(Conventions.Z_UP_RIGHT_CW).extra(IqmExtras.class).uniformStreams(true).build();
    }

    /** The magic {@code INTERQUAKEMODEL\0} at the very start. */
    @Override
    public boolean probe(byte[] head) {
        return head != null && head.length >= IqmConstants.MAGIC.length
                && Arrays.equals(head, 0, IqmConstants.MAGIC.length, IqmConstants.MAGIC, 0, IqmConstants.MAGIC.length);
    }

    /**
     * The stream's bytes (a stream cannot be mapped), as stored (v1 upgraded to v2): no more than the
     * header's {@code filesize} says, so a stream that never ends ({@code /dev/zero}) is refused at its
     * header rather than read until memory runs out.
     */
    @Override
    protected IqmFile parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        int headLength = IqmConstants.MAGIC.length + 8;
        byte[] head = in.readNBytes(headLength);
        if (head.length < headLength || !probe(head)) {
            return IqmReader.read(head, sourceName, diagnostics);
        }
        long fileSize = ByteBuffer.wrap(head, headLength - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xFFFFFFFFL;
        if (fileSize > MAX_FILE_BYTES) {
            throw ModelFormatException.atOffset(sourceName, headLength - 4, "filesize", "file of " + fileSize
                    + " bytes is larger than 2 GiB");
        }
        byte[] rest = in.readNBytes((int) Math.max(0, fileSize - headLength));
        byte[] all = Arrays.copyOf(head, head.length + rest.length);
        System.arraycopy(rest, 0, all, head.length, rest.length);
        return IqmReader.read(all, sourceName, diagnostics);
    }

    /** The file mapped, not copied (v1 upgraded to v2); files over 2 GiB are refused. */
    @Override
    protected IqmFile parse(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        String source = ModelIO.sourceName(file);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = ch.size();
            if (size > MAX_FILE_BYTES) {
                throw ModelFormatException.inSource(source, "file of " + size + " bytes is larger than 2 GiB");
            }
            ByteBuffer mapped = ch.map(FileChannel.MapMode.READ_ONLY, 0, size);
            try {
                return IqmReader.read(mapped, source, diagnostics);
            } catch (InternalError e) {
                // What a mapped read raises when another process truncates the file meanwhile.
                throw new IOException(source + ": the file changed while it was read", e);
            }
        }
    }

    /** The model of a file: what every format shares, and {@link IqmExtras} for the rest ({@code IqmCompiler}). */
    @Override
    protected Model compile(IqmFile document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqmCompiler.compile(document, sourceName, diagnostics);
    }

    /** {@link #BLENDS_SETTING}'s value is {@code bytes} or {@code keep}, {@link #EXTENSIONS_SETTING}'s keep or none. */
    @Override
    protected void checkSettings(WriteOptions options) {
        keepsBlends(options);
        keepsExtensions(options);
    }

    /** Blend data in the layout the engines load, unless {@link #BLENDS_SETTING} keeps the model's. */
    @Override
    protected Model prepare(Model model, WriteOptions options, Diagnostics losses) {
        return keepsBlends(options) ? model : IqmEngineBlends.engineLayout(model, losses);
    }

    /**
     * With {@link #BLENDS_SETTING} {@code keep}, blend data in any layout is kept; with
     * {@link #EXTENSIONS_SETTING} {@code none}, neither triangle streams nor other formats' data.
     */
    @Override
    protected Capabilities lossCapabilities(WriteOptions options) {
        boolean blends = keepsBlends(options);
        return keepsExtensions(options) ? (blends ? KEEPING_BLENDS : CAPABILITIES)
                : capabilitiesOfIqm(blends, false);
    }

    private static boolean keepsExtensions(WriteOptions options) {
        String value = options.formatSettings().getOrDefault(EXTENSIONS_SETTING, "keep").strip();
        if (!value.equals("keep") && !value.equals("none")) {
            throw new IllegalArgumentException(EXTENSIONS_SETTING + " is '" + value + "': it takes keep or none");
        }
        return value.equals("keep");
    }

    private static boolean keepsBlends(WriteOptions options) {
        String value = options.formatSettings().getOrDefault(BLENDS_SETTING, "bytes").strip();
        if (!value.equals("bytes") && !value.equals("keep")) {
            throw new IllegalArgumentException(BLENDS_SETTING + " is '" + value + "': it takes bytes or keep");
        }
        return value.equals("keep");
    }

    /**
     * The file for a model: animations quantised, adjacency and skinned bounds derived when
     * missing ({@code IqmExporter}).
     *
     * @throws ModelFormatException when the model has what IQM cannot store at all (a NUL in a name,
     *     more than 32-bit counts and offsets address)
     */
    @Override
    protected IqmFile export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return IqmExporter.export(model, keepsExtensions(options), losses);
    }

    /**
     * Streams the file section by section through a small buffer, in the remembered layout when it
     * still fits, the reference compiler's otherwise: no image of the file is held besides the
     * document.
     *
     * @throws ModelFormatException when the file would exceed 2 GiB (before anything is written)
     */
    @Override
    protected void print(IqmFile document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        try {
            IqmWriter.write(document, out);
        } catch (IllegalArgumentException e) {
            // too large a file is a format error where the caller expects I/O errors
            throw ModelFormatException.inSource(null, e.getMessage()).withCause(e);
        }
    }
}
