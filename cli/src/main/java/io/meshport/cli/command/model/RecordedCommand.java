package io.meshport.cli.command.model;

import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.IDefaultValueProvider;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.IParameterPreprocessor;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.ScopeType;

/** A class's {@code @Command}. */
final class RecordedCommand extends RecordedAnnotation implements Command {
    RecordedCommand(Map<String, Object> values, Map<String, Object> defaults) {
        super(Command.class, values, defaults);
    }

    @Override
    public String name() {
        return get("name");
    }

    @Override
    public String[] aliases() {
        return get("aliases");
    }

    @Override
    public Class<?>[] subcommands() {
        return get("subcommands");
    }

    @Override
    public boolean subcommandsRepeatable() {
        return get("subcommandsRepeatable");
    }

    @Override
    public boolean addMethodSubcommands() {
        return get("addMethodSubcommands");
    }

    @Override
    public String separator() {
        return get("separator");
    }

    @Override
    public String[] version() {
        return get("version");
    }

    @Override
    public Class<? extends IVersionProvider> versionProvider() {
        return get("versionProvider");
    }

    @Override
    public boolean mixinStandardHelpOptions() {
        return get("mixinStandardHelpOptions");
    }

    @Override
    public boolean helpCommand() {
        return get("helpCommand");
    }

    @Override
    public String headerHeading() {
        return get("headerHeading");
    }

    @Override
    public String[] header() {
        return get("header");
    }

    @Override
    public String synopsisHeading() {
        return get("synopsisHeading");
    }

    @Override
    public boolean abbreviateSynopsis() {
        return get("abbreviateSynopsis");
    }

    @Override
    public String[] customSynopsis() {
        return get("customSynopsis");
    }

    @Override
    public String synopsisSubcommandLabel() {
        return get("synopsisSubcommandLabel");
    }

    @Override
    public String descriptionHeading() {
        return get("descriptionHeading");
    }

    @Override
    public String[] description() {
        return get("description");
    }

    @Override
    public String parameterListHeading() {
        return get("parameterListHeading");
    }

    @Override
    public String optionListHeading() {
        return get("optionListHeading");
    }

    @Override
    public boolean sortOptions() {
        return get("sortOptions");
    }

    @Override
    public boolean sortSynopsis() {
        return get("sortSynopsis");
    }

    @Override
    public char requiredOptionMarker() {
        return get("requiredOptionMarker");
    }

    @Override
    public Class<? extends IDefaultValueProvider> defaultValueProvider() {
        return get("defaultValueProvider");
    }

    @Override
    public boolean showDefaultValues() {
        return get("showDefaultValues");
    }

    @Override
    public boolean showAtFileInUsageHelp() {
        return get("showAtFileInUsageHelp");
    }

    @Override
    public boolean showEndOfOptionsDelimiterInUsageHelp() {
        return get("showEndOfOptionsDelimiterInUsageHelp");
    }

    @Override
    public String commandListHeading() {
        return get("commandListHeading");
    }

    @Override
    public String footerHeading() {
        return get("footerHeading");
    }

    @Override
    public String[] footer() {
        return get("footer");
    }

    @Override
    public boolean hidden() {
        return get("hidden");
    }

    @Override
    public String resourceBundle() {
        return get("resourceBundle");
    }

    @Override
    public int usageHelpWidth() {
        return get("usageHelpWidth");
    }

    @Override
    public boolean usageHelpAutoWidth() {
        return get("usageHelpAutoWidth");
    }

    @Override
    public int exitCodeOnSuccess() {
        return get("exitCodeOnSuccess");
    }

    @Override
    public int exitCodeOnUsageHelp() {
        return get("exitCodeOnUsageHelp");
    }

    @Override
    public int exitCodeOnVersionHelp() {
        return get("exitCodeOnVersionHelp");
    }

    @Override
    public int exitCodeOnInvalidInput() {
        return get("exitCodeOnInvalidInput");
    }

    @Override
    public int exitCodeOnExecutionException() {
        return get("exitCodeOnExecutionException");
    }

    @Override
    public String exitCodeListHeading() {
        return get("exitCodeListHeading");
    }

    @Override
    public String[] exitCodeList() {
        return get("exitCodeList");
    }

    @Override
    public ScopeType scope() {
        return get("scope");
    }

    @Override
    public Class<? extends IModelTransformer> modelTransformer() {
        return get("modelTransformer");
    }

    @Override
    public Class<? extends IParameterPreprocessor> preprocessor() {
        return get("preprocessor");
    }
}
