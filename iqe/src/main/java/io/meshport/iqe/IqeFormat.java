package io.meshport.iqe;

import io.meshport.io.Capabilities.Layout;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** IQE for {@link io.meshport.io.ModelIO}: found through {@code META-INF/services}. */
public final class IqeFormat implements ModelFormat {
    private static final byte[] MAGIC = IqeDocumentWriter.HEADER.getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @Override
    public String name() {
        return "iqe";
    }

    @Override
    public List<String> extensions() {
        return List.of("iqe");
    }

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
     * What an IQE file holds exactly, as {@link IqeExporter} writes it and {@link IqeCompiler} reads
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
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.of(DocumentCodec.of(Iqe::readDocument, Iqe::writeDocument, Iqe::toModel));
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqe.read(in, sourceName, diagnostics);
            }

            /** From a file its size is known, so the last blocks of text are cut to finish together. */
            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                return Iqe.read(path, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(Iqe::write);
    }
}
