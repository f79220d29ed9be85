package io.meshport.cli;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * The training run of the {@code ./meshport} launcher's class-data sharing archive: runs the
 * everyday commands once on a small model in every format, so that the JVM that records the
 * archive ({@code -XX:ArchiveClassesAtExit}) loads, verifies and links the classes and lambdas a
 * short run needs; later runs map them instead of loading them again. Prints nothing; leaves
 * nothing behind.
 */
final class StartupTraining {
    private StartupTraining() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Files.createTempDirectory("meshport-training");
        try {
            Model cube = cube();
            PrintWriter quiet = new PrintWriter(Writer.nullWriter());
            for (String format : new String[] {"iqe", "iqm", "pie", "vif"}) {
                Path file = dir.resolve("cube." + format);
                ModelIO.write(cube, file, WriteOptions.DEFAULTS.withFormat(format), Diagnostics.discarding());
                Main.commandLine(quiet, quiet).execute("info", file.toString());
                Main.commandLine(quiet, quiet).execute("info", "--json", file.toString());
                Main.commandLine(quiet, quiet).execute("validate", file.toString());
                Main.commandLine(quiet, quiet).execute("convert", "--force", file.toString(),
                        dir.resolve("out." + (format.equals("iqm") ? "iqe" : "iqm")).toString());
            }
            Main.commandLine(quiet, quiet).execute("render", dir.resolve("cube.iqe").toString(), "-o",
                    dir.resolve("cube.png").toString(), "--size", "32");
            Main.commandLine(quiet, quiet).execute("formats");
            Main.commandLine(quiet, quiet).execute("--help");
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) files.sorted(Comparator.reverseOrder())::iterator) {
                    Files.deleteIfExists(p);
                }
            }
        }
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
