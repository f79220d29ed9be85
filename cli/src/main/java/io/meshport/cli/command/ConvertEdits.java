package io.meshport.cli.command;

import io.meshport.io.Diagnostics;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationOptions;
import io.meshport.model.edit.ModelTransform;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The model edits of {@code meshport convert} ({@link ConvertCommand}'s mixin): the whole-model
 * transforms, the files {@code IN... OUT}, and the animation options each input takes from the
 * options before it. Those are read in command-line order, so they are setters that keep state
 * between calls rather than fields picocli fills. The {@code order}s place them among the
 * command's own options in its help.
 */
final class ConvertEdits {
    /** The convert command, whose command line a usage error names. */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private ModelTransform transform = ModelTransform.identity();
    private final List<String> files = new ArrayList<>();
    private final List<AnimationOptions> fileOptions = new ArrayList<>();
    private String pendingName;
    private double pendingFps;
    private boolean pendingLoop;
    private int pendingStart;
    private int pendingEnd = -1;
    private boolean pendingSet;

    @Option(names = {"-s", "--scale"}, paramLabel = "S", order = 4,
            description = "Scale meshes and skeleton by S (repeated: multiplied).")
    void scale(String value) {
        double s = number(value, "--scale");
        if (!(s > 0) || Double.isInfinite(s)) {
            throw new ParameterException(command.commandLine(), "--scale must be a positive number, was '" + value
                    + "'");
        }
        transform = transform.scaledBy(s);
    }

    @Option(names = {"-t", "--translate", "--meshtrans"}, paramLabel = "X,Y,Z", order = 5,
            description = "Move mesh vertices by X,Y,Z (a single number is Z); the skeleton does not move.")
    void translate(String value) {
        double[] v = vector(value, "--translate");
        transform = v.length == 1 ? transform.translatedBy(0, 0, v[0]) : transform.translatedBy(v[0], v[1], at(v, 2));
    }

    @Option(names = {"-r", "--rotate"}, paramLabel = "X,Y,Z", order = 6,
            description = "Rotate meshes and root joints by Euler angles X,Y,Z in degrees (repeated: composed).")
    void rotate(String value) {
        double[] v = vector(value, "--rotate");
        transform = transform.rotatedByDegrees(v[0], at(v, 1), at(v, 2));
    }

    @Option(names = "--name", paramLabel = "N", order = 8, description = "Name the next input's animation N.")
    void name(String value) {
        pendingName = value;
        pendingSet = true;
    }

    @Option(names = "--fps", paramLabel = "F", order = 9,
            description = "Set the next input's animation framerate to F (ignored unless positive).")
    void fps(String value) {
        pendingFps = number(value, "--fps");
        pendingSet = true;
    }

    @Option(names = "--loop", order = 10, description = "Mark the next input's animation as looping.")
    void loop(boolean value) {
        pendingLoop = value;
        pendingSet = true;
    }

    @Option(names = "--start", paramLabel = "FRAME", order = 11,
            description = "Start the next input's animation at FRAME (0-based).")
    void start(int value) {
        pendingStart = value;
        pendingSet = true;
    }

    @Option(names = "--end", paramLabel = "FRAME", order = 12,
            description = "End the next input's animation at FRAME (inclusive, counted from its original first"
                    + " frame; -1 = last; a smaller negative counts from the end as the reference does:"
                    + " the last kept frame is frames+FRAME+1).")
    void end(int value) {
        pendingEnd = value;
        pendingSet = true;
    }

    @Parameters(paramLabel = "IN... OUT", arity = "1", index = "0..*",
            description = "Input files, then the output file.")
    void file(String value) {
        files.add(value);
        fileOptions.add(pendingSet ? new AnimationOptions(pendingName, pendingFps, pendingLoop, pendingStart,
                pendingEnd) : AnimationOptions.NONE);
        pendingName = null;
        pendingFps = 0;
        pendingLoop = false;
        pendingStart = 0;
        pendingEnd = -1;
        pendingSet = false;
    }

    /** Fails unless there are inputs and an output, and no animation option is left without an input. */
    void check() {
        if (files.size() < 2) {
            throw new ParameterException(command.commandLine(), "expected at least one input and an output");
        }
        if (pendingSet || !fileOptions.get(files.size() - 1).isNone()) {
            throw new ParameterException(command.commandLine(),
                    "--name, --fps, --loop, --start and --end go before the input they apply to, not after the last");
        }
    }

    /** The input files as given (all but the last file); only after {@link #check()}. */
    List<String> inputs() {
        return files.subList(0, files.size() - 1);
    }

    /** The output file or folder as given (the last file); only after {@link #check()}. */
    String output() {
        return files.get(files.size() - 1);
    }

    /** Whether --scale, --translate or --rotate change the model. */
    boolean transforms() {
        return !transform.isIdentity();
    }

    /** Whether the {@code input}th input has animation options. */
    boolean animates(int input) {
        return !fileOptions.get(input).isNone();
    }

    /** {@code model}, read from the {@code input}th input, with that input's animation options applied. */
    Model animated(int input, Model model, Diagnostics notes) {
        return fileOptions.get(input).applyTo(model, Path.of(files.get(input)).toString(), notes);
    }

    /** {@code model} with the whole-model transforms applied. */
    Model transformed(Model model, Diagnostics notes) {
        return transform.applyTo(model, notes);
    }

    private double number(String value, String option) {
        try {
            double d = Double.parseDouble(value.strip());
            if (Double.isNaN(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new ParameterException(command.commandLine(), option + " expects a number, was '" + value + "'");
        }
    }

    /** One to three comma-separated numbers, as the reference's {@code "%lf , %lf , %lf"} reads them. */
    private double[] vector(String value, String option) {
        String[] parts = value.split(",", -1);
        if (parts.length > 3) {
            throw new ParameterException(command.commandLine(), option + " expects X,Y,Z, was '" + value + "'");
        }
        double[] v = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            v[i] = number(parts[i], option);
            if (Double.isInfinite(v[i])) {
                throw new ParameterException(command.commandLine(), option + " expects finite numbers, was '" + value
                        + "'");
            }
        }
        return v;
    }

    private static double at(double[] v, int i) {
        return i < v.length ? v[i] : 0;
    }
}
