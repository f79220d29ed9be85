package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.files.BatchEntry;
import io.meshport.cli.files.BatchInput;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.files.TesseractModel;
import io.meshport.cli.report.ModelReport;
import io.meshport.engines.CheckedFile;
import io.meshport.harness.JsonText;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshport info FILE [--json]}. */
@Command(name = "info", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Show what a model file holds: format and version, meshes, the skeleton as a tree,"
                + " animations and the comment, and what the edits of convert look at: bounds, up axis and"
                + " handedness, and per mesh the joints its skin uses, the most influences on a vertex and the"
                + " average cache miss ratio (ACMR, 32-entry FIFO). The text is a summary whatever the file's size: the tree shows "
                + ModelReport.TREE_DEPTH + " levels, " + ModelReport.TREE_CHILDREN + " children a joint and "
                + ModelReport.TREE_LINES + " joints, and up to " + ModelReport.LIST_LINES + " meshes and"
                + " animations are listed; one line counts the rest (\"... 99,980 more levels\"). --json lists"
                + " everything.",
            "",
            "With --json, one JSON object: file, format, version, axis (z-up, y-up or unknown), handedness"
                + " (right, left or unknown), totalVertices, totalTriangles, bounds, meshes [{name, material,"
                + " vertices, triangles, attributes, bounds, joints, maxInfluences, acmr}], joints"
                + " [{name, parent}], animations [{name, frames, framerate, loop}], frameBounds (how many"
                + " frames have bounds), comment (string or null). attributes names the vertex streams:"
                + " position, texcoord, normal, tangent, blendindexes, blendweights, color, or a custom"
                + " stream's own name.",
            "For an IQM or PIE file, a line names the engines that load it and, for each that does not, its first"
                + " reason: loads in: tesseract, daemon, fte; not darkplaces (...). meshport validate --target"
                + " ENGINE lists every rule it breaks (docs/engines.md).",
            "Reader warnings go to stderr."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport info examples/cube.iqe", "  meshport info --json examples/mount.pie",
            "  meshport info --lenient --from vif hierarchy.txt"})
final class InfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The model file, an archive's entry (base.wz!/structs/blderik.pie),"
            + " or a folder or archive, whose models are counted by format.")
    Path file;

    @Option(names = "--json", description = "Print one JSON object instead of a summary.")
    boolean json;

    @Mixin
    ReadingOptions reading;

    @Override
    public Integer call() throws IOException {
        String format = reading.format();
        if (BatchInput.isBatch(file)) {
            return contents(format);
        }
        String detected = format == null && TesseractModel.isConfig(file) ? "model config"
                : InputFile.format(file, format, Diagnostics.discarding()).name();
        Optional<CheckedFile> checked = EngineLoads.read(file, detected, reading, spec.commandLine().getErr());
        Model model = checked.isPresent() ? checked.get().model() : reading.read(file);
        ModelReport report = new ModelReport(model, detected);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonText.write(report.toJson(file.toString())));
        } else {
            out.print(report.toText(file.toString()));
            checked.flatMap(EngineLoads::line).ifPresent(out::println);
        }
        out.flush();
        return ExitCode.OK;
    }

    /**
     * A folder or archive is many models, not one: how many of each format it holds (detected as a
     * batch detects them), and the commands that go through them or show one.
     */
    private int contents(String from) throws IOException {
        Map<String, Integer> byFormat = new TreeMap<>();
        int files = 0;
        try (BatchInput input = BatchInput.open(file, null, false)) {
            for (BatchEntry entry : input.entries()) {
                files++;
                try {
                    byFormat.merge(entry.format(from).name(), 1, Integer::sum);
                } catch (ModelFormatException noModel) {
                    // a texture, a script: counted among the files only
                } catch (IOException unreadable) {
                    byFormat.merge("unreadable", 1, Integer::sum);
                }
            }
        }
        int models = byFormat.entrySet().stream().filter(e -> !e.getKey().equals("unreadable"))
                .mapToInt(Map.Entry::getValue).sum();
        String kind = Files.isDirectory(file) ? "folder" : "archive";
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("file", file.toString());
            r.put("kind", kind);
            r.put("files", files);
            r.put("models", models);
            r.put("formats", new LinkedHashMap<String, Object>(byFormat));
            out.println(JsonText.write(r));
        } else {
            StringBuilder b = new StringBuilder(file + ": " + (kind.equals("folder") ? "a folder" : "an archive")
                    + " of " + count(files, "file") + ", " + count(models, "model"));
            if (!byFormat.isEmpty()) {
                b.append(" (");
                byFormat.forEach((f, n) -> b.append(b.charAt(b.length() - 1) == '(' ? "" : ", ").append(n)
                        .append(' ').append(f));
                b.append(')');
            }
            out.println(b);
            String example = kind.equals("archive") ? "'" + file + "!/ENTRY'" : file.resolve("FILE").toString();
            out.println("  check them all: meshport validate " + file);
            out.println("  convert them all: meshport convert --to FORMAT " + file + " OUT_DIR");
            out.println("  one of them: meshport info " + example);
        }
        out.flush();
        return ExitCode.OK;
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
