package io.meshport.gltf;

import io.meshport.format.DocumentFormat;
import io.meshport.gltf.internal.read.GltfReader;
import io.meshport.gltf.internal.write.GltfWriter;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * glTF 2.0, {@code .glb} (binary, the default) and {@code .gltf} (JSON; written with its buffer
 * embedded, read with embedded or external buffers): its stages on meshport's format template. Read
 * and write through {@link #newReader()} and {@link #newWriter()} (or {@link Gltf}'s reader() and writer());
 * found by {@link io.meshport.io.ModelIO} through {@code META-INF/services}.
 *
 * <p>meshport keeps no glTF document apart from the model ({@link #documents()} is empty: a
 * same-format copy goes through the model). Its {@link GltfDocument} is the model read, or the
 * model exported with the glTF built from it and the images carried, before the container is
 * chosen: a file named {@code .gltf} is JSON, any other name and a stream binary, unless
 * {@link #CONTAINER_SETTING} says. A file read from a path finds its external buffers in its folder.
 */
public final class GltfFormat extends DocumentFormat<GltfDocument> {
    /**
     * The format's name, {@value}: what {@link #name()} returns, what
     * {@link io.meshport.io.ModelIO#format(String)} finds the format by, and the source the writer's
     * reports (losses, texture warnings) give.
     */
    public static final String NAME = "gltf";

    /**
     * The setting that picks the container written: "glb" or "gltf"; without it a file named
     * {@code .gltf} is JSON, any other file and a stream binary.
     */
    public static final String CONTAINER_SETTING = "gltf.container";

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public GltfFormat() {
        super(NAME, List.of("glb", "gltf"), CAPABILITIES, false);
    }

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

    /** The glTF in {@code in}, a stream without a folder: only embedded buffers are read. */
    @Override
    protected GltfDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        return GltfDocument.read(GltfReader.read(in, sourceName, null, diagnostics));
    }

    /** The glTF in {@code file}; its external buffers are found beside it, in its folder only. */
    @Override
    protected GltfDocument parse(Path file, ReadOptions options, Diagnostics diagnostics) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return GltfDocument.read(GltfReader.read(in, ModelIO.sourceName(file), file.toAbsolutePath().getParent(),
                    diagnostics));
        }
    }

    /** The document's model: the one read, or the one exported. */
    @Override
    protected Model compile(GltfDocument document, String sourceName, Diagnostics diagnostics) {
        return document.model();
    }

    /**
     * {@code gltf.container} checked before anything is built: "glb", "gltf" (or "json"), or none.
     *
     * @throws IllegalArgumentException when it has another value
     */
    @Override
    protected void checkSettings(WriteOptions options) {
        binary(options, null);
    }

    /**
     * The glTF of {@code model}, built (the values glTF forbids mended and reported), with the
     * images {@code options.textures()} finds (each not found, or not PNG or JPEG, reported).
     *
     * @throws ModelFormatException when the model's data does not fit one glTF buffer
     */
    @Override
    protected GltfDocument export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        return GltfDocument.exported(model, GltfWriter.export(model, options.textures(), losses));
    }

    /**
     * The document as a GLB, or as JSON for a file named {@code .gltf} or when {@code gltf.container}
     * says; made in memory, then written.
     *
     * @throws ModelFormatException when a GLB would be larger than its 32-bit length holds
     * @throws IllegalArgumentException when {@code gltf.container} is neither "glb" nor "gltf"
     */
    @Override
    protected void print(GltfDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        GltfWriter.print(document.model(), document.built(), out, binary(options, fileName), options.textures());
    }

    /**
     * Whether to write a GLB: as {@code gltf.container} says, else unless {@code fileName} ends
     * {@code .gltf}.
     */
    private static boolean binary(WriteOptions options, String fileName) {
        String setting = options.formatSettings().get(CONTAINER_SETTING);
        if (setting == null) {
            return fileName == null || !fileName.toLowerCase(Locale.ROOT).endsWith(".gltf");
        }
        return switch (setting.strip().toLowerCase(Locale.ROOT)) {
            case "glb" -> true;
            case "gltf", "json" -> false;
            default -> throw new IllegalArgumentException("glTF container '" + setting + "': glb or gltf");
        };
    }
}
