package io.meshport.text.ordered;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import io.meshport.text.LineLimit;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.Charset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Reads a text format whose lines are independent until its document is compiled. The text is
 * cut into blocks of whole lines that, with more than one thread, are parsed on several threads,
 * each by its own {@link LineReader} into its own builder, and appended to the file's builder
 * in file order. The result is the same as reading line by line: line numbers are
 * file-relative, warnings arrive in file order, the first bad line in the file is the error,
 * and a line that stops the parse ends it (later blocks, parsed or not, become the verbatim
 * rest). Memory holds the document plus a few blocks in flight: a line longer than
 * {@link io.meshport.text.LineLimit#MAX_CHARS} is an error at its start, found before more than a
 * few times the limit is held.
 *
 * @param <B> the format's document builder
 */
public final class OrderedBlockReader<B> {
    /** Chars per block: large enough that handing a block to a thread costs nothing, small enough to keep few in memory. */
    private static final int BLOCK_CHARS = 1 << 20;
    /**
     * The first block is this much smaller than the others, so that the parsing threads start
     * early: when the calling thread parsed the first block alone, a full one was an eighth of an
     * 8 MB file parsed on one core (IQE read of the 62,500-vertex benchmark file 5% faster with a
     * sixteenth). The blocks after it double in size up to {@link #BLOCK_CHARS} ({@link BlockSizes}).
     */
    private static final int FIRST_BLOCK_SHARE = 16;
    /** Warnings a block keeps for replay; a block with more is parsed again on the reading thread. */
    private static final int BLOCK_WARNINGS = 1024;

    private final String source;
    private final Diagnostics diagnostics;
    private final LineFormat<B> format;
    private final int threads;
    private final int blockChars;
    private final int maxLineChars;

    /** Reads on as many threads as there are cores, up to a few. */
    public OrderedBlockReader(String source, Diagnostics diagnostics, LineFormat<B> format) {
        // Blocks in flight grow with the threads; beyond a few threads the appends on the
        // reading thread are the limit anyway, so more would only cost memory.
        this(source, diagnostics, format, TextWorkers.defaultThreads(), BLOCK_CHARS);
    }

    /** Reads on {@code threads} threads (1: line by line on the caller's) in blocks of about {@code blockChars}. */
    public OrderedBlockReader(String source, Diagnostics diagnostics, LineFormat<B> format, int threads,
            int blockChars) {
        this(source, diagnostics, format, threads, blockChars, LineLimit.MAX_CHARS);
    }

    /**
     * As the reader above, for a format that takes lines of up to {@code maxLineChars} chars rather
     * than {@link LineLimit#MAX_CHARS}: OBJ, whose faces of hundreds of thousands of corners are one
     * line each. The bound on memory grows with it: a few times the longest line taken.
     */
    public OrderedBlockReader(String source, Diagnostics diagnostics, LineFormat<B> format, int threads,
            int blockChars, int maxLineChars) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.format = format;
        this.threads = threads;
        this.blockChars = blockChars;
        this.maxLineChars = maxLineChars;
    }

    /** What a thread made of one block. */
    private final class Parsed {
        final LineBlocks.Block block;
        final B builder = format.newBuilder();
        final Diagnostics warnings = new Diagnostics(BLOCK_WARNINGS);
        int restAt = -1;
        ModelFormatException error;

        Parsed(LineBlocks.Block block) {
            this.block = block;
        }
    }

    /**
     * The file's builder with every line read into it, or empty if the text is empty.
     *
     * @throws ModelFormatException at the first bad line in the file (one over
     *     {@link io.meshport.text.LineLimit} included)
     */
    public Optional<B> read(Reader in) throws IOException {
        return read(new LineBlocks(in, sizes(-1), source, maxLineChars), -1);
    }

    /**
     * As {@link #read(Reader)}, for text encoded in {@code charset}, {@code expectedBytes} long
     * (-1: not known; a file's size), in which the line ends LF and CR are the bytes 10 and 13
     * and never part of another character: UTF-8, ISO 8859-1, ASCII. This thread only cuts the
     * bytes into blocks; each is decoded where it is parsed. Malformed input is replaced as an
     * {@link java.io.InputStreamReader} replaces it.
     */
    public Optional<B> read(InputStream in, Charset charset, long expectedBytes) throws IOException {
        return read(new ByteLineBlocks(in, charset, sizes(expectedBytes), source, maxLineChars), expectedBytes);
    }

    private int firstBlock() {
        return Math.max(1, blockChars / FIRST_BLOCK_SHARE);
    }

    /** Doubling from the first block up, and near a known end at least two blocks per thread in what is left. */
    private BlockSizes sizes(long expected) {
        return new BlockSizes(blockChars, firstBlock(), expected, 2 * threads);
    }

    private Optional<B> read(LineBlockSource blocks, long expected) throws IOException {
        BlockParser<B> local = new BlockParser<>(source, format.newLineReader(), maxLineChars);
        // With threads, every block is parsed on them ({@link TextWorkers}), and they are started
        // before the first block is read: starting one took up to a millisecond on a busy 2-core
        // VM, and the first block parsed here held back the cutting of the next ones. A text known
        // to fit in one block is read here.
        TextWorkers.Lease workers = threads > 1 && (expected < 0 || expected > firstBlock())
                ? TextWorkers.lease(threads) : null;
        try {
            B file = format.newBuilder();
            boolean any;
            try {
                any = workers == null ? readHere(blocks, file, local)
                        : readInParallel(blocks, file, local, workers.executor());
            } catch (IllegalStateException e) {
                throw tooLarge(e, local.line());
            }
            return any ? Optional.of(file) : Optional.empty();
        } finally {
            if (workers != null) {
                workers.release();
            }
        }
    }

    /** Reads every block on this thread; returns whether there was any. */
    private boolean readHere(LineBlockSource blocks, B file, BlockParser<B> local) throws IOException {
        boolean any = false;
        for (LineBlockSource.Cut cut; (cut = blocks.next()) != null; ) {
            any = true;
            LineBlocks.Block b = cut.text();
            int restAt = local.parse(b, file, diagnostics);
            if (restAt >= 0) {
                format.rest(file, restAfter(b, restAt, List.of(), blocks));
                break;
            }
        }
        return any;
    }

    /** A block to parse, taken by one thread: a worker, or the reading thread while it would wait. */
    private final class Job {
        final LineBlockSource.Cut cut;
        final CompletableFuture<Parsed> parsed = new CompletableFuture<>();

        Job(LineBlockSource.Cut cut) {
            this.cut = cut;
        }

        void parse(BlockingQueue<BlockParser<B>> parsers) {
            try {
                parsed.complete(parseBlock(cut, parsers));
            } catch (Throwable t) { // InterruptedException included: it fails this block, not the worker
                failed(t);
            }
        }

        /**
         * Fails this block with {@code t}. Out of memory, recording the failure can itself run out (the
         * block's garbage is freed only as the stack unwinds); it is tried again, since a block never
         * completed would leave the reading thread waiting for it forever.
         */
        private void failed(Throwable t) {
            for (int tries = 0; ; tries++) {
                try {
                    parsed.completeExceptionally(t);
                    return;
                } catch (OutOfMemoryError again) {
                    if (tries >= 8) {
                        throw again;
                    }
                    Thread.yield();
                }
            }
        }
    }

    /**
     * Parses the blocks on {@code threads - 1} of the pool's threads and this one, and appends
     * them here in order; returns whether there was any.
     *
     * <p>This thread cuts the blocks and appends them in order, and while the oldest block is not
     * parsed yet it parses the next one no worker has taken rather than wait. Why not a worker
     * per core and this thread waiting: on two cores, three threads took turns, and this one,
     * woken when the oldest block was done, waited up to 4.5 ms for a core while the workers ran
     * out of blocks; a worker parked for want of blocks was woken up to 2.8 ms after the next
     * one came. Two threads on two cores keep busy.
     */
    private boolean readInParallel(LineBlockSource blocks, B file, BlockParser<B> local, ExecutorService pool)
            throws IOException {
        BlockingQueue<BlockParser<B>> parsers = new ArrayBlockingQueue<>(threads);
        for (int i = 0; i < threads; i++) {
            parsers.add(new BlockParser<>(source, format.newLineReader(), maxLineChars));
        }
        // Blocks not taken yet, in file order, ended for the workers by noMore.
        BlockingQueue<Job> untaken = new LinkedBlockingQueue<>();
        Job noMore = new Job(null);
        int workers = threads - 1;
        for (int w = 0; w < workers; w++) {
            pool.execute(() -> {
                try {
                    for (Job j; (j = untaken.take()) != noMore; ) {
                        j.parse(parsers);
                    }
                } catch (InterruptedException e) {
                    // the read is over (cancelled): this worker is done with it
                }
            });
        }
        // Blocks in file order, each parsed, under way or untaken.
        ArrayDeque<Job> inFlight = new ArrayDeque<>();
        boolean any = false;
        // A line too long to cut ends the cutting, but is the error only once the blocks before
        // it are appended: a bad line or a stop in them comes first in the file.
        ModelFormatException uncut = null;
        try {
            boolean more = true;
            while (true) {
                while (more && inFlight.size() < 2 * threads) {
                    LineBlockSource.Cut b;
                    try {
                        b = blocks.next();
                    } catch (ModelFormatException e) {
                        uncut = e;
                        b = null;
                    }
                    if (b == null) {
                        more = false;
                    } else {
                        any = true;
                        Job j = new Job(b);
                        inFlight.add(j);
                        untaken.add(j);
                    }
                }
                if (inFlight.isEmpty()) {
                    if (uncut != null) {
                        throw uncut;
                    }
                    return any;
                }
                if (!inFlight.peek().parsed.isDone()) {
                    Job here = untaken.poll();
                    if (here != null) {
                        here.parse(parsers);
                        continue; // then cut more and append what is done
                    }
                }
                Job oldest = inFlight.poll();
                Parsed done = Futures.await(oldest.parsed, "reading");
                int restAt = appendInOrder(done, file, local);
                if (restAt >= 0) {
                    List<LineBlockSource.Cut> later = new ArrayList<>();
                    for (Job j : inFlight) {
                        later.add(j.cut);
                    }
                    format.rest(file, restAfter(done.block, restAt, later, blocks));
                    return true;
                }
            }
        } finally {
            // Blocks no worker took are not parsed; a worker parsing one finishes it, unwaited for.
            untaken.clear();
            for (int w = 0; w < workers; w++) {
                untaken.add(noMore);
            }
        }
    }

    /** Appends a parsed block to the file, replaying its warnings; returns where its rest starts, or -1. */
    private int appendInOrder(Parsed p, B file, BlockParser<B> local) throws ModelFormatException {
        if (p.warnings.dropped() > 0) {
            // Too many warnings to hold for replay: parse the block again here, reporting
            // straight to the caller, so warnings and their limit behave as in one pass.
            B again = format.newBuilder();
            int restAt = local.parse(p.block, again, diagnostics);
            format.append(file, again);
            return restAt;
        }
        for (Diagnostic d : p.warnings.all()) {
            diagnostics.report(d);
        }
        if (p.error != null) {
            throw p.error;
        }
        format.append(file, p.builder);
        return p.restAt;
    }

    /** The text after {@code stopped[at..]}: blocks after the stop are text, whatever their parse said. */
    private static String restAfter(LineBlocks.Block stopped, int at, Iterable<? extends LineBlockSource.Cut> later,
            LineBlockSource blocks) throws IOException {
        StringBuilder rest = new StringBuilder();
        rest.append(stopped.text, at, stopped.length - at);
        for (LineBlockSource.Cut cut : later) {
            LineBlocks.Block b = cut.text();
            rest.append(b.text, 0, b.length);
        }
        return rest.append(blocks.rest()).toString();
    }

    /** One block parsed with a parser from {@code parsers}: on a worker, or on the reading thread. */
    private Parsed parseBlock(LineBlockSource.Cut cut, BlockingQueue<BlockParser<B>> parsers)
            throws InterruptedException {
        LineBlocks.Block block = cut.text();
        Parsed p = new Parsed(block);
        BlockParser<B> parser = parsers.take();
        try {
            p.restAt = parser.parse(block, p.builder, p.warnings);
        } catch (ModelFormatException e) {
            p.error = e;
        } catch (IllegalStateException e) {
            p.error = tooLarge(e, parser.line());
        } finally {
            parsers.add(parser);
        }
        return p;
    }

    /** The document's arrays are full (2^31 values): more than a document can hold. */
    private ModelFormatException tooLarge(IllegalStateException e, int line) {
        return ModelFormatException.atLine(source, line, 0, e.getMessage()).withCause(e);
    }
}
