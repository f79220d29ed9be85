package io.meshport.cli;

import io.meshport.cli.console.OutOfMemory;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A JVM kept on standby by the launchers ({@code lib/meshport-standby.bash}): started once,
 * warmed by the start-up training, it runs the short commands of later launches from the same folder,
 * environment and JVM options, one at a time, so that they start no JVM. The launcher finds it in its
 * folder ({@code args[0]}, private to the user), claims it by creating {@code claim} there (only one
 * launch can), writes its command to the {@code request} pipe and reads the exit code from the
 * {@code status} pipe. The command writes straight to the launch's own standard output and error
 * ({@code /proc/PID/fd/1} and {@code 2}), which the launcher sends here only when they are a terminal,
 * a pipe or another character device: those reopen as the same stream, where a regular file would
 * reopen at its start. Leaves after {@code args[1]} seconds without a command, when the jar it runs
 * from changed, when a launch did not take its answer, or after a run that ran out of memory or
 * failed past the command's own handling; its folder goes with it.
 * <p>Protocol: the {@code request} pipe carries fields ended by NUL: {@code run PID TTY N ARG...}
 * (the launch's process, 1 when its stderr is a terminal, the count of arguments, the arguments)
 * and, once the launch read its status, {@code ack}. The {@code status} pipe gets one line: the exit
 * code, or {@code cold} when the launch should start its own JVM instead (the jar was rebuilt, its
 * working folder is not this JVM's, or its streams could not be opened).
 */
final class Standby {
    /** How long a launch has to take its status before the standby leaves, rather than serve another beside it. */
    private static final long ACK_MILLIS = 5_000;
    /** How long an ack is waited for once its launch has ended (it wrote the ack before it did). */
    private static final long ACK_AFTER_END_MILLIS = 1_000;
    /** More arguments than Linux lets a command line hold (its 2 MiB of them, two bytes each at least). */
    private static final int MAX_ARGUMENTS = 1 << 20;
    /** A heap larger than this after a run is collected, so that a standby holds little while it waits. */
    private static final long GIVE_BACK = 64L << 20;

    private final Path dir;
    private final Path jar;
    private final FileTime built;
    private final BlockingQueue<StandbyMessage> messages = new LinkedBlockingQueue<>();
    /** The runs served, written to {@code served} after each (the launcher's test reads it). */
    private int served;
    /** Whether a run failed past the command's own handling: the standby leaves after answering it. */
    private boolean failed;

    Standby(Path dir, Path jar) throws IOException {
        this.dir = dir;
        this.jar = jar;
        this.built = Files.getLastModifiedTime(jar);
    }

    /** {@code FOLDER SECONDS [--bridges]}: serves the launches that find it in {@code FOLDER}. */
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        long idle = TimeUnit.SECONDS.toMillis(Long.parseLong(args[1]));
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir), "meshport-standby-cleanup"));
        StartupTraining.train(args.length > 2 && args[2].equals("--bridges"));
        System.gc(); // the training's garbage, before the standby waits
        new Standby(dir, Path.of(Standby.class.getProtectionDomain().getCodeSource().getLocation().toURI()))
                .serve(idle);
        System.exit(0);
    }

    /** Serves commands until {@code idle} milliseconds pass without one, the jar changes, or a launch leaves unanswered. */
    void serve(long idle) throws IOException, InterruptedException {
        // both pipes opened for reading and writing: neither open waits for the other side
        try (RandomAccessFile requests = new RandomAccessFile(dir.resolve("request").toFile(), "rw");
                RandomAccessFile status = new RandomAccessFile(dir.resolve("status").toFile(), "rw")) {
            Thread reader = new Thread(() -> read(requests), "meshport-standby-requests");
            reader.setDaemon(true);
            reader.start();
            Files.createFile(dir.resolve("ready"));
            while (true) {
                StandbyMessage message = messages.poll(idle, TimeUnit.MILLISECONDS);
                if (message == null) {
                    if (claim() || abandoned()) {
                        return; // no launch came: leave (a launch that claimed meanwhile is served)
                    }
                    continue;
                }
                if (message instanceof StandbyMessage.Ack) {
                    continue; // a run's that was answered already
                }
                if (!(message instanceof StandbyMessage.Run run)) {
                    // the pipe held something else: a launch that waits starts its own JVM
                    answer(status, "cold");
                    return;
                }
                Optional<Integer> code = run(run);
                answer(status, code.isPresent() ? code.get().toString() : "cold");
                if (!acknowledged(run.pid()) || code.isEmpty() || failed || OutOfMemory.spent()) {
                    // its status may still be in the pipe, the jar changed, or the heap ran out: the
                    // next launch starts afresh
                    return;
                }
                served++;
                Files.writeString(dir.resolve("served"), served + "\n");
                Files.deleteIfExists(dir.resolve("claim"));
                if (Runtime.getRuntime().totalMemory() > GIVE_BACK) {
                    System.gc(); // a large run's heap given back (a full collection shrinks it) before the wait
                }
            }
        }
    }

    /**
     * Runs a run's command on its launch's streams: its exit code, or empty when the launch should
     * run it in a JVM of its own.
     */
    private Optional<Integer> run(StandbyMessage.Run run) {
        try {
            if (!Files.getLastModifiedTime(jar).equals(built)) {
                return Optional.empty();
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        String pid = Long.toString(run.pid());
        if (!sameFolder(pid)) {
            return Optional.empty();
        }
        boolean terminal = run.terminal();
        String[] args = run.arguments().toArray(String[]::new);
        OutputStream outStream;
        OutputStream errStream;
        try {
            outStream = Files.newOutputStream(Path.of("/proc", pid, "fd", "1"), StandardOpenOption.WRITE);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        try {
            errStream = Files.newOutputStream(Path.of("/proc", pid, "fd", "2"), StandardOpenOption.WRITE);
        } catch (IOException | RuntimeException e) {
            close(outStream);
            return Optional.empty();
        }
        PrintWriter out = Main.printing(outStream);
        PrintWriter err = Main.printing(errStream);
        Thread.UncaughtExceptionHandler failures = Main.failures(err);
        Thread.setDefaultUncaughtExceptionHandler(failures);
        try {
            return Optional.of(Main.run(args, out, err, () -> terminal));
        } catch (RuntimeException | Error e) {
            // what a JVM of its own would do with it: the line on stderr, exit code 1; and this JVM,
            // whose state the failure may have left anywhere, serves no more
            failures.uncaughtException(Thread.currentThread(), e);
            failed = true;
            return Optional.of(1);
        } finally {
            out.close();
            err.close();
        }
    }

    /**
     * Whether launch {@code pid} runs in this JVM's working folder, the same folder and not only the
     * same path: a folder deleted and made again under its name (a script's scratch folder) is
     * another, where relative names would not find the files the launch means.
     */
    private static boolean sameFolder(String pid) {
        try {
            return Files.isSameFile(Path.of("/proc/self/cwd"), Path.of("/proc", pid, "cwd"));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Whether launch {@code pid} said it took its status, waiting while it lives, up to {@link #ACK_MILLIS}. */
    private boolean acknowledged(long pid) throws InterruptedException {
        Optional<ProcessHandle> launch = ProcessHandle.of(pid);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ACK_MILLIS);
        while (System.nanoTime() < end) {
            StandbyMessage message = messages.poll(50, TimeUnit.MILLISECONDS);
            if (message != null) {
                return message instanceof StandbyMessage.Ack;
            }
            if (launch.isEmpty() || !launch.get().isAlive()) {
                // a launch writes its ack and ends: the ack may still be on its way through the pipe
                // and the reader when the end is seen (on a busy machine, a run back to back with the
                // next lost its standby so)
                message = messages.poll(ACK_AFTER_END_MILLIS, TimeUnit.MILLISECONDS);
                return message instanceof StandbyMessage.Ack;
            }
        }
        return false;
    }

    /** Writes a launch's answer, a line, to the status pipe. */
    private static void answer(RandomAccessFile status, String line) throws IOException {
        status.write((line + "\n").getBytes(StandardCharsets.US_ASCII));
    }

    /**
     * Whether the claim on this standby is older than a launch takes to send its run ({@link #ACK_MILLIS}):
     * its launch went away between the two, and no other can claim it.
     */
    private boolean abandoned() throws IOException {
        try {
            return Files.getLastModifiedTime(dir.resolve("claim")).toMillis() < System.currentTimeMillis() - ACK_MILLIS;
        } catch (NoSuchFileException e) {
            return false;
        }
    }

    /** Whether this standby claimed itself (no launch had), so that no launch can claim it as it leaves. */
    private boolean claim() throws IOException {
        try {
            Files.createFile(dir.resolve("claim"));
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        } catch (NoSuchFileException e) {
            return true; // its folder was deleted: no launch can find it
        }
    }

    /**
     * Reads NUL-ended fields from the request pipe into messages: {@code run PID TTY N} and its N
     * arguments (PID a process number, TTY 0 or 1), or {@code ack}; anything else ends the reading.
     * Names are read as the JVM reads its own command line (its {@code sun.jnu.encoding}).
     */
    private void read(RandomAccessFile requests) {
        StandbyFields fields = new StandbyFields(requests);
        try {
            while (true) {
                String kind = fields.next();
                if (kind.equals("run")) {
                    String pid = fields.next();
                    String terminal = fields.next();
                    String count = fields.next();
                    int n = Integer.parseInt(count);
                    if (!pid.matches("[1-9][0-9]{0,9}") || !terminal.matches("[01]") || n < 0 || n > MAX_ARGUMENTS) {
                        throw new IllegalArgumentException("not a run: " + pid + " " + terminal + " " + count);
                    }
                    List<String> arguments = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        arguments.add(fields.next());
                    }
                    messages.add(new StandbyMessage.Run(Long.parseLong(pid), terminal.equals("1"), arguments));
                } else if (kind.equals("ack")) {
                    messages.add(new StandbyMessage.Ack());
                } else {
                    throw new IllegalArgumentException("not a message: " + kind);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a pipe that cannot be read, or a launch that wrote something else: nothing more comes
            messages.add(new StandbyMessage.End());
        }
    }

    /** Deletes the standby's folder (the launcher made it: its pipes, key, marks). */
    private static void delete(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(file);
            }
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            // gone already, or not ours to delete
        }
    }

    private static void close(OutputStream stream) {
        try {
            stream.close();
        } catch (IOException e) {
            // nothing was written to it
        }
    }
}
