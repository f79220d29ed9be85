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
    private OptionalEditValues() {
    }

    /**
     * An option's optional value, taken only when the next word is one (so that {@code --weld in.iqe
     * out.iqm} does not read the input as the tolerance); else the option's default.
     */
    abstract static class OptionalValue implements IParameterConsumer {
        private static final Pattern NUMBER = Pattern.compile("[0-9]+(\\.[0-9]*)?([eE][+-]?[0-9]+)?|\\.[0-9]+");

        abstract boolean isValue(String word);

        abstract String fallback();

        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            argSpec.setValue(!args.isEmpty() && isValue(args.peek()) ? args.pop() : fallback());
        }

        static boolean number(String word) {
            return NUMBER.matcher(word).matches();
        }
    }

    /** {@code --center [xy]}. */
    static final class CenterValue extends OptionalValue {
        @Override
        boolean isValue(String word) {
            return word.equals("xy");
        }

        @Override
        String fallback() {
            return "all";
        }
    }

    /** {@code --normals [ANGLE]}. */
    static final class AngleValue extends OptionalValue {
        @Override
        boolean isValue(String word) {
            return number(word);
        }

        @Override
        String fallback() {
            return "180";
        }
    }

    /** {@code --weld [TOLERANCE]}. */
    static final class ToleranceValue extends OptionalValue {
        @Override
        boolean isValue(String word) {
            return number(word);
        }

        @Override
        String fallback() {
            return "-1";
        }
    }
}
