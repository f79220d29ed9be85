package io.meshport.cli.command;

import io.meshport.cli.command.model.CommandModels;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import picocli.CommandLine;
import picocli.CommandLine.IFactory;

/**
 * The {@code meshport} command line, configured: {@link MeshportCommand} with its subcommands, its
 * output and its error handling. The entry points ({@code io.meshport.cli.Main}, the man pages, the
 * training run) run it, and so do tests, in-process.
 */
public final class CommandLines {
    private CommandLines() {
    }

    /**
     * The configured command line writing to {@code out} and {@code err}; tests run it in-process.
     * {@code err} is no terminal: no progress bar is drawn on it.
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return commandLine(out, err, () -> false, null);
    }

    /**
     * The command line whose {@code err} is a terminal when {@code stderrIsTerminal} says, with
     * only the subcommand named {@code first} (the run's first argument) when it names one, else
     * (also for a null {@code first}) with all of them, and none for {@code --version}: building a
     * command's model takes time, and a short run should pay for its own command only. Each model is
     * built from the build's record of the command's annotations ({@link CommandModels}: no
     * annotation is read at run time), or by picocli's reflection when the build wrote none.
     */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err, BooleanSupplier stderrIsTerminal,
            String first) {
        excludeUnusedConverters();
        IFactory factory = CommandLine.defaultFactory();
        CommandLine cli = commandLine(MeshportCommand.class, factory);
        MeshportCommand root = cli.getCommand();
        boolean named = MeshportCommand.SUBCOMMANDS.stream().anyMatch(c -> name(c).equals(first));
        // --version prints the root's version and nothing of a subcommand's: none is built for it
        boolean version = "--version".equals(first) || "-V".equals(first);
        for (Class<?> command : MeshportCommand.SUBCOMMANDS) {
            if (!version && (!named || name(command).equals(first))) {
                cli.addSubcommand(name(command), commandLine(command, factory));
            }
        }
        cli.setOut(out);
        cli.setErr(err);
        // convert's per-input options (--name before each input) repeat, and each occurrence must
        // reach its setter in command-line order rather than be rejected as "specified twice"
        cli.setOverwrittenOptionsAllowed(true);
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        // every subcommand has --version (mixinStandardHelpOptions) but no version of its own to print
        for (CommandLine sub : cli.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(root.spec.versionProvider());
        }
        CommandLine convert = cli.getSubcommands().get("convert");
        if (convert != null) {
            ((ConvertCommand) convert.getCommand()).stderrIsTerminal = stderrIsTerminal;
        }
        ErrorReporter errors = new ErrorReporter(root);
        cli.setExecutionExceptionHandler(errors);
        cli.setParameterExceptionHandler(errors);
        return cli;
    }

    /**
     * picocli's key naming the built-in converters it should not register, and the ones meshport's
     * options never take: every command line registers its built-in converters, and those of
     * {@code java.sql} and {@code java.time} are looked up by reflection, loading their classes (a
     * tenth of {@code info}'s model building). An option of such a type would fail at once with
     * picocli's "no TypeConverter" ({@code RecordedModelTest} builds every command).
     */
    static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";
    static final String UNUSED_CONVERTERS = "java\\.(sql|time)\\..*";

    /**
     * picocli's key that keeps its factory from looking for Groovy's closure class, which meshport
     * never has: the failed lookup searched the class path at every start (a twelfth of
     * {@code info}'s model building).
     */
    static final String NO_CLOSURES = "picocli.disable.closures";

    /**
     * Leaves out the converters meshport's options never take and picocli's Groovy closures,
     * unless the user set either key.
     */
    private static void excludeUnusedConverters() {
        if (System.getProperty(CONVERTER_EXCLUDES) == null) {
            System.setProperty(CONVERTER_EXCLUDES, UNUSED_CONVERTERS);
        }
        if (System.getProperty(NO_CLOSURES) == null) {
            System.setProperty(NO_CLOSURES, "true");
        }
    }

    /** The top-level command's class and every subcommand's, for the build's records ({@code CommandRecords}). */
    public static List<Class<?>> commandClasses() {
        List<Class<?>> classes = new ArrayList<>();
        classes.add(MeshportCommand.class);
        classes.addAll(MeshportCommand.SUBCOMMANDS);
        return classes;
    }

    /** A new command line of {@code command}, from its record, else by reflection. */
    private static CommandLine commandLine(Class<?> command, IFactory factory) {
        return CommandModels.commandLine(command, factory).orElseGet(() -> new CommandLine(command, factory));
    }

    private static String name(Class<?> command) {
        return CommandModels.name(command);
    }
}
