package io.meshport.cli.command.model;

import java.util.Map;
import picocli.CommandLine.Parameters;

/** A field's or method's {@code @Parameters}. */
final class RecordedParameters extends RecordedArgument implements Parameters {
    RecordedParameters(Map<String, Object> values, Map<String, Object> defaults) {
        super(Parameters.class, values, defaults);
    }

    @Override
    public String index() {
        return get("index");
    }
}
