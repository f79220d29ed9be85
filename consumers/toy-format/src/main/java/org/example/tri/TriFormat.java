package org.example.tri;

import io.meshport.format.DocumentFormat;
import io.meshport.io.Capabilities;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A toy format, {@code .tri}, written by a third party on meshport's template: its four stages and
 * what it holds, nothing more. The template gives it reading and writing files and streams,
 * atomic writes, the conversion into its conventions, the loss report, same-format copies,
 * {@code ModelIO} and the command line's discovery (through its one services line), and
 * meshport-harness's laws.
 *
 * <pre>
 * tri 1
 * # a comment
 * o
 * v 0 0 0
 * v 1 0 0
 * v 0 1 0
 * f 0 1 2
 * </pre>
 *
 * Meshes ({@code o}) of float positions and triangles; Y up, right-handed, counter-clockwise.
 */
public final class TriFormat extends DocumentFormat<TriDocument> {
    private static final String HEADER = "tri 1";

    /** What a {@code .tri} file holds: positions, triangles and meshes without names. */
    static final Capabilities CAPABILITIES = Capabilities.builder()
            .layouts(AttributeKind.POSITION, List.of(Capabilities.layout(ComponentType.FLOAT, 3)))
            .conventions(Conventions.Y_UP_RIGHT_CCW).build();

    private static final VertexArrayDescriptor POSITION = VertexArrayDescriptor.of(AttributeKind.POSITION,
            ComponentType.FLOAT, 3);

    /** The format, as {@link java.util.ServiceLoader} makes it. */
    public TriFormat() {
        super("tri", List.of("tri"), CAPABILITIES, true);
    }

    /** The header line. */
    @Override
    public boolean probe(byte[] head) {
        return head != null && new String(head, StandardCharsets.ISO_8859_1).startsWith(HEADER + "\n");
    }

    @Override
    protected TriDocument parse(InputStream in, String sourceName, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        BufferedReader text = new BufferedReader(new InputStreamReader(in, StandardCharsets.ISO_8859_1));
        if (!HEADER.equals(text.readLine())) {
            throw ModelFormatException.atLine(sourceName, 1, 1, "a .tri file starts with '" + HEADER + "'");
        }
        List<TriLine> lines = new ArrayList<>();
        int number = 1;
        for (String line = text.readLine(); line != null; line = text.readLine()) {
            number++;
            lines.add(line(line, number, sourceName));
        }
        return new TriDocument(lines);
    }

    private static TriLine line(String line, int number, String source) throws ModelFormatException {
        if (line.isBlank() || line.startsWith("#")) {
            return new TriLine.Comment(number, line);
        }
        String[] words = line.split(" ", -1);
        switch (words[0]) {
            case "o" -> {
                arguments(words, 0, number, source);
                return new TriLine.NewMesh(number);
            }
            case "v" -> {
                arguments(words, 3, number, source);
                return new TriLine.Vertex(number, coordinate(words, 1, number, source),
                        coordinate(words, 2, number, source), coordinate(words, 3, number, source));
            }
            case "f" -> {
                arguments(words, 3, number, source);
                return new TriLine.Face(number, index(words, 1, number, source),
                        index(words, 2, number, source), index(words, 3, number, source));
            }
            default -> throw ModelFormatException.atLine(source, number, 1, "unknown line '" + words[0]
                    + "' (o, v, f or # expected)");
        }
    }

    private static void arguments(String[] words, int count, int number, String source)
            throws ModelFormatException {
        if (words.length != count + 1) {
            throw ModelFormatException.atLine(source, number, 1, "'" + words[0] + "' takes " + count
                    + " values, each after one blank");
        }
    }

    private static int column(String[] words, int word) {
        int column = 1;
        for (int i = 0; i < word; i++) {
            column += words[i].length() + 1;
        }
        return column;
    }

    private static float coordinate(String[] words, int word, int number, String source)
            throws ModelFormatException {
        try {
            return Float.parseFloat(words[word]);
        } catch (NumberFormatException e) {
            throw ModelFormatException.atLine(source, number, column(words, word), "not a number");
        }
    }

    private static int index(String[] words, int word, int number, String source)
            throws ModelFormatException {
        try {
            int index = Integer.parseInt(words[word]);
            if (index >= 0) {
                return index;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw ModelFormatException.atLine(source, number, column(words, word), "not a vertex number");
    }

    /** A mesh for each {@code o} (and one for lines before the first, if there are any). */
    @Override
    protected Model compile(TriDocument document, String sourceName, Diagnostics diagnostics)
            throws ModelFormatException {
        Model.Builder model = Model.builder().conventions(Conventions.Y_UP_RIGHT_CCW);
        List<TriLine> mesh = new ArrayList<>();
        boolean started = false;
        for (TriLine line : document.lines()) {
            if (line instanceof TriLine.NewMesh) {
                if (started || !mesh.isEmpty()) {
                    model.addMesh(mesh(mesh, sourceName));
                }
                mesh.clear();
                started = true;
            } else if (!(line instanceof TriLine.Comment)) {
                mesh.add(line);
            }
        }
        if (started || !mesh.isEmpty()) {
            model.addMesh(mesh(mesh, sourceName));
        }
        return model.build();
    }

    private static Mesh mesh(List<TriLine> lines, String source) throws ModelFormatException {
        List<TriLine.Vertex> vertices = new ArrayList<>();
        List<TriLine.Face> faces = new ArrayList<>();
        for (TriLine line : lines) {
            if (line instanceof TriLine.Vertex v) {
                vertices.add(v);
            } else if (line instanceof TriLine.Face f) {
                faces.add(f);
            }
        }
        float[] positions = new float[vertices.size() * 3];
        for (int i = 0; i < vertices.size(); i++) {
            TriLine.Vertex v = vertices.get(i);
            positions[3 * i] = v.x();
            positions[3 * i + 1] = v.y();
            positions[3 * i + 2] = v.z();
        }
        int[] triangles = new int[faces.size() * 3];
        for (int i = 0; i < faces.size(); i++) {
            TriLine.Face f = faces.get(i);
            int[] corners = {f.a(), f.b(), f.c()};
            for (int c = 0; c < 3; c++) {
                if (corners[c] >= vertices.size()) {
                    throw ModelFormatException.atLine(source, f.line(), 1, "vertex " + corners[c] + " outside 0.."
                            + (vertices.size() - 1) + " of its mesh");
                }
                triangles[3 * i + c] = corners[c];
            }
        }
        return Mesh.builder("").vertexCount(vertices.size()).addArray(VertexArray.ofFloats(POSITION, positions))
                .triangles(triangles).build();
    }

    /** Each mesh's positions and triangles; the template has reported what else the model had. */
    @Override
    protected TriDocument export(Model model, WriteOptions options, Diagnostics losses) throws ModelFormatException {
        List<TriLine> lines = new ArrayList<>();
        for (int m = 0; m < model.meshes().size(); m++) {
            Mesh mesh = model.meshes().get(m);
            lines.add(new TriLine.NewMesh(0));
            int count = mesh.vertexCount();
            if (count > 0) {
                int mesh0 = m;
                VertexArray positions = mesh.array(AttributeKind.POSITION).orElseThrow(() ->
                        ModelFormatException.inSource(name(), "mesh " + mesh0 + " has vertices without positions"));
                for (int v = 0; v < count; v++) {
                    lines.add(new TriLine.Vertex(0, positions.getFloat(v, 0), positions.getFloat(v, 1),
                            positions.getFloat(v, 2)));
                }
            }
            for (int t = 0; t < mesh.triangleCount(); t++) {
                lines.add(new TriLine.Face(0, mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2)));
            }
        }
        return new TriDocument(lines);
    }

    private static String text(TriLine line) {
        if (line instanceof TriLine.Comment c) {
            return c.text();
        }
        if (line instanceof TriLine.Vertex v) {
            return "v " + v.x() + " " + v.y() + " " + v.z();
        }
        if (line instanceof TriLine.Face f) {
            return "f " + f.a() + " " + f.b() + " " + f.c();
        }
        return "o";
    }

    @Override
    protected void print(TriDocument document, OutputStream out, String fileName, WriteOptions options)
            throws IOException {
        Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.ISO_8859_1));
        w.write(HEADER + "\n");
        for (TriLine line : document.lines()) {
            w.write(text(line));
            w.write('\n');
        }
        w.flush();
    }
}
