package io.meshport.cli.command.model;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Map;

/**
 * The values an annotation attribute of picocli's takes (strings, booleans, numbers, characters,
 * classes, enum constants and arrays of strings or classes), written to a {@link CommandRecord} and
 * read back as the annotation would return them.
 */
final class AttributeValues {
    private static final byte STRING = 0;
    private static final byte STRINGS = 1;
    private static final byte BOOLEAN = 2;
    private static final byte INT = 3;
    private static final byte CHAR = 4;
    private static final byte CLASS = 5;
    private static final byte CLASSES = 6;
    private static final byte ENUM = 7;

    /** The primitive types by name: {@link Class#forName(String)} finds only classes. */
    private static final Map<String, Class<?>> PRIMITIVES = Map.of("boolean", boolean.class, "byte", byte.class,
            "char", char.class, "short", short.class, "int", int.class, "long", long.class, "float", float.class,
            "double", double.class, "void", void.class);

    private AttributeValues() {
    }

    /** Writes {@code value}, an annotation attribute's value, with its kind. */
    static void write(DataOutputStream out, Object value) throws IOException {
        if (value instanceof String s) {
            out.writeByte(STRING);
            out.writeUTF(s);
        } else if (value instanceof String[] strings) {
            out.writeByte(STRINGS);
            out.writeInt(strings.length);
            for (String s : strings) {
                out.writeUTF(s);
            }
        } else if (value instanceof Boolean b) {
            out.writeByte(BOOLEAN);
            out.writeBoolean(b);
        } else if (value instanceof Integer i) {
            out.writeByte(INT);
            out.writeInt(i);
        } else if (value instanceof Character c) {
            out.writeByte(CHAR);
            out.writeChar(c);
        } else if (value instanceof Class<?> c) {
            out.writeByte(CLASS);
            out.writeUTF(c.getName());
        } else if (value instanceof Class<?>[] classes) {
            out.writeByte(CLASSES);
            out.writeInt(classes.length);
            for (Class<?> c : classes) {
                out.writeUTF(c.getName());
            }
        } else if (value instanceof Enum<?> e) {
            out.writeByte(ENUM);
            out.writeUTF(e.getDeclaringClass().getName());
            out.writeUTF(e.name());
        } else {
            // the build fails on an attribute picocli adds in a later release, rather than drop it
            throw new IllegalArgumentException("no record for an annotation value of " + value.getClass());
        }
    }

    /** The value {@link #write} wrote, its classes loaded (by this class's loader, the command's). */
    static Object read(DataInputStream in) throws IOException {
        byte kind = in.readByte();
        switch (kind) {
            case STRING:
                return in.readUTF();
            case STRINGS: {
                String[] strings = new String[in.readInt()];
                for (int i = 0; i < strings.length; i++) {
                    strings[i] = in.readUTF();
                }
                return strings;
            }
            case BOOLEAN:
                return in.readBoolean();
            case INT:
                return in.readInt();
            case CHAR:
                return in.readChar();
            case CLASS:
                return type(in.readUTF());
            case CLASSES: {
                Class<?>[] classes = new Class<?>[in.readInt()];
                for (int i = 0; i < classes.length; i++) {
                    classes[i] = type(in.readUTF());
                }
                return classes;
            }
            case ENUM:
                return constant(type(in.readUTF()), in.readUTF());
            default:
                throw new IOException("an annotation value of unknown kind " + kind);
        }
    }

    /** The class or primitive type named {@code name} ({@link Class#getName()}'s form). */
    static Class<?> type(String name) throws IOException {
        Class<?> primitive = PRIMITIVES.get(name);
        if (primitive != null) {
            return primitive;
        }
        try {
            return Class.forName(name, false, AttributeValues.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IOException("a command record names a class this build lacks: " + name, e);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }
}
