package io.meshport.cli.command;

import java.util.Stack;
import java.util.regex.Pattern;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The optional values of the edit options ({@link ModelEditOptions}): {@code --center [xy]},
 * {@code --normals [ANGLE]}, {@code --weld [TOLERANCE]}.
 */
final class OptionalEditValues {
    /** A number as an optional value: digits, a point, an exponent (no sign: a word after is no value). */
    private static final Pattern NUMBER = Pattern.compile("[0-9]+(\\.[0-9]*)?([eE][+-]?[0-9]+)?|\\.[0-9]+");

    private OptionalEditValues() {
    }

    /**
     * An option's optional value, taken only when the next word is one (so that {@code --weld in.iqe
     * out.iqm} does not read the input as the tolerance); else the option's default.
     */
    private abstract static class OptionalValue implements IParameterConsumer {
        private final Pattern value;
        private final String fallback;

        OptionalValue(Pattern value, String fallback) {
            this.value = value;
            this.fallback = fallback;
        }

        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            argSpec.setValue(!args.isEmpty() && value.matcher(args.peek()).matches() ? args.pop() : fallback);
        }
    }

    /** {@code --center [xy]}. */
    static final class CenterValue extends OptionalValue {
        CenterValue() {
            super(Pattern.compile("xy"), "all");
        }
    }

    /** {@code --normals [ANGLE]}. */
    static final class AngleValue extends OptionalValue {
        AngleValue() {
            super(NUMBER, "180");
        }
    }

    /** {@code --weld [TOLERANCE]}. */
    static final class ToleranceValue extends OptionalValue {
        ToleranceValue() {
            super(NUMBER, "-1");
        }
    }
}
