package io.meshport.cli;

import io.meshport.cli.command.CommandLines;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Joint;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.Transform;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The training run of the {@code ./meshport} launcher's class-data sharing archive: runs the
 * everyday commands once on a small model in every format, and an animated one through the
 * skinned path (IQE and IQM both ways, and glTF), so that the JVM that records the
 * archive ({@code -XX:ArchiveClassesAtExit}) loads, verifies and links the classes and lambdas a
 * short run needs; later runs map them instead of loading them again. Prints nothing; leaves
 * nothing behind.
 */
final class StartupTraining {
    /** A small IQE as people write them (examples/turret.iqe's features, one mesh). */
    private static final String HANDWRITTEN_IQE = String.join("\n",
            "# Inter-Quake Export",
            "joint \"base\" -1",
            "joint \"yaw\" 0",
            "joint \"barrel\" 1",
            "pq 0 0 0 0 0 0 1",
            "pa 0 0 0.5 0 0 0.7853982",
            "pm 0.6 0 0.2 1 0 0 0 0 -1 0 1 0",
            "vertexarray position float 3",
            "vertexarray texcoord float 2",
            "vertexarray color ubyte 4",
            "vertexarray blendindexes ubyte 4",
            "vertexarray blendweights ubyte 4",
            "vertexarray custom0 float 1 \"heat\"",
            "mesh \"plinth\"",
            "material \"metal.png\"",
            "smoothgroup 1",
            "vp -0.5 -0.5 0", "vt 0 0", "vc 0.5 0.5 0.5", "vb 0 1", "v0 0",
            "vp 0.5 -0.5 0", "vt 1 0", "vc 0.5 0.5 0.5", "vb 0 1", "v0 0",
            "vp 0.5 0.5 0", "vt 1 1", "vc 0.5 0.5 0.5", "vb 1 0.5 2 0.5", "v0 0.5",
            "vp 0 0 0.5", "vt 0.5 0.5", "vc 0.8 0.8 0.8 1", "vb 2 1", "v0 1",
            "fm 2 1 0",
            "fm 3 1 0",
            "fm 3 2 1",
            "fm 0 2 3",
            "animation \"turn\"",
            "framerate 10",
            "frame",
            "pq 0 0 0 0 0 0 1",
            "pq 0 0 0.5 0 0 0.38268343 0.9238795",
            "pq 0.6 0 0.2 0 0 0 1",
            "frame",
            "pq 0 0 0 0 0 0 1",
            "pq 0 0 0.5 0 0 0.70710677 0.70710677",
            "pq 0.6 0 0.2 0 0 0 1",
            "");

    private StartupTraining() {
    }

    /**
     * With {@code --bridges}, also glTF and OBJ (JglTF, Jackson and javagl: a larger archive, which
     * the launcher uses only for runs that name such a file or a batch, as mapping it costs every
     * other run 10-15 ms of its 0.23 s), and batches ({@link BatchTraining}).
     */
    public static void main(String[] args) throws IOException {
        train(List.of(args).contains("--bridges"));
    }

    /** Runs the training commands in this JVM ({@link Standby} warms itself so); with glTF and OBJ when {@code bridges}. */
    static void train(boolean bridges) throws IOException {
        Path dir = Files.createTempDirectory("meshport-training");
        try {
            Model cube = cube();
            PrintWriter quiet = new PrintWriter(Writer.nullWriter());
            List<String> formats = bridges ? List.of("iqe", "iqm", "pie", "vif", "gltf", "obj")
                    : List.of("iqe", "iqm", "pie", "vif");
            for (String format : formats) {
                Path file = dir.resolve("cube." + format);
                ModelIO.write(cube, file, WriteOptions.DEFAULTS.withFormat(format), Diagnostics.discarding());
                run(quiet, "info", file.toString());
                run(quiet, "info", "--json", file.toString());
                run(quiet, "validate", file.toString());
                run(quiet, "convert", "--force", file.toString(),
                        dir.resolve("out." + (format.equals("iqm") ? "iqe" : "iqm")).toString());
            }
            // the skinned path every animated model takes (skinning, bounds, adjacency, the
            // animation's quantisation; glTF's skin): the game formats, and glTF, both ways
            Path skinned = dir.resolve("skinned.iqe");
            ModelIO.write(skinned(cube), skinned, WriteOptions.DEFAULTS, Diagnostics.discarding());
            List<String[]> conversions = new ArrayList<>(List.of(new String[] {"skinned.iqe", "skinned.iqm"},
                    new String[] {"skinned.iqm", "back.iqe"}));
            if (bridges) {
                conversions.add(new String[] {"skinned.iqm", "skinned.glb"});
                conversions.add(new String[] {"skinned.glb", "back.iqm"});
            }
            for (String[] c : conversions) {
                run(quiet, "convert", "--force", dir.resolve(c[0]).toString(),
                        dir.resolve(c[1]).toString());
            }
            if (bridges) {
                // a folder or game archive converted: a batch's runs map this archive
                BatchTraining.run(dir, List.of(dir.resolve("cube.iqe"), skinned), List.of("iqm", "gltf", "glb"),
                        line -> run(quiet, line));
            }
            // a hand-written IQE's ways that meshport's own IQE does not take (poses as pq/pa/pm,
            // vertexarray declarations, a custom stream, normals generated under a smoothing group)
            Path written = dir.resolve("handwritten.iqe");
            Files.writeString(written, HANDWRITTEN_IQE);
            run(quiet, "info", written.toString());
            run(quiet, "validate", written.toString());
            run(quiet, "convert", "--force", written.toString(), dir.resolve("handwritten.iqm").toString());
            run(quiet, "render", dir.resolve("cube.iqe").toString(), "-o",
                    dir.resolve("cube.png").toString(), "--size", "32");
            run(quiet, "formats");
            run(quiet, "--help");
            // the entry point's own path (its classes and lambdas, the version's): a run starts there
            Main.failures(quiet);
            for (String[] line : List.of(new String[] {"--version"}, new String[] {"info", dir.resolve("cube.iqe").toString()})) {
                if (Main.run(line, quiet, quiet) != 0) {
                    throw new IllegalStateException("training command failed: " + String.join(" ", line));
                }
            }
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }

    /**
     * Runs one command; a failure is an error, as a training run that fails leaves the launcher
     * without its archive (and a run that skips a path leaves that path's classes out of it).
     */
    private static void run(PrintWriter quiet, String... args) {
        int code = CommandLines.commandLine(quiet, quiet).execute(args);
        if (code != 0) {
            throw new IllegalStateException("training command failed with exit code " + code + ": "
                    + String.join(" ", args));
        }
    }

    /**
     * {@code cube} on a two-joint skeleton: each vertex on the root or the child by its height,
     * with one two-frame animation that turns the child.
     */
    private static Model skinned(Model cube) {
        Mesh mesh = cube.meshes().get(0);
        int n = mesh.vertexCount();
        int[] joints = new int[n * 4];
        int[] weights = new int[n * 4];
        for (int v = 0; v < n; v++) {
            joints[4 * v] = mesh.array(AttributeKind.POSITION).orElseThrow().getDouble(v, 2) > 0 ? 1 : 0;
            weights[4 * v] = 255;
        }
        Mesh withBlend = mesh.toBuilder()
                .addArray(VertexArray.ofInts(ubyte4(AttributeKind.BLEND_INDEXES), joints))
                .addArray(VertexArray.ofInts(ubyte4(AttributeKind.BLEND_WEIGHTS), weights)).build();
        Transform up = new Transform(0, 0, 1, 0, 0, 0, 1, 1, 1, 1);
        Transform turned = new Transform(0, 0, 1, 0, 0, (float) Math.sin(0.25), (float) Math.cos(0.25), 1, 1, 1);
        return Model.builder().conventions(cube.conventions()).addMesh(withBlend)
                .addJoint(new Joint("root", -1, Transform.IDENTITY)).addJoint(new Joint("child", 0, up))
                .addAnimation(Animation.ofFrames("turn", 30, true, List.of(List.of(Transform.IDENTITY, up),
                        List.of(Transform.IDENTITY, turned))))
                .build();
    }

    private static VertexArrayDescriptor ubyte4(AttributeKind kind) {
        return VertexArrayDescriptor.of(kind, ComponentType.UBYTE, 4);
    }

    /** A unit cube, twelve triangles with texture coordinates and normals, in IQM's conventions. */
    private static Model cube() {
        float[] xyz = new float[24 * 3];
        float[] normal = new float[24 * 3];
        float[] uv = new float[24 * 2];
        int[] corners = new int[36];
        int v = 0;
        int c = 0;
        for (int axis = 0; axis < 3; axis++) {
            for (int sign = -1; sign <= 1; sign += 2) {
                int base = v;
                for (int k = 0; k < 4; k++) {
                    float[] p = new float[3];
                    p[axis] = sign;
                    p[(axis + 1) % 3] = (k & 1) == 0 ? -1 : 1;
                    p[(axis + 2) % 3] = (k & 2) == 0 ? -1 : 1;
                    System.arraycopy(p, 0, xyz, 3 * v, 3);
                    normal[3 * v + axis] = sign;
                    uv[2 * v] = k & 1;
                    uv[2 * v + 1] = k >> 1;
                    v++;
                }
                int[] quad = sign > 0 ? new int[] {0, 1, 3, 0, 3, 2} : new int[] {0, 3, 1, 0, 2, 3};
                for (int q : quad) {
                    corners[c++] = base + q;
                }
            }
        }
        Mesh mesh = Mesh.builder("cube").material("cube.png").vertexCount(24).triangles(corners)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        xyz))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        uv))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.NORMAL, ComponentType.FLOAT, 3),
                        normal)).build();
        return Model.builder().conventions(Conventions.Z_UP_RIGHT_CW).addMesh(mesh).build();
    }
}
