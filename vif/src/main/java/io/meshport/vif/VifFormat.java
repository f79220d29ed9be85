package io.meshport.vif;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** VIF for {@link io.meshport.io.ModelIO}: found through {@code META-INF/services}. */
public final class VifFormat implements ModelFormat {
    /**
     * What a VIF file holds exactly: float positions and normals, 8-bit RGBA colours, any number of
     * float texture-coordinate sets, its patch IDs as a triangle stream (its own: no other stream), and its hierarchy as a
     * {@link VifExtra}. Vertices as they are for a mesh read from VIF; any other mesh gains the
     * interior vertices of the hierarchy built for it, its own after them (so the corners are compared,
     * not the vertices). No names, materials, skeleton, animation, tangents or
     * other streams. One mesh: several meshes become one, a patch each. Y up, right-handed,
     * counter-clockwise ({@link VifCompiler#CONVENTIONS}).
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2)))
            .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.UBYTE, 4)))
            .texcoordSets(Integer.MAX_VALUE)
            .conventions(VifCompiler.CONVENTIONS)
            .keepsVertices(false).singleMesh(true)
            .extra(VifExtra.class).build();

    /** The setting that picks the VIF version written: 1.0, 2.0, 2.1, 2.2 or 2.3 (default: a VIF model's own, else 2.3). */
    public static final String VERSION_SETTING = "vif.version";

    /** The version asked for; else the version a model read from VIF came in; else 2.3. */
    static VifVersion version(WriteOptions options, Model model) {
        String v = options.formatSettings().get(VERSION_SETTING);
        if (v == null) {
            return Vif.versionFor(model);
        }
        return VifVersion.of(v.strip()).orElseThrow(() -> new IllegalArgumentException("VIF version '" + v
                + "': meshport writes 1.0, 2.0, 2.1, 2.2 or 2.3"));
    }

    @Override
    public String name() {
        return "vif";
    }

    @Override
    public List<String> extensions() {
        return List.of("vif");
    }

    /** {@code VIF<digit>} after comment and blank lines, as VDSlib finds its magic. */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        int i = 0;
        while (i < head.length) {
            byte b = head[i];
            if (b == ' ' || b == '\t' || b == '\r' || b == '\n') {
                i++;
            } else if (b == '#') {
                while (i < head.length && head[i] != '\n') {
                    i++;
                }
            } else {
                break;
            }
        }
        return head.length - i >= 4 && head[i] == 'V' && head[i + 1] == 'I' && head[i + 2] == 'F'
                && head[i + 3] >= '0' && head[i + 3] <= '9';
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        DocumentCodec<VifDocument> plain = DocumentCodec.of(Vif::readDocument, Vif::writeDocument, Vif::toModel);
        return Optional.of(new DocumentCodec<VifDocument>() {
            @Override
            public VifDocument read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return plain.read(in, sourceName, diagnostics);
            }

            /** {@code lenient}: the hierarchy rules' breaches are warnings ({@link Vif#readDocument(Path, Diagnostics, boolean)}). */
            @Override
            public VifDocument read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
                return Vif.readDocument(path, diagnostics, options.lenient());
            }

            @Override
            public VifDocument read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
                    throws IOException {
                return Vif.readDocument(in, sourceName, diagnostics, options.lenient());
            }

            @Override
            public void write(VifDocument document, OutputStream out) throws IOException {
                plain.write(document, out);
            }

            @Override
            public Model toModel(VifDocument document, String sourceName, Diagnostics diagnostics) {
                return Vif.toModel(document, sourceName, diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return Vif.read(in, sourceName, diagnostics);
            }

            /** {@code lenient}: the hierarchy rules' breaches are warnings. */
            @Override
            public Model read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
                String name = path.getFileName() == null ? path.toString() : path.getFileName().toString();
                return Vif.toModel(Vif.readDocument(path, diagnostics, options.lenient()), name, diagnostics);
            }

            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
                    throws IOException {
                return Vif.toModel(Vif.readDocument(in, sourceName, diagnostics, options.lenient()), sourceName,
                        diagnostics);
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                Vif.write(model, out, losses);
            }

            /** {@code vif.version}: 1.0, 2.0, 2.1, 2.2 or 2.3; by default a VIF model's own version, else 2.3. */
            @Override
            public void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses)
                    throws IOException {
                Vif.writeDocument(Vif.fromModel(model, version(options, model), losses), out);
            }
        });
    }
}
