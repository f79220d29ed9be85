package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.ProgressBar;
import io.meshport.cli.files.BatchInput;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.files.TesseractModel;
import io.meshport.cli.report.ConvertReport;
import io.meshport.cli.textures.TextureFolders;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code meshport convert IN... OUT}: the IQM compiler's model of conversion (meshes and
 * skeleton from the first input, animations of all inputs appended, whole-model transforms,
 * per-input animation settings) for every format pair meshport knows. A directory or archive as
 * the only input is converted file by file by {@link ConvertBatch}, with these options.
 */
@Command(name = "convert", mixinStandardHelpOptions = true, sortOptions = false,
        customSynopsis = {"meshport convert [OPTIONS] ([--name=N] [--fps=F] [--loop] [--start=FRAME]",
            "                 [--end=FRAME] IN)... OUT",
            "   or: meshport convert [OPTIONS] --to=FORMAT [--jobs=N] (DIR | ARCHIVE) OUT_DIR"},
        description = {"Convert model files. Formats are detected by content, then by extension; the output"
                + " format comes from --to or OUT's extension.",
            "OUT is written to a temporary file beside it and moved into place, so a failed or interrupted run"
                + " leaves no partial file; an existing OUT is kept unless --force is given. What the output"
                + " format cannot hold is reported as 'warning: ...' on stderr. OUT given as a folder (out/, made"
                + " if missing) is the first input's name in it (a model config's: its folder's) with the"
                + " extension of --to's format or --target's engine's.",
            "",
            "One input converted to its own format with no edit (no transform, no animation option) is copied"
                + " through the format's document, not the model: nothing is lost (an IQM file comes back byte for"
                + " byte, an IQE file keeps its comments, order and pose forms).",
            "",
            "Several inputs are combined like the IQM compiler (lsalzman/iqm) combines them: meshes and skeleton"
                + " come from the first input (the skeleton from the first input that has one), and the"
                + " animations of every input are appended in order. --name, --fps, --loop, --start and --end"
                + " apply to the input that follows them and only when it holds exactly one animation.",
            "",
            "A Tesseract, Cube 2 or Red Eclipse model config (md5.cfg, iqm.cfg, smd.cfg) is read as the model it"
                + " describes: its first md5load/iqmload mesh, then each md5anim/iqmanim animation as the engine"
                + " plays it, under each of its |-separated names, at its frame rate (10 when it gives none) and with"
                + " its frame offsets, as --name, --fps, --start and --end would give them; iqmanim FILE.iqm:ANIM"
                + " takes that animation of FILE.iqm. Each md5skin's first texture (without <dds>-like prefixes)"
                + " becomes the material of the meshes it names (* all). Its files are read only inside its folder;"
                + " what the engine alone uses (tags, pitch, scale, shaders, bump maps, ragdolls, linked parts) is"
                + " reported once per command with its lines, not converted. See docs/tesseract-config.md.",
            "",
            "A directory or a zip-based game archive (.wz, .pk3, .dpk, .zip; read in place, not extracted) as the"
                + " only input converts every model file in it into OUT_DIR (made if missing) at the same relative"
                + " path, with --to's extension, --jobs files at a time. Files that are no model (textures,"
                + " scripts) are skipped; with --from, so are models of other formats. Each output is written as"
                + " above; one that exists fails unless --force is given. The other files go on when one fails."
                + " At the end stderr has each kind of warning once, then 'converted 281, skipped 4, failed 2' and"
                + " a line 'FILE: reason' for each failure; the exit code is 1 when any failed. An archive's"
                + " entry named outside OUT_DIR (absolute, or with '..') fails, and so does one over 128 MiB; two"
                + " entries of one name are both read, each from its place, with a warning. A symbolic link in DIR"
                + " that leads out of it is left out with a warning unless --follow-links is given; an output whose"
                + " way below OUT_DIR passes a symbolic link fails, as does one that would land inside DIR. OUT_DIR"
                + " is neither DIR nor inside it, where the outputs would be read as inputs.",
            "",
            "On a terminal, stderr shows a progress bar: for a batch, the files done; for one conversion that"
                + " takes over a second, its stage (reading, converting, writing).",
            "",
            "Differences from the reference compiler:",
            "  * the output comes last, as in cp, instead of first;",
            "  * later inputs' animations are matched to the first skeleton by joint name, not by position;"
                + " joints an input does not animate keep their bind pose (the reference uses the identity),"
                + " mismatches are reported, and an input sharing no joint name is an error;",
            "  * per-input options that cannot apply (no animation, or several) are reported, not ignored;",
            "  * a non-positive or non-numeric --scale and options after the last input are usage errors;",
            "  * --translate is the reference's --meshtrans (also accepted, as are -s, -t, -r, -j).",
            "Without meshes in the result, the joints are kept, their names being what animations are"
                + " matched by (the reference, and meshport iqm, leave them out unless -j is given)."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport convert examples/cube.iqe cube.iqm",
            "  meshport convert --pie-version 4 --report examples/cube.iqe cube.pie",
            "  meshport convert player.iqe --name run --fps 24 --loop run.iqe player.iqm",
            "  meshport convert --scale 0.5 --rotate 0,0,90 examples/mount.pie mount.iqe",
            "  meshport convert --to iqm --jobs 4 models/ converted/",
            "  meshport convert --to iqe --force base.wz base-iqe/"})
final class ConvertCommand implements Callable<Integer> {
    /** How long one conversion runs before its progress is worth drawing. */
    private static final long ONE_CONVERSION_QUIET_NANOS = TimeUnit.SECONDS.toNanos(1);
    /** The stages of one conversion, as its progress bar counts them: reading, converting, writing. */
    private static final int STAGES = 3;
    /**
     * The most files a batch converts at a time, per processor: more threads only wait for the
     * processors while each holds a model in memory ({@code --jobs 100000} took 1.9 GB and 50 s).
     */
    static final int JOBS_PER_PROCESSOR = 4;

    @Spec
    CommandSpec spec;

    @Option(names = "--from", paramLabel = "FORMAT", order = 1,
            description = "Read every input as FORMAT instead of detecting it.")
    String from;

    @Option(names = "--to", paramLabel = "FORMAT", order = 2,
            description = "Write FORMAT instead of the one OUT's extension names.")
    String to;

    @Option(names = "--force", order = 3, description = "Replace OUT if it exists.")
    boolean force;

    @Option(names = "--skip-existing", order = 3,
            description = "Keep an output that exists and leave its input unconverted (exit 0): a batch run again,"
                    + " after Ctrl-C say, converts only what it had not.")
    boolean skipExisting;

    /** --pie-version, --shadow-mesh, --vif-version and the other settings of one format's writer. */
    @Mixin
    FormatSettingOptions formatSettings;

    @Option(names = "--target", paramLabel = "ENGINE", order = 15,
            completionCandidates = CompletionValues.EngineNames.class,
            description = "Write what ENGINE loads (tesseract, daemon, darkplaces, fte for IQM; wz2100-4.3,"
                    + " wz2100-4.4, blender-pie-addon for PIE; docs/engines.md): change what a converter can (each"
                    + " change a note: empty meshes left out, arrays in the engine's layouts, weights or texture"
                    + " coordinates added where it requires them, meshes split at its index limits, texture names,"
                    + " PIE version and level splits), keep joints in an animation-only file, then check the file"
                    + " with the engine's rules before it is written; a rule nothing fixes fails the conversion."
                    + " The side files the engine reads are written beside OUT (DarkPlaces' OUT.framegroups,"
                    + " Tesseract's iqm.cfg).")
    String target;

    /** --target's engine, once the output format is known; null without --target. */
    ConvertTarget engine;

    @Option(names = "--lenient", order = 16,
            description = "Report breaches of a format's rules that its data survives (VIF's hierarchy rules) as"
                    + " warnings instead of errors; a VIF hierarchy that breaks them is built anew when written.")
    boolean lenient;

    @Option(names = "--report", arity = "0..1", paramLabel = "text|json", order = 17,
            parameterConsumer = ConvertReport.Style.class,
            description = "After converting, print on stdout what the writer converted exactly and what the output"
                    + " does not hold, a line each (--report) or as one JSON object (--report=json).")
    String report;

    @Option(names = "--jobs", paramLabel = "N", order = 18,
            description = "Convert N files of a directory or archive at a time (default: the number of processors;"
                    + " at most " + JOBS_PER_PROCESSOR + " per processor).")
    Integer jobs;

    @Option(names = "--textures", paramLabel = "DIR", order = 21,
            description = "Also look for the textures a model names in DIR (repeatable), before the folders render"
                    + " searches: beside the model, texpages/ beside it and one or two folders up, and inside the"
                    + " archive being converted. A glTF output carries each one found (a .glb in its binary chunk,"
                    + " a .gltf as a data URI); each not found is reported.")
    List<Path> textures = new ArrayList<>();

    @Option(names = "--follow-links", order = 20,
            description = "In a directory, also follow symbolic links that lead out of it (into folders too); by"
                    + " default those are left out with a warning, and only links to files inside it are followed.")
    boolean followLinks;

    @Option(names = {"-q", "--quiet"}, order = 19,
            description = "Print no progress bar and no warnings: only errors, and a batch's summary.")
    boolean quiet;

    /** Whether stderr is a terminal, for the progress bar; {@link CommandLines} sets it, tests replace it. */
    BooleanSupplier stderrIsTerminal = () -> false;

    @Option(names = {"-j", "--forcejoints"}, order = 7,
            description = "The reference's option to keep the joints of a result without meshes: convert always"
                    + " keeps them (accepted for the reference's command lines; meshport iqm leaves them out"
                    + " without it).")
    boolean forceJoints;

    /**
     * --scale, --translate, --rotate, the per-input animation options and IN... OUT. Declared after
     * the other options: the man page lists options in declaration order, and these came last.
     */
    @Mixin
    ConvertEdits edits;

    /** The model edits (docs/edits.md), in the order given. */
    @Mixin
    ModelEditOptions pipeline;

    @Override
    public Integer call() throws IOException {
        edits.check();
        if (jobs != null && jobs < 1) {
            throw new ParameterException(spec.commandLine(), "--jobs takes a positive number, not " + jobs);
        }
        Path out = Path.of(edits.output());
        if (force && skipExisting) {
            throw new ParameterException(spec.commandLine(), "--force replaces outputs that exist and --skip-existing"
                    + " keeps them: give one");
        }
        String inFormat = FormatChoice.readable(spec, from);
        if (edits.inputs().size() == 1 && BatchInput.isBatch(Path.of(edits.inputs().get(0)))) {
            return new ConvertBatch(this).run(Path.of(edits.inputs().get(0)), out, inFormat);
        }
        if (edits.output().endsWith("/") || edits.output().endsWith(java.io.File.separator)) {
            String named = to != null ? to : target != null ? EngineTarget.profile(spec, target).format() : null;
            out = FormatChoice.inFolder(spec, out, named, Path.of(edits.inputs().get(0)));
        }
        String outFormat = FormatChoice.writable(spec, to, out);
        engine = engineFor(outFormat);
        Path outDir = out.toAbsolutePath().getParent();
        if (outDir != null && !Files.isDirectory(outDir)) {
            throw new NoSuchFileException(outDir.toString(), null, "no such directory for the output");
        }
        if (skipExisting && Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
            if (!quiet) {
                PrintWriter err = spec.commandLine().getErr();
                err.println("meshport: note: " + out + " exists: kept (--skip-existing)");
                err.flush();
            }
            return ExitCode.OK;
        }
        // checked before reading anything, the atomic write checks again at the end: an existing file
        // only with --force, a folder, device or pipe never (and said so, not "use --force")
        AtomicFiles.checkWritable(out, force);
        for (String input : edits.inputs()) {
            if (Files.exists(out) && Files.exists(Path.of(input)) && Files.isSameFile(out, Path.of(input))) {
                // --force replaces an output, never what is being read
                throw new FileSystemException(out.toString(), null, "is an input of this conversion: not replaced");
            }
        }
        WriteOptions options = writeOptions(outFormat);
        if (report != null && !report.equals("text") && !report.equals("json")) {
            throw new ParameterException(spec.commandLine(), "--report takes text or json, not " + report);
        }
        PrintWriter err = spec.commandLine().getErr();
        try (ProgressBar bar = progress("steps", ONE_CONVERSION_QUIET_NANOS).ticking()) {
            return convertOne(inFormat, outFormat, out, options, bar, err);
        }
    }

    private Integer convertOne(String inFormat, String outFormat, Path out, WriteOptions options, ProgressBar bar,
            PrintWriter err) throws IOException {
        Diagnostics notes = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        Optional<ModelFormat> same = sameFormatWithoutEdits(inFormat, outFormat, notes);
        if (same.isPresent()) {
            bar.update(0, 1, "copying " + fileName(Path.of(edits.inputs().get(0))));
            boolean copied = false;
            try {
                InputFile.copy(Path.of(edits.inputs().get(0)), same.get(), reading(), out, options, notes);
                copied = true;
            } finally {
                if (report == null || !copied) {
                    bar.above(() -> print(notes, err));
                }
            }
            bar.close(); // before the report on stdout, which shares the terminal
            report(inFormat, outFormat, out, "document", notes, new Diagnostics());
            return ExitCode.OK;
        }
        // --report prints the reader's warnings and the writer's losses on stdout: stderr has them
        // only when there is no report, or when a failure leaves none to explain it
        Model model = null;
        try {
            model = combinedAndTransformed(inFormat, out, notes, bar);
        } finally {
            if (report == null || model == null) {
                bar.above(() -> print(notes, err));
            }
        }
        Diagnostics losses = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        bar.update(2, STAGES, "writing " + fileName(out));
        boolean written = false;
        try {
            Model toWrite = model;
            WriteOptions withTextures = options.withTextures(TextureFolders.of(Path.of(edits.inputs().get(0)),
                    textures));
            InputFile.writing(out, () -> writeModel(toWrite, out, withTextures, losses));
            written = true;
        } finally {
            if (report == null || !written) {
                bar.above(() -> printLosses(losses, err));
            }
        }
        bar.close();
        report(inFormat, outFormat, out, "model", notes, losses);
        return ExitCode.OK;
    }

    /** The writer's losses and conversions, a line each, and how many past the limit were not kept. */
    private void printLosses(Diagnostics losses, PrintWriter err) {
        for (Diagnostic d : quiet ? List.<Diagnostic>of() : losses.all()) {
            err.println(d.severity().word() + ": " + d.message());
        }
        if (!quiet && losses.dropped() > 0) {
            err.println("warning: " + losses.dropped() + " more warnings not shown");
        }
        err.flush();
    }

    /** The options of writing {@code outFormat}: --force, and --pie-version and the others checked. */
    WriteOptions writeOptions(String outFormat) {
        WriteOptions options = new WriteOptions(outFormat, force);
        options = formatSettings.applyTo(options, spec.commandLine(), pipeline.simplifications.permissive());
        return options;
    }

    /** A bar on stderr when it is a terminal and not --quiet, drawn from {@code quietNanos} on. */
    ProgressBar progress(String unit, long quietNanos) {
        return stderrIsTerminal.getAsBoolean() && !quiet
                ? ProgressBar.on(spec.commandLine().getErr(), unit, quietNanos, System::nanoTime) : ProgressBar.off();
    }

    /** How many files a batch converts at once: {@code jobs} (default: one per processor), capped. */
    static int threads(Integer jobs, int processors) {
        int cap = processors * JOBS_PER_PROCESSOR;
        return jobs == null ? processors : Math.min(jobs, cap);
    }

    /** The conversion report (--report), when asked for. */
    private void report(String inFormat, String outFormat, Path out, String through, Diagnostics notes,
            Diagnostics written) throws IOException {
        if (report != null) {
            new ConvertReport(report, edits.inputs(), inFormat, out, outFormat).print(spec.commandLine().getOut(),
                    through, notes, written);
        }
    }

    /**
     * The format to copy in when one input of the output's format is converted without any edit:
     * then the format's document is written back, losing nothing (an IQM file byte for byte, an IQE
     * file with its comments and pose forms). Any edit goes through the model.
     */
    private Optional<ModelFormat> sameFormatWithoutEdits(String inFormat, String outFormat, Diagnostics notes)
            throws IOException {
        if (edits.inputs().size() != 1 || throughModel() || edits.animates(0)
                || inFormat == null && TesseractModel.isConfig(Path.of(edits.inputs().get(0)))) {
            return Optional.empty();
        }
        ModelFormat format = InputFile.format(Path.of(edits.inputs().get(0)), inFormat, notes);
        return format.name().equals(outFormat) && format.documents().isPresent() ? Optional.of(format)
                : Optional.empty();
    }

    /** Whether an option changes the model or how it is written, so that it must go through the model. */
    boolean throughModel() {
        // Lenient reading goes through the model, where a hierarchy that breaks the rules is built anew.
        return edits.transforms() || pipeline.any() || formatSettings.any() || lenient || target != null;
    }

    /** --lenient or not. */
    ReadOptions reading() {
        return lenient ? ReadOptions.LENIENT : ReadOptions.STRICT;
    }

    /** Reads every input, applies its animation options, appends later inputs' animations, transforms. */
    private Model combinedAndTransformed(String inFormat, Path out, Diagnostics notes, ProgressBar bar)
            throws IOException {
        Model model = null;
        for (int i = 0; i < edits.inputs().size(); i++) {
            Path in = Path.of(edits.inputs().get(i));
            bar.update(0, STAGES, "reading " + fileName(in));
            Model input = InputFile.read(in, inFormat, reading(), notes);
            input = edits.animated(i, input, notes);
            model = model == null ? input : AnimationMerge.append(model, input, in.toString(), notes);
        }
        bar.update(1, STAGES, "converting");
        return finished(model, out, notes);
    }

    /**
     * The whole-model edits: the transforms, the edits of docs/edits.md in their order, and what
     * --target's engine needs changed. A result without meshes keeps its joints (unlike the
     * reference's, and {@code meshport iqm}'s, without {@code -j}): their names are what animations
     * are matched by later (lsalzman/iqm#63).
     */
    Model finished(Model model, Path out, Diagnostics notes) throws ModelFormatException {
        Model edited = pipeline.applied(edits.transformed(model, notes), out.toString(), notes);
        return engine == null ? edited : engine.fitted(edited, out, notes);
    }

    /** --target's engine for output of {@code outFormat}, or null without --target. */
    ConvertTarget engineFor(String outFormat) {
        return target == null ? null : ConvertTarget.of(spec, target, outFormat);
    }

    /** Writes {@code model} to {@code out}: with --target, only a file its engine loads. */
    void writeModel(Model model, Path out, WriteOptions options, Diagnostics losses) throws IOException {
        if (engine == null) {
            ModelIO.write(model, out, options, losses);
        } else {
            engine.write(model, out, engine.options(options, model), losses);
        }
    }

    private static String fileName(Path path) {
        return path.getFileName() == null ? path.toString() : path.getFileName().toString();
    }

    private void print(Diagnostics diagnostics, PrintWriter err) {
        for (Diagnostic d : quiet ? List.<Diagnostic>of() : diagnostics.all()) {
            err.println(d);
        }
        err.flush();
    }
}
