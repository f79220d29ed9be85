package io.meshport.cli.command;

import io.meshport.model.edit.AnimationOptions;
import io.meshport.model.edit.ModelTransform;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The reference compiler's command line, {@code iqm [options] OUT.iqm [input options] IN...}, read
 * word by word as its {@code main()} reads it (lsalzman/iqm, iqm.cpp): the first word that is no option
 * is the output and every later one an input; an option may come anywhere, before the output too;
 * {@code --name}, {@code --fps}, {@code --loop}, {@code --start} and {@code --end} collect settings for
 * the next input; long options ignore case; a one-dash option is read by its first letter alone
 * ({@code -scale} is {@code -s}); an option's value is the next word, whatever it looks like; numbers
 * are read as C reads them ({@link ReferenceNumbers}); {@code -h} or {@code --help} ends the reading.
 *
 * <p>What the reference ignores or reads otherwise than typed, without a word (an unknown option, an
 * option without its value, settings after the last input, {@code --scale abc}), is read the same
 * here and listed in {@link #reports()}, which {@code meshport iqm} prints unless {@code --compat};
 * what meshport cannot do as the reference (a transform that is not finite) is in {@link #problems()}.
 * {@code --compat} and {@code --verbose} are meshport's own: the reference would ignore them.
 */
final class IqmArguments {
    /** The reference's scale is clamped to this range, each time it is given. */
    static final double MIN_SCALE = 1e-8;
    static final double MAX_SCALE = 1e8;

    /** One input and the settings the options before it gave it (the reference's {@code filespec}). */
    record Input(String file, AnimationOptions options) {
    }

    private String output;
    private final List<Input> inputs = new ArrayList<>();
    private ModelTransform transform = ModelTransform.identity();
    private double scale = 1;
    private final double[] meshTranslation = new double[3];
    /** The reference's rotation quaternion x, y, z, w, composed as it composes it (for its "rotate:" line). */
    private double[] rotation = {0, 0, 0, 1};
    private boolean forceJoints;
    private boolean help;
    private boolean compat;
    private boolean verbose;
    private final List<String> reports = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    private String name;
    private double fps;
    private boolean loop;
    private int start;
    private int end = -1;
    /** The input settings given since the last input, as typed, for the report when no input follows. */
    private final List<String> pending = new ArrayList<>();

    private IqmArguments(List<String> words) {
        for (int i = 0; i < words.size() && !help; i++) {
            String word = words.get(i);
            if (!word.startsWith("-")) {
                file(word);
            } else if (word.startsWith("--")) {
                i = longOption(words, i);
            } else {
                i = shortOption(words, i);
            }
        }
        if (!help && !pending.isEmpty()) {
            reports.add(String.join(" ", pending) + ": after the last input, so for no input: ignored, as the"
                    + " reference ignores it");
        }
    }

    /** {@code words} (the command line after {@code iqm}) read as the reference reads them. */
    static IqmArguments read(List<String> words) {
        return new IqmArguments(words);
    }

    private void file(String word) {
        if (output == null) {
            output = word;
            return;
        }
        inputs.add(new Input(word, new AnimationOptions(name, fps, loop, start, end)));
        name = null;
        fps = 0;
        loop = false;
        start = 0;
        end = -1;
        pending.clear();
    }

    /** Reads the option at {@code i} and its value; returns the index of the last word it took. */
    private int longOption(List<String> words, int i) {
        String word = words.get(i);
        String option = word.substring(2).toLowerCase(Locale.ROOT);
        switch (option) {
            case "help" -> help = true;
            case "loop" -> {
                loop = true;
                pending.add(word);
            }
            case "forcejoints" -> forceJoints = true;
            case "compat" -> compat = true;
            case "verbose" -> verbose = true;
            case "fps", "name", "start", "end", "scale", "meshtrans", "rotate" -> {
                if (i + 1 >= words.size()) {
                    reports.add(word + " is the last word, without its value: ignored, as the reference ignores it");
                    return i;
                }
                String value = words.get(i + 1);
                if (value.startsWith("--")) {
                    reports.add(word + " takes '" + value + "' as its value, not as an option, as the reference does");
                }
                value(option, word, value);
                return i + 1;
            }
            default -> {
                int equals = option.indexOf('=');
                String near = equals > 0 && isValueOption(option.substring(0, equals))
                        ? " (the reference knows no --option=value form: give the value as the next word)" : "";
                reports.add("unknown option " + word + ": ignored, as the reference ignores it" + near);
            }
        }
        return i;
    }

    /** A one-dash option: its first letter says which, as in the reference's {@code switch(argv[i][1])}. */
    private int shortOption(List<String> words, int i) {
        String word = words.get(i);
        char letter = word.length() > 1 ? word.charAt(1) : 0;
        String option = switch (letter) {
            case 'h' -> "help";
            case 's' -> "scale";
            case 't' -> "meshtrans";
            case 'r' -> "rotate";
            case 'j' -> "forcejoints";
            default -> null;
        };
        if (option == null) {
            reports.add((word.length() == 1 ? "'-' is no option" : "unknown option " + word)
                    + ": ignored, as the reference ignores it");
            return i;
        }
        if (word.length() > 2) {
            reports.add(word + " is read as -" + letter + " (--" + option + "): the reference reads only the letter"
                    + " after the dash");
        }
        if (option.equals("help")) {
            help = true;
            return i;
        }
        if (option.equals("forcejoints")) {
            forceJoints = true;
            return i;
        }
        if (i + 1 >= words.size()) {
            reports.add(word + " is the last word, without its value: ignored, as the reference ignores it");
            return i;
        }
        value(option, word, words.get(i + 1));
        return i + 1;
    }

    private static boolean isValueOption(String option) {
        return List.of("fps", "name", "start", "end", "scale", "meshtrans", "rotate").contains(option);
    }

    /** Applies option {@code option} (typed as {@code word}) with its value {@code value}. */
    private void value(String option, String word, String value) {
        switch (option) {
            case "name" -> {
                name = value;
                pending.add(word + " " + value);
            }
            case "fps" -> {
                fps = number(word, value);
                pending.add(word + " " + value);
                if (!Double.isFinite(fps)) {
                    problems.add(word + " " + value + " is not a finite framerate: ignored");
                    fps = 0;
                } else if (fps <= 0 && ReferenceNumbers.clean(value, false)) {
                    reports.add(word + " " + value + " is not positive: the animation keeps its framerate, as the"
                            + " reference keeps it");
                }
            }
            case "start" -> {
                int frame = integer(word, value);
                start = Math.max(frame, 0);
                if (frame < 0) {
                    reports.add(word + " " + value + " is negative: read as 0, as the reference reads it");
                }
                pending.add(word + " " + value);
            }
            case "end" -> {
                end = integer(word, value);
                pending.add(word + " " + value);
            }
            case "scale" -> scale(word, value);
            case "meshtrans" -> meshTranslation(word, value);
            default -> rotation(word, value);
        }
    }

    private void scale(String word, String value) {
        double s = ReferenceNumbers.atof(value);
        // the reference's clamp(x, lo, hi), max(lo, min(x, hi)) with its own min and max: NaN becomes hi
        double below = s < MAX_SCALE ? s : MAX_SCALE;
        double clamped = MIN_SCALE > below ? MIN_SCALE : below;
        boolean clean = ReferenceNumbers.clean(value, false);
        if (!clean || clamped != s) {
            reports.add(word + (clean ? " " + value : " '" + value + "' is not a number: read as " + shown(s) + ",")
                    + (clamped != s ? (clean ? " is" : "") + " outside 1e-8..1e8: clamped to " + shown(clamped) + ","
                    : "") + " as the reference reads it");
        }
        scale *= clamped;
        transform = transform.scaledBy(clamped);
    }

    private void meshTranslation(String word, String value) {
        ReferenceNumbers.Triple t = ReferenceNumbers.triple(value);
        // one number moves along Z, any other count adds what was read (zeros for what was not)
        double[] delta = t.count() == 1 ? new double[] {0, 0, t.values()[0]} : t.values();
        if (!finite(delta)) {
            problems.add(word + " " + value + " is not finite: ignored");
            return;
        }
        if (!ReferenceNumbers.cleanTriple(value)) {
            reports.add(word + " '" + value + "' is no X,Y,Z or Z: read as " + shown(delta[0]) + "," + shown(delta[1])
                    + "," + shown(delta[2]) + ", as the reference reads it");
        }
        for (int k = 0; k < 3; k++) {
            meshTranslation[k] += delta[k];
        }
        transform = transform.translatedBy(delta[0], delta[1], delta[2]);
    }

    private void rotation(String word, String value) {
        ReferenceNumbers.Triple t = ReferenceNumbers.triple(value);
        if (t.count() < 1) {
            reports.add(word + " '" + value + "' is no X,Y,Z: ignored, as the reference ignores it");
            return;
        }
        double[] degrees = t.values();
        if (!finite(degrees)) {
            problems.add(word + " " + value + " is not finite: ignored");
            return;
        }
        if (!ReferenceNumbers.cleanTriple(value)) {
            reports.add(word + " '" + value + "' is no X,Y,Z: read as " + shown(degrees[0]) + "," + shown(degrees[1])
                    + "," + shown(degrees[2]) + ", as the reference reads it");
        }
        rotation = times(rotation, fromDegrees(degrees));
        transform = transform.rotatedByDegrees(degrees[0], degrees[1], degrees[2]);
    }

    private double number(String word, String value) {
        double d = ReferenceNumbers.atof(value);
        if (!ReferenceNumbers.clean(value, false)) {
            reports.add(word + " '" + value + "' is not a number: read as " + shown(d) + ", as the reference reads it");
        }
        return d;
    }

    private int integer(String word, String value) {
        int n = ReferenceNumbers.atoi(value);
        if (!ReferenceNumbers.clean(value, true)) {
            reports.add(word + " '" + value + "' is not an integer: read as " + n + ", as the reference reads it");
        }
        return n;
    }

    /** The reference's {@code Quat::fromdegrees}: Euler angles X, Y, Z, its sign chosen so that w is not positive. */
    private static double[] fromDegrees(double[] degrees) {
        double x = Math.toRadians(degrees[0]) / 2;
        double y = Math.toRadians(degrees[1]) / 2;
        double z = Math.toRadians(degrees[2]) / 2;
        double cx = Math.cos(x);
        double sx = Math.sin(x);
        double cy = Math.cos(y);
        double sy = Math.sin(y);
        double cz = Math.cos(z);
        double sz = Math.sin(z);
        double[] q = {sx * cy * cz - cx * sy * sz, cx * sy * cz + sx * cy * sz, cx * cy * sz - sx * sy * cz,
            cx * cy * cz + sx * sy * sz};
        if (q[3] > 0) {
            for (int k = 0; k < 4; k++) {
                q[k] = -q[k];
            }
        }
        return q;
    }

    /** The reference's {@code Quat::operator*}. */
    private static double[] times(double[] a, double[] b) {
        return new double[] {a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
            a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
            a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
            a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2]};
    }

    private static boolean finite(double[] values) {
        for (double v : values) {
            if (!Double.isFinite(v)) {
                return false;
            }
        }
        return true;
    }

    /** A number as a person writes it: {@code 2}, {@code 0.5}, {@code 1e-8}. */
    static String shown(double x) {
        if (!Double.isFinite(x)) {
            return Double.toString(x);
        }
        BigDecimal d = BigDecimal.valueOf(x).stripTrailingZeros();
        double size = Math.abs(x);
        return size == 0 || (size >= 1e-4 && size < 1e6) ? d.toPlainString() : d.toString().toLowerCase(Locale.ROOT)
                .replace("e+", "e");
    }

    /** The output file, or null when the command line names none. */
    String output() {
        return output;
    }

    /** The inputs in order, each with its settings. */
    List<Input> inputs() {
        return List.copyOf(inputs);
    }

    /** Scale, mesh translation and rotation, as the reference applies them to the whole model. */
    ModelTransform transform() {
        return transform;
    }

    /**
     * The lines the reference prints on stdout before importing: {@code scale: %f} when the scale is
     * not 1, {@code mesh translate: %f, %f, %f} and {@code rotate: %f, %f, %f, %f} (its quaternion)
     * when they are not the identity.
     */
    List<String> transformLines() {
        List<String> lines = new ArrayList<>();
        if (scale != 1) {
            lines.add("scale: " + ReferenceNumbers.printf(scale));
        }
        if (meshTranslation[0] != 0 || meshTranslation[1] != 0 || meshTranslation[2] != 0) {
            lines.add("mesh translate: " + ReferenceNumbers.printf(meshTranslation[0]) + ", "
                    + ReferenceNumbers.printf(meshTranslation[1]) + ", " + ReferenceNumbers.printf(meshTranslation[2]));
        }
        if (rotation[0] != 0 || rotation[1] != 0 || rotation[2] != 0 || rotation[3] != 1) {
            lines.add("rotate: " + ReferenceNumbers.printf(rotation[0]) + ", " + ReferenceNumbers.printf(rotation[1])
                    + ", " + ReferenceNumbers.printf(rotation[2]) + ", " + ReferenceNumbers.printf(rotation[3]));
        }
        return lines;
    }

    /** {@code -j}/{@code --forcejoints}: keep the joints when the result has no meshes. */
    boolean forceJoints() {
        return forceJoints;
    }

    /** {@code -h}/{@code --help} was given: the reference prints its usage and reads no further. */
    boolean help() {
        return help;
    }

    /** {@code --compat}: the reference's behaviour where meshport's differs. */
    boolean compat() {
        return compat;
    }

    /** {@code --verbose}, after {@code iqm}: meshport's stack traces on failure. */
    boolean verbose() {
        return verbose;
    }

    /** What the reference ignores or reads otherwise than typed without a word, in the order met. */
    List<String> reports() {
        return List.copyOf(reports);
    }

    /** What meshport does not do as the reference does, whatever the mode. */
    List<String> problems() {
        return List.copyOf(problems);
    }
}
