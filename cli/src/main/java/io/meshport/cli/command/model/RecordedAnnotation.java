package io.meshport.cli.command.model;

import java.lang.annotation.Annotation;
import java.util.Map;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * One of picocli's annotations as a plain object holding recorded values ({@link CommandRecord}):
 * what {@code getAnnotation} returns, without the dynamic proxy class the JDK generates for each
 * annotation type on first use. picocli reads these through its API for annotation processors
 * ({@code IAnnotatedElement}, {@code CommandSpec.updateCommandAttributes}). Every attribute
 * returns the value the build read, defaults included, so none of picocli's defaults is restated.
 */
abstract class RecordedAnnotation implements Annotation {
    private final Class<? extends Annotation> type;
    private final Map<String, Object> values;
    private final Map<String, Object> defaults;

    RecordedAnnotation(Class<? extends Annotation> type, Map<String, Object> values, Map<String, Object> defaults) {
        this.type = type;
        this.values = values;
        this.defaults = defaults;
    }

    /**
     * The annotation of type {@code type} (a simple name: {@code Option}) with {@code values}, the
     * type's {@code defaults} for the attributes they leave out, or null for a type a record does not hold.
     */
    static Annotation of(String type, Map<String, Object> values, Map<String, Object> defaults) {
        switch (type) {
            case "Command":
                return new RecordedCommand(values, defaults);
            case "Option":
                return new RecordedOption(values, defaults);
            case "Parameters":
                return new RecordedParameters(values, defaults);
            case "Mixin":
                return new RecordedMixin(values, defaults);
            case "Spec":
                return new RecordedSpec(values, defaults);
            default:
                return null;
        }
    }

    /** The attribute {@code name}; an array is copied, as an annotation's is. */
    @SuppressWarnings("unchecked")
    final <T> T get(String name) {
        Object value = values.containsKey(name) ? values.get(name) : defaults.get(name);
        if (value instanceof Object[] array) {
            return (T) array.clone();
        }
        return (T) value;
    }

    @Override
    public final Class<? extends Annotation> annotationType() {
        return type;
    }

    @Override
    public String toString() {
        return "@" + annotationType().getName() + values;
    }

    /** A field's {@code @Mixin}. */
    private static final class RecordedMixin extends RecordedAnnotation implements Mixin {
        RecordedMixin(Map<String, Object> values, Map<String, Object> defaults) {
            super(Mixin.class, values, defaults);
        }

        @Override
        public String name() {
            return get("name");
        }
    }

    /** A field's {@code @Spec}. */
    private static final class RecordedSpec extends RecordedAnnotation implements Spec {
        RecordedSpec(Map<String, Object> values, Map<String, Object> defaults) {
            super(Spec.class, values, defaults);
        }

        @Override
        public Spec.Target value() {
            return get("value");
        }
    }
}
