package io.meshport.iqe;

import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities.Layout;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.iqe.internal.compile.IqeCompiler;
import io.meshport.iqe.internal.export.IqeExporter;
import io.meshport.iqe.internal.read.IqeReader;
import io.meshport.iqe.internal.write.IqeDocumentWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Inter-Quake Export text: its four stages on meshport's format template. Read and write through
 * {@link #newReader()} and {@link #newWriter()} (or {@link Iqe}'s reader() and writer()); found by
 * {@link io.meshport.io.ModelIO} through {@code META-INF/services}.
 *
 * <p>Text is UTF-8 (IQE's syntax is ASCII; names pass through, and malformed bytes become U+FFFD
 * rather than errors, as names are opaque). Bad input throws
 * {@link io.meshport.io.ModelFormatException} with {@code file:line:col}; tolerated oddities
 * (unknown commands, an unclosed quote) are reported as warnings. Documents ({@link IqeDocument})
 * keep everything the file says.
 */
public final class IqeFormat extends DocumentFormat<IqeDocument> {
    private static final byte[] MAGIC = IqeDocumentWriter.HEADER.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public IqeFormat() {
        super("iqe", List.of("iqe"), CAPABILITIES, true);
    }

    /** The IQE header, {@code # Inter-Quake Export}, at the very start (after a UTF-8 byte order mark). */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int at = startsWith(head, BOM, 0) ? BOM.length : 0;
        return startsWith(head, MAGIC, at);
    }

    private static boolean startsWith(byte[] head, byte[] prefix, int at) {
        if (head.length - at < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (head[at + i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * What an IQE file holds exactly, as {@code IqeExporter} writes it and {@code IqeCompiler} reads
     * it back. Numbers are text that reads back as the same float, so a layout is held when every
     * value of its component type is a float: positions, texcoords, normals and tangents as floats
     * (a smaller component type widens to them), colours as ubyte or float, blend indexes and
     * weights as ubyte × 4, and up to ten custom streams of any component type up to float (int,
     * uint and double values would be rounded). One texcoord and one colour set, triangle streams
     * of those layouts (as custom vertex streams: {@code TriangleStreamVertices}), no per-frame bounds (the IQM compiler computes them), one set of vertex arrays per
     * file (every mesh has the same streams). Normals are generated when absent and tangents when
     * texcoords exist, so every mesh read back has them. Z up, right-handed, clockwise, as
     * every Quake-family tool reads it.
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TANGENT, List.of(Capabilities.layout(ComponentType.FLOAT, 4)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                    Capabilities.layout(ComponentType.FLOAT, 4)))
            .layouts(AttributeKind.CUSTOM, customLayouts()).triangleStreams(customLayouts())
            .skeleton(true).animations(true).comment(true).meshNames(true).materials(true)
            .conventions(Conventions.Z_UP_RIGHT_CW).required(AttributeKind.NORMAL).tangentsWithTexcoords(true)
            .uniformStreams(true).build();

    /** Custom streams: every component type whose values are all floats, in sizes 1 to 4. */
    private static List<Layout> customLayouts() {
        List<Layout> layouts = new ArrayList<>();
        for (ComponentType t : List.of(ComponentType.BYTE, ComponentType.UBYTE, ComponentType.SHORT,
                ComponentType.USHORT, ComponentType.HALF, ComponentType.FLOAT)) {
            for (int size = 1; size <= 4; size++) {
                layouts.add(Capabilities.layout(t, size));
            }
        }
        return layouts;
    }

    @Override
    protected IqeDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return new IqeReader(sourceName, diagnostics).read(in, -1);
    }

    /**
     * The file's bytes as a stream is read, decoded the same way; the size lets the last blocks of
     * text be cut small to finish together. A pipe or device has no size to go by (it says 0).
     */
    @Override
    protected IqeDocument parse(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        long size = Files.isRegularFile(file) ? Files.size(file) : -1;
        try (InputStream in = Files.newInputStream(file)) {
            return new IqeReader(ModelIO.sourceName(file), diagnostics).read(in, size);
        }
    }

    /**
     * The document's meaning as a model (iqe.txt's semantics: defaults, faces, generated normals
     * and tangents, poses, animations; {@code IqeCompiler}). Errors name the document's source lines.
     */
    @Override
    protected Model compile(IqeDocument document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        return IqeCompiler.compile(document, sourceName, diagnostics);
    }

    /** As {@link #compile}, freeing the document's parts while the model grows: the document is the template's alone. */
    @Override
    protected Model compileOwned(IqeDocument document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        // the compiler frees the document as it goes through its package-private discardBefore
        return IqeCompiler.compileOwned(document, document::discardBefore, sourceName, diagnostics);
    }

    /**
     * A document that says what {@code model} holds ({@code IqeExporter}); what only IQE's spelling
     * loses is reported to {@code losses}. IQE has no settings, and writes every model.
     */
    @Override
    protected IqeDocument export(Model model, WriteOptions options, Diagnostics losses) {
        return IqeExporter.export(model, losses);
    }

    /** The document as UTF-8 text ({@code IqeDocumentWriter}); IQE has one spelling, whatever the file's name. */
    @Override
    protected void print(IqeDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        IqeDocumentWriter.write(document, out);
    }
}
