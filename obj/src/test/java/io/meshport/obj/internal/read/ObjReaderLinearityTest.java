package io.meshport.obj.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.harness.Linearity;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import io.meshport.obj.Obj;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DESIGN §5, bounded: the reader's time and memory grow with its input, not faster
 * ({@link Linearity}, scales 1, 2 and 4), on generated files of the shapes that once grew faster
 * (issue #28): many groups (a part and a corner table per group), one huge polygon (every corner
 * looked for a slash to the end of the line; javagl growing its arrays one corner at a time), many
 * materials, many {@code mtllib} lines naming one library (read once per line), and a plain mesh.
 * A line or statement longer than the reader takes is an error at its start, read in bounded memory.
 */
class ObjReaderLinearityTest {
    private static final long MESH_SEED = 28;

    @TempDir
    Path temp;

    @Test
    void manyGroups() throws Exception {
        linear("many groups", 40_000, n -> {
            StringBuilder b = new StringBuilder("v 0 0 0\nv 1 0 0\nv 0 1 0\n");
            for (int i = 0; i < n; i++) {
                b.append(i % 2 == 0 ? "g g" : "o o").append(i).append("\ns ").append(i % 3).append("\nf 1 2 3\n");
            }
            return b.toString();
        }, (n, model) -> assertEquals(n, model.meshes().size()));
    }

    @Test
    void oneHugeConvexPolygon() throws Exception {
        linear("one huge convex polygon", 60_000, n -> polygon(n, 1), (n, model) -> {
            assertEquals(n - 2, model.meshes().get(0).triangleCount());
        });
    }

    /** More corners than are ear-clipped: a fan, after a look at every corner. */
    @Test
    void oneHugeConcavePolygon() throws Exception {
        linear("one huge concave polygon (a star)", 60_000, n -> polygon(n, 0.4), (n, model) -> {
            assertEquals(n - 2, model.meshes().get(0).triangleCount());
        });
    }

    /** Polygons of as many corners as are ear-clipped: each costs at most a bounded number of steps. */
    @Test
    void manyEarClippedPolygons() throws Exception {
        int corners = io.meshport.model.derive.PolygonTriangulator.MAX_EAR_CLIPPED;
        String star = polygon(corners, 0.4);
        String face = star.substring(star.indexOf("\nf ") + 1);
        linear("many concave polygons of " + corners + " corners", 150, n -> star + face.repeat(n - 1),
                (n, model) -> assertEquals(n * (corners - 2), model.meshes().get(0).triangleCount()));
    }

    @Test
    void manyMaterials() throws Exception {
        linear("many materials", 40_000, n -> {
            StringBuilder b = new StringBuilder("v 0 0 0\nv 1 0 0\nv 0 1 0\n");
            for (int i = 0; i < n; i++) {
                // every material twice, so that switching back finds its part again
                b.append("usemtl m").append(i).append("\nf 1 2 3\nusemtl m").append(Math.max(0, i - 1))
                        .append("\nf 1 2 3\n");
            }
            return b.toString();
        }, (n, model) -> assertEquals(n, model.meshes().size()));
    }

    @Test
    void aPlainMesh() throws Exception {
        System.out.println("ObjReaderLinearityTest.aPlainMesh: seed " + MESH_SEED);
        linear("a plain mesh (seed " + MESH_SEED + ")", 20_000, n -> {
            SplittableRandom random = new SplittableRandom(MESH_SEED);
            StringBuilder b = new StringBuilder("o mesh\n");
            for (int i = 0; i < n; i++) {
                b.append(String.format(Locale.ROOT, "v %.5f %.5f %.5f%nvt %.4f %.4f%nvn 0 0 1%n", random.nextDouble(),
                        random.nextDouble(), random.nextDouble(), random.nextDouble(), random.nextDouble()));
            }
            for (int i = 1; i + 3 <= n; i += 2) {
                b.append("f ").append(i).append('/').append(i).append('/').append(i).append(' ')
                        .append(i + 1).append('/').append(i + 1).append('/').append(i + 1).append(' ')
                        .append(i + 2).append('/').append(i + 2).append('/').append(i + 2).append(' ')
                        .append(i + 3).append('/').append(i + 3).append('/').append(i + 3).append('\n');
            }
            return b.toString();
        }, (n, model) -> assertEquals(n, model.meshes().get(0).vertexCount()));
    }

    /** Before #28 each line read the library again: lines times materials. */
    @Test
    void manyMtllibLinesNamingOneLibrary() throws Exception {
        Map<Integer, Path> files = new HashMap<>();
        int base = 1_000;
        for (int scale : new int[] {1, 2, 4}) {
            int n = base * scale;
            Path folder = Files.createDirectories(temp.resolve("x" + scale));
            StringBuilder mtl = new StringBuilder();
            StringBuilder obj = new StringBuilder("v 0 0 0\nv 1 0 0\nv 0 1 0\n");
            for (int i = 0; i < n; i++) {
                mtl.append("newmtl m").append(i).append("\nKd 1 1 1\n");
                obj.append("mtllib lib.mtl\nusemtl m").append(i).append("\nf 1 2 3\n");
            }
            Files.writeString(folder.resolve("lib.mtl"), mtl);
            files.put(scale, Files.writeString(folder.resolve("lines.obj"), obj));
        }
        Linearity.Run run = scale -> {
            Diagnostics d = new Diagnostics();
            Model model = Obj.reader().withDiagnostics(d).read(files.get(scale));
            assertEquals(base * scale, model.meshes().size());
            assertEquals(0, d.all().size(), d.all()::toString);
        };
        Linearity.Cost[] costs = Linearity.check("many mtllib lines naming one library", run);
        System.out.println("many mtllib lines: " + Arrays.toString(costs));
    }

    /** A 100 MB line: an error at its start, after reading little more than the longest line taken. */
    @Test
    void aLineLongerThanTakenIsAnErrorAtItsStartInBoundedMemory() {
        // the text engine's words, as for every text format, with OBJ's limit
        assertBounded("v 0 0 0\nv ", "1", "big.obj:2:1: line longer than " + ObjLines.MAX_LINE + " characters: no"
                + " model file holds such a line (a damaged file, or not a model)");
        assertBounded("v 0 0 0\nf ", "1 \\\n", "big.obj:2:1: statement longer than " + ObjLines.MAX_LINE
                + " characters");
    }

    private static void assertBounded(String head, String repeated, String message) {
        long size = 100L << 20;
        long[] consumed = new long[1];
        InputStream in = new InputStream() {
            private final byte[] start = head.getBytes(StandardCharsets.US_ASCII);
            private final byte[] unit = repeated.getBytes(StandardCharsets.US_ASCII);

            @Override
            public int read() {
                long at = consumed[0];
                if (at >= size) {
                    return -1;
                }
                consumed[0]++;
                return at < start.length ? start[(int) at] : unit[(int) ((at - start.length) % unit.length)];
            }
        };
        ModelFormatException e = assertThrows(ModelFormatException.class, () -> Obj.reader().withDiagnostics(new Diagnostics()).read(in, "big.obj"));
        assertEquals(message, e.getMessage());
        // what is held is at most what was read: the longest line taken, once joined and once in pieces
        assertTrue(consumed[0] < 2L * ObjLines.MAX_LINE + (1 << 20), consumed[0] + " bytes read of " + size);
    }

    /** A polygon of {@code n} corners around the origin, every second one at {@code inner} times the radius. */
    private static String polygon(int n, double inner) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            double angle = 2 * Math.PI * i / n;
            double r = i % 2 == 0 ? 1 : inner;
            b.append(String.format(Locale.ROOT, "v %.6f %.6f 0%n", r * Math.cos(angle), r * Math.sin(angle)));
        }
        b.append('f');
        for (int i = 1; i <= n; i++) {
            b.append(' ').append(i);
        }
        return b.append('\n').toString();
    }

    /** What a generated input must read as, so that a reader that reads nothing cannot pass. */
    @FunctionalInterface
    private interface Expected {
        void check(int n, Model model);
    }

    private static void linear(String what, int base, IntFunction<String> text, Expected expected) throws Exception {
        Map<Integer, byte[]> inputs = new HashMap<>();
        for (int scale : new int[] {1, 2, 4}) {
            inputs.put(scale, text.apply(base * scale).getBytes(StandardCharsets.UTF_8));
        }
        Linearity.Run run = scale -> {
            Model model = Obj.reader().withDiagnostics(new Diagnostics(100)).read(new ByteArrayInputStream(inputs.get(scale)), "generated.obj");
            expected.check(base * scale, model);
        };
        Linearity.Cost[] costs = Linearity.check(what, run);
        System.out.println(what + ", " + inputs.get(1).length + " bytes at 1x: " + Arrays.toString(costs));
    }
}
