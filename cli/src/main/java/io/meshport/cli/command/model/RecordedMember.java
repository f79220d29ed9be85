package io.meshport.cli.command.model;

import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IAnnotatedElement;
import picocli.CommandLine.Model.IExtensible;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.IScope;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.ITypeInfo;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.PicocliException;
import picocli.CommandLine.Spec;

/**
 * An annotated field or method of a command or mixin, its annotations from a {@link CommandRecord}:
 * what picocli's own reflection makes of it (its {@code TypedMember}), handed to picocli's
 * builders. Values reach a field as picocli sets it and a method as picocli calls it, with the
 * same error messages (its {@code FieldBinding} and {@code MethodBinding}, not public).
 */
final class RecordedMember implements IAnnotatedElement, IExtensible, IGetter, ISetter {
    private final AccessibleObject accessible;
    private final String name;
    private final Map<Class<? extends Annotation>, Annotation> annotations;
    private final ITypeInfo typeInfo;
    private final IScope scope;
    /** The command whose line a failing setter method's error names. */
    private final CommandSpec spec;
    /** A setter method's last value: what picocli reports as its value. */
    private Object current;

    RecordedMember(AccessibleObject accessible, Map<Class<? extends Annotation>, Annotation> annotations,
            ITypeInfo typeInfo, IScope scope, CommandSpec spec) {
        this.accessible = accessible;
        accessible.setAccessible(true);
        this.name = accessible instanceof Field f ? f.getName() : propertyName(((Method) accessible).getName());
        this.annotations = annotations;
        this.typeInfo = typeInfo;
        this.scope = scope;
        this.spec = spec;
    }

    /** picocli's name of a setter method's property: {@code setX} and {@code x} both name {@code x}. */
    private static String propertyName(String method) {
        String property = method.length() > 3 && (method.startsWith("get") || method.startsWith("set"))
                ? method.substring(3) : method;
        if (property.isEmpty()) {
            return property;
        }
        return Character.toLowerCase(property.charAt(0)) + property.substring(1);
    }

    @Override
    public Object userObject() {
        return accessible;
    }

    @Override
    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return annotations.containsKey(annotationClass);
    }

    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        return annotationClass.cast(annotations.get(annotationClass));
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public String getMixinName() {
        String named = getAnnotation(Mixin.class).name();
        return named == null || named.isEmpty() ? name : named;
    }

    @Override
    public boolean isArgSpec() {
        return isOption() || isParameter();
    }

    @Override
    public boolean isOption() {
        return isAnnotationPresent(Option.class);
    }

    @Override
    public boolean isParameter() {
        return isAnnotationPresent(Parameters.class);
    }

    @Override
    public boolean isArgGroup() {
        return false; // a record holds none (CommandRecorder refuses them)
    }

    @Override
    public boolean isMixin() {
        return isAnnotationPresent(Mixin.class);
    }

    @Override
    public boolean isUnmatched() {
        return false;
    }

    @Override
    public boolean isSpec() {
        return isAnnotationPresent(Spec.class);
    }

    @Override
    public boolean isParentCommand() {
        return false;
    }

    @Override
    public boolean isMultiValue() {
        return typeInfo.isMultiValue();
    }

    @Override
    public boolean isInteractive() {
        return isOption() ? getAnnotation(Option.class).interactive()
                : isParameter() && getAnnotation(Parameters.class).interactive();
    }

    /** A field's value before parsing is its initial value; a setter method has none to read. */
    @Override
    public boolean hasInitialValue() {
        return accessible instanceof Field;
    }

    @Override
    public boolean isMethodParameter() {
        return false;
    }

    @Override
    public int getMethodParamPosition() {
        return -1;
    }

    @Override
    public IScope scope() {
        return scope;
    }

    @Override
    public IGetter getter() {
        return this;
    }

    @Override
    public ISetter setter() {
        return this;
    }

    @Override
    public ITypeInfo getTypeInfo() {
        return typeInfo;
    }

    @Override
    public String getToString() {
        String member = accessible instanceof Field f ? f.toGenericString() : ((Method) accessible).toGenericString();
        if (isMixin()) {
            return abbreviate("mixin from member " + member);
        }
        return (accessible instanceof Field ? "field " : "method ") + abbreviate(member);
    }

    private static String abbreviate(String text) {
        return text.replace("private ", "").replace("protected ", "").replace("public ", "")
                .replace("java.lang.", "");
    }

    /**
     * picocli's state of the initial value (a type of its own, not public): a field's is read
     * when first needed, a setter method's is unavailable, as for picocli's reflection.
     */
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public <T> T getExtension(Class<T> cls) {
        if (cls.isEnum() && cls.getSimpleName().equals("InitialValueState")) {
            return (T) Enum.valueOf((Class) cls, accessible instanceof Field ? "POSTPONED" : "UNAVAILABLE");
        }
        return null;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T get() {
        if (!(accessible instanceof Field field)) {
            return (T) current;
        }
        Object target = target("field");
        try {
            return (T) field.get(target);
        } catch (Exception e) {
            throw new PicocliException("Could not get value for field " + field, e);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T set(T value) {
        if (accessible instanceof Field field) {
            Object target = target("field");
            try {
                T old = (T) field.get(target);
                field.set(target, value);
                return old;
            } catch (Exception e) {
                throw new PicocliException("Could not set value for field " + field + " to " + value, e);
            }
        }
        Method method = (Method) accessible;
        Object target = target("method");
        try {
            T old = (T) current;
            method.invoke(target, value);
            current = value;
            return old;
        } catch (InvocationTargetException e) {
            if (e.getTargetException() instanceof PicocliException p) {
                throw p;
            }
            throw invocationFailed(method, value, e.getTargetException());
        } catch (Exception e) {
            throw invocationFailed(method, value, e);
        }
    }

    private Object target(String kind) {
        try {
            return scope.get();
        } catch (Exception e) {
            throw new PicocliException("Could not get scope for " + kind + " " + accessible, e);
        }
    }

    private ParameterException invocationFailed(Method method, Object value, Throwable cause) {
        CommandLine line = spec.commandLine() == null ? new CommandLine(spec) : spec.commandLine();
        return new ParameterException(line, "Could not invoke " + method + " with " + value + " (" + cause + ")",
                cause);
    }

    @Override
    public String toString() {
        return accessible.toString();
    }
}
