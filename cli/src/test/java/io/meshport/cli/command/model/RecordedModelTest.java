package io.meshport.cli.command.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.meshport.cli.command.CommandLines;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * A command built from the build's record of its annotations is the command picocli's reflection
 * builds: the same options and parameters with every attribute, the same mixins and the same help,
 * for every command; and each record is the one this build's annotations give (none stale).
 */
class RecordedModelTest {
    private static final CommandLine.IFactory FACTORY = CommandLine.defaultFactory();

    @Test
    void everyCommandHasAFreshRecord() throws IOException {
        for (Class<?> command : CommandLines.commandClasses()) {
            ByteArrayOutputStream written = new ByteArrayOutputStream();
            CommandRecorder.record(command).write(new DataOutputStream(written));
            try (InputStream in = command.getResourceAsStream(command.getSimpleName() + CommandModels.SUFFIX)) {
                assertTrue(in != null, command + " has no record: the build writes them (process-classes)");
                assertArrayEquals(written.toByteArray(), in.readAllBytes(),
                        command + "'s record is stale: rebuild the cli module (mvn process-classes)");
            }
        }
    }

    @Test
    void aRecordedCommandIsTheReflectedOne() {
        for (Class<?> command : CommandLines.commandClasses()) {
            CommandLine reflected = new CommandLine(command, FACTORY);
            CommandLine recorded = CommandModels.commandLine(command, FACTORY).orElseThrow();
            assertEquals(describe(reflected.getCommandSpec()), describe(recorded.getCommandSpec()), command.getName());
            assertEquals(reflected.getUsageMessage(), recorded.getUsageMessage(), command.getName());
            assertEquals(reflected.getCommandName(), CommandModels.name(command));
        }
    }

    @Test
    void setterMethodsFailWithPicocliWords() {
        CommandLine recorded = CommandModels.commandLine(CommandLines.commandClasses().stream()
                .filter(c -> CommandModels.name(c).equals("convert")).findFirst().orElseThrow(), FACTORY).orElseThrow();
        CommandLine.ParameterException e = org.junit.jupiter.api.Assertions.assertThrows(
                CommandLine.ParameterException.class, () -> recorded.parseArgs("--mirror", "q", "a.iqe", "b.iqm"));
        assertEquals("--mirror takes x, y or z, not 'q'", e.getMessage());
    }

    /** Every attribute of {@code spec} a run or its help depends on, one line each. */
    private static String describe(CommandSpec spec) {
        StringBuilder b = new StringBuilder();
        UsageMessageSpec u = spec.usageMessage();
        line(b, "name", spec.name(), spec.aliases(), spec.version(), type(spec.versionProvider()),
                spec.mixinStandardHelpOptions(), spec.scopeType(), spec.exitCodeOnSuccess(), spec.exitCodeOnInvalidInput(),
                spec.exitCodeOnExecutionException(), spec.parser().separator(), spec.helpCommand());
        line(b, "usage", u.description(), u.header(), u.footer(), u.footerHeading(), u.customSynopsis(),
                u.sortOptions(), u.sortSynopsis(), u.abbreviateSynopsis(), u.showDefaultValues(), u.hidden(),
                u.synopsisHeading(), u.descriptionHeading(), u.optionListHeading(), u.parameterListHeading(),
                u.commandListHeading(), u.requiredOptionMarker(), u.width(), u.autoWidth(), u.sectionKeys());
        Map<String, String> mixins = new TreeMap<>();
        spec.mixins().forEach((name, mixin) -> mixins.put(name, mixin.userObject().getClass().getName() + " "
                + mixin.options().stream().map(OptionSpec::longestName).sorted().toList()));
        line(b, "mixins", mixins);
        // by name: the JVM lists a class's methods in an order that changes from run to run, so
        // reflection adds setter-method options in any order (a record, by method name)
        List<OptionSpec> options = new ArrayList<>(spec.options());
        options.sort(Comparator.comparing(OptionSpec::longestName));
        for (OptionSpec o : options) {
            line(b, "option", o.names(), o.usageHelp(), o.versionHelp(), o.negatable(), o.fallbackValue(), o.order(),
                    o.help(), o.inherited());
            arg(b, o);
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            line(b, "parameter", p.index());
            arg(b, p);
        }
        return b.toString();
    }

    private static void arg(StringBuilder b, ArgSpec a) {
        line(b, "  ", a.arity(), a.arity().isUnspecified(), a.paramLabel(), a.description(), a.descriptionKey(),
                a.type(), a.auxiliaryTypes(), a.defaultValue(), a.hasInitialValue(), a.initialValue(), a.required(),
                a.hidden(), a.interactive(), a.splitRegex(), a.splitRegexSynopsisLabel(), a.showDefaultValue(),
                a.scopeType(), a.hideParamSyntax(), a.mapFallbackValue(), a.isMultiValue(),
                a.completionCandidates() == null ? null
                        : StreamSupport.stream(a.completionCandidates().spliterator(), false).toList(),
                type(a.parameterConsumer()), type(a.preprocessor()),
                Arrays.stream(a.converters()).map(RecordedModelTest::type).toList(), a.toString(),
                a.userObject(), a.typeInfo().getType(), List.of(a.typeInfo().getAuxiliaryTypes()));
    }

    private static String type(Object o) {
        return o == null ? "null" : o.getClass().getName();
    }

    private static void line(StringBuilder b, String what, Object... values) {
        b.append(what).append(": ").append(Arrays.stream(values)
                .map(v -> v instanceof Object[] a ? Arrays.deepToString(a) : Objects.toString(v))
                .collect(Collectors.joining(" | "))).append('\n');
    }
}
