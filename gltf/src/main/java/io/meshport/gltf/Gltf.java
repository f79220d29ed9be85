package io.meshport.gltf;

import io.meshport.format.FormatReader;
import io.meshport.format.FormatWriter;
import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * glTF 2.0 in a line: the {@link GltfFormat}'s reader and writer objects: files to models
 * ({@code read}) and back ({@code write}).
 *
 * <pre>{@code
 * Model model = Gltf.reader().withDiagnostics(warnings).read(Path.of("character.glb"));
 * Gltf.writer().withLosses(losses).write(model, Path.of("out.glb"));  // binary, by its name
 * Gltf.writer().withSetting(GltfFormat.CONTAINER_SETTING, "gltf").withTextures(textures)
 *         .withLosses(losses).write(model, System.out);      // JSON, the images found embedded
 * }</pre>
 *
 * A file named {@code .gltf} is written as JSON with its buffer embedded, any other file and a
 * stream as a GLB, unless {@link GltfFormat#CONTAINER_SETTING} says. A file read from a path finds
 * its external buffers in its folder; a stream reads only embedded ones. Every write to a path is
 * atomic (a temporary file beside it, then a move) and replaces an existing file; the writer's
 * {@code withOverwrite(false)} keeps it.
 */
public final class Gltf {
    private static final GltfFormat FORMAT = new GltfFormat();

    private Gltf() {
    }

    /** The glTF format. */
    public static GltfFormat format() {
        return FORMAT;
    }

    /** A glTF reader: warnings dropped until {@code withDiagnostics} says where they go. */
    public static FormatReader<GltfDocument> reader() {
        return FORMAT.newReader();
    }

    /**
     * A glTF writer: the loss report dropped until {@code withLosses} says where it goes, images
     * named by URI only until {@code withTextures} says where they are found.
     */
    public static FormatWriter<GltfDocument> writer() {
        return FORMAT.newWriter();
    }
}
