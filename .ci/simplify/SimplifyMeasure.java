import io.meshport.harness.SurfaceDistance;
import io.meshport.io.ModelIO;
import io.meshport.model.AttributeKind;
import io.meshport.model.ComponentType;
import io.meshport.model.Mesh;
import io.meshport.model.Model;
import io.meshport.model.VertexArray;
import io.meshport.model.simplify.Simplifier;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.ToDoubleFunction;

/**
 * The Java side of .ci/simplify-meshoptimizer.sh: meshport's Simplifier against meshoptimizer's
 * MeshoptSimplifier.simplify (driven through mo-simplify.mjs, a node process this program talks to
 * over its standard input and output), on the same positions and triangle indices, and the
 * SurfaceDistance of each result to the original.
 * <pre>
 * java SimplifyMeasure grid OUT.obj
 *     the 1000 x 1000 vertex benchmark grid (z = 20 sin(x/37) cos(y/53), two triangles a cell)
 * java SimplifyMeasure compare OUT MODELS.tsv NODE MO_SCRIPT MESHOPTIMIZER_DIR
 *     MODELS.tsv: id, file, samples (one model a line); options as system properties:
 *     ratios (0.5,0.25,0.1), warmups (3), reps (5), seed (1), strict (false), dump (a folder: the
 *     input and both results of each row meshport loses, as OBJ; none when empty)
 * </pre>
 * Per mesh with triangles and per ratio R, both tools aim at ceil(triangles * R) triangles with no
 * error limit (meshport: Double.MAX_VALUE; meshoptimizer: target_error 1e10 of the extent, no
 * flags). meshoptimizer gets the mesh's positions (as floats, as the Simplifier reads them) and its
 * triangle indices: a texture or normal seam is two vertices at one position, which it finds itself
 * and keeps as a seam, as meshport does. Times: of the simplify call alone (meshport: System.nanoTime
 * around Simplifier.simplify in this warmed JVM; meshoptimizer: performance.now around the call in
 * node, its WASM), the median of the repetitions, the two tools' runs interleaved (meshport first in
 * even repetitions, meshoptimizer first in odd ones) after the warm-ups, and every mesh simplified
 * once by both before any is timed. Distances: SurfaceDistance.between(original, result, samples,
 * seed) for both results with the same samples and seed, relative to the original mesh's extent; a
 * result with every triangle kept is the original (0). SurfaceDistance depends on the surfaces alone,
 * so two results that are the same surface (the same triangles in another order, corners rotated,
 * vertices indexed otherwise) measure the same; a row notes "the same surface" when they are.
 * Writes OUT/results.tsv, OUT/results.json and OUT/summary.txt; prints each row and the summary.
 * Exit status: 1 when a tool failed (a file unread, a crash, a node error), or, with strict, when
 * meshport's mean or Hausdorff distance passes meshoptimizer's in a row or its grid time passes twice
 * meshoptimizer's; otherwise 0.
 */
public final class SimplifyMeasure {
    private static final double MO_TARGET_ERROR = 1e10;

    private SimplifyMeasure() {
    }

    /** One compared row. */
    static final class Row {
        String model;
        int meshIndex;
        String mesh;
        double ratio;
        int trianglesBefore;
        int target;
        int vertices;
        int mpTriangles;
        int moTriangles;
        double mpMean = Double.NaN;
        double moMean = Double.NaN;
        double mpHausdorff = Double.NaN;
        double moHausdorff = Double.NaN;
        double mpMs = Double.NaN;
        double moMs = Double.NaN;
        double[] mpRuns = new double[0];
        double[] moRuns = new double[0];
        double mpError;
        double moError;
        boolean sameSurface;
        String note = "";
        boolean grid;
        Input input;
        int samples;
        float[] mpXyz;
        int[] mpResult;
        int[] moResult;

        boolean work() {
            return target < trianglesBefore;
        }

        boolean measured() {
            return work() && !Double.isNaN(mpMean) && !Double.isNaN(moMean);
        }

        boolean worseMean() {
            return measured() && mpMean > moMean;
        }

        boolean worseHausdorff() {
            return measured() && mpHausdorff > moHausdorff;
        }
    }

    /** The mesh a row simplifies, as both tools get it. */
    record Input(Mesh mesh, float[] xyz, int[] triangles) {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("grid")) {
            grid(Path.of(args[1]));
            return;
        }
        if (args.length != 6 || !args[0].equals("compare")) {
            System.err.println("usage: SimplifyMeasure grid OUT.obj | compare OUT MODELS.tsv NODE MO_SCRIPT MESHOPTIMIZER_DIR");
            System.exit(2);
        }
        System.exit(new SimplifyMeasure.Run(Path.of(args[1]), Path.of(args[2]), args[3], args[4], args[5]).run());
    }

    /** The grid as /tmp/mo's gen-grid.py wrote it (the same text). */
    static void grid(Path out) throws IOException {
        int n = 1000;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.US_ASCII)) {
            w.write("o grid\n");
            for (int y = 0; y < n; y++) {
                for (int x = 0; x < n; x++) {
                    w.write(String.format(Locale.ROOT, "v %d %d %.6f\n", x, y, Math.sin(x / 37.0) * Math.cos(y / 53.0) * 20));
                }
            }
            StringBuilder b = new StringBuilder();
            for (int y = 0; y < n - 1; y++) {
                for (int x = 0; x < n - 1; x++) {
                    int a = y * n + x + 1;
                    b.append("f ").append(a).append(' ').append(a + 1).append(' ').append(a + n + 1).append('\n');
                    b.append("f ").append(a).append(' ').append(a + n + 1).append(' ').append(a + n).append('\n');
                }
                w.write(b.toString());
                b.setLength(0);
            }
        }
    }

    /** One comparison run. */
    static final class Run {
        final Path out;
        final Path models;
        final Path scratch;
        final double[] ratios;
        final int warmups;
        final int reps;
        final long seed;
        final boolean strict;
        final int jobs;
        /** Where the results of rows meshport loses are written as OBJ (system property dump), or null. */
        final Path dump;
        final Node node;
        final List<Row> rows = new ArrayList<>();
        final List<String> failures = new ArrayList<>();
        final List<String> skipped = new ArrayList<>();
        final PrintStream print = System.out;
        final long start = System.nanoTime();

        Run(Path out, Path models, String nodeExe, String script, String meshoptimizer) throws IOException {
            this.out = out;
            this.models = models;
            this.scratch = Files.createDirectories(out.resolve("meshes"));
            this.ratios = Arrays.stream(System.getProperty("ratios", "0.5,0.25,0.1").split(","))
                    .mapToDouble(Double::parseDouble).toArray();
            this.warmups = Integer.getInteger("warmups", 3);
            this.reps = Integer.getInteger("reps", 5);
            this.seed = Long.getLong("seed", 1L);
            this.strict = Boolean.getBoolean("strict");
            this.jobs = Integer.getInteger("jobs", 2);
            String dumpTo = System.getProperty("dump", "");
            this.dump = dumpTo.isEmpty() ? null : Path.of(dumpTo);
            this.node = new Node(nodeExe, script, meshoptimizer, out.resolve("node.log"));
        }

        int run() throws Exception {
            print.println(node.command("version"));
            print.printf(Locale.ROOT, "ratios %s, %d warm-ups and %d interleaved repetitions a row, seed %d%n",
                    Arrays.toString(ratios), warmups, reps, seed);
            List<String[]> list = new ArrayList<>();
            for (String line : Files.readAllLines(models)) {
                if (!line.isBlank()) {
                    list.add(line.split("\t"));
                }
            }
            // the corpus models first, warmed together; the grid (samples given per model) after them
            List<Object[]> loaded = new ArrayList<>();
            for (String[] m : list) {
                List<Input> inputs = read(m[0], Path.of(m[1]));
                if (inputs != null) {
                    loaded.add(new Object[] {m[0], inputs, Integer.parseInt(m[2]), m[0].equals("grid")});
                }
            }
            print.printf(Locale.ROOT, "%s warm-up: every corpus mesh simplified once by both tools at every ratio%n", clock());
            for (Object[] m : loaded) {
                if (!(boolean) m[3]) {
                    for (Object i : (List<?>) m[1]) {
                        warm((Input) i);
                    }
                }
            }
            print.printf(Locale.ROOT, "%s timing: every mesh and ratio, the two tools interleaved%n", clock());
            for (Object[] m : loaded) {
                @SuppressWarnings("unchecked")
                List<Input> inputs = (List<Input>) m[1];
                for (int i = 0; i < inputs.size(); i++) {
                    compare((String) m[0], i, inputs.get(i), (int) m[2], (boolean) m[3]);
                }
            }
            node.close();
            // the distances once nothing is timed any more, on JOBS threads
            print.printf(Locale.ROOT, "%s distances: %d results, %d threads%n", clock(), 2 * rows.size(), jobs);
            ExecutorService pool = Executors.newFixedThreadPool(jobs);
            List<Future<?>> done = new ArrayList<>();
            for (Row row : rows) {
                done.add(pool.submit(() -> {
                    measure(row);
                    return null;
                }));
            }
            header();
            for (int i = 0; i < rows.size(); i++) {
                if (i > 0 && rows.get(i).grid && !rows.get(i - 1).grid) {
                    print.println(clock() + " the grid's distances:");
                }
                Row row = rows.get(i);
                try {
                    done.get(i).get();
                } catch (ExecutionException e) {
                    row.note = "FAILED " + e.getCause();
                    failures.add(row.model + " mesh " + row.meshIndex + " ratio " + row.ratio + ": SurfaceDistance: " + e.getCause());
                }
                print.println(line(row));
            }
            pool.shutdown();
            return report();
        }

        /** The meshes of a model that have triangles; null when it could not be read. */
        List<Input> read(String id, Path file) {
            Model model;
            try {
                model = ModelIO.read(file);
            } catch (Exception | StackOverflowError e) {
                failures.add(id + ": meshport could not read " + file + ": " + e);
                print.println("FAILED " + id + ": meshport could not read it: " + e);
                return null;
            }
            List<Input> inputs = new ArrayList<>();
            for (Mesh mesh : model.meshes()) {
                VertexArray p = mesh.array(AttributeKind.POSITION).orElse(null);
                if (mesh.triangleCount() == 0 || p == null) {
                    skipped.add(id + " mesh " + inputs.size() + " '" + mesh.name() + "': "
                            + (p == null ? "no positions" : "no triangles"));
                    inputs.add(null);
                    continue;
                }
                inputs.add(new Input(mesh, p.convert(ComponentType.FLOAT, 3).toFloatArray(), mesh.triangleIndices()));
            }
            if (model.meshes().isEmpty()) {
                skipped.add(id + ": no meshes (animation only)");
            }
            return inputs;
        }

        void warm(Input in) throws IOException {
            if (in == null) {
                return;
            }
            node.load(write(in));
            for (double r : ratios) {
                int target = target(in, r);
                if (target < in.triangles.length / 3) {
                    Simplifier.simplify(in.mesh, target, Double.MAX_VALUE);
                    node.run(3 * target);
                }
            }
        }

        String clock() {
            long s = (System.nanoTime() - start) / 1_000_000_000L;
            return String.format(Locale.ROOT, "[%d:%02d]", s / 60, s % 60);
        }

        static int target(Input in, double ratio) {
            return (int) Math.ceil(in.triangles.length / 3 * ratio);
        }

        Path write(Input in) throws IOException {
            Path file = scratch.resolve("mesh.bin");
            ByteBuffer b = ByteBuffer.allocate(8 + 4 * in.xyz.length + 4 * in.triangles.length).order(ByteOrder.LITTLE_ENDIAN);
            b.putInt(in.xyz.length / 3).putInt(in.triangles.length);
            b.asFloatBuffer().put(in.xyz);
            b.position(8 + 4 * in.xyz.length);
            b.asIntBuffer().put(in.triangles);
            Files.write(file, b.array());
            return file;
        }

        void compare(String id, int index, Input in, int samples, boolean grid) throws IOException {
            if (in == null) {
                return;
            }
            if (grid) {
                print.printf(Locale.ROOT, "%s timing %s: %d triangles%n", clock(), id, in.triangles.length / 3);
            }
            try {
                node.load(write(in));
            } catch (IOException e) {
                failures.add(id + " mesh " + index + ": meshoptimizer: " + e.getMessage());
                return;
            }
            for (double ratio : ratios) {
                Row row = new Row();
                row.model = id;
                row.meshIndex = index;
                row.mesh = in.mesh.name();
                row.ratio = ratio;
                row.grid = grid;
                row.trianglesBefore = in.triangles.length / 3;
                row.vertices = in.xyz.length / 3;
                row.target = target(in, ratio);
                row.samples = samples;
                rows.add(row);
                try {
                    time(row, in);
                } catch (Exception | Error e) {
                    row.note = "FAILED " + e;
                    failures.add(id + " mesh " + index + " ratio " + ratio + ": " + e);
                }
            }
        }

        /** Both tools' simplifications of a row, timed; the results kept for {@link #measure}. */
        void time(Row row, Input in) throws IOException {
            if (!row.work()) {
                row.mpTriangles = row.moTriangles = row.trianglesBefore;
                row.mpMean = row.moMean = row.mpHausdorff = row.moHausdorff = 0;
                row.note = "nothing to remove (target >= triangles)";
                return;
            }
            Simplifier.Result mp = null;
            for (int i = 0; i < warmups; i++) {
                mp = Simplifier.simplify(in.mesh, row.target, Double.MAX_VALUE);
                node.run(3 * row.target);
            }
            row.mpRuns = new double[reps];
            row.moRuns = new double[reps];
            String[] mo = null;
            for (int i = 0; i < reps; i++) {
                if (i % 2 == 1) {
                    mo = node.run(3 * row.target);
                    row.moRuns[i] = Double.parseDouble(mo[1]);
                }
                long t0 = System.nanoTime();
                mp = Simplifier.simplify(in.mesh, row.target, Double.MAX_VALUE);
                row.mpRuns[i] = (System.nanoTime() - t0) / 1e6;
                if (i % 2 == 0) {
                    mo = node.run(3 * row.target);
                    row.moRuns[i] = Double.parseDouble(mo[1]);
                }
            }
            row.mpMs = median(row.mpRuns);
            row.moMs = median(row.moRuns);
            row.mpTriangles = mp.trianglesAfter();
            row.mpError = mp.error();
            row.moTriangles = Integer.parseInt(mo[3]);
            row.moError = Double.parseDouble(mo[5]);
            row.moResult = node.save(scratch.resolve("result.bin"));
            if (row.moResult.length / 3 != row.moTriangles) {
                throw new IOException("meshoptimizer's result has " + row.moResult.length / 3 + " triangles, not " + row.moTriangles);
            }
            row.mpXyz = mp.mesh().array(AttributeKind.POSITION).orElseThrow().convert(ComponentType.FLOAT, 3).toFloatArray();
            row.mpResult = mp.mesh().triangleIndices();
            row.input = in;
        }

        /** The distances of a row's results to the original. */
        void measure(Row row) {
            if (row.input == null) {
                return;
            }
            double[] d = distance(row.input, row.mpXyz, row.mpResult, row.samples);
            row.mpMean = d[0];
            row.mpHausdorff = d[1];
            d = distance(row.input, row.input.xyz, row.moResult, row.samples);
            row.moMean = d[0];
            row.moHausdorff = d[1];
            row.sameSurface = SurfaceDistance.sameSurface(row.mpXyz, row.mpResult, row.input.xyz, row.moResult);
            if (dump != null && (row.mpMean > row.moMean || row.mpHausdorff > row.moHausdorff)) {
                dump(row);
            }
            row.input = null;
            row.mpXyz = null;
            row.mpResult = row.moResult = null;
            List<String> notes = new ArrayList<>();
            if (row.sameSurface) {
                notes.add("the same surface");
            }
            if (row.mpTriangles > row.moTriangles * 1.01 + 1) {
                notes.add(String.format(Locale.ROOT, "meshport kept %.0f%% more triangles", 100.0 * (row.mpTriangles - row.moTriangles) / Math.max(1, row.moTriangles)));
            } else if (row.moTriangles > row.mpTriangles * 1.01 + 1) {
                notes.add(String.format(Locale.ROOT, "meshoptimizer kept %.0f%% more triangles", 100.0 * (row.moTriangles - row.mpTriangles) / Math.max(1, row.mpTriangles)));
            }
            if (Double.isNaN(row.mpMean) || Double.isNaN(row.moMean)) {
                String mpWhy = row.mpTriangles == 0 ? "no triangles" : "no area";
                String moWhy = row.moTriangles == 0 ? "no triangles" : "no area";
                notes.add(!Double.isNaN(row.mpMean) ? "no distance: meshoptimizer's result has " + moWhy
                        : !Double.isNaN(row.moMean) ? "no distance: meshport's result has " + mpWhy
                        : mpWhy.equals(moWhy) ? "no distance: both results have " + mpWhy
                        : "no distance: meshport's result has " + mpWhy + ", meshoptimizer's " + moWhy);
            }
            row.note = String.join("; ", notes);
        }

        /** Both results of a row where meshport is nearer on neither figure, as OBJ files in the dump folder. */
        void dump(Row row) {
            String name = (row.model + "-" + row.meshIndex + "-" + num(row.ratio)).replaceAll("[^A-Za-z0-9._-]", "_");
            try {
                Files.createDirectories(dump);
                writeObj(dump.resolve(name + "-mp.obj"), row.mpXyz, row.mpResult);
                writeObj(dump.resolve(name + "-mo.obj"), row.input.xyz, row.moResult);
                writeObj(dump.resolve(name + "-in.obj"), row.input.xyz, row.input.triangles);
            } catch (IOException e) {
                synchronized (failures) {
                    failures.add(row.model + " mesh " + row.meshIndex + " ratio " + row.ratio + ": dump: " + e);
                }
            }
        }

        static void writeObj(Path file, float[] xyz, int[] triangles) throws IOException {
            StringBuilder b = new StringBuilder();
            for (int v = 0; v < xyz.length / 3; v++) {
                b.append("v ").append(xyz[3 * v]).append(' ').append(xyz[3 * v + 1]).append(' ').append(xyz[3 * v + 2]).append('\n');
            }
            for (int t = 0; t < triangles.length / 3; t++) {
                b.append("f ").append(triangles[3 * t] + 1).append(' ').append(triangles[3 * t + 1] + 1).append(' ')
                        .append(triangles[3 * t + 2] + 1).append('\n');
            }
            Files.writeString(file, b.toString());
        }

        /** mean, Hausdorff of a result to the original, relative to its extent; 0 when every triangle was kept. */
        double[] distance(Input in, float[] xyz, int[] triangles, int samples) {
            if (triangles.length == in.triangles.length) {
                return new double[] {0, 0};
            }
            try {
                SurfaceDistance.Result r = SurfaceDistance.between(in.xyz, in.triangles, xyz, triangles, samples, seed);
                return new double[] {r.relativeMean(), r.relativeHausdorff()};
            } catch (IllegalArgumentException e) {
                return new double[] {Double.NaN, Double.NaN}; // the original or the result has no area
            }
        }

        static double median(double[] values) {
            double[] s = values.clone();
            Arrays.sort(s);
            int n = s.length;
            return n == 0 ? Double.NaN : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
        }

        void header() {
            print.println();
            print.println("model / mesh                                           R     triangles  meshport  meshopt | mean dist mp / mo   | Hausdorff mp / mo   | ms mp / mo          | verdict");
        }

        String line(Row r) {
            String name = r.model + " #" + r.meshIndex + (r.mesh == null || r.mesh.isEmpty() ? "" : " " + r.mesh);
            String verdict = !r.work() ? "-" : !r.measured() ? "?" : r.worseMean() || r.worseHausdorff()
                    ? "WORSE" + (r.worseMean() ? " mean" : "") + (r.worseHausdorff() ? " Hausdorff" : "") : "ok";
            return String.format(Locale.ROOT, "%-52s %5s %9d %9d %9d | %9s %9s | %9s %9s | %9s %9s | %s%s", shorten(name, 52),
                    num(r.ratio), r.trianglesBefore, r.mpTriangles, r.moTriangles, g(r.mpMean), g(r.moMean),
                    g(r.mpHausdorff), g(r.moHausdorff), ms(r.mpMs), ms(r.moMs), verdict, r.note.isEmpty() ? "" : " (" + r.note + ")");
        }

        static String shorten(String s, int n) {
            return s.length() <= n ? s : "…" + s.substring(s.length() - n + 1);
        }

        static String g(double v) {
            return Double.isNaN(v) ? "-" : v == 0 ? "0" : String.format(Locale.ROOT, "%.3e", v);
        }

        static String ms(double v) {
            return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, v < 10 ? "%.3f" : "%.1f", v);
        }

        static String num(double v) {
            return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
        }

        static double ratio(double mp, double mo) {
            return mo > 0 ? mp / mo : mp == 0 ? 1 : Double.POSITIVE_INFINITY;
        }

        int report() throws IOException {
            writeTsv();
            writeJson();
            StringBuilder s = new StringBuilder();
            s.append("\nSummary (corpus meshes; ratios are meshport / meshoptimizer per row, then their mean and median;\n"
                    + "rows where neither tool can remove a triangle left out; a ratio with meshoptimizer at 0 and meshport above\n"
                    + "it is infinite: counted under 'mo 0', left out of the mean and median)\n");
            s.append(String.format(Locale.ROOT, "%-6s %5s | %-26s | %-26s | %-17s | %-17s | %s%n", "R", "rows",
                    "mean distance: mean median", "Hausdorff: mean median", "time: mean median", ">=1000 tris: n med",
                    "meshport worse: mean, Hausdorff, either (>10%: mean, Hausdorff)"));
            for (double ratio : ratios) {
                List<Row> rs = rows.stream().filter(r -> !r.grid && r.ratio == ratio && r.measured()).toList();
                List<Row> big = rs.stream().filter(r -> r.trianglesBefore >= 1000).toList();
                s.append(String.format(Locale.ROOT, "%-6s %5d | %s | %s | %s | %4d %12s | %d, %d, %d (%d, %d)%n", num(ratio), rs.size(),
                        stats(rs, r -> ratio(r.mpMean, r.moMean), 26), stats(rs, r -> ratio(r.mpHausdorff, r.moHausdorff), 26),
                        stats(rs, r -> ratio(r.mpMs, r.moMs), 17), big.size(), x(median(big.stream().mapToDouble(r -> ratio(r.mpMs, r.moMs)).toArray())),
                        rs.stream().filter(Row::worseMean).count(), rs.stream().filter(Row::worseHausdorff).count(),
                        rs.stream().filter(r -> r.worseMean() || r.worseHausdorff()).count(),
                        rs.stream().filter(r -> r.mpMean > 1.1 * r.moMean).count(), rs.stream().filter(r -> r.mpHausdorff > 1.1 * r.moHausdorff).count()));
            }
            List<Row> all = rows.stream().filter(r -> !r.grid && r.measured()).toList();
            List<Row> worse = all.stream().filter(r -> r.worseMean() || r.worseHausdorff())
                    .sorted(Comparator.comparingDouble((Row r) -> -Math.max(ratio(r.mpMean, r.moMean), ratio(r.mpHausdorff, r.moHausdorff)))).toList();
            s.append(String.format(Locale.ROOT, "%nmeshport worse than meshoptimizer on mean or Hausdorff: %d of %d corpus rows (mean %d, Hausdorff %d); the worst %d:%n",
                    worse.size(), all.size(), all.stream().filter(Row::worseMean).count(), all.stream().filter(Row::worseHausdorff).count(),
                    Math.min(10, worse.size())));
            for (Row r : worse.subList(0, Math.min(10, worse.size()))) {
                s.append(String.format(Locale.ROOT, "  %s #%d %s R %s: triangles %d -> %d / %d, mean %s / %s (x%s), Hausdorff %s / %s (x%s)%n",
                        r.model, r.meshIndex, r.mesh, num(r.ratio), r.trianglesBefore, r.mpTriangles, r.moTriangles, g(r.mpMean), g(r.moMean),
                        x(ratio(r.mpMean, r.moMean)), g(r.mpHausdorff), g(r.moHausdorff), x(ratio(r.mpHausdorff, r.moHausdorff))));
            }
            s.append(String.format(Locale.ROOT, "both results the same surface (the same triangles, any order): %d rows, %d of them among meshport's worse%n",
                    all.stream().filter(r -> r.sameSurface).count(), worse.stream().filter(r -> r.sameSurface).count()));
            long fewer = all.stream().filter(r -> r.mpTriangles > r.moTriangles * 1.01 + 1).count();
            long more = all.stream().filter(r -> r.moTriangles > r.mpTriangles * 1.01 + 1).count();
            s.append(String.format(Locale.ROOT, "triangle counts more than 1%% apart: meshport kept more in %d rows, meshoptimizer in %d%n", fewer, more));
            List<Row> grid = rows.stream().filter(r -> r.grid).toList();
            List<String> missed = new ArrayList<>();
            if (!grid.isEmpty()) {
                s.append(String.format(Locale.ROOT, "%nGrid (%d vertices, %d triangles), side by side, times interleaved in this run:%n",
                        grid.get(0).vertices, grid.get(0).trianglesBefore));
                s.append(String.format(Locale.ROOT, "%-5s | %-17s | %-21s | %-21s | %-19s | %s%n", "R", "triangles mp / mo",
                        "mean mp / mo", "Hausdorff mp / mo", "ms mp / mo (x)", "runs ms mp; mo"));
                for (Row r : grid) {
                    s.append(String.format(Locale.ROOT, "%-5s | %8d %8d | %s %s | %s %s | %7.0f %7.0f x%.2f | %s; %s%n", num(r.ratio), r.mpTriangles,
                            r.moTriangles, g(r.mpMean), g(r.moMean), g(r.mpHausdorff), g(r.moHausdorff), r.mpMs, r.moMs, r.mpMs / r.moMs,
                            runs(r.mpRuns), runs(r.moRuns)));
                    if (r.mpMs > 2 * r.moMs) {
                        missed.add(String.format(Locale.ROOT, "grid R %s: meshport %.0f ms > 2 x meshoptimizer's %.0f ms", num(r.ratio), r.mpMs, r.moMs));
                    }
                }
            }
            for (Row r : rows) {
                if (r.worseMean() || r.worseHausdorff()) {
                    missed.add(String.format(Locale.ROOT, "%s #%d R %s: mean %s / %s, Hausdorff %s / %s", r.model, r.meshIndex, num(r.ratio),
                            g(r.mpMean), g(r.moMean), g(r.mpHausdorff), g(r.moHausdorff)));
                }
            }
            if (!skipped.isEmpty()) {
                s.append(String.format(Locale.ROOT, "%nskipped (%d): %s%n", skipped.size(), String.join("; ", skipped)));
            }
            Map<String, List<String>> noDistance = new TreeMap<>();
            for (Row r : rows) {
                if (r.work() && !r.measured() && !r.note.startsWith("FAILED")) {
                    noDistance.computeIfAbsent(r.note, k -> new ArrayList<>()).add(r.model + " #" + r.meshIndex + " R " + num(r.ratio));
                }
            }
            for (Map.Entry<String, List<String>> e : noDistance.entrySet()) {
                s.append(String.format(Locale.ROOT, "%d rows left out, %s: %s%n", e.getValue().size(), e.getKey(), String.join("; ", e.getValue())));
            }
            for (String f : failures) {
                s.append("FAILED ").append(f).append('\n');
            }
            s.append(String.format(Locale.ROOT, "%d rows (%d meshes), %d failures; done-when bars (mean and Hausdorff <= meshoptimizer's each row,"
                    + " grid time <= 2x): %d missed%s; every row: %s%n", rows.size(), rows.size() / ratios.length, failures.size(), missed.size(),
                    strict ? " (STRICT)" : " (not enforced: STRICT=1 enforces them)", out.resolve("results.tsv")));
            s.append(clock()).append(" done\n");
            print.print(s);
            Files.writeString(out.resolve("summary.txt"), s.toString());
            if (!failures.isEmpty()) {
                return 1;
            }
            if (strict && !missed.isEmpty()) {
                print.println("STRICT: " + missed.size() + " bars missed, e.g. " + String.join("; ", missed.subList(0, Math.min(5, missed.size()))));
                return 1;
            }
            return 0;
        }

        static String runs(double[] v) {
            return String.join(" ", Arrays.stream(v).mapToObj(d -> String.format(Locale.ROOT, "%.0f", d)).toList());
        }

        static String x(double v) {
            return Double.isNaN(v) ? "-" : Double.isInfinite(v) ? "inf" : String.format(Locale.ROOT, "%.3g", v);
        }

        static String stats(List<Row> rs, ToDoubleFunction<Row> f, int width) {
            double[] v = rs.stream().mapToDouble(f).toArray();
            double[] finite = Arrays.stream(v).filter(Double::isFinite).toArray();
            long inf = v.length - finite.length;
            String text = String.format(Locale.ROOT, "x%-7s x%-7s", x(Arrays.stream(finite).average().orElse(Double.NaN)), x(median(finite)))
                    + (inf > 0 ? " mo 0: " + inf : "");
            return String.format("%-" + width + "s", text);
        }

        void writeTsv() throws IOException {
            StringBuilder b = new StringBuilder("model\tmesh_index\tmesh\tratio\tvertices\ttriangles\ttarget\tmp_triangles\tmo_triangles"
                    + "\tmp_rel_mean\tmo_rel_mean\tmp_rel_hausdorff\tmo_rel_hausdorff\tmp_ms\tmo_ms\tmp_error\tmo_error\tmp_runs_ms\tmo_runs_ms\tnote\n");
            for (Row r : rows) {
                b.append(String.join("\t", r.model, String.valueOf(r.meshIndex), r.mesh.replace('\t', ' '), num(r.ratio),
                        String.valueOf(r.vertices), String.valueOf(r.trianglesBefore), String.valueOf(r.target), String.valueOf(r.mpTriangles),
                        String.valueOf(r.moTriangles), e(r.mpMean), e(r.moMean), e(r.mpHausdorff), e(r.moHausdorff), e(r.mpMs), e(r.moMs),
                        e(r.mpError), e(r.moError), join(r.mpRuns), join(r.moRuns), r.note)).append('\n');
            }
            Files.writeString(out.resolve("results.tsv"), b.toString());
        }

        void writeJson() throws IOException {
            StringBuilder b = new StringBuilder("[\n");
            for (int i = 0; i < rows.size(); i++) {
                Row r = rows.get(i);
                b.append(String.format(Locale.ROOT, "  {\"model\": %s, \"meshIndex\": %d, \"mesh\": %s, \"grid\": %b, \"ratio\": %s, \"vertices\": %d,"
                        + " \"triangles\": %d, \"target\": %d, \"meshport\": {\"triangles\": %d, \"relMean\": %s, \"relHausdorff\": %s, \"ms\": %s,"
                        + " \"runsMs\": [%s], \"error\": %s}, \"meshoptimizer\": {\"triangles\": %d, \"relMean\": %s, \"relHausdorff\": %s,"
                        + " \"ms\": %s, \"runsMs\": [%s], \"error\": %s}, \"note\": %s}%s%n",
                        json(r.model), r.meshIndex, json(r.mesh), r.grid, num(r.ratio), r.vertices, r.trianglesBefore, r.target,
                        r.mpTriangles, jn(r.mpMean), jn(r.mpHausdorff), jn(r.mpMs), join(r.mpRuns).replace(" ", ", "), jn(r.mpError),
                        r.moTriangles, jn(r.moMean), jn(r.moHausdorff), jn(r.moMs), join(r.moRuns).replace(" ", ", "), jn(r.moError),
                        json(r.note), i + 1 < rows.size() ? "," : ""));
            }
            Files.writeString(out.resolve("results.json"), b.append("]\n").toString());
        }

        static String e(double v) {
            return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6g", v);
        }

        static String jn(double v) {
            return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6g", v) : "null";
        }

        static String join(double[] v) {
            return String.join(" ", Arrays.stream(v).mapToObj(d -> String.format(Locale.ROOT, "%.4f", d)).toList());
        }

        static String json(String s) {
            StringBuilder b = new StringBuilder("\"");
            for (char c : (s == null ? "" : s).toCharArray()) {
                if (c == '"' || c == '\\') {
                    b.append('\\').append(c);
                } else if (c < 0x20) {
                    b.append(String.format("\\u%04x", (int) c));
                } else {
                    b.append(c);
                }
            }
            return b.append('"').toString();
        }
    }

    /** The node process running mo-simplify.mjs: a command a line, an answer a line. */
    static final class Node implements AutoCloseable {
        final Process process;
        final BufferedWriter in;
        final BufferedReader answers;

        Node(String exe, String script, String meshoptimizer, Path log) throws IOException {
            process = new ProcessBuilder(exe, "--max-old-space-size=8192", script, meshoptimizer)
                    .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
            in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
            answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        }

        String command(String line) throws IOException {
            in.write(line);
            in.write('\n');
            in.flush();
            String answer = answers.readLine();
            if (answer == null) {
                throw new IOException("node ended (" + line + "); its errors: node.log");
            }
            if (answer.startsWith("error")) {
                throw new IOException("meshoptimizer: " + answer);
            }
            return answer;
        }

        void load(Path file) throws IOException {
            command("load " + file.toAbsolutePath());
        }

        /** ms, TIME, triangles, T, error, E */
        String[] run(int targetIndices) throws IOException {
            return command("run " + targetIndices).split(" ");
        }

        int[] save(Path file) throws IOException {
            command("save " + file.toAbsolutePath());
            ByteBuffer b = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
            int[] out = new int[b.remaining() / 4];
            b.asIntBuffer().get(out);
            return out;
        }

        @Override
        public void close() throws IOException {
            in.write("quit\n");
            in.flush();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
