package io.meshport.engines.internal.iqm;

import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.RuleProfile;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.iqm.IqmFormat;
import io.meshport.model.Model;
import java.util.List;
import java.util.Map;

/**
 * An IQM engine's profile: its rules, and what a converter changes for it ({@link IqmFits}), with
 * blend data written as bytes, the one layout every IQM engine loads. Public only because the
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
}
