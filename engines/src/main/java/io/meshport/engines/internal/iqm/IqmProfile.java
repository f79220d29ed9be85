package io.meshport.engines.internal.iqm;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.RuleProfile;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.Iqm;
import io.meshport.iqm.IqmFormat;
import io.meshport.model.Model;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An IQM engine's profile: its rules, and what a converter changes for it ({@link IqmFits}), with
 * blend data written as bytes, the one layout every IQM engine loads; and what it makes of a file
 * meshport's reader refuses ({@link IqmBreaks}). Public only because the
 * shipped profiles the service loader makes extend it.
 */
public abstract class IqmProfile extends RuleProfile {
    private final IqmFits fits;

    IqmProfile(String name, String title, List<EngineRule> rules, IqmFits fits) {
        super(name, title, "iqm", rules);
        this.fits = fits;
    }

    /** What {@link IqmFits} changes for this engine. */
    @Override
    public final Model fitted(Model model, Diagnostics changes) throws ModelFormatException {
        return fits.fitted(model, changes);
    }

    /** Blend data as bytes ({@link IqmFormat#BLENDS_SETTING}). */
    @Override
    public final Map<String, String> writeSettings(Model model) {
        return Map.of(IqmFormat.BLENDS_SETTING, "bytes");
    }

    /**
     * The engine's verdict on a file meshport's reader refuses: the breaks {@link IqmBreaks} finds,
     * each as this engine meets it ({@code onBreak}); where none makes the engine refuse the file,
     * the file as the engine goes on with it (repaired) read and checked as any other.
     */
    @Override
    public final Optional<List<EngineFinding>> checkRefused(String sourceName, ByteBuffer bytes) {
        IqmBreaks scan = IqmBreaks.scan(bytes);
        if (scan.breaks().isEmpty()) {
            return Optional.empty();
        }
        List<EngineFinding> out = new ArrayList<>();
        boolean unknown = false;
        for (IqmBreak b : scan.breaks()) {
            BreakVerdict v = onBreak(b);
            unknown |= !v.known();
            v.asFinding().ifPresent(out::add);
        }
        if (out.stream().anyMatch(EngineFinding::isError)) {
            // refused (or crashed on) whatever the breaks whose handling is not known do
            return Optional.of(List.copyOf(out));
        }
        Optional<byte[]> repaired = scan.repaired();
        if (unknown || repaired.isEmpty()) {
            return Optional.empty();
        }
        try {
            CheckedFile file = CheckedFile.codec(Iqm.format()).read(new ByteArrayInputStream(repaired.get()),
                    sourceName, Diagnostics.discarding());
            out.addAll(check(file));
        } catch (ModelFormatException stillBroken) {
            // a break the scan does not model: no verdict rather than a wrong one
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return Optional.of(List.copyOf(out));
    }

    /**
     * What this engine does with one break of a file meshport's reader refuses.
     *
     * @param b the break
     * @return a finding of one of this profile's rules, nothing, or unknown
     */
    abstract BreakVerdict onBreak(IqmBreak b);
}
