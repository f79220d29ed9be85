package io.meshport.gltf.internal.write;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.impl.DefaultBufferModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.io.v2.DataUris;
import io.meshport.gltf.GltfFormat;
import io.meshport.gltf.internal.GlbContainer;
import io.meshport.gltf.internal.GltfAccessorRange;
import io.meshport.gltf.internal.GltfBufferBuilder;
import io.meshport.gltf.internal.GltfBufferChunks;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * glTF's export and print stages: a model (in glTF's conventions, checked for what glTF cannot
 * hold: {@link GltfFormat} has the template do both) built as JglTF's model, reporting the values
 * {@link GltfModelBuilder} has to mend, with the images the {@link TextureSource} finds; then that,
 * binary ({@code .glb}) or JSON with its buffer embedded ({@code .gltf}), as bytes. Everything is
 * made in memory before the first byte is written, so a model that cannot be written leaves the
 * stream untouched. Public for {@link GltfFormat}, which keeps what the export made in its
 * {@link io.meshport.gltf.GltfDocument} and hands it back to print.
 */
public final class GltfWriter {
    private GltfWriter() {
    }

    /**
     * What the export made of a model: JglTF's model of it, the images found for it, and the
     * texture source's failure when reading one failed, which printing throws before its first byte.
     * A document made from a model holds it.
     *
     * @param gltf JglTF's model of the model
     * @param ranges the min and max of each of its accessors, which their accessor data does not hold
     * @param buffer the bytes of its buffer, which its buffer model does not hold, or null for none
     * @param images the images found for its materials, to embed
     * @param unreadTexture the texture source's failure, or null
     */
    public record Built(DefaultGltfModel gltf, List<GltfAccessorRange> ranges, GltfBufferChunks buffer,
            List<GltfImages.Found> images, IOException unreadTexture) {
    }

    /**
     * What goes into the document of {@code model}: built as JglTF's model (what it mends reported
     * to {@code losses}), with the images {@code textures} finds ({@link GltfImages}).
     *
     * @param model the model, in glTF's conventions
     * @param textures where images named by materials are found
     * @param losses where what the build mends is reported
     * @return the glTF built and the images found
     * @throws ModelFormatException when the model cannot be written at all (its data does not fit
     *     one glTF buffer)
     */
    public static Built export(Model model, TextureSource textures, Diagnostics losses) throws ModelFormatException {
        // the print's JSON mapper is made ready on the other core while this builds
        GltfJson.warmBeside();
        GltfModelBuilder.Made made = GltfModelBuilder.build(model, losses);
        DefaultGltfModel gltf = made.gltf();
        try {
            return new Built(gltf, made.ranges(), made.buffer(), GltfImages.find(gltf, textures, losses), null);
        } catch (IOException e) {
            // the template's export cannot throw it; the write can, so print throws it, as before
            // its first byte, and the reports so far keep their order
            return new Built(gltf, made.ranges(), made.buffer(), List.of(), e);
        }
    }

    /**
     * Writes a document, {@code model} and what its export built, to {@code out} (flushed, not
     * closed); a document read, which has no glTF built yet, is built now with the images
     * {@code textures} finds, its reports dropped.
     *
     * @param model the document's model
     * @param exported what the export built, or null for a document read
     * @param out where the bytes go
     * @param binary a GLB container, else JSON with the buffer as a base64 data URI
     * @param textures where images are found when the glTF is built now
     * @throws IOException when the texture source failed to read an image at export (nothing is
     *     written then), or writing fails
     * @throws ModelFormatException when the GLB would be larger than its 32-bit length holds;
     *     nothing is written then
     */
    public static void print(Model model, Built exported, OutputStream out, boolean binary, TextureSource textures)
            throws IOException {
        Built built = exported != null ? exported : export(model, textures, Diagnostics.discarding());
        if (built.unreadTexture() != null) {
            throw built.unreadTexture();
        }
        DefaultGltfModel gltf = built.gltf();
        // made afresh for each print: the container's choices below change it
        GlTF json = GltfAnimationJson.of(gltf);
        GltfBufferBuilder.setRanges(json, built.ranges());
        GltfBufferBuilder.setLength(json, built.buffer());
        List<Buffer> buffers = json.getBuffers();
        GltfBufferChunks data = built.buffer();
        GltfImages.Tail images = GltfImages.embed(json, data == null ? 0 : data.length(), binary, built.images());
        if (binary) {
            // the one buffer is the GLB's binary chunk, which a buffer without a URI refers to
            if (json.getBuffers() != null && !json.getBuffers().isEmpty()) {
                json.getBuffers().get(0).setUri(null);
            }
            writeGlb(json, data, images, out);
        } else {
            if (buffers != null && !buffers.isEmpty()) {
                // the one place the buffer is needed as one array
                DefaultBufferModel whole = new DefaultBufferModel();
                whole.setBufferData(data == null ? ByteBuffer.allocate(0) : data.toByteBuffer());
                buffers.get(0).setUri(DataUris.createBufferDataUri(whole));
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            GltfJson.write(json, bytes, true);
            bytes.writeTo(out);
        }
        out.flush();
    }

    /**
     * The GLB container: header, the JSON chunk (compact, padded with spaces) and the binary chunk
     * (padded with zeros; empty when there is no buffer), the bytes JglTF's
     * {@code GltfAssetWriterV2.writeBinary} writes. Framed here because that method copies the
     * binary chunk twice into growing in-memory streams (and the caller then held a third copy of
     * the whole file): a tenth of a 1M-vertex model's write, and its peak memory. The binary
     * chunk goes from the buffer to {@code out} as it is.
     */
    private static void writeGlb(GlTF json, GltfBufferChunks binary, GltfImages.Tail images, OutputStream out)
            throws IOException {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        GltfJson.write(json, text, false);
        for (int i = -text.size() & 3; i > 0; i--) {
            text.write(' ');
        }
        int dataLength = binary == null ? 0 : binary.length();
        long binLength = dataLength + images.length();
        int binPadding = (int) (-binLength & 3);
        long total = GlbContainer.HEADER + 2L * GlbContainer.CHUNK_HEADER + text.size() + binLength + binPadding;
        if (total > Integer.MAX_VALUE) {
            throw ModelFormatException.inSource(GltfFormat.NAME, "not written: the GLB would be " + total
                    + " bytes, more than its 32-bit length holds");
        }
        ByteBuffer head = ByteBuffer.allocate(GlbContainer.HEADER + GlbContainer.CHUNK_HEADER)
                .order(ByteOrder.LITTLE_ENDIAN);
        head.putInt(GlbContainer.MAGIC).putInt(GlbContainer.VERSION).putInt((int) total);
        head.putInt(text.size()).putInt(GlbContainer.CHUNK_JSON);
        out.write(head.array());
        text.writeTo(out);
        ByteBuffer binHead = ByteBuffer.allocate(GlbContainer.CHUNK_HEADER).order(ByteOrder.LITTLE_ENDIAN);
        binHead.putInt((int) (binLength + binPadding)).putInt(GlbContainer.CHUNK_BIN);
        out.write(binHead.array());
        if (binary != null) {
            binary.writeTo(out);
        }
        long at = dataLength;
        for (byte[] image : images.images()) {
            int pad = (int) (-at & 3);
            out.write(new byte[pad]);
            out.write(image);
            at += pad + image.length;
        }
        out.write(new byte[binPadding]);
    }

}
