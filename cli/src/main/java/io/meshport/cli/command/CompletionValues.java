package io.meshport.cli.command;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The values the completion script offers for options whose type is a plain string: picocli
 * offers an option's candidates only when they are given ({@code completionCandidates}).
 */
final class CompletionValues {
    private CompletionValues() {
    }

    /** Every format on the classpath by name and by every extension it writes ({@code --to}). */
    static final class Writable extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Writable() {
            super(names(true));
        }
    }

    /** Every format on the classpath by name and by every extension it reads ({@code --from}). */
    static final class Readable extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Readable() {
            super(names(false));
        }
    }

    /** The engine profiles on the classpath ({@code --target}). */
    static final class EngineNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        EngineNames() {
            super(io.meshport.engines.Engines.names());
        }
    }

    /** {@code render --view}'s values. */
    static final class Views extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Views() {
            super(List.of("front", "side", "top", "iso"));
        }
    }

    private static List<String> names(boolean writable) {
        Set<String> names = new LinkedHashSet<>();
        for (ModelFormat f : ModelIO.formats()) {
            if (writable ? f.writer().isPresent() : f.reader().isPresent()) {
                names.add(f.name());
                names.addAll(f.extensions());
            }
        }
        return new ArrayList<>(names);
    }
}
