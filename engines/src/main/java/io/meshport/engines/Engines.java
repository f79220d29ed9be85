package io.meshport.engines;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The engine profiles on the module or class path, and what they make of a file. Profiles are
 * services ({@link EngineProfile}); the order is that of {@link #profiles()}.
 */
public final class Engines {
    private Engines() {
    }

    /**
     * Every profile found, by format and then in the order meshport lists its own (tesseract,
     * daemon, darkplaces, fte; wz2100-4.3, wz2100-4.4, blender-pie-addon), a user's after them by name.
     *
     * @return the profiles; two of one name keep the first found
     */
    public static List<EngineProfile> profiles() {
        List<EngineProfile> found = new ArrayList<>();
        for (EngineProfile p : ServiceLoader.load(EngineProfile.class, Engines.class.getClassLoader())) {
            if (found.stream().noneMatch(q -> q.name().equals(p.name()))) {
                found.add(p);
            }
        }
        List<String> own = List.of("tesseract", "daemon", "darkplaces", "fte", "wz2100-4.3", "wz2100-4.4",
                "blender-pie-addon");
        found.sort(Comparator.comparing(EngineProfile::format)
                .thenComparing(p -> own.contains(p.name()) ? own.indexOf(p.name()) : own.size())
                .thenComparing(EngineProfile::name));
        return found;
    }

    /**
     * The profile of a name.
     *
     * @param name the name {@code --target} takes, e.g. {@code daemon}
     * @return the profile, or empty when none has that name
     */
    public static Optional<EngineProfile> profile(String name) {
        return profiles().stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /**
     * The names of every profile, in the order of {@link #profiles()}.
     *
     * @return the names
     */
    public static List<String> names() {
        return profiles().stream().map(EngineProfile::name).collect(Collectors.toList());
    }

    /**
     * The profiles of the engines that load a format.
     *
     * @param format a {@link io.meshport.io.ModelFormat#name()}, e.g. {@code pie}
     * @return those profiles, possibly none
     */
    public static List<EngineProfile> forFormat(String format) {
        return profiles().stream().filter(p -> p.format().equals(format)).collect(Collectors.toList());
    }

    /**
     * What every engine of the file's format makes of it.
     *
     * @param file the file
     * @return one verdict per profile of its format
     */
    public static List<EngineVerdict> check(CheckedFile file) {
        List<EngineVerdict> verdicts = new ArrayList<>();
        for (EngineProfile p : forFormat(file.format())) {
            verdicts.add(new EngineVerdict(p.name(), p.check(file)));
        }
        return verdicts;
    }

    /**
     * What the engines of a format make of a file meshport's reader refuses as broken
     * ({@link EngineProfile#checkRefused}), for the profiles that can tell.
     *
     * @param format the file's {@link io.meshport.io.ModelFormat#name()}
     * @param sourceName the file's name in messages
     * @param bytes the whole file (not changed)
     * @return one verdict per profile of the format that can tell, in the order of {@link #profiles()}
     */
    public static List<EngineVerdict> checkRefused(String format, String sourceName, ByteBuffer bytes) {
        List<EngineVerdict> verdicts = new ArrayList<>();
        for (EngineProfile p : forFormat(format)) {
            p.checkRefused(sourceName, bytes).ifPresent(f -> verdicts.add(new EngineVerdict(p.name(), f)));
        }
        return verdicts;
    }

    /**
     * The verdicts in one line: {@code loads in: tesseract, daemon, fte; not darkplaces (joint 12
     * 'hand' comes before its parent 'arm')}, each refusing engine with its first reason.
     *
     * @param verdicts the verdicts of {@link #check}
     * @return the line, or empty when there are no verdicts
     */
    public static Optional<String> summary(List<EngineVerdict> verdicts) {
        if (verdicts.isEmpty()) {
            return Optional.empty();
        }
        List<String> loads = new ArrayList<>();
        List<String> refuses = new ArrayList<>();
        for (EngineVerdict v : verdicts) {
            if (v.loads()) {
                loads.add(v.engine());
            } else {
                EngineFinding f = v.firstError().orElseThrow();
                refuses.add(v.engine() + " (" + f.part() + ": " + f.message() + ")");
            }
        }
        StringBuilder b = new StringBuilder("loads in: ");
        b.append(loads.isEmpty() ? "none" : String.join(", ", loads));
        if (!refuses.isEmpty()) {
            b.append("; not ").append(String.join(", not ", refuses));
        }
        return Optional.of(b.toString());
    }
}
