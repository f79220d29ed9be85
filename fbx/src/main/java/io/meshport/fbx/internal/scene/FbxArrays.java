package io.meshport.fbx.internal.scene;

import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;

/**
 * The arrays of an object's child records ({@code Vertices: *9 {a: ...}}), checked as they are
 * taken: the record holds one array (or, as FBX 6 and some writers do, plain numbers), numbers are
 * finite, integers are integers within range. Each check is one pass over the values the file
 * holds, so reading stays linear; nothing is allocated from a count the file declares. A
 * {@code d}/{@code i} array is the file's own, shared: callers must not change it.
 */
public final class FbxArrays {
    private final FbxTree tree;

    /** Checks arrays of {@code tree}, for its errors. */
    public FbxArrays(FbxTree tree) {
        this.tree = tree;
    }

    /** The tree. */
    public FbxTree tree() {
        return tree;
    }

    /** {@code owner}'s first child named {@code name}, or null. */
    public static FbxNode child(FbxNode owner, String name) {
        return owner.child(name).orElse(null);
    }

    /** {@code owner}'s first child named {@code name}, which must be there. */
    public FbxNode required(FbxNode owner, String ownerPath, String name) throws ModelFormatException {
        FbxNode n = child(owner, name);
        if (n == null) {
            throw tree.error(owner, ownerPath, "has no " + name);
        }
        return n;
    }

    /** The values of {@code record} as finite doubles. */
    public double[] doubles(FbxNode record, String path) throws ModelFormatException {
        FbxProperty p = single(record, path);
        double[] v = p != null ? p.asDoubles() : scalars(record, path);
        for (int i = 0; i < v.length; i++) {
            if (!Double.isFinite(v[i])) {
                throw tree.error(record, path, "value " + i + " is " + v[i] + ", not a finite number");
            }
        }
        return v;
    }

    /** The values of {@code record} as ints, each an integer within int range. */
    public int[] ints(FbxNode record, String path) throws ModelFormatException {
        FbxProperty p = single(record, path);
        if (p instanceof FbxProperty.IntArray a) {
            return a.values();
        }
        long[] longs = longs(record, path);
        int[] out = new int[longs.length];
        for (int i = 0; i < longs.length; i++) {
            if (longs[i] != (int) longs[i]) {
                throw tree.error(record, path, "value " + i + " is " + longs[i] + ", out of int range");
            }
            out[i] = (int) longs[i];
        }
        return out;
    }

    /** The values of {@code record} as longs, each an integer. */
    public long[] longs(FbxNode record, String path) throws ModelFormatException {
        FbxProperty p = single(record, path);
        if (p instanceof FbxProperty.LongArray a) {
            return a.values();
        }
        if (p instanceof FbxProperty.IntArray a) {
            long[] out = new long[a.values().length];
            for (int i = 0; i < out.length; i++) {
                out[i] = a.values()[i];
            }
            return out;
        }
        double[] d = p != null ? p.asDoubles() : null;
        if (d == null) {
            // plain values: integers stay exact as longs
            long[] out = new long[record.properties().size()];
            for (int i = 0; i < out.length; i++) {
                FbxProperty v = record.property(i);
                if (v instanceof FbxProperty.IntegerValue iv) {
                    out[i] = iv.value();
                } else if (v.isNumber() && v.asDouble() == Math.rint(v.asDouble()) && Math.abs(v.asDouble()) < 0x1p62) {
                    out[i] = (long) v.asDouble();
                } else {
                    throw tree.error(record, path, "value " + i + " is " + v + ", not an integer");
                }
            }
            return out;
        }
        long[] out = new long[d.length];
        for (int i = 0; i < d.length; i++) {
            if (d[i] != Math.rint(d[i]) || Math.abs(d[i]) >= 0x1p62) {
                throw tree.error(record, path, "value " + i + " is " + d[i] + ", not an integer");
            }
            out[i] = (long) d[i];
        }
        return out;
    }

    /** The one array property of {@code record}, or null when it holds plain numbers instead. */
    private FbxProperty single(FbxNode record, String path) throws ModelFormatException {
        if (record.properties().size() == 1 && record.property(0).isArray()) {
            return record.property(0);
        }
        for (FbxProperty p : record.properties()) {
            if (!p.isNumber()) {
                throw tree.error(record, path, p + " is not a number" + (record.properties().size() > 1
                        ? " (the record should hold one array)" : ""));
            }
        }
        return null;
    }

    private static double[] scalars(FbxNode record, String path) {
        double[] out = new double[record.properties().size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = record.property(i).asDouble();
        }
        return out;
    }

    /** The string property {@code i} of {@code record}, or {@code fallback}. */
    public static String string(FbxNode record, int i, String fallback) {
        if (record == null || record.properties().size() <= i) {
            return fallback;
        }
        FbxProperty p = record.property(i);
        return p instanceof FbxProperty.StringValue || p instanceof FbxProperty.WordValue ? p.asString() : fallback;
    }
}
