package io.meshport.fbx.internal.read;

import io.meshport.fbx.internal.tree.FbxEncoding;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads binary FBX ({@code Kaydara FBX Binary}, versions 6 and 7) into its node tree, after the
 * layout Blender's {@code parse_fbx.py} and assimp's binary tokenizer document: a 27-byte header
 * (magic, version), then node records {@code endOffset, numProperties, propertyListLen} (uint32
 * before version 7500, uint64 from it), {@code nameLen} (uint8), name, the properties, and, when
 * the record goes on past them, a nested list of records ending in a null record of 13 (25)
 * zero bytes (or, as assimp writes them, at the node's end); the top-level list ends in a null
 * record, which the footer follows (not read). Little-endian.
 *
 * <p>Nothing the file says is trusted: every record must end after it starts and within its parent
 * (so the walk always advances and never loops), every length within what remains, nesting is
 * capped, an array's bytes are checked against its record (raw) or against what deflate can make of
 * its compressed size (at most 1032 times) and a per-file budget before anything is allocated, and
 * an inflated array must come out at exactly its declared size. Errors name the byte offset and the
 * node path: {@code model.fbx:@1234(Objects/Geometry/Vertices): ...}.
 *
 * <p>One instance reads one file, on the calling thread.
 */
final class FbxBinaryTreeReader {
    /** The 23 bytes every binary FBX starts with: the text, two spaces, NUL, 0x1A, NUL. */
    static final byte[] MAGIC = "Kaydara FBX Binary  \0\u001a\0".getBytes(StandardCharsets.ISO_8859_1);
    /** Where the first node record starts: the magic and the uint32 version. */
    static final int FIRST_NODE = MAGIC.length + 4;
    /** The first version whose records have 64-bit offsets and lengths. */
    static final int WIDE_FROM_VERSION = 7500;
    /** Deflate's largest expansion: 258 bytes from a 2-bit code, about 1032 to 1 at best. */
    static final int DEFLATE_MAX_RATIO = 1032;
    /** A Java array's largest length on common VMs. */
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    private final String source;
    private final byte[] data;
    private final ByteBuffer buffer;
    private final FbxLimits limits;
    private final FbxNameCache names = new FbxNameCache();
    private final String[] path;
    private FbxInflater inflater;
    private long inflatedLeft;
    private boolean wide;
    private int headerLength;
    /** Where the property being read starts its value, and then where it ends. */
    private int pos;
    /** Where the last node read ends. */
    private int lastEnd;

    FbxBinaryTreeReader(String source, byte[] data, FbxLimits limits) {
        this.source = source;
        this.data = data;
        this.buffer = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
        this.limits = limits;
        this.path = new String[limits.maxDepth() + 1];
        this.inflatedLeft = limits.inflatedBudget(data.length);
    }

    /**
     * True if {@code head} starts with the binary magic's text part ({@code Kaydara FBX Binary}), or
     * is a non-empty start of it: a file cut inside its magic is a short binary file, not text.
     */
    static boolean looksBinary(byte[] head) {
        int n = Math.min(18, head.length);
        for (int i = 0; i < n; i++) {
            if (head[i] != MAGIC[i]) {
                return false;
            }
        }
        return n > 0;
    }

    /** The file's tree. */
    FbxTree read() throws ModelFormatException {
        if (data.length < FIRST_NODE) {
            throw fail(0, 0, "header", "a binary FBX starts with 27 bytes of header; the file has " + data.length);
        }
        for (int i = 0; i < MAGIC.length; i++) {
            if (data[i] != MAGIC[i]) {
                throw fail(i, 0, "header", "not the binary FBX magic 'Kaydara FBX Binary  \\0\\x1a\\0' (byte "
                        + i + " is 0x" + hex(data[i]) + ")");
            }
        }
        int version = buffer.getInt(MAGIC.length);
        if (version < 0) {
            throw fail(MAGIC.length, 0, "version", "version " + Integer.toUnsignedString(version) + " is not one");
        }
        wide = version >= WIDE_FROM_VERSION;
        headerLength = wide ? 25 : 13;
        List<FbxNode> nodes = new ArrayList<>();
        try {
            int at = FIRST_NODE;
            while (true) {
                FbxNode node = node(at, data.length, 0);
                if (node == null) {
                    break;
                }
                nodes.add(node);
                at = lastEnd;
            }
        } finally {
            if (inflater != null) {
                inflater.close();
            }
        }
        if (nodes.isEmpty()) {
            throw fail(FIRST_NODE, 0, null, "the file holds no nodes");
        }
        return new FbxTree(source, FbxEncoding.BINARY, version, nodes);
    }

    /**
     * The node whose record starts at {@code at} and must end by {@code end}, or null for a null
     * record (the end of a list); {@link #lastEnd} is then where it ends.
     */
    private FbxNode node(int at, int end, int depth) throws ModelFormatException {
        if (end - at < headerLength) {
            throw fail(at, depth, null, (depth == 0 ? "the file ends" : "the node list ends") + " at " + end
                    + ", " + (end - at) + " bytes after this point, before a " + headerLength
                    + "-byte record header" + (depth == 0 ? " (no end-of-file null record)" : ""));
        }
        long endOffset = wide ? buffer.getLong(at) : Integer.toUnsignedLong(buffer.getInt(at));
        long count = wide ? buffer.getLong(at + 8) : Integer.toUnsignedLong(buffer.getInt(at + 4));
        long listLength = wide ? buffer.getLong(at + 16) : Integer.toUnsignedLong(buffer.getInt(at + 8));
        int nameLength = data[at + headerLength - 1] & 0xFF;
        if (endOffset == 0) {
            lastEnd = at + headerLength;
            return null; // the null record: only its end offset decides (as Blender reads it)
        }
        int nameAt = at + headerLength;
        if (endOffset < 0 || endOffset > end) {
            throw fail(at, depth, null, "node record ends at " + Long.toUnsignedString(endOffset) + ", past "
                    + (depth == 0 ? "the end of the file at " : "the end of its parent's children at ") + end);
        }
        if (endOffset < nameAt + nameLength) {
            throw fail(at, depth, null, "node record ends at " + endOffset + ", before its own header and "
                    + nameLength + "-byte name end at " + (nameAt + nameLength));
        }
        int nodeEnd = (int) endOffset;
        String name = names.name(data, nameAt, nameLength);
        path[depth] = name;
        int listAt = nameAt + nameLength;
        if (listLength < 0 || listLength > nodeEnd - listAt) {
            throw fail(at, depth + 1, null, "property list of " + Long.toUnsignedString(listLength)
                    + " bytes runs past the node's end at " + nodeEnd);
        }
        int listEnd = listAt + (int) listLength;
        if (count < 0 || count > listLength / 2) {
            throw fail(at, depth + 1, null, Long.toUnsignedString(count) + " properties cannot fit in "
                    + listLength + " bytes (each takes 2 at least)");
        }
        List<FbxProperty> properties = count == 0 ? List.of() : new ArrayList<>((int) count);
        pos = listAt;
        for (int i = 0; i < count; i++) {
            properties.add(property(i, listEnd, depth + 1));
        }
        if (pos != listEnd) {
            throw fail(pos, depth + 1, null, "the " + count + " properties end at " + pos
                    + " but the property list is said to end at " + listEnd);
        }
        List<FbxNode> children = List.of();
        if (listEnd < nodeEnd) {
            children = children(at, listEnd, nodeEnd, depth);
        }
        lastEnd = nodeEnd;
        return new FbxNode(name, properties, children, at);
    }

    /**
     * The nested list of the node at {@code at}, from {@code from} to the node's end at
     * {@code nodeEnd}: child records, then normally a null record filling the last 13 (25) bytes.
     * That null record may also be missing: assimp 5's binary exporter leaves it out (so that its own
     * importer and Blender refuse the files it writes), and a list that its last child ends exactly at
     * the node's end is unambiguous. A null record anywhere else is an error.
     */
    private List<FbxNode> children(int at, int from, int nodeEnd, int depth) throws ModelFormatException {
        if (depth + 1 >= limits.maxDepth()) {
            throw fail(from, depth + 1, null, "nodes nest deeper than " + limits.maxDepth() + " levels");
        }
        List<FbxNode> children = new ArrayList<>();
        int childAt = from;
        while (childAt < nodeEnd) {
            if (nodeEnd - childAt == headerLength && zeros(childAt, nodeEnd)) {
                break; // the null record that ends the list
            }
            FbxNode child = node(childAt, nodeEnd, depth + 1);
            if (child == null) {
                throw fail(childAt, depth + 1, null, "a null record ends the nested list at " + childAt
                        + ", but the node's record goes on to " + nodeEnd);
            }
            children.add(child);
            childAt = lastEnd;
        }
        return children;
    }

    private boolean zeros(int from, int to) {
        for (int i = from; i < to; i++) {
            if (data[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Property {@code index} at {@link #pos}, within {@code end}; leaves {@link #pos} after it. */
    private FbxProperty property(int index, int end, int depth) throws ModelFormatException {
        int at = pos;
        char type = (char) (data[at] & 0xFF);
        pos = at + 1;
        switch (type) {
            case 'Y':
                need(at, index, 2, end, depth);
                return new FbxProperty.IntegerValue('Y', buffer.getShort(at + 1));
            case 'C':
                need(at, index, 1, end, depth);
                return new FbxProperty.BooleanValue(data[at + 1]);
            case 'I':
                need(at, index, 4, end, depth);
                return new FbxProperty.IntegerValue('I', buffer.getInt(at + 1));
            case 'F':
                need(at, index, 4, end, depth);
                return new FbxProperty.RealValue('F', buffer.getFloat(at + 1));
            case 'D':
                need(at, index, 8, end, depth);
                return new FbxProperty.RealValue('D', buffer.getDouble(at + 1));
            case 'L':
                need(at, index, 8, end, depth);
                return new FbxProperty.IntegerValue('L', buffer.getLong(at + 1));
            case 'S':
            case 'R': {
                need(at, index, 4, end, depth);
                long length = Integer.toUnsignedLong(buffer.getInt(at + 1));
                int from = at + 5;
                if (length > end - from) {
                    throw failProperty(at, index, depth, (type == 'S' ? "string" : "raw value") + " of " + length
                            + " bytes runs past the property list's end at " + end);
                }
                pos = from + (int) length;
                if (type == 'R') {
                    byte[] bytes = new byte[(int) length];
                    System.arraycopy(data, from, bytes, 0, bytes.length);
                    return new FbxProperty.RawValue(bytes);
                }
                return new FbxProperty.StringValue(length == 0 ? ""
                        : new String(data, from, (int) length, StandardCharsets.UTF_8));
            }
            case 'f':
            case 'd':
            case 'l':
            case 'i':
            case 'b':
                return array(at, index, type, end, depth);
            default:
                throw failProperty(at, index, depth, "unknown property type " + describe(data[at]));
        }
    }

    /** An array property: its 12-byte header, then raw or deflated values. */
    private FbxProperty array(int at, int index, char type, int end, int depth) throws ModelFormatException {
        need(at, index, 12, end, depth);
        long length = Integer.toUnsignedLong(buffer.getInt(at + 1));
        int encoding = buffer.getInt(at + 5);
        long stored = Integer.toUnsignedLong(buffer.getInt(at + 9));
        int from = at + 13;
        int size = switch (type) {
            case 'd', 'l' -> 8;
            case 'f', 'i' -> 4;
            default -> 1;
        };
        String what = "array of " + length + " " + elementWord(type);
        long bytes = length * size;
        if (stored > end - from) {
            throw failProperty(at, index, depth, what + ": its " + stored + " stored bytes run past the property"
                    + " list's end at " + end);
        }
        if (length > MAX_ARRAY) {
            throw failProperty(at, index, depth, what + " is longer than a Java array");
        }
        byte[] source;
        int sourceAt;
        if (encoding == 0) {
            if (bytes != stored) {
                throw failProperty(at, index, depth, what + " takes " + bytes + " bytes"
                        + (bytes > end - from ? ", which exceeds its record," : "") + " but the array says it stores "
                        + stored);
            }
            source = data;
            sourceAt = from;
        } else if (encoding == 1) {
            if (bytes > stored * DEFLATE_MAX_RATIO) {
                throw failProperty(at, index, depth, what + " (" + bytes + " bytes) cannot inflate from " + stored
                        + " deflated bytes: deflate expands at most " + DEFLATE_MAX_RATIO + " times");
            }
            if (bytes > inflatedLeft) {
                throw failProperty(at, index, depth, what + " (" + bytes + " bytes) would take the inflated arrays"
                        + " past what a file of " + data.length + " bytes may hold ("
                        + limits.inflatedBudget(data.length) + " bytes)");
            }
            inflatedLeft -= bytes;
            if (inflater == null) {
                inflater = new FbxInflater();
            }
            source = new byte[(int) bytes];
            String problem = inflater.inflate(data, from, (int) stored, source);
            if (problem != null) {
                throw failProperty(at, index, depth, what + ": " + problem);
            }
            sourceAt = 0;
        } else {
            throw failProperty(at, index, depth, what + ": unknown encoding " + Integer.toUnsignedString(encoding)
                    + " (0 is raw, 1 deflated)");
        }
        pos = from + (int) stored;
        return decode(type, (int) length, source, sourceAt);
    }

    private static FbxProperty decode(char type, int length, byte[] source, int at) {
        ByteBuffer b = ByteBuffer.wrap(source, at, length * (type == 'd' || type == 'l' ? 8
                : type == 'b' ? 1 : 4)).order(ByteOrder.LITTLE_ENDIAN);
        switch (type) {
            case 'd': {
                double[] v = new double[length];
                b.asDoubleBuffer().get(v);
                return new FbxProperty.DoubleArray(v);
            }
            case 'f': {
                float[] v = new float[length];
                b.asFloatBuffer().get(v);
                return new FbxProperty.FloatArray(v);
            }
            case 'l': {
                long[] v = new long[length];
                b.asLongBuffer().get(v);
                return new FbxProperty.LongArray(v);
            }
            case 'i': {
                int[] v = new int[length];
                b.asIntBuffer().get(v);
                return new FbxProperty.IntArray(v);
            }
            default: {
                byte[] v = new byte[length];
                b.get(v);
                return new FbxProperty.BooleanArray(v);
            }
        }
    }

    /** Checks that {@code n} value bytes follow the type code at {@code at}, and moves {@link #pos} past them. */
    private void need(int at, int index, int n, int end, int depth) throws ModelFormatException {
        if (end - (at + 1) < n) {
            throw failProperty(at, index, depth, "a '" + (char) data[at] + "' value takes " + n + " bytes, "
                    + (end - at - 1) + " remain before the property list's end at " + end);
        }
        pos = at + 1 + n;
    }

    private static String elementWord(char type) {
        return switch (type) {
            case 'd' -> "doubles";
            case 'f' -> "floats";
            case 'l' -> "longs";
            case 'i' -> "ints";
            default -> "bools";
        };
    }

    private static String describe(byte b) {
        return b >= 0x21 && b < 0x7F ? "'" + (char) b + "' (0x" + hex(b) + ")" : "0x" + hex(b);
    }

    private static String hex(byte b) {
        return String.format(Locale.ROOT, "%02x", b & 0xFF);
    }

    private ModelFormatException failProperty(int at, int index, int depth, String reason) {
        return fail(at, depth, null, "property " + index + ": " + reason);
    }

    /** An error at {@code offset}, in the node path of the first {@code depth} names (or {@code field} at the top). */
    private ModelFormatException fail(long offset, int depth, String field, String reason) {
        String where = field;
        if (where == null) {
            where = depth == 0 ? "top level" : String.join("/", java.util.Arrays.asList(path).subList(0, depth));
        }
        return ModelFormatException.atOffset(source, offset, where, reason);
    }
}
