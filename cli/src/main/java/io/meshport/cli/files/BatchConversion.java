package io.meshport.cli.files;

import io.meshport.cli.console.ExitCode;
import io.meshport.cli.console.Failures;
import io.meshport.cli.console.ProgressBar;
import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code meshport convert DIR OUT_DIR --to FORMAT}: every model file of a directory or archive
 * converted into OUT_DIR at its own relative path, on a fixed number of threads. A file that is
 * no model (a texture, a script) is skipped; one that fails is reported at the end and does not
 * stop the others. What is printed does not depend on the order the threads finish in.
 */
public final class BatchConversion {
    /** Converts one model file to {@code out}: the same steps as a single conversion. */
    @FunctionalInterface
    public interface Converter {
        /**
         * Converts {@code entry}, read as {@code format}, to {@code out}, with its notes and losses,
         * marking on {@code times} the end of each step it passes.
         */
        void convert(BatchEntry entry, ModelFormat format, Path out, Diagnostics notes, Diagnostics losses,
                StageTimes times) throws IOException;
    }

    /**
     * What became of one model file: converted, in {@code times}, when {@code failure} is null.
     */
    private record Outcome(BatchEntry entry, String failure, List<Diagnostic> notes, List<Diagnostic> losses,
            StageTimes times) {
        static Outcome failed(BatchEntry entry, Throwable problem) {
            return new Outcome(entry, failure(entry, problem), List.of(), List.of(), null);
        }

        static String failure(BatchEntry entry, Throwable problem) {
            String d = Failures.describe(problem);
            // a reader's message starts with the file already: "x.pie:3:1: ..."
            return d.startsWith(entry.shown() + ":") ? d : entry.shown() + ": " + d;
        }
    }

    /** A model file to convert, and where. */
    private record Task(BatchEntry entry, ModelFormat format, Path out) {
    }

    private final BatchInput input;
    private final BatchOutputs outputs;
    private final String from;
    private final int jobs;
    private final ProgressBar bar;
    private final Existing existing;
    private final boolean timed;

    /** What becomes of an output that exists before the batch writes it. */
    public enum Existing {
        /** The file fails: one summary line counts them all (--force and --skip-existing say what to do). */
        FAIL,
        /** The output is kept and its input not read: a batch run again after Ctrl-C resumes (--skip-existing). */
        SKIP,
        /** The output is replaced (--force). */
        REPLACE
    }

    /**
     * A batch conversion of {@code input}'s model files into {@code outputs}, its progress on {@code bar}.
     *
     * @param from converts only files of this format (null: every model file)
     * @param jobs how many files are converted at once
     * @param existing what becomes of outputs that exist already
     * @param timed whether each file's steps and the batch's are timed on the error stream (--verbose)
     */
    public BatchConversion(BatchInput input, BatchOutputs outputs, String from, int jobs, ProgressBar bar,
            Existing existing, boolean timed) {
        this.input = input;
        this.outputs = outputs;
        this.from = from;
        this.jobs = jobs;
        this.bar = bar;
        this.existing = existing;
        this.timed = timed;
    }

    /**
     * Converts, then prints on {@code err} the readers' warnings, the writers' (each kind once, with
     * how many files it concerns) unless {@code quiet}, and the summary with every failure.
     *
     * @return {@link ExitCode#BAD_INPUT} when any file failed, else {@link ExitCode#OK}
     */
    public int run(Converter converter, PrintWriter err, boolean quiet) throws IOException {
        List<Path> kept = new ArrayList<>();
        List<Path> refused = new ArrayList<>();
        List<BatchEntry> entries = input.entries();
        int skipped = input.leftOut();
        // each model file goes to the threads as soon as it is found: the first conversions run while
        // the rest of the entries are probed (753 entries of base.wz took 100-280 ms, cold, with the
        // second core idle); the threads are made as tasks arrive, no more of them than tasks
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(jobs, entries.size())), r -> {
            Thread t = new Thread(r, "meshport-convert");
            t.setDaemon(true); // a Ctrl-C ends the run; the writes' own cleanup removes their temporary files
            return t;
        });
        // in the entries' order, failures found before converting done already
        List<Future<Outcome>> results = new ArrayList<>();
        AtomicInteger done = new AtomicInteger();
        // the bar's total: the entries not yet found to be no conversion, exact once all are probed
        // (a folder or archive of models only has it from the start)
        AtomicInteger expected = new AtomicInteger(entries.size());
        int tasks = 0;
        long began = 0;
        List<Outcome> outcomes;
        try {
            bar.update(0, entries.size(), "");
            int met = 0;
            for (BatchEntry entry : entries) {
                // the total less the entries met so far that were no conversion (not among the tasks)
                expected.set(entries.size() - (met++ - tasks));
                ModelFormat format;
                try {
                    format = entry.format(null);
                } catch (ModelFormatException noModel) {
                    skipped++;
                    continue;
                } catch (IOException e) {
                    results.add(CompletableFuture.completedFuture(Outcome.failed(entry, e)));
                    continue;
                }
                if (from != null && !format.name().equals(from)) {
                    skipped++;
                    continue;
                }
                Path out;
                try {
                    out = outputs.claim(entry);
                } catch (IOException e) {
                    results.add(CompletableFuture.completedFuture(Outcome.failed(entry, e)));
                    continue;
                }
                if (existing != Existing.REPLACE && Files.exists(out, LinkOption.NOFOLLOW_LINKS)) {
                    // checked before reading anything; the atomic write refuses one that appears meanwhile
                    (existing == Existing.SKIP ? kept : refused).add(out);
                    continue;
                }
                Task task = new Task(entry, format, out);
                if (tasks++ == 0) {
                    began = System.nanoTime();
                }
                results.add(pool.submit(() -> {
                    Outcome o = convert(task, converter);
                    String name = task.entry().relative();
                    bar.update(done.incrementAndGet(), expected.get(), name.substring(name.lastIndexOf('/') + 1));
                    return o;
                }));
            }
            expected.set(tasks);
            outcomes = new ArrayList<>(results.size());
            for (Future<Outcome> result : results) {
                outcomes.add(result.get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted");
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause()); // convert() catches what a conversion throws
        } finally {
            pool.shutdownNow();
        }
        long wall = tasks == 0 ? 0 : System.nanoTime() - began;
        bar.close();
        if (!quiet) {
            // what was left out or is amiss before any file's own warnings: links, names, outputs
            input.warnings().forEach(err::println);
            outputs.warnings().forEach(err::println);
        }
        int failed = 0;
        Map<String, List<String>> losses = new LinkedHashMap<>();
        StageTimes total = new StageTimes();
        int converted = 0;
        for (Outcome o : outcomes) {
            failed += o.failure() == null ? 0 : 1;
            for (Diagnostic d : quiet ? List.<Diagnostic>of() : o.notes()) {
                err.println(d);
            }
            if (o.times() != null) {
                o.times().addTo(total);
                converted++;
                if (timed) {
                    err.println(o.entry().shown() + ": " + o.times().describe());
                }
            }
            for (Diagnostic d : o.losses()) {
                losses.computeIfAbsent(d.severity().word() + ": " + d.message(), m -> new ArrayList<>())
                        .add(o.entry().shown());
            }
        }
        if (!quiet) {
            // "axes converted ..." for each of 281 files would bury everything else
            losses.forEach((message, files) -> err.println(files.size() == 1 ? files.get(0) + ": " + message
                    : message + " (" + files.size() + " files)"));
        }
        if (!refused.isEmpty()) {
            // one line, not one per file: a batch run again finds every output of the first run
            err.println(refused.size() == 1 ? refused.get(0) + ": exists (use --force to replace it, or"
                    + " --skip-existing to keep it)"
                    : refused.size() + " outputs exist, " + refused.get(0) + " the first (use --force to replace"
                    + " them, or --skip-existing to keep them and convert the rest)");
            failed += refused.size();
        }
        if (timed) {
            // the steps' sums over all threads beside the wall time: what a file costs, what the threads overlap
            err.println("time: " + total.describe() + " in all, " + converted + " files converted on "
                    + Math.max(1, Math.min(jobs, tasks)) + " threads, " + String.format(Locale.ROOT,
                            "%.3f s", wall / 1e9) + " from the first file's start to the last one's end");
        }
        err.println("converted " + (outcomes.size() - failed + refused.size()) + ", skipped " + skipped
                + (kept.isEmpty() ? "" : ", kept " + kept.size() + " existing") + ", failed " + failed);
        for (Outcome o : outcomes) {
            if (o.failure() != null) {
                err.println(o.failure());
            }
        }
        err.flush();
        return failed > 0 ? ExitCode.BAD_INPUT : ExitCode.OK;
    }

    private static Outcome convert(Task t, Converter converter) {
        Diagnostics notes = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        Diagnostics losses = new Diagnostics(InputFile.DIAGNOSTIC_LIMIT);
        StageTimes times = new StageTimes();
        try {
            converter.convert(t.entry(), t.format(), t.out(), notes, losses, times);
            return new Outcome(t.entry(), null, notes.all(), shown(losses), times);
        } catch (Exception | StackOverflowError e) {
            // one file's defect or bad bytes must not stop the others; its warnings explain it
            return new Outcome(t.entry(), Outcome.failure(t.entry(), e), notes.all(), List.of(), null);
        }
    }

    /** {@code d}'s diagnostics, and a last warning counting those past its limit. */
    private static List<Diagnostic> shown(Diagnostics d) {
        if (d.dropped() == 0) {
            return d.all();
        }
        List<Diagnostic> all = new ArrayList<>(d.all());
        all.add(Diagnostic.warning(null, d.dropped() + " more warnings not shown"));
        return all;
    }
}
