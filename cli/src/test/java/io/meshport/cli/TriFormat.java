package io.meshport.cli;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.LossCheck;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * A test-only, write-only format: triangle soup, one triangle's nine coordinates per line. It
 * holds no skeleton and no animations, so writing a skinned model reports losses.
 */
public final class TriFormat implements ModelFormat {
    @Override
    public String name() {
        return "tri";
    }

    @Override
    public List<String> extensions() {
        return List.of("tri");
    }

    @Override
    public boolean probe(byte[] head) {
        return false;
    }

    @Override
    public Capabilities capabilities() {
        return Capabilities.builder().layouts(AttributeKind.POSITION, Capabilities.anyLayout()).build();
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(TriFormat::write);
    }

    static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        LossCheck.report(model, "tri", new TriFormat().capabilities(), losses);
        StringBuilder b = new StringBuilder();
        for (Mesh m : model.meshes()) {
            VertexArray p = m.array(AttributeKind.POSITION).orElseThrow();
            for (int t = 0; t < m.triangleCount(); t++) {
                for (int c = 0; c < 3; c++) {
                    int v = m.corner(t, c);
                    b.append(c == 0 ? "" : " ").append(p.getFloat(v, 0)).append(' ').append(p.getFloat(v, 1))
                            .append(' ').append(p.getFloat(v, 2));
                }
                b.append('\n');
            }
        }
        out.write(b.toString().getBytes(StandardCharsets.UTF_8));
    }
}
