package io.meshport.cli.command;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.Failures;
import io.meshport.cli.files.InputFile;
import io.meshport.fbx.Fbx;
import io.meshport.fbx.FbxReferenceCompiler;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ReadOptions;
import io.meshport.io.WriteOptions;
import io.meshport.model.Animation;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationMerge;
import io.meshport.model.edit.ModelEdits;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code meshport iqm OUT.iqm [options] IN...}: the reference IQM compiler's command line
 * (lsalzman/iqm), taken as it is, so that a build script can run {@code meshport iqm} in place of
 * {@code iqm}. The words are read by {@link IqmArguments} as the reference reads them, not by picocli
 * (whose options here are the help's, the man page's and the completion's); the inputs are read,
 * combined and transformed with {@code meshport convert}'s machinery, and the output is always IQM.
 * What it prints, its error lines and its exit codes are the reference's.
 */
@Command(name = "iqm", preprocessor = IqmCommand.ReferenceWords.class, sortOptions = false, separator = " ",
        customSynopsis = {"meshport iqm [OPTIONS] OUT.iqm ([--name A] [--fps N] [--loop] [--start N] [--end N] IN)..."},
        description = {"Compile an IQM file from the reference IQM compiler's command line. meshport iqm takes the"
                + " words that iqm (lsalzman/iqm) takes, in its order (the output first), and writes the IQM it"
                + " writes, so that a build script can run 'meshport iqm' where it ran 'iqm'.",
            "",
            "Inputs are any model files meshport reads (IQE, MD5 mesh and animation, SMD, FBX, OBJ, IQM, glTF, PIE,"
                + " VIF...),"
                + " told by content and extension; the mesh input comes first, then the animation inputs, whose"
                + " animations are appended in order. The processing is the reference's: normals from smoothing"
                + " where a file has none, tangents, four blend weights a vertex stored as bytes summing to 255,"
                + " the IQM writer's vertex-cache order (for IQE and MD5; the OBJ reader adds no normals or tangents"
                + " a file lacks). An FBX scene is turned from Y-up to Z-up as the reference turns it: a quarter"
                + " turn about X in the meshes and the root joints, the other joints' local frames as the file"
                + " has them (meshport convert changes every joint's axes instead; the points are the same). A comma list (body.iqe,head.iqe, no spaces) is one input:"
                + " files of one skeleton and vertex layout merged, meshes of one name and material joined. An MD5"
                + " animation file's animation is named after its path as typed, without the extension, unless"
                + " --name names it.",
            "",
            "Options may come anywhere, before the output too; --name, --fps, --loop, --start and --end apply to"
                + " the input that follows them, and only when it holds exactly one animation. As in the"
                + " reference, long options ignore case, a one-dash option is read by its first letter (-scale is"
                + " -s), an option's value is the next word whatever it is, and numbers are read as C's atof and"
                + " atoi read them (2x is 2, abc is 0).",
            "",
            "It prints what the reference prints, on stdout: the 'scale:', 'mesh translate:' and 'rotate:' lines of"
                + " the options given, 'imported: FILE' for each input, an empty line and 'exported: OUT'. Errors go"
                + " to stderr in the reference's words (no output file specified, no input files specified, no"
                + " file type: FILE, unknown file type: .EXT, failed reading: FILE, failed writing: FILE), each"
                + " followed by meshport's line saying why (FILE:LINE:COL for bad input). No arguments at all"
                + " print this help on stderr.",
            "",
            "Where meshport differs from the reference:",
            "  * the animations of later inputs are matched to the skeleton by joint name, not by position: joints"
                + " an input does not animate keep their bind pose (the reference gives them the identity),"
                + " mismatches are reported, and an input that shares no joint name is an error;",
            "  * what the reference ignores or reads otherwise than typed without a word is done the same and"
                + " reported on stderr as 'meshport: warning: ...': an unknown option, an option without its"
                + " value, input options after the last input or before one without exactly one animation,"
                + " a --scale out of range or that is no number, -json read as -j, a missing file of a comma list,"
                + " an output whose extension is not .iqm (written as IQM all the same);",
            "  * the meshes come from the first input that has some, and a later input's meshes are reported and"
                + " left out (the reference keeps the last one's);",
            "  * an input that breaks its format's rules fails at FILE:LINE:COL where the reference may read on;"
                + " a transform or framerate that is not finite is ignored, with a warning;",
            "  * a comma list merges files of any format meshport reads, after each file's normals are made (where"
                + " two files' vertices meet, the reference smooths across them), keeps every triangle of the meshes"
                + " it joins (the reference loses those of the later files), and needs one skeleton by joint names;",
            "  * -j with animation files alone keeps the joints' bind pose as read (the reference writes an MD5"
                + " animation's joints with zero transforms).",
            "",
            "--compat does as the reference instead: joints by position (those an input lacks get the identity"
                + " pose, those past the skeleton are dropped), the last mesh input's meshes, a comma list's"
                + " skeletons by position, and no reports of what the reference ignores."},
        footerHeading = "%nExamples:%n",
        footer = {"  meshport iqm mesh.iqm mesh.md5mesh idle.md5anim run.md5anim",
            "  meshport iqm -s 0.5 -r 0,0,90 model.iqm model.iqe",
            "  meshport iqm player.iqm player.iqe --name run --fps 24 --loop run.iqe",
            "  meshport iqm -j anims.iqm walk.iqe run.iqe",
            "  meshport iqm body.iqm body.iqe,head.iqe",
            "",
            "Exit codes (the reference's):",
            "  0  success, and -h",
            "  1  any failure, and no arguments at all", ""})
final class IqmCommand implements Callable<Integer> {
    /** The reference's {@code EXIT_FAILURE}, for every failure. */
    static final int FAILURE = 1;
    /** The input types the reference tells by extension; it refuses any other. */
    private static final Set<String> REFERENCE_TYPES = Set.of("md5mesh", "md5anim", "iqe", "smd", "fbx", "obj");
    /** The formats whose animation files the reference names after the path as typed. */
    private static final Set<String> NAMED_AFTER_PATH = Set.of("md5", "smd");

    @Spec
    CommandSpec spec;

    /** The words after {@code iqm}, as typed; {@link ReferenceWords} hands them over unread. */
    private List<String> words = List.of();

    // The options and parameters below are declared for the help, the man page and the completion
    // script only: the reference's reading of the words (IqmArguments) cannot be picocli's.

    @Option(names = {"-s", "--scale"}, paramLabel = "N", order = 1,
            description = "Scale meshes and skeleton by N, clamped to 1e-8..1e8; repeated, the scales multiply.")
    String scale;

    @Option(names = {"-t", "--meshtrans"}, paramLabel = "X,Y,Z", order = 2,
            description = "Move mesh vertices by X,Y,Z (one number is Z); the skeleton does not move. Repeated, the"
                    + " moves add up.")
    String meshTranslation;

    @Option(names = {"-r", "--rotate"}, paramLabel = "X,Y,Z", order = 3,
            description = "Rotate meshes and root joints by the Euler angles X, Y and Z in degrees; repeated,"
                    + " the rotations compose.")
    String rotation;

    @Option(names = {"-j", "--forcejoints"}, order = 4,
            description = "Keep the joints when the result has no meshes (animation files alone); without it, as in"
                    + " the reference, such a file has poses but no joints.")
    boolean forceJoints;

    @Option(names = "--name", paramLabel = "A", order = 5, description = "Name the next input's animation A.")
    String name;

    @Option(names = "--fps", paramLabel = "N", order = 6,
            description = "Set the next input's animation framerate to N (ignored unless positive).")
    String fps;

    @Option(names = "--loop", order = 7, description = "Mark the next input's animation as looping.")
    boolean loop;

    @Option(names = "--start", paramLabel = "N", order = 8,
            description = "Start the next input's animation at frame N (0-based; a negative N is 0).")
    String start;

    @Option(names = "--end", paramLabel = "N", order = 9,
            description = "End the next input's animation at frame N (inclusive, counted from its first frame as"
                    + " read; -1 is the last; a smaller N counts from the end as the reference does: the last frame"
                    + " kept is frames+N+1).")
    String end;

    @Option(names = "--compat", order = 10,
            description = "Do as the reference where meshport differs (see above): joints by position, the last"
                    + " mesh input's meshes, no reports of what the reference ignores.")
    boolean compat;

    @Option(names = {"-h", "--help"}, usageHelp = true, order = 11,
            description = "Print this help and exit; anywhere on the command line, it ends it, as in the reference.")
    boolean help;

    @Parameters(index = "0", arity = "0..1", paramLabel = "OUT.iqm",
            description = "The IQM file to write, replaced if it exists; IQM whatever its extension.")
    String output;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "IN",
            description = "The inputs: the mesh file first, then animation files; a comma list (a.iqe,b.iqe) is one"
                    + " input.")
    List<String> inputs;

    /** Hands the words after {@code iqm} to the command unread: they are the reference's, read as it reads them. */
    static final class ReferenceWords implements IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec commandSpec, ArgSpec argSpec, Map<String, Object> info) {
            List<String> words = new ArrayList<>(args.size());
            while (!args.isEmpty()) {
                words.add(args.pop());
            }
            ((IqmCommand) commandSpec.userObject()).words = List.copyOf(words);
            return true;
        }
    }

    @Override
    public Integer call() {
        CommandLine cli = spec.commandLine();
        PrintWriter out = cli.getOut();
        PrintWriter err = cli.getErr();
        if (words.isEmpty()) {
            cli.usage(err);
            err.flush();
            return FAILURE;
        }
        IqmArguments args = IqmArguments.read(words);
        if (args.help()) {
            cli.usage(out);
            out.flush();
            return ExitCode.OK;
        }
        boolean verbose = args.verbose();
        if (spec.root().userObject() instanceof MeshportCommand root) {
            if (verbose) {
                root.verbose(true);
            }
            verbose = root.verbose();
        }
        Run run = new Run(args, out, err, verbose);
        try {
            return run.compile();
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** One compilation: the reference's steps, its lines on stdout and its errors on stderr. */
    private static final class Run {
        private final IqmArguments args;
        private final PrintWriter out;
        private final PrintWriter err;
        private final boolean verbose;

        Run(IqmArguments args, PrintWriter out, PrintWriter err, boolean verbose) {
            this.args = args;
            this.out = out;
            this.err = err;
            this.verbose = verbose;
        }

        int compile() {
            List<String> warnings = new ArrayList<>(args.compat() ? List.of() : args.reports());
            String output = args.output();
            if (!args.compat() && output != null && !output.toLowerCase(Locale.ROOT).endsWith(".iqm")) {
                warnings.add(output + " is written as IQM whatever its extension, as the reference writes it");
            }
            warnings.addAll(args.problems());
            warnings.forEach(w -> err.println("meshport: warning: " + w));
            if (output == null) {
                return fatal("no output file specified", null);
            }
            if (args.inputs().isEmpty()) {
                return fatal("no input files specified", null);
            }
            args.transformLines().forEach(out::println);
            List<Model> models = new ArrayList<>();
            List<String> files = new ArrayList<>();
            for (IqmArguments.Input input : args.inputs()) {
                String unknown = unknownType(input.file());
                if (unknown != null) {
                    return fatal(unknown, null);
                }
                Diagnostics notes = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
                Model model;
                try {
                    model = read(input, notes);
                } catch (IOException | RuntimeException e) {
                    print(notes);
                    return fatal("failed reading: " + input.file(), e);
                }
                print(notes);
                out.println("imported: " + input.file());
                models.add(model);
                files.add(input.file());
            }
            Diagnostics notes = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
            Model model;
            try {
                model = combined(models, files, args.compat(), notes);
                model = args.transform().applyTo(model, notes);
                model = AnimationOnlyJoints.jointsOnlyWithMeshes(model, args.forceJoints(), output,
                        args.compat() ? Diagnostics.discarding() : notes);
                // the reference orders every mesh for the vertex cache (Forsyth's, makemeshes ->
                // maketriangles) and its vertices by first use, silently
                model = ModelEdits.optimize().apply(model, output, Diagnostics.discarding());
            } catch (ModelFormatException | RuntimeException e) {
                print(notes);
                err.println("meshport: " + Failures.describe(e) + (args.compat() || !(e instanceof ModelFormatException)
                        ? "" : " (--compat takes joints by position, as the reference does)"));
                trace(e);
                return FAILURE;
            }
            print(notes);
            out.println();
            Diagnostics losses = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
            try {
                Path target = Path.of(output);
                Model written = model;
                InputFile.writing(target, () -> ModelIO.write(written, target, new WriteOptions("iqm", true), losses));
            } catch (IOException | RuntimeException e) {
                printLosses(losses);
                return fatal("failed writing: " + output, e);
            }
            printLosses(losses);
            out.println("exported: " + output);
            return ExitCode.OK;
        }

        /**
         * One input: its file, or each file of its comma list merged; an MD5 animation named as the
         * reference names it; then the options before it.
         */
        private Model read(IqmArguments.Input input, Diagnostics notes) throws IOException {
            String file = input.file();
            List<String> parts = parts(file);
            List<Model> models = new ArrayList<>();
            List<String> read = new ArrayList<>();
            List<String> missing = new ArrayList<>();
            ModelFormat format = null;
            for (String part : parts) {
                Path path = Path.of(part);
                if (parts.size() > 1 && !Files.isRegularFile(path)) {
                    missing.add(part);
                    continue;
                }
                ModelFormat f = InputFile.format(path, null, notes);
                // the reference takes an FBX file's numbers in its own unit, and turns the scene to Z-up
                // in its root joints, not in every joint's frame
                models.add(f.name().equals("fbx")
                        ? FbxReferenceCompiler.placed(InputFile.readWith(path, Fbx.reader().withFileUnits(), notes))
                        : InputFile.read(path, f.name(), ReadOptions.STRICT, notes));
                read.add(part);
                format = format == null ? f : format;
            }
            if (models.isEmpty()) {
                throw new NoSuchFileException(file, null, "none of the files of this comma list exists");
            }
            for (String part : args.compat() ? List.<String>of() : missing) {
                notes.warn(part.isEmpty() ? file : part, "no such file: left out of the comma list " + file
                        + ", as the reference leaves it out");
            }
            Model model = CommaListMerge.merge(models, read, args.compat());
            if (parts.size() == 1) {
                model = namedAsTyped(model, file, format);
            }
            return input.options().applyTo(model, file, args.compat() ? Diagnostics.discarding() : notes);
        }

        private int fatal(String line, Exception problem) {
            err.println(line);
            if (problem != null) {
                err.println("meshport: " + Failures.describe(problem));
                trace(problem);
            }
            return FAILURE;
        }

        private void trace(Exception problem) {
            if (verbose) {
                problem.printStackTrace(err);
            }
        }

        private void print(Diagnostics diagnostics) {
            for (Diagnostic d : diagnostics.all()) {
                err.println(d);
            }
        }

        /** The writer's losses and conversions, a line each, as {@code meshport convert} prints them. */
        private void printLosses(Diagnostics losses) {
            for (Diagnostic d : losses.all()) {
                err.println(d.severity().word() + ": " + d.message());
            }
            if (losses.dropped() > 0) {
                err.println("warning: " + losses.dropped() + " more warnings not shown");
            }
        }
    }

    /**
     * The inputs as one model, as the reference combines them: meshes (and skeleton) from the first
     * input that has meshes, else from the first input; then the animations of every input in order,
     * matched to the skeleton by joint name ({@link AnimationMerge}) or, with {@code compat}, by position
     * ({@link PositionalAnimationAppend}), where the meshes are then the last mesh input's. Frame bounds
     * are left to the writer, which derives them from the final model.
     */
    static Model combined(List<Model> models, List<String> files, boolean compat, Diagnostics notes)
            throws ModelFormatException {
        int meshInput = 0;
        int lastMeshInput = -1;
        for (int i = models.size() - 1; i >= 0; i--) {
            if (!models.get(i).meshes().isEmpty()) {
                meshInput = i;
                lastMeshInput = lastMeshInput < 0 ? i : lastMeshInput;
            }
        }
        Model result = models.get(meshInput).toBuilder().animations(List.of()).frameBounds(List.of()).build();
        for (int i = 0; i < models.size(); i++) {
            Model input = models.get(i);
            if (i == meshInput) {
                Model.Builder b = result.toBuilder();
                input.animations().forEach(b::addAnimation);
                result = b.build();
            } else if (compat) {
                result = PositionalAnimationAppend.append(result, input);
            } else {
                // without its bounds: AnimationMerge would derive the merged model's anew at each input
                Model animations = input.toBuilder().frameBounds(List.of()).build();
                result = AnimationMerge.append(result, animations, files.get(i), notes);
            }
        }
        if (compat && lastMeshInput > meshInput) {
            result = result.toBuilder().meshes(models.get(lastMeshInput).meshes()).build();
        }
        return result.toBuilder().frameBounds(List.of()).build();
    }

    /**
     * The reference's words for an input whose type it cannot tell ({@code no file type: FILE}, or
     * {@code unknown file type: .EXT}), or null when the input is read: when the reference knows its
     * extension, when a format meshport reads has it, or when a format knows the file's content.
     */
    static String unknownType(String file) {
        int dot = file.lastIndexOf('.');
        String type = dot < 0 ? null : file.substring(dot);
        if (type != null && REFERENCE_TYPES.contains(type.substring(1).toLowerCase(Locale.ROOT))) {
            return null;
        }
        List<String> parts = parts(file);
        try {
            Path last = Path.of(parts.get(parts.size() - 1));
            if (ModelIO.formatForExtension(last).filter(f -> f.reader().isPresent()).isPresent()) {
                return null;
            }
            for (String part : parts) {
                Path path = Path.of(part);
                if (Files.isRegularFile(path)) {
                    if (ModelIO.detect(path).reader().isPresent()) {
                        return null;
                    }
                    break;
                }
            }
        } catch (IOException | InvalidPathException e) {
            // no format tells it: the reference's words below
        }
        return type == null ? "no file type: " + file : "unknown file type: " + type;
    }

    /** The files of an input: each of a comma list, unless a file has the whole name; else the input itself. */
    static List<String> parts(String file) {
        if (file.indexOf(',') < 0) {
            return List.of(file);
        }
        try {
            if (Files.exists(Path.of(file))) {
                return List.of(file);
            }
        } catch (InvalidPathException e) {
            // not a path as a whole: split it, each part fails on its own
        }
        return List.of(file.split(",", -1));
    }

    /**
     * {@code model} with its animation named as the reference names an MD5 or SMD animation file's:
     * after the path as typed, without the extension ({@code anims/walk.md5anim} gives
     * {@code anims/walk}), where meshport's reader named it after the file name alone.
     */
    static Model namedAsTyped(Model model, String typed, ModelFormat format) {
        if (format == null || !NAMED_AFTER_PATH.contains(format.name()) || model.animations().size() != 1) {
            return model;
        }
        Animation a = model.animations().get(0);
        String fileName = ModelIO.sourceName(Path.of(typed));
        int dot = fileName.lastIndexOf('.');
        String stem = dot > 0 ? fileName.substring(0, dot) : fileName;
        int typedDot = typed.lastIndexOf('.');
        String asTyped = typedDot < 0 ? typed : typed.substring(0, typedDot);
        if (!a.name().equals(stem) || a.name().equals(asTyped)) {
            return model;
        }
        return model.toBuilder().animations(List.of(a.withMetadata(asTyped, a.framerate(), a.loop()))).build();
    }
}
