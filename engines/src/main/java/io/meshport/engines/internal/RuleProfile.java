package io.meshport.engines.internal;

import io.meshport.engines.CheckedFile;
import io.meshport.engines.EngineFinding;
import io.meshport.engines.EngineProfile;
import io.meshport.engines.EngineRule;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

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

    /**
     * The verdict on a file meshport's reader refuses, from what the engine does with each of its
     * breaks: refused when one of them is an error (whatever the others do); otherwise, where every
     * break's handling is known and the file as the engine goes on with it ({@code repaired}) reads,
     * the breaks' findings and those of {@link #check} on the repaired file; otherwise no verdict.
     *
     * @param sourceName the file's name in messages
     * @param verdicts what the engine does with each break, in file order
     * @param repaired the file as the engine goes on with it, or empty when it cannot be made
     * @param format the file's format
     * @return the findings, or empty when the engine's verdict is not known
     */
    protected final Optional<List<EngineFinding>> refusedVerdict(String sourceName, List<BreakVerdict> verdicts,
            Optional<byte[]> repaired, ModelFormat format) {
        List<EngineFinding> out = new ArrayList<>();
        boolean unknown = false;
        for (BreakVerdict v : verdicts) {
            unknown |= !v.known();
            v.asFinding().ifPresent(out::add);
        }
        if (out.stream().anyMatch(EngineFinding::isError)) {
            // refused (or crashed on) whatever the breaks whose handling is not known do
            return Optional.of(List.copyOf(out));
        }
        if (unknown || repaired.isEmpty()) {
            return Optional.empty();
        }
        try {
            CheckedFile file = CheckedFile.codec(format).read(new ByteArrayInputStream(repaired.get()), sourceName,
                    Diagnostics.discarding());
            out.addAll(check(file));
        } catch (ModelFormatException stillBroken) {
            // a break the scan does not model: no verdict rather than a wrong one
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return Optional.of(List.copyOf(out));
    }

    @Override
    public String toString() {
        return name + " (" + title + ", " + format + ")";
    }
}
