package io.meshport.conformance;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes the glTF files that {@code .ci/gltf-judges.sh} hands to the Khronos validator and to
 * Blender's glTF importer: every corpus IQM, IQE and PIE model, and each with triangles again as
 * VIF read back ({@code vif_...}), as {@code .glb}, and as {@code .gltf} (JSON, buffer embedded)
 * in a second directory; beside each directory
 * {@code expected.tsv}: per file the meshes, triangles (as Blender keeps them: one face per set
 * of vertices), bones, animations and embedded images meshport wrote, which Blender must report
 * back. The game's texture pages are not in the corpus: each image a model names is a small PNG
 * made for it (the same bytes every run), carried in the file as {@code convert} carries a found
 * texture. Not a test.
 *
 * <p>Usage: {@code GltfJudgeInputs CORPUS_DIR OUT_DIR}.
 */
public final class GltfJudgeInputs {
    private GltfJudgeInputs() {
    }

    public static void main(String[] args) throws IOException {
        Path corpus = Path.of(args[0]);
        Path out = Path.of(args[1]);
        for (String container : List.of("glb", "gltf")) {
            Path dir = out.resolve(container);
            Files.createDirectories(dir);
            try (PrintWriter expected = new PrintWriter(Files.newBufferedWriter(dir.resolve("expected.tsv"),
                    StandardCharsets.UTF_8))) {
                for (String format : List.of("iqm", "iqe", "pie")) {
                    write(corpus.resolve(format), "." + format, dir, container, expected);
                }
            }
        }
    }

    /**
     * The triangles Blender keeps: a mesh has one face per set of vertices, so a triangle whose
     * corners repeat a vertex, or that uses the same three vertices as one before it (the back of
     * a double-sided PIE polygon), is not a face of its own.
     */
    private static long blenderFaces(Model model) {
        long faces = 0;
        for (io.meshport.model.Mesh mesh : model.meshes()) {
            java.util.Set<java.util.List<Integer>> seen = new java.util.HashSet<>();
            int[] t = mesh.triangleIndices();
            for (int i = 0; i < t.length; i += 3) {
                int[] c = {t[i], t[i + 1], t[i + 2]};
                java.util.Arrays.sort(c);
                if (c[0] != c[1] && c[1] != c[2] && seen.add(List.of(c[0], c[1], c[2]))) {
                    faces++;
                }
            }
        }
        return faces;
    }

    /**
     * The last frame of Blender's actions: it places a key at {@code time × 24} (its scene's
     * default frame rate), and an action is at least one frame long. meshport writes a key per
     * frame at {@code frame / framerate} seconds, at 30 per second when the framerate is not known.
     */
    private static long lastBlenderFrame(Model model) {
        double last = 0;
        for (io.meshport.model.Animation a : model.animations()) {
            double rate = a.framerate() > 0 && Float.isFinite(a.framerate()) ? a.framerate() : 30;
            last = Math.max(last, (a.frameCount() - 1) / rate);
        }
        return Math.max(1, Math.round(last * 24));
    }

    private static void write(Path in, String suffix, Path dir, String container, PrintWriter expected)
            throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(in)) {
            files = walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
        }
        for (Path f : files) {
            String base = in.relativize(f).toString().replace('/', '_').replaceAll("\\.[a-z]+$", "");
            Model m = ModelIO.read(f, Diagnostics.discarding());
            write(m, dir.resolve(suffix.substring(1) + "_" + base + "." + container), expected);
            if (m.triangleCount() > 0) {
                // the same model as a VIF file (a hierarchy built for it) read back: VIF -> glTF
                io.meshport.io.ModelFormat vif = ModelIO.require("vif");
                java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
                vif.writer().orElseThrow().write(m, bytes, Diagnostics.discarding());
                Model fromVif = vif.reader().orElseThrow().read(new java.io.ByteArrayInputStream(bytes.toByteArray()),
                        base + ".vif", Diagnostics.discarding());
                write(fromVif, dir.resolve("vif_" + suffix.substring(1) + "_" + base + "." + container), expected);
            }
        }
    }

    /** A 2 x 2 PNG for any image name: what stands in for a game's texture page. */
    private static final io.meshport.io.TextureSource STAND_IN = new io.meshport.io.TextureSource() {
        @Override
        public java.util.Optional<byte[]> find(String name) throws IOException {
            java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(2, 2,
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            image.setRGB(0, 0, 0xc03030);
            image.setRGB(1, 1, 0x3030c0);
            java.io.ByteArrayOutputStream png = new java.io.ByteArrayOutputStream();
            javax.imageio.ImageIO.write(image, "png", png);
            return java.util.Optional.of(png.toByteArray());
        }

        @Override
        public String searched() {
            return "a stand-in for every name";
        }
    };

    /** Writes {@code m} as {@code target} and what Blender must find in it: meshport's own reading of it. */
    private static void write(Model m, Path target, PrintWriter expected) throws IOException {
        ModelIO.write(m, target, io.meshport.io.WriteOptions.DEFAULTS.withTextures(STAND_IN), Diagnostics.discarding());
        Model back = ModelIO.read(target, Diagnostics.discarding());
        // the images whose pixels the file carries, as JglTF (and so any reader) finds them
        long images = new de.javagl.jgltf.model.io.GltfModelReader().read(target.toUri()).getImageModels().stream()
                .filter(i -> i.getImageData() != null && i.getImageData().remaining() > 0).count();
        long meshes = back.meshes().stream().filter(x -> x.triangleCount() > 0).count();
        long animations = back.animations().stream().filter(a -> a.frameCount() > 0).count();
        expected.println(target + "\tmeshes " + meshes + " triangles " + blenderFaces(back) + " bones "
                + back.joints().size() + " actions " + (back.joints().isEmpty() ? 0 : animations) + " frames "
                + (back.joints().isEmpty() || animations == 0 ? "none" : "0-" + lastBlenderFrame(back))
                + " images " + images);
    }
}
