package io.meshport.iqm;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The IQM format for {@link io.meshport.io.ModelIO}: detected by its magic {@code INTERQUAKEMODEL\0}. */
public final class IqmFormat implements ModelFormat {
    static final String NAME = "iqm";

    /**
     * IQM stores any component type and size for every kind and for named custom streams, a
     * skeleton, animations, per-frame bounds and a comment; all meshes share one set of vertex
     * arrays. Through meshport's own custom arrays and extensions it also holds any number of
     * texcoord and colour sets, triangle streams of any layout and every extra that has an
     * {@link io.meshport.io.ExtraCodec}, so that model → IQM → model loses nothing.
     */
    static final Capabilities CAPABILITIES = capabilitiesOfIqm();

    private static Capabilities capabilitiesOfIqm() {
        Capabilities.Builder caps = Capabilities.builder();
        for (AttributeKind kind : AttributeKind.values()) {
            caps.layouts(kind, Capabilities.anyLayout());
        }
        // Sets are custom arrays named meshport:texcoordN / meshport:colorN: no limit but int's.
        return caps.texcoordSets(Integer.MAX_VALUE).colorSets(Integer.MAX_VALUE)
                .triangleStreams(Capabilities.anyLayout()).codecExtras(true)
                .skeleton(true).animations(true).bounds(true).comment(true).meshNames(true).materials(true)
                .conventions(Conventions.Z_UP_RIGHT_CW).extra(IqmExtras.class).uniformStreams(true).build();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> extensions() {
        return List.of("iqm");
    }

    @Override
    public boolean probe(byte[] head) {
        return head != null && head.length >= IqmConstants.MAGIC.length
                && Arrays.equals(head, 0, IqmConstants.MAGIC.length, IqmConstants.MAGIC, 0, IqmConstants.MAGIC.length);
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.of(new DocumentCodec<IqmFile>() {
            @Override
            public IqmFile read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqm.readDocument(in, sourceName, diagnostics);
            }

            @Override
            public IqmFile read(Path path, Diagnostics diagnostics) throws IOException {
                return Iqm.readDocument(path, diagnostics);
            }

            @Override
            public void write(IqmFile document, OutputStream out) throws IOException {
                Iqm.writeDocument(document, out);
            }

            @Override
            public Model toModel(IqmFile document, String sourceName, Diagnostics diagnostics)
                    throws ModelFormatException {
                return Iqm.toModel(document, sourceName, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Iqm.read(in, sourceName, diagnostics);
            }

            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                return Iqm.read(path, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(Iqm::write);
    }
}
