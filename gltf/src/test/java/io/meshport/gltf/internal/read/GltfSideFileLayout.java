package io.meshport.gltf.internal.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.meshport.harness.HostileFolders;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A folder layout for hostile buffer references, and the law a read of one must keep. Under the
 * root lie the secret ({@value #SECRET}, outside the model's folder: floats {@value #SECRET_FLOAT}
 * and the text {@value #MARKER}) and the model's folder {@value #MODEL}, which holds the good buffer
 * ({@value #GOOD}), a link out to the secret ({@value #OUT}), a link to {@code /dev/zero}
 * ({@value #ZERO}), a link to the root ({@value #UP}), a FIFO ({@value #FIFO}, where {@code mkfifo}
 * exists) and a subfolder ({@value #SUB}) with a copy of the good buffer and a link back to it.
 * The model is a small {@code .gltf} whose buffer, and whose one image, the reference names.
 */
final class GltfSideFileLayout {
    static final String MODEL = "model";
    static final String SECRET = "secret.bin";
    static final String GOOD = "good.bin";
    static final String OUT = "out.bin";
    static final String ZERO = "zero.bin";
    static final String UP = "up";
    static final String FIFO = "fifo.bin";
    static final String SUB = "sub";
    static final String MARKER = "SECRET-7f3a-do-not-leak";
    static final float SECRET_FLOAT = 12345.0f;
    /** The good buffer's three positions. */
    static final float[] GOOD_POSITIONS = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    /** References that name the good buffer without leaving the model's folder. */
    static final List<String> INSIDE = List.of(GOOD, SUB + "/inner.bin", SUB + "/back.bin", SUB + "/../" + GOOD,
            "../" + MODEL + "/" + GOOD, SUB + "%2f..%2f" + GOOD, "./" + GOOD);

    final Path root;
    final Path folder;
    final boolean hasFifo;

    private GltfSideFileLayout(Path root, boolean hasFifo) {
        this.root = root;
        this.folder = root.resolve(MODEL);
        this.hasFifo = hasFifo;
    }

    /** Builds the layout in the empty folder {@code root}. */
    static GltfSideFileLayout create(Path root) throws IOException {
        Path model = Files.createDirectories(root.resolve(MODEL));
        float[] secret = new float[9];
        java.util.Arrays.fill(secret, SECRET_FLOAT);
        byte[] secretFloats = floats(secret);
        byte[] marker = MARKER.getBytes(StandardCharsets.US_ASCII);
        byte[] secretBytes = java.util.Arrays.copyOf(secretFloats, secretFloats.length + marker.length);
        System.arraycopy(marker, 0, secretBytes, secretFloats.length, marker.length);
        Files.write(root.resolve(SECRET), secretBytes);
        Files.write(model.resolve(GOOD), floats(GOOD_POSITIONS));
        Files.createSymbolicLink(model.resolve(OUT), Path.of("..", SECRET));
        Files.createSymbolicLink(model.resolve(ZERO), Path.of("/dev/zero"));
        Files.createSymbolicLink(model.resolve(UP), Path.of(".."));
        Path sub = Files.createDirectories(model.resolve(SUB));
        Files.write(sub.resolve("inner.bin"), floats(GOOD_POSITIONS));
        Files.createSymbolicLink(sub.resolve("back.bin"), Path.of("..", GOOD));
        return new GltfSideFileLayout(root, HostileFolders.mkfifo(model.resolve(FIFO)));
    }


    private static byte[] floats(float[] values) {
        ByteBuffer b = ByteBuffer.allocate(values.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        b.asFloatBuffer().put(values);
        return b.array();
    }

    /** The model's JSON: one buffer of {@code byteLength} at {@code uri}, whose first 36 bytes are three positions. */
    static byte[] gltf(String uri, int byteLength) {
        String quoted = new String(JsonStringEncoder.getInstance().quoteAsString(uri));
        return ("{\"asset\":{\"version\":\"2.0\"},\"buffers\":[{\"uri\":\"" + quoted + "\",\"byteLength\":" + byteLength
                + "}],\"bufferViews\":[{\"buffer\":0,\"byteLength\":36}],\"accessors\":[{\"bufferView\":0,"
                + "\"componentType\":5126,\"count\":3,\"type\":\"VEC3\"}],\"images\":[{\"uri\":\"" + quoted + "\"}],"
                + "\"textures\":[{\"source\":0}],\"materials\":[{\"pbrMetallicRoughness\":{\"baseColorTexture\":"
                + "{\"index\":0}}}],\"meshes\":[{\"primitives\":[{\"attributes\":{\"POSITION\":0},\"material\":0}]}],"
                + "\"nodes\":[{\"mesh\":0}],\"scenes\":[{\"nodes\":[0]}]}").getBytes(StandardCharsets.UTF_8);
    }

    /** What one read gave: a model or a refusal, and the warnings. */
    record Outcome(String uri, int byteLength, Model model, ModelFormatException refusal, List<String> messages) {
    }

    /** Reads the model whose buffer is {@code uri}, as a file in the model's folder would be read. */
    Outcome read(String uri, int byteLength) throws IOException {
        Diagnostics diagnostics = new Diagnostics(64);
        Model model = null;
        ModelFormatException refusal = null;
        try {
            model = GltfReader.read(new ByteArrayInputStream(gltf(uri, byteLength)), "model.gltf", folder,
                    diagnostics);
        } catch (ModelFormatException e) {
            refusal = e;
        }
        List<String> messages = new ArrayList<>();
        diagnostics.all().stream().map(Diagnostic::message).forEach(messages::add);
        if (refusal != null) {
            messages.add(refusal.getMessage());
        }
        return new Outcome(uri, byteLength, model, refusal, messages);
    }

    /**
     * The law: a model only from bytes the model may reach — the good buffer, or data the JSON
     * itself holds — and nothing of the secret in any message or warning (unless the reference
     * itself spells what is looked for, which a message may quote).
     */
    static void check(Outcome o) {
        String what = "buffer uri '" + o.uri() + "', byteLength " + o.byteLength();
        if (o.model() != null && !o.uri().regionMatches(true, 0, "data:", 0, 5)) {
            for (Mesh mesh : o.model().meshes()) {
                VertexArray p = mesh.array(AttributeKind.POSITION).orElseThrow();
                assertArrayEquals(GOOD_POSITIONS, p.toFloatArray(), what + ": positions not the good buffer's");
            }
        }
        String spelled = o.uri().toLowerCase(Locale.ROOT);
        for (String m : o.messages()) {
            if (!spelled.contains(MARKER.toLowerCase(Locale.ROOT))) {
                assertFalse(m.contains(MARKER), what + ": a message quotes the secret: " + m);
            }
            if (!spelled.contains("root:")) { // the first line of /etc/passwd
                assertFalse(m.toLowerCase(Locale.ROOT).contains("root:"), what + ": a message quotes a system file: "
                        + m);
            }
        }
    }
}
