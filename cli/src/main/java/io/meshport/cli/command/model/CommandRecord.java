package io.meshport.cli.command.model;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The picocli annotations of one command's classes (the command, its mixins, picocli's help mixin)
 * as the build read them ({@link CommandRecorder}), so that a run builds the command's model without
 * the JDK making annotation instances (a dynamic proxy class per annotation type, generated at run
 * time and kept by no class-data archive: most of a short run's model building, BENCHMARKS.md).
 * Every attribute of every annotation is kept: an annotation's values that differ from its type's
 * defaults, and each type's defaults once (most attributes keep theirs, and reading a record is
 * part of every run), so the values a run hands picocli are the ones reflection would give it.
 *
 * @param name the command's name ({@code @Command(name)})
 * @param defaults each annotation type's default values by simple name ({@code Option})
 * @param classes each class's record by class name, superclasses included
 */
record CommandRecord(String name, Map<String, Map<String, Object>> defaults, Map<String, ClassRecord> classes) {
    /** The layout's number: a record written by another layout is not read. */
    private static final int LAYOUT = 1;

    /**
     * One class: its own annotations and its annotated members in the order picocli meets them
     * (declared fields, then declared methods).
     *
     * @param annotations the class's annotations by simple name ({@code Command}), each its
     *     attributes that differ from the defaults
     * @param members the annotated fields and methods
     */
    record ClassRecord(Map<String, Map<String, Object>> annotations, List<MemberRecord> members) {
    }

    /**
     * An annotated field or method.
     *
     * @param field whether a field (else a method)
     * @param name the field's or method's name
     * @param parameterTypes a method's parameter types' names (none for a field)
     * @param annotations its annotations by simple name ({@code Option}), each its attributes that
     *     differ from the defaults
     * @param type an option's or parameter's type as picocli infers it, else null
     * @param auxiliaryTypes an option's or parameter's element types as picocli infers them
     */
    record MemberRecord(boolean field, String name, List<String> parameterTypes,
            Map<String, Map<String, Object>> annotations, String type, List<String> auxiliaryTypes) {
    }

    /** Writes this record to {@code out}. */
    void write(DataOutputStream out) throws IOException {
        out.writeInt(LAYOUT);
        out.writeUTF(name);
        writeAnnotations(out, defaults);
        out.writeInt(classes.size());
        for (Map.Entry<String, ClassRecord> c : classes.entrySet()) {
            out.writeUTF(c.getKey());
            writeAnnotations(out, c.getValue().annotations());
            out.writeInt(c.getValue().members().size());
            for (MemberRecord m : c.getValue().members()) {
                out.writeBoolean(m.field());
                out.writeUTF(m.name());
                writeStrings(out, m.parameterTypes());
                writeAnnotations(out, m.annotations());
                out.writeUTF(m.type() == null ? "" : m.type());
                writeStrings(out, m.auxiliaryTypes());
            }
        }
    }

    /** Writes the index of {@code records}: each command's class name and name. */
    static void writeIndex(DataOutputStream out, Map<String, CommandRecord> records) throws IOException {
        out.writeInt(LAYOUT);
        out.writeInt(records.size());
        for (Map.Entry<String, CommandRecord> r : records.entrySet()) {
            out.writeUTF(r.getKey());
            out.writeUTF(r.getValue().name());
        }
    }

    /** The commands' names by class name, from the index {@link #writeIndex} wrote. */
    static Map<String, String> readIndex(DataInputStream in) throws IOException {
        layout(in);
        int count = in.readInt();
        Map<String, String> names = new HashMap<>();
        for (int i = 0; i < count; i++) {
            names.put(in.readUTF(), in.readUTF());
        }
        return names;
    }

    /** The record {@link #write} wrote, or an IOException when it is of another layout. */
    static CommandRecord read(DataInputStream in) throws IOException {
        layout(in);
        String name = in.readUTF();
        Map<String, Map<String, Object>> defaults = readAnnotations(in);
        int classCount = in.readInt();
        Map<String, ClassRecord> classes = new LinkedHashMap<>();
        for (int c = 0; c < classCount; c++) {
            String className = in.readUTF();
            Map<String, Map<String, Object>> annotations = readAnnotations(in);
            int memberCount = in.readInt();
            List<MemberRecord> members = new ArrayList<>(memberCount);
            for (int m = 0; m < memberCount; m++) {
                boolean field = in.readBoolean();
                String memberName = in.readUTF();
                List<String> parameterTypes = readStrings(in);
                Map<String, Map<String, Object>> memberAnnotations = readAnnotations(in);
                String type = in.readUTF();
                members.add(new MemberRecord(field, memberName, parameterTypes, memberAnnotations,
                        type.isEmpty() ? null : type, readStrings(in)));
            }
            classes.put(className, new ClassRecord(annotations, members));
        }
        return new CommandRecord(name, defaults, classes);
    }

    private static void layout(DataInputStream in) throws IOException {
        if (in.readInt() != LAYOUT) {
            throw new IOException("a command record of another layout");
        }
    }

    private static void writeAnnotations(DataOutputStream out, Map<String, Map<String, Object>> annotations)
            throws IOException {
        out.writeInt(annotations.size());
        for (Map.Entry<String, Map<String, Object>> a : annotations.entrySet()) {
            out.writeUTF(a.getKey());
            out.writeInt(a.getValue().size());
            for (Map.Entry<String, Object> v : a.getValue().entrySet()) {
                out.writeUTF(v.getKey());
                AttributeValues.write(out, v.getValue());
            }
        }
    }

    private static Map<String, Map<String, Object>> readAnnotations(DataInputStream in) throws IOException {
        int count = in.readInt();
        Map<String, Map<String, Object>> annotations = new LinkedHashMap<>();
        for (int a = 0; a < count; a++) {
            String type = in.readUTF();
            int attributes = in.readInt();
            Map<String, Object> values = new LinkedHashMap<>();
            for (int v = 0; v < attributes; v++) {
                String key = in.readUTF();
                values.put(key, AttributeValues.read(in));
            }
            annotations.put(type, values);
        }
        return annotations;
    }

    private static void writeStrings(DataOutputStream out, List<String> strings) throws IOException {
        out.writeInt(strings.size());
        for (String s : strings) {
            out.writeUTF(s);
        }
    }

    private static List<String> readStrings(DataInputStream in) throws IOException {
        int count = in.readInt();
        List<String> strings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            strings.add(in.readUTF());
        }
        return strings;
    }
}
