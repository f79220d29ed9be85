package io.meshport.engines.internal;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.engines.EngineRule;
import java.util.ArrayList;
import java.util.List;

/**
 * A profile as data: its name, title, format and rules, and one check that adds the findings of
 * the rules a file breaks. The shipped profiles extend it; they are public only because the
 * service loader makes them.
 */
public abstract class RuleProfile implements EngineProfile {
    private final String name;
    private final String title;
    private final String format;
    private final List<EngineRule> rules;

    /**
     * A profile of these rules.
     *
     * @param name the {@code --target} name
     * @param title the engine as a person knows it
     * @param format the format's name
     * @param rules the rules, in the order of {@code docs/engines.md}
     */
    protected RuleProfile(String name, String title, String format, List<EngineRule> rules) {
        this.name = name;
        this.title = title;
        this.format = format;
        this.rules = List.copyOf(rules);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String format() {
        return format;
    }

    @Override
    public final List<EngineRule> rules() {
        return rules;
    }

    @Override
    public final List<EngineFinding> check(CheckedFile file) {
        if (!file.format().equals(format)) {
            throw new IllegalArgumentException(name + " checks " + format + " files, not " + file.format());
        }
        List<EngineFinding> out = new ArrayList<>();
        check(file, out);
        return List.copyOf(out);
    }

    /**
     * Adds a finding per broken rule.
     *
     * @param file a file of this profile's format
     * @param out where the findings go
     */
    protected abstract void check(CheckedFile file, List<EngineFinding> out);

    @Override
    public String toString() {
        return name + " (" + title + ", " + format + ")";
    }
}
