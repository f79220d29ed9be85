package io.meshport.engines.internal.pie;

import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineRule;
import io.meshport.engines.internal.BreakVerdict;
import io.meshport.engines.internal.RuleProfile;
import io.meshport.pie.Pie;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;

/**
 * A PIE loader's profile: its rules, and what it makes of a file meshport's reader refuses
 * ({@link PieBreaks}). Public only because the shipped profiles the service loader makes extend it.
 */
public abstract class PieProfile extends RuleProfile {
    PieProfile(String name, String title, List<EngineRule> rules) {
        super(name, title, "pie", rules);
    }

    /**
     * The loader's verdict on a file meshport's reader refuses: the breaks {@link PieBreaks} finds,
     * each as this loader meets it ({@code onBreak}); where none makes it refuse the file, the file as
     * it goes on with it (repaired) read and checked as any other.
     */
    @Override
    public final Optional<List<EngineFinding>> checkRefused(String sourceName, ByteBuffer bytes) {
        PieBreaks scan = PieBreaks.scan(bytes);
        if (scan.breaks().isEmpty()) {
            return Optional.empty();
        }
        return refusedVerdict(sourceName, scan.breaks().stream().map(this::onBreak).toList(), scan.repaired(),
                Pie.format());
    }

    /**
     * What this loader does with one break of a file meshport's reader refuses.
     *
     * @param b the break
     * @return a finding of one of this profile's rules, nothing, or unknown
     */
    abstract BreakVerdict onBreak(PieBreak b);
}
