package io.meshport.cli;

import io.meshport.harness.JsonText;
import io.meshport.io.ModelIO;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
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
                + " animations and the comment. The text is a summary whatever the file's size: the tree shows "
                + ModelReport.TREE_DEPTH + " levels, " + ModelReport.TREE_CHILDREN + " children a joint and "
                + ModelReport.TREE_LINES + " joints, and up to " + ModelReport.LIST_LINES + " meshes and"
                + " animations are listed; one line counts the rest (\"... 99,980 more levels\"). --json lists"
                + " everything.",
            "",
            "With --json, one JSON object: file, format, version, axis (z-up, y-up or unknown), totalVertices,"
                + " totalTriangles, meshes [{name, material, vertices, triangles, attributes}], joints"
                + " [{name, parent}], animations [{name, frames, framerate, loop}], frameBounds (how many"
                + " frames have bounds), comment (string or null). attributes names the vertex streams:"
                + " position, texcoord, normal, tangent, blendindexes, blendweights, color, or a custom"
                + " stream's own name.",
            "Reader warnings go to stderr."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport info examples/cube.iqe", "  meshport info --json examples/mount.pie",
            "  meshport info --lenient --from vif hierarchy.txt"})
final class InfoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "The model file.")
    Path file;

    @Option(names = "--json", description = "Print one JSON object instead of a summary.")
    boolean json;

    @Mixin
    ReadingOptions reading;

    @Override
    public Integer call() throws IOException {
        String format = reading.format();
        Model model = reading.read(file);
        String detected = format != null ? format : ModelIO.detect(file).name();
        ModelReport report = new ModelReport(model, detected);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(JsonText.write(report.toJson(file.toString())));
        } else {
            out.print(report.toText(file.toString()));
        }
        out.flush();
        return ExitCode.OK;
    }
}
