package io.meshport.fbx.internal.tree;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One node of an FBX file: a name ({@code Geometry}, {@code Vertices}, {@code P}), its property
 * values in file order and its child nodes in file order. Immutable.
 *
 * <p>{@link #position()} is where the node starts, for the scene's messages: the byte offset of
 * its record in a binary file, or {@code line << 32 | column} (both 1-based) of its name in an
 * ASCII one; {@link FbxTree#error} turns it into a {@link io.meshport.io.ModelFormatException}.
 */
public final class FbxNode {
    private final String name;
    private final List<FbxProperty> properties;
    private final List<FbxNode> children;
    private final long position;

    /** A node; the lists are copied unless they are already unmodifiable {@code List.of} lists. */
    public FbxNode(String name, List<FbxProperty> properties, List<FbxNode> children, long position) {
        this.name = name;
        this.properties = List.copyOf(properties);
        this.children = List.copyOf(children);
        this.position = position;
    }

    /** The node's name as the file spells it. */
    public String name() {
        return name;
    }

    /** The property values, in file order. */
    public List<FbxProperty> properties() {
        return properties;
    }

    /**
     * Property {@code i}.
     *
     * @throws IndexOutOfBoundsException if the node has fewer
     */
    public FbxProperty property(int i) {
        return properties.get(i);
    }

    /** The child nodes, in file order. */
    public List<FbxNode> children() {
        return children;
    }

    /** The first child named {@code childName}. */
    public Optional<FbxNode> child(String childName) {
        for (FbxNode c : children) {
            if (c.name.equals(childName)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** Every child named {@code childName}, in file order. */
    public List<FbxNode> children(String childName) {
        List<FbxNode> out = new ArrayList<>();
        for (FbxNode c : children) {
            if (c.name.equals(childName)) {
                out.add(c);
            }
        }
        return out;
    }

    /** Where the node starts: a byte offset (binary) or {@code line << 32 | column} (ASCII). */
    public long position() {
        return position;
    }

    /** Same name, properties and children (positions are not compared). */
    @Override
    public boolean equals(Object o) {
        return o instanceof FbxNode n && name.equals(n.name) && properties.equals(n.properties)
                && children.equals(n.children);
    }

    @Override
    public int hashCode() {
        return name.hashCode() * 31 + properties.hashCode();
    }

    /** The name and properties, and how many children. */
    @Override
    public String toString() {
        return name + properties + (children.isEmpty() ? "" : " {" + children.size() + " children}");
    }
}
