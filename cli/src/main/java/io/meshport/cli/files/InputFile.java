package io.meshport.cli.files;

import io.meshport.cli.console.OutOfMemory;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ModelIO;
import io.meshport.io.ModelReader;
import io.meshport.io.ReadOptions;
import io.meshport.io.Severity;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads a model and names it in every message as the user typed its path: readers only know
 * the file name, and {@code validate a/x.iqe b/x.iqe} must say which {@code x.iqe} is wrong.
 */
public final class InputFile {
    /** A huge broken file can produce a warning per line; a person reads the first thousand at most. */
    public static final int DIAGNOSTIC_LIMIT = 1000;
    /**
     * Whether readers' {@link Severity#NOTE}s are passed on (--verbose): one command runs at a time in
     * a process, and each run sets it before reading (the top-level command, {@code MeshportCommand}).
     */
    public static volatile boolean notesShown;

    private InputFile() {
    }

    /**
     * Reads {@code path} in {@code format} (null = detect by content, then extension); its
     * reader's warnings are added to {@code diagnostics}.
     */
    static Model read(Path path, String format, Diagnostics diagnostics) throws IOException {
        return read(path, format, ReadOptions.STRICT, diagnostics);
    }

    /** {@link #read(Path, String, Diagnostics)} as {@code options} say (--lenient). */
    public static Model read(Path path, String format, ReadOptions options, Diagnostics diagnostics)
            throws IOException {
        Optional<ArchiveEntryPath> entry = ArchiveEntryPath.of(path);
        if (entry.isPresent()) {
            return entry.get().read(format, options, diagnostics);
        }
        if (format == null && TesseractModel.isConfig(path)) {
            return named(path, diagnostics, raw -> TesseractModel.read(path, options, raw));
        }
        Model model = named(path, diagnostics, raw -> ModelIO.read(path, format, options, raw));
        return FramegroupsBeside.applied(path, model, diagnostics);
    }

    /** {@code path} read by {@code reader} (a format's reader configured past what {@link ReadOptions} says). */
    public static Model readWith(Path path, ModelReader reader, Diagnostics diagnostics) throws IOException {
        return named(path, diagnostics, raw -> reader.read(path, raw));
    }

    /** The format of {@code path}: {@code format} if given, else detected by content, then extension. */
    public static ModelFormat format(Path path, String format, Diagnostics diagnostics) throws IOException {
        Optional<ArchiveEntryPath> entry = ArchiveEntryPath.of(path);
        if (entry.isPresent()) {
            return entry.get().format(format);
        }
        return named(path, diagnostics, raw -> format != null ? ModelIO.require(format) : ModelIO.detect(path));
    }

    /** Copies {@code path} of {@code format} to {@code out} through the format's document ({@link ModelIO#copy}). */
    public static void copy(Path path, ModelFormat format, ReadOptions reading, Path out, WriteOptions options,
            Diagnostics diagnostics) throws IOException {
        Optional<ArchiveEntryPath> entry = ArchiveEntryPath.of(path);
        if (entry.isPresent()) {
            entry.get().copy(format, reading, out, options, diagnostics);
            return;
        }
        named(path, diagnostics, raw -> {
            ModelIO.copy(path, format, reading, out, options, raw);
            return null;
        });
    }

    /** What reading a file does, as one step that can fail; its messages name the file by its file name. */
    @FunctionalInterface
    interface Step<T> {
        T run(Diagnostics raw) throws IOException;
    }

    /** Runs {@code step} on {@code path}, its messages naming the path as the user typed it. */
    static <T> T named(Path path, Diagnostics diagnostics, Step<T> step) throws IOException {
        String shown = path.toString();
        String fileName = path.getFileName() == null ? shown : path.getFileName().toString();
        if (Files.isDirectory(path)) {
            throw new FileSystemException(shown, null, "is a directory, not a model file");
        }
        return named(fileName, shown, diagnostics, step);
    }

    /**
     * Runs {@code step}, whose messages name the file {@code fileName}, so that they name it
     * {@code shown} instead (an archive's entry: {@code game.wz!/structs/blderik.pie}).
     */
    static <T> T named(String fileName, String shown, Diagnostics diagnostics, Step<T> step) throws IOException {
        Diagnostics raw = new Diagnostics(DIAGNOSTIC_LIMIT);
        OutOfMemory.working(shown);
        try {
            return step.run(raw);
        } catch (ModelFormatException e) {
            throw e.source().equals(fileName) ? e.withSource(shown) : e;
        } catch (OutOfMemoryError e) {
            throw OutOfMemory.on(shown, e);
        } catch (IOException | RuntimeException e) {
            // a worker thread's OutOfMemoryError reaches here wrapped
            if (OutOfMemory.in(e)) {
                throw OutOfMemory.on(shown, e);
            }
            throw e;
        } finally {
            for (Diagnostic d : raw.all()) {
                if (d.severity() != Severity.NOTE || notesShown) {
                    diagnostics.report(renamed(d, fileName, shown));
                }
            }
            if (raw.dropped() > 0) {
                diagnostics.warn(shown, raw.dropped() + " more warnings not shown");
            }
        }
    }

    /** A write of {@code out}: running out of memory while writing names it, as a read names its input. */
    public static void writing(Path out, Write write) throws IOException {
        OutOfMemory.working(out.toString());
        try {
            write.run();
        } catch (OutOfMemoryError e) {
            throw OutOfMemory.on(out.toString(), e);
        } catch (RuntimeException e) {
            if (OutOfMemory.in(e)) {
                throw OutOfMemory.on(out.toString(), e);
            }
            throw e;
        }
    }

    /** A write that can fail. */
    @FunctionalInterface
    public interface Write {
        /** Writes; a failure is the write's. */
        void run() throws IOException;
    }

    static Diagnostic renamed(Diagnostic d, String from, String to) {
        if (d.source() == null || !d.source().equals(from)) {
            return d;
        }
        return d.from(to);
    }
}
