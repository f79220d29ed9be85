package io.meshport.io;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A test-only format: a first line {@code TESTMODEL}, then one mesh per line as
 * {@code name x y z x y z x y z} (one triangle). The writer fails half-way at a mesh named
 * {@code fail}, so atomic writes can be tested.
 */
public final class TextTestFormat implements ModelFormat {
    static final String MAGIC = "TESTMODEL";
    private static final VertexArrayDescriptor POS = VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3);

    @Override
    public String name() {
        return "testmodel";
    }

    @Override
    public List<String> extensions() {
        return List.of("tmd", "testmodel");
    }

    @Override
    public boolean probe(byte[] head) {
        return new String(head, StandardCharsets.ISO_8859_1).startsWith(MAGIC);
    }

    @Override
    public Capabilities capabilities() {
        return Capabilities.builder().layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
                .meshNames(true).build();
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(TextTestFormat::read);
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(TextTestFormat::write);
    }

    static Model read(InputStream in, String source, Diagnostics diagnostics) throws IOException {
        String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
        if (lines.length == 0 || !lines[0].equals(MAGIC)) {
            throw ModelFormatException.atLine(source, 1, 1, "expected " + MAGIC);
        }
        Model.Builder model = Model.builder();
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].trim().split(" +");
            if (f.length != 10) {
                throw ModelFormatException.atLine(source, i + 1, 1, "expected a name and 9 numbers");
            }
            float[] p = new float[9];
            for (int k = 0; k < 9; k++) {
                try {
                    p[k] = Float.parseFloat(f[k + 1]);
                } catch (NumberFormatException e) {
                    throw ModelFormatException.atLine(source, i + 1, 1, "bad number " + f[k + 1]);
                }
            }
            model.addMesh(Mesh.builder(f[0]).addArray(VertexArray.ofFloats(POS, p)).triangles(new int[] {0, 1, 2})
                    .build());
        }
        return model.build();
    }

    static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        StringBuilder b = new StringBuilder(MAGIC).append('\n');
        LossCheck.report(model, "testmodel", new TextTestFormat().capabilities(), losses);
        out.write(b.toString().getBytes(StandardCharsets.UTF_8));
        for (Mesh m : model.meshes()) {
            if (m.name().equals("fail")) {
                throw new IOException("failing on purpose");
            }
            StringBuilder line = new StringBuilder(m.name());
            VertexArray pos = m.array(AttributeKind.POSITION).orElseThrow();
            for (int k = 0; k < 9; k++) {
                line.append(' ').append(pos.getFloat(k / 3, k % 3));
            }
            out.write(line.append('\n').toString().getBytes(StandardCharsets.UTF_8));
        }
    }
}
