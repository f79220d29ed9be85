package io.meshport.cli.command;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.engines.Engines;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.Severity;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code --target ENGINE}: the engine profile a command checks files against, and its findings as
 * diagnostics ({@code validate}); the engines that load a file ({@code info}).
 */
final class EngineTarget {
    private EngineTarget() {
    }

    /** The help text of {@code --target}. */
    static final String HELP = "Also check the files against the loader of ENGINE (tesseract, daemon, darkplaces,"
            + " fte for IQM; wz2100-4.3, wz2100-4.4, blender-pie-addon for PIE; docs/engines.md): an error where"
            + " it refuses a file or crashes on it, a warning where it loads it but shows something else.";

    /**
     * The profile {@code name} names.
     *
     * @throws ParameterException listing the engines when none has that name
     */
    static EngineProfile profile(CommandSpec spec, String name) {
        return Engines.profile(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown engine '" + name + "' for --target; the engines are: " + String.join(", ", Engines.names())));
    }

    /** Adds {@code profile}'s findings on {@code file} (read as {@code format}) to {@code diagnostics}. */
    static void report(EngineProfile profile, ModelFormat format, CheckedFile file, String shown,
            Diagnostics diagnostics) {
        if (!format.name().equals(profile.format())) {
            diagnostics.report(new Diagnostic(Severity.ERROR, shown, 0, 0, -1, null, profile.name() + " loads "
                    + profile.format() + " files, not " + format.name() + ": convert it first (meshport convert --to "
                    + profile.format() + ")"));
            return;
        }
        List<EngineFinding> findings = profile.check(file);
        for (EngineFinding f : findings) {
            diagnostics.report(f.toDiagnostic(shown, profile.name()));
        }
    }
}
