package io.meshport.conformance;

import io.meshport.harness.Laws;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import io.meshport.io.WriteOptions;
import io.meshport.model.Animation;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import io.meshport.smd.Smd;
import io.meshport.smd.SmdDocument;
import io.meshport.smd.SmdFormat;
import io.meshport.smd.SmdFrame;
import io.meshport.smd.SmdTriangles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes the SMD files that {@code .ci/smd-judges.sh} hands to the real readers (the reference IQM
 * compiler, assimp): every corpus model with meshes, a skeleton or animations, written as
 * {@code GROUP/ID/ID.smd} with its animations beside it ({@link SmdFormat#animationFileName}); a
 * model without meshes as its first animation, the others beside. Groups: {@code from-md5} (each
 * corpus {@code .md5mesh} with the animations of its {@code .reference.cmd}), {@code from-iqm},
 * {@code from-iqe}, {@code from-pie} (every 8th Warzone 2100 file and every one with
 * {@code ANIMOBJECT}, as {@code .ci/assimp-check.sh} picks them) and {@code examples} (meshport's own
 * {@code examples/}). Beside each group:
 * <ul>
 * <li>{@code inputs.tsv}: per model, the reference compiler's arguments after the output file: the
 * reference file, then the animation files in the model's order; for a model without meshes
 * {@code -j} and its animation files (the compiler writes joints with meshes only, unless told to);
 * <li>{@code expected.tsv}: per model, {@code meshes M triangles T vertices V joints J anims A frames
 * F1,F2,...}: meshes, triangles and vertices as meshport reads its own files back (one mesh a
 * material, equal corners welded, as the reference's {@code makemeshes} welds them), joints the
 * files' bones, frames the files' {@code time} blocks;
 * <li>{@code expected-assimp.tsv}: per written file, what assimp's SMD importer
 * ({@code SMDLoader.cpp}) makes of it: for a file with triangles {@code meshes M faces F vertices V
 * bones B joints J} (a mesh per material word, compared without case; a vertex per corner; per mesh
 * the bones its vertex lines give a weight, by assimp's rule: see {@link #assimpBones}), for an
 * animation file {@code channels J frames F}.
 * </ul>
 * It also prints per group how many reference files it wrote whose vertex lines are all GoldSrc's
 * (a parent bone, no links). Not a test. Usage: {@code SmdJudgeInputs CORPUS_DIR EXAMPLES_DIR OUT_DIR},
 * then, once the script has run the judges on a group, {@code SmdJudgeInputs --check GROUP_DIR
 * [--reference] [--assimp]} ({@link #check}).
 */
public final class SmdJudgeInputs {
    private SmdJudgeInputs() {
    }

    /**
     * Writes the groups.
     *
     * @param args the corpus folder, meshport's {@code examples/} folder and the output folder; or
     *     {@code --check GROUP_DIR [--reference] [--assimp]}: what the judges made of a group's files
     *     against what meshport expects ({@link #check}); or {@code --same-iqm REFERENCE OURS}: whether
     *     two IQM files hold the same model as {@link ReferenceIqm} compares them (exit 1 and the
     *     first difference when not)
     * @throws IOException when a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args[0].equals("--same-iqm")) {
            sameIqm(Path.of(args[1]), Path.of(args[2]));
            return;
        }
        if (args[0].equals("--check")) {
            List<String> judges = Arrays.asList(args).subList(2, args.length);
            if (!check(Path.of(args[1]), judges.contains("--reference"), judges.contains("--assimp"))) {
                System.exit(1);
            }
            return;
        }
        Path corpus = Path.of(args[0]);
        Path examples = Path.of(args[1]);
        Path out = Path.of(args[2]);
        write(JudgeCorpus.md5Models(corpus), out.resolve("from-md5"));
        write(JudgeCorpus.each(corpus.resolve("iqm"), ".iqm"), out.resolve("from-iqm"));
        write(JudgeCorpus.each(corpus.resolve("iqe"), ".iqe"), out.resolve("from-iqe"));
        write(JudgeCorpus.pieShare(corpus), out.resolve("from-pie"));
        write(JudgeCorpus.each(examples, ""), out.resolve("examples"));
    }

    private static void sameIqm(Path reference, Path ours) throws IOException {
        ModelFormat iqm = ModelIO.require("iqm");
        try {
            ReferenceIqm.assertSame(Laws.read(iqm, Files.readAllBytes(reference), reference.toString()),
                    Laws.read(iqm, Files.readAllBytes(ours), ours.toString()));
        } catch (AssertionError e) {
            System.out.println(ours + " differs from " + reference + ": " + e.getMessage());
            System.exit(1);
        }
    }

    /**
     * Compares what the judges made of a group's files with what meshport expects, prints a line per
     * judge (and the first differences), and tells whether all is the same. {@code reference}: each
     * model's {@code ID.reference.iqm}, which the script had the reference compiler write, counted
     * from its header ({@code Md5JudgeInputs.iqmCounts}); a model without one failed (the last line of
     * its {@code ID.reference.log} says why). {@code assimp}: each file's {@code FILE.assimp.txt}
     * ({@code assimp info FILE -r}) and, for an animation file, {@code FILE.assxml} ({@code assimp
     * dump FILE -r}).
     */
    static boolean check(Path group, boolean reference, boolean assimp) throws IOException {
        boolean same = true;
        String name = group.getFileName().toString();
        if (reference) {
            Map<String, String> got = new LinkedHashMap<>();
            for (String[] line : rows(group.resolve("inputs.tsv"))) {
                Path iqm = group.resolve(line[0] + ".reference.iqm");
                Path log = group.resolve(line[0] + ".reference.log");
                List<String> said = Files.exists(log) ? Files.readAllLines(log, StandardCharsets.ISO_8859_1) : List.of();
                got.put(line[0], Files.exists(iqm) ? Md5JudgeInputs.iqmCounts(iqm)
                        : "FAILED: " + (said.isEmpty() ? "no output" : said.get(said.size() - 1)));
            }
            same &= compare("reference compiler", name, group.resolve("expected.tsv"), got, "models");
        }
        if (assimp) {
            Map<String, String> got = new LinkedHashMap<>();
            for (String[] line : rows(group.resolve("expected-assimp.tsv"))) {
                got.put(line[0], assimpCounts(group.resolve(line[0]), line[1].startsWith("meshes")));
            }
            same &= compare("assimp", name, group.resolve("expected-assimp.tsv"), got, "files");
        }
        return same;
    }

    /** Prints how many of {@code expected}'s rows {@code got} gives otherwise, and the first ten. */
    private static boolean compare(String judge, String group, Path expected, Map<String, String> got, String what)
            throws IOException {
        List<String[]> rows = rows(expected);
        List<String> differ = new ArrayList<>();
        for (String[] row : rows) {
            if (!row[1].equals(got.get(row[0]))) {
                differ.add("  " + row[0] + ": meshport wrote " + row[1] + ", " + judge + " read " + got.get(row[0]));
            }
        }
        System.out.println(judge + ", " + group + ": " + rows.size() + " " + what + ", " + differ.size()
                + " differ from what meshport wrote");
        differ.stream().limit(10).forEach(System.out::println);
        return differ.isEmpty();
    }

    private static List<String[]> rows(Path tsv) throws IOException {
        return Files.readAllLines(tsv, StandardCharsets.UTF_8).stream().filter(l -> !l.isEmpty())
                .map(l -> l.split("\t", 2)).toList();
    }

    /** A line of {@code assimp info}'s report that gives a number: {@code Meshes:             1}. */
    private static final Pattern REPORT_NUMBER = Pattern.compile("^([A-Za-z ]+):\\s+(\\d+)\\s*$");
    /** A channel's position keys in {@code assimp dump}'s XML. */
    private static final Pattern DUMP_KEYS = Pattern.compile("PositionKeyList num=\"(\\d+)\"");

    /**
     * assimp's counts of {@code file} from its report: for a file with triangles {@code meshes M faces
     * F vertices V bones B joints J} (the nodes are the bones and assimp's own {@code <SMD_root>}), for
     * an animation file {@code channels J frames F} (one key per frame and channel: the frames are the
     * most keys a channel has in the dump).
     */
    private static String assimpCounts(Path file, boolean withTriangles) throws IOException {
        Path report = file.resolveSibling(file.getFileName() + ".assimp.txt");
        List<String> lines = Files.exists(report) ? Files.readAllLines(report, StandardCharsets.ISO_8859_1) : List.of();
        Map<String, Long> numbers = new LinkedHashMap<>();
        for (String line : lines) {
            Matcher m = REPORT_NUMBER.matcher(line);
            if (m.matches()) {
                numbers.putIfAbsent(m.group(1).trim(), Long.parseLong(m.group(2)));
            }
        }
        if (!numbers.containsKey("Nodes")) {
            // assimp info exits 0 when it cannot load a file: its report says why
            return "assimp failed: " + lines.stream().filter(l -> l.toLowerCase(Locale.ROOT).contains("error"))
                    .findFirst().orElse("no report");
        }
        if (withTriangles) {
            return "meshes " + numbers.get("Meshes") + " faces " + numbers.get("Faces") + " vertices "
                    + numbers.get("Vertices") + " bones " + numbers.get("Bones") + " joints " + (numbers.get("Nodes") - 1);
        }
        Path dump = file.resolveSibling(file.getFileName() + ".assxml");
        long frames = 0;
        if (Files.exists(dump)) {
            Matcher m = DUMP_KEYS.matcher(Files.readString(dump, StandardCharsets.ISO_8859_1));
            while (m.find()) {
                frames = Math.max(frames, Long.parseLong(m.group(1)));
            }
        }
        return "channels " + numbers.get("Animation Channels") + " frames " + frames;
    }

    private static void write(List<JudgeCorpus.Input> inputs, Path group) throws IOException {
        Files.createDirectories(group);
        int written = 0;
        int goldSrc = 0;
        List<String> expected = new ArrayList<>();
        List<String> compilerInputs = new ArrayList<>();
        List<String> assimp = new ArrayList<>();
        for (JudgeCorpus.Input input : inputs) {
            Model model = combined(input.files());
            if (model.meshes().isEmpty() && model.joints().isEmpty() && model.animations().isEmpty()) {
                continue;
            }
            written++;
            String id = input.name().toString().replaceAll("\\.[A-Za-z0-9]+$", "").replaceAll("[^A-Za-z0-9_.-]", "_");
            List<Path> smdFiles = writeSmd(model, group.resolve(id), id);

            // meshport's own reading of what it wrote, combined as the reference compiler combines it
            List<SmdDocument> docs = new ArrayList<>();
            for (Path f : smdFiles) {
                docs.add(Smd.reader().readDocument(f));
            }
            Model back = combined(smdFiles);
            int[] frames = docs.stream().filter(d -> d.kind() == SmdDocument.Kind.ANIMATION)
                    .mapToInt(d -> d.frames().size()).toArray();
            expected.add(id + "\t" + counts(back.meshes(), docs.get(0).nodes().size(), frames));
            StringJoiner args = new StringJoiner(" ");
            if (model.meshes().isEmpty() && !model.animations().isEmpty()) {
                args.add("-j");
            }
            smdFiles.forEach(f -> args.add(group.relativize(f).toString()));
            compilerInputs.add(id + "\t" + args);
            for (int i = 0; i < smdFiles.size(); i++) {
                SmdTriangles t = docs.get(i).triangles().orElse(SmdTriangles.empty());
                assimp.add(group.relativize(smdFiles.get(i)) + "\t" + (t.triangleCount() > 0
                        ? assimpReference(docs.get(i), t) : "channels " + docs.get(i).nodes().size() + " frames "
                        + keysPerChannel(docs.get(i))));
                goldSrc += t.triangleCount() > 0 && Arrays.stream(t.linkCounts()).allMatch(n -> n == SmdTriangles.GOLDSRC)
                        ? 1 : 0;
            }
        }
        Files.write(group.resolve("expected.tsv"), expected, StandardCharsets.UTF_8);
        Files.write(group.resolve("inputs.tsv"), compilerInputs, StandardCharsets.UTF_8);
        Files.write(group.resolve("expected-assimp.tsv"), assimp, StandardCharsets.UTF_8);
        System.out.println(group.getFileName() + ": " + written + " models written as SMD, " + goldSrc
                + " reference files with GoldSrc vertex lines only");
    }

    /** The model of {@code files}: the first file's, each later file's animations appended as {@code meshport convert} appends them. */
    private static Model combined(List<Path> files) throws IOException {
        Diagnostics quiet = Diagnostics.discarding();
        Model model = ModelIO.read(files.get(0), quiet);
        for (Path f : files.subList(1, files.size())) {
            model = AnimationMerge.append(model, ModelIO.read(f, quiet), f.getFileName().toString(), quiet);
        }
        return model;
    }

    /**
     * Writes {@code model} as {@code dir/id.smd} with its animations beside it, and gives the files
     * in the model's order: the reference file (or the first animation's), then those beside.
     */
    private static List<Path> writeSmd(Model model, Path dir, String id) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(id + ".smd");
        ModelIO.write(model, file, WriteOptions.DEFAULTS.withFormat("smd"), Diagnostics.discarding());
        List<Path> smdFiles = new ArrayList<>(List.of(file));
        boolean animationOnly = model.meshes().isEmpty() && !model.animations().isEmpty();
        for (Animation a : model.animations().subList(animationOnly ? 1 : 0, model.animations().size())) {
            smdFiles.add(dir.resolve(SmdFormat.animationFileName(id, a.name())));
        }
        long onDisk;
        try (Stream<Path> list = Files.list(dir)) {
            onDisk = list.filter(p -> p.toString().endsWith(".smd")).count();
        }
        if (onDisk != smdFiles.size() || smdFiles.stream().distinct().count() != smdFiles.size()) {
            // two animations whose names make one file name: the second replaced the first
            System.err.println(id + ": " + model.animations().size() + " animations but " + onDisk + " .smd files");
        }
        return smdFiles;
    }

    /** {@code meshes M triangles T vertices V joints J anims A frames F1,F2,...}, as {@code Md5JudgeInputs --iqm-counts} prints them. */
    private static String counts(List<Mesh> meshes, int joints, int[] frames) {
        long triangles = meshes.stream().mapToLong(Mesh::triangleCount).sum();
        long vertices = meshes.stream().mapToLong(Mesh::vertexCount).sum();
        StringJoiner f = new StringJoiner(",");
        Arrays.stream(frames).forEach(n -> f.add(Integer.toString(n)));
        return "meshes " + meshes.size() + " triangles " + triangles + " vertices " + vertices + " joints " + joints
                + " anims " + frames.length + " frames " + (frames.length == 0 ? "-" : f.toString());
    }

    /** assimp's import of a file with triangles: {@code meshes M faces F vertices V bones B joints J}. */
    private static String assimpReference(SmdDocument doc, SmdTriangles t) {
        Map<String, Integer> meshOf = new LinkedHashMap<>();
        int[] meshOfMaterial = new int[t.materials().size()];
        for (int m = 0; m < meshOfMaterial.length; m++) {
            // assimp's GetTextureIndex compares material words without case
            meshOfMaterial[m] = meshOf.computeIfAbsent(t.materials().get(m).toLowerCase(Locale.ROOT), k -> meshOf.size());
        }
        return "meshes " + meshOf.size() + " faces " + t.triangleCount() + " vertices " + 3L * t.triangleCount()
                + " bones " + assimpBones(t, meshOfMaterial, meshOf.size(), doc.nodes().size()) + " joints "
                + doc.nodes().size();
    }

    /**
     * The bones assimp gives its meshes, summed: per mesh, each bone a vertex line gives a weight.
     * A link counts unless its bone is out of range or the line's parent (assimp drops those);
     * the parent counts when the links left, summed in float, are below 0.975 (its
     * {@code CreateOutputMeshes}). A GoldSrc line (no links) counts its parent.
     */
    private static long assimpBones(SmdTriangles t, int[] meshOfMaterial, int meshes, int bones) {
        BitSet[] used = new BitSet[meshes];
        for (int m = 0; m < meshes; m++) {
            used[m] = new BitSet();
        }
        int[] material = t.materialIndexes();
        int[] parent = t.parents();
        int[] linkCount = t.linkCounts();
        int[] linkBone = t.linkBones();
        double[] linkWeight = t.linkWeights();
        int at = 0;
        for (int v = 0; v < t.vertexCount(); v++) {
            BitSet mesh = used[meshOfMaterial[material[v / 3]]];
            float sum = 0;
            for (int k = 0; k < Math.max(0, linkCount[v]); k++, at++) {
                if (linkBone[at] < bones && linkBone[at] != parent[v]) {
                    mesh.set(linkBone[at]);
                    sum += (float) linkWeight[at];
                }
            }
            if (sum < 0.975f && parent[v] >= 0 && parent[v] < bones) {
                mesh.set(parent[v]);
            }
        }
        return Arrays.stream(used).mapToLong(BitSet::cardinality).sum();
    }

    /** The most frames any bone has a pose in: assimp's keys of its longest channel. */
    private static int keysPerChannel(SmdDocument doc) {
        int[] keys = new int[doc.nodes().size()];
        for (SmdFrame frame : doc.frames()) {
            for (int line = 0; line < frame.size(); line++) {
                keys[frame.bone(line)]++;
            }
        }
        return Arrays.stream(keys).max().orElse(0);
    }
}
