package io.meshport.fbx.internal.tree;

/**
 * FBX's object names, which carry their class: binary files write {@code Cube\0\1Model} (name, the
 * two bytes 0 and 1, class), ASCII files {@code Model::Cube} (class, two colons, name). The tree
 * keeps the string as written; these read either form.
 */
public final class FbxNames {
    /** What binary FBX puts between an object's name and its class. */
    public static final String BINARY_SEPARATOR = "\0\1";
    /** What ASCII FBX puts between an object's class and its name. */
    public static final String ASCII_SEPARATOR = "::";

    private FbxNames() {
    }

    /**
     * An object name split into name and class.
     *
     * @param name the object's name without its class ({@code Cube})
     * @param className the class ({@code Model}), empty when the string has none
     */
    public record ObjectName(String name, String className) {
        /** The ASCII spelling, {@code Class::name} (just the name when there is no class). */
        @Override
        public String toString() {
            return className.isEmpty() ? name : className + ASCII_SEPARATOR + name;
        }
    }

    /**
     * {@code written} split into name and class: at the binary separator if it has one (the name
     * comes first), else at the first {@code ::} (the class comes first), else all name.
     */
    public static ObjectName split(String written) {
        int binary = written.indexOf(BINARY_SEPARATOR);
        if (binary >= 0) {
            return new ObjectName(written.substring(0, binary), written.substring(binary + 2));
        }
        int ascii = written.indexOf(ASCII_SEPARATOR);
        if (ascii >= 0) {
            return new ObjectName(written.substring(ascii + 2), written.substring(0, ascii));
        }
        return new ObjectName(written, "");
    }

    /** The object's name without its class, from either form. */
    public static String objectName(String written) {
        return split(written).name();
    }
}
