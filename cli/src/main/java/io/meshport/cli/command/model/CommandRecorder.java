package io.meshport.cli.command.model;

import io.meshport.cli.command.model.CommandRecord.ClassRecord;
import io.meshport.cli.command.model.CommandRecord.MemberRecord;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * Writes each command's {@link CommandRecord} at build time (cli/pom.xml, after compiling): the
 * picocli annotations of the command's classes, read by reflection as picocli reads them, into a
 * resource beside the command class that {@link CommandModels} builds the model from. The
 * annotations stay the one source; the record is their copy for this build. What a record cannot
 * carry (argument groups, unmatched arguments, parent-command injection, method subcommands,
 * getter methods) fails the build, rather than a run building a different model.
 */
public final class CommandRecorder {
    /** The annotations a record carries; picocli reads these on members. */
    private static final Set<Class<? extends Annotation>> CARRIED = Set.of(Option.class, Parameters.class,
            Mixin.class, Spec.class);
    /** picocli's annotations a record refuses. */
    private static final Set<Class<? extends Annotation>> REFUSED = Set.of(ArgGroup.class, Unmatched.class,
            ParentCommand.class, Command.class);

    private CommandRecorder() {
    }

    /** Writes the record of each of {@code commands} below {@code classes} (the classes' output folder). */
    public static void write(List<Class<?>> commands, Path classes) throws IOException {
        Map<String, CommandRecord> records = new LinkedHashMap<>();
        for (Class<?> command : commands) {
            CommandRecord record = record(command);
            records.put(command.getName(), record);
            write(resource(classes, command, command.getSimpleName() + CommandModels.SUFFIX), record::write);
        }
        write(resource(classes, CommandModels.class, CommandModels.INDEX), out -> CommandRecord.writeIndex(out, records));
    }

    private static Path resource(Path classes, Class<?> beside, String name) {
        return classes.resolve(beside.getPackageName().replace('.', '/')).resolve(name);
    }

    private static void write(Path file, Writing writing) throws IOException {
        Files.createDirectories(file.getParent());
        try (OutputStream os = Files.newOutputStream(file);
                DataOutputStream out = new DataOutputStream(new BufferedOutputStream(os))) {
            writing.write(out);
        }
    }

    /** Writes a resource's bytes. */
    @FunctionalInterface
    private interface Writing {
        void write(DataOutputStream out) throws IOException;
    }

    /** The record of command class {@code command}, from the model picocli's reflection builds. */
    static CommandRecord record(Class<?> command) {
        CommandSpec spec = new CommandLine(command).getCommandSpec();
        Map<Object, ArgSpec> args = new HashMap<>();
        Map<String, ClassRecord> classes = new LinkedHashMap<>();
        collect(spec, args, classes);
        Map<String, Map<String, Object>> defaults = new LinkedHashMap<>();
        for (Class<? extends Annotation> type : List.of(Command.class, Option.class, Parameters.class, Mixin.class,
                Spec.class)) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (Method attribute : attributes(type)) {
                if (attribute.getDefaultValue() != null) {
                    values.put(attribute.getName(), attribute.getDefaultValue());
                }
            }
            defaults.put(type.getSimpleName(), values);
        }
        return new CommandRecord(spec.name(), defaults, classes);
    }

    /** Records the classes of {@code spec}'s object and, in turn, of its mixins'. */
    private static void collect(CommandSpec spec, Map<Object, ArgSpec> args, Map<String, ClassRecord> classes) {
        for (ArgSpec arg : spec.args()) {
            args.put(arg.userObject(), arg);
        }
        for (CommandSpec mixin : spec.mixins().values()) {
            collect(mixin, args, classes);
        }
        for (Class<?> c = spec.userObject().getClass(); c != Object.class; c = c.getSuperclass()) {
            if (!classes.containsKey(c.getName())) {
                classes.put(c.getName(), classRecord(c, args));
            }
        }
    }

    private static ClassRecord classRecord(Class<?> c, Map<Object, ArgSpec> args) {
        Map<String, Map<String, Object>> annotations = new LinkedHashMap<>();
        Command command = c.getAnnotation(Command.class);
        if (command != null) {
            if (command.subcommands().length > 0) {
                throw refused(c + " names subcommands in @Command");
            }
            refuseSpecIn(command.versionProvider());
            annotations.put("Command", values(command));
        }
        List<MemberRecord> members = new ArrayList<>();
        // picocli's order: the declared fields, then the declared methods. The JVM lists methods in
        // an order that changes from run to run (the completion script's option order did), so a
        // record takes them by name: two builds of one source give the same record
        for (Field f : c.getDeclaredFields()) {
            member(f, true, f.getName(), List.of(), args).ifPresent(members::add);
        }
        Method[] methods = c.getDeclaredMethods();
        Arrays.sort(methods, Comparator.comparing(Method::getName).thenComparing(Method::toString));
        for (Method m : methods) {
            List<String> parameters = Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
            var recorded = member(m, false, m.getName(), parameters, args);
            if (recorded.isPresent() && parameters.size() != 1) {
                throw refused(m + ": only setter methods (one parameter) are recorded");
            }
            recorded.ifPresent(members::add);
        }
        return new ClassRecord(annotations, members);
    }

    private static Optional<MemberRecord> member(AnnotatedElement e, boolean field, String name,
            List<String> parameters, Map<Object, ArgSpec> args) {
        Map<String, Map<String, Object>> annotations = new LinkedHashMap<>();
        for (Class<? extends Annotation> refused : REFUSED) {
            if (e.isAnnotationPresent(refused)) {
                throw refused(e + " has @" + refused.getSimpleName());
            }
        }
        for (Class<? extends Annotation> carried : CARRIED) {
            Annotation a = e.getAnnotation(carried);
            if (a != null) {
                annotations.put(carried.getSimpleName(), values(a));
            }
        }
        if (annotations.isEmpty()) {
            return Optional.empty();
        }
        ArgSpec arg = args.get(e);
        String type = arg == null ? null : arg.typeInfo().getType().getName();
        List<String> auxiliary = arg == null ? List.of()
                : Arrays.stream(arg.typeInfo().getAuxiliaryTypes()).map(Class::getName).toList();
        return Optional.of(new MemberRecord(field, name, parameters, annotations, type, auxiliary));
    }

    /** A version provider's {@code @Spec} members picocli would fill: a record does not. */
    private static void refuseSpecIn(Class<?> versionProvider) {
        for (Field f : versionProvider.getDeclaredFields()) {
            if (f.isAnnotationPresent(Spec.class)) {
                throw refused(f + ": @Spec in a version provider");
            }
        }
    }

    /** The attributes of {@code a} that differ from their defaults, in name order. */
    private static Map<String, Object> values(Annotation a) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Method attribute : attributes(a.annotationType())) {
            try {
                Object value = attribute.invoke(a);
                if (!Objects.deepEquals(value, attribute.getDefaultValue())) {
                    values.put(attribute.getName(), value);
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("unreadable attribute " + attribute, e);
            }
        }
        return values;
    }

    private static Method[] attributes(Class<? extends Annotation> type) {
        Method[] attributes = type.getDeclaredMethods();
        Arrays.sort(attributes, Comparator.comparing(Method::getName));
        return attributes;
    }

    private static IllegalStateException refused(String what) {
        return new IllegalStateException(what + ", which a command record does not carry: build this command by"
                + " reflection (CommandLines) or extend CommandModels");
    }
}
