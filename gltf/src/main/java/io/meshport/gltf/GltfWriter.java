package io.meshport.gltf;

import de.javagl.jgltf.impl.v2.Buffer;
import de.javagl.jgltf.impl.v2.GlTF;
import de.javagl.jgltf.model.BufferModel;
import de.javagl.jgltf.model.impl.DefaultGltfModel;
import de.javagl.jgltf.model.io.v2.DataUris;
import de.javagl.jgltf.model.io.v2.GltfAssetV2;
import de.javagl.jgltf.model.io.v2.GltfAssetWriterV2;
import de.javagl.jgltf.model.v2.GltfCreatorV2;
import io.meshport.io.Diagnostics;
import io.meshport.io.FormatConventions;
import io.meshport.io.LossCheck;
import io.meshport.model.Model;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.List;

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
        Model inGltfSpace = FormatConventions.convert(model, GltfFormat.CAPABILITIES.conventions(), GltfFormat.NAME,
                losses);
        LossCheck.report(inGltfSpace, GltfFormat.NAME, GltfFormat.CAPABILITIES, losses);
        DefaultGltfModel gltf = GltfModelBuilder.build(inGltfSpace, losses);
        GlTF json = GltfCreatorV2.create(gltf);
        List<Buffer> buffers = json.getBuffers();
        BufferModel data = gltf.getBufferModels().isEmpty() ? null : gltf.getBufferModels().get(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        if (binary) {
            // the one buffer is the GLB's binary chunk, which a buffer without a URI refers to
            if (buffers != null && !buffers.isEmpty()) {
                buffers.get(0).setUri(null);
            }
            ByteBuffer chunk = data == null ? null : data.getBufferData();
            new GltfAssetWriterV2().writeBinary(new GltfAssetV2(json, chunk), bytes);
        } else {
            if (buffers != null && !buffers.isEmpty()) {
                buffers.get(0).setUri(DataUris.createBufferDataUri(data));
            }
            new de.javagl.jgltf.model.io.GltfWriter().write(json, bytes);
        }
        bytes.writeTo(out);
        out.flush();
    }
}
