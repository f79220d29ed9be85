package io.meshport.cli.command;

import io.meshport.cli.files.BatchEntry;
import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.engines.Engines;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ReadOptions;
import io.meshport.io.Severity;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
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

    /** The largest file whose bytes are read again for an engine's verdict after the reader refused it. */
    private static final int MAX_REFUSED_BYTES = 1 << 30;

    /** A file's bytes, up to {@link #MAX_REFUSED_BYTES}; never written or compiled. */
    private static final DocumentCodec<byte[]> BYTES = DocumentCodec.of((in, name, d) -> {
        byte[] bytes = in.readNBytes(MAX_REFUSED_BYTES + 1);
        if (bytes.length > MAX_REFUSED_BYTES) {
            throw new IOException("larger than " + MAX_REFUSED_BYTES + " bytes");
        }
        return bytes;
    }, (document, out) -> out.write(document), (document, name, d) -> {
        throw new UnsupportedOperationException("bytes are not a model");
    });

    /**
     * Adds what {@code profile} makes of {@code file}, which the reader of {@code format} refused,
     * to {@code diagnostics}: its findings, a note that it loads the file as it is, or a note that
     * it cannot tell.
     */
    static void reportRefused(EngineProfile profile, String format, BatchEntry file, String shown,
            Diagnostics diagnostics) {
        if (!format.equals(profile.format())) {
            return;
        }
        Optional<List<EngineFinding>> findings;
        try {
            byte[] bytes = file.readDocument(BYTES, ReadOptions.STRICT, Diagnostics.discarding());
            findings = profile.checkRefused(shown, ByteBuffer.wrap(bytes));
        } catch (IOException e) {
            findings = Optional.empty(); // a pipe read once, or a file that went away: nothing to check
        }
        if (findings.isEmpty()) {
            diagnostics.report(new Diagnostic(Severity.NOTE, shown, 0, 0, -1, null, profile.name() + ": what the engine"
                    + " makes of this broken file is not known (docs/engines.md)"));
        } else if (findings.get().isEmpty()) {
            diagnostics.report(new Diagnostic(Severity.NOTE, shown, 0, 0, -1, null, profile.name() + ": the engine"
                    + " loads this file as it is (its loader does not check what the reader refuses)"));
        } else {
            for (EngineFinding f : findings.get()) {
                diagnostics.report(f.toDiagnostic(shown, profile.name()));
            }
        }
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
