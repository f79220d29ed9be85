package io.meshport.cli.command;

import io.meshport.io.ModelFormat;
import io.meshport.io.ModelIO;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The values the completion script offers for options whose type is a plain string: picocli
 * offers an option's candidates only when they are given ({@code completionCandidates}). picocli
 * makes each when it builds the command's model, and most runs never ask for them: each is
 * computed when iterated (listing the formats and the engines loads their service classes).
 */
final class CompletionValues {
    private CompletionValues() {
    }

    /** Every format on the classpath by name and by every extension it writes ({@code --to}). */
    static final class Writable implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return names(true).iterator();
        }
    }

    /** Every format on the classpath by name and by every extension it reads ({@code --from}). */
    static final class Readable implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return names(false).iterator();
        }
    }

    /** The engine profiles on the classpath ({@code --target}). */
    static final class EngineNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return io.meshport.engines.Engines.names().iterator();
        }
    }

    /** {@code render --view}'s values. */
    static final class Views implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return List.of("front", "side", "top", "iso").iterator();
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
