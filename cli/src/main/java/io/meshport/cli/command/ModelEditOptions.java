package io.meshport.cli.command;

import io.meshport.cli.console.Failures;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelIO;
import io.meshport.model.Axis;
import io.meshport.model.Handedness;
import io.meshport.model.Model;
import io.meshport.model.edit.AnimationEdits;
import io.meshport.model.edit.MaterialEdits;
import io.meshport.model.edit.ModelEdit;
import io.meshport.model.edit.ModelEdits;
import io.meshport.model.simplify.AttributeWeights;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.PatternSyntaxException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The model edits of {@code meshport convert} (issue #33, {@code docs/edits.md}), as a mixin: each
 * option adds its {@link ModelEdit} to a pipeline in the order the options are given, which runs on
 * the combined and transformed model before it is written. Each option has an {@code order} of its
 * own: the help lists options of one order as the JVM lists the methods, in an order that changes
 * from run to run.
 */
final class ModelEditOptions {
    /** The largest material or joint map read: a map is a line a name. */
    private static final long MAX_MAP_BYTES = 16L << 20;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    private final List<ModelEdit> edits = new ArrayList<>();
    /** The simplify options' weights and permissive flag. */
    final SimplifyEdits simplifications = new SimplifyEdits();

    @Option(names = "--mirror", paramLabel = "x|y|z", order = 30,
            description = "Mirror the model across the plane normal to an axis (skeleton and animations too); front"
                    + " faces stay front faces.")
    void mirror(String axis) {
        String a = axis.strip().toLowerCase(Locale.ROOT);
        if (a.length() != 1 || "xyz".indexOf(a.charAt(0)) < 0) {
            throw bad("--mirror takes x, y or z, not '" + axis + "'");
        }
        edits.add(ModelEdits.mirror(a.charAt(0)));
    }

    @Option(names = "--flip-winding", order = 31,
            description = "Turn every face around (an inside-out model): corners reversed, normals negated.")
    void flipWinding(boolean on) {
        edits.add(ModelEdits.flipWinding());
    }

    @Option(names = "--center", arity = "0..1", paramLabel = "xy", parameterConsumer = OptionalEditValues.CenterValue.class, order = 32,
            description = "Move the whole model so that its bounds are centred on the origin; with xy only across"
                    + " the floor, keeping its height.")
    void center(String how) {
        if (!how.equals("all") && !how.equals("xy")) {
            throw bad("--center takes nothing or xy, not '" + how + "'");
        }
        edits.add(ModelEdits.center(how.equals("xy")));
    }

    @Option(names = "--ground", order = 33,
            description = "Move the whole model along its up axis so that its lowest point is at 0.")
    void ground(boolean on) {
        edits.add(ModelEdits.ground());
    }

    @Option(names = "--up", paramLabel = "y|z", order = 34,
            description = "Say the model's data is Y-up (or Z-up) where its file got it wrong: nothing moves, the output"
                    + " is converted from it (a model lying on its back stands up).")
    void up(String up) {
        switch (up.strip().toLowerCase(Locale.ROOT)) {
            case "y" -> edits.add(ModelEdits.up(Axis.Y_UP));
            case "z" -> edits.add(ModelEdits.up(Axis.Z_UP));
            default -> throw bad("--up takes y or z, not '" + up + "'");
        }
    }

    @Option(names = "--handedness", paramLabel = "left|right", order = 35,
            description = "Say the model's data is left- (or right-) handed: nothing moves, the output is converted"
                    + " from it.")
    void handedness(String hand) {
        switch (hand.strip().toLowerCase(Locale.ROOT)) {
            case "left" -> edits.add(ModelEdits.handedness(Handedness.LEFT));
            case "right" -> edits.add(ModelEdits.handedness(Handedness.RIGHT));
            default -> throw bad("--handedness takes left or right, not '" + hand + "'");
        }
    }

    @Option(names = "--remove-mesh", paramLabel = "NAME[,NAME...]", order = 36, description = "Leave out the named"
            + " meshes.")
    void removeMesh(String names) {
        edits.add(ModelEdits.removeMeshes(names(names, "--remove-mesh")));
    }

    @Option(names = "--keep-mesh", paramLabel = "NAME[,NAME...]", order = 37, description = "Leave out every mesh but"
            + " the named ones.")
    void keepMesh(String names) {
        edits.add(ModelEdits.keepMeshes(names(names, "--keep-mesh")));
    }

    @Option(names = "--merge-meshes", order = 38,
            description = "Make meshes of one material (and the same streams) one mesh.")
    void mergeMeshes(boolean on) {
        edits.add(ModelEdits.mergeMeshes());
    }

    @Option(names = "--rename-material", paramLabel = "A=B", order = 39, description = "Rename material A to B.")
    void renameMaterial(String pair) {
        String[] p = pair(pair, "--rename-material");
        edits.add(MaterialEdits.renameMaterial(p[0], p[1]));
    }

    @Option(names = "--material-prefix", paramLabel = "P", order = 40, description = "Put P before every material"
            + " name.")
    void materialPrefix(String prefix) {
        edits.add(MaterialEdits.materialPrefix(prefix));
    }

    @Option(names = "--material-suffix", paramLabel = "S", order = 41, description = "Put S after every material"
            + " name.")
    void materialSuffix(String suffix) {
        edits.add(MaterialEdits.materialSuffix(suffix));
    }

    @Option(names = "--material-map", paramLabel = "FILE", order = 42,
            description = "Rename materials by FILE: a line 'OLD NEW' per material (tab or spaces between; # starts"
                    + " a comment).")
    void materialMap(String file) {
        edits.add(MaterialEdits.materialMap(map(Path.of(file), "--material-map"), file));
    }

    @Option(names = "--material-regex", paramLabel = "FROM=TO", order = 43,
            description = "Rename materials by a regular expression: every match of FROM replaced by TO ($1 a group).")
    void materialRegex(String pair) {
        String[] p = pair(pair, "--material-regex");
        try {
            edits.add(MaterialEdits.materialRegex(p[0], p[1]));
        } catch (PatternSyntaxException e) {
            throw bad("--material-regex: '" + p[0] + "' is not a regular expression: " + e.getDescription());
        }
    }

    @Option(names = "--rename-animation", paramLabel = "A=B", order = 44, description = "Rename animation A to B.")
    void renameAnimation(String pair) {
        String[] p = pair(pair, "--rename-animation");
        edits.add(AnimationEdits.renameAnimation(p[0], p[1]));
    }

    @Option(names = "--remove-animation", paramLabel = "NAME[,NAME...]", order = 45,
            description = "Leave out the named animations.")
    void removeAnimation(String names) {
        edits.add(AnimationEdits.removeAnimations(names(names, "--remove-animation")));
    }

    @Option(names = "--keep-animation", paramLabel = "NAME[,NAME...]", order = 46,
            description = "Leave out every animation but the named ones.")
    void keepAnimation(String names) {
        edits.add(AnimationEdits.keepAnimations(names(names, "--keep-animation")));
    }

    @Option(names = "--loop-animation", paramLabel = "NAME", order = 47, description = "Mark animation NAME as"
            + " looping.")
    void loopAnimation(String name) {
        edits.add(AnimationEdits.loop(name, true));
    }

    @Option(names = "--no-loop-animation", paramLabel = "NAME", order = 48,
            description = "Mark animation NAME as playing once.")
    void noLoopAnimation(String name) {
        edits.add(AnimationEdits.loop(name, false));
    }

    @Option(names = "--trim", paramLabel = "NAME:START:END", order = 49,
            description = "Cut animation NAME to frames START to END (0-based, inclusive).")
    void trim(String spec) {
        String[] p = parts(spec, 3, "--trim", "NAME:START:END");
        int[] range = range(p[1], p[2], "--trim");
        edits.add(AnimationEdits.trim(p[0], range[0], range[1]));
    }

    @Option(names = "--split-animation", paramLabel = "NAME:START:END:NEW", order = 50,
            description = "Add frames START to END of animation NAME as a new animation NEW (one long take into named"
                    + " clips).")
    void splitAnimation(String spec) {
        String[] p = parts(spec, 4, "--split-animation", "NAME:START:END:NEW");
        int[] range = range(p[1], p[2], "--split-animation");
        if (p[3].isEmpty()) {
            throw bad("--split-animation needs the new animation's name: NAME:START:END:NEW");
        }
        edits.add(AnimationEdits.splitAnimation(p[0], range[0], range[1], p[3]));
    }

    @Option(names = "--limit-weights", paramLabel = "N", order = 51,
            description = "Keep at most N joint influences a vertex: the smallest dropped, the rest renormalised.")
    void limitWeights(String n) {
        try {
            int limit = Integer.parseInt(n.strip());
            if (limit < 1) {
                throw new NumberFormatException();
            }
            edits.add(ModelEdits.limitWeights(limit));
        } catch (NumberFormatException e) {
            throw bad("--limit-weights takes a whole number of at least 1, not '" + n + "'");
        }
    }

    @Option(names = "--dedup", order = 52,
            description = "Make vertices equal in every stream one, and leave out meshes equal to an earlier one.")
    void dedup(boolean on) {
        edits.add(ModelEdits.dedup());
    }

    @Option(names = "--normals", arity = "0..1", paramLabel = "ANGLE", parameterConsumer = OptionalEditValues.AngleValue.class, order = 53,
            description = "Compute normals again, smooth where faces differ by at most ANGLE degrees (default 180:"
                    + " everywhere); vertices split at harder edges.")
    void normals(String angle) {
        edits.add(ModelEdits.normals(number(angle, 0, 180, "--normals takes an angle of 0 to 180 degrees")));
    }

    @Option(names = "--tangents", order = 54,
            description = "Compute tangents again from positions, texture coordinates and normals.")
    void tangents(boolean on) {
        edits.add(ModelEdits.tangents());
    }

    @Option(names = "--rename-joints", paramLabel = "FILE", order = 55,
            description = "Rename joints by FILE: a line 'OLD NEW' per joint; animations follow.")
    void renameJoints(String file) {
        edits.add(AnimationEdits.renameJoints(map(Path.of(file), "--rename-joints"), file));
    }

    @Option(names = "--resample", paramLabel = "FPS", order = 56,
            description = "Sample every animation again at FPS frames a second (slerp for rotations).")
    void resample(String fps) {
        edits.add(AnimationEdits.resample(number(fps, Double.MIN_VALUE, Double.MAX_VALUE,
                "--resample takes a positive frame rate")));
    }

    @Option(names = "--optimize", order = 57,
            description = "Put each mesh's triangles in vertex-cache order and its vertices in fetch order (the cache"
                    + " miss ratio before and after is reported).")
    void optimize(boolean on) {
        edits.add(ModelEdits.optimize());
    }

    @Option(names = "--split-meshes", paramLabel = "max-vertices=N|max-indices=N", order = 58,
            description = "Split meshes into parts of at most N vertices (or N triangle indexes), in triangle order.")
    void splitMeshes(String spec) {
        String[] p = pair(spec, "--split-meshes");
        int n = (int) number(p[1], 3, Integer.MAX_VALUE, "--split-meshes takes a limit of at least 3");
        switch (p[0]) {
            case "max-vertices" -> edits.add(ModelEdits.splitMeshes(n, 0));
            case "max-indices" -> edits.add(ModelEdits.splitMeshes(0, n));
            default -> throw bad("--split-meshes takes max-vertices=N or max-indices=N, not '" + spec + "'");
        }
    }

    @Option(names = "--split-joints", paramLabel = "N", order = 59,
            description = "Split meshes so that no part's vertices are weighted to more than N joints (bone palettes).")
    void splitJoints(String n) {
        edits.add(ModelEdits.splitJoints((int) number(n, 1, Integer.MAX_VALUE,
                "--split-joints takes a whole number of at least 1")));
    }

    @Option(names = "--zero-root", order = 60,
            description = "Make animations in place: root joints keep their first frame's place across the floor.")
    void zeroRoot(boolean on) {
        edits.add(AnimationEdits.zeroRoot());
    }

    @Option(names = "--weld", arity = "0..1", paramLabel = "TOLERANCE", parameterConsumer = OptionalEditValues.ToleranceValue.class,
            order = 61,
            description = "Make vertices within TOLERANCE of each other (default: 1e-4 of the model's size) and alike in"
                    + " their other streams one.")
    void weld(String tolerance) {
        double t = tolerance.equals("-1") ? -1 : number(tolerance, 0, Double.MAX_VALUE,
                "--weld takes a tolerance of 0 or more");
        edits.add(ModelEdits.weld(t));
    }

    @Option(names = "--bind-pose-from", paramLabel = "FILE", order = 62,
            description = "Take every joint's base pose from the joint of the same name in FILE's model.")
    void bindPoseFrom(String file) {
        try {
            edits.add(AnimationEdits.bindPoseFrom(ModelIO.read(Path.of(file)), file));
        } catch (IOException e) {
            throw bad("--bind-pose-from " + file + ": " + Failures.reason(e));
        }
    }

    @Option(names = "--remove-joint-scale", order = 63,
            description = "Set every joint's scale to 1, carried into its children's translations (joints keep their"
                    + " places); vertices that an animated scale moved are reported.")
    void removeJointScale(boolean on) {
        edits.add(AnimationEdits.removeJointScale());
    }

    @Option(names = "--reorder-joints", paramLabel = "parent-first|depth-first|breadth-first", order = 64,
            description = "Put the joints in that order; blend indexes and animations follow.")
    void reorderJoints(String order) {
        try {
            edits.add(AnimationEdits.reorderJoints(order.strip().toLowerCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            throw bad("--reorder-joints takes parent-first, depth-first or breadth-first, not '" + order + "'");
        }
    }

    @Option(names = "--texture-page", paramLabel = "OLD=NEW", order = 65,
            description = "Rename texture page OLD to NEW, with the maps named after it (OLD_nm.png, OLD_tcmask.png):"
                    + " materials and PIE's texture lines.")
    void texturePage(String pair) {
        String[] p = pair(pair, "--texture-page");
        try {
            edits.add(MaterialEdits.texturePage(p[0], p[1]));
        } catch (IllegalArgumentException e) {
            throw bad("--texture-page: " + e.getMessage());
        }
    }

    @Option(names = "--simplify-attributes", paramLabel = "uv=W,normal=W,color=W", order = 66,
            description = "Count texture coordinates, normals and colours in the error of the --simplify and --lod"
                    + " options after this one, each by its weight (uv=1,normal=0.5,color=0.5 are good first"
                    + " weights; 0 or left out: not counted).")
    void simplifyAttributes(String spec) {
        double[] w = new double[3];
        for (String part : spec.split(",")) {
            String[] kv = part.strip().split("=", 2);
            int at = List.of("uv", "normal", "color").indexOf(kv[0].strip().toLowerCase(Locale.ROOT));
            if (at < 0 || kv.length < 2) {
                throw bad("--simplify-attributes takes uv=W,normal=W,color=W, not " + spec);
            }
            w[at] = number(kv[1], 0, 1e6, "--simplify-attributes: a weight is 0 or more");
        }
        simplifications.weights(new AttributeWeights(w[0], w[1], w[2]));
    }

    @Option(names = "--simplify-permissive", order = 67,
            description = "Let the --simplify and --lod options (and --shadow-mesh simplify) move points split into"
                    + " more than two copies (flat shading, UV islands meeting) with all their copies, which are held"
                    + " otherwise; borders stay.")
    void simplifyPermissive(boolean on) {
        simplifications.permissive(on);
    }

    @Option(names = "--simplify", paramLabel = "RATIO", order = 68,
            description = "Simplify every mesh to RATIO of its triangles (0 to 1), keeping its shape, borders and seams.")
    void simplify(String ratio) {
        double r = number(ratio, 0, 1, "--simplify takes a share of the triangles, 0 to 1");
        simplifications.add(edits, w -> ModelEdits.simplify(r, w));
    }

    @Option(names = "--simplify-triangles", paramLabel = "N", order = 69,
            description = "Simplify the model to N triangles, shared among its meshes by their triangle counts.")
    void simplifyTriangles(String n) {
        long triangles = (long) number(n, 0, Integer.MAX_VALUE, "--simplify-triangles takes a number of triangles");
        simplifications.add(edits, w -> ModelEdits.simplifyTriangles(triangles, w));
    }

    @Option(names = "--simplify-error", paramLabel = "E", order = 70,
            description = "Simplify every mesh as far as its shape stays within E of its size (0.01: a hundredth of"
                    + " its longest side).")
    void simplifyError(String error) {
        double e = number(error, 0, Double.MAX_VALUE,
                "--simplify-error takes a distance relative to a mesh's size, 0 or more");
        simplifications.add(edits, w -> ModelEdits.simplifyError(e, w));
    }

    @Option(names = "--lod", paramLabel = "N[:RATIO]", order = 71,
            description = "Add N-1 levels of detail of every mesh, each simplified to RATIO (default 0.5) of the one"
                    + " before, as meshes named MESH_lod1, MESH_lod2 ...")
    void lod(String spec) {
        String[] p = spec.split(":", 2);
        int n = (int) number(p[0], 2, 64, "--lod takes N[:RATIO]: 2 to 64 levels");
        double ratio = p.length > 1 ? number(p[1], Double.MIN_VALUE, 0.999999, "--lod's RATIO is a share below 1")
                : 0.5;
        simplifications.add(edits, w -> ModelEdits.lod(n, ratio, w));
    }

    /** Whether any edit was asked for. */
    boolean any() {
        return !edits.isEmpty();
    }

    /** {@code model} through every edit asked for, in order, each reporting to {@code notes} under {@code out}. */
    Model applied(Model model, String out, Diagnostics notes) {
        return ModelEdits.apply(model, simplifications.finished(edits), out, notes);
    }

    /** A number from {@code min} to {@code max}, or a usage error saying {@code expected}. */
    private double number(String value, double min, double max, String expected) {
        try {
            double d = Double.parseDouble(value.strip());
            if (d >= min && d <= max) {
                return d;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw bad(expected + ", not '" + value + "'");
    }

    private List<String> names(String value, String option) {
        List<String> names = Arrays.stream(value.split(",", -1)).map(String::strip).filter(s -> !s.isEmpty()).toList();
        if (names.isEmpty()) {
            throw bad(option + " takes one or more names separated by commas");
        }
        return names;
    }

    private String[] pair(String value, String option) {
        int eq = value.indexOf('=');
        if (eq <= 0) {
            throw bad(option + " takes OLD=NEW, not '" + value + "'");
        }
        return new String[] {value.substring(0, eq), value.substring(eq + 1)};
    }

    /** NAME:... split from the right, so that a name may hold a colon. */
    private String[] parts(String value, int count, String option, String form) {
        String[] out = new String[count];
        String rest = value;
        for (int i = count - 1; i > 0; i--) {
            int colon = rest.lastIndexOf(':');
            if (colon < 0) {
                throw bad(option + " takes " + form + ", not '" + value + "'");
            }
            out[i] = rest.substring(colon + 1);
            rest = rest.substring(0, colon);
        }
        out[0] = rest;
        if (out[0].isEmpty()) {
            throw bad(option + " takes " + form + ": the animation's name is missing");
        }
        return out;
    }

    private int[] range(String start, String end, String option) {
        try {
            int a = Integer.parseInt(start.strip());
            int b = Integer.parseInt(end.strip());
            if (a < 0 || b < a) {
                throw bad(option + ": frames " + a + " to " + b + " are no range (0-based, START at most END)");
            }
            return new int[] {a, b};
        } catch (NumberFormatException e) {
            throw bad(option + ": START and END are frame numbers, not '" + start + "' and '" + end + "'");
        }
    }

    /** A two-column map: {@code OLD NEW} per line, blank lines and {@code #} comments skipped. */
    private Map<String, String> map(Path file, String option) {
        try {
            if (Files.size(file) > MAX_MAP_BYTES) {
                throw bad(option + " " + file + ": larger than " + MAX_MAP_BYTES + " bytes");
            }
            Map<String, String> map = new LinkedHashMap<>();
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                int hash = line.indexOf('#');
                String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
                if (text.isEmpty()) {
                    continue;
                }
                String[] cols = text.split("\\s+");
                if (cols.length != 2) {
                    throw bad(option + " " + file + ":" + (i + 1) + ": expected OLD NEW, found " + cols.length
                            + (cols.length == 1 ? " column" : " columns"));
                }
                map.put(cols[0], cols[1]);
            }
            return map;
        } catch (IOException e) {
            throw bad(option + " " + file + ": cannot be read (" + e.getClass().getSimpleName() + ")");
        }
    }

    private ParameterException bad(String message) {
        return new ParameterException(command.commandLine(), message);
    }
}
