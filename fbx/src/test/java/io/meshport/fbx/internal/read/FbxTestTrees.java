package io.meshport.fbx.internal.read;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/** Small builders of trees and byte patches for the reader tests. */
final class FbxTestTrees {
    private FbxTestTrees() {
    }

    static FbxNode node(String name, List<FbxProperty> properties, FbxNode... children) {
        return new FbxNode(name, properties, List.of(children), 0);
    }

    static FbxNode node(String name, FbxProperty... properties) {
        return new FbxNode(name, List.of(properties), List.of(), 0);
    }

    static FbxProperty i(int v) {
        return new FbxProperty.IntegerValue('I', v);
    }

    static FbxProperty l(long v) {
        return new FbxProperty.IntegerValue('L', v);
    }

    static FbxProperty d(double v) {
        return new FbxProperty.RealValue('D', v);
    }

    static FbxProperty s(String v) {
        return new FbxProperty.StringValue(v);
    }

    static FbxProperty w(String v) {
        return new FbxProperty.WordValue(v);
    }

    static FbxProperty doubles(double... v) {
        return new FbxProperty.DoubleArray(v);
    }

    static FbxProperty ints(int... v) {
        return new FbxProperty.IntArray(v);
    }

    static FbxProperty longs(long... v) {
        return new FbxProperty.LongArray(v);
    }

    static FbxTree read(byte[] bytes, String source) throws ModelFormatException {
        return new FbxTreeReader().read(bytes, source);
    }

    static FbxTree read(String text) throws ModelFormatException {
        return read(text.getBytes(StandardCharsets.UTF_8), "test.fbx");
    }

    /** The error reading {@code bytes}, which must be a {@link ModelFormatException}. */
    static ModelFormatException error(byte[] bytes) {
        return assertThrows(ModelFormatException.class, () -> read(bytes, "model.fbx"));
    }

    static ModelFormatException error(String text) {
        return error(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Where the record of the first node named {@code name} starts in a binary file of the given version. */
    static int recordOf(byte[] file, String name, int version) {
        return nameOf(file, name) - (version >= 7500 ? 25 : 13);
    }

    /** Where the first node name {@code name} (after its length byte) is in a binary file. */
    static int nameOf(byte[] file, String name) {
        byte[] b = name.getBytes(StandardCharsets.ISO_8859_1);
        outer:
        for (int at = 1; at + b.length <= file.length; at++) {
            if ((file[at - 1] & 0xFF) != b.length) {
                continue;
            }
            for (int k = 0; k < b.length; k++) {
                if (file[at + k] != b[k]) {
                    continue outer;
                }
            }
            return at;
        }
        throw new AssertionError("no node " + name);
    }

    static void putInt(byte[] file, int at, int v) {
        file[at] = (byte) v;
        file[at + 1] = (byte) (v >>> 8);
        file[at + 2] = (byte) (v >>> 16);
        file[at + 3] = (byte) (v >>> 24);
    }

    static void putLong(byte[] file, int at, long v) {
        putInt(file, at, (int) v);
        putInt(file, at + 4, (int) (v >>> 32));
    }

    /** A fixture from the test resources, un-gzipped. */
    static byte[] fixture(String name) {
        try (InputStream in = new GZIPInputStream(FbxTestTrees.class.getResourceAsStream("/fixtures/" + name + ".gz"))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every node of the list and under it, depth first. */
    static List<FbxNode> all(List<FbxNode> nodes) {
        List<FbxNode> out = new ArrayList<>();
        for (FbxNode n : nodes) {
            out.add(n);
            out.addAll(all(n.children()));
        }
        return out;
    }
}
