package io.meshport.cli.command;

import io.meshport.cli.console.OutOfMemory;
import io.meshport.cli.files.InputFile;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The top-level {@code meshport} command: only subcommands and the options they share. The
 * subcommands are {@link #SUBCOMMANDS}, added by {@link CommandLines} (only the one a run names, so
 * that a short run does not pay for building every command's model).
 */
@Command(name = "meshport", mixinStandardHelpOptions = true, versionProvider = MeshportCommand.Version.class,
        description = "Reads, writes, validates and converts the 3D model formats IQE, IQM, VIF and PIE, and glTF 2.0 and OBJ.",
        footerHeading = "%nExamples:%n",
        footer = {
            "  meshport convert model.iqe model.iqm       IQE to IQM, as iqm compiles it",
            "  meshport convert mesh.iqe walk.iqe run.iqe out.iqm   a mesh and its animations",
            "  meshport convert model.glb model.iqm       a Blender export to IQM",
            "  meshport convert --to iqm base.wz out/     every model of an archive or folder",
            "  meshport iqm out.iqm mesh.md5mesh idle.md5anim   iqm's own command line",
            "  meshport info model.iqm                    what a file holds",
            "  meshport validate --strict models/         check a folder, warnings fail too",
            "  meshport render tank.pie -o tank.png --view iso   a picture, no GPU needed",
            "  meshport diff a.iqm b.iqm                  where two models differ",
            "",
            "Exit codes:",
            "  0  success",
            "  1  malformed input, validate found errors, diff found differences,",
            "     or a file of a batch conversion failed",
            "  2  usage error (and diff's malformed input)",
            "  3  I/O error, or the output exists and --force was not given", ""})
public final class MeshportCommand implements Runnable {
    /** Every subcommand, in the order {@code --help} lists them. */
    static final java.util.List<Class<?>> SUBCOMMANDS = java.util.List.of(FormatsCommand.class, InfoCommand.class,
            ValidateCommand.class, ConvertCommand.class, IqmCommand.class, RenderCommand.class, DiffCommand.class,
            ConformanceCommand.class, CompletionCommand.class);

    /** The command's model, injected by picocli; {@link CommandLines} hands its version provider to each subcommand. */
    @Spec
    CommandSpec spec;

    private boolean verbose;

    /** The command of a new run: notes hidden until {@code --verbose} says otherwise. */
    MeshportCommand() {
        InputFile.notesShown = false; // a run without --verbose after one with it (tests run many in one JVM)
        OutOfMemory.newRun();
    }

    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "Show notes on what a format's main producer writes off the letter (unaligned IQM"
                    + " sections), and on failure the stack trace.")
    void verbose(boolean value) {
        this.verbose = value;
        InputFile.notesShown = value;
    }

    /** Whether the run has {@code --verbose}: failures then print their stack trace. */
    boolean verbose() {
        return verbose;
    }

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "missing command (formats, info, validate, convert, iqm,"
                + " render, diff, conformance, completion)");
    }

    /** The version Maven wrote into {@code version.properties} when it built this jar. */
    public static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() throws IOException {
            return new String[] {"meshport " + number(), "Java " + System.getProperty("java.version")};
        }

        /** The version alone, e.g. {@code 0.1.0-SNAPSHOT} (SARIF's tool version). */
        public static String number() throws IOException {
            Properties p = new Properties();
            try (InputStream in = MeshportCommand.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            }
            return p.getProperty("version", "(unknown version)");
        }
    }
}
