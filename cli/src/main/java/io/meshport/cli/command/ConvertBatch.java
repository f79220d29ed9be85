package io.meshport.cli.command;

import io.meshport.cli.files.BatchConversion;
import io.meshport.cli.files.BatchEntry;
import io.meshport.cli.files.BatchInput;
import io.meshport.cli.files.BatchOutputs;
import io.meshport.cli.files.InputFile;
import io.meshport.cli.files.StageTimes;
import io.meshport.io.AtomicFiles;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.WriteOptions;
import io.meshport.model.Model;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.ParameterException;

/**
 * {@code meshport convert DIR OUT_DIR} (or an archive): every model file of the tree converted into
 * OUT_DIR, {@link BatchConversion} running them. It stands apart from {@link ConvertCommand}, which
 * holds the options and converts one set of inputs, because a batch has rules of its own: what it
 * refuses (no --to, per-input animation options, --report), where its outputs may go (not over a
 * file, not inside DIR, not through a link put in since an output was claimed) and how many files
 * run at a time; each file is then converted as the single conversion converts one input.
 */
final class ConvertBatch {
    /** The command's options, and what one conversion shares with a file of the batch. */
    private final ConvertCommand command;

    ConvertBatch(ConvertCommand command) {
        this.command = command;
    }

    /** Converts every model file of {@code in} into {@code outDir}; the exit code. */
    int run(Path in, Path outDir, String inFormat) throws IOException {
        if (command.to == null) {
            throw usage("a directory or archive converts into a directory: name the output format with --to");
        }
        String outFormat = FormatChoice.writable(command.spec, command.to, outDir);
        if (command.edits.animates(0)) {
            throw usage("--name, --fps, --loop, --start and --end apply to one input's animation, not to every"
                    + " file of a directory or archive");
        }
        if (command.report != null) {
            throw usage("--report describes one conversion, not a directory or archive of them");
        }
        WriteOptions options = command.writeOptions(outFormat);
        command.engine = command.engineFor(outFormat);
        if (Files.exists(outDir) && !Files.isDirectory(outDir)) {
            throw new FileSystemException(outDir.toString(), null, "not a directory");
        }
        boolean directory = Files.isDirectory(in);
        Path inputTree = directory ? in.toRealPath() : null;
        if (directory && real(outDir).startsWith(inputTree)) {
            // the same folder said "converted 0" with exit 0; one inside it is read as input by the next run
            throw usage("the output folder " + outDir
                    + (real(outDir).equals(inputTree) ? " is the input folder" : " is inside the input folder " + in)
                    + ": its outputs would be read as inputs; name a folder outside it");
        }
        int processors = Runtime.getRuntime().availableProcessors();
        int threads = ConvertCommand.threads(command.jobs, processors);
        if (command.jobs != null && threads < command.jobs && !command.quiet) {
            PrintWriter err = command.spec.commandLine().getErr();
            err.println("meshport: note: --jobs " + command.jobs + " is more than " + ConvertCommand.JOBS_PER_PROCESSOR
                    + " per processor (" + processors + "): converting " + threads + " files at a time");
            err.flush();
        }
        Files.createDirectories(outDir);
        String extension = FormatChoice.extension(command.to, outFormat);
        BatchOutputs outputs = new BatchOutputs(outDir, extension, inputTree);
        try (BatchInput input = BatchInput.open(in, outDir, command.followLinks)) {
            BatchConversion.Existing existing = command.force ? BatchConversion.Existing.REPLACE
                    : command.skipExisting ? BatchConversion.Existing.SKIP : BatchConversion.Existing.FAIL;
            boolean timed = ((MeshportCommand) command.spec.root().userObject()).verbose();
            return new BatchConversion(input, outputs, inFormat, threads, command.progress("files", 0), existing,
                    timed).run((entry, format, out, notes, losses, times) -> convertEntry(entry, format, out, options,
                            outputs, notes, losses, times), command.spec.commandLine().getErr(), command.quiet);
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(command.spec.commandLine(), message);
    }

    /** Where {@code path} really is, or would be once made: its nearest existing folder's real path, and the rest. */
    static Path real(Path path) throws IOException {
        Path absolute = path.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        return existing == null ? absolute : existing.toRealPath().resolve(existing.relativize(absolute).toString());
    }

    /**
     * Converts one file of a batch as a single conversion converts one input: through its format's
     * document when nothing changes, else through the model with the transforms.
     */
    private void convertEntry(BatchEntry entry, ModelFormat format, Path out, WriteOptions options,
            BatchOutputs outputs, Diagnostics notes, Diagnostics losses, StageTimes times) throws IOException {
        // checked before reading anything, the atomic write checks again at the end
        AtomicFiles.checkWritable(out, command.force);
        Optional<DocumentCodec<?>> documents = !command.throughModel() && format.name().equals(options.format())
                ? format.documents() : Optional.empty();
        if (documents.isPresent()) {
            copyDocument(entry, documents.get(), out, outputs, notes, times);
            return;
        }
        Model read = entry.read(format, command.reading(), notes);
        times.read();
        Model model = command.finished(read, out, notes);
        times.converted();
        WriteOptions withTextures = options.withTextures(entry.textures(command.textures));
        writeBeside(out, () -> outputs.beforeWriting(entry, out), () -> command.writeModel(model, out, withTextures,
                losses));
        times.written();
    }

    private <D> void copyDocument(BatchEntry entry, DocumentCodec<D> codec, Path out, BatchOutputs outputs,
            Diagnostics notes, StageTimes times) throws IOException {
        D document = entry.readDocument(codec, command.reading(), notes);
        times.read();
        times.converted(); // a copy converts nothing
        writeBeside(out, () -> outputs.beforeWriting(entry, out), () -> AtomicFiles.write(out, command.force,
                stream -> codec.write(document, stream)));
        times.written();
    }

    /** A write of a batch's output; its directory is made only now, so a file that fails leaves none. */
    @FunctionalInterface
    private interface Write {
        void run() throws IOException;
    }

    /**
     * Makes {@code out}'s folders and writes it, {@code check}ed before each: a link put in the output
     * tree since it was claimed is not written through, nor are folders made beyond it.
     */
    private static void writeBeside(Path out, Write check, Write write) throws IOException {
        check.run();
        Files.createDirectories(out.toAbsolutePath().getParent());
        check.run();
        InputFile.writing(out, write::run);
    }
}
