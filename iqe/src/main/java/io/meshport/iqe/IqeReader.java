package io.meshport.iqe;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Reads IQE text into an {@link IqeDocument}. Lines are independent until the document is
 * compiled, so the text is cut into blocks of whole lines ({@link IqeTextChunker}) that are
 * parsed on all cores, each by its own {@link IqeChunkParser} into its own builder, and
 * appended to the document in file order. The result is the same as reading line by line:
 * line numbers are file-relative, warnings arrive in file order, the first bad line in the
 * file is the error, and a {@code comment} command ends parsing (later blocks, parsed or not,
 * become the verbatim comment section). Memory holds the document plus a few blocks in flight.
 */
final class IqeReader {
    /** Chars per block: large enough that handing a block to a thread costs nothing, small enough to keep few in memory. */
    static final int BLOCK_CHARS = 1 << 20;
    private static final int MAX_THREADS = 8;
    /** Warnings a block keeps for replay; a block with more is parsed again on the reading thread. */
    private static final int BLOCK_WARNINGS = 1024;

    private final String source;
    private final Diagnostics diagnostics;
    private final int threads;
    private final int blockChars;

    IqeReader(String source, Diagnostics diagnostics) {
        // Blocks in flight grow with the threads; beyond a few threads the document appends on
        // the reading thread are the limit anyway, so more would only cost memory.
        this(source, diagnostics, Math.min(Runtime.getRuntime().availableProcessors(), MAX_THREADS), BLOCK_CHARS);
    }

    IqeReader(String source, Diagnostics diagnostics, int threads, int blockChars) {
        this.source = source == null ? "<input>" : source;
        this.diagnostics = diagnostics;
        this.threads = threads;
        this.blockChars = blockChars;
    }

    /** What a thread made of one block. */
    private static final class Parsed {
        final IqeTextChunker.Block block;
        final IqeDocument.Builder doc = IqeDocument.builder();
        final Diagnostics warnings = new Diagnostics(BLOCK_WARNINGS);
        int commentAt = -1;
        ModelFormatException error;

        Parsed(IqeTextChunker.Block block) {
            this.block = block;
        }
    }

    IqeDocument read(Reader in) throws IOException {
        IqeChunkParser local = new IqeChunkParser(source);
        IqeTextChunker chunker = new IqeTextChunker(in, blockChars);
        IqeTextChunker.Block first = chunker.next();
        if (first == null) {
            throw ModelFormatException.atLine(source, 1, 1, "empty file; an IQE file starts with '# Inter-Quake Export'");
        }
        IqeDocument.Builder doc = IqeDocument.builder();
        try {
            int commentAt = parseHere(local, first, true, doc);
            if (commentAt >= 0) {
                doc.comment(new String(first.text, commentAt, first.length - commentAt) + chunker.rest());
                return doc.build();
            }
            if (threads <= 1) {
                for (IqeTextChunker.Block b; (b = chunker.next()) != null; ) {
                    commentAt = parseHere(local, b, false, doc);
                    if (commentAt >= 0) {
                        doc.comment(new String(b.text, commentAt, b.length - commentAt) + chunker.rest());
                        break;
                    }
                }
            } else {
                readInParallel(chunker, doc, local);
            }
        } catch (IqeSyntaxError e) {
            throw e.error();
        } catch (IllegalStateException e) {
            // The document's arrays are full (2^31 values): more than a document can hold.
            throw ModelFormatException.atLine(source, local.line(), 0, e.getMessage()).withCause(e);
        }
        return doc.build();
    }

    private int parseHere(IqeChunkParser parser, IqeTextChunker.Block block, boolean header, IqeDocument.Builder doc)
            throws ModelFormatException {
        return parser.parse(block, header, doc, diagnostics);
    }

    private void readInParallel(IqeTextChunker chunker, IqeDocument.Builder doc, IqeChunkParser local)
            throws IOException {
        BlockingQueue<IqeChunkParser> parsers = new ArrayBlockingQueue<>(threads);
        for (int i = 0; i < threads; i++) {
            parsers.add(new IqeChunkParser(source));
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "iqe-reader");
            t.setDaemon(true);
            return t;
        });
        // Blocks in file order, each with its parse under way.
        ArrayDeque<IqeTextChunker.Block> blocks = new ArrayDeque<>();
        ArrayDeque<Future<Parsed>> inFlight = new ArrayDeque<>();
        try {
            boolean more = true;
            while (true) {
                while (more && inFlight.size() < 2 * threads) {
                    IqeTextChunker.Block b = chunker.next();
                    if (b == null) {
                        more = false;
                    } else {
                        blocks.add(b);
                        inFlight.add(pool.submit(() -> parseOnWorker(b, parsers)));
                    }
                }
                if (inFlight.isEmpty()) {
                    return;
                }
                blocks.poll();
                Parsed p = await(inFlight.poll());
                if (p.warnings.dropped() > 0) {
                    // Too many warnings to hold for replay: parse the block again here, reporting
                    // straight to the caller, so warnings and their limit behave as in one pass.
                    IqeDocument.Builder again = IqeDocument.builder();
                    int commentAt = local.parse(p.block, false, again, diagnostics);
                    p = new Parsed(p.block);
                    p.commentAt = commentAt;
                    doc.append(again);
                } else {
                    for (Diagnostic d : p.warnings.all()) {
                        diagnostics.report(d);
                    }
                    if (p.error != null) {
                        throw p.error;
                    }
                    doc.append(p.doc);
                }
                if (p.commentAt >= 0) {
                    StringBuilder comment = new StringBuilder();
                    comment.append(p.block.text, p.commentAt, p.block.length - p.commentAt);
                    // Blocks after the comment command are comment text, whatever their parse said.
                    for (IqeTextChunker.Block b : blocks) {
                        comment.append(b.text, 0, b.length);
                    }
                    comment.append(chunker.rest());
                    doc.comment(comment.toString());
                    return;
                }
            }
        } finally {
            for (Future<Parsed> f : inFlight) {
                f.cancel(true);
            }
            pool.shutdownNow();
        }
    }

    private Parsed parseOnWorker(IqeTextChunker.Block block, BlockingQueue<IqeChunkParser> parsers)
            throws InterruptedException {
        Parsed p = new Parsed(block);
        IqeChunkParser parser = parsers.take();
        try {
            p.commentAt = parser.parse(block, false, p.doc, p.warnings);
        } catch (IqeSyntaxError e) {
            p.error = e.error();
        } catch (ModelFormatException e) {
            p.error = e;
        } finally {
            parsers.add(parser);
        }
        return p;
    }

    private static Parsed await(Future<Parsed> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IOException(cause);
        }
    }
}
