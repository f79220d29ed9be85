package io.meshport.gltf;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.BufferModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.io.v2.DataUris;
import de.javagl.jgltf.model.v2.GltfCreatorV2;
import io.meshport.io.Beside;
import io.meshport.io.Diagnostics;
import io.meshport.io.LossCheck;
import io.meshport.io.LossScope;
import io.meshport.io.ModelFormatException;
import io.meshport.io.TextureSource;
import io.meshport.model.Model;
import io.meshport.model.edit.FormatConventions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import java.util.Map;

/**
 * Writes a model as glTF 2.0, binary ({@code .glb}) or JSON with its buffer embedded
 * ({@code .gltf}). The model is first brought into glTF's conventions (Y up, right-handed,
 * counter-clockwise), what glTF cannot hold is reported ({@link LossCheck}, and the values
 * {@link GltfModelBuilder} has to mend), then JglTF makes the JSON and the container. Everything is
 * made in memory before the first byte is written, so a model that cannot be written leaves the
 * stream untouched.
 */
final class GltfWriter {
    private GltfWriter() {
    }

    /**
     * Writes {@code model} to {@code out} (flushed, not closed); losses go to {@code losses}.
     *
     * @param binary a GLB container, else JSON with the buffer as a base64 data URI
     * @throws io.meshport.io.ModelFormatException when the model cannot be written at all (its
     *     data does not fit one glTF buffer); nothing is written then
     */
    static void write(Model model, OutputStream out, boolean binary, Diagnostics losses) throws IOException {
        write(model, out, binary, TextureSource.NONE, losses);
    }

    /**
     * {@link #write(Model, OutputStream, boolean, Diagnostics)}, with the images {@code textures}
     * finds carried in the file ({@link GltfImages}).
     */
    static void write(Model model, OutputStream out, boolean binary, TextureSource textures, Diagnostics losses)
            throws IOException {
        Model inGltfSpace = FormatConventions.convert(model, GltfFormat.CAPABILITIES.conventions(), GltfFormat.NAME,
                losses);
        DefaultGltfModel gltf = checkedAndBuilt(inGltfSpace, losses);
        GlTF json = GltfCreatorV2.create(gltf);
        List<Buffer> buffers = json.getBuffers();
        BufferModel data = gltf.getBufferModels().isEmpty() ? null : gltf.getBufferModels().get(0);
        GltfImages.Tail images = GltfImages.embed(json, data == null ? 0 : data.getByteLength(), binary, textures,
                losses);
        if (binary) {
            // the one buffer is the GLB's binary chunk, which a buffer without a URI refers to
            if (json.getBuffers() != null && !json.getBuffers().isEmpty()) {
                json.getBuffers().get(0).setUri(null);
            }
            writeGlb(json, data == null ? null : data.getBufferData(), images, out);
        } else {
            if (buffers != null && !buffers.isEmpty()) {
                buffers.get(0).setUri(DataUris.createBufferDataUri(data));
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            new de.javagl.jgltf.model.io.GltfWriter().write(json, bytes);
            bytes.writeTo(out);
        }
        out.flush();
    }

    /**
     * The model checked for what glTF loses ({@link LossCheck}, reported first) and built as JglTF's
     * model (its own reports after). For a model with per-frame bounds the check skins every frame
     * to learn whether they are what skinning gives, a third of writing a large animated model
     * from IQM; it needs only the model, so it then runs on a thread of its own beside the build.
     */
    private static DefaultGltfModel checkedAndBuilt(Model model, Diagnostics losses) throws ModelFormatException {
        if (model.frameBounds().isEmpty()) {
            LossCheck.report(model, GltfFormat.NAME, GltfFormat.CAPABILITIES, losses);
            return GltfModelBuilder.build(model, losses);
        }
        Beside<Map<String, LossScope>> check = Beside.start("gltf-loss-check",
                () -> LossCheck.scoped(model, GltfFormat.NAME, GltfFormat.CAPABILITIES));
        Diagnostics built = new Diagnostics();
        try {
            return GltfModelBuilder.build(model, built);
        } finally {
            check.join().forEach((message, scope) -> losses.lost(GltfFormat.NAME, message, scope));
            built.all().forEach(losses::report);
        }
    }

    /**
     * The GLB container: header, the JSON chunk (compact, padded with spaces) and the binary chunk
     * (padded with zeros; empty when there is no buffer), the bytes JglTF's
     * {@code GltfAssetWriterV2.writeBinary} writes. Framed here because that method copies the
     * binary chunk twice into growing in-memory streams (and the caller then held a third copy of
     * the whole file): a tenth of a 1M-vertex model's write, and its peak memory. The binary
     * chunk goes from the buffer to {@code out} as it is.
     */
    private static void writeGlb(GlTF json, ByteBuffer binary, GltfImages.Tail images, OutputStream out)
            throws IOException {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        de.javagl.jgltf.model.io.GltfWriter writer = new de.javagl.jgltf.model.io.GltfWriter();
        writer.setIndenting(false);
        writer.write(json, text);
        for (int i = -text.size() & 3; i > 0; i--) {
            text.write(' ');
        }
        ByteBuffer bin = binary == null ? ByteBuffer.allocate(0) : binary.duplicate();
        bin.clear();
        long binLength = bin.capacity() + images.length();
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
        if (bin.hasArray()) {
            out.write(bin.array(), bin.arrayOffset(), bin.capacity());
        } else {
            byte[] block = new byte[1 << 16];
            while (bin.hasRemaining()) {
                int n = Math.min(block.length, bin.remaining());
                bin.get(block, 0, n);
                out.write(block, 0, n);
            }
        }
        long at = bin.capacity();
        for (byte[] image : images.images()) {
            int pad = (int) (-at & 3);
            out.write(new byte[pad]);
            out.write(image);
            at += pad + image.length;
        }
        out.write(new byte[binPadding]);
    }

}
