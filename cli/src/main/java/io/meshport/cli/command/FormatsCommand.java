package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code meshport formats}: what this build can read and write. */
@Command(name = "formats", mixinStandardHelpOptions = true,
        description = "List the model formats found on the classpath: name, file extensions, and whether meshport"
                + " can read and write them.",
        footerHeading = "%nExamples:%n",
        footer = {"  meshport formats", "  meshport formats | grep -w pie"})
final class FormatsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        List<ModelFormat> formats = ModelIO.formats();
        if (formats.isEmpty()) {
            out.println("no model formats on the classpath");
            return ExitCode.OK;
        }
        out.printf("%-10s %-22s %-5s %-5s%n", "FORMAT", "EXTENSIONS", "READ", "WRITE");
        for (ModelFormat f : formats) {
            out.printf("%-10s %-22s %-5s %-5s%n", f.name(), String.join(", ", f.extensions()),
                    f.reader().isPresent() ? "yes" : "no", f.writer().isPresent() ? "yes" : "no");
        }
        return ExitCode.OK;
    }
}
