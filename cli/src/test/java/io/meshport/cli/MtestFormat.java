package io.meshport.cli;

import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelReader;
import io.meshport.io.ModelWriter;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Axis;
import io.meshport.model.Bounds;
import io.meshport.model.ComponentType;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.SourceInfo;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A test-only text format that holds the whole common model, so the CLI can be tested before
 * (and independently of) the real formats. One directive per line:
 * <pre>
 * MTEST 1
 * comment text with \n escapes
 * axis Z_UP
 * joint NAME PARENT tx ty tz qx qy qz qw sx sy sz
 * mesh NAME MATERIAL            (MATERIAL "-" = none)
 * array ATTRIBUTE COMPONENT SIZE values...   (ATTRIBUTE custom:NAME for custom streams)
 * tris indexes...
 * anim NAME FPS LOOP JOINTS channels...      (JOINTS × 10 channels per frame)
 * bounds minx miny minz maxx maxy maxz xyradius radius
 * warn MESSAGE                               (the reader reports a warning at this line)
 * nosourceinfo                               (the model carries no SourceInfo extra)
 * </pre>
 * The writer fails half-way, on purpose, when the comment is {@value #FAIL_COMMENT}, and stalls
 * half-way for a minute when it is {@value #STALL_COMMENT} (so a test can interrupt it).
 */
public final class MtestFormat implements ModelFormat {
    static final String MAGIC = "MTEST 1";
    static final String FAIL_COMMENT = "FAIL-WHILE-WRITING";
    static final String STALL_COMMENT = "STALL-WHILE-WRITING";

    @Override
    public String name() {
        return "mtest";
    }

    @Override
    public List<String> extensions() {
        return List.of("mtest");
    }

    @Override
    public boolean probe(byte[] head) {
        return new String(head, StandardCharsets.ISO_8859_1).startsWith("MTEST");
    }

    @Override
    public Capabilities capabilities() {
        Capabilities.Builder caps = Capabilities.builder();
        for (AttributeKind kind : AttributeKind.values()) {
            caps.layouts(kind, Capabilities.anyLayout());
        }
        return caps.skeleton(true).animations(true).bounds(true).comment(true).meshNames(true).materials(true)
                .build();
    }

    @Override
    public Optional<DocumentCodec<?>> documents() {
        return Optional.empty();
    }

    @Override
    public Optional<ModelReader> reader() {
        return Optional.of(MtestFormat::read);
    }

    @Override
    public Optional<ModelWriter> writer() {
        return Optional.of(MtestFormat::write);
    }

    static Model read(InputStream in, String source, Diagnostics diagnostics) throws IOException {
        String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
        if (!lines[0].equals(MAGIC)) {
            throw ModelFormatException.atLine(source, 1, 1, "expected '" + MAGIC + "'");
        }
        Model.Builder model = Model.builder().extra(SourceInfo.class, new SourceInfo("mtest", "1"));
        List<Mesh> meshes = new ArrayList<>();
        List<Bounds> bounds = new ArrayList<>();
        Mesh.Builder mesh = null;
        for (int n = 1; n < lines.length; n++) {
            String line = lines[n];
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(" ");
            try {
                switch (f[0]) {
                    case "comment" -> model.comment(line.substring(8).replace("\\n", "\n"));
                    case "axis" -> model.axis(Axis.valueOf(f[1]));
                    case "warn" -> diagnostics.warn(source, n + 1, 1, line.substring(5));
                    case "nosourceinfo" -> model.removeExtra(SourceInfo.class);
                    case "joint" -> model.addJoint(new Joint(f[1], Integer.parseInt(f[2]),
                            Transform.fromChannels(floats(f, 3), 0)));
                    case "mesh" -> {
                        if (mesh != null) {
                            meshes.add(mesh.build());
                        }
                        mesh = Mesh.builder(f[1]).material(f[2].equals("-") ? "" : f[2]);
                    }
                    case "array" -> mesh.addArray(VertexArray.ofFloats(descriptor(f[1], f[2], f[3]), floats(f, 4)));
                    case "tris" -> {
                        int[] t = new int[f.length - 1];
                        for (int i = 1; i < f.length; i++) {
                            t[i - 1] = Integer.parseInt(f[i]);
                        }
                        mesh.triangles(t);
                    }
                    case "anim" -> model.addAnimation(Animation.of(f[1], Float.parseFloat(f[2]), f[3].equals("1"),
                            Integer.parseInt(f[4]), floats(f, 5)));
                    case "bounds" -> {
                        float[] b = floats(f, 1);
                        bounds.add(new Bounds(b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]));
                    }
                    default -> throw ModelFormatException.atLine(source, n + 1, 1, "unknown directive '" + f[0] + "'");
                }
            } catch (RuntimeException e) {
                throw ModelFormatException.atLine(source, n + 1, 1, "bad " + f[0] + " line: " + e.getMessage());
            }
        }
        if (mesh != null) {
            meshes.add(mesh.build());
        }
        try {
            return model.meshes(meshes).frameBounds(bounds).build();
        } catch (IllegalArgumentException e) {
            throw ModelFormatException.inSource(source, e.getMessage());
        }
    }

    private static VertexArrayDescriptor descriptor(String attribute, String component, String size) {
        ComponentType type = ComponentType.valueOf(component.toUpperCase(Locale.ROOT));
        int n = Integer.parseInt(size);
        if (attribute.startsWith("custom:")) {
            return VertexArrayDescriptor.custom(attribute.substring(7), type, n);
        }
        for (AttributeKind k : AttributeKind.values()) {
            if (k.word().equals(attribute)) {
                return VertexArrayDescriptor.of(k, type, n);
            }
        }
        throw new IllegalArgumentException("unknown attribute " + attribute);
    }

    private static float[] floats(String[] f, int from) {
        float[] out = new float[f.length - from];
        for (int i = from; i < f.length; i++) {
            out[i - from] = Float.parseFloat(f[i]);
        }
        return out;
    }

    static void write(Model model, OutputStream out, Diagnostics losses) throws IOException {
        StringBuilder b = new StringBuilder(MAGIC).append('\n');
        model.comment().ifPresent(c -> b.append("comment ").append(c.replace("\n", "\\n")).append('\n'));
        b.append("axis ").append(model.axis()).append('\n');
        for (Joint j : model.joints()) {
            b.append("joint ").append(j.name()).append(' ').append(j.parent());
            appendTransform(b, j.basePose());
            b.append('\n');
        }
        out.write(b.toString().getBytes(StandardCharsets.UTF_8));
        b.setLength(0);
        if (FAIL_COMMENT.equals(model.comment().orElse(null))) {
            throw new IOException("simulated failure while writing");
        }
        if (STALL_COMMENT.equals(model.comment().orElse(null))) {
            out.flush(); // make the half-written temporary file visible to the test
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted");
            }
        }
        for (Mesh m : model.meshes()) {
            b.append("mesh ").append(m.name()).append(' ').append(m.material().isEmpty() ? "-" : m.material())
                    .append('\n');
            for (VertexArray a : m.arrays()) {
                VertexArrayDescriptor d = a.descriptor();
                b.append("array ").append(d.kind() == AttributeKind.CUSTOM ? "custom:" + d.customName() : d.kind().word())
                        .append(' ').append(d.component().word()).append(' ').append(d.size());
                for (float v : a.toFloatArray()) {
                    b.append(' ').append(v);
                }
                b.append('\n');
            }
            b.append("tris");
            for (int i : m.triangleIndices()) {
                b.append(' ').append(i);
            }
            b.append('\n');
        }
        for (Animation a : model.animations()) {
            b.append("anim ").append(a.name()).append(' ').append(a.framerate()).append(' ').append(a.loop() ? 1 : 0)
                    .append(' ').append(a.jointCount());
            for (float c : a.channels()) {
                b.append(' ').append(c);
            }
            b.append('\n');
        }
        for (Bounds x : model.frameBounds()) {
            b.append("bounds ").append(x.minX()).append(' ').append(x.minY()).append(' ').append(x.minZ()).append(' ')
                    .append(x.maxX()).append(' ').append(x.maxY()).append(' ').append(x.maxZ()).append(' ')
                    .append(x.xyRadius()).append(' ').append(x.radius()).append('\n');
        }
        out.write(b.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void appendTransform(StringBuilder b, Transform t) {
        for (int c = 0; c < Transform.CHANNELS; c++) {
            b.append(' ').append(t.channel(c));
        }
    }
}
