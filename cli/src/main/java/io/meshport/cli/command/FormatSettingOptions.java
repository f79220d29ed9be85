package io.meshport.cli.command;

import io.meshport.io.WriteOptions;
import io.meshport.pie.PieFormat;
import io.meshport.vif.VifFormat;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The options of {@code convert} that set one format's writer (PIE's version and shadow meshes,
 * VIF's version and hierarchy, IQM's blends and extensions): each checked and turned into the
 * format's setting ({@link WriteOptions#withSetting}).
 */
final class FormatSettingOptions {
    @Option(names = "--pie-version", paramLabel = "N", order = 13,
            description = "Write PIE version N: 2 (integer texture coordinates, for the oldest tools), 3 (what every"
                    + " game version reads) or 4 (per-level settings, TCMASK; Warzone 2100 4.4 and later)."
                    + " Default: a PIE input's own version (also after IQM), else 3.")
    Integer pieVersion;

    @Option(names = "--shadow-mesh", paramLabel = "hull|simplify[:RATIO]", order = 14,
            description = "Give every PIE level a shadow mesh (PIE 4): the convex hull of its points, or its triangles"
                    + " simplified to RATIO (default 0.25; permissive with --simplify-permissive).")
    String shadowMesh;

    @Option(names = "--split-levels", order = 14,
            description = "Write a mesh over Warzone 2100's 8192 polygons a level as several PIE levels instead of"
                    + " failing.")
    boolean splitLevels;

    @Option(names = "--vif-version", paramLabel = "V", order = 15,
            description = "Write VIF version V: 1.0, 2.0, 2.1, 2.2 or 2.3 (default: a VIF input's own, else 2.3). A model without a vertex"
                    + " hierarchy gets one built (2.0 on).")
    String vifVersion;

    @Option(names = "--vif-hierarchy", paramLabel = "collapse|octree", order = 15,
            description = "Build the vertex hierarchy of a model without one by the simplifier's edge collapses"
                    + " (the default: merges by quadric error, so every cut of it is a good simplification) or by"
                    + " octree clustering (VDSlib's own: vertices merged by the cell of space they share).")
    String vifHierarchy;

    @Option(names = "--iqm-blends", paramLabel = "bytes|keep", order = 15,
            description = "Write IQM blend weights as bytes (the default: four bytes a vertex summing to 255, the"
                    + " four largest weights kept as the reference compiler keeps them, indexes as bytes; the only"
                    + " layout Tesseract, Daemon and DarkPlaces load) or keep the model's layout (float weights from"
                    + " glTF or FBX: exact, but only FTE loads them).")
    String iqmBlends;

    @Option(names = "--no-extensions", order = 15,
            description = "Write IQM without extensions, as FTE's iqmtool -n does: those read with the model (FTE's"
                    + " FTE_EVENT, FTE_MESH, ...) and meshport's own (triangle streams, other formats' data), each"
                    + " reported; by default every one is kept.")
    boolean noExtensions;

    /** Whether any is given: each changes how a model is written, so a copy must go through the model. */
    boolean any() {
        return pieVersion != null || splitLevels || shadowMesh != null || vifVersion != null || vifHierarchy != null
                || iqmBlends != null || noExtensions;
    }

    /**
     * {@code options} with the settings given, each checked ({@code commandLine} names the command in
     * errors); {@code permissive} ({@code --simplify-permissive}) makes a simplified shadow mesh
     * permissive as it makes every other simplification.
     */
    WriteOptions applyTo(WriteOptions options, CommandLine commandLine, boolean permissive) {
        if (pieVersion != null) {
            if (pieVersion < 2 || pieVersion > 4) {
                throw new ParameterException(commandLine, "--pie-version takes 2, 3 or 4, not " + pieVersion);
            }
            options = options.withSetting("pie.version", pieVersion.toString());
        }
        if (splitLevels) {
            options = options.withSetting("pie.split-levels", "true");
        }
        if (shadowMesh != null) {
            if (!shadowMesh.matches("hull|simplify(:(0?\\.[0-9]+|1(\\.0*)?))?")) {
                throw new ParameterException(commandLine, "--shadow-mesh takes hull, simplify or"
                        + " simplify:RATIO (0 to 1), not " + shadowMesh);
            }
            options = options.withSetting(PieFormat.SHADOW_MESH_SETTING, shadowMesh);
            if (permissive) {
                options = options.withSetting(PieFormat.SHADOW_PERMISSIVE_SETTING, "true");
            }
        }
        options = choice(options, commandLine, "--vif-version", vifVersion, List.of("1.0", "2.0", "2.1", "2.2", "2.3"),
                VifFormat.VERSION_SETTING);
        options = choice(options, commandLine, "--vif-hierarchy", vifHierarchy, List.of("collapse", "octree"),
                VifFormat.HIERARCHY_SETTING);
        options = choice(options, commandLine, "--iqm-blends", iqmBlends, List.of("bytes", "keep"), "iqm.blends");
        if (noExtensions) {
            options = options.withSetting("iqm.extensions", "none");
        }
        return options;
    }

    /** {@code options} with {@code setting} set to {@code value} when it is given and one of {@code allowed}. */
    private static WriteOptions choice(WriteOptions options, CommandLine commandLine, String option, String value,
            List<String> allowed, String setting) {
        if (value == null) {
            return options;
        }
        if (!allowed.contains(value)) {
            throw new ParameterException(commandLine, option + " takes "
                    + String.join(", ", allowed.subList(0, allowed.size() - 1)) + " or " + allowed.get(allowed.size() - 1)
                    + ", not " + value);
        }
        return options.withSetting(setting, value);
    }
}
