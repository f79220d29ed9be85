package io.meshport.fbx.internal.scene;

import io.meshport.fbx.internal.tree.FbxNames;
import io.meshport.fbx.internal.tree.FbxNode;
import io.meshport.fbx.internal.tree.FbxProperty;
import io.meshport.fbx.internal.tree.FbxTree;
import io.meshport.io.ModelFormatException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A file's objects and how they are connected: every child of {@code Objects} by its id (its first
 * property), the {@code Connections} ({@code C: "OO", child, parent} and {@code C: "OP", child,
 * parent, "property"}) as lists of links both ways in file order, the {@code Definitions}
 * templates behind each object's properties, and {@code GlobalSettings}. Id 0 is the scene's root,
 * which no object is. A connection naming an id that no object has (other than the root), an
 * object without an integer id, and an id given twice are errors at their record.
 */
public final class FbxScene {
    /** The scene root's id: objects connected to it have no parent object. */
    public static final long ROOT = 0;

    private final FbxTree tree;
    private final Map<Long, FbxObject> objects;
    private final Map<Long, List<Link>> children = new HashMap<>();
    private final Map<Long, List<Link>> parents = new HashMap<>();
    private final FbxProperties globals;

    /**
     * One connection.
     *
     * @param child the child object's id
     * @param parent the parent object's id ({@link #ROOT} for the scene)
     * @param property the parent's property the child drives ({@code "OP"}), or null ({@code "OO"})
     */
    public record Link(long child, long parent, String property) {
    }

    private FbxScene(FbxTree tree, Map<Long, FbxObject> objects, FbxProperties globals) {
        this.tree = tree;
        this.objects = objects;
        this.globals = globals;
    }

    /**
     * The scene of {@code tree}.
     *
     * @throws ModelFormatException at the record of an object or connection that is malformed
     */
    public static FbxScene of(FbxTree tree) throws ModelFormatException {
        Map<String, FbxProperties> templates = templates(tree);
        FbxProperties globals = tree.node("GlobalSettings")
                .map(n -> FbxProperties.of(tree, n, "GlobalSettings", null)).orElse(FbxProperties.NONE);
        Map<Long, FbxObject> objects = new LinkedHashMap<>();
        for (FbxNode section : tree.nodes()) {
            if (!section.name().equals("Objects")) {
                continue;
            }
            for (FbxNode n : section.children()) {
                String path = "Objects/" + n.name();
                if (n.properties().isEmpty() || !(n.property(0) instanceof FbxProperty.IntegerValue id)) {
                    // FBX 6 names objects instead of numbering them: not read
                    throw tree.error(n, path, "the object has no integer id (FBX before 7 is not read)");
                }
                String written = n.properties().size() > 1 && n.property(1) instanceof FbxProperty.StringValue s
                        ? s.value() : "";
                String subclass = n.properties().size() > 2 && n.property(2) instanceof FbxProperty.StringValue s
                        ? s.value() : "";
                FbxObject object = new FbxObject(id.value(), FbxNames.objectName(written), n.name(), subclass, n,
                        path, FbxProperties.of(tree, n, path, templates.get(n.name())));
                if (id.value() == ROOT) {
                    throw tree.error(n, path, "id 0 is the scene's root, not an object's");
                }
                if (objects.putIfAbsent(id.value(), object) != null) {
                    throw tree.error(n, path, "id " + id.value() + " is given to two objects");
                }
            }
        }
        FbxScene scene = new FbxScene(tree, objects, globals);
        scene.connect();
        return scene;
    }

    /** Per object type, the properties of its {@code Definitions/ObjectType/PropertyTemplate}. */
    private static Map<String, FbxProperties> templates(FbxTree tree) {
        Map<String, FbxProperties> out = new HashMap<>();
        tree.node("Definitions").ifPresent(defs -> {
            for (FbxNode type : defs.children("ObjectType")) {
                if (type.properties().isEmpty() || !(type.property(0) instanceof FbxProperty.StringValue name)) {
                    continue;
                }
                for (FbxNode template : type.children("PropertyTemplate")) {
                    out.putIfAbsent(name.value(), FbxProperties.of(tree, template,
                            "Definitions/ObjectType/PropertyTemplate", null));
                }
            }
        });
        return out;
    }

    private void connect() throws ModelFormatException {
        for (FbxNode section : tree.nodes()) {
            if (!section.name().equals("Connections")) {
                continue;
            }
            for (FbxNode c : section.children()) {
                if (!c.name().equals("C") && !c.name().equals("Connect")) {
                    continue;
                }
                String path = "Connections/" + c.name();
                List<FbxProperty> p = c.properties();
                if (p.size() < 3 || !(p.get(0) instanceof FbxProperty.StringValue kind)
                        || !(p.get(1) instanceof FbxProperty.IntegerValue child)
                        || !(p.get(2) instanceof FbxProperty.IntegerValue parent)) {
                    throw tree.error(c, path, "a connection is a kind (\"OO\", \"OP\"...), a child id and a parent"
                            + " id; this has " + p);
                }
                String property = null;
                if (kind.value().equals("OP") || kind.value().equals("PP")) {
                    if (p.size() < 4 || !(p.get(3) instanceof FbxProperty.StringValue name)) {
                        throw tree.error(c, path, "an \"" + kind.value() + "\" connection names the property it"
                                + " drives");
                    }
                    property = name.value();
                } else if (!kind.value().equals("OO") && !kind.value().equals("PO")) {
                    throw tree.error(c, path, "\"" + kind.value() + "\" is not a kind of connection (OO, OP, PO, PP)");
                }
                if (!objects.containsKey(child.value())) {
                    throw tree.error(c, path, "child " + child.value() + " is no object");
                }
                if (parent.value() != ROOT && !objects.containsKey(parent.value())) {
                    throw tree.error(c, path, "parent " + parent.value() + " is no object");
                }
                Link link = new Link(child.value(), parent.value(), property);
                children.computeIfAbsent(parent.value(), k -> new ArrayList<>()).add(link);
                parents.computeIfAbsent(child.value(), k -> new ArrayList<>()).add(link);
            }
        }
    }

    /** The tree the scene is read from, for its errors. */
    public FbxTree tree() {
        return tree;
    }

    /** Every object, in file order. */
    public Iterable<FbxObject> objects() {
        return objects.values();
    }

    /** The object of {@code id}, or null. */
    public FbxObject object(long id) {
        return objects.get(id);
    }

    /** The links whose parent is {@code id}, in file order. */
    public List<Link> childLinks(long id) {
        return children.getOrDefault(id, List.of());
    }

    /** The links whose child is {@code id}, in file order. */
    public List<Link> parentLinks(long id) {
        return parents.getOrDefault(id, List.of());
    }

    /** The objects of {@code type} connected below {@code id} (as {@code "OO"}), in file order. */
    public List<FbxObject> children(long id, String type) {
        List<FbxObject> out = new ArrayList<>();
        for (Link l : childLinks(id)) {
            FbxObject o = objects.get(l.child());
            if (l.property() == null && o.type().equals(type)) {
                out.add(o);
            }
        }
        return out;
    }

    /** The objects of {@code type} {@code id} is connected below (as {@code "OO"}), in file order. */
    public List<FbxObject> parents(long id, String type) {
        List<FbxObject> out = new ArrayList<>();
        for (Link l : parentLinks(id)) {
            FbxObject o = objects.get(l.parent());
            if (l.property() == null && o != null && o.type().equals(type)) {
                out.add(o);
            }
        }
        return out;
    }

    /** {@code GlobalSettings}' properties (none when the file has no such section). */
    public FbxProperties globals() {
        return globals;
    }

    /** An error at {@code object}'s record. */
    public ModelFormatException error(FbxObject object, String reason) {
        return tree.error(object.node(), object.path(), object.describe() + ": " + reason);
    }
}
