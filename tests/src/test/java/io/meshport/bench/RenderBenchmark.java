package io.meshport.bench;

import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Conventions;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.VertexArrayDescriptor;
import io.meshport.render.RenderOptions;
import io.meshport.render.Renderer;
import io.meshport.render.Surface;
import io.meshport.render.Surfaces;
import io.meshport.render.Texture;
import io.meshport.render.View;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * How long {@code meshport render} takes to draw a model in-process: a UV sphere of about
 * {@code TRIANGLES} triangles, textured (a 256×256 checker), at {@code SIZE} pixels, front and
 * iso, with and without wireframe. Not a test: run by {@code bench/run.sh}. Prints the median
 * of {@code RUNS} after {@code WARMUPS}.
 *
 * <p>Usage: {@code RenderBenchmark TRIANGLES SIZE RUNS WARMUPS}.
 */
public final class RenderBenchmark {
    private RenderBenchmark() {
    }

    public static void main(String[] args) {
        int triangles = Integer.parseInt(args[0]);
        int size = Integer.parseInt(args[1]);
        int runs = Integer.parseInt(args[2]);
        int warmups = Integer.parseInt(args[3]);
        Model sphere = sphere(triangles);
        int[] checker = new int[256 * 256];
        for (int i = 0; i < checker.length; i++) {
            checker[i] = ((i % 256) / 32 + (i / 256) / 32) % 2 == 0 ? 0xffe0e0e0 : 0xff303030;
        }
        Surface surface = new Surface(new Texture(256, 256, checker), Optional.empty());
        Surfaces textures = material -> Optional.of(surface);
        System.out.printf(Locale.ROOT, "render: %d triangles, %d×%d pixels (drawn at %d×), median of %d%n",
                sphere.triangleCount(), size, size, 3, runs);
        for (View view : new View[] {View.FRONT, View.ISO}) {
            for (boolean wireframe : new boolean[] {false, true}) {
                RenderOptions options = RenderOptions.DEFAULTS.withSize(size).withView(view).withWireframe(wireframe);
                double[] times = new double[runs];
                for (int i = -warmups; i < runs; i++) {
                    long t0 = System.nanoTime();
                    Renderer.render(sphere, options, textures);
                    if (i >= 0) {
                        times[i] = (System.nanoTime() - t0) / 1e9;
                    }
                }
                Arrays.sort(times);
                System.out.printf(Locale.ROOT, "  %-5s %-9s %.3f s%n", view.name().toLowerCase(Locale.ROOT),
                        wireframe ? "wireframe" : "", times[runs / 2]);
            }
        }
    }

    /** A textured UV sphere of radius 1 with about {@code triangles} triangles. */
    static Model sphere(int triangles) {
        int rings = Math.max(2, (int) Math.round(Math.sqrt(triangles / 4.0)));
        int segments = 2 * rings;
        int vertices = (rings + 1) * (segments + 1);
        float[] xyz = new float[3 * vertices];
        float[] uv = new float[2 * vertices];
        for (int r = 0; r <= rings; r++) {
            double theta = Math.PI * r / rings;
            for (int s = 0; s <= segments; s++) {
                double phi = 2 * Math.PI * s / segments;
                int v = r * (segments + 1) + s;
                xyz[3 * v] = (float) (Math.sin(theta) * Math.cos(phi));
                xyz[3 * v + 1] = (float) (Math.sin(theta) * Math.sin(phi));
                xyz[3 * v + 2] = (float) Math.cos(theta);
                uv[2 * v] = (float) s / segments;
                uv[2 * v + 1] = (float) r / rings;
            }
        }
        int[] corners = new int[6 * rings * segments];
        int at = 0;
        for (int r = 0; r < rings; r++) {
            for (int s = 0; s < segments; s++) {
                int a = r * (segments + 1) + s;
                int b = a + segments + 1;
                corners[at++] = a;
                corners[at++] = b;
                corners[at++] = a + 1;
                corners[at++] = a + 1;
                corners[at++] = b;
                corners[at++] = b + 1;
            }
        }
        Mesh mesh = Mesh.builder("sphere").material("checker").vertexCount(vertices).triangles(corners)
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.POSITION, ComponentType.FLOAT, 3),
                        xyz))
                .addArray(VertexArray.ofFloats(VertexArrayDescriptor.of(AttributeKind.TEXCOORD, ComponentType.FLOAT, 2),
                        uv)).build();
        return Model.builder().conventions(Conventions.Z_UP_RIGHT_CW).addMesh(mesh).build();
    }
}
