package io.meshport.cli.command.model;

import java.util.Map;
import picocli.CommandLine.Option;

/** A field's or method's {@code @Option}. */
final class RecordedOption extends RecordedArgument implements Option {
    RecordedOption(Map<String, Object> values, Map<String, Object> defaults) {
        super(Option.class, values, defaults);
    }

    @Override
    public String[] names() {
        return get("names");
    }

    @Override
    public boolean required() {
        return get("required");
    }

    @Override
    public boolean help() {
        return get("help");
    }

    @Override
    public boolean usageHelp() {
        return get("usageHelp");
    }

    @Override
    public boolean versionHelp() {
        return get("versionHelp");
    }

    @Override
    public int order() {
        return get("order");
    }

    @Override
    public boolean negatable() {
        return get("negatable");
    }

    @Override
    public String fallbackValue() {
        return get("fallbackValue");
    }
}
