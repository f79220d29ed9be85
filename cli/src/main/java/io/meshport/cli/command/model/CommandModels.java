package io.meshport.cli.command.model;

import io.meshport.cli.command.model.CommandRecord.ClassRecord;
import io.meshport.cli.command.model.CommandRecord.MemberRecord;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IFactory;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IScope;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Spec;

/**
 * Command models built from the build's records of their annotations ({@link CommandRecorder},
 * {@link CommandRecord}) instead of by reflection: the steps of picocli's reflection (its
 * {@code CommandReflection}, for what meshport's commands use) over recorded annotations, so that
 * a run makes no annotation instance and generates no proxy class. picocli's public API for
 * annotation processors maps every attribute, as it does for reflection.
 */
public final class CommandModels {
    /** The suffix of a command class's record, a resource beside the class. */
    static final String SUFFIX = ".picocli";
    /** The resource beside this class that names every recorded command ({@link CommandRecord#writeIndex}). */
    static final String INDEX = "commands.picocli";
    /** The name under which picocli adds the standard help options. */
    private static final String HELP_MIXIN = "mixinStandardHelpOptions";
    /** picocli's class that declares {@code --help} and {@code --version} (not public). */
    private static final String HELP_OPTIONS = "picocli.CommandLine$AutoHelpMixin";

    private CommandModels() {
    }

    /**
     * The command line of a new {@code command} (a command class), built from its record, or
     * empty when the build recorded none for it (a class built outside Maven, an IDE's): the
     * caller then lets picocli reflect.
     */
    public static Optional<CommandLine> commandLine(Class<?> command, IFactory factory) {
        Optional<CommandRecord> record = record(command);
        if (record.isEmpty()) {
            return Optional.empty();
        }
        try {
            Object instance = factory.create(command);
            return Optional.of(new CommandLine(build(record.get(), instance, factory).spec(), factory));
        } catch (CommandLine.InitializationException e) {
            throw e;
        } catch (Exception e) {
            throw new CommandLine.InitializationException("Could not build " + command.getName() + " from its record: "
                    + e, e);
        }
    }

    /** The name of command class {@code command} ({@code @Command(name)}), from the records' index when it has one. */
    public static String name(Class<?> command) {
        String name = Names.BY_CLASS.get(command.getName());
        return name != null ? name : command.getAnnotation(Command.class).name();
    }

    /**
     * Every recorded command's name by class name, from one resource ({@link #INDEX}): a run checks
     * every command's name to find the one it runs, and a resource read costs about as much as a
     * small record.
     */
    private static final class Names {
        static final Map<String, String> BY_CLASS = read();

        private static Map<String, String> read() {
            InputStream resource = CommandModels.class.getResourceAsStream(INDEX);
            if (resource == null) {
                return Map.of();
            }
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(resource))) {
                return CommandRecord.readIndex(in);
            } catch (IOException e) {
                throw new CommandLine.InitializationException("The index of command records is unreadable ("
                        + e.getMessage() + "): rebuild the cli module", e);
            }
        }
    }

    /** The record of {@code command}, or empty when the build wrote none. */
    static Optional<CommandRecord> record(Class<?> command) {
        InputStream resource = command.getResourceAsStream(command.getSimpleName() + SUFFIX);
        if (resource == null) {
            return Optional.empty();
        }
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(resource))) {
            return Optional.of(CommandRecord.read(in));
        } catch (IOException e) {
            throw new CommandLine.InitializationException("The record of " + command.getName() + " is unreadable ("
                    + e.getMessage() + "): rebuild the cli module", e);
        }
    }

    /** A command's or mixin's model and its {@code @Spec} members (a mixin's MIXEE ones get the mixee's model). */
    private record Built(CommandSpec spec, List<RecordedMember> specMembers) {
    }

    /** The model of {@code instance}, whose classes {@code record} holds: picocli's extractCommandSpec. */
    private static Built build(CommandRecord record, Object instance, IFactory factory) throws Exception {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(instance, factory);
        IScope scope = new InstanceScope(instance);
        List<RecordedMember> specMembers = new ArrayList<>();
        Deque<Class<?>> hierarchy = new ArrayDeque<>();
        for (Class<?> c = instance.getClass(); c != null; c = c.getSuperclass()) {
            hierarchy.push(c);
        }
        boolean helpOptions = false;
        while (!hierarchy.isEmpty()) {
            Class<?> c = hierarchy.pop();
            ClassRecord recorded = record.classes().get(c.getName());
            if (recorded == null) {
                continue; // no picocli annotation (Object)
            }
            Map<Class<? extends Annotation>, Annotation> annotations = annotations(record, recorded.annotations());
            Command command = (Command) annotations.get(Command.class);
            if (command != null) {
                spec.updateCommandAttributes(command, factory);
                helpOptions |= command.mixinStandardHelpOptions();
            }
            for (MemberRecord m : recorded.members()) {
                RecordedMember member = member(record, m, c, scope, spec);
                add(record, spec, member, specMembers, factory);
            }
        }
        if (helpOptions) {
            // last, as picocli adds them (its issue 377), and only when the command declares neither
            Built help = build(record, factory.create(AttributeValues.type(HELP_OPTIONS)), factory);
            if (help.spec().optionsMap().keySet().stream().noneMatch(spec.optionsMap()::containsKey)) {
                spec.addMixin(HELP_MIXIN, help.spec());
            }
        }
        return new Built(spec, specMembers);
    }

    /** Adds {@code member} to {@code spec}: picocli's initFromAnnotatedTypedMembers. */
    private static void add(CommandRecord record, CommandSpec spec, RecordedMember member,
            List<RecordedMember> specMembers, IFactory factory) throws Exception {
        if (member.isMixin()) {
            Object mixin = member.get();
            if (mixin == null) {
                mixin = factory.create(member.getTypeInfo().getType());
                member.set(mixin);
            }
            Built built = build(record, mixin, factory);
            spec.addMixin(member.getMixinName(), built.spec().withToString(member.getToString()), member);
            for (RecordedMember specMember : built.specMembers()) {
                if (specMember.getAnnotation(Spec.class).value() == Spec.Target.MIXEE) {
                    specMember.set(spec);
                }
            }
        }
        if (member.isOption()) {
            spec.add(OptionSpec.builder(member, factory).build());
        } else if (member.isParameter()) {
            spec.add(PositionalParamSpec.builder(member, factory).build());
        }
        if (member.isSpec()) {
            spec.addSpecElement(member);
            specMembers.add(member);
            if (member.getAnnotation(Spec.class).value() == Spec.Target.SELF) {
                member.set(spec);
            }
        }
    }

    /** The member {@code m} of class {@code owner} in {@code record}, bound to the object of {@code scope}. */
    private static RecordedMember member(CommandRecord record, MemberRecord m, Class<?> owner, IScope scope,
            CommandSpec spec)
            throws Exception {
        AccessibleObject accessible;
        Class<?> type;
        if (m.field()) {
            var field = owner.getDeclaredField(m.name());
            accessible = field;
            type = field.getType();
        } else {
            Class<?>[] parameters = new Class<?>[m.parameterTypes().size()];
            for (int i = 0; i < parameters.length; i++) {
                parameters[i] = AttributeValues.type(m.parameterTypes().get(i));
            }
            accessible = owner.getDeclaredMethod(m.name(), parameters);
            type = parameters[0];
        }
        Class<?>[] auxiliary = new Class<?>[m.auxiliaryTypes().size()];
        for (int i = 0; i < auxiliary.length; i++) {
            auxiliary[i] = AttributeValues.type(m.auxiliaryTypes().get(i));
        }
        ITypeInfo typeInfo = typeInfo(m.type() == null ? type : AttributeValues.type(m.type()), auxiliary);
        return new RecordedMember(accessible, annotations(record, m.annotations()), typeInfo, scope, spec);
    }

    /**
     * picocli's type information of a member of {@code type} whose elements are {@code auxiliary}
     * (none: inferred from the type), as its builder makes it; its own class for it is not public.
     */
    private static ITypeInfo typeInfo(Class<?> type, Class<?>[] auxiliary) {
        return PositionalParamSpec.builder().type(type).auxiliaryTypes(auxiliary).build().typeInfo();
    }

    private static Map<Class<? extends Annotation>, Annotation> annotations(CommandRecord record,
            Map<String, Map<String, Object>> recorded) {
        Map<Class<? extends Annotation>, Annotation> annotations = new HashMap<>();
        for (Map.Entry<String, Map<String, Object>> a : recorded.entrySet()) {
            Annotation annotation = RecordedAnnotation.of(a.getKey(), a.getValue(),
                    record.defaults().getOrDefault(a.getKey(), Map.of()));
            if (annotation == null) {
                throw new CommandLine.InitializationException("a command record holds @" + a.getKey()
                        + ", which records do not carry: rebuild the cli module");
            }
            annotations.put(annotation.annotationType(), annotation);
        }
        return annotations;
    }

    /** The object a command's or mixin's members belong to. */
    private static final class InstanceScope implements IScope {
        private Object instance;

        InstanceScope(Object instance) {
            this.instance = instance;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T get() {
            return (T) instance;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <T> T set(T value) {
            T old = (T) instance;
            instance = value;
            return old;
        }

        @Override
        public String toString() {
            return "Scope(value=" + instance + ")";
        }
    }
}
