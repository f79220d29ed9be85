package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.Failures;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.report.InfoDifferences;
import io.meshport.cli.report.ModelComparison;
import io.meshport.harness.JsonText;
import io.meshport.harness.ModelDiff;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshport diff A B}: whether two files hold the same model, and where they do not. */
@Command(name = "diff", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compare the models two files hold, in any formats: meshes (names, materials, triangles,"
                + " vertex streams by name and value), joints, animations, bounds, comment and extras.",
            "Prints each difference by its path in the model, one a line, e.g.",
            "  meshes[2].streams.position[117][1]: 1.0 != 1.5",
            "(at most one difference a stream, joint pose or bounds), then a summary line.",
            "",
            "Vertex values are compared normalised (a ubyte 255 equals a float 1.0), so the same model in"
                + " other stream layouts is the same; --same-layouts requires the layouts to match too. When"
                + " the files' formats have different conventions (IQE is Z up, PIE Y up), B is converted into"
                + " A's before comparing, and a note says so. What a format records of its own file (IQM's"
                + " header extras, VIF's hierarchy) is no difference when only one side's format has it, unless"
                + " --extras is given. What a writer derives from the rest (frame bounds, IQM's adjacency table)"
                + " is compared only with --derived. Skinning is compared as each vertex's influences (joint and"
                + " weight, in any order, zero weights left out) unless --same-layouts is given. Where the files"
                + " were read from is never compared."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport diff examples/cube.iqe cube.iqm",
            "  meshport diff --summary hero.iqe hero-grounded.iqm",
            "  meshport diff --tolerance 1e-4 examples/mount.pie mount.iqm",
            "  meshport diff --json --same-layouts before.iqm after.iqm",
            "",
            "Exit codes:",
            "  0  the models are the same", "  1  the models differ",
            "  2  usage error, or a file is not a model meshport can read", "  3  I/O error"})
final class DiffCommand implements Callable<Integer> {
    /** More lines than a person reads; a script counts them all through --json's differenceCount. */
    static final int SHOWN = InputFile.DIAGNOSTIC_LIMIT;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "A", description = "The first model file (the reference).")
    Path a;

    @Parameters(index = "1", paramLabel = "B", description = "The second model file.")
    Path b;

    @Option(names = "--tolerance", paramLabel = "X",
            description = "Let vertex values, pose channels and bounds differ by X, absolutely or relatively"
                    + " (default 0: exact).")
    double tolerance;

    @Option(names = "--same-layouts", description = "Require the same stream layouts (component type and size).")
    boolean sameLayouts;

    @Option(names = "--extras", description = "Compare every extra, also those only one side's format records.")
    boolean extras;

    @Option(names = "--derived", description = "Compare derived data too: frame bounds and IQM's adjacency table.")
    boolean derived;

    @Option(names = "--json", description = "Print one JSON object instead: equal, notes, differences.")
    boolean json;

    @Option(names = "--summary", description = "Compare what info shows instead of every value: counts, bounds,"
            + " axes, names, and per mesh the joints its skin uses, its most influences a vertex and its ACMR; one"
            + " line a fact, path: A -> B. Shows what an edit of convert changed.")
    boolean summary;

    @Mixin
    ReadingOptions input;

    @Override
    public Integer call() {
        String format = input.format();
        if (!(tolerance >= 0) || Double.isInfinite(tolerance)) {
            throw new ParameterException(spec.commandLine(), "--tolerance must be zero or a positive number, was "
                    + tolerance);
        }
        PrintWriter err = spec.commandLine().getErr();
        Diagnostics diagnostics = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        ReadOptions reading = input.options();
        Model modelA;
        Model modelB;
        ModelFormat formatA;
        ModelFormat formatB;
        try {
            formatA = InputFile.format(a, format, diagnostics);
            modelA = InputFile.read(a, formatA.name(), reading, diagnostics);
            formatB = InputFile.format(b, format, diagnostics);
            modelB = InputFile.read(b, formatB.name(), reading, diagnostics);
        } catch (IOException e) {
            // diff's 1 means "they differ": a file that is no model must not look like an answer
            err.println("meshport: " + Failures.describe(e));
            err.flush();
            return e instanceof ModelFormatException ? ExitCode.USAGE : ExitCode.IO;
        } finally {
            for (Diagnostic d : diagnostics.all()) {
                err.println(d);
            }
            err.flush();
        }
        if (summary) {
            return summary(modelA, formatA, modelB, formatB);
        }
        ModelComparison.Result result = ModelComparison.compare(modelA, formatA, modelB, formatB,
                new ModelDiff.Tolerance(tolerance, tolerance, tolerance, sameLayouts), extras, derived);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonText.write(toJson(formatA, formatB, result)));
        } else {
            for (String note : result.notes()) {
                out.println("note: " + note);
            }
            List<ModelComparison.Difference> differences = result.differences();
            printShown(out, differences);
            out.println(differences.isEmpty() ? a + " and " + b + " hold the same model"
                    : a + " and " + b + " differ: " + differences.size()
                            + (differences.size() == 1 ? " difference" : " differences"));
        }
        out.flush();
        return result.differences().isEmpty() ? ExitCode.OK : ExitCode.DIFFERENT;
    }

    private Map<String, Object> toJson(ModelFormat formatA, ModelFormat formatB, ModelComparison.Result result) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("a", file(a, formatA));
        o.put("b", file(b, formatB));
        o.put("equal", result.differences().isEmpty());
        o.put("notes", new ArrayList<Object>(result.notes()));
        o.put("differenceCount", result.differences().size());
        List<Object> differences = new ArrayList<>();
        for (ModelComparison.Difference d : result.differences().subList(0, Math.min(SHOWN,
                result.differences().size()))) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("path", d.path());
            entry.put("message", d.message());
            differences.add(entry);
        }
        o.put("differences", differences);
        return o;
    }

    private static Map<String, Object> file(Path path, ModelFormat format) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("file", path.toString());
        o.put("format", format.name());
        return o;
    }

    /** {@code --summary}: the facts of {@code info} that differ, then a summary line. */
    private int summary(Model modelA, ModelFormat formatA, Model modelB, ModelFormat formatB) {
        List<String> differences = InfoDifferences.of(modelA, formatA.name(), modelB, formatB.name());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("equal", differences.isEmpty());
            root.put("differenceCount", differences.size());
            root.put("differences", differences.subList(0, Math.min(differences.size(), SHOWN)));
            out.println(JsonText.write(root));
        } else {
            printShown(out, differences);
            out.println(differences.isEmpty() ? "what info shows of " + a + " and " + b + " is the same"
                    : a + " and " + b + " differ in " + differences.size() + (differences.size() == 1 ? " fact" : " facts")
                            + " info shows");
        }
        out.flush();
        return differences.isEmpty() ? ExitCode.OK : ExitCode.DIFFERENT;
    }

    /** The first {@link #SHOWN} lines, then how many more there are. */
    private static void printShown(PrintWriter out, List<?> lines) {
        lines.stream().limit(SHOWN).forEach(out::println);
        if (lines.size() > SHOWN) {
            out.println("... and " + (lines.size() - SHOWN) + " more");
        }
    }
}
