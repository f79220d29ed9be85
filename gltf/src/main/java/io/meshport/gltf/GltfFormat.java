package io.meshport.gltf;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * glTF 2.0 for {@link io.meshport.io.ModelIO}: {@code .glb} (binary, the default) and
 * {@code .gltf} (JSON; written with its buffer embedded, read with embedded or external buffers).
 * Found through {@code META-INF/services}.
 */
public final class GltfFormat implements ModelFormat {
    static final String NAME = "gltf";

    /** The setting that picks the container written to a stream without a file name: "glb" or "gltf". */
    public static final String CONTAINER_SETTING = "gltf.container";

    /**
     * What glTF holds as meshport writes and reads it: the attribute layouts the glTF spec allows
     * for each standard semantic (normalized integers read back as such), any number of texcoord
     * and colour sets, a skeleton (a skin), animations, mesh names and material names, and every
     * extra that has a codec (in {@code extras}); custom vertex arrays as application-specific
     * attributes ({@code _name}) of the component types glTF accessors have (unsigned ints aside);
     * triangle streams as accessors of every component type glTF accessors have, which
     * {@code extras} refer to. Per-frame bounds have no place in glTF. Y up, right-handed,
     * counter-clockwise. Values must also be ones glTF allows (unit normals and rotations, float
     * colours within 0..1, weights summing to 1 over distinct joints): the writer mends others and
     * reports that as a loss.
     */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.NORMAL, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .layouts(AttributeKind.TANGENT, List.of(Capabilities.layout(ComponentType.FLOAT, 4)))
            .layouts(AttributeKind.TEXCOORD, List.of(Capabilities.layout(ComponentType.FLOAT, 2),
                    Capabilities.layout(ComponentType.UBYTE, 2), Capabilities.layout(ComponentType.USHORT, 2)))
            .layouts(AttributeKind.COLOR, List.of(Capabilities.layout(ComponentType.FLOAT, 3),
                    Capabilities.layout(ComponentType.FLOAT, 4), Capabilities.layout(ComponentType.UBYTE, 3),
                    Capabilities.layout(ComponentType.UBYTE, 4), Capabilities.layout(ComponentType.USHORT, 3),
                    Capabilities.layout(ComponentType.USHORT, 4)))
            .layouts(AttributeKind.BLEND_INDEXES, List.of(Capabilities.layout(ComponentType.UBYTE, 4),
                    Capabilities.layout(ComponentType.USHORT, 4)))
            .layouts(AttributeKind.BLEND_WEIGHTS, List.of(Capabilities.layout(ComponentType.FLOAT, 4),
                    Capabilities.layout(ComponentType.UBYTE, 4), Capabilities.layout(ComponentType.USHORT, 4)))
            .layouts(AttributeKind.CUSTOM, layouts(ComponentType.BYTE, ComponentType.UBYTE, ComponentType.SHORT,
                    ComponentType.USHORT, ComponentType.FLOAT))
            .triangleStreams(layouts(ComponentType.BYTE, ComponentType.UBYTE, ComponentType.SHORT,
                    ComponentType.USHORT, ComponentType.UINT, ComponentType.FLOAT))
            .texcoordSets(Integer.MAX_VALUE).colorSets(Integer.MAX_VALUE)
            .skeleton(true).animations(true).comment(true).meshNames(true).materials(true).codecExtras(true)
            .conventions(Conventions.Y_UP_RIGHT_CCW).build();

    /**
     * Each of {@code types}, one to four components. Vertex attributes leave out unsigned ints,
     * which glTF keeps for indices; triangle streams, meshport's own accessors, have them.
     */
    private static List<Capabilities.Layout> layouts(ComponentType... types) {
        List<Capabilities.Layout> out = new java.util.ArrayList<>();
        for (ComponentType t : types) {
            for (int size = 1; size <= 4; size++) {
                out.add(Capabilities.layout(t, size));
            }
        }
        return List.copyOf(out);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> extensions() {
        return List.of("glb", "gltf");
    }

    /** The binary container's magic {@code glTF}, or JSON: an object, after any blanks and a byte-order mark. */
    @Override
    public boolean probe(byte[] head) {
        if (head == null) {
            return false;
        }
        if (head.length >= 4 && head[0] == 'g' && head[1] == 'l' && head[2] == 'T' && head[3] == 'F') {
            return true;
        }
        int i = head.length >= 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb && (head[2] & 0xff) == 0xbf
                ? 3 : 0;
        while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r' || head[i] == '\n')) {
            i++;
        }
        return i < head.length && head[i] == '{' && new String(head, i, head.length - i,
                java.nio.charset.StandardCharsets.ISO_8859_1).contains("\"asset\"");
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** glTF has no document of its own in meshport: a same-format conversion goes through the model. */
    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(new ModelReader() {
            @Override
            public Model read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
                return GltfReader.read(in, sourceName, null, diagnostics);
            }

            /** A file's external buffers and images are found beside it. */
            @Override
            public Model read(Path path, Diagnostics diagnostics) throws IOException {
                try (InputStream in = java.nio.file.Files.newInputStream(path)) {
                    Path dir = path.toAbsolutePath().getParent();
                    return GltfReader.read(in, path.getFileName().toString(), dir, diagnostics);
                }
            }
        });
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(new ModelWriter() {
            @Override
            public void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
                GltfWriter.write(model, out, true, losses);
            }

            /** {@code gltf.container}: "glb" (the default) or "gltf" (JSON with the buffer embedded). */
            @Override
            public void write(Model model, OutputStream out, WriteOptions options, Diagnostics losses)
                    throws IOException {
                GltfWriter.write(model, out, binary(options.formatSettings().get(CONTAINER_SETTING), true),
                        options.textures(), losses);
            }

            /** A {@code .gltf} file is JSON, any other name binary, unless {@code gltf.container} says. */
            @Override
            public void write(Model model, OutputStream out, String fileName, WriteOptions options,
                    Diagnostics losses) throws IOException {
                boolean byName = !fileName.toLowerCase(Locale.ROOT).endsWith(".gltf");
                GltfWriter.write(model, out, binary(options.formatSettings().get(CONTAINER_SETTING), byName),
                        options.textures(), losses);
            }
        });
    }

    private static boolean binary(String setting, boolean otherwise) {
        if (setting == null) {
            return otherwise;
        }
        return switch (setting.strip().toLowerCase(Locale.ROOT)) {
            case "glb" -> true;
            case "gltf", "json" -> false;
            default -> throw new IllegalArgumentException("glTF container '" + setting + "': glb or gltf");
        };
    }
}
