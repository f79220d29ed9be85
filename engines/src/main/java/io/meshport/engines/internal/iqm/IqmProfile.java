package io.meshport.engines.internal.iqm;

import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.engines.internal.RuleProfile;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.Iqm;
import io.meshport.iqm.IqmFormat;
import io.meshport.model.Model;
import java.nio.ByteBuffer;
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

    /** What {@link IqmFits} changes for this engine, then what {@link #fittedFurther} adds. */
    @Override
    public final Model fitted(Model model, Diagnostics changes) throws ModelFormatException {
        return fittedFurther(model, fits.fitted(model, changes), changes);
    }

    /**
     * What this engine takes beyond what its loader requires (FTE's LOD ranges), given the model
     * before and after {@link IqmFits}: by default nothing.
     *
     * @param given the model as the caller gave it
     * @param fitted the same after {@link IqmFits} (meshes over the engine's index limit split in place)
     * @param changes where each change is noted
     * @return the model to write
     */
    Model fittedFurther(Model given, Model fitted, Diagnostics changes) {
        return fitted;
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
        IqmBreaks.Facts facts = scan.facts();
        return refusedVerdict(sourceName, scan.breaks().stream().map(b -> onBreak(b, facts)).toList(), scan.repaired(),
                Iqm.format());
    }

    /**
     * What this engine does with one break of a file meshport's reader refuses.
     *
     * @param b the break
     * @param facts what else of the file the handling may depend on
     * @return a finding of one of this profile's rules, nothing, or unknown
     */
    abstract BreakVerdict onBreak(IqmBreak b, IqmBreaks.Facts facts);
}
