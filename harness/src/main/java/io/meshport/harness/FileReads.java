package io.meshport.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * The files the JVM read while a piece of code ran, as its flight recorder saw them
 * ({@code jdk.FileRead} events, every read however short): the record behind the law "a reader
 * opens nothing outside the model's folder" (docs/security.md). No hook in the code under test is
 * needed, so the law holds for every way a reader could reach a file — its own code, a library it
 * calls, {@code ImageIO}.
 */
public final class FileReads {
    private FileReads() {
    }

    /** Code that may read files. */
    @FunctionalInterface
    public interface Work {
        /** Runs the reads; what it throws is the caller's to expect. */
        void run() throws Exception;
    }

    /**
     * The files read while {@code work} ran that lie under {@code under} (real paths, links resolved),
     * in the order first read. The JVM's own reads elsewhere (its configuration, class files) are left
     * out by the choice of {@code under}. An exception from {@code work} is swallowed: the law is about
     * what was read, whatever the outcome.
     */
    public static Set<Path> under(Path under, Work work) throws IOException {
        Path root = under.toRealPath();
        Path dump = Files.createTempFile("meshport-file-reads", ".jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.FileRead").withThreshold(Duration.ZERO);
            recording.start();
            try {
                work.run();
            } catch (Exception | StackOverflowError e) {
                // the outcome is the caller's concern; the reads are this record's
            } finally {
                recording.stop();
            }
            recording.dump(dump);
            Set<Path> read = new LinkedHashSet<>();
            for (RecordedEvent event : RecordingFile.readAllEvents(dump)) {
                String path = event.getString("path");
                if (path == null) {
                    continue;
                }
                Path p = real(Path.of(path));
                if (p.startsWith(root) || p.startsWith(under.toAbsolutePath().normalize())) {
                    read.add(p);
                }
            }
            return read;
        } finally {
            Files.deleteIfExists(dump);
        }
    }

    /** Where {@code p} really is: a link read through counts as its target. */
    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException | SecurityException gone) {
            return p.toAbsolutePath().normalize();
        }
    }
}
