package io.meshport.conformance;

import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.md5.Md5;
import io.meshport.md5.Md5Document;
import io.meshport.md5.Md5Format;
import io.meshport.md5.Md5Mesh;
import io.meshport.model.Animation;
import io.meshport.model.AttributeKind;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.edit.AnimationMerge;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;
import java.util.stream.Stream;

/**
 * Writes the MD5 files that {@code .ci/md5-judges.sh} hands to the real readers (the reference IQM
 * compiler, assimp): every corpus model with meshes or a skeleton, written as
 * {@code GROUP/ID/ID.md5mesh} with its animations beside it as {@code .md5anim} files. Groups:
 * {@code from-md5} (each corpus {@code .md5mesh} with the animations of its
 * {@code .reference.cmd}), {@code from-iqm}, {@code from-iqe} and {@code from-pie} (every 8th
 * Warzone 2100 file and every one with {@code ANIMOBJECT}, as {@code .ci/assimp-check.sh} picks
 * them). Beside each group:
 * <ul>
 * <li>{@code inputs.tsv}: per model, the reference compiler's arguments after the output file:
 * the mesh file, then the animations in the model's order; for a model without meshes {@code -j}
 * and the animations alone (the compiler refuses {@code numMeshes 0}, and makes animation-only
 * models from the animations; {@code -j} has it write their joints too);
 * <li>{@code expected.tsv}: per model, {@code meshes M triangles T vertices V joints J anims A
 * frames F1,F2,...}: meshes and triangles as meshport reads its own files back, vertices as the
 * reference keeps them of meshport's reading (those triangles use, identical ones shared: see
 * {@link #weldedVertices}), joints as the mesh file has them (the reference cannot know that
 * meshport's {@code origin} joint of an unskinned model is none), animations and frames as the
 * files have them;
 * <li>{@code expected-assimp.tsv}: per written file, what assimp's MD5 importer makes of it: for a
 * mesh file {@code meshes M faces F vertices V bones B joints J} (meshes with triangles only; a
 * vertex per corner, assimp unshares them; bones: per mesh the joints its weights name), for an
 * animation file {@code channels J frames F}.
 * </ul>
 * Not a test. Usage: {@code Md5JudgeInputs CORPUS_DIR OUT_DIR}, and {@code Md5JudgeInputs
 * --iqm-counts FILE...}: the same counts line as {@code expected.tsv} for each IQM file, read
 * from its header and animation records (not through meshport's IQM reader).
 */
public final class Md5JudgeInputs {
    private Md5JudgeInputs() {
    }

    public static void main(String[] args) throws IOException {
        if (args[0].equals("--iqm-counts")) {
            for (String file : Arrays.asList(args).subList(1, args.length)) {
                System.out.println(file + "\t" + iqmCounts(Path.of(file)));
            }
            return;
        }
        Path corpus = Path.of(args[0]);
        Path out = Path.of(args[1]);
        write(JudgeCorpus.md5Models(corpus), out.resolve("from-md5"));
        write(JudgeCorpus.each(corpus.resolve("iqm"), ".iqm"), out.resolve("from-iqm"));
        write(JudgeCorpus.each(corpus.resolve("iqe"), ".iqe"), out.resolve("from-iqe"));
        write(JudgeCorpus.pieShare(corpus), out.resolve("from-pie"));
    }

    private static void write(List<JudgeCorpus.Input> inputs, Path group) throws IOException {
        Files.createDirectories(group);
        int written = 0;
        try (PrintWriter expected = writer(group.resolve("expected.tsv"));
                PrintWriter compilerInputs = writer(group.resolve("inputs.tsv"));
                PrintWriter assimp = writer(group.resolve("expected-assimp.tsv"))) {
            for (JudgeCorpus.Input input : inputs) {
                Diagnostics quiet = Diagnostics.discarding();
                Model model = ModelIO.read(input.files().get(0), quiet);
                for (Path anim : input.files().subList(1, input.files().size())) {
                    model = AnimationMerge.append(model, ModelIO.read(anim, quiet), anim.getFileName().toString(), quiet);
                }
                if (model.meshes().isEmpty() && model.joints().isEmpty() && model.animations().isEmpty()) {
                    continue;
                }
                String id = input.name().toString().replaceAll("\\.[A-Za-z0-9]+$", "").replaceAll("[^A-Za-z0-9_.-]", "_");
                Path dir = group.resolve(id);
                Files.createDirectories(dir);
                Path meshFile = dir.resolve(id + ".md5mesh");
                ModelIO.write(model, meshFile, WriteOptions.DEFAULTS.withFormat("md5"), Diagnostics.discarding());
                written++;

                Md5Document mesh = Md5.reader().readDocument(meshFile);
                List<Path> animFiles = new ArrayList<>();
                for (Animation a : model.animations()) {
                    animFiles.add(dir.resolve(Md5Format.animationFileName(id, a.name())));
                }
                long besides;
                try (Stream<Path> list = Files.list(dir)) {
                    besides = list.filter(p -> p.toString().endsWith(".md5anim")).count();
                }
                Set<Path> distinct = new HashSet<>(animFiles);
                if (besides != model.animations().size() || distinct.size() != animFiles.size()) {
                    // two animations whose names make one file name: the second replaced the first
                    System.err.println(id + ": " + model.animations().size() + " animations but " + besides
                            + " .md5anim files beside the mesh file");
                }

                // meshport's own reading of what it wrote, combined as the reference compiler combines it
                Model back = ModelIO.read(meshFile, "md5", quiet);
                List<Md5Document> animDocs = new ArrayList<>();
                for (Path f : animFiles) {
                    back = AnimationMerge.append(back, ModelIO.read(f, "md5", quiet), f.getFileName().toString(), quiet);
                    animDocs.add(Md5.reader().readDocument(f));
                }
                int joints = mesh.joints().size();
                StringJoiner files = new StringJoiner(" ");
                if (mesh.meshes().isEmpty()) {
                    // the compiler writes joints with meshes only, unless told to (-j): told, it
                    // writes the animations' hierarchy
                    files.add("-j");
                    joints = animDocs.isEmpty() ? 0 : animDocs.get(0).hierarchy().size();
                } else {
                    files.add(group.relativize(meshFile).toString());
                }
                expected.println(id + "\t" + counts(back.meshes(), joints, animDocs.stream()
                        .mapToInt(Md5Document::frameCount).toArray()));
                animFiles.forEach(f -> files.add(group.relativize(f).toString()));
                compilerInputs.println(id + "\t" + files);

                if (!mesh.meshes().isEmpty()) {
                    assimp.println(group.relativize(meshFile) + "\t" + assimpMesh(mesh));
                }
                for (int i = 0; i < animFiles.size(); i++) {
                    Md5Document a = animDocs.get(i);
                    assimp.println(group.relativize(animFiles.get(i)) + "\tchannels " + a.hierarchy().size()
                            + " frames " + a.frameCount());
                }
            }
        }
        System.out.println(group.getFileName() + ": " + written + " models written as MD5");
    }

    private static PrintWriter writer(Path file) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8));
    }

    /** {@code meshes M triangles T vertices V joints J anims A frames F1,F2,...}. */
    private static String counts(List<Mesh> meshes, int joints, int[] frames) {
        long triangles = meshes.stream().mapToLong(Mesh::triangleCount).sum();
        long vertices = meshes.stream().mapToLong(Md5JudgeInputs::weldedVertices).sum();
        return counts(meshes.size(), triangles, vertices, joints, frames);
    }

    /** The streams the reference compiler compares to share a vertex ({@code htcmp}): not tangents. */
    private static final Set<AttributeKind> COMPARED = Set.of(AttributeKind.POSITION, AttributeKind.TEXCOORD,
            AttributeKind.NORMAL, AttributeKind.BLEND_INDEXES, AttributeKind.BLEND_WEIGHTS, AttributeKind.COLOR);

    /**
     * The vertices the reference compiler keeps of a mesh ({@code makemeshes}): those its triangles
     * use, one for all that have the same position, texture coordinates, smoothed normal and blend
     * weights. An MD5 file has no normals: vertices another format kept apart by their normals alone
     * become one.
     */
    private static long weldedVertices(Mesh mesh) {
        List<VertexArray> arrays = mesh.arrays().stream().filter(a -> COMPARED.contains(a.kind())).toList();
        Set<List<Double>> distinct = new HashSet<>();
        for (int v : mesh.triangleIndices()) {
            List<Double> key = new ArrayList<>();
            for (VertexArray a : arrays) {
                for (int c = 0; c < a.size(); c++) {
                    key.add(a.getDouble(v, c));
                }
            }
            distinct.add(key);
        }
        return distinct.size();
    }

    private static String counts(long meshes, long triangles, long vertices, long joints, int[] frames) {
        StringJoiner f = new StringJoiner(",");
        Arrays.stream(frames).forEach(n -> f.add(Integer.toString(n)));
        return "meshes " + meshes + " triangles " + triangles + " vertices " + vertices + " joints " + joints
                + " anims " + frames.length + " frames " + (frames.length == 0 ? "-" : f.toString());
    }

    /**
     * What assimp's MD5 importer builds from a mesh file: a mesh per block with triangles and
     * vertices, three vertices per triangle (it gives every corner its own), per mesh a bone for
     * each joint a weight of it names (weights of bias 0 left out), the joints as nodes.
     */
    private static String assimpMesh(Md5Document doc) {
        int meshes = 0;
        long faces = 0;
        long bones = 0;
        for (Md5Mesh m : doc.meshes()) {
            if (m.triangleCount() == 0 || m.vertexCount() == 0) {
                continue;
            }
            meshes++;
            faces += m.triangleCount();
            Set<Integer> named = new HashSet<>();
            int[] joints = m.weightJoints();
            double[] biases = m.weightBiases();
            for (int w = 0; w < joints.length; w++) {
                if (Math.abs(biases[w]) >= 1e-6) {
                    named.add(joints[w]);
                }
            }
            bones += named.size();
        }
        return "meshes " + meshes + " faces " + faces + " vertices " + 3 * faces + " bones " + bones + " joints "
                + doc.joints().size();
    }

    /** The counts of an IQM file from its header and its animation records (iqm.h's layout). */
    static String iqmCounts(Path file) throws IOException {
        ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        String magic = new String(b.array(), 0, 15, StandardCharsets.US_ASCII);
        if (!magic.equals("INTERQUAKEMODEL")) {
            return "not an IQM file";
        }
        long meshes = Integer.toUnsignedLong(b.getInt(36));
        long vertices = Integer.toUnsignedLong(b.getInt(48));
        long triangles = Integer.toUnsignedLong(b.getInt(56));
        long joints = Integer.toUnsignedLong(b.getInt(68));
        int anims = b.getInt(84);
        int animsAt = b.getInt(88);
        int[] frames = new int[anims];
        for (int i = 0; i < anims; i++) {
            frames[i] = b.getInt(animsAt + 20 * i + 8); // name, first_frame, num_frames, framerate, flags
        }
        return counts(meshes, triangles, vertices, joints, frames);
    }
}
