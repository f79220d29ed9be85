package io.meshport.engines;

import io.meshport.io.Diagnostic;
import io.meshport.io.Diagnostics;
import io.meshport.io.DocumentCodec;
import io.meshport.io.ModelFormat;
import io.meshport.io.ModelFormatException;
import io.meshport.io.ReadOptions;
import io.meshport.io.Severity;
import io.meshport.model.Model;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A file as an engine profile checks it: its name, its length and first bytes (where a binary
 * format's header says things the document does not keep, such as IQM's {@code filesize}), the
 * document its format reads, and the model that document compiles to. Made by reading the file
 * through {@link #codec(ModelFormat)}, which keeps those while the format's own reader reads it.
 */
public final class CheckedFile {
    /** How many leading bytes are kept: a whole IQM header (124 bytes) and some. */
    public static final int HEAD_BYTES = 128;
    /** How many of the reader's diagnostics are kept and passed on. */
    private static final int READER_WARNINGS = 10_000;

    private final String sourceName;
    private final String format;
    private final long length;
    private final byte[] head;
    private final Object document;
    private final Model model;
    private final int lastByte;
    private final List<Diagnostic> readerWarnings;

    /**
     * A file already read, taken to end with a line feed.
     *
     * @param sourceName the file's name in messages
     * @param format the {@link ModelFormat#name()} it was read as
     * @param length its length in bytes
     * @param head its first bytes, up to {@link #HEAD_BYTES} (copied)
     * @param document the document its format's reader gave
     * @param model the document's model
     * @throws NullPointerException when an argument is null
     */
    public CheckedFile(String sourceName, String format, long length, byte[] head, Object document, Model model) {
        this(sourceName, format, length, head, document, model, '\n');
    }

    /**
     * A file already read, with its last byte (a text loader may treat the last line apart).
     *
     * @param sourceName the file's name in messages
     * @param format the {@link ModelFormat#name()} it was read as
     * @param length its length in bytes
     * @param head its first bytes, up to {@link #HEAD_BYTES} (copied)
     * @param document the document its format's reader gave
     * @param model the document's model
     * @param lastByte its last byte (0 to 255), or -1 for an empty file
     * @throws NullPointerException when an argument is null
     */
    public CheckedFile(String sourceName, String format, long length, byte[] head, Object document, Model model,
            int lastByte) {
        this(sourceName, format, length, head, document, model, lastByte, List.of());
    }

    private CheckedFile(String sourceName, String format, long length, byte[] head, Object document, Model model,
            int lastByte, List<Diagnostic> readerWarnings) {
        this.lastByte = lastByte;
        this.readerWarnings = List.copyOf(readerWarnings);
        this.sourceName = Objects.requireNonNull(sourceName, "sourceName");
        this.format = Objects.requireNonNull(format, "format");
        this.length = length;
        this.head = Arrays.copyOf(head, Math.min(head.length, HEAD_BYTES));
        this.document = Objects.requireNonNull(document, "document");
        this.model = Objects.requireNonNull(model, "model");
    }

    /**
     * A codec that reads a file of {@code format} as a checked file: the format's document reader
     * reads the stream while the length and first bytes are noted, then the document is compiled.
     * Writing writes the document back through the format's own codec.
     *
     * @param format a format with documents
     * @return the codec
     * @throws IllegalArgumentException when the format has no document codec
     */
    public static DocumentCodec<CheckedFile> codec(ModelFormat format) {
        DocumentCodec<?> documents = format.documents().orElseThrow(
                () -> new IllegalArgumentException("format " + format.name() + " has no documents to check"));
        return new Codec<>(format.name(), documents);
    }

    /**
     * The warnings the format's reader gave on the file (each with its line or offset): what it read
     * past or ignored, which a loader that checks more or reads otherwise may not.
     *
     * @return the warnings in file order; empty for a file made with a public constructor
     */
    public List<Diagnostic> readerWarnings() {
        return readerWarnings;
    }

    /**
     * The file's name in messages.
     *
     * @return the source name it was read with
     */
    public String sourceName() {
        return sourceName;
    }

    /**
     * The format it was read as.
     *
     * @return the format's name, e.g. {@code iqm}
     */
    public String format() {
        return format;
    }

    /**
     * Its length.
     *
     * @return the number of bytes the reader read
     */
    public long length() {
        return length;
    }

    /**
     * Whether its last byte is a line feed, as a text file's last line ends (a loader may treat a
     * last line without one apart: Warzone 2100's PIE loader reads a comment there and hangs on one
     * anywhere else).
     *
     * @return true when the file ends with {@code \n}
     */
    public boolean endsWithLineFeed() {
        return lastByte == '\n';
    }

    /**
     * Its first bytes.
     *
     * @return a copy of up to {@link #HEAD_BYTES} leading bytes
     */
    public byte[] head() {
        return head.clone();
    }

    /**
     * The document, when it is of the given type.
     *
     * @param <D> the document type
     * @param type the document class, e.g. {@code IqmFile.class}
     * @return the document, or empty when the file's document is of another type
     */
    public <D> Optional<D> document(Class<D> type) {
        return type.isInstance(document) ? Optional.of(type.cast(document)) : Optional.empty();
    }

    /**
     * The model the document compiles to.
     *
     * @return the model
     */
    public Model model() {
        return model;
    }

    /** The format's codec, with the stream watched on the way in. */
    private static final class Codec<D> implements DocumentCodec<CheckedFile> {
        private final String format;
        private final DocumentCodec<D> documents;

        Codec(String format, DocumentCodec<D> documents) {
            this.format = format;
            this.documents = documents;
        }

        @Override
        public CheckedFile read(InputStream in, String sourceName, Diagnostics diagnostics) throws IOException {
            return read(in, sourceName, diagnostics, ReadOptions.STRICT);
        }

        @Override
        public CheckedFile read(InputStream in, String sourceName, Diagnostics diagnostics, ReadOptions options)
                throws IOException {
            Watched watched = new Watched(in);
            // the reader's own warnings are kept for the profiles, and passed on (as many as a
            // command shows: a huge file's millions of warnings must not fill the memory)
            Diagnostics reader = new Diagnostics(READER_WARNINGS);
            D document;
            try {
                document = documents.read(watched, sourceName, reader, options);
            } finally {
                reader.all().forEach(diagnostics::report);
            }
            // a reader may stop at the end of what it needs: the engines see the whole file
            watched.transferTo(OutputStream.nullOutputStream());
            Model model = documents.toModel(document, sourceName, diagnostics);
            List<Diagnostic> warnings = reader.all().stream().filter(d -> d.severity() == Severity.WARNING).toList();
            return new CheckedFile(sourceName, format, watched.count, Arrays.copyOf(watched.head, watched.headLength),
                    document, model, watched.count == 0 ? -1 : watched.last, warnings);
        }

        @Override
        public CheckedFile read(Path path, Diagnostics diagnostics, ReadOptions options) throws IOException {
            // the default would drop the options: read the stream with them
            try (InputStream in = Files.newInputStream(path)) {
                return read(in, path.getFileName().toString(), diagnostics, options);
            }
        }

        @Override
        public void write(CheckedFile file, OutputStream out) throws IOException {
            Object document = file.document;
            if (!file.format.equals(format)) {
                throw new IllegalArgumentException("a " + file.format + " file is not written as " + format);
            }
            @SuppressWarnings("unchecked") // read by this codec's format, whose documents are D
            D typed = (D) document;
            documents.write(typed, out);
        }

        @Override
        public Model toModel(CheckedFile file, String sourceName, Diagnostics diagnostics)
                throws ModelFormatException {
            return file.model;
        }
    }

    /** Counts the bytes read and keeps the first {@link #HEAD_BYTES}. */
    private static final class Watched extends FilterInputStream {
        final byte[] head = new byte[HEAD_BYTES];
        int headLength;
        long count;
        int last = -1;

        Watched(InputStream in) {
            super(in);
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                note(new byte[] {(byte) b}, 0, 1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            if (n > 0) {
                note(b, off, n);
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            // skipped bytes are read, so that the head and the count stay right
            long skipped = 0;
            byte[] buffer = new byte[8192];
            while (skipped < n) {
                int r = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
                if (r < 0) {
                    break;
                }
                skipped += r;
            }
            return skipped;
        }

        private void note(byte[] b, int off, int n) {
            if (headLength < HEAD_BYTES) {
                int k = Math.min(n, HEAD_BYTES - headLength);
                System.arraycopy(b, off, head, headLength, k);
                headLength += k;
            }
            count += n;
            last = Byte.toUnsignedInt(b[off + n - 1]);
        }

        @Override
        public boolean markSupported() {
            return false;
        }
    }
}
