package io.meshport.cli;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.Severity;
import io.meshport.model.Model;
import io.meshport.model.validate.ModelValidator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshport validate FILE...}. */
@Command(name = "validate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Check model files: what their readers tolerated and model-level problems (blend"
                + " weights not summing to 1, blend indexes outside the skeleton, non-unit rotations,"
                + " degenerate triangles, NaN or infinite positions, unused vertices).",
            "Prints one diagnostic per line on stdout, like a compiler:",
            "  file:line:col: error|warning: message   (text formats)",
            "  file:@offset(field): error|warning: message   (binary formats)",
            "  file: warning: message   (model-level findings)",
            "and a summary on stderr. Exits with 1 when any file has an error, 3 when a file cannot be read."})
final class ValidateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "The model files.")
    List<Path> files;

    @Option(names = "--from", paramLabel = "FORMAT", description = "Read every file as FORMAT instead of detecting it.")
    String from;

    @Option(names = "--lenient",
            description = "Report breaches of a format's rules that its data survives (VIF's hierarchy rules) as"
                    + " warnings instead of errors.")
    boolean lenient;

    @Override
    public Integer call() {
        String format = FormatChoice.readable(spec, from);
        PrintWriter out = spec.commandLine().getOut();
        int errors = 0;
        int warnings = 0;
        boolean unreadable = false;
        for (Path file : files) {
            Diagnostics diagnostics = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
            try {
                Model model = InputFile.read(file, format, lenient ? ReadOptions.LENIENT : ReadOptions.STRICT, diagnostics);
                ModelValidator.validate(model, file.toString(), diagnostics);
            } catch (ModelFormatException e) {
                diagnostics.report(e.toDiagnostic());
            } catch (IOException e) {
                unreadable = true;
                diagnostics.report(new Diagnostic(Severity.ERROR, file.toString(), 0, 0, -1, null,
                        ErrorReporter.reason(e)));
            }
            for (Diagnostic d : diagnostics.all()) {
                out.println(d);
                if (d.severity() == Severity.ERROR) {
                    errors++;
                } else {
                    warnings++;
                }
            }
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.println("meshport: " + files.size() + (files.size() == 1 ? " file, " : " files, ") + errors
                + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning" : " warnings"));
        err.flush();
        if (unreadable) {
            return ExitCode.IO;
        }
        return errors > 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
    }
}
