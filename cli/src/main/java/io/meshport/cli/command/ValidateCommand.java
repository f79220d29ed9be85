package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.Failures;
import io.meshport.cli.files.BatchEntry;
import io.meshport.cli.files.BatchInput;
import io.meshport.cli.files.FileEntry;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.report.FileValidation;
import io.meshport.cli.report.SarifLog;
import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineProfile;
import io.meshport.harness.JsonText;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.Severity;
import io.meshport.model.Model;
import io.meshport.model.validate.ModelValidator;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code meshport validate FILE...}, where a FILE may be a directory or archive of them. */
@Command(name = "validate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Check model files: what their readers tolerated and model-level problems (blend"
                + " weights not summing to 1, blend indexes outside the skeleton, non-unit rotations,"
                + " degenerate triangles, NaN or infinite positions, unused vertices).",
            "Prints one diagnostic per line on stdout, like a compiler:",
            "  file:line:col: error|warning: message   (text formats)",
            "  file:@offset(field): error|warning: message   (binary formats)",
            "  file: warning: message   (model-level findings)",
            "and a summary line: 3 files: 2 valid, 1 with errors, 4 warnings.",
            "--json prints one JSON object instead: files [{file, format, valid, errors, warnings, diagnostics"
                + " [{severity, kind, line, column, offset, field, message}]}] and a summary {files, valid,"
                + " withErrors, errors, warnings, strict, passed}; positions not known are null. kind is"
                + " read-error, read-warning, model-warning, engine or unreadable.",
            "--target ENGINE also checks each file against that engine's loader (docs/engines.md): each broken rule"
                + " as 'ENGINE RULE PART: message (loader source)', an error where the engine refuses the file or"
                + " crashes, a warning where it loads it but shows something else.",
            "--format sarif prints a SARIF 2.1.0 log for CI code scanning: one run of the tool meshport,"
                + " those four kinds as rules, a result a diagnostic with its level and location.",
            "A directory or a zip-based game archive (.wz, .pk3, .dpk, .zip; read in place) stands for every model"
                + " file in it, named like models/structs/blderik.pie or base.wz!/structs/blderik.pie. A symbolic"
                + " link that leads out of the directory is left out with a warning on stderr unless --follow-links"
                + " is given; two entries of one archive with one name are both read, named with their place"
                + " (base.wz!/a.pie (entry 3)), with a warning on stderr.",
            "Exits with 1 when any file has an error (with --strict, also a warning), 3 when a file cannot be read."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport validate examples/*",
            "  meshport validate --strict --lenient examples/turret-lod.vif",
            "  meshport validate base.wz",
            "  meshport validate --target daemon models/*.iqm",
            "  meshport validate --format sarif models/*.pie > meshport.sarif"})
final class ValidateCommand implements Callable<Integer> {
    /** How the findings are printed. */
    enum Style { TEXT, JSON, SARIF }

    /** {@link Style}'s values as the help writes them, for the completion script (picocli would offer TEXT). */
    static final class StyleNames extends ArrayList<String> {
        StyleNames() {
            super(List.of("text", "json", "sarif"));
        }
    }

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "1..*",
            description = "The model files; a directory or a zip-based game archive (.wz, .pk3, .dpk, .zip) stands"
                    + " for every model file in it (files that are no model are left out).")
    List<Path> files;

    @Mixin
    ReadingOptions reading;

    @Option(names = "--follow-links", description = "In a directory, also follow symbolic links that lead out of it"
            + " (into folders too); by default those are left out with a warning on stderr.")
    boolean followLinks;

    @Option(names = "--target", paramLabel = "ENGINE", completionCandidates = CompletionValues.EngineNames.class,
            description = EngineTarget.HELP)
    String target;

    /** The profile {@link #target} names, or null. */
    private EngineProfile engine;

    @Option(names = "--strict", description = "Fail (exit 1) on warnings too, not only on errors.")
    boolean strict;

    @Option(names = "--json", description = "Print one JSON object instead of lines (the same as --format json).")
    boolean json;

    @Option(names = "--format", paramLabel = "text|json|sarif", completionCandidates = StyleNames.class,
            description = "Print the findings as lines (text, the default), one JSON object (json) or a SARIF 2.1.0"
                    + " log (sarif).")
    Style style;

    @Override
    public Integer call() throws IOException {
        String format = reading.format();
        if (json && style != null && style != Style.JSON) {
            throw new ParameterException(spec.commandLine(), "--json and --format " + style.name().toLowerCase(Locale.ROOT)
                    + " ask for different outputs");
        }
        Style output = json ? Style.JSON : style == null ? Style.TEXT : style;
        engine = target == null ? null : EngineTarget.profile(spec, target);
        List<FileValidation> results = new ArrayList<>();
        for (Path file : files) {
            if (BatchInput.isBatch(file)) {
                validateAll(file, format, results);
            } else {
                results.add(validate(new FileEntry(file, file.toString()), format));
            }
        }
        long errors = results.stream().mapToLong(FileValidation::errors).sum();
        long warnings = results.stream().mapToLong(FileValidation::warnings).sum();
        boolean unreadable = results.stream().anyMatch(FileValidation::unreadable);
        int exit = unreadable ? ExitCode.IO
                : errors > 0 || strict && warnings > 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
        PrintWriter out = spec.commandLine().getOut();
        switch (output) {
            case TEXT -> {
                for (FileValidation f : results) {
                    f.diagnostics().forEach(out::println);
                }
                out.println(summary(results, warnings));
            }
            case JSON -> out.println(JsonText.write(toJson(results, errors, warnings, exit == ExitCode.OK)));
            case SARIF -> out.println(JsonText.write(SarifLog.of(results, MeshportCommand.Version.number())));
        }
        out.flush();
        return exit;
    }

    /**
     * Validates every model file of a directory or archive, in the order of their paths; files that
     * are no model, or with --from of another format, are left out.
     */
    private void validateAll(Path batch, String format, List<FileValidation> results) throws IOException {
        try (BatchInput input = BatchInput.open(batch, null, followLinks)) {
            List<BatchEntry> entries = input.entries();
            // on stderr: stdout is the findings, which a JSON or SARIF reader takes whole
            PrintWriter err = spec.commandLine().getErr();
            input.warnings().forEach(err::println);
            err.flush();
            for (BatchEntry entry : entries) {
                try {
                    String found = entry.format(null).name();
                    if (format != null && !found.equals(format)) {
                        continue;
                    }
                } catch (ModelFormatException noModel) {
                    continue;
                } catch (IOException unreadable) {
                    // validate() reports it, as it does a file named on the command line
                }
                results.add(validate(entry, format));
            }
        }
    }

    private FileValidation validate(BatchEntry file, String format) {
        Diagnostics diagnostics = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        String shown = file.shown();
        String detected = null;
        int fromReader;
        int fromEngine = -1;
        boolean unreadable = false;
        try {
            ModelFormat found = file.format(format);
            detected = found.name();
            // with --target, the engine checks the format's document too: one read gives it and the model
            CheckedFile checked = engine == null || found.documents().isEmpty() ? null
                    : file.readDocument(CheckedFile.codec(found), reading.options(), diagnostics);
            Model model = checked != null ? checked.model() : file.read(found, reading.options(), diagnostics);
            fromReader = diagnostics.all().size();
            ModelValidator.validate(model, shown, diagnostics, found.readerChecks());
            fromEngine = diagnostics.all().size();
            if (checked != null) {
                EngineTarget.report(engine, found, checked, shown, diagnostics);
            }
        } catch (ModelFormatException e) {
            diagnostics.report(e.toDiagnostic());
            fromReader = diagnostics.all().size();
            if (engine != null && detected != null) {
                // engines check less than the reader: what this one makes of the broken file
                fromEngine = fromReader;
                EngineTarget.reportRefused(engine, detected, file, shown, diagnostics);
            }
        } catch (IOException e) {
            unreadable = true;
            diagnostics.report(new Diagnostic(Severity.ERROR, shown, 0, 0, -1, null, Failures.reason(e)));
            fromReader = diagnostics.all().size();
        }
        List<Diagnostic> all = diagnostics.all();
        return new FileValidation(shown, detected, all, fromReader, fromEngine < 0 ? all.size() : fromEngine, unreadable);
    }

    /** {@code 3 files: 2 valid, 1 with errors, 4 warnings}. */
    private String summary(List<FileValidation> results, long warnings) {
        long withErrors = results.stream().filter(f -> f.errors() > 0).count();
        String line = results.size() + (results.size() == 1 ? " file: " : " files: ") + (results.size() - withErrors)
                + " valid, " + withErrors + " with errors, " + warnings + (warnings == 1 ? " warning" : " warnings");
        return strict && warnings > 0 ? line + " (--strict: warnings fail)" : line;
    }

    private Map<String, Object> toJson(List<FileValidation> results, long errors, long warnings, boolean passed) {
        List<Object> list = new ArrayList<>();
        for (FileValidation f : results) {
            List<Object> diagnostics = new ArrayList<>();
            for (int i = 0; i < f.diagnostics().size(); i++) {
                Diagnostic d = f.diagnostics().get(i);
                Map<String, Object> o = new LinkedHashMap<>();
                o.put("severity", d.severity().word());
                o.put("kind", f.kind(i).id());
                o.put("line", d.line() > 0 ? d.line() : null);
                o.put("column", d.line() > 0 && d.column() > 0 ? d.column() : null);
                o.put("offset", d.line() <= 0 && d.byteOffset() >= 0 ? d.byteOffset() : null);
                o.put("field", d.line() <= 0 ? d.field() : null);
                o.put("message", d.message());
                diagnostics.add(o);
            }
            Map<String, Object> file = new LinkedHashMap<>();
            file.put("file", f.file());
            file.put("format", f.format());
            file.put("valid", f.errors() == 0);
            file.put("errors", f.errors());
            file.put("warnings", f.warnings());
            file.put("diagnostics", diagnostics);
            list.add(file);
        }
        Map<String, Object> summary = new LinkedHashMap<>();
        long withErrors = results.stream().filter(f -> f.errors() > 0).count();
        summary.put("files", results.size());
        summary.put("valid", results.size() - withErrors);
        summary.put("withErrors", withErrors);
        summary.put("errors", errors);
        summary.put("warnings", warnings);
        summary.put("strict", strict);
        summary.put("passed", passed);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("files", list);
        o.put("summary", summary);
        return o;
    }
}
