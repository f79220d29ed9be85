package io.meshport.cli.files;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;

/**
 * A zip file's central directory, entry by entry in its order, and each entry's data read by its
 * place in the file. {@link java.util.zip.ZipFile} finds an entry's data by its name, so of two
 * entries of one name it reads one twice and the other never; a game archive may well hold both
 * (PhysFS reads the central directory as this does). Reads are positional on one channel, so
 * entries may be read by several threads at once; the central directory is the only thing held
 * in memory, and every number in it is checked against the file's size before it is used.
 */
final class ZipIndex implements Closeable {
    private static final int END = 0x06054b50;
    private static final int END_SIZE = 22;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int ZIP64_END = 0x06064b50;
    private static final int CENTRAL = 0x02014b50;
    private static final int CENTRAL_SIZE = 46;
    private static final int LOCAL = 0x04034b50;
    private static final int LOCAL_SIZE = 30;
    private static final long U32 = 0xffffffffL;
    /** The most a central directory may take in memory: one array. */
    private static final long MAX_DIRECTORY = Integer.MAX_VALUE - 16L;

    /**
     * One entry of the central directory.
     *
     * @param position its place among the directory's entries, from 0
     * @param name its name, as stored (may be absolute or hold '..')
     * @param offset where its local header starts in the file
     * @param nameBytes its name's length in the file, which its local header repeats
     */
    record Entry(int position, String name, int flags, int method, long compressedSize, long size, long offset,
            int nameBytes) {
        boolean isDirectory() {
            return name.endsWith("/");
        }
    }

    private final FileChannel channel;
    private final String shown;
    private final long length;
    private final List<Entry> entries;

    private ZipIndex(FileChannel channel, String shown, long length, List<Entry> entries) {
        this.channel = channel;
        this.shown = shown;
        this.length = length;
        this.entries = entries;
    }

    /**
     * The index of the zip file {@code path}.
     *
     * @throws FileSystemException naming {@code path} when it is no zip file a reader can trust:
     *     {@code not a readable zip archive (zip END header not found)}
     */
    static ZipIndex open(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
        try {
            ZipIndex index = read(channel, path.toString());
            channel = null;
            return index;
        } finally {
            if (channel != null) {
                channel.close();
            }
        }
    }

    private static ZipIndex read(FileChannel channel, String shown) throws IOException {
        long length = channel.size();
        int tail = (int) Math.min(length, END_SIZE + 0xffff);
        ByteBuffer end = readAt(channel, length - tail, tail, shown);
        int at = -1;
        for (int i = tail - END_SIZE; i >= 0; i--) {
            // the last END record whose comment fits in the file: an earlier one may sit in the comment
            if (end.getInt(i) == END && i + END_SIZE + (end.getShort(i + 20) & 0xffff) <= tail) {
                at = i;
                break;
            }
        }
        if (at < 0) {
            throw unreadable(shown, "zip END header not found");
        }
        long endAt = length - tail + at;
        long count = end.getShort(at + 10) & 0xffff;
        long directorySize = end.getInt(at + 12) & U32;
        long directoryOffset = end.getInt(at + 16) & U32;
        long directoryEnd = endAt;
        if (endAt >= 20 && (count == 0xffff || directorySize == U32 || directoryOffset == U32)) {
            ByteBuffer locator = readAt(channel, endAt - 20, 20, shown);
            if (locator.getInt(0) == ZIP64_LOCATOR) {
                long zip64At = locator.getLong(8);
                if (zip64At < 0 || zip64At > endAt - 20 - 56) {
                    throw unreadable(shown, "invalid zip64 END header (bad offset)");
                }
                ByteBuffer zip64 = readAt(channel, zip64At, 56, shown);
                if (zip64.getInt(0) != ZIP64_END) {
                    throw unreadable(shown, "invalid zip64 END header (bad signature)");
                }
                count = zip64.getLong(32);
                directorySize = zip64.getLong(40);
                directoryOffset = zip64.getLong(48);
                directoryEnd = zip64At;
            }
        }
        // the directory ends where the END record starts; data before the archive (a self-extracting
        // stub) moves every offset by the same amount, as the JDK and unzip allow
        long directoryAt = directoryEnd - directorySize;
        long base = directoryAt - directoryOffset;
        if (directorySize < 0 || directorySize > MAX_DIRECTORY || directoryAt < 0 || directoryOffset < 0 || base < 0) {
            throw unreadable(shown, "invalid END header (bad central directory offset)");
        }
        if (count < 0 || count > directorySize / CENTRAL_SIZE) {
            throw unreadable(shown, "invalid END header (more entries than its central directory holds)");
        }
        ByteBuffer directory = readAt(channel, directoryAt, (int) directorySize, shown);
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        List<Entry> entries = new ArrayList<>((int) count);
        int p = 0;
        for (int i = 0; i < count; i++) {
            if (p + CENTRAL_SIZE > directorySize || directory.getInt(p) != CENTRAL) {
                throw unreadable(shown, "invalid CEN header (bad signature)");
            }
            int flags = directory.getShort(p + 8) & 0xffff;
            int method = directory.getShort(p + 10) & 0xffff;
            long compressed = directory.getInt(p + 20) & U32;
            long size = directory.getInt(p + 24) & U32;
            int nameLength = directory.getShort(p + 28) & 0xffff;
            int extraLength = directory.getShort(p + 30) & 0xffff;
            int commentLength = directory.getShort(p + 32) & 0xffff;
            long offset = directory.getInt(p + 42) & U32;
            int next = p + CENTRAL_SIZE + nameLength + extraLength + commentLength;
            if (next > directorySize) {
                throw unreadable(shown, "invalid CEN header (bad header size)");
            }
            String name = name(utf8, directory, p + CENTRAL_SIZE, nameLength, shown);
            // zip64: the sizes and offset that did not fit in 32 bits follow in this order
            int extra = p + CENTRAL_SIZE + nameLength;
            int extraEnd = extra + extraLength;
            while (extra + 4 <= extraEnd) {
                int id = directory.getShort(extra) & 0xffff;
                int blockLength = directory.getShort(extra + 2) & 0xffff;
                int field = extra + 4;
                int blockEnd = field + blockLength;
                if (blockEnd > extraEnd) {
                    break;
                }
                if (id == 1) {
                    if (size == U32 && field + 8 <= blockEnd) {
                        size = directory.getLong(field);
                        field += 8;
                    }
                    if (compressed == U32 && field + 8 <= blockEnd) {
                        compressed = directory.getLong(field);
                        field += 8;
                    }
                    if (offset == U32 && field + 8 <= blockEnd) {
                        offset = directory.getLong(field);
                    }
                }
                extra = blockEnd;
            }
            if (compressed < 0 || size < 0 || offset < 0 || offset > directoryOffset) {
                throw unreadable(shown, "invalid CEN header (bad entry size or offset)");
            }
            entries.add(new Entry(i, name, flags, method, compressed, size, base + offset, nameLength));
            p = next;
        }
        refuseOverlaps(entries, directoryAt, shown);
        return new ZipIndex(channel, shown, length, List.copyOf(entries));
    }

    /**
     * Refuses entries whose data overlap, or run into the central directory: a few kilobytes of
     * deflated data shared by thousands of entries is a zip bomb whose cost grows with the entries,
     * not the file. Apart, the entries' data add up to at most the file, and what they inflate to
     * to at most about a thousand times it.
     */
    private static void refuseOverlaps(List<Entry> entries, long directoryAt, String shown) throws IOException {
        Entry[] byOffset = entries.toArray(new Entry[0]);
        Arrays.sort(byOffset, Comparator.comparingLong(Entry::offset));
        for (int k = 0; k < byOffset.length; k++) {
            Entry e = byOffset[k];
            // the local header's own extra field is not known before it is read: the end is at least this
            long end = e.offset() + LOCAL_SIZE + e.nameBytes() + e.compressedSize();
            long next = k + 1 < byOffset.length ? byOffset[k + 1].offset() : directoryAt;
            if (end > next) {
                throw unreadable(shown, "entries overlap, as in a zip bomb: '" + e.name() + "' runs into "
                        + (k + 1 < byOffset.length ? "'" + byOffset[k + 1].name() + "'" : "the central directory"));
            }
        }
    }

    /** Every entry, directories too, in the central directory's order. */
    List<Entry> entries() {
        return entries;
    }

    /**
     * The uncompressed data of {@code entry}, read from its own place in the file; the caller caps
     * how much it reads (an entry may inflate to far more than its header says).
     *
     * @param named the entry as messages name it
     */
    InputStream open(Entry entry, String named) throws IOException {
        if ((entry.flags() & 1) != 0) {
            throw new FileSystemException(named, null, "is encrypted: not read");
        }
        if (entry.method() != 0 && entry.method() != 8) {
            throw new FileSystemException(named, null, "is compressed with method " + entry.method()
                    + " (not stored or deflated): not read");
        }
        if (entry.offset() > length - LOCAL_SIZE) {
            throw new FileSystemException(named, null, "its data lies past the end of " + shown);
        }
        ByteBuffer local = readAt(channel, entry.offset(), LOCAL_SIZE, named);
        if (local.getInt(0) != LOCAL) {
            throw new FileSystemException(named, null, "invalid LOC header (bad signature)");
        }
        long data = entry.offset() + LOCAL_SIZE + (local.getShort(26) & 0xffff) + (local.getShort(28) & 0xffff);
        if (data > length || entry.compressedSize() > length - data) {
            throw new FileSystemException(named, null, "its data lies past the end of " + shown);
        }
        InputStream raw = new Region(data, entry.compressedSize());
        return entry.method() == 0 ? raw : new Inflating(raw);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    private static String name(CharsetDecoder utf8, ByteBuffer directory, int at, int length, String shown)
            throws FileSystemException {
        try {
            return utf8.decode(directory.slice(at, length)).toString();
        } catch (CharacterCodingException e) {
            throw new FileSystemException(shown, null, "an entry's name is not UTF-8");
        }
    }

    private static ByteBuffer readAt(FileChannel channel, long at, int count, String shown) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(count).order(ByteOrder.LITTLE_ENDIAN);
        while (b.hasRemaining()) {
            if (channel.read(b, at + b.position()) < 0) {
                throw unreadable(shown, "ends inside a header");
            }
        }
        return b.flip();
    }

    private static FileSystemException unreadable(String shown, String why) {
        return new FileSystemException(shown, null, "not a readable zip archive (" + why + ")");
    }

    /** {@code count} bytes of the file from {@code at}, read positionally. */
    private final class Region extends InputStream {
        private long at;
        private long left;

        Region(long at, long count) {
            this.at = at;
            this.left = count;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (left <= 0) {
                return -1;
            }
            int n = channel.read(ByteBuffer.wrap(b, off, (int) Math.min(len, left)), at);
            if (n < 0) {
                throw new EOFException("the archive ended inside an entry's data");
            }
            at += n;
            left -= n;
            return n;
        }
    }

    /**
     * Raw deflate, its inflater released on close. Like the JDK's zip reader it feeds one zero
     * byte after the data: raw inflation may need it to see the end.
     */
    private static final class Inflating extends InflaterInputStream {
        private boolean fed;

        Inflating(InputStream in) {
            super(in, new Inflater(true), 8192);
        }

        @Override
        protected void fill() throws IOException {
            len = in.read(buf, 0, buf.length);
            if (len < 0) {
                if (fed) {
                    throw new EOFException("an entry's compressed data ends too soon");
                }
                fed = true;
                buf[0] = 0;
                len = 1;
            }
            inf.setInput(buf, 0, len);
        }

        @Override
        public void close() throws IOException {
            try {
                super.close();
            } finally {
                inf.end();
            }
        }
    }
}
