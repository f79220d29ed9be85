package io.meshport.fbx.internal.scene;

import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An object's {@code Properties70}: {@code P: "name", "type", "label", "flags", values...}, by
 * name, with the {@code Definitions} template of its type behind it (a property the object does
 * not write has the template's value, and without either the caller's default). FBX 6's
 * {@code Properties60} ({@code Property: "name", "type", "flags", values...}) is read the same way.
 * Every value read is checked: a number that is missing, not a number, or not finite is an error at
 * the {@code P} record.
 */
public final class FbxProperties {
    /** No properties at all. */
    static final FbxProperties NONE = new FbxProperties(null, Map.of(), "", null);

    private final FbxTree tree;
    private final Map<String, FbxNode> byName;
    private final String path;
    private final FbxProperties template;

    private FbxProperties(FbxTree tree, Map<String, FbxNode> byName, String path, FbxProperties template) {
        this.tree = tree;
        this.byName = byName;
        this.path = path;
        this.template = template;
    }

    /** The properties in {@code owner}'s {@code Properties70} (or {@code Properties60}), over {@code template}. */
    static FbxProperties of(FbxTree tree, FbxNode owner, String ownerPath, FbxProperties template) {
        Map<String, FbxNode> byName = new HashMap<>();
        String path = ownerPath;
        for (FbxNode child : owner.children()) {
            boolean p70 = child.name().equals("Properties70");
            if (!p70 && !child.name().equals("Properties60")) {
                continue;
            }
            path = ownerPath + "/" + child.name();
            for (FbxNode p : child.children()) {
                if ((p.name().equals("P") || p.name().equals("Property")) && !p.properties().isEmpty()
                        && p.property(0) instanceof FbxProperty.StringValue name) {
                    byName.putIfAbsent(name.value(), p);
                }
            }
        }
        return new FbxProperties(tree, byName, path, template);
    }

    /** Whether the object itself (not its template) writes {@code name}. */
    public boolean has(String name) {
        return byName.containsKey(name);
    }

    /** The record of {@code name}, the object's or its template's, or null. */
    private Located find(String name) {
        for (FbxProperties p = this; p != null; p = p.template) {
            FbxNode n = p.byName.get(name);
            if (n != null) {
                return new Located(n, p);
            }
        }
        return null;
    }

    private record Located(FbxNode node, FbxProperties owner) {
        /** Where the values start: 4 in {@code P} (name, type, label, flags), 3 in FBX 6's {@code Property}. */
        int first() {
            return node.name().equals("P") ? 4 : 3;
        }

        List<FbxProperty> values() {
            List<FbxProperty> all = node.properties();
            return all.subList(Math.min(first(), all.size()), all.size());
        }

        ModelFormatException error(String name, String reason) {
            return owner.tree.error(node, owner.path + "/P", "property \"" + name + "\": " + reason);
        }
    }

    /** The three numbers of {@code name} (a vector), or {@code fallback} when neither object nor template has it. */
    public double[] vector(String name, double[] fallback) throws ModelFormatException {
        Located p = find(name);
        if (p == null) {
            return fallback.clone();
        }
        List<FbxProperty> values = p.values();
        if (values.size() < 3) {
            throw p.error(name, "has " + values.size() + " values, not 3");
        }
        double[] v = new double[3];
        for (int i = 0; i < 3; i++) {
            v[i] = number(p, name, values.get(i));
        }
        return v;
    }

    /** The number of {@code name}, or {@code fallback}. */
    public double number(String name, double fallback) throws ModelFormatException {
        Located p = find(name);
        if (p == null) {
            return fallback;
        }
        List<FbxProperty> values = p.values();
        if (values.isEmpty()) {
            throw p.error(name, "has no value");
        }
        return number(p, name, values.get(0));
    }

    /** The integer (or enum, bool, KTime) of {@code name}, or {@code fallback}. */
    public long integer(String name, long fallback) throws ModelFormatException {
        Located p = find(name);
        if (p == null) {
            return fallback;
        }
        List<FbxProperty> values = p.values();
        if (values.isEmpty()) {
            throw p.error(name, "has no value");
        }
        FbxProperty v = values.get(0);
        if (v instanceof FbxProperty.IntegerValue || v instanceof FbxProperty.BooleanValue) {
            return v.asLong();
        }
        double d = number(p, name, v);
        if (d != Math.rint(d) || Math.abs(d) > 0x1p62) {
            throw p.error(name, d + " is not an integer");
        }
        return (long) d;
    }

    /** The record of {@code name} itself (the object's or the template's), or null: for a caller's own message. */
    public FbxNode record(String name) {
        Located p = find(name);
        return p == null ? null : p.node;
    }

    /** An error about the record of {@code name} (which must exist), at its place. */
    public ModelFormatException error(String name, String reason) {
        Located p = find(name);
        return p.error(name, reason);
    }

    private static double number(Located p, String name, FbxProperty v) throws ModelFormatException {
        if (!v.isNumber()) {
            throw p.error(name, v + " is not a number");
        }
        double d = v.asDouble();
        if (!Double.isFinite(d)) {
            throw p.error(name, d + " is not finite");
        }
        return d;
    }
}
