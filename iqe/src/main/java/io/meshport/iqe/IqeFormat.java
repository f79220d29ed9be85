package io.meshport.iqe;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.Capabilities;
import io.meshport.io.Capabilities.Layout;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
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
     * IQE writes numbers as text, so it holds what reads back exactly: floats, and small integer
     * types. It derives normals when absent and tangents when texcoords exist, so models it round
     * trips always have them. One texcoord and one colour set, up to ten custom streams, no
     * per-frame bounds (the IQM compiler computes them) and one set of vertex arrays per file.
     */
    @Override
    public Capabilities capabilities() {
        List<Layout> customs = List.of(Capabilities.layout(ComponentType.FLOAT, 1),
                Capabilities.layout(ComponentType.FLOAT, 4), Capabilities.layout(ComponentType.UBYTE, 2),
                Capabilities.layout(ComponentType.SHORT, 3));
        return Capabilities.builder()
                .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
                .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
                .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
                .layouts(AttributeKind.TANGENT, List.of(Capabilities.layout(ComponentType.FLOAT, 4)))
                .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
                .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
                .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                        Capabilities.layout(ComponentType.FLOAT, 4)))
                .layouts(AttributeKind.CUSTOM, customs)
                .skeleton(true).animations(true).comment(true).meshNames(true).materials(true)
                .conventions(Conventions.Z_UP_RIGHT_CCW).required(AttributeKind.NORMAL).tangentsWithTexcoords(true)
                .uniformStreams(true).build();
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.of(new DocumentCodec<IqeDocument>() {
            @Override
            public IqeDocument read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqe.readDocument(in, sourceName, diagnostics);
            }

            @Override
            public void write(IqeDocument document, OutputStream out) throws IOException {
                Iqe.writeDocument(document, out);
            }

            @Override
            public Model toModel(IqeDocument document, String sourceName, Diagnostics diagnostics)
                    throws ModelFormatException {
                return Iqe.compile(document, sourceName, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqe.read(in, sourceName, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                Iqe.write(model, out, losses);
            }
        });
    }
}
