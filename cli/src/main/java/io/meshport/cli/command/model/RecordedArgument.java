package io.meshport.cli.command.model;

import java.lang.annotation.Annotation;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.ScopeType;

/**
 * The attributes {@code @Option} and {@code @Parameters} share (description, arity, label, type,
 * defaults, completion and the rest), once for both: the recorded annotation of either inherits
 * them.
 */
abstract class RecordedArgument extends RecordedAnnotation {
    RecordedArgument(Class<? extends Annotation> type, Map<String, Object> values, Map<String, Object> defaults) {
        super(type, values, defaults);
    }

    /** The recorded {@code description}. */
    public String[] description() {
        return get("description");
    }

    /** The recorded {@code arity}. */
    public String arity() {
        return get("arity");
    }

    /** The recorded {@code paramLabel}. */
    public String paramLabel() {
        return get("paramLabel");
    }

    /** The recorded {@code hideParamSyntax}. */
    public boolean hideParamSyntax() {
        return get("hideParamSyntax");
    }

    /** The recorded {@code type}. */
    public Class<?>[] type() {
        return get("type");
    }

    /** The recorded {@code converter}. */
    public Class<? extends ITypeConverter<?>>[] converter() {
        return get("converter");
    }

    /** The recorded {@code split}. */
    public String split() {
        return get("split");
    }

    /** The recorded {@code splitSynopsisLabel}. */
    public String splitSynopsisLabel() {
        return get("splitSynopsisLabel");
    }

    /** The recorded {@code hidden}. */
    public boolean hidden() {
        return get("hidden");
    }

    /** The recorded {@code defaultValue}. */
    public String defaultValue() {
        return get("defaultValue");
    }

    /** The recorded {@code showDefaultValue}. */
    public Help.Visibility showDefaultValue() {
        return get("showDefaultValue");
    }

    /** The recorded {@code completionCandidates}. */
    public Class<? extends Iterable<String>> completionCandidates() {
        return get("completionCandidates");
    }

    /** The recorded {@code interactive}. */
    public boolean interactive() {
        return get("interactive");
    }

    /** The recorded {@code echo}. */
    public boolean echo() {
        return get("echo");
    }

    /** The recorded {@code prompt}. */
    public String prompt() {
        return get("prompt");
    }

    /** The recorded {@code descriptionKey}. */
    public String descriptionKey() {
        return get("descriptionKey");
    }

    /** The recorded {@code scope}. */
    public ScopeType scope() {
        return get("scope");
    }

    /** The recorded {@code parameterConsumer}. */
    public Class<? extends IParameterConsumer> parameterConsumer() {
        return get("parameterConsumer");
    }

    /** The recorded {@code mapFallbackValue}. */
    public String mapFallbackValue() {
        return get("mapFallbackValue");
    }

    /** The recorded {@code preprocessor}. */
    public Class<? extends IParameterPreprocessor> preprocessor() {
        return get("preprocessor");
    }
}
